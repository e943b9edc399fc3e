package dev.gamebots.mancala.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The log file argument through the real process, as the controller starts the bot. */
class LogFileIT {

    /**
     * Issue 15: a log path in a folder that does not exist made the bot create the folder. The docs
     * promise stderr instead: no folder is created, stderr gets one warning line and then the log,
     * and the game is played normally.
     */
    @Test
    void aLogPathInAMissingFolderFallsBackToStderrWithOneWarning(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("no-such-folder");
        Path log = missing.resolve("sub").resolve("game.log");
        Path err = dir.resolve("bot.err");
        // The database cache in the test's folder, not the machine's temp folder.
        List<String> jvm = List.of("-D" + dev.gamebots.mancala.solver.DatabaseCache.DIR_PROPERTY + "=" + dir.resolve("cache"));
        try (BotProcess bot = new BotProcess(BotProcess.jar(), jvm, List.of(log.toString()), err)) {
            bot.send("START 1");
            assertEquals("OK", bot.receive(30_000));
            bot.send("MOVE");
            String hole = bot.receive(30_000);
            assertTrue(hole != null && hole.matches("[1-6]"), "a move: " + hole);
            bot.send("END");
            // A margin a loaded machine meets: the exit time itself is measured in docs/mancala.md.
            assertTrue(bot.process.waitFor(30, TimeUnit.SECONDS), "the bot exits after END");
            assertEquals(0, bot.process.exitValue());
            assertTrue(bot.unread().isEmpty(), "nothing but replies on stdout");
        }
        assertFalse(Files.exists(missing), "no folder was created");
        List<String> stderr = Files.readAllLines(err);
        List<String> warnings = stderr.stream().filter(l -> l.contains("cannot open log file")).toList();
        assertEquals(1, warnings.size(), String.join("\n", stderr));
        assertTrue(warnings.get(0).contains(log.toString()) && warnings.get(0).contains("logging to stderr"), warnings.get(0));
        assertTrue(stderr.stream().anyMatch(l -> l.contains("> START 1")), "the log went to stderr:\n" + String.join("\n", stderr));
    }
}
