package dev.gamebots.othello.endgame;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Mtdf;
import dev.gamebots.core.PackedBoundTable;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.Evaluation8;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Evaluator8;
import dev.gamebots.othello.rules.Hashing;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.SquareOrder;
import dev.gamebots.othello.rules.Variant;
import java.util.Arrays;

/**
 * Exact endgame solver for 8x8 std and anti (not the generic searcher): negamax with null windows on
 * the side-relative bitboards, specialised by the number of empty squares:
 * <ul>
 *   <li>8 and more: the table's move first, before the others are generated; then the moves
 *       fastest-first (fewest replies for the opponent, corners counted twice, then fewest empty
 *       squares next to our discs, below {@value #EVAL_ORDER_MIN_EMPTIES} empties ties broken by our
 *       corner-stable discs; from {@value #EVAL_ORDER_MIN_EMPTIES} empties also a 1-5 ply
 *       search of the reply on the ordering evaluation), picked best-first one at a time,
 *       principal variation search, a
 *       stability cutoff (discs that can never flip bound the score), and from
 *       {@value #TABLE_MIN_EMPTIES} empties a transposition table ({@link PackedBoundTable}, a small one up
 *       to {@value #NEAR_TABLE_MAX_EMPTIES} empties) holding both bounds, with
 *       enhanced transposition cutoffs from {@value #ETC_MIN_EMPTIES} empties;</li>
 *   <li>7 and fewer: {@link LeafSearch}, no table: at 7 the moves sorted by the opponent's replies
 *       only, below that the empty squares tried directly in parity order, the last four written
 *       out.</li>
 * </ul>
 * The score of a finished game is the {@link Scoring}: FlipSight discs, anti (fewest discs, so the
 * search minimises its own discs), or WOF (empties to the winner, as in the FFO suite).
 *
 * <p>One instance per thread; nothing is allocated per node.
 *
 * <p>A game-specific search that stays for speed: positions are two bitboards passed by value (no
 * make/unmake through a {@code Game}), the last empties are searched without table or poll, and
 * scores are disc margins of one window; engine-core's searcher costs several times the time per
 * node here. It uses the core's contract: {@code SearchLimits} (what the caller allows) and
 * {@code SearchControl} (stop, deadline, nodes), the {@code Mtdf} driver for exact solves,
 * {@code PackedBoundTable} for its tables and {@code SearchResult} for its results.
 */
public final class EndgameSolver {

    /** The pass move at the root. */
    public static final int PASS = 64;
    /** Empties from which the transposition table is used. */
    static final int TABLE_MIN_EMPTIES = 8;
    /** Empties from which moves are generated and sorted (below: parity-ordered direct tries). */
    private static final int SORT_MIN_EMPTIES = LeafSearch.MAX_EMPTIES + 1;
    /** The most empties of a position kept in the small table. */
    private static final int NEAR_TABLE_MAX_EMPTIES = 9;
    /** log2 of the small table's entries. */
    private static final int NEAR_TABLE_BITS = 17;
    /**
     * Empties from which enhanced transposition cutoffs are tried: from 10 the children's probes
     * mostly hit the small table, which stays in the cache (FFO #40-#44: 122,467,212 nodes from 10,
     * 124,894,407 from 12, 120,445,355 from 9, about the same time).
     */
    private static final int ETC_MIN_EMPTIES = 10;
    /**
     * Empties from which a short search of the reply on the ordering evaluation takes part in move
     * ordering. Near the end fastest-first alone makes the smallest trees (the static evaluation from
     * 14 empties cut FFO #40-#44 by 7% of the nodes and cost more time than that); far from it the
     * search finds the refutations: FFO #40-#44 need 150 instead of 256 million nodes.
     */
    private static final int EVAL_ORDER_MIN_EMPTIES = 16;
    /** Weight of that search's value (1/64 disc) against the mobility key (1024 a reply): 2, 4, 8, 16, 32 measured, 8 fewest nodes. */
    private static final int EVAL_ORDER_WEIGHT = 8;
    private static final int EVAL_INF = 1 << 20;
    /**
     * Below {@value #EVAL_ORDER_MIN_EMPTIES} empties, weight of each own disc made stable by a corner
     * (see {@link Stability#cornerStable}) after the move, against 1024 a reply: in effect it breaks the
     * ties between moves leaving as many replies (any weight from 64 to 128 gives the same trees). FFO
     * #40-#44 134,749,135 nodes instead of 146,254,698, #45-#49 1,437,065,248 instead of
     * 1,601,968,168; also weighting it at 16+ empties or counting the opponent's corner replies more
     * saved more on #40-#44 and cost on #45-#49.
     */
    private static final int CORNER_STABLE_WEIGHT = 64;
    /**
     * Moves whose ordering search falls this far (1/64 disc) below the best one so far are only
     * bounded, not valued: 8 discs, about as many nodes and less time than exact values on FFO #47, #49.
     */
    private static final int ORDER_MARGIN = 8 * PatternWeights.SCALE;
    private static final int INF = 127;
    private static final int MAX_PLY = 80;
    /**
     * Sorted nodes (and evaluations of the ordering searches) between clock checks. Each node has
     * tens of leaf nodes below it, so warm this is well under a millisecond (a clock reading costs tens of nanoseconds, nothing next to 64 sorted nodes);
     * it is kept this small because a cold JVM runs the solver interpreted, many times slower, and a
     * FlipSight leg's first solve often is the process's first (1024 overran a 339 ms budget by 460 ms
     * under load).
     */
    private static final int CHECK_EVERY = 1 << 6;

    private static final long[] QUADRANTS = {
        0x000000000f0f0f0fL, 0x00000000f0f0f0f0L, 0x0f0f0f0f00000000L, 0xf0f0f0f000000000L
    };

    private final Clock clock;
    /** Stop flag, deadline and node budget of the running solve; polled every {@value #CHECK_EVERY} ticks. */
    private final SearchControl control;
    /** Positions with {@value #NEAR_TABLE_MAX_EMPTIES} + 1 or more empties. */
    private final PackedBoundTable table;
    /**
     * Positions with {@value #TABLE_MIN_EMPTIES} to {@value #NEAR_TABLE_MAX_EMPTIES} empties: most of
     * the probes and few hits, and what hits is mostly found again soon, so a table of 1 MB that
     * stays in the cache serves them (FFO #40-#44 2% more nodes, about 3% less time than in the big
     * table).
     */
    private final PackedBoundTable nearTable = new PackedBoundTable(NEAR_TABLE_BITS);

    private Scoring scoring = Scoring.DISCS;
    private Evaluator8 orderingEval = Evaluation8.forVariant(Variant.STD);
    private Evaluator8 orderingOverride;
    /**
     * The last {@value LeafSearch#MAX_EMPTIES} empties. They count their nodes themselves (no poll
     * there: most nodes are leaves); each sorted node moves that count onto the control.
     */
    private final LeafSearch leaves = new LeafSearch();
    private boolean aborted;

    /**
     * Per-ply move lists of the sorted search: an entry is {@code (key << 8) | (63 - square)}, so entries
     * compare by key; they are picked best-first one at a time (a cutoff usually comes after the
     * first or second move, so most of a list is never sorted). Flips and the opponent's replies
     * after each move are kept by square.
     */
    private final long[] listEntry = new long[MAX_PLY * 34];
    /**
     * Move lists of the nodes with {@value #EVAL_ORDER_MIN_EMPTIES} or more empties, kept for the next
     * null-window passes, which visit the same nodes again: the ordering searches would give the same
     * keys (direct-mapped by position; each slot holds the position, the moves listed and the keys).
     */
    private static final int ORDER_CACHE_SIZE = 1 << 12;
    private final long[] orderCacheBoards = new long[ORDER_CACHE_SIZE * 3];
    private final long[] orderCacheLists = new long[ORDER_CACHE_SIZE * 34];
    private final int[] orderCacheCounts = new int[ORDER_CACHE_SIZE];
    private final long[] flipsBySquare = new long[MAX_PLY * 64];
    private final long[] repliesBySquare = new long[MAX_PLY * 64];

    /** A solver whose table has 2^{@code tableBits} entries (8 bytes each), besides the small one. */
    public EndgameSolver(int tableBits, Clock clock) {
        this.clock = clock;
        this.control = new SearchControl(clock, CHECK_EVERY);
        table = new PackedBoundTable(tableBits);
    }

    /** A solver with a 2^20-entry (8 MB) table on the system clock. */
    public EndgameSolver() {
        this(20, Clock.SYSTEM);
    }

    /**
     * The evaluation that orders moves far from the end (the trained one when the engine has it);
     * null restores the hand-made evaluation of the scoring's game.
     */
    public void setOrderingEvaluator(Evaluator8 evaluator) {
        Arrays.fill(orderCacheCounts, 0);
        orderingOverride = evaluator;
        if (evaluator != null) {
            orderingEval = evaluator;
        } else {
            orderingEval = Evaluation8.forVariant(scoring == Scoring.ANTI_DISCS ? Variant.ANTI : Variant.STD);
        }
    }

    /** Forgets the table (a new game or a different scoring). */
    public void clear() {
        table.clear();
        nearTable.clear();
        Arrays.fill(orderCacheCounts, 0);
    }

    /** Asks a running solve to return as soon as possible; safe from any thread. */
    public void stop() {
        control.stop();
    }

    /** Nodes of the last (or running) solve. */
    public long nodes() {
        return control.nodes() + leaves.nodes;
    }

    /** Solves exactly with no deadline. */
    public SearchResult solve(long own, long opp, Scoring scoring) {
        return solveExact(own, opp, scoring, SearchLimits.infinite());
    }

    /** As {@link #solveExact(long, long, Scoring, int, SearchLimits)} with the first guess 0 (a draw). */
    public SearchResult solveExact(long own, long opp, Scoring scoring, SearchLimits limits) {
        return solveExact(own, opp, scoring, 0, limits);
    }

    /**
     * Solves exactly by a sequence of null-window searches converging on the value (MTD(f)): each
     * pass only proves "at least" or "at most", which is much cheaper than a full window, and the
     * table keeps both bounds between passes. A first guess near the value (an evaluation search's
     * estimate) saves most of the passes. The limits' hard deadline and node budget bound all the
     * passes together (a solve to the end: their depth and soft deadline do not apply).
     */
    public SearchResult solveExact(long own, long opp, Scoring scoring, int firstGuess, SearchLimits limits) {
        long start = clock.nanoTime();
        MtdfPasses passes = new MtdfPasses((beta, passLimits) -> solve(own, opp, scoring, beta - 1, beta, passLimits),
                limits);
        Mtdf.Outcome o = Mtdf.solve(passes, firstGuess, 64, 65);
        return SearchResult.ofSolve(o.bestMove(), o.value(), 64 - Long.bitCount(own | opp), passes.nodes(),
                clock.nanoTime() - start, o.complete());
    }

    /**
     * Solves the position {@code own}/{@code opp} (side to move first) within the window
     * {@code (alpha, beta)}: a window of (-1, 1) answers win/draw/loss only. Stops at the limits' hard
     * deadline or after about their node budget (their depth and soft deadline do not apply).
     */
    public SearchResult solve(long own, long opp, Scoring scoring, int alpha, int beta, SearchLimits limits) {
        long start = clock.nanoTime();
        if (this.scoring != scoring) {
            clear();
            this.scoring = scoring;
            leaves.setScoring(scoring);
            orderingEval = orderingOverride != null ? orderingOverride
                    : Evaluation8.forVariant(scoring == Scoring.ANTI_DISCS ? Variant.ANTI : Variant.STD);
        }
        control.begin(limits.hardDeadline(), limits.maxNodes());
        leaves.nodes = 0;
        aborted = false;
        int empties = 64 - Long.bitCount(own | opp);

        long moves = Bitboards8.moves(own, opp);
        if (moves == 0) {
            if (Bitboards8.moves(opp, own) == 0) {
                return SearchResult.ofSolve(-1, finalScore(own, opp), 0, 1, clock.nanoTime() - start, true);
            }
            int score = -search(opp, own, -beta, -alpha, empties, 1);
            return SearchResult.ofSolve(PASS, score, empties, nodes(), clock.nanoTime() - start, !aborted);
        }
        control.count(1);
        long key = Hashing.sideRelative8(own, opp);
        int n = buildMoveList(own, opp, key, moves, 0);
        long data = tableFor(empties).probe(key);
        promote(0, n, data == 0 ? -1 : PackedBoundTable.move(data));
        int best = -INF;
        int bestMove = -1;
        int a = alpha;
        for (int i = 0; i < n; i++) {
            int sq = nextMove(0, i, n);
            if (i == 0) {
                bestMove = sq;
            }
            long f = flipsBySquare[sq];
            long p2 = opp ^ f;
            long o2 = own | f | (1L << sq);
            int score;
            if (i == 0) {
                score = -search(p2, o2, -beta, -a, empties - 1, 1);
            } else {
                score = -search(p2, o2, -a - 1, -a, empties - 1, 1);
                if (score > a && score < beta && !aborted) {
                    score = -search(p2, o2, -beta, -score, empties - 1, 1);
                }
            }
            if (aborted) {
                break;
            }
            if (score > best) {
                best = score;
                bestMove = sq;
                if (score > a) {
                    a = score;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        if (!aborted) {
            tableFor(empties).store(key, alpha, beta, best, bestMove, empties);
        }
        return SearchResult.ofSolve(bestMove, best, empties, nodes(), clock.nanoTime() - start, !aborted);
    }

    // ---- the search by number of empties ----

    private int search(long p, long o, int alpha, int beta, int empties, int ply) {
        if (empties < SORT_MIN_EMPTIES) {
            return leaves.search(p, o, alpha, beta, empties);
        }
        return search(p, o, alpha, beta, empties, ply, Bitboards8.moves(p, o));
    }

    /** The sorted search; {@code moves} are the legal moves of {@code p} (the parent computed them). */
    private int search(long p, long o, int alpha, int beta, int empties, int ply, long moves) {
        control.count(leaves.nodes);
        leaves.nodes = 0;
        if (control.tick()) {
            aborted = true;
        }
        if (aborted) {
            return 0;
        }
        int tableMove = -1;
        long key = 0; // computed once for the probe and the store
        if (empties >= TABLE_MIN_EMPTIES) {
            key = Hashing.sideRelative8(p, o);
            long data = tableFor(empties).probe(key);
            if (data != 0) {
                int lower = PackedBoundTable.lower(data);
                int upper = PackedBoundTable.upper(data);
                if (lower >= beta) {
                    return lower;
                }
                if (upper <= alpha) {
                    return upper;
                }
                if (lower == upper) {
                    return lower;
                }
                tableMove = PackedBoundTable.move(data);
            }
        }
        if (alpha >= 2 * empties - 2) {
            // Stability cutoff: discs that can never flip bound the best final score.
            int upper = stabilityBound(p, o, alpha);
            if (upper <= alpha) {
                return upper;
            }
        }
        if (moves == 0) {
            if (Bitboards8.moves(o, p) == 0) {
                return finalScore(p, o);
            }
            return -search(o, p, -beta, -alpha, empties, ply + 1);
        }
        int best = -INF;
        int bestMove = -1;
        int a = alpha;
        boolean sortedChildren = empties - 1 >= SORT_MIN_EMPTIES;
        if (tableMove >= 0 && (moves >>> tableMove & 1) != 0) {
            // The table's move first, before any other move is generated: it usually cuts.
            long f = Bitboards8.flipsByRays(p, o, tableMove);
            long p2 = o ^ f;
            long o2 = p | f | (1L << tableMove);
            best = sortedChildren ? -search(p2, o2, -beta, -a, empties - 1, ply + 1, Bitboards8.moves(p2, o2))
                    : -leaves.search(p2, o2, -beta, -a, empties - 1);
            if (aborted) {
                return 0;
            }
            bestMove = tableMove;
            if (best > a) {
                a = best;
            }
            moves &= ~(1L << tableMove);
        }
        if (a < beta && moves != 0) {
            int n = buildMoveList(p, o, key, moves, ply);
            int squares = ply * 64;
            if (empties >= ETC_MIN_EMPTIES) {
                // Enhanced transposition cutoff: a child already known to be good enough ends the node.
                for (int i = 0; i < n; i++) {
                    int sq = entrySquare(listEntry[ply * 34 + i]);
                    long f = flipsBySquare[squares + sq];
                    long data = tableFor(empties - 1).probe(Hashing.sideRelative8(o ^ f, p | f | (1L << sq)));
                    if (data != 0) {
                        int childUpper = PackedBoundTable.upper(data);
                        if (-childUpper >= beta) {
                            return -childUpper;
                        }
                    }
                }
            }
            for (int i = 0; i < n; i++) {
                int sq = nextMove(ply, i, n);
                long f = flipsBySquare[squares + sq];
                long p2 = o ^ f;
                long o2 = p | f | (1L << sq);
                long replies = repliesBySquare[squares + sq];
                int score;
                if (i == 0 && bestMove < 0) {
                    score = -searchChild(p2, o2, -beta, -a, empties - 1, ply + 1, replies);
                } else {
                    score = -searchChild(p2, o2, -a - 1, -a, empties - 1, ply + 1, replies);
                    if (score > a && score < beta && !aborted) {
                        score = -searchChild(p2, o2, -beta, -score, empties - 1, ply + 1, replies);
                    }
                }
                if (aborted) {
                    return 0;
                }
                if (score > best) {
                    best = score;
                    bestMove = sq;
                    if (score > a) {
                        a = score;
                        if (score >= beta) {
                            break;
                        }
                    }
                }
            }
        }
        if (empties >= TABLE_MIN_EMPTIES) {
            tableFor(empties).store(key, alpha, beta, best, bestMove, empties);
        }
        return best;
    }

    /**
     * A child of a sorted node, its moves {@code replies} already generated by the parent: sorted itself
     * or, below {@value #SORT_MIN_EMPTIES} empties, the direct tries of those moves.
     */
    private int searchChild(long p, long o, int alpha, int beta, int empties, int ply, long replies) {
        return empties >= SORT_MIN_EMPTIES ? search(p, o, alpha, beta, empties, ply, replies)
                : leaves.search(p, o, alpha, beta, empties, replies);
    }

    /**
     * Fills the move list of {@code ply} with the moves {@code moves} of {@code p} (table key
     * {@code tableKey}), keyed fastest-first, for {@link #nextMove}. Returns the count.
     */
    private int buildMoveList(long p, long o, long tableKey, long moves, int ply) {
        int n = 0;
        int base = ply * 34;
        int squares = ply * 64;
        int emptyCount = 64 - Long.bitCount(p | o);
        boolean deepOrdering = emptyCount >= EVAL_ORDER_MIN_EMPTIES;
        // 16 empties: one ply, 17: two, 18-20: three, 21-27: four, then five. Deeper searches cost
        // more than they save on the easier positions (FFO #40-#44, #47) and save most on the hard
        // ones (#49: 0.79 instead of 1.23 billion nodes with four plies from 21 empties).
        int sortDepth = emptyCount >= 28 ? 5 : emptyCount >= 21 ? 4
                : Math.min(3, emptyCount - EVAL_ORDER_MIN_EMPTIES + 1);
        int slot = 0;
        if (deepOrdering) {
            slot = (int) tableKey & (ORDER_CACHE_SIZE - 1);
            if (orderCacheCounts[slot] != 0 && orderCacheBoards[3 * slot] == p && orderCacheBoards[3 * slot + 1] == o
                    && orderCacheBoards[3 * slot + 2] == moves) {
                n = orderCacheCounts[slot];
                for (int i = 0; i < n; i++) {
                    long entry = orderCacheLists[34 * slot + i];
                    int sq = entrySquare(entry);
                    long f = Bitboards8.flipsByRays(p, o, sq);
                    listEntry[base + i] = entry;
                    flipsBySquare[squares + sq] = f;
                    repliesBySquare[squares + sq] = Bitboards8.moves(o ^ f, p | f | (1L << sq));
                }
                return n;
            }
        }
        long listed = moves;
        int bestV = -EVAL_INF; // the best ordering value so far (bounds the next searches)
        long empty = ~(p | o);
        int oddQuadrants = 0;
        for (int q = 0; q < 4; q++) {
            if ((Long.bitCount(empty & QUADRANTS[q]) & 1) != 0) {
                oddQuadrants |= 1 << q;
            }
        }
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long bit = 1L << sq;
            long f = Bitboards8.flipsByRays(p, o, sq);
            long p2 = p | f | bit; // our discs after the move
            long o2 = o ^ f;
            int key;
            long replies = Bitboards8.moves(o2, p2);
            if (o2 == 0) {
                key = scoring == Scoring.ANTI_DISCS ? -(1 << 20) : 1 << 29; // wipe-out
            } else {
                int mobility = Long.bitCount(replies) + Long.bitCount(replies & Bitboards8.CORNERS);
                int potential = Long.bitCount(Bitboards8.neighbours(p2) & empty & ~bit);
                key = ((40 - mobility) << 10) + ((40 - potential) << 3) + SquareOrder.score8(sq) / 16;
                if (deepOrdering) {
                    int v = -evalSearch(o2, p2, sortDepth, -EVAL_INF, bestV == -EVAL_INF ? EVAL_INF : -(bestV - ORDER_MARGIN));
                    if (v > bestV) {
                        bestV = v;
                    }
                    key += v * EVAL_ORDER_WEIGHT;
                } else if (scoring != Scoring.ANTI_DISCS) { // the anti game does not want discs for good
                    key += Long.bitCount(Stability.cornerStable(p2)) * CORNER_STABLE_WEIGHT;
                }
                if ((oddQuadrants >>> quadrant(sq) & 1) != 0) {
                    key += 8;
                }
            }
            listEntry[base + n] = ((long) key << 8) | (63 - sq); // ties: lower square first
            flipsBySquare[squares + sq] = f;
            repliesBySquare[squares + sq] = replies;
            n++;
        }
        if (deepOrdering && !aborted) {
            orderCacheBoards[3 * slot] = p;
            orderCacheBoards[3 * slot + 1] = o;
            orderCacheBoards[3 * slot + 2] = listed;
            System.arraycopy(listEntry, base, orderCacheLists, 34 * slot, n);
            orderCacheCounts[slot] = n;
        }
        return n;
    }

    /** Puts {@code sq} (the table's move, if in the list) first in {@code ply}'s list. */
    private void promote(int ply, int n, int sq) {
        for (int i = ply * 34; i < ply * 34 + n; i++) {
            if (entrySquare(listEntry[i]) == sq) {
                listEntry[i] = (1L << 40) | (63 - sq);
            }
        }
    }

    /** Moves the best remaining entry of {@code ply}'s list to place {@code i} and returns its square. */
    private int nextMove(int ply, int i, int n) {
        int base = ply * 34;
        int bestAt = base + i;
        long best = listEntry[bestAt];
        for (int j = bestAt + 1; j < base + n; j++) {
            if (listEntry[j] > best) {
                best = listEntry[j];
                bestAt = j;
            }
        }
        listEntry[bestAt] = listEntry[base + i];
        listEntry[base + i] = best;
        return entrySquare(best);
    }

    /** The square of a move-list entry ({@code (key << 8) | (63 - square)}). */
    private static int entrySquare(long entry) {
        return 63 - (int) (entry & 0xff);
    }

    /** A plain alpha-beta search of {@code depth} plies on the ordering evaluation (its units). */
    private int evalSearch(long p, long o, int depth, int alpha, int beta) {
        if (depth == 0) {
            // An evaluation costs about as much as a sorted node: the ordering searches read the clock
            // too, or a cold JVM could spend a long time in them between two nodes.
            if (control.tickWork()) {
                aborted = true;
            }
            return aborted ? 0 : orderingEval.evaluate(p, o);
        }
        long moves = Bitboards8.moves(p, o);
        if (moves == 0) {
            if (Bitboards8.moves(o, p) == 0) {
                return finalScore(p, o) * PatternWeights.SCALE;
            }
            return -evalSearch(o, p, depth, -beta, -alpha);
        }
        // Corners first, X-squares last: the cutoffs come sooner (FFO #40-#44 3.25 instead of 4.30
        // million evaluations, #45-#49 50.7 instead of 59.3 million, about as many solver nodes).
        int best = -EVAL_INF;
        for (long squareClass : SquareOrder.CLASSES_8) {
            long inClass = moves & squareClass;
            while (inClass != 0) {
                int sq = Long.numberOfTrailingZeros(inClass);
                inClass &= inClass - 1;
                long f = Bitboards8.flipsByRays(p, o, sq);
                int v = -evalSearch(o ^ f, p | f | (1L << sq), depth - 1, -beta, -Math.max(alpha, best));
                if (v > best) {
                    best = v;
                    if (v >= beta) {
                        return best;
                    }
                }
            }
        }
        return best;
    }

    /** The index in {@link #QUADRANTS} of a square's quadrant: bit 1 the upper half (rows 5-8), bit 0 the right half. */
    private static int quadrant(int sq) {
        return ((sq >>> 4) & 2) | ((sq >>> 2) & 1);
    }

    private int finalScore(long p, long o) {
        return scoring.score(Long.bitCount(p), Long.bitCount(o));
    }

    // ---- transposition table: key, then both bounds and the best move ----

    /**
     * Upper bound on the final score from the discs that can never flip (the opponent's; in anti our
     * own), or {@link #INF} when they are too few to bound it by {@code alpha} (then not computed).
     */
    private int stabilityBound(long p, long o, int alpha) {
        long discs = scoring == Scoring.ANTI_DISCS ? p : o;
        if (64 - 2 * Long.bitCount(discs) > alpha) {
            return INF;
        }
        return 64 - 2 * Long.bitCount(Stability.stable(discs, p | o));
    }

    private PackedBoundTable tableFor(int empties) {
        return empties > NEAR_TABLE_MAX_EMPTIES ? table : nearTable;
    }
}
