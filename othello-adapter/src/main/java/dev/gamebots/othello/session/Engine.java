package dev.gamebots.othello.session;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.ProbCut;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.Searcher;
import dev.gamebots.core.TimeManager;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.endgame.EndgameSolver10;
import dev.gamebots.othello.endgame.ParallelEndgame;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.Evaluation10;
import dev.gamebots.othello.eval.Evaluation8;
import dev.gamebots.othello.eval.PatternEvaluation10;
import dev.gamebots.othello.eval.PatternEvaluation8;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Squares;
import dev.gamebots.othello.rules.Variant;
import java.util.Arrays;
import java.util.EnumMap;

/**
 * The session layer: turns one request into one move. Keeps a board, a searcher (with its table) and
 * the endgame solver for the life of the process, so later moves reuse what earlier ones learned.
 *
 * <p>Order of decisions: no legal move: pass; one legal move: play it at once; a position we cannot
 * read, or whose legal moves differ from the server's: the best of the server's moves by a one-ply
 * look (the server's list always wins); near the end of 8x8 std/anti and of grand and octagon: a short
 * search for a fallback, then the exact solver of the board size (win/draw/loss first, then the exact
 * score) inside the hard deadline; else the middle-game search (engine-core's alpha-beta, on the trained
 * evaluation with its ProbCut, or on the hand-made one) with the planned deadlines.
 */
public final class Engine {

    /**
     * Engine options.
     *
     * @param hashMegabytes size of each search table
     * @param thinkMs       fixed time per move (0 = plan from the clock)
     * @param threads       threads of the exact endgame (the midgame search uses one)
     * @param classic       play as the first version: the hand-made evaluation and engine-core's
     *                      alpha-beta (also used for a game without trained weights)
     * @param maxMoveMs     the longest any move may take, whatever the request's clock says
     */
    public record Settings(int hashMegabytes, long thinkMs, int threads, boolean classic, long maxMoveMs) {

        /** The default {@link #maxMoveMs}: three times the connector's default cap of 10 s. */
        public static final long DEFAULT_MAX_MOVE_MS = 30_000;

        public Settings(int hashMegabytes, long thinkMs, int threads, boolean classic) {
            this(hashMegabytes, thinkMs, threads, classic, DEFAULT_MAX_MOVE_MS);
        }

        public Settings(int hashMegabytes, long thinkMs, int threads) {
            this(hashMegabytes, thinkMs, threads, false);
        }

        public static Settings defaults() {
            return new Settings(32, 0, 1, false);
        }
    }

    /**
     * What was played and why.
     *
     * @param move   the square, or -1 for a pass
     * @param how    which route chose it
     * @param depth  search depth (empties for a solve)
     * @param score  score in the route's units (engine-core Score units for the classic search,
     *               evaluation units for the pattern search, discs for a solve)
     * @param discs  the score as discs for the side to move (estimated or exact)
     * @param nodes  nodes searched
     * @param micros time taken
     */
    public record Decision(int move, String how, int depth, int score, double discs, long nodes, long micros) {

        /** A decision without a score. */
        static Decision unscored(int move, String how, int depth, long nodes, long micros) {
            return new Decision(move, how, depth, 0, 0, nodes, micros);
        }
    }

    /** Below this hard limit (ms) the engine does not search. */
    static final long QUICK_MS = 25;

    private final Settings settings;
    private final Clock clock;
    private final TimeManager timeManager;
    private final EngineLog log;
    private final EnumMap<Variant, OthelloBoard> boards = new EnumMap<>(Variant.class);
    private final EnumMap<Variant, AlphaBetaSearcher> searchers = new EnumMap<>(Variant.class);
    /** Whether each alpha-beta searcher's table was filled with a trained evaluation (else the hand-made one). */
    private final EnumMap<Variant, Boolean> searcherPatterns = new EnumMap<>(Variant.class);
    /** Trained weights per game, loaded on first use; a game without them plays classic. */
    private final EnumMap<Variant, PatternWeights> weights = new EnumMap<>(Variant.class);
    private final EnumMap<Variant, Boolean> weightsTried = new EnumMap<>(Variant.class);
    /**
     * The exact solvers and their tables, made in the background after the first answer in a game of
     * their board size ({@link #prepareEndgame}), long before its endgame.
     */
    private final Prepared<EndgameSolver> solver;
    private final Prepared<EndgameSolver10> solver10;
    private final Prepared<ParallelEndgame> parallel;
    /** The latest small-table middle-game searcher of a move too short to set up a full table (not kept in the maps). */
    private volatile Searcher scratchSearcher;
    private volatile EndgameSolver scratchSolver;
    private volatile EndgameSolver10 scratchSolver10;
    private final int[] buf = new int[128];
    private final AnswerOverhead overhead = new AnswerOverhead();
    /** The arrival of the request being answered (for {@link #answered}). */
    private long requestArrivalNanos;
    /** Set when the input has ended: nobody reads the answer, so searching is pointless. */
    private volatile boolean abandoned;
    /** True while {@link #choose} runs. */
    private volatile boolean busy;

    public Engine(Settings settings, Clock clock, EngineLog log) {
        this.settings = settings;
        this.clock = clock;
        this.timeManager = new TimeManager(clock);
        this.log = log;
        this.solver = new Prepared<>("solver", () -> new EndgameSolver(20, clock));
        this.solver10 = new Prepared<>("solver10", () -> new EndgameSolver10(20, clock));
        this.parallel = new Prepared<>("parallel-solver", () -> new ParallelEndgame(settings.threads(), 20, clock));
    }

    /** Chooses the answer to {@code r}, whose line was read at {@code startNanos}. Never throws. */
    public Decision choose(Request r, long startNanos) {
        busy = true;
        try {
            int[] legal = r.legalMoves();
            for (String p : r.problems()) {
                log.log("request problem: " + p);
            }
            overhead.request(r.color(), r.remainingMs());
            requestArrivalNanos = startNanos;
            try {
                return chooseChecked(r, startNanos);
            } catch (RuntimeException | StackOverflowError e) {
                log.log("engine failure, playing a fallback: " + e);
                int move = legal == null || legal.length == 0 ? -1 : legal[0];
                if (move < 0 && r.positionUsable()) {
                    int[] ours = ourLegalSquares(boardFor(r));
                    move = ours.length > 0 ? ours[0] : -1;
                }
                return Decision.unscored(move, "failure fallback", 0, 0, elapsedMicros(startNanos));
            }
        } finally {
            busy = false;
        }
    }

    /**
     * Tells the engine that the answer to the latest request was written at {@code nanos}: the time
     * from its arrival is what the engine spent on it, the rest of what the clock was charged is
     * overhead (see {@link AnswerOverhead}).
     */
    public void answered(long nanos) {
        overhead.answered((nanos - requestArrivalNanos) / 1_000_000L);
        for (Prepared<?> p : afterAnswer) {
            p.start();
        }
        afterAnswer.clear();
    }

    /**
     * The input has ended: stops a running search at once and answers anything still asked without
     * searching. Safe from any thread. A search that was just starting may clear a stop request, so
     * the stop is repeated until the engine is idle (at most two seconds).
     */
    public void abandon() {
        abandoned = true;
        long until = System.nanoTime() + 2_000_000_000L;
        do {
            stopSearches();
            if (!busy) {
                return;
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        } while (System.nanoTime() < until);
    }

    /** Has the exact solver of this game's board size made after this move, if it will be needed. */
    private void prepareEndgame(OthelloBoard board) {
        if (board instanceof Board8 && board.variant() != Variant.REVERSI) {
            afterAnswer.add(solver);
            if (settings.threads() > 1) {
                afterAnswer.add(parallel);
            }
        } else if (board instanceof Board10) {
            afterAnswer.add(solver10);
        }
    }

    /**
     * What to start making once the answer is out, in the time the opponent thinks: a background
     * allocation during a move can pause it (a collection stops every thread), and a move of a few
     * milliseconds has no time for that.
     */
    private final java.util.Set<Prepared<?>> afterAnswer = new java.util.LinkedHashSet<>();

    /** The least time to the soft deadline (ms) at which a move starts making a full-size table itself. */
    static final long MAKE_DURING_MOVE_MS = 100;

    /** A full-size searcher when ready (waiting at most {@link #waitMillis}); null: search with a small table. */
    private <T> T fullSize(Prepared<T> prepared, SearchLimits limits) {
        long wait = waitMillis(limits);
        if (wait >= 0 && wait * 4 < MAKE_DURING_MOVE_MS) {
            T ready = prepared.now();
            if (ready == null) {
                afterAnswer.add(prepared);
            }
            return ready;
        }
        return prepared.await(wait);
    }

    /** Asks every search this engine owns to return (the maps' iterators tolerate concurrent puts). */
    private void stopSearches() {
        searchers.values().forEach(AlphaBetaSearcher::stop);
        stop(scratchSearcher, Searcher::stop);
        stop(solver.now(), EndgameSolver::stop);
        stop(solver10.now(), EndgameSolver10::stop);
        stop(parallel.now(), ParallelEndgame::stop);
        stop(scratchSolver, EndgameSolver::stop);
        stop(scratchSolver10, EndgameSolver10::stop);
    }

    private static <T> void stop(T search, java.util.function.Consumer<T> stop) {
        if (search != null) {
            stop.accept(search);
        }
    }

    /** The overhead per answer the time plan reserves now (typical, worst), for the log. */
    public String overheadEstimate() {
        return overhead.typicalMs() + "/" + overhead.worstMs() + " ms";
    }

    private Decision chooseChecked(Request r, long startNanos) {
        int[] legal = r.legalMoves();
        OthelloBoard board = r.positionUsable() ? boardFor(r) : null;
        if (legal == null) {
            if (board == null) {
                log.log("no legal_moves and no usable position: passing");
                return Decision.unscored(-1, "no information", 0, 0, elapsedMicros(startNanos));
            }
            legal = ourLegalSquares(board);
            log.log("legal_moves missing: using our own " + Arrays.toString(legal));
        }
        if (legal.length == 0) {
            if (board != null && ourLegalSquares(board).length > 0) {
                log.log("server says pass but we see moves " + Arrays.toString(ourLegalSquares(board)));
            }
            return Decision.unscored(-1, "pass", 0, 0, elapsedMicros(startNanos));
        }
        if (legal.length == 1) {
            return Decision.unscored(legal[0], "only move", 0, 0, elapsedMicros(startNanos));
        }
        if (board == null) {
            return Decision.unscored(legal[0], "unusable position: first legal", 0, 0, elapsedMicros(startNanos));
        }
        int[] ours = ourLegalSquares(board);
        if (!sameSet(ours, legal)) {
            log.log("legal moves differ: server " + Arrays.toString(legal) + ", ours " + Arrays.toString(ours)
                    + "\n" + board.render());
            return Decision.unscored(bestByOnePly(board, legal), "server list differs: one-ply", 1, legal.length,
                    elapsedMicros(startNanos));
        }

        if (abandoned) {
            return Decision.unscored(bestByOnePly(board, legal), "one-ply (input ended)", 1, legal.length,
                    elapsedMicros(startNanos));
        }
        Variant variant = board.variant();
        int empties = board.empties();
        prepareEndgame(board);
        TimeManager.Deadlines deadlines = deadlines(budget(r, variant, empties), startNanos);
        // What is left now, not what the plan gave: the request may have waited (a cold start) or
        // parsing may have taken long, and both count.
        PatternWeights w = patternWeights(board, millisLeft(deadlines.soft()));
        if (w != null) {
            w.useOn(board);
        }
        Decision d;
        if (millisLeft(deadlines.hard()) < QUICK_MS) {
            // Almost no time: a one-ply look (microseconds, nothing to allocate) beats a search that
            // could not even set up its table in time.
            d = Decision.unscored(bestByOnePly(board, legal), "one-ply (little time)", 1, legal.length,
                    elapsedMicros(startNanos));
        } else if (board instanceof Board8 b8 && variant != Variant.REVERSI && empties <= TimePlan.MAX_SOLVE_EMPTIES) {
            d = endgame(b8, r, deadlines, startNanos);
        } else if (board instanceof Board10 b10 && empties <= TimePlan.MAX_SOLVE_EMPTIES_10) {
            d = endgame10(b10, r, deadlines, startNanos);
        } else {
            d = search(board, SearchLimits.deadlines(deadlines), startNanos);
        }
        if (!contains(legal, d.move())) {
            log.log("chosen move " + d.move() + " not in legal_moves: playing the first legal");
            return Decision.unscored(legal[0], "illegal choice fallback", 0, d.nodes(), elapsedMicros(startNanos));
        }
        return d;
    }

    /**
     * The move's deadlines. Its thinking time is planned from now; the hard limits of budget_ms and
     * the clock count from the request's arrival. The two differ only for a request that waited while
     * the process started (up to seconds on a loaded machine): that start-up is charged to the move
     * and must fit its limits, but it is not thinking, and a first move that counted it against its
     * normal share searched one ply.
     */
    private TimeManager.Deadlines deadlines(TimeManager.Budget budget, long arrivalNanos) {
        long now = Math.max(arrivalNanos, clock.nanoTime());
        TimeManager.Deadlines planned = timeManager.plan(budget, now);
        long limit = arrivalNanos + TimeManager.usableMillis(budget) * 1_000_000L;
        long hard = Math.min(planned.hard(), limit);
        return new TimeManager.Deadlines(arrivalNanos, Math.min(planned.soft(), hard), hard);
    }

    private TimeManager.Budget budget(Request r, Variant variant, int empties) {
        return TimePlan.budget(r, variant, empties, settings.thinkMs(), settings.maxMoveMs(), overhead.typicalMs(),
                overhead.worstMs());
    }

    /**
     * Late-move reductions in engine-core's alpha-beta on 10x10 (grand): the later quiet moves of a node
     * are searched a ply shallower first. With ProbCut calibrated for the hand-made evaluation they
     * gained at equal time against the same search without them (docs/strength.md, "grand"); the
     * classic setting keeps the first version's search.
     */
    private boolean lateMoveReductions(OthelloBoard board) {
        return !settings.classic() && board.size() == 10;
    }

    /**
     * ProbCut where it was calibrated, outside the classic setting: the hand-made 10x10 evaluation's
     * margins, or a trained evaluation's own calibration for the position's phase.
     */
    private ProbCut probCut(OthelloBoard board) {
        if (settings.classic()) {
            return null;
        }
        if (board instanceof Board10 b10 && b10.evaluator() instanceof Evaluation10) {
            return Evaluation10.PROBCUT;
        }
        PatternWeights w = isPatternEvaluated(board) ? weights.get(board.variant()) : null;
        return w == null ? null : w.alphaBetaProbCut(board, ProbCutTable.PROBCUT_T);
    }

    /**
     * The middle-game search of the board's game within {@code limits}: engine-core's alpha-beta on the
     * board's evaluation, trained or hand-made (until issue 16 std, anti, octagon and reversi had a
     * search of their own on the trained one; engine-core's won the duels against it,
     * docs/benchmarks.md "The fold of MidgameSearch").
     */
    private Decision search(OthelloBoard board, SearchLimits limits, long startNanos) {
        boolean patterns = isPatternEvaluated(board);
        Searcher searcher = alphaBetaSearcher(board, limits, patterns);
        SearchResult result = searcher.search(limits, iterations(board));
        int move = result.bestMove() == board.passMove() ? -1 : result.bestMove();
        double unitsPerDisc = patterns ? PatternWeights.SCALE : 100.0;
        double discs = Score.isDecisive(result.score()) ? Score.margin(result.score()) : result.score() / unitsPerDisc;
        return new Decision(move, result.exact() ? "search exact" : "search", result.depth(), result.score(), discs,
                result.nodes(), elapsedMicros(startNanos));
    }

    /**
     * The game's alpha-beta searcher on {@code board} (the full-size one when ready, else a small one
     * for this move), with the ProbCut of the board's evaluation.
     */
    private Searcher alphaBetaSearcher(OthelloBoard board, SearchLimits limits, boolean patterns) {
        boolean lmr = lateMoveReductions(board);
        ProbCut cut = probCut(board);
        AlphaBetaSearcher searcher = searchers.get(board.variant());
        if (searcher == null) {
            int maxMoves = board.maxMoves();
            int moveIds = board.moveIdLimit();
            Prepared<AlphaBetaSearcher> making = makingSearchers.computeIfAbsent(board.variant(),
                    v -> new Prepared<>("table-" + v.wireName(), () -> makeSearcher(maxMoves, moveIds, lmr, cut)));
            searcher = fullSize(making, limits);
            if (searcher != null) {
                searchers.put(board.variant(), searcher);
            } else {
                // The full-size table is not ready: this move searches with a small one.
                Searcher small = AlphaBetaSearcher.forGame(board, new AlphaBetaSearcher.Config(1, 40, lmr, cut), clock)
                        .on(board);
                scratchSearcher = small;
                return small;
            }
        }
        searcher.setProbCut(cut); // follows the evaluation (trained weights may arrive later) and its phase
        Boolean before = searcherPatterns.put(board.variant(), patterns);
        if (before != null && before != patterns) {
            searcher.newGame(); // the table's scores are in the other evaluation's units
        }
        return searcher.on(board);
    }

    /**
     * How long a move may wait for something being {@link Prepared}: a quarter of the time to its
     * soft deadline; a search without a hard deadline waits as long as it takes (-1).
     */
    private long waitMillis(SearchLimits limits) {
        if (limits.hardDeadline() == SearchLimits.NEVER) {
            return -1;
        }
        return Math.max(0, millisLeft(Math.min(limits.softDeadline(), limits.hardDeadline())) / 4);
    }

    /** Full-size searchers being made, per game (see {@link Prepared}). */
    private final EnumMap<Variant, Prepared<AlphaBetaSearcher>> makingSearchers = new EnumMap<>(Variant.class);

    /**
     * Logs each finished iteration of a middle-game search (depth, score in the search's units,
     * nodes, time, principal variation): the engine log is where the FlipSight front-end reports
     * search events, stdout being the protocol's.
     */
    private SearchListener iterations(OthelloBoard board) {
        int size = board.size();
        int pass = board.passMove();
        return info -> {
            StringBuilder pv = new StringBuilder();
            for (int m : info.pv()) {
                pv.append(' ').append(m == pass ? "pass" : Squares.name(m, size));
            }
            log.log("  depth " + info.depth() + " score " + info.score() + " nodes " + info.nodes() + " in "
                    + info.elapsedMillis() + " ms, pv" + pv);
        };
    }

    /** A full-size alpha-beta searcher (16 MB when the configured table does not fit in memory). */
    private AlphaBetaSearcher makeSearcher(int maxMoves, int moveIds, boolean lmr, ProbCut cut) {
        try {
            return new AlphaBetaSearcher(maxMoves, moveIds,
                    new AlphaBetaSearcher.Config(settings.hashMegabytes(), 40, lmr, cut), clock);
        } catch (OutOfMemoryError e) {
            log.log("no memory for a " + settings.hashMegabytes() + " MB table: using 16 MB");
            return new AlphaBetaSearcher(maxMoves, moveIds, new AlphaBetaSearcher.Config(16, 40, lmr, cut), clock);
        }
    }

    /** A move needs at least this long (ms) to wait a while for a game's weights. */
    static final long LOAD_MS = 300;

    /**
     * The trained weights this board plays with ({@code softMillis}: the time to the move's soft
     * deadline), or null for the first version's evaluation: classic
     * settings, a game without weights in the jar, or an Octagon with other blocked squares than the
     * standard ones (the patterns are drawn for those). The weights are read and expanded in the
     * background ({@link WeightsLoader}; the warm-up starts std's at start-up): until they are ready
     * the moves play with the hand-made evaluation; a move with at least {@link #LOAD_MS} to its soft
     * deadline waits up to a quarter of that for them. Grand's are never waited for: its sixteen 10x10 phase tables
     * took up to 3 s to read and expand on the loaded machine, and a first move that waited for them
     * lost legs on time (docs/strength.md, "grand").
     */
    private PatternWeights patternWeights(OthelloBoard board, long softMillis) {
        if (settings.classic()) {
            return null;
        }
        Variant v = board.variant();
        if (v == Variant.OCTAGON && board instanceof Board10 b10 && !standardOctagon(b10)) {
            return null;
        }
        PatternWeights known = weights.get(v);
        if (known != null || weightsTried.containsKey(v)) {
            return known;
        }
        long start = clock.nanoTime();
        long waitMs = v == Variant.GRAND || softMillis < LOAD_MS ? 0 : softMillis / 4;
        PatternWeights w = WeightsLoader.await(v, waitMs);
        if (!WeightsLoader.done(v)) {
            return null; // not ready: this move plays with the hand-made evaluation
        }
        weightsTried.put(v, Boolean.TRUE);
        if (w == null) {
            log.log("no trained weights for " + v.wireName() + ": playing with the hand-made evaluation");
        } else {
            weights.put(v, w);
            log.log("loaded " + v.wireName() + " weights (this move waited " + (clock.nanoTime() - start) / 1_000_000
                    + " ms for them)");
        }
        return w;
    }

    private static void setClassicEvaluator(OthelloBoard board) {
        if (board instanceof Board8 b8) {
            b8.setEvaluator(Evaluation8.forVariant(b8.variant()));
        } else {
            Board10 b10 = (Board10) board;
            b10.setEvaluator(Evaluation10.forBlocked(b10.blockedLo(), b10.blockedHi()));
        }
    }

    private static boolean standardOctagon(Board10 board) {
        long lo = 0;
        long hi = 0;
        for (int sq : Variant.OCTAGON.blockedSquares()) {
            if (sq < 64) {
                lo |= 1L << sq;
            } else {
                hi |= 1L << (sq - 64);
            }
        }
        return board.blockedLo() == lo && board.blockedHi() == hi;
    }

    /**
     * The end of an 8x8 std/anti game: a quick search gives a fallback, then the solver proves the
     * result within the hard deadline: first win/draw/loss, then the exact margin.
     */
    private Decision endgame(Board8 board, Request r, TimeManager.Deadlines plan, long startNanos) {
        long solveMs = solveMillis(board, r, plan);
        long expectedMs = TimePlan.expectedSolveMillis(board.empties());
        if (expectedMs > solveMs) {
            // Hopeless within the time: search normally (it solves by itself a few moves later).
            return search(board, SearchLimits.deadlines(plan), startNanos);
        }
        long hard = startNanos + solveMs * 1_000_000L;
        SearchLimits toHard = SearchLimits.infinite().withDeadlines(hard, hard);
        Decision fallback = fallbackSearch(board, hard, expectedMs, solveMs, startNanos);
        EndgameSolver solver = this.solver.await(waitMillis(SearchLimits.deadlines(plan)));
        if (solver == null) {
            solver = new EndgameSolver(16, clock); // the full-size table is not ready: a small one
            scratchSolver = solver;
        }
        solver.setOrderingEvaluator(isPatternEvaluated(board) ? board.evaluator() : null);
        Scoring scoring = Scoring.forVariant(board.variant());
        if (settings.threads() > 1) {
            ParallelEndgame parallel = this.parallel.await(waitMillis(SearchLimits.deadlines(plan)));
            if (parallel != null) {
                // The root split over --threads threads; its exact solve is one full-window search.
                return proveThenSolve(board, fallback, parallel.solve(board.own(), board.opp(), scoring, -1, 1, toHard),
                        guess -> parallel.solve(board.own(), board.opp(), scoring, -65, 65, toHard), startNanos);
            }
        }
        EndgameSolver s = solver;
        return proveThenSolve(board, fallback,
                s.solve(board.own(), board.opp(), scoring, -1, 1, toHard),
                guess -> s.solveExact(board.own(), board.opp(), scoring, guess, toHard),
                startNanos);
    }

    /**
     * The time an exact solve may take: solving is worth more than the planned share, so up to the
     * usable limit or a share of the clock ({@link TimePlan#solveShareOfClock}).
     */
    private long solveMillis(OthelloBoard board, Request r, TimeManager.Deadlines plan) {
        TimeManager.Budget b = budget(r, board.variant(), board.empties());
        long usableMs = TimeManager.usableMillis(b);
        long clockMs = TimePlan.spendableClockMs(TimePlan.clockMs(r), board.empties(), overhead.typicalMs());
        long shareMs = (long) (clockMs * TimePlan.solveShareOfClock(board.variant()));
        return settings.thinkMs() > 0 ? usableMs : Math.min(usableMs, Math.max(plan.hardMillis(), shareMs));
    }

    /**
     * The fallback search's move when the solve did not finish in time, with the time really taken
     * (the log would otherwise show only the fallback search's few milliseconds).
     */
    private Decision unfinishedSolve(Decision fallback, long startNanos) {
        return new Decision(fallback.move(), "search (solve unfinished)", fallback.depth(), fallback.score(),
                fallback.discs(), fallback.nodes(), elapsedMicros(startNanos));
    }

    /**
     * The end of a 10x10 game (grand, octagon), as {@link #endgame} on 8x8: a quick search for a
     * fallback, then win/draw/loss, then the exact margin, inside the hard deadline.
     */
    private Decision endgame10(Board10 board, Request r, TimeManager.Deadlines plan, long startNanos) {
        long solveMs = solveMillis(board, r, plan);
        long expectedMs = TimePlan.expectedSolveMillis10(board.empties());
        if (expectedMs > solveMs) {
            return search(board, SearchLimits.deadlines(plan), startNanos);
        }
        long hard = startNanos + solveMs * 1_000_000L;
        Decision fallback = fallbackSearch(board, hard, expectedMs, solveMs, startNanos);
        EndgameSolver10 solver = solver10.await(waitMillis(SearchLimits.deadlines(plan)));
        if (solver == null) {
            solver = new EndgameSolver10(16, clock); // the full-size table is not ready: a small one
            scratchSolver10 = solver;
        }
        EndgameSolver10 s = solver;
        SearchLimits toHard = SearchLimits.infinite().withDeadlines(hard, hard);
        return proveThenSolve(board, fallback, s.solve(board, -1, 1, toHard),
                guess -> s.solveExact(board, guess, toHard), startNanos);
    }

    /**
     * The move to play if the solve does not finish: a quick search of a quarter of the expected solve
     * time, at most an eighth of the allowance.
     */
    private Decision fallbackSearch(OthelloBoard board, long hard, long expectedMs, long solveMs, long startNanos) {
        long fallbackMs = Math.max(2, Math.min(expectedMs / 4, solveMs / 8));
        long fallbackEnd = Math.min(hard, clock.nanoTime() + fallbackMs * 1_000_000L);
        return search(board, SearchLimits.infinite().withDeadlines(fallbackEnd, fallbackEnd), startNanos);
    }

    /**
     * From a win/draw/loss solve {@code wld} to the move: unfinished, the fallback's move; then the
     * exact solve from a first guess (the fallback search's estimate, on the proven side of the draw);
     * unfinished, the win/draw/loss move; else the exact one.
     */
    private Decision proveThenSolve(OthelloBoard board, Decision fallback, SearchResult wld,
            java.util.function.IntFunction<SearchResult> exactFromGuess, long startNanos) {
        if (wld.stoppedEarly()) {
            return unfinishedSolve(fallback, startNanos);
        }
        int empties = board.empties();
        long nodes = fallback.nodes() + wld.nodes();
        int squares = board.size() * board.size();
        int guess = (int) Math.max(-squares, Math.min(squares, Math.round(fallback.discs())));
        guess = wld.score() > 0 ? Math.max(1, guess) : wld.score() < 0 ? Math.min(-1, guess) : 0;
        SearchResult exact = exactFromGuess.apply(guess);
        if (exact.stoppedEarly()) {
            String result = wld.score() > 0 ? "win" : wld.score() < 0 ? "loss" : "draw";
            return new Decision(rootMove(board, wld.bestMove()), "solve " + result, empties, wld.score(), wld.score(),
                    nodes, elapsedMicros(startNanos));
        }
        return new Decision(rootMove(board, exact.bestMove()), "solve exact", empties, exact.score(), exact.score(),
                nodes + exact.nodes(), elapsedMicros(startNanos));
    }

    /** A solver's root move as the protocol's move: the pass move becomes -1. */
    private static int rootMove(OthelloBoard board, int move) {
        return move == board.passMove() ? -1 : move;
    }

    /** The board of the request's game, set to its position. */
    private OthelloBoard boardFor(Request r) {
        OthelloBoard board = boards.computeIfAbsent(r.variant(), Boards::start);
        if (board instanceof Board10 b10 && r.variant() == Variant.OCTAGON) {
            int[] blocked = r.blocked().length == 12 ? r.blocked() : Variant.OCTAGON.blockedSquares();
            b10.setBlocked(blocked);
        }
        if (isPatternEvaluated(board)) {
            setClassicEvaluator(board); // until this move's plan says which evaluation plays
        }
        int[] cells = r.board().clone();
        int placedBlack = r.placedBlack();
        int placedWhite = r.placedWhite();
        if (placedBlack < 0 || placedWhite < 0) {
            // Unknown: assume each colour placed about half of the discs on the board.
            int discs = 0;
            for (int c : cells) {
                discs += c != 0 ? 1 : 0;
            }
            placedBlack = (discs + 1) / 2;
            placedWhite = discs / 2;
        }
        board.setPosition(cells, r.color(), placedBlack, placedWhite);
        return board;
    }

    private static boolean isPatternEvaluated(OthelloBoard board) {
        return board instanceof Board8 b8 ? b8.evaluator() instanceof PatternEvaluation8
                : ((Board10) board).evaluator() instanceof PatternEvaluation10;
    }

    private int[] ourLegalSquares(OthelloBoard board) {
        int n = board.generateMoves(buf, 0);
        if (n == 1 && buf[0] == board.passMove()) {
            return new int[0];
        }
        int[] result = Arrays.copyOf(buf, n);
        Arrays.sort(result);
        return result;
    }

    /** Among the server's moves, the one our evaluation likes best after playing it (when we can). */
    private int bestByOnePly(OthelloBoard board, int[] legal) {
        int best = legal[0];
        int bestScore = Integer.MIN_VALUE;
        for (int m : legal) {
            int score;
            if (board.isLegal(m)) {
                board.makeMove(m);
                score = -board.evaluate();
                board.unmakeMove();
            } else {
                score = Integer.MIN_VALUE + 1;
            }
            if (score > bestScore) {
                bestScore = score;
                best = m;
            }
        }
        return best;
    }

    private static boolean sameSet(int[] a, int[] b) {
        if (a.length != b.length) {
            return false;
        }
        int[] x = a.clone();
        int[] y = b.clone();
        Arrays.sort(x);
        Arrays.sort(y);
        return Arrays.equals(x, y);
    }

    private static boolean contains(int[] values, int v) {
        for (int x : values) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    /** Milliseconds from now to {@code deadlineNanos} (negative when it has passed). */
    private long millisLeft(long deadlineNanos) {
        return (deadlineNanos - clock.nanoTime()) / 1_000_000L;
    }

    private long elapsedMicros(long startNanos) {
        return (clock.nanoTime() - startNanos) / 1000;
    }

    /** Human-readable summary of a decision for the log. */
    public static String describe(Decision d, int size) {
        String move = d.move() < 0 ? "pass" : Squares.name(d.move(), size);
        String score = String.format(java.util.Locale.ROOT, "%+.2f", d.discs());
        return "move " + move + " (" + d.move() + ") by " + d.how() + " depth " + d.depth() + " score " + score
                + " nodes " + d.nodes() + " in " + d.micros() / 1000 + " ms";
    }
}
