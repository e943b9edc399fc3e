package dev.gamebots.othello.protocol;

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
 *   <li>how late a line may have been seen: a pause of the whole process (a garbage collection, a
 *       starved core) delays the reader too, and a line stamped after it may have waited through it.
 *       A ticker thread notes the clock every {@value #TICK_MS} ms; when its ticks stopped for
 *       longer than {@value #STALL_MS} ms around a line's arrival, the line is stamped with the
 *       pause's start (in a loaded test game a line was stamped a second after it was sent, and the
 *       answer the engine timed at 20 ms overran a 1 s budget);</li>
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

    /** How often the ticker notes the clock. */
    static final long TICK_MS = 5;
    /** A gap between ticks longer than this is a pause of the process. */
    static final long STALL_MS = 40;

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
    private volatile long lastTick;
    private volatile long stallFrom;
    private volatile long stallTo = Long.MIN_VALUE / 2;

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
        reader.lastTick = clock.nanoTime();
        Thread ticker = new Thread(reader::tick, "input-ticker");
        ticker.setDaemon(true);
        ticker.start();
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

    private void tick() {
        while (!ended) {
            long now = clock.nanoTime();
            if (now - lastTick > STALL_MS * 1_000_000L) {
                stallFrom = lastTick;
                stallTo = now;
            }
            lastTick = now;
            try {
                Thread.sleep(TICK_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /**
     * The earliest moment a line seen now may have arrived: now, or the start of a pause of the
     * process that is going on or has just ended; never before the previous line.
     */
    private long arrival(long previous) {
        long now = clock.nanoTime();
        long stall = STALL_MS * 1_000_000L;
        long arrival = now;
        long tick = lastTick;
        if (now - tick > stall) {
            arrival = tick; // the ticker has not run since: the pause is still being left
        } else if (now - stallTo < stall) {
            arrival = stallFrom; // a pause has just ended
        }
        return Math.max(arrival, previous);
    }

    private void readAll() {
        BoundedLineReader reader = new BoundedLineReader(in, maxBytes);
        boolean first = true;
        long previous = Long.MIN_VALUE;
        try {
            while (true) {
                String text = reader.readLine();
                if (text == null) {
                    break;
                }
                long arrival = first && lineWaitingAtStart ? processStartNanos : arrival(previous);
                first = false;
                previous = arrival;
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
