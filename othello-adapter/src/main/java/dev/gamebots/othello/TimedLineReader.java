package dev.gamebots.othello;

import dev.gamebots.core.Clock;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Reads the input on a thread of its own, so that the engine learns two things a blocking read
 * inside the protocol loop cannot tell it:
 * <ul>
 *   <li>when each line arrived: the reader is blocked in {@code read} while the engine is idle, so a
 *       line is stamped the moment it comes, and time spent waiting for the opponent is never
 *       charged to the next move. A line already waiting when the reader starts was sent while the
 *       process was starting: it is stamped with the process's start, because the sender's clock
 *       has been running since then;</li>
 *   <li>when the input ends: {@link #onEndOfInput} runs at once on the reader thread, while the
 *       engine may still be searching, so a search whose manager has gone can be stopped.</li>
 * </ul>
 * Lines longer than the limit are consumed without being stored ({@link BoundedLineReader}).
 */
public final class TimedLineReader {

    /** One input line and the clock reading of its arrival. */
    public record Line(String text, long arrivalNanos) {

        /** True for a line that exceeded the byte limit (its text was not kept). */
        public boolean overlong() {
            return text == BoundedLineReader.OVERLONG;
        }
    }

    /** Marks the end of input (or a read error) in the queue. */
    private static final Line END = new Line(null, 0);

    private final LinkedBlockingQueue<Line> queue = new LinkedBlockingQueue<>();
    private final InputStream in;
    private final int maxBytes;
    private final Clock clock;
    private final long processStartNanos;
    private final Runnable onEndOfInput;
    private volatile boolean lineWaitingAtStart;
    private volatile boolean ended;
    private volatile String failure;

    /**
     * @param processStartNanos clock reading of the process's start (lines already waiting are stamped with it)
     * @param onEndOfInput      runs on the reader thread as soon as the input ends (may be null)
     */
    private TimedLineReader(InputStream in, int maxBytes, Clock clock, long processStartNanos, Runnable onEndOfInput) {
        this.in = in;
        this.maxBytes = maxBytes;
        this.clock = clock;
        this.processStartNanos = processStartNanos;
        this.onEndOfInput = onEndOfInput;
    }

    /** Starts reading {@code in} on a daemon thread. */
    public static TimedLineReader start(InputStream in, int maxBytes, Clock clock, long processStartNanos,
                                        Runnable onEndOfInput) {
        TimedLineReader reader = new TimedLineReader(in, maxBytes, clock, processStartNanos, onEndOfInput);
        // Asked before the thread starts, so that the caller can rely on it at once (see lineWaitingAtStart()).
        reader.lineWaitingAtStart = available(in);
        Thread t = new Thread(reader::readAll, "input");
        t.setDaemon(true);
        t.start();
        return reader;
    }

    /** True when input was already waiting when reading began (the sender did not wait for us). */
    public boolean lineWaitingAtStart() {
        return lineWaitingAtStart;
    }

    /** True once the input has ended (the line queue may still hold lines read before). */
    public boolean ended() {
        return ended;
    }

    /** The read error that ended the input, or null (end of input proper). */
    public String failure() {
        return failure;
    }

    /** The next line, waiting for it; null at end of input. */
    public Line take() {
        try {
            Line l = queue.take();
            if (l == END) {
                queue.add(END); // every later call answers null too
                return null;
            }
            return l;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** True when a line (or the end of input) is queued, so {@link #take} would not wait. */
    public boolean hasQueued() {
        return !queue.isEmpty();
    }

    private void readAll() {
        BoundedLineReader reader = new BoundedLineReader(in, maxBytes);
        boolean first = true;
        try {
            while (true) {
                String text = reader.readLine();
                if (text == null) {
                    break;
                }
                long arrival = first && lineWaitingAtStart ? processStartNanos : clock.nanoTime();
                first = false;
                queue.add(new Line(text, arrival));
            }
        } catch (IOException e) {
            failure = e.getMessage() == null ? e.toString() : e.getMessage();
        } finally {
            ended = true;
            queue.add(END);
            if (onEndOfInput != null) {
                try {
                    onEndOfInput.run();
                } catch (RuntimeException e) {
                    // the protocol loop still sees the end of input and returns
                }
            }
        }
    }

    private static boolean available(InputStream in) {
        try {
            return in.available() > 0;
        } catch (IOException e) {
            return false;
        }
    }
}
