package dev.gamebots.bench.arena.mancala;

import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.process.EngineProcess;
import dev.gamebots.bench.arena.process.FileTail;
import dev.gamebots.bench.arena.process.Reply;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One bot in one game, spoken to in the contest's wire format (mancala-protocol.md):
 * {@code START id} -> {@code OK}, {@code MOVE} -> a hole 1..6, {@code OPPONENT h} -> {@code OK},
 * {@code END}. Every failure is thrown as an {@link EngineFault}.
 */
final class MancalaSeat implements AutoCloseable {

    /** How long the bot's log must not grow before the bot is asked again (the page's thinking). */
    static final long LOG_QUIET_MS = 100;

    private final EngineProcess engine;
    private final Path botLog;
    private long moveNanos;
    private FileTail logTail;

    private MancalaSeat(EngineProcess engine, Path botLog) {
        this.engine = engine;
        this.botLog = botLog;
    }

    /** Starts the bot as {@code argv + [botLog]}; a program that cannot start is a crash. */
    static MancalaSeat start(String label, List<String> argv, Path botLog, Path transcript) throws EngineFault {
        List<String> full = new ArrayList<>(argv);
        full.add(botLog.toAbsolutePath().toString());
        try {
            return new MancalaSeat(EngineProcess.start(label, full, null, transcript), botLog);
        } catch (IOException e) {
            throw EngineFault.cannotStart(full, e);
        }
    }

    /**
     * Hears the bot's log file as it grows, and its stderr, line by line: the contest protocol
     * carries nothing but moves, so the log the bot is started with is where it tells what it
     * thinks (the play page shows it). Followed until {@link #close()}.
     */
    void onThinking(Consumer<String> listener) {
        engine.onStderr(listener);
        if (logTail == null) {
            logTail = FileTail.follow(botLog, listener);
        }
    }

    /**
     * Waits (at most a second) until the bot's log has been quiet for {@value #LOG_QUIET_MS} ms: it
     * writes its search after its answer, and the page ties those lines to that move.
     */
    void awaitQuietLog() {
        if (logTail != null) {
            logTail.awaitQuiet(LOG_QUIET_MS, 1000);
        }
    }

    /** Total time spent answering MOVE, in nanoseconds (the contest's tie-break). */
    long moveNanos() {
        return moveNanos;
    }

    void startGame(int playerId, long limitMs) throws EngineFault {
        expectOk("START " + playerId, limitMs);
    }

    void opponent(int hole, long limitMs) throws EngineFault {
        expectOk("OPPONENT " + hole, limitMs);
    }

    /**
     * Asks for a move; returns the hole and the time it took. Text that is not a number 1..6 is
     * garbage; whether the hole may be played is the referee's business.
     */
    Move move(long limitMs) throws EngineFault {
        checkQuiet("before MOVE");
        long sent = System.nanoTime();
        engine.send("MOVE");
        Reply r = engine.readLine(sent + limitMs * 1_000_000L);
        if (!r.isLine()) {
            throw EngineFault.noLine(r, engine, "MOVE", limitMs);
        }
        long took = r.nanos() - sent;
        moveNanos += took;
        if (took > limitMs * 1_000_000L) {
            // Arrived after the limit, before this thread woke up to look: the arrival time is judged.
            throw new EngineFault(Fault.TIMEOUT, "answered MOVE after " + took / 1_000_000L + " ms, limit "
                    + limitMs + " ms");
        }
        String text = r.line().trim();
        int hole;
        try {
            hole = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new EngineFault(Fault.GARBAGE, "answered MOVE with " + EngineFault.quote(r.line()));
        }
        if (hole < 1 || hole > KalahBoard.HOLES) {
            throw new EngineFault(Fault.ILLEGAL, "hole " + hole + " is not 1..6");
        }
        return new Move(hole, took);
    }

    /** A hole chosen and the nanoseconds the bot took. */
    record Move(int hole, long nanos) {
    }

    void end(String text) {
        engine.send(text.isEmpty() ? "END" : "END " + text);
    }

    private void expectOk(String command, long limitMs) throws EngineFault {
        checkQuiet("before " + command.split(" ")[0]);
        long sent = System.nanoTime();
        engine.send(command);
        Reply r = engine.readLine(sent + limitMs * 1_000_000L);
        if (!r.isLine()) {
            throw EngineFault.noLine(r, engine, command, limitMs);
        }
        if (!r.line().trim().equalsIgnoreCase("OK")) {
            throw new EngineFault(Fault.GARBAGE, "answered " + command + " with " + EngineFault.quote(r.line()));
        }
    }

    private void checkQuiet(String when) throws EngineFault {
        List<String> extra = engine.takePendingLines();
        if (!extra.isEmpty()) {
            throw EngineFault.extraOutput(extra, when);
        }
    }

    /** Lets the bot exit on its own within a second (the contest's rule), then kills it. */
    @Override
    public void close() {
        engine.close(1000);
        if (logTail != null) {
            logTail.close();
        }
    }
}
