package dev.gamebots.mancala.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Reads the controller's lines on a daemon thread and stamps each with the clock reading at which it
 * arrived, so a move's time is counted from the moment the request came in, and so the protocol can
 * wait for input with a timeout (after {@code END}).
 */
final class InputLines {

    /** A line and when it arrived ({@link System#nanoTime()}); {@code text} null means end of input. */
    record Line(String text, long arrivedNanos) {
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
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String s;
            while ((s = r.readLine()) != null) {
                queue.add(new Line(s, System.nanoTime()));
            }
        } catch (IOException | RuntimeException e) {
            // Treated as end of input below.
        } finally {
            queue.add(new Line(null, System.nanoTime()));
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
