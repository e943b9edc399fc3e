package dev.gamebots.bench.arena.process;

/**
 * What one read from an engine's stdout gave: a line, the end of its output (it exited or closed
 * stdout), or nothing before the deadline. {@code nanos} is when the line arrived (System.nanoTime),
 * or when the read gave up.
 */
public record Reply(Kind kind, String line, long nanos) {

    /** The three ways a read ends. */
    public enum Kind { LINE, EOF, TIMEOUT }

    public boolean isLine() {
        return kind == Kind.LINE;
    }
}
