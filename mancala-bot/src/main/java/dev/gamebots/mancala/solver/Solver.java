package dev.gamebots.mancala.solver;

import dev.gamebots.core.BoundTable;
import dev.gamebots.core.Clock;
import dev.gamebots.core.Mtdf;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchInfo;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.Searcher;
import dev.gamebots.mancala.rules.Kalah;

/**
 * Exact Kalah solver: iterative-deepening MTD(f) over a fail-soft null-window alpha-beta.
 *
 * <p>Values are <em>future gains</em>: the final store difference from the side to move minus the
 * present one. They depend only on the hole contents, so the table and the endgame database
 * ({@link EndgameDatabase}) are keyed on holes alone, and a move's value is the seeds it puts in the
 * mover's store plus (extra turn) or minus (other side to move) the child's.
 *
 * <p>Pruning that keeps results exact: a position with {@code S} seeds left in the holes is worth
 * between {@code -S} and {@code S}; positions with few seeds are answered by the database; enhanced
 * transposition cutoffs near the root. Ordering: table move, extra-turn moves (nearest the store
 * first), captures (largest first), moves that sow past the store (fewest seeds handed to the
 * opponent first), then the rest from the hole nearest the store (measurements in docs/mancala.md).
 *
 * <p>Depth-limited iterations score their horizon with a heuristic, and count every such leaf; a
 * subtree that used none is exact and stored at {@link #EXACT_DEPTH} with the table's exact flag.
 * The deepening ends as soon as the root is exact, or when the deadline or node limit passes (the
 * last finished iteration's move is then returned, flagged inexact). One instance serves one thread;
 * buffers are allocated once.
 *
 * <p>The table is engine-core's {@link BoundTable} (two bounds per depth, merged; the exact flag;
 * replaced by depth), keyed by {@link #tableKey}. Until issue 16 Kalah had a table of its own that
 * also kept a deeper result against a shallower store and evicted by the work below an entry: the
 * bench signature moved from 7,707,953 to 7,692,253 with the fold, every bench position with the
 * same value and move, and the solved values of the reference tests unchanged (docs/benchmarks.md,
 * "Kalah's solver table against engine-core's BoundTable").
 *
 * <p>Every call runs within engine-core {@link SearchLimits} (the hard deadline and the node budget
 * through the {@link SearchControl}, the soft deadline between iterations of the deepening); the
 * deepening is also an engine-core {@link Searcher.Unbound} ({@link #deepening}), its first depth and
 * step the view's configuration and its first guess from the table.
 *
 * <p>Results are engine-core {@link SearchResult}s whose score is the future gain (seeds, not
 * {@code Score} units), with {@code exact} set when it is the game-theoretic value; iterations are
 * reported to a {@link SearchListener} in the same units.
 *
 * <p>Why not engine-core's {@code AlphaBetaSearcher}: the values here are future gains keyed on the
 * holes alone (so table entries and database values hold whatever the stores), bounded by the seeds
 * left, with the database at the leaves and enhanced transposition cutoffs near the root; the generic
 * searcher's scores are margins from the root with mate-distance terms, and its table keys include
 * the stores. The bench (docs/benchmarks.md) is this solver's speed.
 */
public final class Solver {

    /** Deepest ply searched from the root. */
    public static final int MAX_PLY = 400;
    /** Depth meaning "to the end of the game": the deepest a {@link BoundTable} entry holds. */
    public static final int EXACT_DEPTH = 255;

    /** No limit, and a deepening that may go to the end of the game (the default depth of SearchLimits is less). */
    public static final SearchLimits TO_THE_END = SearchLimits.infinite().withMaxDepth(EXACT_DEPTH);

    /** Nodes between clock reads: about 1 ms of a cold, loaded search, 0.1 ms of a warm one. */
    private static final int CHECK_EVERY = 1024;
    private static final int INF = 127;
    /** See {@link #withEnhancedCutoffs}. */
    public static final int DEFAULT_ETC_MIN_SEEDS = 36;
    /** The table is skipped this many seeds above the database. */
    private static final int TABLE_ABOVE_DATABASE = 4;

    /**
     * Progress of a long search (the {@code solve} command prints it): after each null-window pass
     * of MTD(f) the bounds proven so far on the root value, and every {@value #PROGRESS_EVERY} nodes
     * within a pass the bounds it works between (a pass of Kalah(6,4) can take a minute).
     */
    @FunctionalInterface
    public interface Progress {
        void update(boolean passDone, int lower, int upper, long nodes, long nanos);
    }

    /** Nodes between two progress calls within a pass (a power of two; 10-20 s here at 1-2 M nodes/s). */
    public static final long PROGRESS_EVERY = 1L << 24;

    private final int holes;
    private final BoundTable table;
    private final EndgameDatabase database;
    private final Clock clock;
    /** Stop flag, deadline and node budget of the running solve. */
    private final SearchControl control;
    private final int[] moves;
    private final int[] order;
    private final Passes passes = new Passes();
    /**
     * Enhanced transposition cutoffs are tried in positions with at least this many seeds in the
     * holes: near the root, where a cutoff saves a large subtree; lower down the extra table
     * look-ups (cache misses) cost more than they save.
     */
    private int etcMinSeeds = DEFAULT_ETC_MIN_SEEDS;
    /**
     * The table is used in positions with at least this many seeds in the holes: just above the
     * database the subtrees are so small that the look-up costs more than the search.
     */
    private int tableMinSeeds;

    private Progress progress;
    private long startNanos;
    private int passLower;
    private int passUpper;
    private Kalah pos;
    private boolean aborted;
    private long horizonHits;
    private int rootBestMove;

    /**
     * A solver for boards of {@code holes} holes a side; {@code database} may be null (then only
     * the search and its table are used).
     */
    public Solver(int holes, BoundTable table, EndgameDatabase database, Clock clock) {
        if (database != null && database.holes() != holes) {
            throw new IllegalArgumentException("database is for " + database.holes() + " holes, not " + holes);
        }
        this.holes = holes;
        this.table = table;
        this.database = database;
        this.clock = clock;
        this.control = new SearchControl(clock, CHECK_EVERY);
        this.tableMinSeeds = database == null ? 0 : database.maxSeeds() + TABLE_ABOVE_DATABASE;
        this.moves = new int[(MAX_PLY + 1) * holes];
        this.order = new int[(MAX_PLY + 1) * holes];
    }

    /** Enables enhanced transposition cutoffs in positions with at least {@code minSeeds} seeds in the holes. */
    public Solver withEnhancedCutoffs(int minSeeds) {
        this.etcMinSeeds = minSeeds;
        return this;
    }

    /** Reports the progress of each solve to {@code p} (null: none). */
    public Solver withProgress(Progress p) {
        this.progress = p;
        control.setPollHook(p == null ? null : this::reportProgress);
        return this;
    }

    public BoundTable table() {
        return table;
    }

    public EndgameDatabase database() {
        return database;
    }

    /** Asks a running solve to return as soon as possible; safe from any thread. */
    public void stop() {
        control.stop();
    }

    /** Exact value and best move, however long it takes (guess: a first estimate of the value). */
    public SearchResult solveExact(Kalah position, int guess) {
        return solveExact(position, guess, SearchLimits.infinite());
    }

    /**
     * Exact value and best move unless the limits' hard deadline or node budget passes first (an
     * exact solve is one search to the end of the game: the limits' depth and soft deadline do not
     * apply). Then the result is not exact: its move (or -1) is one proven to reach at least its value
     * (a lower bound), or -1 with the value meaningless when no pass of MTD(f) finished high.
     */
    public SearchResult solveExact(Kalah position, int guess, SearchLimits limits) {
        long start = clock.nanoTime();
        begin(position, limits);
        if (position.isTerminal()) {
            return result(-1, position.outcome() - position.storeDifference(), EXACT_DEPTH, 0, false, true);
        }
        long hitsBefore = horizonHits;
        int[] outcome = mtdf(guess, EXACT_DEPTH);
        long elapsed = clock.nanoTime() - start;
        if (aborted || horizonHits != hitsBefore) {
            return result(outcome[1], outcome[2], 0, elapsed, aborted, false);
        }
        return result(outcome[1], outcome[0], EXACT_DEPTH, elapsed, false, true);
    }

    /** One MTD(f) search to a fixed depth (heuristic leaves below it); deterministic for a given table state. */
    public SearchResult searchDepth(Kalah position, int guess, int depth) {
        long start = clock.nanoTime();
        begin(position, SearchLimits.infinite());
        if (position.isTerminal()) {
            return result(-1, position.outcome() - position.storeDifference(), 0, 0, false, true);
        }
        long hitsBefore = horizonHits;
        int[] outcome = mtdf(guess, depth);
        return result(outcome[1], outcome[0], depth, clock.nanoTime() - start, false, horizonHits == hitsBefore);
    }

    /**
     * Deepens from depth {@code firstDepth} by {@code step} until the root value is exact, the
     * iteration at the limits' depth is done ({@link #EXACT_DEPTH}: to the end; the deepening never
     * goes past it), or the limits stop it: the hard deadline and the node budget within an
     * iteration, the soft deadline between two. Never returns a move that was not searched to at
     * least the first iteration unless even that one was cut short (then the table move or the first
     * ordered move).
     */
    public SearchResult solve(Kalah position, int guess, SearchLimits limits, int firstDepth, int step,
                              SearchListener listener) {
        long start = clock.nanoTime();
        begin(position, limits);
        if (position.isTerminal()) {
            return result(-1, position.outcome() - position.storeDifference(), 0, 0, false, true);
        }
        int bestMove = fallbackMove(position);
        int value = guess;
        boolean exact = false;
        int completed = 0;
        int last = Math.min(EXACT_DEPTH, limits.maxDepth());
        for (int depth = Math.min(last, Math.max(1, firstDepth)); ; depth = Math.min(last, depth + step)) {
            long hitsBefore = horizonHits;
            int[] outcome = mtdf(value, depth);
            if (aborted) {
                break;
            }
            value = outcome[0];
            if (outcome[1] >= 0) {
                bestMove = outcome[1];
            }
            completed = depth;
            exact = horizonHits == hitsBefore || depth == EXACT_DEPTH;
            long nanos = clock.nanoTime() - start;
            long nodes = control.nodes();
            listener.onIteration(new SearchInfo(depth, value, bestMove >= 0 ? new int[] {bestMove} : new int[0], nodes,
                    nanos > 0 ? (long) (nodes * 1e9 / nanos) : 0, nanos / 1_000_000L, exact));
            if (exact || depth == last || control.stopRequested() || limits.pastSoftDeadline(clock)) {
                break;
            }
        }
        return result(bestMove, value, completed, clock.nanoTime() - start, aborted, exact);
    }

    private SearchResult result(int move, int value, int depth, long nanos, boolean stoppedEarly, boolean exact) {
        return new SearchResult(move, value, depth, move >= 0 ? new int[] {move} : new int[0], control.nodes(), nanos,
                stoppedEarly, exact);
    }

    private void begin(Kalah position, SearchLimits limits) {
        if (position.holes() != holes) {
            throw new IllegalArgumentException("position has " + position.holes() + " holes, solver " + holes);
        }
        if (position.totalSeeds() > 120) {
            throw new IllegalArgumentException("at most 120 seeds: values are stored in a byte");
        }
        pos = position.copy();
        startNanos = clock.nanoTime();
        control.begin(limits.hardDeadline(), limits.maxNodes());
        aborted = false;
    }

    /** Table move if any, else the first move in the solver's ordering. */
    private int fallbackMove(Kalah position) {
        long entry = table.probe(tableKey(position));
        int tableMove = entry == 0 ? -1 : BoundTable.move(entry);
        if (tableMove >= 0 && position.isLegal(tableMove)) {
            return tableMove;
        }
        int count = generateOrdered(0, -1);
        return count == 0 ? -1 : moves[0];
    }

    /**
     * MTD(f) at one depth: returns {value, best move (or -1), lower bound proven for that move}; with
     * {@code aborted} set the value is void but the move and its bound stand.
     */
    private int[] mtdf(int guess, int depth) {
        int s = pos.seedsInHoles();
        passes.depth = depth;
        passLower = -s - 1;
        passUpper = s + 1;
        Mtdf.Outcome o = Mtdf.solve(passes, guess, s, s + 1);
        int provenMove = o.provenMove();
        if (!o.complete()) {
            return new int[] {o.value(), provenMove, o.lower()};
        }
        if (provenMove < 0) {
            // The value is the least possible (-S): every move reaches it.
            provenMove = fallbackMove(pos);
        }
        return new int[] {o.lastValue(), provenMove, o.lower()};
    }

    /** The null-window passes of {@link #mtdf}: root searches of the current position. */
    private final class Passes implements Mtdf.Pass {
        int depth;

        @Override
        public int search(int beta) {
            rootBestMove = -1;
            return Solver.this.search(beta - 1, beta, depth, 0);
        }

        @Override
        public boolean aborted() {
            return aborted;
        }

        @Override
        public int move() {
            return rootBestMove;
        }

        @Override
        public void passDone(int lower, int upper) {
            passLower = lower;
            passUpper = upper;
            if (progress != null) {
                progress.update(true, lower, upper, control.nodes(), clock.nanoTime() - startNanos);
            }
        }
    }

    private int search(int alpha, int beta, int depth, int ply) {
        if (control.tick()) {
            aborted = true;
        }
        if (aborted) {
            return 0;
        }
        final Kalah g = pos;
        final int mover = g.sideToMove();
        if (g.isTerminal()) {
            return g.sideSeeds(mover) - g.sideSeeds(1 - mover);
        }
        final int seeds = g.seedsInHoles();
        // The root is always expanded so that a best move is known.
        if (ply > 0) {
            if (database != null && seeds <= database.maxSeeds()) {
                return database.value(g);
            }
            if (seeds <= alpha) {
                return seeds;
            }
            if (-seeds >= beta) {
                return -seeds;
            }
        }
        if (depth <= 0 || ply >= MAX_PLY) {
            horizonHits++;
            return 0;
        }
        final long key = tableKey(g);
        int tableMove = -1;
        final boolean useTable = seeds >= tableMinSeeds;
        long entry = useTable ? table.probe(key) : 0L;
        if (entry != 0) {
            tableMove = BoundTable.move(entry);
            if (ply > 0 && BoundTable.depth(entry) >= depth) {
                int lo = BoundTable.lower(entry);
                int up = BoundTable.upper(entry);
                if (lo >= beta || up <= alpha || lo == up) {
                    if (!BoundTable.exact(entry)) {
                        horizonHits++;
                    }
                    return lo >= beta ? lo : up <= alpha ? up : lo;
                }
            }
        }

        final int base = ply * holes;
        final int count = generateOrdered(base, tableMove);
        if (ply > 0 && seeds >= etcMinSeeds) {
            int cut = enhancedTranspositionCutoff(base, count, beta, depth);
            if (cut >= beta) {
                return cut;
            }
        }
        final long hitsAtEntry = horizonHits;
        int best = -INF;
        int bestMove = -1;
        int a = alpha;
        for (int i = 0; i < count; i++) {
            int move = moves[base + i];
            int storeBefore = g.store(mover);
            g.makeMove(move);
            int gain = g.store(mover) - storeBefore;
            int v;
            if (g.sideToMove() == mover) {
                v = gain + search(a - gain, beta - gain, depth - 1, ply + 1);
            } else {
                v = gain - search(gain - beta, gain - a, depth - 1, ply + 1);
            }
            g.unmakeMove();
            if (aborted) {
                return 0;
            }
            if (v > best) {
                best = v;
                bestMove = move;
                if (ply == 0) {
                    rootBestMove = move;
                }
                if (v > a) {
                    a = v;
                    if (v >= beta) {
                        break;
                    }
                }
            }
        }
        if (!useTable) {
            return best;
        }
        // A subtree without a horizon leaf is solved: its bounds hold at any depth (the exact flag).
        // "No bound" is INF, beyond every value, as the table's contract asks (not the seeds left,
        // which the search re-derives for free at every node).
        boolean solved = horizonHits == hitsAtEntry;
        table.store(key, alpha, beta, best, solved ? EXACT_DEPTH : depth, best > alpha ? bestMove : -1, solved, INF);
        return best;
    }

    /**
     * Enhanced transposition cutoff: before searching any child, looks every child up in the table
     * (or the database); returns a value {@code >= beta} when one of them already proves the cutoff,
     * else {@code -INF}.
     */
    private int enhancedTranspositionCutoff(int base, int count, int beta, int depth) {
        final Kalah g = pos;
        final int mover = g.sideToMove();
        for (int i = 0; i < count; i++) {
            int storeBefore = g.store(mover);
            g.makeMove(moves[base + i]);
            int gain = g.store(mover) - storeBefore;
            boolean same = g.sideToMove() == mover;
            int bound = -INF;
            if (g.isTerminal()) {
                int v = g.sideSeeds(g.sideToMove()) - g.sideSeeds(1 - g.sideToMove());
                bound = same ? gain + v : gain - v;
            } else if (database != null && g.seedsInHoles() <= database.maxSeeds()) {
                int v = database.value(g);
                bound = same ? gain + v : gain - v;
            } else {
                long e = table.probe(tableKey(g));
                if (e != 0 && BoundTable.exact(e)) {
                    bound = same ? gain + BoundTable.lower(e) : gain - BoundTable.upper(e);
                }
            }
            g.unmakeMove();
            if (bound >= beta) {
                return bound;
            }
        }
        return -INF;
    }

    /**
     * Writes the mover's legal moves at {@code moves[base..]} in search order and returns how many.
     * Order keys: see the class comment.
     */
    private int generateOrdered(int base, int tableMove) {
        final Kalah g = pos;
        final int m = holes;
        final int lap = 2 * m + 1;
        int count = 0;
        for (int i = m - 1; i >= 0; i--) {
            int s = g.moverSeeds(i);
            if (s == 0) {
                continue;
            }
            int score;
            int toStore = m - i;
            if (i == tableMove) {
                score = 1 << 20;
            } else if (s % lap == toStore) {
                score = (1 << 16) + i;
            } else if (s < toStore && g.moverSeeds(i + s) == 0) {
                score = (1 << 8) + 1 + g.opponentSeeds(m - 1 - (i + s));
            } else if (s == lap) {
                score = (1 << 8) + 2 + g.opponentSeeds(m - 1 - i);
            } else if (s > toStore) {
                // Sows past the store: the fewer seeds it hands to the opponent, the earlier.
                score = 64 + m - Math.min(m, s - toStore);
            } else {
                score = i;
            }
            // Insertion sort, descending by score: at most m moves.
            int j = count++;
            while (j > 0 && order[base + j - 1] < score) {
                order[base + j] = order[base + j - 1];
                moves[base + j] = moves[base + j - 1];
                j--;
            }
            order[base + j] = score;
            moves[base + j] = i;
        }
        return count;
    }

    /** The within-a-pass progress report, run at the control's polls (every {@value #CHECK_EVERY} nodes). */
    private void reportProgress() {
        long n = control.nodes();
        if ((n & (PROGRESS_EVERY - 1)) == 0) {
            progress.update(false, passLower, passUpper, n, clock.nanoTime() - startNanos);
        }
    }

    /**
     * The deepening ({@link #solve}) as engine-core's searcher of Kalah positions: from
     * {@code firstDepth} by {@code step}, the first guess the middle of the table's bounds
     * ({@link #tableGuess}). Its {@code stop} is this solver's; its {@code newGame} forgets nothing:
     * the table holds future gains of hole contents, true in any game (the bot keeps it for the whole
     * process). The exact solve stays a call of its own ({@link #solveExact}): it is one search to the
     * end with a guess of the caller's, not a deepening.
     */
    public Searcher.Unbound<Kalah> deepening(int firstDepth, int step) {
        return new Searcher.Unbound<>() {
            @Override
            public SearchResult search(Kalah position, SearchLimits limits, SearchListener listener) {
                return solve(position, tableGuess(position), limits, firstDepth, step, listener);
            }

            @Override
            public void stop() {
                Solver.this.stop();
            }

            @Override
            public void newGame() {
                // Nothing to forget (see above).
            }
        };
    }

    /**
     * The table key of a position: {@link Kalah#moverKey()} (the hole contents seen from the mover)
     * through a multiply and an xor-shift. The table takes its bucket from the key's low bits, and
     * the additive key's low bits are weak; both steps are one-to-one, so the full key still tells
     * positions apart.
     */
    static long tableKey(Kalah position) {
        long k = position.moverKey() * 0x9E3779B97F4A7C15L;
        return k ^ (k >>> 32);
    }

    /** A first estimate of the value for MTD(f): the middle of the table's bounds (within the seeds left), else 0. */
    public int tableGuess(Kalah position) {
        long e = table.probe(tableKey(position));
        if (e == 0) {
            return 0;
        }
        int s = position.seedsInHoles();
        int lo = Math.max(-s, BoundTable.lower(e));
        int up = Math.min(s, BoundTable.upper(e));
        return (lo + up) / 2;
    }

    /** Nodes searched by the last solve so far. */
    public long nodes() {
        return control.nodes();
    }
}
