package dev.gamebots.mancala.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Reads the controller's lines on a daemon thread and stamps each with the clock reading at which it
 * arrived, so a move's time is counted from the moment the request came in, and so the protocol can
 * wait for input with a timeout (after {@code END}). Lines are read with a bound: a command is a
 * few characters, so of a longer line only the first {@link #MAX_KEPT} characters are kept (with the
 * full length), and a controller sending megabytes without a line break cannot exhaust the heap.
 */
final class InputLines {

    /** Characters kept of one line; the longest valid command ("OPPONENT 6" with spaces) is far shorter. */
    static final int MAX_KEPT = 1024;

    /**
     * A line and when it arrived ({@link System#nanoTime()}); {@code text} null means end of input.
     * {@code length} is the line's full length; when it exceeds {@link #MAX_KEPT}, {@code text} holds
     * only the first {@code MAX_KEPT} characters.
     */
    record Line(String text, int length, long arrivedNanos) {
        boolean isEnd() {
            return text == null;
        }
    }

    private final BlockingQueue<Line> queue = new LinkedBlockingQueue<>();

    InputLines(InputStream in) {
        Thread reader = new Thread(() -> pump(in), "mancala-input");
        reader.setDaemon(true);
        reader.start();
    }

    private void pump(InputStream in) {
        // Line ends as BufferedReader.readLine: LF, CR or CR LF. The count saturates instead of overflowing.
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            char[] buf = new char[8192];
            StringBuilder kept = new StringBuilder();
            int length = 0;
            boolean inLine = false;
            boolean afterCr = false;
            int n;
            while ((n = r.read(buf)) > 0) {
                for (int i = 0; i < n; i++) {
                    char c = buf[i];
                    if (c == '\n' && afterCr) {
                        afterCr = false;
                        continue;
                    }
                    afterCr = c == '\r';
                    if (c == '\n' || c == '\r') {
                        queue.add(new Line(kept.toString(), length, System.nanoTime()));
                        kept.setLength(0);
                        length = 0;
                        inLine = false;
                    } else {
                        inLine = true;
                        if (length < MAX_KEPT) {
                            kept.append(c);
                        }
                        if (length < Integer.MAX_VALUE) {
                            length++;
                        }
                    }
                }
            }
            if (inLine) {
                queue.add(new Line(kept.toString(), length, System.nanoTime()));
            }
        } catch (IOException | RuntimeException e) {
            // Treated as end of input below.
        } finally {
            queue.add(new Line(null, 0, System.nanoTime()));
        }
    }

    /** The next line, waiting as long as needed. */
    Line next() throws InterruptedException {
        return queue.take();
    }

    /** The next line, or null when none arrives within {@code millis}. */
    Line next(long millis) throws InterruptedException {
        return queue.poll(millis, TimeUnit.MILLISECONDS);
    }
}
