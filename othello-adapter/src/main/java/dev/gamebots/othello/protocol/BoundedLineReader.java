package dev.gamebots.othello.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads lines of at most a fixed number of bytes from a stream. A longer line is consumed to its end
 * without being stored and reported as {@link #OVERLONG}, so a runaway input never exhausts memory.
 */
public final class BoundedLineReader {

    /** Returned instead of a line that was longer than the limit. */
    public static final String OVERLONG = new String("<over-long line>");

    private final InputStream in;
    private final int maxBytes;
    private final byte[] line;
    private final byte[] chunk = new byte[8192];
    private int chunkPos;
    private int chunkLen;

    public BoundedLineReader(InputStream in, int maxBytes) {
        this.in = in;
        this.maxBytes = maxBytes;
        this.line = new byte[maxBytes];
    }

    /**
     * The next line without its terminator ({@code \n}, {@code \r\n}), {@link #OVERLONG} (compare by
     * identity) when it exceeded the limit, or null at end of input.
     */
    public String readLine() throws IOException {
        int len = 0;
        boolean overlong = false;
        boolean any = false;
        while (true) {
            if (chunkPos == chunkLen) {
                chunkLen = in.read(chunk, 0, chunk.length);
                chunkPos = 0;
                if (chunkLen <= 0) {
                    chunkLen = 0;
                    if (!any) {
                        return null;
                    }
                    break;
                }
            }
            any = true;
            byte b = chunk[chunkPos++];
            if (b == '\n') {
                break;
            }
            if (len < maxBytes) {
                line[len++] = b;
            } else {
                overlong = true;
            }
        }
        if (overlong) {
            return OVERLONG;
        }
        if (len > 0 && line[len - 1] == '\r') {
            len--;
        }
        return new String(line, 0, len, StandardCharsets.UTF_8);
    }
}
