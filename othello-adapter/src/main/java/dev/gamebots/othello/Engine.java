package dev.gamebots.othello;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TimeManager;
import java.util.Arrays;
import java.util.EnumMap;

/**
 * The session layer: turns one request into one move. Keeps a board, a searcher (with its table) and
 * the endgame solver for the life of the process, so later moves reuse what earlier ones learned.
 *
 * <p>Order of decisions: no legal move: pass; one legal move: play it at once; a position we cannot
 * read, or whose legal moves differ from the server's: the best of the server's moves by a one-ply
 * look (the server's list always wins); 8x8 std/anti near the end: a short search for a fallback,
 * then the exact solver (win/draw/loss first, then the exact score) inside the hard deadline; else the
 * engine-core alpha-beta search with the planned deadlines.
 */
public final class Engine {

    /**
     * Engine options.
     *
     * @param hashMegabytes size of each search table
     * @param thinkMs       fixed time per move (0 = plan from the clock)
     * @param threads       threads of the exact endgame (the midgame search uses one)
     */
    public record Settings(int hashMegabytes, long thinkMs, int threads) {
        public static Settings defaults() {
            return new Settings(32, 0, 1);
        }
    }

    /**
     * What was played and why.
     *
     * @param move  the square, or -1 for a pass
     * @param how   which route chose it
     * @param depth search depth (empties for a solve)
     * @param score score (Score units for the search, discs for a solve)
     * @param nodes nodes searched
     * @param micros time taken
     */
    public record Decision(int move, String how, int depth, int score, long nodes, long micros) {
    }

    /** Below this hard limit (ms) the engine does not search. */
    static final long QUICK_MS = 25;
    /** A full-size table is only allocated by a move with at least this much time (ms). */
    static final long TABLE_SETUP_MS = 500;

    private final Settings settings;
    private final Clock clock;
    private final TimeManager timeManager;
    private final EngineLog log;
    private final EnumMap<Variant, OthelloBoard> boards = new EnumMap<>(Variant.class);
    private final EnumMap<Variant, AlphaBetaSearcher> searchers = new EnumMap<>(Variant.class);
    private EndgameSolver solver;
    private ParallelEndgame parallel;
    private final int[] buf = new int[128];

    public Engine(Settings settings, Clock clock, EngineLog log) {
        this.settings = settings;
        this.clock = clock;
        this.timeManager = new TimeManager(clock);
        this.log = log;
    }

    /** Chooses the answer to {@code r}, whose line was read at {@code startNanos}. Never throws. */
    public Decision choose(Request r, long startNanos) {
        int[] legal = r.legalMoves();
        for (String p : r.problems()) {
            log.log("request problem: " + p);
        }
        try {
            return chooseChecked(r, startNanos);
        } catch (RuntimeException | StackOverflowError e) {
            log.log("engine failure, playing a fallback: " + e);
            int move = legal == null || legal.length == 0 ? -1 : legal[0];
            return new Decision(move, "failure fallback", 0, 0, 0, elapsedMicros(startNanos));
        }
    }

    private Decision chooseChecked(Request r, long startNanos) {
        int[] legal = r.legalMoves();
        OthelloBoard board = r.positionUsable() ? boardFor(r) : null;
        if (legal == null) {
            if (board == null) {
                log.log("no legal_moves and no usable position: passing");
                return new Decision(-1, "no information", 0, 0, 0, elapsedMicros(startNanos));
            }
            legal = ourLegalSquares(board);
            log.log("legal_moves missing: using our own " + Arrays.toString(legal));
        }
        if (legal.length == 0) {
            if (board != null && ourLegalSquares(board).length > 0) {
                log.log("server says pass but we see moves " + Arrays.toString(ourLegalSquares(board)));
            }
            return new Decision(-1, "pass", 0, 0, 0, elapsedMicros(startNanos));
        }
        if (legal.length == 1) {
            return new Decision(legal[0], "only move", 0, 0, 0, elapsedMicros(startNanos));
        }
        if (board == null) {
            return new Decision(legal[0], "unusable position: first legal", 0, 0, 0, elapsedMicros(startNanos));
        }
        int[] ours = ourLegalSquares(board);
        if (!sameSet(ours, legal)) {
            log.log("legal moves differ: server " + Arrays.toString(legal) + ", ours " + Arrays.toString(ours)
                    + "\n" + board.render());
            return new Decision(bestByOnePly(board, legal), "server list differs: one-ply", 1, 0, legal.length,
                    elapsedMicros(startNanos));
        }

        Variant variant = board.variant();
        int empties = board.empties();
        TimeManager.Deadlines deadlines = timeManager.plan(TimePlan.budget(r, variant, empties, settings.thinkMs()),
                startNanos);
        Decision d;
        if (deadlines.hardMillis() < QUICK_MS) {
            // Almost no time: a one-ply look (microseconds, nothing to allocate) beats a search that
            // could not even set up its table in time.
            d = new Decision(bestByOnePly(board, legal), "one-ply (little time)", 1, 0, legal.length,
                    elapsedMicros(startNanos));
        } else if (board instanceof Board8 b8 && variant != Variant.REVERSI && empties <= TimePlan.MAX_SOLVE_EMPTIES) {
            d = endgame(b8, r, deadlines, startNanos);
        } else {
            d = search(board, SearchLimits.deadlines(deadlines), "search", startNanos);
        }
        if (!contains(legal, d.move())) {
            log.log("chosen move " + d.move() + " not in legal_moves: playing the first legal");
            return new Decision(legal[0], "illegal choice fallback", 0, 0, d.nodes(), elapsedMicros(startNanos));
        }
        return d;
    }

    private Decision search(OthelloBoard board, SearchLimits limits, String how, long startNanos) {
        AlphaBetaSearcher searcher = searchers.get(board.variant());
        if (searcher == null) {
            long msLeft = (limits.hardDeadline() - clock.nanoTime()) / 1_000_000L;
            if (limits.hardDeadline() != SearchLimits.NEVER && msLeft < TABLE_SETUP_MS) {
                // Too little time to clear a full-size table: search this move with a small one.
                searcher = AlphaBetaSearcher.forGame(board, new AlphaBetaSearcher.Config(1, 40, false), clock);
            } else {
                try {
                    searcher = AlphaBetaSearcher.forGame(board,
                            new AlphaBetaSearcher.Config(settings.hashMegabytes(), 40, false), clock);
                } catch (OutOfMemoryError e) {
                    log.log("no memory for a " + settings.hashMegabytes() + " MB table: using 16 MB");
                    searcher = AlphaBetaSearcher.forGame(board, new AlphaBetaSearcher.Config(16, 40, false), clock);
                }
                searchers.put(board.variant(), searcher);
            }
        }
        SearchResult result = searcher.search(board, limits, SearchListener.NONE);
        int move = result.bestMove() == board.passMove() ? -1 : result.bestMove();
        return new Decision(move, how, result.depth(), result.score(), result.nodes(), elapsedMicros(startNanos));
    }

    /**
     * The end of an 8x8 std/anti game: a quick search gives a fallback, then the solver proves the
     * result within the hard deadline: first win/draw/loss, then the exact margin.
     */
    private Decision endgame(Board8 board, Request r, TimeManager.Deadlines plan, long startNanos) {
        long now = clock.nanoTime();
        // Solving is worth more than the planned share: allow up to the usable limit or a third of the clock.
        TimeManager.Budget b = TimePlan.budget(r, board.variant(), board.empties(), settings.thinkMs());
        long usableMs = TimeManager.usableMillis(b);
        long clockMs = TimePlan.spendableClockMs(
                r.remainingMs() >= 0 ? r.remainingMs() : TimePlan.DEFAULT_REMAINING_MS, board.empties());
        long solveMs = settings.thinkMs() > 0 ? usableMs : Math.min(usableMs, Math.max(plan.hardMillis(), clockMs / 3));
        if (TimePlan.expectedSolveMillis(board.empties()) > solveMs) {
            // Hopeless within the time: search normally (it solves by itself a few moves later).
            return search(board, SearchLimits.deadlines(plan), "search", startNanos);
        }
        long hard = startNanos + solveMs * 1_000_000L;
        // The fallback only matters if the solve fails: a quarter of the expected solve time, at most
        // an eighth of the allowance.
        long fallbackMs = Math.max(2, Math.min(TimePlan.expectedSolveMillis(board.empties()) / 4, solveMs / 8));
        long fallbackEnd = Math.min(hard, now + fallbackMs * 1_000_000L);
        Decision fallback = search(board, SearchLimits.infinite().withDeadlines(fallbackEnd, fallbackEnd), "search",
                startNanos);
        if (solver == null) {
            solver = new EndgameSolver(20, clock);
        }
        Scoring scoring = Scoring.forVariant(board.variant());
        int empties = board.empties();
        if (settings.threads() > 1) {
            return parallelEndgame(board, scoring, hard, fallback, startNanos);
        }
        EndgameSolver.Result wld = solver.solve(board.own(), board.opp(), scoring, -1, 1, hard, Long.MAX_VALUE);
        if (!wld.complete()) {
            return fallback;
        }
        long nodes = fallback.nodes() + wld.nodes();
        int wldMove = wld.move() == EndgameSolver.PASS ? -1 : wld.move();
        EndgameSolver.Result exact = solver.solveExact(board.own(), board.opp(), scoring, hard, Long.MAX_VALUE);
        if (!exact.complete()) {
            String result = wld.score() > 0 ? "win" : wld.score() < 0 ? "loss" : "draw";
            return new Decision(wldMove, "solve " + result, empties, wld.score(), nodes, elapsedMicros(startNanos));
        }
        int move = exact.move() == EndgameSolver.PASS ? -1 : exact.move();
        return new Decision(move, "solve exact", empties, exact.score(), nodes + exact.nodes(),
                elapsedMicros(startNanos));
    }

    /** The endgame with the root split over {@code --threads} threads: win/draw/loss, then exact. */
    private Decision parallelEndgame(Board8 board, Scoring scoring, long hard, Decision fallback, long startNanos) {
        if (parallel == null) {
            parallel = new ParallelEndgame(settings.threads(), 20, clock);
        }
        int empties = board.empties();
        EndgameSolver.Result wld = parallel.solve(board.own(), board.opp(), scoring, -1, 1, hard);
        if (!wld.complete()) {
            return fallback;
        }
        long nodes = fallback.nodes() + wld.nodes();
        EndgameSolver.Result exact = parallel.solve(board.own(), board.opp(), scoring, -65, 65, hard);
        if (!exact.complete()) {
            String result = wld.score() > 0 ? "win" : wld.score() < 0 ? "loss" : "draw";
            return new Decision(wld.move(), "solve " + result, empties, wld.score(), nodes, elapsedMicros(startNanos));
        }
        return new Decision(exact.move(), "solve exact", empties, exact.score(), nodes + exact.nodes(),
                elapsedMicros(startNanos));
    }

    /** The board of the request's game, set to its position. */
    private OthelloBoard boardFor(Request r) {
        OthelloBoard board = boards.computeIfAbsent(r.variant(), Boards::start);
        if (board instanceof Board10 b10 && r.variant() == Variant.OCTAGON) {
            int[] blocked = r.blocked().length == 12 ? r.blocked() : Variant.OCTAGON.blockedSquares();
            b10.setBlocked(blocked);
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

    private long elapsedMicros(long startNanos) {
        return (clock.nanoTime() - startNanos) / 1000;
    }

    /** Human-readable summary of a decision for the log. */
    public static String describe(Decision d, int size) {
        String move = d.move() < 0 ? "pass" : Squares.name(d.move(), size);
        String score = d.how().startsWith("solve") ? (d.score() > 0 ? "+" : "") + d.score() : Score.format(d.score());
        return "move " + move + " (" + d.move() + ") by " + d.how() + " depth " + d.depth() + " score " + score
                + " nodes " + d.nodes() + " in " + d.micros() / 1000 + " ms";
    }
}
