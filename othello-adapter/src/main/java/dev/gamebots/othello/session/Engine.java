package dev.gamebots.othello.session;

import dev.gamebots.core.Clock;
import dev.gamebots.core.TimeManager;
import dev.gamebots.othello.book.OpeningBook;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Squares;
import dev.gamebots.othello.rules.Variant;
import java.util.Arrays;

/**
 * The session layer: turns one request into one move. The engine keeps the games and the clock: a
 * {@link GameContext} per game (its board, evaluation and middle-game search, kept for the life of
 * the process so that later moves reuse what earlier ones learned), the exact solvers shared by the
 * games of a board size ({@link EndgameSolvers}), what each answer costs on the connector's clock
 * ({@link AnswerOverhead}), and the end of input. Each move's time is planned once ({@link MoveTime});
 * the end of a game of either size is the {@link EndgamePlan}.
 *
 * <p>Order of decisions: no legal move: pass; one legal move: play it at once; a position we cannot
 * read: the server's first move; one whose legal moves differ from the server's: the best of the
 * server's moves by a one-ply look (the server's list always wins); a clock at or below zero, or
 * almost no time left: a one-ply look; a std position the opening book holds: its move; near the end of 8x8 std/anti and of grand and octagon: a
 * short search for a fallback, then the exact solver of the board size (win/draw/loss first, then
 * the exact score) inside the hard deadline; else the middle-game search (engine-core's alpha-beta,
 * on the trained evaluation with its ProbCut, or on the hand-made one) with the planned deadlines.
 */
public final class Engine {

    /**
     * Engine options.
     *
     * @param hashMegabytes size of each search table
     * @param thinkMs       fixed time per move (0 = plan from the clock)
     * @param threads       threads of the exact endgame (the midgame search uses one)
     * @param maxMoveMs     the longest any move may take, whatever the request's clock says
     * @param book          std plays the shipped opening book's move in the positions it holds
     */
    public record Settings(int hashMegabytes, long thinkMs, int threads, long maxMoveMs, boolean book) {

        /** The default {@link #maxMoveMs}: three times the connector's default cap of 10 s. */
        public static final long DEFAULT_MAX_MOVE_MS = 30_000;

        /** Settings without the opening book (tests and tools that want every move searched). */
        public Settings(int hashMegabytes, long thinkMs, int threads) {
            this(hashMegabytes, thinkMs, threads, DEFAULT_MAX_MOVE_MS, false);
        }

        public static Settings defaults() {
            return new Settings(32, 0, 1);
        }
    }

    /**
     * What was played and why.
     *
     * @param move   the square, or -1 for a pass
     * @param how    which route chose it
     * @param depth  search depth (empties for a solve)
     * @param score  score in the route's units (evaluation units for the search: the trained
     *               evaluation's or the hand-made one's; discs for a solve)
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
    /** Each game's session, by variant ordinal, made at its first request (see {@link GameContext}). */
    private final GameContext[] games = new GameContext[Variant.values().length];
    /** Octagon with other blocked squares than the standard ones: a game of its own (hand-made evaluation). */
    private volatile GameContext ownBlockedOctagon;
    private final EndgameSolvers solvers;
    /** The std opening book, or null (off, or the jar has none). */
    private final OpeningBook book;
    private final AfterAnswer afterAnswer = new AfterAnswer();
    private final EndgamePlan endgame;
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
        this.solvers = new EndgameSolvers(settings.threads(), clock);
        this.endgame = new EndgamePlan(solvers, afterAnswer, clock);
        this.book = settings.book() ? OpeningBook.shipped() : null;
        if (settings.book()) {
            log.log(book == null ? "no opening book in the jar" : "opening book: " + book.size() + " std positions");
        }
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
                    int[] ours = gameFor(r).legalSquares();
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
     * overhead (see {@link AnswerOverhead}). What the move asked to have made starts now.
     */
    public void answered(long nanos) {
        overhead.answered((nanos - requestArrivalNanos) / 1_000_000L);
        afterAnswer.startAll();
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

    /** Asks every search this engine owns to return (a game made meanwhile is stopped on the next round). */
    private void stopSearches() {
        for (GameContext game : games) {
            if (game != null) {
                game.stop();
            }
        }
        GameContext octagon = ownBlockedOctagon;
        if (octagon != null) {
            octagon.stop();
        }
        solvers.stop();
    }

    /** The overhead per answer the time plan reserves now (typical, worst), for the log. */
    public String overheadEstimate() {
        return overhead.typicalMs() + "/" + overhead.worstMs() + " ms";
    }

    /** What was asked to be made after the latest answer (tests: a move with no time asks for nothing). */
    int pendingAfterAnswer() {
        return afterAnswer.pending();
    }

    /**
     * The request checks, then the routes. No legal move: pass; one legal move: play it at once; a
     * position we cannot read: the server's first move; one whose legal moves differ from the
     * server's: the best of the server's moves by a one-ply look (the server's list always wins); no
     * time at all, or almost none left: a one-ply look; near the end of 8x8 std/anti and of grand
     * and octagon: the {@link EndgamePlan}; else the middle-game search with the planned deadlines.
     */
    private Decision chooseChecked(Request r, long startNanos) {
        int[] legal = r.legalMoves();
        GameContext game = r.positionUsable() ? gameFor(r) : null;
        if (legal == null) {
            if (game == null) {
                log.log("no legal_moves and no usable position: passing");
                return Decision.unscored(-1, "no information", 0, 0, elapsedMicros(startNanos));
            }
            legal = game.legalSquares();
            log.log("legal_moves missing: using our own " + Arrays.toString(legal));
        }
        if (legal.length == 0) {
            if (game != null && game.legalSquares().length > 0) {
                log.log("server says pass but we see moves " + Arrays.toString(game.legalSquares()));
            }
            return Decision.unscored(-1, "pass", 0, 0, elapsedMicros(startNanos));
        }
        if (legal.length == 1) {
            return Decision.unscored(legal[0], "only move", 0, 0, elapsedMicros(startNanos));
        }
        if (game == null) {
            return Decision.unscored(legal[0], "unusable position: first legal", 0, 0, elapsedMicros(startNanos));
        }
        int[] ours = game.legalSquares();
        if (!sameSet(ours, legal)) {
            log.log("legal moves differ: server " + Arrays.toString(legal) + ", ours " + Arrays.toString(ours)
                    + "\n" + game.board().render());
            return onePly(game, legal, "server list differs: one-ply", startNanos);
        }
        if (abandoned) {
            return onePly(game, legal, "one-ply (input ended)", startNanos);
        }
        if (r.noTimeLeft()) {
            // A clock at or below zero: answer at once, before the time plan, the weights (their
            // reading competes for the cores) or the tables; the move has no time for any of them.
            return onePly(game, legal, "one-ply (no time)", startNanos);
        }
        if (book != null && r.variant() == Variant.STD) {
            OpeningBook.BookMove m = game.size().bookMove(book);
            if (m != null && contains(legal, m.square())) {
                return new Decision(m.square(), "book", m.depth(), m.value(), m.value() / 100.0, 0,
                        elapsedMicros(startNanos));
            }
        }
        OthelloBoard board = game.board();
        game.size().prepareSolver(solvers, afterAnswer);
        MoveTime time = MoveTime.plan(r, game.size(), board.empties(), settings, overhead, timeManager, startNanos);
        // What is left now, not what the plan gave: the request may have waited (a cold start) or
        // parsing may have taken long, and both count.
        game.settleEvaluation(time.softMillisLeft());
        Decision d;
        if (time.hardMillisLeft() < QUICK_MS) {
            // Almost no time: a one-ply look (microseconds, nothing to allocate) beats a search that
            // could not even set up its table in time.
            d = onePly(game, legal, "one-ply (little time)", startNanos);
        } else if (EndgamePlan.applies(game)) {
            d = endgame.play(game, time, startNanos);
        } else {
            d = game.search(time.limits(), afterAnswer, startNanos);
        }
        if (!contains(legal, d.move())) {
            log.log("chosen move " + d.move() + " not in legal_moves: playing the first legal");
            return Decision.unscored(legal[0], "illegal choice fallback", 0, d.nodes(), elapsedMicros(startNanos));
        }
        return d;
    }

    /** The best of the server's moves by a one-ply look, on the game's evaluation as it is now. */
    private Decision onePly(GameContext game, int[] legal, String how, long startNanos) {
        return Decision.unscored(game.bestByOnePly(legal), how, 1, legal.length, elapsedMicros(startNanos));
    }

    /** The request's game, its board set to the request's position. */
    private GameContext gameFor(Request r) {
        Variant v = r.variant();
        GameContext game;
        if (v == Variant.OCTAGON && !Size10.standardOctagon(r.blocked())) {
            game = ownBlockedOctagon;
            if (game == null) {
                game = new GameContext(v, true, settings, clock, log);
                ownBlockedOctagon = game;
            }
        } else {
            game = games[v.ordinal()];
            if (game == null) {
                game = new GameContext(v, false, settings, clock, log);
                games[v.ordinal()] = game;
            }
        }
        game.setPosition(r);
        return game;
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
        String score = String.format(java.util.Locale.ROOT, "%+.2f", d.discs());
        return "move " + move + " (" + d.move() + ") by " + d.how() + " depth " + d.depth() + " score " + score
                + " nodes " + d.nodes() + " in " + d.micros() / 1000 + " ms";
    }
}
