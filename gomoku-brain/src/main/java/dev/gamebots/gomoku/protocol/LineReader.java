package dev.gamebots.gomoku.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads the manager's lines with bounded memory. A line ends at LF, CR LF or a lone CR (as
 * {@link java.io.BufferedReader#readLine} did). Only the first {@link #MAX_KEPT_BYTES} bytes of a
 * line are kept; the rest is counted and dropped as it streams by, so a 5 MB garbage line costs a
 * few kilobytes, not 5 MB of bytes plus 10 MB of chars (a protocol line is a few dozen bytes; the
 * longest real ones, {@code INFO folder <path>}, stay far below the bound).
 */
final class LineReader {

    /** Bytes of a line kept; longer lines are reported as {@link RawLine#truncated()}. */
    static final int MAX_KEPT_BYTES = 4096;

    /** One line: its kept text (UTF-8, malformed bytes replaced), its full length in bytes, whether it was cut. */
    record RawLine(String text, long length, boolean truncated) {
    }

    private final InputStream in;
    private final byte[] buffer = new byte[8192];
    private final byte[] kept = new byte[MAX_KEPT_BYTES];
    private int pos;
    private int limit;
    /** The previous line ended with CR: an LF right after it belongs to that line ending. */
    private boolean skipLf;

    LineReader(InputStream in) {
        this.in = in;
    }

    /** The next line, or null at the end of input (a last line without a line break is returned first). */
    RawLine next() throws IOException {
        int keptLength = 0;
        long length = 0;
        boolean any = false;
        while (true) {
            if (pos == limit) {
                limit = in.read(buffer, 0, buffer.length);
                pos = 0;
                if (limit <= 0) {
                    limit = 0;
                    return any ? line(keptLength, length) : null;
                }
            }
            byte b = buffer[pos++];
            if (skipLf) {
                skipLf = false;
                if (b == '\n') {
                    continue;
                }
            }
            any = true;
            if (b == '\n' || b == '\r') {
                skipLf = b == '\r';
                return line(keptLength, length);
            }
            if (keptLength < MAX_KEPT_BYTES) {
                kept[keptLength++] = b;
            }
            length++;
        }
    }

    private RawLine line(int keptLength, long length) {
        return new RawLine(new String(kept, 0, keptLength, StandardCharsets.UTF_8), length, length > keptLength);
    }
}
