package dev.gamebots.bench.arena.gomoku;

import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.process.EngineProcess;
import dev.gamebots.bench.arena.process.Reply;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * One brain in one game, driven as a Gomocup manager drives it (gomocup-protocol.md): START (and
 * ABOUT) at start-up, off every clock; then for each move one batch of INFO lines and the request
 * (BEGIN / TURN x,y / BOARD ... DONE); END at the end.
 *
 * <p>What is a fault and what is only a warning follows the real managers (docs/arena.md): a line
 * that is not a move never ends the game by itself. MESSAGE and DEBUG lines are collected; any other
 * line between turns, or while a move is awaited (an {@code ERROR} a racing brain printed for an
 * INFO line, a stray line after its move), is logged as a warning and the referee goes on waiting
 * for the move, as c-gomoku-cli and GomocupJudge do. Only if no move comes within the limit does
 * the game end, as {@code error} (the brain had answered ERROR or UNKNOWN), {@code garbage} (some
 * other line) or {@code timeout} (nothing).
 */
final class GomocupSeat implements AutoCloseable {

    /** Warnings kept word for word per brain and game; more are only counted. */
    static final int MAX_WARNINGS_KEPT = 100;
    /** How long a brain has to answer YXSTOP with its best move so far (a loaded machine included). */
    static final long STOP_GRACE_MS = 10_000;
    /** How often a wait without a limit looks whether it was asked to stop. */
    private static final long STOP_POLL_NANOS = 100_000_000L;

    private final EngineProcess engine;
    private final List<String> messages = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private int warningCount;
    private String about = "";
    private long usedNanos;
    private int requests;
    private String refusal;
    private volatile Consumer<String> listener = line -> { };

    private GomocupSeat(EngineProcess engine) {
        this.engine = engine;
    }

    /**
     * A seat for the next game of a brain kept from an earlier game ({@link KeptBrains}): its
     * conversation goes to {@code transcript} from now on; {@link #restart} then begins the game.
     */
    static GomocupSeat resume(EngineProcess kept, String label, Path transcript) throws EngineFault {
        try {
            kept.nextGame(label, transcript);
        } catch (IOException e) {
            throw new EngineFault(Fault.CRASH, "cannot write the transcript " + transcript + ": " + e.getMessage());
        }
        return new GomocupSeat(kept);
    }

    static GomocupSeat start(String label, List<String> argv, Path transcript) throws EngineFault {
        try {
            return new GomocupSeat(EngineProcess.start(label, argv, null, transcript));
        } catch (IOException e) {
            throw EngineFault.cannotStart(argv, e);
        }
    }

    /**
     * START, waiting for OK, then ABOUT, waiting for its line; both within {@code startMs} of the
     * START, process start-up included, and charged to no clock (piskvork's initialisation time).
     * ERROR or UNKNOWN to START is a fault; other lines before the OK (a banner) are warnings, as
     * c-gomoku-cli reads past them.
     */
    void init(int size, long startMs) throws EngineFault {
        greet("START " + size, startMs);
    }

    /**
     * RESTART (a new game on the same board, gomocup-protocol.md), waiting for OK, then ABOUT, as
     * {@link #init} does for a new process: a kept brain's new game. Off the clocks too.
     */
    void restart(long startMs) throws EngineFault {
        greet("RESTART", startMs);
    }

    /** {@code command} (START or RESTART), waiting for OK, then ABOUT, waiting for its line, within {@code startMs}. */
    private void greet(String command, long startMs) throws EngineFault {
        long deadline = System.nanoTime() + startMs * 1_000_000L;
        engine.send(command);
        while (true) {
            String line = answer(deadline, command, startMs);
            if (line.equalsIgnoreCase("OK")) {
                break;
            }
            if (isErrorReply(line)) {
                throw new EngineFault(Fault.ERROR, "answered " + command + " with " + EngineFault.quote(line));
            }
            warn("before OK to " + command + ": " + EngineFault.quote(line));
        }
        engine.send("ABOUT");
        about = answer(deadline, "ABOUT", startMs);
    }

    /** The brain's process, to be kept for the next game ({@link KeptBrains}). */
    EngineProcess engine() {
        return engine;
    }

    /** The brain's ABOUT line (name="...", ...), for the record. */
    String about() {
        return about;
    }

    List<String> messages() {
        return messages;
    }

    /** Hears each MESSAGE or DEBUG line as it comes (the play page shows the brain thinking). */
    void onMessage(Consumer<String> listener) {
        this.listener = listener;
    }

    /** Hears each stderr line as it comes (the play page shows it with the MESSAGE lines). */
    void onStderr(Consumer<String> listener) {
        engine.onStderr(listener);
    }

    private void chatter(String line) {
        messages.add(line);
        listener.accept(line);
    }

    /** The warnings kept (at most {@link #MAX_WARNINGS_KEPT}). */
    List<String> warnings() {
        return warnings;
    }

    /** Every warning, also those not kept. */
    int warningCount() {
        return warningCount;
    }

    long usedNanos() {
        return usedNanos;
    }

    /** Move requests sent so far; 0 before the brain's first move of the game. */
    int requests() {
        return requests;
    }

    /**
     * Sends one move request, {@code lines} (INFO lines, then BEGIN, TURN or BOARD...DONE), in one
     * batch, and returns the answer {x, y, nanos}; the clock runs from the request to the line of
     * the move. {@code ply} (1-based) only labels the warnings.
     */
    long[] move(List<String> lines, long limitMs, int ply) throws EngineFault {
        return ask(lines, limitMs, false, ply, false, () -> false);
    }

    /**
     * Sends a Yixin-Board request (INFO lines, {@code YXBOARD ... DONE}, {@code YXNBEST n}) and returns
     * the answer {x, y, nanos} as {@link #move} does, its {@code MESSAGE NBEST} lines heard as chatter
     * before it; or null when the brain's first answer is ERROR or UNKNOWN: it does not know these
     * commands ({@link #refusal()} then says how it answered; its further refusals, one per line
     * sent, come as warnings later). Once {@code stop} says so, YXSTOP is sent (once) and the answer
     * must come within {@link #STOP_GRACE_MS}; {@code limitMs} 0 waits for it without a limit until then.
     */
    long[] nbest(List<String> lines, long limitMs, int ply, BooleanSupplier stop) throws EngineFault {
        return ask(lines, Math.max(0, limitMs), limitMs <= 0, ply, true, stop);
    }

    /** How the brain refused an {@link #nbest} request (it does not know them: it is not asked again), or null. */
    String refusal() {
        return refusal;
    }

    private long[] ask(List<String> lines, long limitMs, boolean unlimited, int ply, boolean refusable,
            BooleanSupplier stop) throws EngineFault {
        // The brain's answer to its previous request has come: whatever it printed since is read
        // now, so that it is never taken for the answer to this request.
        for (String pending : engine.takePendingLines()) {
            String text = pending.trim();
            if (text.isEmpty()) {
                continue;
            }
            if (isChatter(text)) {
                chatter(text);
            } else {
                warn("before move " + ply + ", between turns: " + EngineFault.quote(text));
            }
        }
        long sent = System.nanoTime();
        engine.sendAll(lines);
        requests++;
        String last = lines.get(lines.size() - 1);
        String command = last.equals("DONE") ? "BOARD" : last;
        long deadline = unlimited ? Long.MAX_VALUE : sent + limitMs * 1_000_000L;
        long waitMs = limitMs; // for the fault's words: the limit, or the grace after YXSTOP
        boolean stopSent = false;
        String notMove = null;
        while (true) {
            if (!stopSent && stop.getAsBoolean()) {
                engine.send("YXSTOP");
                stopSent = true;
                deadline = Math.min(deadline, System.nanoTime() + STOP_GRACE_MS * 1_000_000L);
                command = "YXSTOP";
                waitMs = STOP_GRACE_MS;
            }
            // Without a limit the wait is cut in short slices, so that a stop is sent soon after it is asked.
            long slice = unlimited && !stopSent ? Math.min(deadline, System.nanoTime() + STOP_POLL_NANOS) : deadline;
            Reply r = engine.readLine(slice);
            if (!r.isLine()) {
                if (r.kind() == Reply.Kind.TIMEOUT && slice != deadline) {
                    continue;
                }
                usedNanos += System.nanoTime() - sent;
                if (r.kind() == Reply.Kind.TIMEOUT && notMove != null) {
                    throw new EngineFault(isErrorReply(notMove) ? Fault.ERROR : Fault.GARBAGE,
                            "answered " + command + " with " + EngineFault.quote(notMove) + " and no move within "
                                    + waitMs + " ms");
                }
                throw EngineFault.noLine(r, engine, command, waitMs);
            }
            String text = r.line().trim();
            if (text.isEmpty()) {
                continue; // the protocol: the manager ignores empty lines
            }
            if (isChatter(text)) {
                chatter(text);
                continue;
            }
            int[] xy = parseMove(text);
            if (xy == null) {
                if (refusable && notMove == null && isErrorReply(text)) {
                    usedNanos += r.nanos() - sent;
                    refusal = text;
                    return null;
                }
                warn("move " + ply + ", waiting for " + command + ": " + EngineFault.quote(text));
                if (notMove == null) {
                    notMove = text;
                }
                continue;
            }
            long took = r.nanos() - sent;
            usedNanos += took;
            if (!unlimited && took > limitMs * 1_000_000L) {
                // The line came after the limit but before this thread woke up to look (a loaded machine):
                // the time the line arrived is what a manager judges.
                throw new EngineFault(Fault.TIMEOUT, "answered " + command + " after " + took / 1_000_000L
                        + " ms, limit " + limitMs + " ms");
            }
            return new long[] {xy[0], xy[1], took};
        }
    }

    /** "x,y" as two integers (spaces allowed around them), or null. */
    static int[] parseMove(String text) {
        String[] xy = text.split(",");
        if (xy.length != 2) {
            return null;
        }
        try {
            return new int[] {Integer.parseInt(xy[0].trim()), Integer.parseInt(xy[1].trim())};
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private void warn(String warning) {
        warningCount++;
        if (warnings.size() < MAX_WARNINGS_KEPT) {
            warnings.add(warning);
        }
    }

    /** Reads the next line that is neither empty nor MESSAGE/DEBUG. */
    private String answer(long deadline, String command, long limitMs) throws EngineFault {
        while (true) {
            Reply r = engine.readLine(deadline);
            if (!r.isLine()) {
                throw EngineFault.noLine(r, engine, command, limitMs);
            }
            String text = r.line().trim();
            if (text.isEmpty()) {
                continue;
            }
            if (isChatter(text)) {
                chatter(text);
                continue;
            }
            return text;
        }
    }

    /** MESSAGE and DEBUG lines: for the user, never an answer. */
    private static boolean isChatter(String line) {
        String u = line.toUpperCase(Locale.ROOT);
        return u.startsWith("MESSAGE") || u.startsWith("DEBUG");
    }

    /** ERROR and UNKNOWN: the brain's word that it could not do what a command asked. */
    private static boolean isErrorReply(String line) {
        String u = line.toUpperCase(Locale.ROOT);
        return u.startsWith("ERROR") || u.startsWith("UNKNOWN");
    }

    /** END, then about one second to exit, as managers allow, then kill. */
    @Override
    public void close() {
        engine.send("END");
        engine.close(1000);
    }
}
