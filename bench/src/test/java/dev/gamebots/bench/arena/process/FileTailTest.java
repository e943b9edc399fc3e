package dev.gamebots.bench.arena.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A followed file hands on each complete line once, in order, as another writer appends: a line
 * written in pieces only when its newline comes, a file that appears late, one truncated (rotated)
 * read again from its start, and nothing after close.
 */
class FileTailTest {

    @TempDir
    Path dir;

    private static void append(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    private static String next(BlockingQueue<String> lines) throws InterruptedException {
        // Generous: the tail looks every 100 ms; a loaded machine may be slower, nothing here is timed.
        return lines.poll(20, TimeUnit.SECONDS);
    }

    @Test
    void completeLinesComeInOrderAsTheFileGrows() throws Exception {
        Path file = dir.resolve("bot.log");
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        try (FileTail tail = FileTail.follow(file, lines::add)) {
            append(file, "search depth 1: move 3\r\nsearch dep");
            assertEquals("search depth 1: move 3", next(lines), "the file appeared after the tail started");
            append(file, "th 2: move 4, 57 nodes\n");
            assertEquals("search depth 2: move 4, 57 nodes", next(lines), "a line written in two pieces, whole");
            Files.writeString(file, "new log\n"); // truncated, as a rotated log starts afresh
            assertEquals("new log", next(lines));
            append(file, "x".repeat(FileTail.MAX_LINE_CHARS + 10) + "\nafter\n");
            assertEquals(FileTail.MAX_LINE_CHARS, next(lines).length(), "an over-long line is cut");
            assertEquals("after", next(lines));
        }
        append(file, "too late\n");
        assertNull(lines.poll(500, TimeUnit.MILLISECONDS), "nothing after close");
    }
}
