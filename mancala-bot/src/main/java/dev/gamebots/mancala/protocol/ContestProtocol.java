package dev.gamebots.mancala.protocol;

import dev.gamebots.core.SearchInfo;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.session.Player;
import dev.gamebots.mancala.solver.Solver;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The contest's default dialect (docs: shared/specs/mancala-protocol.md):
 * <pre>
 *   START &lt;id&gt;        -> OK        a new game, we are player id (1 moves first, 2 second)
 *   MOVE              -> &lt;hole&gt;    our turn: a hole 1..6 of our side (asked again after an extra turn)
 *   OPPONENT &lt;hole&gt;   -> OK        the opponent played that hole (their own numbering)
 *   END [text]        -> nothing   the game is over
 * </pre>
 * Keywords are case-insensitive; extra spaces and CR LF are accepted. Every line received and sent
 * goes to the {@link GameLog}, with the board after each move and the value the bot believes.
 *
 * <p>Robustness: an unknown line is logged and ignored (a reply would be read as a move). An
 * {@code OPPONENT} line that cannot be applied (bad number, empty hole, not the opponent's turn on
 * our board) is logged as a desynchronisation and still acknowledged, so the controller never waits;
 * the bot then keeps answering legal moves of its own board. After {@code END} the bot waits a short
 * grace period for a further {@code START} (several games in one process) and exits otherwise; end
 * of input exits at once. Nothing but replies is ever printed on stdout.
 */
public final class ContestProtocol {

    /**
     * Timing settings.
     *
     * @param moveBudgetMs      time the solver may use for one move, counted from the MOVE line's arrival
     * @param firstMoveBudgetMs the first move's deadline counted from the process start (JVM start-up included)
     * @param endGraceMs        how long to wait for another START after END before exiting
     */
    public record Timing(long moveBudgetMs, long firstMoveBudgetMs, long endGraceMs) {

        public static Timing defaults() {
            return new Timing(1100, 1200, 250);
        }
    }

    private static final int HOLES = 6;
    private static final int SEEDS = 4;

    private final PrintStream out;
    private final GameLog log;
    private final Player player;
    private final Timing timing;
    private final LongSupplier processStartNanos;
    private final Events events;
    private boolean backgroundStarted;
    /** Input idle this long (player 2 waiting for the opponent) starts the background work before our first move. */
    static final long IDLE_START_MS = 300;

    private Kalah board;
    /** Our side: 0 = player 1 (moves first), 1 = player 2. */
    private int me;
    private boolean inGame;
    private boolean movedYet;
    private int desyncs;
    /** True when START gave no usable id: the first MOVE or OPPONENT tells which side we are. */
    private boolean sideGuessed;

    /**
     * @param processStartNanos {@link System#nanoTime()} reading at process start (for the first move's deadline)
     */
    public ContestProtocol(PrintStream out, GameLog log, Player player, Timing timing, LongSupplier processStartNanos) {
        this(out, log, player, timing, processStartNanos, new Events() { });
    }

    /**
     * What the bot does around the games (Main: the database build and its cache); every method is
     * called on the protocol's thread and must return quickly.
     */
    public interface Events {
        /**
         * Once, after the first reply to MOVE or when the input has been idle for
         * {@value ContestProtocol#IDLE_START_MS} ms, whichever comes first: the bot's heavy start-up
         * work (JIT warm-up, table, database) must not compete with the first move, which on a
         * loaded machine is timed from the process start with the JVM's start-up in it (issue 15).
         * The book answers the first move of either side, so nothing is lost.
         */
        default void startBackground() {
        }

        /** After each START. */
        default void gameStarted() {
        }

        /** After each END: the process may be gone a moment later. */
        default void gameOver() {
        }
    }

    /** As above, with {@link Events} told of the games. */
    public ContestProtocol(PrintStream out, GameLog log, Player player, Timing timing, LongSupplier processStartNanos,
                           Events events) {
        this.events = events;
        this.out = out;
        this.log = log;
        this.player = player;
        this.timing = timing;
        this.processStartNanos = processStartNanos;
    }

    /** Serves the controller until end of input, or END followed by silence; returns the exit code. */
    public int run(InputStream in) {
        InputLines lines = new InputLines(in);
        boolean ended = false;
        try {
            while (true) {
                InputLines.Line line;
                if (ended) {
                    line = lines.next(timing.endGraceMs());
                } else if (!backgroundStarted) {
                    line = lines.next(IDLE_START_MS);
                    if (line == null) {
                        startBackground();
                        continue;
                    }
                } else {
                    line = lines.next();
                }
                if (line == null) {
                    log.note("no START after END within " + timing.endGraceMs() + " ms: exiting");
                    return 0;
                }
                if (line.isEnd()) {
                    log.note("end of input: exiting");
                    return 0;
                }
                ended = handle(line.text(), line.length(), line.arrivedNanos());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    /** Handles one line; returns true when it was END. Never throws. */
    boolean handle(String raw, long arrivedNanos) {
        return handle(raw, raw.length(), arrivedNanos);
    }

    /** As above for a line of {@code length} characters of which {@code raw} may be only the beginning. */
    boolean handle(String raw, int length, long arrivedNanos) {
        log.received(raw, length);
        if (length > raw.length()) {
            // Cut by the reader (InputLines.MAX_KEPT): no command is this long, so it is garbage even
            // if it starts like one. Logged once (the excerpt above), not answered.
            log.note("line of " + length + " characters ignored");
            return false;
        }
        String text = raw.strip();
        if (text.isEmpty()) {
            log.note("empty line ignored");
            return false;
        }
        String[] words = text.split("\\s+");
        String command = words[0].toUpperCase(Locale.ROOT);
        try {
            switch (command) {
                case "START" -> start(words);
                case "MOVE" -> move(arrivedNanos);
                case "OPPONENT" -> opponent(words);
                case "END" -> {
                    end(text);
                    return true;
                }
                // The line itself is in the log already: repeat it only when it is short and clean.
                default -> log.note(GameLog.excerpt(text, text.length()).equals(text) ? "unknown line ignored: " + text
                        : "unknown line of " + text.length() + " characters ignored");
            }
        } catch (RuntimeException e) {
            // Last line of defence: log, never crash. A MOVE still gets an answer in move() itself.
            log.note("internal error on '" + GameLog.excerpt(text, text.length()) + "': " + e);
        }
        return false;
    }

    private void start(String[] words) {
        int id = words.length > 1 ? parseInt(words[1]) : -1;
        if (id != 1 && id != 2) {
            log.note("START without a player id 1 or 2: assuming player 1 until the first MOVE/OPPONENT says otherwise");
            newGame(0);
            sideGuessed = true;
        } else {
            newGame(id - 1);
        }
        reply("OK");
        events.gameStarted();
    }

    private void newGame(int side) {
        board = new Kalah(HOLES, SEEDS);
        me = side;
        inGame = true;
        desyncs = 0;
        sideGuessed = false;
        log.note("new game: we are player " + (me + 1) + (me == 0 ? " (first to move)" : " (second to move)"));
        logBoard();
    }

    private void move(long arrivedNanos) {
        if (!inGame) {
            log.note("MOVE without START: starting a game in which we move first");
            newGame(0);
        }
        sideGuessed = false;
        if (board.isTerminal()) {
            desync("MOVE but the game is over on our board");
            reply(Integer.toString(fallbackHole()));
            return;
        }
        if (board.sideToMove() != me) {
            desync("MOVE but on our board it is the opponent's turn: playing on as if it were ours");
            board = new Kalah(HOLES, board.pits(), me);
            if (board.isTerminal()) {
                reply(Integer.toString(fallbackHole()));
                return;
            }
        }
        long deadline = arrivedNanos + timing.moveBudgetMs() * 1_000_000L;
        if (!movedYet) {
            // The controller's clock for the first move may have started with the process.
            long firstDeadline = processStartNanos.getAsLong() + timing.firstMoveBudgetMs() * 1_000_000L;
            deadline = Math.max(Math.min(deadline, firstDeadline), arrivedNanos + 100_000_000L);
        }
        int hole;
        Player.Decision d = null;
        // The search's events are kept and written after the reply: the move's time is the contest's.
        List<SearchInfo> iterations = new ArrayList<>();
        try {
            d = player.decide(board, deadline, iterations::add);
            hole = d.move() + 1;
        } catch (RuntimeException e) {
            log.note("internal error while choosing a move: " + e + "; playing the first legal hole");
            hole = fallbackHole();
        }
        reply(Integer.toString(hole));
        movedYet = true;
        startBackground();
        for (SearchInfo info : iterations) {
            log.note(describe(info));
        }
        int before = board.storeDifference();
        board.makeMove(hole - 1);
        if (d != null && d.source().equals("forced")) {
            log.note("we played " + hole + ": the only legal move" + (d.exact() ? ", value " + signed(d.value()) : ""));
        } else if (d != null) {
            log.note("we played " + hole + ": " + d.source() + " value " + signed(d.value()) + " (final margin for us "
                    + (d.exact() ? "" : "about ") + signed(before + d.value()) + "), " + d.nodes() + " nodes, "
                    + d.micros() / 1000 + "." + d.micros() / 100 % 10 + " ms");
        }
        logBoard();
    }

    private void opponent(String[] words) {
        int hole = words.length > 1 ? parseInt(words[1]) : -1;
        if (!inGame) {
            log.note("OPPONENT without START: starting a game in which the opponent moved first");
            newGame(1);
        }
        if (sideGuessed && board.plyCount() == 0) {
            log.note("the opponent moves first: we are player 2");
            me = 1;
        }
        sideGuessed = false;
        int them = 1 - me;
        if (hole < 1 || hole > HOLES) {
            desync("OPPONENT with a hole out of range 1.." + HOLES + ": ignored");
        } else if (board.isTerminal()) {
            desync("OPPONENT " + hole + " but the game is over on our board: ignored");
        } else {
            // Out of turn, the move is tried on a copy with the opponent to move; the board is
            // replaced only if the hole can be played there, so a rejected line changes nothing.
            boolean outOfTurn = board.sideToMove() != them;
            Kalah theirs = outOfTurn ? new Kalah(HOLES, board.pits(), them) : board;
            if (theirs.isTerminal() || !theirs.isLegal(hole - 1)) {
                desync("OPPONENT " + hole + ": that hole is empty on our board: ignored");
            } else {
                if (outOfTurn) {
                    desync("OPPONENT but on our board it is our turn: applying it as the opponent's move");
                }
                board = theirs;
                board.makeMove(hole - 1);
                log.note("opponent played " + hole);
                logBoard();
            }
        }
        reply("OK");
    }

    private void startBackground() {
        if (!backgroundStarted) {
            backgroundStarted = true;
            events.startBackground();
        }
    }

    private void end(String text) {
        if (board != null) {
            int us = board.store(me) + (board.isTerminal() ? board.sideSeeds(me) : 0);
            int them = board.store(1 - me) + (board.isTerminal() ? board.sideSeeds(1 - me) : 0);
            log.note("game over (" + text + "): on our board we have " + us + ", the opponent " + them
                    + (board.isTerminal() ? "" : " (game not finished on our board)")
                    + (desyncs > 0 ? "; " + desyncs + " desynchronisation(s)" : ""));
        }
        inGame = false;
        events.gameOver();
    }

    private void desync(String what) {
        desyncs++;
        log.note("DESYNC: " + what);
    }

    /** A hole to answer when our board offers no legal move: the first non-empty one of ours, else 1. */
    private int fallbackHole() {
        for (int i = 0; i < HOLES; i++) {
            if (board.seeds(me, i) > 0) {
                return i + 1;
            }
        }
        return 1;
    }

    private void reply(String line) {
        out.println(line);
        out.flush();
        log.sent(line);
    }

    /** One search event for the log: the deepening's iteration or an exact solve; values are future gains. */
    static String describe(SearchInfo info) {
        String what = info.depth() != Solver.EXACT_DEPTH ? "depth " + info.depth()
                : info.exact() ? "exact solve" : "exact solve cut short";
        String move = info.pv().length > 0 ? Integer.toString(info.pv()[0] + 1) : "none";
        return "search " + what + ": value " + signed(info.score()) + (info.exact() ? " (exact)" : "")
                + ", move " + move + ", " + info.nodes() + " nodes, " + info.elapsedMillis() + " ms";
    }

    private void logBoard() {
        log.note(board.render() + "   (we are player " + (me + 1) + ")");
    }

    private static String signed(int v) {
        return v > 0 ? "+" + v : Integer.toString(v);
    }

    /**
     * A non-negative number written in ASCII digits (at most 9 of them); -1 for anything else.
     * Integer.parseInt alone would take any Unicode digit ("OPPONENT \uFF13", a fullwidth 3, as hole
     * 3) and a leading '+'; the contest's wire format is plain ASCII.
     */
    static int parseInt(String s) {
        if (s.isEmpty() || s.length() > 9) {
            return -1;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return -1;
            }
        }
        return Integer.parseInt(s);
    }

    /** The board as the bot sees it (tests). */
    Kalah board() {
        return board;
    }
}
