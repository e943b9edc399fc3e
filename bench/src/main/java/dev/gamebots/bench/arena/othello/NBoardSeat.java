package dev.gamebots.bench.arena.othello;

import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.process.EngineProcess;
import dev.gamebots.bench.arena.process.Reply;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * An NBoard engine (Edax, NTest, ...) as the connector's {@code --nboard} mode drives it, standard
 * 8x8 only: one process per leg; {@code nboard 2}, optionally {@code set depth N}; then for each
 * move {@code set game <GGF>} with the leg's start and moves, {@code ping n}, {@code go}, and the
 * answer {@code === F5[/eval/time]}. Status, search and pong lines are skipped. A pass is never
 * asked for: with no legal move the seat passes at once.
 */
final class NBoardSeat implements OthelloSeat {

    /** How long an engine may take to answer a ping (it may first finish a search it cannot stop). */
    static final long PONG_MS = 30_000;

    private final String label;
    private final List<String> argv;
    private final Path transcript;
    private final int depth;
    private EngineProcess engine;
    private int pings;
    private volatile Consumer<String> thinking = line -> { };

    NBoardSeat(String label, List<String> argv, Path transcript, int depth) {
        this.label = label;
        this.argv = argv;
        this.transcript = transcript;
        this.depth = depth;
    }

    @Override
    public Answer ask(LegState state, long remainingMs, long budgetMs, long deadlineNanos) throws EngineFault {
        if (state.legal().length == 0) {
            return new Answer(-1, System.nanoTime());
        }
        started();
        // NBoard engines chatter between moves (status, set myname, nodestats after the move): allowed.
        for (String late : engine.takePendingLines()) {
            hear(late);
        }
        engine.send("set game " + ggf(state, remainingMs));
        engine.send("ping " + (++pings));
        engine.send("go");
        String warning = null;
        while (true) {
            Reply r = engine.readLine(deadlineNanos);
            if (!r.isLine()) {
                EngineFault f = EngineFault.noLine(r, engine, "go", Math.max(0, budgetMs));
                // NTest, for one, answers a go without "set depth" with a warning and nothing else.
                throw warning == null ? f : new EngineFault(f.fault(), f.detail() + "; the engine said: " + warning);
            }
            String line = r.line().trim();
            if (line.startsWith("===")) {
                hear(line); // its evaluation and time: NBoard's own summary of the search
                return new Answer(parseMove(line), r.nanos());
            }
            if (line.startsWith("warning")) {
                warning = EngineFault.quote(line);
            }
            hear(line);
        }
    }

    /** Starts the engine process at the first request. */
    private void started() throws EngineFault {
        if (engine != null) {
            return;
        }
        try {
            engine = EngineProcess.start(label, argv, null, transcript);
        } catch (IOException e) {
            throw EngineFault.cannotStart(argv, e);
        }
        engine.onStderr(thinking);
        engine.send("nboard 2");
        if (depth > 0) {
            engine.send("set depth " + depth);
        }
    }

    /**
     * NBoard's {@code hint n} for the position: the engine's {@code search}/{@code book} lines go to
     * the thinking listener as they come, until its hint ends with an empty {@code status} line. At
     * {@code deadlineNanos}, or once {@code stop} says so, the arena sends {@code ping} (which, the
     * protocol says, stops an engine's thinking) and waits for its {@code pong}, up to {@code PONG_MS}
     * more. A {@code ping} before the hint first makes sure no line of an earlier command is taken
     * for the hint's. Returns whether the engine sent a search or book line: one that ignores
     * {@code hint} sends none.
     */
    public boolean hint(LegState state, long remainingMs, int lines, long deadlineNanos, BooleanSupplier stop)
            throws EngineFault {
        started();
        sync(System.nanoTime() + PONG_MS * 1_000_000L);
        engine.send("set game " + ggf(state, remainingMs));
        engine.send("hint " + lines);
        boolean any = false;
        while (true) {
            long wait = Math.min(deadlineNanos, System.nanoTime() + 100_000_000L);
            Reply r = engine.readLine(wait);
            if (r.isLine()) {
                String line = r.line().trim();
                if (line.equals("status")) {
                    return any; // NTest's and our engine's end of a hint
                }
                any |= answersHint(line);
                hear(line);
            } else if (r.kind() == Reply.Kind.EOF) {
                throw EngineFault.noLine(r, engine, "hint", 0);
            } else if (System.nanoTime() - deadlineNanos >= 0 || stop.getAsBoolean()) {
                // Lines that come after the deadline, before the pong, still answer the hint (a
                // loaded machine delays them; the engine did not ignore it).
                return sync(System.nanoTime() + PONG_MS * 1_000_000L) || any;
            }
        }
    }

    /**
     * Sends {@code ping n} and hears every line until its {@code pong n}; none by the deadline is a
     * fault. Returns whether a search or book line was among them.
     */
    private boolean sync(long deadlineNanos) throws EngineFault {
        String pong = "pong " + (++pings);
        engine.send("ping " + pings);
        boolean searched = false;
        while (true) {
            Reply r = engine.readLine(deadlineNanos);
            if (!r.isLine()) {
                throw EngineFault.noLine(r, engine, "ping", PONG_MS);
            }
            String line = r.line().trim();
            if (line.equals(pong)) {
                return searched;
            }
            searched |= answersHint(line);
            hear(line);
        }
    }

    /** A line that answers a hint: one of its search or book lines. */
    private static boolean answersHint(String line) {
        return line.startsWith("search ") || line.startsWith("book ");
    }

    /** A line besides the answer: the page shows it as thinking, except the pong of our own ping. */
    private void hear(String line) {
        String text = line.trim();
        if (!text.isEmpty() && !text.startsWith("pong")) {
            thinking.accept(text);
        }
    }

    @Override
    public void onThinking(Consumer<String> listener) {
        thinking = listener;
        if (engine != null) {
            engine.onStderr(listener);
        }
    }

    /** The square of {@code === F5/1.0/0.3} or {@code === d6 -1.00 0.0}; PA is a pass. */
    static int parseMove(String line) throws EngineFault {
        String rest = line.substring(3).trim();
        String token = rest.split("[/\\s]+", 2)[0].toLowerCase(Locale.ROOT);
        if (token.equals("pa") || token.equals("pass")) {
            return -1;
        }
        int sq = Squares.parse(token, 8);
        if (sq < 0) {
            throw new EngineFault(Fault.GARBAGE, "not a move: " + EngineFault.quote(line));
        }
        return sq;
    }

    /** The leg as a GGF game: the 12-disc start in BO[], then every move so far (PA for a pass). */
    static String ggf(LegState s, long remainingMs) {
        StringBuilder b = new StringBuilder("(;GM[Othello]PC[arena]PB[black]PW[white]RE[?]");
        long seconds = Math.max(0, remainingMs / 1000);
        b.append(String.format("TI[%d:%02d]TY[8]BO[8 ", seconds / 60, seconds % 60));
        for (int c : s.start().cells()) {
            b.append(c == 1 ? '*' : c == 2 ? 'O' : '-');
        }
        b.append(s.startToMove() == 1 ? " *]" : " O]");
        for (LegState.HistoryEntry h : s.history()) {
            b.append(h.color() == 1 ? "B[" : "W[");
            b.append(h.move() < 0 ? "PA" : Squares.name(h.move(), 8).toUpperCase(Locale.ROOT)).append(']');
        }
        return b.append(";)").toString();
    }

    @Override
    public int restarts() {
        return 0;
    }

    @Override
    public void close() {
        if (engine != null) {
            engine.send("quit");
            engine.close(500);
        }
    }
}
