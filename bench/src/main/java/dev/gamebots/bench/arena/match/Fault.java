package dev.gamebots.bench.arena.match;

/** How an engine lost by breaking the protocol or the rules rather than on the board. */
public enum Fault {
    /** No answer before the time limit (plus tolerance). */
    TIMEOUT,
    /** The process exited, closed its output, or could not be started. */
    CRASH,
    /** An answer that is not a move in the protocol's syntax. */
    GARBAGE,
    /** A well-formed move the rules do not allow (occupied point, empty hole, square not in legal_moves). */
    ILLEGAL,
    /** A renju forbidden move by black (double-three, double-four, overline). */
    FORBIDDEN,
    /** The engine answered ERROR or UNKNOWN where a move was expected. */
    ERROR,
    /** Lines on stdout that the protocol does not expect at that point. */
    EXTRA_OUTPUT;

    /** The lower-case name used in records and tables. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
