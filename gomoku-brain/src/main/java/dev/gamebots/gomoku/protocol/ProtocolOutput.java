package dev.gamebots.gomoku.protocol;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The brain's stdout: one protocol line at a time, ended by LF only (never CR LF: liskvork rejects
 * {@code x,y\r}) and flushed at once. After {@link #close()} (END) nothing more is written. Line
 * breaks inside a message are replaced so that every write is exactly one line.
 */
final class ProtocolOutput {

    private final OutputStream out;
    private boolean closed;

    ProtocolOutput(OutputStream out) {
        this.out = out;
    }

    /** Writes one line and flushes; ignored after {@link #close()}. */
    synchronized void line(String text) {
        if (closed) {
            return;
        }
        String clean = text.replace('\r', ' ').replace('\n', ' ');
        try {
            out.write((clean + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            closed = true; // the manager closed the pipe: nothing more can be said
        }
    }

    /** No more output from now on (END). */
    synchronized void close() {
        closed = true;
    }
}
