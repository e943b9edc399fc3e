package dev.gamebots.bench.arena.match;

import dev.gamebots.bench.arena.process.EngineProcess;
import dev.gamebots.bench.arena.process.Reply;
import java.util.List;

/** Thrown by a seat when its engine commits a {@link Fault}; the referee turns it into a verdict. */
public final class EngineFault extends Exception {

    private static final long serialVersionUID = 1L;
    private final Fault fault;

    public EngineFault(Fault fault, String detail) {
        super(detail);
        this.fault = fault;
    }

    public Fault fault() {
        return fault;
    }

    public String detail() {
        return getMessage();
    }

    /** The fault for a read that gave no line: TIMEOUT, or CRASH with the exit code and last stderr line. */
    public static EngineFault noLine(Reply reply, EngineProcess engine, String waitingFor, long limitMs) {
        if (reply.kind() == Reply.Kind.TIMEOUT) {
            return new EngineFault(Fault.TIMEOUT, "no answer to " + waitingFor + " within " + limitMs + " ms");
        }
        StringBuilder why = new StringBuilder("output ended while waiting for an answer to " + waitingFor);
        try {
            engine.kill();
        } finally {
            Integer code = engine.exitCode();
            if (code != null) {
                why.append(" (exit code ").append(code).append(')');
            }
            List<String> tail = engine.stderrTail();
            if (!tail.isEmpty()) {
                why.append("; stderr: ").append(tail.get(tail.size() - 1));
            }
        }
        return new EngineFault(Fault.CRASH, why.toString());
    }

    /** The fault for a program that could not be started at all (not found, not executable). */
    public static EngineFault cannotStart(List<String> argv, java.io.IOException e) {
        return new EngineFault(Fault.CRASH, "cannot start " + argv.get(0) + ": " + e.getMessage());
    }

    /** The fault for lines the engine printed when nothing was asked. */
    public static EngineFault extraOutput(List<String> lines, String when) {
        return new EngineFault(Fault.EXTRA_OUTPUT, "unexpected stdout " + when + ": " + quote(lines.get(0))
                + (lines.size() > 1 ? " (+" + (lines.size() - 1) + " more lines)" : ""));
    }

    /** A line for a message, cut to 80 characters. */
    public static String quote(String line) {
        String s = line.length() > 80 ? line.substring(0, 80) + "..." : line;
        return '"' + s + '"';
    }
}
