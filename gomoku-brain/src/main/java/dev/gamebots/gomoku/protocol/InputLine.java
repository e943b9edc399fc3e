package dev.gamebots.gomoku.protocol;

/**
 * A line from the manager: stripped, only its first {@link LineReader#MAX_KEPT_BYTES} bytes when
 * {@code truncated}; its length in bytes and the moment it was read (a move's clock starts then).
 */
record InputLine(String text, long nanos, long length, boolean truncated) {

    /** The text quoted for a reply. */
    String quoted() {
        return Excerpt.quote(text, length, truncated);
    }

    /** True for a whole line that says {@code word} (any case). */
    boolean is(String word) {
        return !truncated && text.equalsIgnoreCase(word);
    }
}
