package dev.gamebots.gomoku.protocol;

import dev.gamebots.core.Clock;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The manager's lines, read all the time by a reader thread and queued with the moment each was
 * read, so that a command that arrives while the brain thinks waits here and is never dropped. END
 * and the end of input are seen at once by the reader, which calls the {@code onEnd} action (the
 * session stops searching) and queues an end mark behind what was read before them: those commands
 * are still served, in order, then the brain exits.
 */
final class CommandQueue {

    /** Queued after END or at the end of input. */
    private static final InputLine END_MARK = new InputLine("END", 0, 3, false);

    private final InputStream in;
    private final Clock clock;
    private final PrintStream log;
    private final BlockingQueue<InputLine> queue = new LinkedBlockingQueue<>();

    CommandQueue(InputStream in, Clock clock, PrintStream log) {
        this.in = in;
        this.clock = clock;
        this.log = log;
    }

    /** Run when a YXSTOP is taken from the queue (by whoever takes it: a block's reader too). */
    private Runnable onStopTaken = () -> {
    };

    /**
     * Starts the reader thread (a daemon); {@code onEnd} runs on it at END or the end of input,
     * {@code onStop} when it reads YXSTOP, and {@code onStopTaken} on the taker's thread when that
     * YXSTOP's turn comes in the queue: the stop holds for the commands read before it, not after.
     */
    void start(Runnable onEnd, Runnable onStop, Runnable onStopTaken) {
        this.onStopTaken = onStopTaken;
        Thread reader = new Thread(() -> readLoop(onEnd, onStop), "gomocup-reader");
        reader.setDaemon(true);
        reader.start();
    }

    private void readLoop(Runnable onEnd, Runnable onStop) {
        try (InputStream input = in) {
            LineReader r = new LineReader(input);
            LineReader.RawLine raw;
            while ((raw = r.next()) != null) {
                long now = clock.nanoTime();
                InputLine line = new InputLine(raw.text().strip(), now, raw.length(), raw.truncated());
                if (line.is("END")) {
                    break;
                }
                if (line.is("YXSTOP")) {
                    onStop.run(); // at once: the protocol's thread may be waiting for that search's move
                }
                queue.add(line);
            }
        } catch (IOException e) {
            log.println("gomoku-brain: input error: " + e.getMessage());
        }
        // END, or the end of input (nobody will send more): stop searching at once, answer what was
        // read before (a script piped into the brain gets its replies), then exit.
        onEnd.run();
        queue.add(END_MARK);
    }

    /** The next line, or null at END (and every later call: the mark stays queued). */
    InputLine next() {
        try {
            InputLine line = queue.take();
            if (line == END_MARK) {
                queue.add(line);
                return null;
            }
            if (line.is("YXSTOP")) {
                onStopTaken.run();
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
