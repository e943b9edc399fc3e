package dev.gamebots.othello.protocol;

import dev.gamebots.core.Clock;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Squares;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.session.Engine;
import dev.gamebots.othello.session.EngineLog;
import dev.gamebots.othello.session.Request;
import dev.gamebots.othello.session.TimePlan;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The NBoard protocol for standard 8x8 Othello (the FlipSight connector's {@code --nboard} mode and
 * NBoard-speaking tools). One method per command; unknown commands are ignored as the protocol asks,
 * and logged. The position comes from {@code set game <GGF>} and {@code move}; {@code go} answers
 * {@code === <move>/<eval>/<time>} without playing the move; {@code hint n} sends {@code search} lines
 * and an empty {@code status}: with n of 1, or one legal move, the line of its timed search's best
 * move; with more, NBoard's "best" answer, a line for every legal move, each searched on its own
 * (the position after it, from the opponent's side, its value negated) with an equal share of the
 * clock, so that a GUI ranks the top n by their evals.
 *
 * <p>Time: NBoard sends no clock, so the engine keeps its own: the GGF time control ({@code TI[]},
 * default 60 s, the bot-match clock) less what its own searches spent in this game (a {@code set game}
 * of the same game with more moves keeps the count), planned like a FlipSight request with the
 * connector's default 10 s cap per move.
 */
public final class NBoardProtocol {

    private static final Pattern BOARD = Pattern.compile("BO\\[8\\s+([-*OoXx.]{64})\\s+([*OoXx])\\]");
    private static final Pattern MOVES = Pattern.compile("([BW])\\[([A-Ha-h][1-8]|PA|pa|pass)[^\\]]*\\]");
    private static final Pattern TIME = Pattern.compile("TI\\[(\\d+)(?::(\\d+))?(?::(\\d+))?");
    private static final long DEFAULT_CLOCK_MS = 60_000;

    private final InputStream in;
    private final PrintStream out;
    private final EngineLog log;
    private final Engine engine;
    private final Clock clock;
    private final Board8 board = Boards.board8(Variant.STD);
    private int depth = 0;
    private long gameClockMs = DEFAULT_CLOCK_MS;
    private long spentMs;
    /** Start position and disc count of the last {@code set game}, to tell a new game from the same one. */
    private String lastStart = "";
    private int lastDiscs;
    private Runnable beforeThinking;

    public NBoardProtocol(InputStream in, PrintStream out, EngineLog log, Engine.Settings settings, Clock clock) {
        this.in = in;
        this.out = out;
        this.log = log;
        this.engine = new Engine(settings, clock, log);
        this.clock = clock;
    }

    /** Runs {@code action} once, before the first search (stops the warm-up). */
    public void afterFirstGo(Runnable action) {
        this.beforeThinking = action;
    }

    /** Runs until end of input or {@code quit}; returns the exit code. */
    public int run() {
        // End of input stops a running search at once (its answer has no reader any more).
        TimedLineReader reader = TimedLineReader.start(in, JsonProtocol.MAX_LINE_BYTES, clock, clock.nanoTime(),
                engine::abandon);
        while (true) {
            TimedLineReader.Line next = reader.take();
            if (next == null) {
                if (reader.failure() != null) {
                    log.log("nboard input failed: " + reader.failure());
                    return 1;
                }
                return 0;
            }
            if (next.overlong()) {
                log.log("nboard: over-long line ignored");
                continue;
            }
            String line = next.text();
            String[] words = line.trim().split("\\s+", 3);
            String command = words[0].toLowerCase(Locale.ROOT);
            try {
                switch (command) {
                    case "" -> { }
                    case "nboard" -> nboard();
                    case "set" -> set(words);
                    case "move" -> move(words.length > 1 ? words[1] : "");
                    case "go" -> go();
                    case "hint" -> hint(words.length > 1 ? Squares.asciiNumber(words[1]) : 1);
                    case "ping" -> send("pong" + (words.length > 1 ? " " + words[1] : ""));
                    case "learn" -> send("learned");
                    case "analyze" -> send("status");
                    case "quit" -> {
                        return 0;
                    }
                    default -> {
                        if (command.length() == 2 && Squares.parse(command, 8) >= 0) {
                            move(command); // NBoard 1.1 sends the bare move
                        } else {
                            log.log("nboard: ignoring unknown command: " + line);
                        }
                    }
                }
            } catch (RuntimeException e) {
                log.log("nboard: error on '" + line + "': " + e);
            }
        }
    }

    private void nboard() {
        send("set myname gamebots");
    }

    private void set(String[] words) {
        if (words.length < 2) {
            return;
        }
        String rest = words.length > 2 ? words[2] : "";
        switch (words[1].toLowerCase(Locale.ROOT)) {
            case "depth" -> {
                int d = Squares.asciiNumber(rest.trim());
                if (d >= 0) {
                    depth = d;
                    log.log("nboard: depth " + depth + " (the search is timed; depth is advisory)");
                } else {
                    log.log("nboard: bad depth '" + rest + "'");
                }
            }
            case "game" -> setGame(rest);
            case "contempt" -> log.log("nboard: contempt " + rest + " noted (not used)");
            default -> log.log("nboard: ignoring set " + words[1]);
        }
    }

    /** Sets the position at the end of a GGF game record. */
    void setGame(String ggf) {
        Matcher bo = BOARD.matcher(ggf);
        if (!bo.find()) {
            log.log("nboard: no 8x8 BO[] in game: " + ggf);
            return;
        }
        String cells = bo.group(1);
        long black = 0;
        long white = 0;
        for (int sq = 0; sq < 64; sq++) {
            char c = cells.charAt(sq);
            if (c == '*' || c == 'X' || c == 'x') {
                black |= 1L << sq;
            } else if (c == 'O' || c == 'o') {
                white |= 1L << sq;
            }
        }
        char side = bo.group(2).charAt(0);
        board.setBitboards(black, white, side == '*' || side == 'X' || side == 'x' ? 0 : 1, 0, 0);
        Matcher time = TIME.matcher(ggf);
        if (time.find()) {
            gameClockMs = parseClock(time);
        }
        int discsBefore = lastDiscs;
        Matcher mv = MOVES.matcher(ggf.substring(bo.end()));
        while (mv.find()) {
            move(mv.group(2));
        }
        // A connector may send the whole game again before every move: only a different start or
        // fewer discs than before means a new game, whose clock starts afresh.
        int discs = Long.bitCount(board.own() | board.opp());
        if (!cells.equals(lastStart) || discs < discsBefore) {
            spentMs = 0;
        }
        lastStart = cells;
        lastDiscs = discs;
    }

    /** Time our searches spent in the current game (ms). */
    long spentMs() {
        return spentMs;
    }

    void addSpentForTest(long ms) {
        spentMs += ms;
    }

    private static long parseClock(Matcher time) {
        long a = Long.parseLong(time.group(1));
        if (time.group(2) == null) {
            return a * 1000;
        }
        long b = Long.parseLong(time.group(2));
        if (time.group(3) == null) {
            return (a * 60 + b) * 1000;
        }
        return ((a * 60 + b) * 60 + Long.parseLong(time.group(3))) * 1000;
    }

    /** Plays a move like {@code F5}, {@code f5/1.5/2.0} or {@code PA} on the engine's board. */
    void move(String text) {
        String m = text.split("/", 2)[0].trim();
        if (m.equalsIgnoreCase("pa") || m.equalsIgnoreCase("pass") || m.equals("--")) {
            if (board.isLegal(Board8.PASS)) {
                board.makeMove(Board8.PASS);
            } else {
                log.log("nboard: pass not legal here, ignored");
            }
            return;
        }
        int sq = Squares.parse(m, 8);
        if (sq < 0 || !board.isLegal(sq)) {
            log.log("nboard: illegal move '" + text + "' ignored\n" + board.render());
            return;
        }
        board.makeMove(sq);
    }

    private void go() {
        send("status thinking");
        long start = clock.nanoTime();
        Engine.Decision d = think(start, clockLeftMs());
        double seconds = (clock.nanoTime() - start) / 1e9;
        spentMs += (long) (seconds * 1000);
        String move = d.move() < 0 ? "PA" : Squares.name(d.move(), 8).toUpperCase(Locale.ROOT);
        send(String.format(Locale.ROOT, "nodestats %d %.2f", d.nodes(), seconds));
        send(String.format(Locale.ROOT, "=== %s/%.2f/%.2f", move, discs(d), seconds));
        engine.answered(clock.nanoTime()); // big tables are made now, in the opponent's time
        send("status");
        log.log("nboard go: " + Engine.describe(d, 8));
    }

    private void hint(int lines) {
        send("status analysing");
        int[] buf = new int[65];
        int n = board.generateMoves(buf, 0);
        if (lines <= 1 || n <= 1 || buf[0] == Board8.PASS) {
            Engine.Decision d = think(clock.nanoTime(), clockLeftMs());
            String move = d.move() < 0 ? "PA" : Squares.name(d.move(), 8).toUpperCase(Locale.ROOT);
            send(searchLine(move, discs(d), d.depth()));
        } else {
            long share = Math.max(1000, clockLeftMs() / n);
            for (int m : java.util.Arrays.copyOf(buf, n)) {
                board.makeMove(m);
                try {
                    sendRootLine(Squares.name(m, 8).toUpperCase(Locale.ROOT), share);
                } finally {
                    board.unmakeMove();
                }
            }
        }
        send("status");
    }

    /** How the adapter says a move it did not search (no score to tell): see Engine's unscored decisions. */
    private static final java.util.List<String> UNSCORED = java.util.List.of("unusable", "server list", "one-ply",
            "illegal");

    /**
     * The search line of a root move, the board standing after it: the opponent's search from there,
     * negated; a forced pass or an only move is played on and the search made after it, a finished
     * game counted. A move whose search gave no score (no time for one) gets no line.
     */
    private void sendRootLine(String move, long shareMs) {
        int sign = -1; // -1 while the opponent of the hint's mover is to move
        int made = 0;
        try {
            while (true) {
                if (board.isTerminal()) {
                    int diff = Long.bitCount(board.own()) - Long.bitCount(board.opp());
                    send(searchLine(move, sign * diff, made + 1));
                    return;
                }
                Engine.Decision d = null;
                if (!board.mustPass()) {
                    d = think(clock.nanoTime(), shareMs);
                    if (!d.how().equals("only move")) {
                        if (UNSCORED.stream().noneMatch(d.how()::startsWith)) {
                            send(searchLine(move, sign * discs(d), d.depth() + made + 1));
                        } else {
                            log.log("nboard hint: no line for " + move + ": " + Engine.describe(d, 8));
                        }
                        return;
                    }
                }
                board.makeMove(d == null ? Board8.PASS : d.move());
                made++;
                sign = -sign;
            }
        } finally {
            for (int i = 0; i < made; i++) {
                board.unmakeMove();
            }
        }
    }

    /** NBoard's {@code search [pv] [eval] 0 [depth]}. */
    private static String searchLine(String move, double eval, int depth) {
        return String.format(Locale.ROOT, "search %s %.2f 0 %d", move, eval, depth);
    }

    /** The engine's own clock left in this game (at least a second). */
    private long clockLeftMs() {
        return Math.max(1000, gameClockMs - spentMs);
    }

    /** Asks the engine for the side to move, as a FlipSight request with the engine's own clock. */
    private Engine.Decision think(long start, long remaining) {
        if (beforeThinking != null) {
            beforeThinking.run();
            beforeThinking = null;
        }
        int[] buf = new int[65];
        int n = board.generateMoves(buf, 0);
        List<Integer> legal = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (buf[i] != Board8.PASS) {
                legal.add(buf[i]);
            }
        }
        int[] cells = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            cells[sq] = board.cell(sq);
        }
        Request r = new Request(Variant.STD, 8, cells, board.colorToMove(),
                legal.stream().mapToInt(Integer::intValue).toArray(), new int[0], 0, 0, remaining,
                TimePlan.DEFAULT_BUDGET_MS, List.of());
        return engine.choose(r, start);
    }

    /** The decision's value in discs for the side to move. */
    private static double discs(Engine.Decision d) {
        return d.discs();
    }

    private void send(String line) {
        out.println(line);
        out.flush();
    }
}
