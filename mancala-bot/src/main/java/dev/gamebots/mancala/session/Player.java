package dev.gamebots.mancala.session;

import dev.gamebots.core.SearchResult;
import dev.gamebots.core.SearchInfo;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.Searcher;
import dev.gamebots.core.Clock;
import dev.gamebots.mancala.book.OpeningBook;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.solver.EndgameDatabase;
import dev.gamebots.mancala.solver.Solver;
import dev.gamebots.core.BoundTable;

/**
 * Chooses the bot's moves: a single legal move at once, then the opening book, then the exact solver
 * (with the endgame database once it is ready) within the move's deadline: a quick exact attempt, a
 * short deepening for a fallback move, then the exact search with the time left. The solver's table is
 * kept for the whole process: its exact entries depend only on the hole contents, so they stay true
 * from move to move and from game to game.
 */
public final class Player {

    /**
     * A chosen move and why.
     *
     * @param move   mover's hole, 0-based
     * @param value  future gain the bot believes for the side to move (final store difference minus
     *               the present one); exact when {@code exact}
     * @param exact  true when {@code value} is proven
     * @param source "forced", "book", "solver" or "search" (solver cut short by the deadline)
     * @param nodes  nodes searched
     * @param micros time spent deciding
     */
    public record Decision(int move, int value, boolean exact, String source, long nodes, long micros) {
    }

    /** How a move-time search is deepened: first depth and step until the value is exact. */
    public static final int FIRST_DEPTH = 8;
    public static final int DEPTH_STEP = 4;
    /** The deepening phase ends 1/ID_SHARE of the move's time after the start; the exact search gets the rest. */
    static final int ID_SHARE = 6;
    /** Node budget of the first, quick exact attempt (a few tens of milliseconds). */
    static final long QUICK_NODES = 100_000;

    private final OpeningBook book;
    private volatile BoundTable table;
    private final Clock clock;
    private volatile EndgameDatabase database;
    private volatile boolean searching;
    private Solver solver;
    /** The solver's deepening as a searcher (made with the solver): from {@link #FIRST_DEPTH} by {@link #DEPTH_STEP}. */
    private Searcher.Unbound<Kalah> deepening;
    /** The solver of the exact phase while it runs (stopped when the database changes), else null. */
    private volatile Solver exactSolver;
    private EndgameDatabase solverDatabase;
    private final int holes;

    public Player(int holes, OpeningBook book, BoundTable table, Clock clock) {
        this.holes = holes;
        this.book = book;
        this.table = table;
        this.clock = clock;
    }

    /** Replaces the solver's table (the bot starts with a small one and switches once a large one is allocated). */
    public void setTable(BoundTable table) {
        this.table = table;
    }

    /**
     * Makes the endgame database available (thread-safe). An exact search running without it is
     * stopped and started again with it: the database arrives while the first moves are played, and
     * a position the database solves in 0.2 s can take longer than the move's time without it.
     */
    public void setDatabase(EndgameDatabase db) {
        this.database = db;
        Solver running = exactSolver;
        if (running != null) {
            running.stop();
        }
    }

    public EndgameDatabase database() {
        return database;
    }

    public OpeningBook book() {
        return book;
    }

    /** Chooses a move for the side to move in {@code position} (not modified) before {@code deadlineNanos}. */
    public Decision decide(Kalah position, long deadlineNanos) {
        return decide(position, deadlineNanos, SearchListener.NONE);
    }

    /**
     * As {@link #decide(Kalah, long)}, reporting the search to {@code listener} on this thread: each
     * finished iteration of the deepening, and each exact solve as one event (depth
     * {@link Solver#EXACT_DEPTH}); scores are future gains.
     */
    public Decision decide(Kalah position, long deadlineNanos, SearchListener listener) {
        long start = clock.nanoTime();
        int[] moves = new int[holes];
        int count = position.generateMoves(moves, 0);
        if (count == 0) {
            throw new IllegalStateException("no legal move: the game is over");
        }
        OpeningBook.Entry entry = book.lookup(position);
        if (count == 1) {
            int value = entry != null ? entry.value() : 0;
            return new Decision(moves[0], value, entry != null, "forced", 0, micros(start));
        }
        if (entry != null) {
            return new Decision(entry.move(), entry.value(), true, "book", 0, micros(start));
        }
        searching = true;
        try {
            return search(position, moves[0], start, deadlineNanos, listener);
        } finally {
            searching = false;
        }
    }

    /** True while a move is being searched (background work may yield to it). */
    public boolean isSearching() {
        return searching;
    }

    private Decision search(Kalah position, int firstMove, long start, long deadlineNanos, SearchListener listener) {
        Solver s = solver();
        long budget = deadlineNanos - start;
        // Most positions out of the book are solved in a few milliseconds: try that first, so the
        // answer comes at once (ties are broken on time used).
        SearchLimits toDeadline = SearchLimits.infinite().withDeadlines(deadlineNanos, deadlineNanos);
        SearchResult quick = s.solveExact(position, s.tableGuess(position), toDeadline.withMaxNodes(QUICK_NODES));
        long nodes = quick.nodes();
        report(listener, quick);
        if (quick.exact()) {
            return new Decision(legal(position, quick.bestMove(), firstMove), quick.score(), true, "solver", nodes,
                    micros(start));
        }
        // A short deepening: a sound move (and a guess) even if the exact search cannot finish.
        long deepeningEnd = start + budget / ID_SHARE;
        SearchResult deepened = deepening.search(position, Solver.TO_THE_END.withDeadlines(deepeningEnd, deepeningEnd),
                listener);
        nodes += deepened.nodes();
        if (deepened.exact()) {
            return new Decision(legal(position, deepened.bestMove(), firstMove), deepened.score(), true, "solver", nodes,
                    micros(start));
        }
        // Then the exact search, a few times cheaper than deepening to the end, with what is left
        // (the table keeps what the first attempt proved).
        SearchResult exact;
        while (true) {
            s = solver();
            exactSolver = s;
            if (database != solverDatabase) {
                continue; // arrived between the two reads: take it before starting
            }
            try {
                exact = s.solveExact(position, deepened.score(), toDeadline);
            } finally {
                exactSolver = null;
            }
            nodes += exact.nodes();
            report(listener, exact);
            // Stopped early with time left because the database arrived: again with it (the table
            // keeps what was proven so far).
            if (exact.exact() || database == solverDatabase || toDeadline.pastSoftDeadline(clock)) {
                break;
            }
        }
        if (exact.exact()) {
            return new Decision(legal(position, exact.bestMove(), firstMove), exact.score(), true, "solver", nodes,
                    micros(start));
        }
        int move = deepened.bestMove() >= 0 ? deepened.bestMove() : exact.bestMove();
        return new Decision(legal(position, move, firstMove), deepened.score(), false, "search", nodes, micros(start));
    }

    /** An exact solve's outcome as one listener event (a cut-short one too: its move's proven bound). */
    private static void report(SearchListener listener, SearchResult r) {
        long nanos = r.elapsedNanos();
        listener.onIteration(new SearchInfo(Solver.EXACT_DEPTH, r.score(), r.pv(), r.nodes(),
                nanos > 0 ? (long) (r.nodes() * 1e9 / nanos) : 0, nanos / 1_000_000L, r.exact()));
    }

    private static int legal(Kalah position, int move, int fallback) {
        return move >= 0 && position.isLegal(move) ? move : fallback;
    }

    /** Warms the JIT up with small exact solves until {@code untilNanos}; returns the nodes searched. */
    public long warmUp(long untilNanos) {
        long total = 0;
        Kalah k = new Kalah(holes, 2);
        Solver s = new Solver(holes, BoundTable.ofMegabytes(1), null, clock);
        int[] buf = new int[holes];
        SearchLimits warmUp = Solver.TO_THE_END.withMaxNodes(200_000).withDeadlines(untilNanos, untilNanos);
        java.util.SplittableRandom random = new java.util.SplittableRandom(1);
        while (!warmUp.pastSoftDeadline(clock)) {
            Kalah g = k.copy();
            for (int i = 0; i < 3 && !g.isTerminal(); i++) {
                int n = g.generateMoves(buf, 0);
                g.makeMove(buf[random.nextInt(n)]);
            }
            total += s.solve(g, 0, warmUp, FIRST_DEPTH, DEPTH_STEP, SearchListener.NONE).nodes();
        }
        return total;
    }

    private Solver solver() {
        EndgameDatabase db = database;
        BoundTable t = table;
        if (solver == null || db != solverDatabase || t != solver.table()) {
            solver = new Solver(holes, t, db, clock);
            deepening = solver.deepening(FIRST_DEPTH, DEPTH_STEP);
            solverDatabase = db;
        }
        return solver;
    }

    private long micros(long start) {
        return (clock.nanoTime() - start) / 1000;
    }
}
