package dev.gamebots.bench.arena.process;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;

/**
 * Follows a file that another process appends to, as {@code tail -f} does: a daemon thread looks
 * for new bytes every {@link #POLL_MS} and hands each complete line to a listener. The play page
 * shows a Kalah bot's log file this way, the one place the contest protocol lets a bot say what it
 * thinks. A file that shrinks (rotated, truncated) is read again from its start; a file not there
 * yet is waited for; over-long lines are cut. It only reads: the file stays the bot's.
 */
public final class FileTail implements AutoCloseable {

    /** How often the file is looked at: the page polls every 250 ms. */
    static final long POLL_MS = 100;
    /** Longest line handed on; the rest of a longer one is dropped. */
    static final int MAX_LINE_CHARS = 4096;
    /** Bytes read per look at most, so that a flood of log lines cannot hold the thread. */
    private static final int CHUNK_BYTES = 1 << 16;

    private final Path file;
    private final Consumer<String> listener;
    private final ByteArrayOutputStream partial = new ByteArrayOutputStream();
    private final ByteBuffer chunk = ByteBuffer.allocate(CHUNK_BYTES);
    private final Thread thread;
    private volatile boolean closed;
    private long offset;

    private FileTail(Path file, Consumer<String> listener) {
        this.file = file;
        this.listener = listener;
        this.thread = new Thread(this::run, "tail-" + file.getFileName());
        this.thread.setDaemon(true);
    }

    /** Starts following {@code file} from its beginning. */
    public static FileTail follow(Path file, Consumer<String> listener) {
        FileTail t = new FileTail(file, listener);
        t.thread.start();
        return t;
    }

    private void run() {
        while (!closed) {
            readNew();
            try {
                Thread.sleep(POLL_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /**
     * Reads on until the file has not grown for {@code quietMs}, at most {@code maxMs}: a bot that
     * logs its search after its answer has then written it (the play page ties the lines to the move
     * before the bot is asked again).
     */
    public void awaitQuiet(long quietMs, long maxMs) {
        long end = System.nanoTime() + maxMs * 1_000_000L;
        long quietSince = System.nanoTime();
        long seen = -1;
        while (!closed && System.nanoTime() < end && System.nanoTime() - quietSince < quietMs * 1_000_000L) {
            long now = readNew();
            if (now != seen) {
                seen = now;
                quietSince = System.nanoTime();
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Reads what was appended since the last look and hands on the complete lines; returns the bytes read so far. */
    synchronized long readNew() {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            if (ch.size() < offset) {
                offset = 0; // rotated or truncated: the new file from its start
                partial.reset();
            }
            int n;
            do {
                chunk.clear();
                n = ch.read(chunk, offset);
                if (n > 0) {
                    offset += n;
                    split(chunk.array(), n);
                }
            } while (n == CHUNK_BYTES && !closed);
        } catch (NoSuchFileException e) {
            // not written yet: look again later
        } catch (IOException e) {
            // unreadable for now: the next look tries again
        }
        return offset;
    }

    private void split(byte[] bytes, int length) {
        for (int i = 0; i < length; i++) {
            byte b = bytes[i];
            if (b == '\n') {
                String line = partial.toString(StandardCharsets.UTF_8);
                partial.reset();
                if (line.endsWith("\r")) {
                    line = line.substring(0, line.length() - 1);
                }
                deliver(line);
            } else if (partial.size() < MAX_LINE_CHARS * 4) {
                partial.write(b);
            }
        }
    }

    private void deliver(String line) {
        if (closed) {
            return;
        }
        try {
            listener.accept(line.length() > MAX_LINE_CHARS ? line.substring(0, MAX_LINE_CHARS) : line);
        } catch (RuntimeException e) {
            // a listener's failure must not stop the following
        }
    }

    /** Stops following (what is read so far was handed on). */
    @Override
    public void close() {
        closed = true;
        thread.interrupt();
    }
}
