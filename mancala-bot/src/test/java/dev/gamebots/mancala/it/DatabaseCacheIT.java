package dev.gamebots.mancala.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.mancala.session.Preparation;
import dev.gamebots.mancala.solver.DatabaseCache;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 15: the endgame database cache stayed empty after 2 piped and 4 arena games, because each
 * process exited before its 20 s build finished and the cache was written only at the end of the
 * build. Now every process leaves its progress in a valid file that the next one resumes. Real
 * processes, the contest's call, the cache in a folder of the test (system property
 * {@value DatabaseCache#DIR_PROPERTY}), never the machine's temp folder.
 */
class DatabaseCacheIT {

    @Test
    void aShortGameLeavesAValidCacheFileAndTheNextProcessAddsToIt(@TempDir Path dir) throws Exception {
        Path cacheDir = dir.resolve("cache");
        DatabaseCache cache = new DatabaseCache(cacheDir);
        int k = Preparation.DEFAULT_DATABASE_SEEDS;

        // A game cut short: a book move, END, and stdin closed at once (as the arena does).
        Path log1 = dir.resolve("1.log");
        try (BotProcess bot = start(cacheDir, log1, dir.resolve("1.err"))) {
            bot.send("START 1");
            assertEquals("OK", bot.receive(30_000));
            bot.send("MOVE");
            assertNotNull(bot.receive(30_000));
            // Until the preparation thread is past its warm-up (both the old and the new bot log it),
            // then until the first timed save (2 s into the build) but at most 6 s: far less than the
            // build (about 20 s), so the game ends with the build unfinished, and a loaded machine
            // still has the save asked for at END.
            waitForLog(log1, l -> l.contains("warm-up"), 30_000);
            waitForLog(log1, l -> l.contains("endgame database cache: saved"), 6_000);
            bot.send("END");
            bot.process.getOutputStream().close();
            // A margin a loaded machine meets; the exit time is measured in docs/mancala.md.
            assertTrue(bot.process.waitFor(30, TimeUnit.SECONDS), "exits after END");
            assertEquals(0, bot.process.exitValue());
        }
        DatabaseCache.Saved first = cache.loadSaved(6, k);
        assertNotNull(first, "a valid cache file after a short game; log:\n" + Files.readString(log1));
        assertTrue(first.next() > 0 && first.next() < first.values().length, "a partial build: " + first.next());
        assertNoTemporaryFiles(cacheDir);

        // The next process resumes from it and saves more (every 2 s of build time, and at END).
        Path log2 = dir.resolve("2.log");
        try (BotProcess bot = start(cacheDir, log2, dir.resolve("2.err"))) {
            bot.send("START 2");
            assertEquals("OK", bot.receive(30_000));
            waitForLog(log2, l -> l.contains("endgame database cache: saved"), 120_000);
            bot.send("END");
            assertTrue(bot.process.waitFor(30, TimeUnit.SECONDS), "exits after END");
        }
        DatabaseCache.Saved second = cache.loadSaved(6, k);
        assertNotNull(second);
        assertTrue(second.next() > first.next(), "progress added: " + first.next() + " -> " + second.next());
        for (int i = 0; i < first.next(); i++) {
            assertEquals(first.values()[i], second.values()[i], "rank " + i);
        }
        assertNoTemporaryFiles(cacheDir);
    }

    private static BotProcess start(Path cacheDir, Path log, Path err) throws Exception {
        return new BotProcess(BotProcess.jar(), List.of("-D" + DatabaseCache.DIR_PROPERTY + "=" + cacheDir),
                List.of(log.toString()), err);
    }

    private static void waitForLog(Path log, Predicate<String> line, long timeoutMs) throws Exception {
        long end = System.nanoTime() + timeoutMs * 1_000_000L;
        while (System.nanoTime() < end) {
            if (Files.exists(log) && Files.readAllLines(log).stream().anyMatch(line)) {
                return;
            }
            Thread.sleep(20);
        }
    }

    private static void assertNoTemporaryFiles(Path dir) throws Exception {
        try (var files = Files.list(dir)) {
            List<Path> parts = files.filter(p -> p.getFileName().toString().endsWith(".part")).toList();
            assertTrue(parts.isEmpty(), "temporary files left: " + parts);
        }
    }
}
