package dev.gamebots.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code INFO search_config} (our own key, for a tuner that keeps one brain for many games): after a
 * game and a RESTART, a brain told the settings by INFO searches a position exactly as a new brain
 * started with them on the command line does (fixed nodes: the same iterations, score and line), and
 * a bad value is an ERROR that keeps the settings in force.
 */
class SearchConfigInfoTest {

    private static final long REPLY_MS = 30_000;
    private static final String TUNED = "reductionScale=200,futilityScale=50,moveCountScale=60";
    private static final List<String> POSITION = List.of("BOARD", "7,7,2", "8,8,1", "8,6,2", "6,8,1", "9,9,2", "DONE");
    private static final List<String> OTHER_GAME = List.of("BOARD", "3,3,2", "4,4,1", "3,5,2", "DONE");

    /** Sends a position and returns the search's summary (MESSAGE search: ... without its time) and move. */
    private static String search(BrainProcess b, List<String> board) throws Exception {
        for (String line : board) {
            b.send(line);
        }
        String summary = null;
        String line;
        while ((line = b.next(REPLY_MS)) != null && (line.startsWith("DEBUG") || line.startsWith("MESSAGE"))) {
            if (line.startsWith("MESSAGE search: ")) {
                summary = line.replaceAll(", \\d+ ms, \\d+ n/s", "");
            }
        }
        assertNotNull(line, b.transcript());
        assertTrue(line.matches("\\d+,\\d+"), "a move, got " + line + "\n" + b.transcript());
        assertNotNull(summary, b.transcript());
        return summary + " -> " + line;
    }

    private static String onCommandLine(String... args) throws Exception {
        try (BrainProcess b = BrainProcess.start(args)) {
            b.send("START 15");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.send("INFO timeout_turn 30000");
            return search(b, POSITION);
        }
    }

    @Test
    void settingsByInfoAfterARestartSearchAsTheCommandLinesDo() throws Exception {
        String byCommandLine = onCommandLine("protocol", "--nodes", "4000", "--search-config", TUNED);
        String defaults = onCommandLine("protocol", "--nodes", "4000");
        assertNotEquals(defaults, byCommandLine, "the settings must change this search for the test to mean anything");
        try (BrainProcess b = BrainProcess.start("protocol", "--nodes", "4000")) {
            b.send("START 15");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.send("INFO timeout_turn 30000");
            search(b, OTHER_GAME);
            b.send("RESTART");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.send("INFO search_config " + TUNED);
            assertEquals(byCommandLine, search(b, POSITION), b.transcript());
            // A bad value: an ERROR naming it, and the settings in force stay.
            b.send("RESTART");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.send("INFO search_config reductionScale=x");
            String error = b.nextReply(REPLY_MS);
            assertTrue(error.startsWith("ERROR") && error.contains("reductionScale"), error);
            assertEquals(byCommandLine, search(b, POSITION), b.transcript());
            // An empty value: the command line's settings again.
            b.send("RESTART");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.send("INFO search_config");
            assertEquals(defaults, search(b, POSITION), b.transcript());
            b.send("END");
            assertEquals(0, b.waitFor(5000), b.transcript());
        }
    }
}
