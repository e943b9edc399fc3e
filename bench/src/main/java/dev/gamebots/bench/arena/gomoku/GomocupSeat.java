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

/**
 * One brain in one game, driven as a Gomocup manager drives it (gomocup-protocol.md): START and
 * ABOUT at start-up, INFO lines, then BEGIN / TURN x,y / BOARD ... DONE for each move, END at the
 * end. MESSAGE and DEBUG lines are collected, never taken as answers; UNKNOWN or ERROR where a
 * move is expected, anything else that is not "x,y", and stray lines between turns are faults.
 */
final class GomocupSeat implements AutoCloseable {

    private final EngineProcess engine;
    private final List<String> messages = new ArrayList<>();
    private String about = "";
    private long usedNanos;

    private GomocupSeat(EngineProcess engine) {
        this.engine = engine;
    }

    static GomocupSeat start(String label, List<String> argv, Path transcript) throws EngineFault {
        try {
            return new GomocupSeat(EngineProcess.start(label, argv, null, transcript));
        } catch (IOException e) {
            throw new EngineFault(Fault.CRASH, "cannot start " + argv.get(0) + ": " + e.getMessage());
        }
    }

    /** START, then ABOUT, then the INFO lines. Start-up time is not charged to the game clock. */
    void init(int size, List<String> infos, long startMs) throws EngineFault {
        long deadline = System.nanoTime() + startMs * 1_000_000L;
        engine.send("START " + size);
        String ok = answer(deadline, "START " + size, startMs);
        if (!ok.equalsIgnoreCase("OK")) {
            throw new EngineFault(ok.toUpperCase(Locale.ROOT).startsWith("ERROR") ? Fault.ERROR : Fault.GARBAGE,
                    "answered START " + size + " with " + EngineFault.quote(ok));
        }
        engine.send("ABOUT");
        about = answer(deadline, "ABOUT", startMs);
        for (String info : infos) {
            engine.send("INFO " + info);
        }
    }

    /** The brain's ABOUT line (name="...", ...), for the record. */
    String about() {
        return about;
    }

    List<String> messages() {
        return messages;
    }

    long usedNanos() {
        return usedNanos;
    }

    /**
     * Sends a move request ({@code lines}: INFO time_left then BEGIN, TURN or BOARD...DONE) and
     * returns the answer {x, y, nanos}; the clock runs from the request to the answer.
     */
    long[] move(List<String> lines, long limitMs) throws EngineFault {
        List<String> extra = engine.takePendingLines();
        extra.removeIf(GomocupSeat::isChatter);
        if (!extra.isEmpty()) {
            throw EngineFault.extraOutput(extra, "between turns");
        }
        long sent = System.nanoTime();
        for (String l : lines) {
            engine.send(l);
        }
        String command = lines.get(lines.size() - 1).equals("DONE") ? "BOARD" : lines.get(lines.size() - 1);
        Reply r;
        while (true) {
            r = engine.readLine(sent + limitMs * 1_000_000L);
            if (!r.isLine()) {
                usedNanos += System.nanoTime() - sent;
                throw EngineFault.noLine(r, engine, command, limitMs);
            }
            if (!isChatter(r.line())) {
                break;
            }
            messages.add(r.line());
        }
        long took = r.nanos() - sent;
        usedNanos += took;
        if (took > limitMs * 1_000_000L) {
            // The line came after the limit but before this thread woke up to look (a loaded machine):
            // the time the line arrived is what a manager judges.
            throw new EngineFault(Fault.TIMEOUT, "answered " + command + " after " + took / 1_000_000L
                    + " ms, limit " + limitMs + " ms");
        }
        String text = r.line().trim();
        String upper = text.toUpperCase(Locale.ROOT);
        if (upper.startsWith("ERROR") || upper.startsWith("UNKNOWN")) {
            throw new EngineFault(Fault.ERROR, "answered " + command + " with " + EngineFault.quote(text));
        }
        String[] xy = text.split(",");
        try {
            if (xy.length == 2) {
                return new long[] {Integer.parseInt(xy[0].trim()), Integer.parseInt(xy[1].trim()), took};
            }
        } catch (NumberFormatException e) {
            // falls through to garbage
        }
        throw new EngineFault(Fault.GARBAGE, "answered " + command + " with " + EngineFault.quote(text));
    }

    /** Reads the next line that is not MESSAGE/DEBUG. */
    private String answer(long deadline, String command, long limitMs) throws EngineFault {
        while (true) {
            Reply r = engine.readLine(deadline);
            if (!r.isLine()) {
                throw EngineFault.noLine(r, engine, command, limitMs);
            }
            if (isChatter(r.line())) {
                messages.add(r.line());
                continue;
            }
            return r.line().trim();
        }
    }

    /** MESSAGE and DEBUG lines: for the user, never an answer. */
    private static boolean isChatter(String line) {
        String u = line.trim().toUpperCase(Locale.ROOT);
        return u.startsWith("MESSAGE") || u.startsWith("DEBUG");
    }

    /** END, then about one second to exit, as managers allow, then kill. */
    @Override
    public void close() {
        engine.send("END");
        engine.close(1000);
    }
}
