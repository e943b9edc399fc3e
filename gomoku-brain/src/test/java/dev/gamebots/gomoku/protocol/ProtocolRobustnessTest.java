package dev.gamebots.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 15 through a real process: replies before END, a move piped behind START, garbage and huge
 * lines, blank lines, max_memory below the footprint, the end of input during a search. Timeouts
 * are generous (a loaded machine must pass); no assertion depends on how fast the machine is.
 */
class ProtocolRobustnessTest {

    private static final long REPLY_MS = 20_000;

    private static void assertMove(String line, String transcript) {
        assertNotNull(line, "a move was expected\n" + transcript);
        assertTrue(line.matches("\\d+,\\d+"), "a move 'x,y' was expected, got '" + line + "'\n" + transcript);
    }

    @Test
    void everyCommandReadBeforeEndIsAnswered() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            // One write, as `printf 'START 20\nhello there\nEND\n' | brain` delivers it.
            b.send("START 20\nhello there\nEND\n");
            assertEquals("OK", b.next(REPLY_MS), b.transcript());
            String unknown = b.next(REPLY_MS);
            assertNotNull(unknown, b.transcript());
            assertTrue(unknown.startsWith("UNKNOWN ") && unknown.contains("'hello there'"), unknown);
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
        }
    }

    @Test
    void aMovePipedBehindStartHasItsOwnTime() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            // A 300 ms turn leaves a budget shorter than START's warm-up alone: counted from when
            // BEGIN was read, the move was already out of time before its search began.
            b.send("INFO timeout_turn 300\nSTART 20\nBEGIN\n");
            assertEquals("OK", b.next(REPLY_MS), b.transcript());
            assertMove(b.nextReply(REPLY_MS), b.transcript());
            b.send("END");
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
            while (b.next(0) != null) {
                // read what is left into the transcript: a MESSAGE follows the move if the watchdog sent it
            }
            String all = b.transcript();
            // Searched, or answered by the watchdog while its search ran (a loaded machine); never out of
            // time before the search began, which is what a clock started at BEGIN's reading gave.
            assertTrue(all.contains("< MESSAGE search") || all.contains("< MESSAGE best move so far"),
                    "a searched move\n" + all);
            assertFalse(all.contains("out of time"), "not out of time before its search began\n" + all);
        }
    }

    @Test
    void garbageAndHugeLinesGetShortSanitisedRepliesAndNothingIsLost() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            b.send("START 15");
            assertEquals("OK", b.next(REPLY_MS), b.transcript());
            b.send("INFO timeout_turn 1000");
            b.send("BEGIN");
            assertMove(b.nextReply(REPLY_MS), b.transcript());
            b.send("hello\u0001World\u001b[31m");
            String r = b.nextReply(REPLY_MS);
            assertNotNull(r, b.transcript());
            assertTrue(r.startsWith("UNKNOWN ") && r.contains("'hello?World?[31m'"), "as sent, control bytes as ?: " + r);
            String big = "x".repeat(100_000);
            b.send(big);
            b.send("INFO folder " + "f".repeat(10_000)); // INFO has no reply, however long
            String huge = "TURN " + "9".repeat(5_000_000);
            b.send(huge);
            for (String expected : new String[] {"UNKNOWN", "ERROR"}) {
                String reply = b.nextReply(REPLY_MS);
                assertNotNull(reply, "a reply to each long line");
                assertTrue(reply.startsWith(expected + " "), reply.substring(0, Math.min(100, reply.length())));
                assertTrue(reply.length() <= 120, "a short reply, got " + reply.length() + " characters");
                assertTrue(reply.contains("..."), reply);
            }
            for (byte c : b.rawStdout()) {
                assertTrue(c == '\n' || (c >= 0x20 && c < 0x7f), "only printable ASCII on stdout, got byte " + c);
            }
            // The game goes on where it was: the brain's stone is still on the board.
            b.send("TURN 0,0");
            assertMove(b.nextReply(REPLY_MS), b.transcript());
            b.send("ABOUT");
            assertTrue(b.nextReply(REPLY_MS).startsWith("name="), b.transcript());
            b.send("END");
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
        }
    }

    @Test
    void blankLinesGetUnknownOutsideABoardBlockAndAreSkippedInside() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            b.send("\n");
            assertEquals("UNKNOWN empty line", b.next(REPLY_MS), b.transcript());
            b.send("   \t \r\n");
            assertEquals("UNKNOWN empty line", b.next(REPLY_MS), b.transcript());
            b.send("START 15");
            assertEquals("OK", b.next(REPLY_MS), b.transcript());
            b.send("INFO timeout_turn 1000");
            b.send("BOARD\n7,7,2\n\n8,8,1\n   \n6,6,2\nDONE\n");
            assertMove(b.nextReply(REPLY_MS), b.transcript());
            b.send("END");
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
        }
    }

    /** The footprint figures of the memory warnings in the transcript so far (MESSAGE lines may trail a move). */
    private static List<String> footprints(String transcript) {
        Matcher m = Pattern.compile("< MESSAGE max_memory \\d+ is below the brain's footprint of (\\d+) MB")
                .matcher(transcript);
        List<String> figures = new ArrayList<>();
        while (m.find()) {
            figures.add(m.group(1));
        }
        return figures;
    }

    @Test
    void maxMemoryBelowTheFootprintWarnsAndEveryGameStillGetsMoves() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            for (int game = 0; game < 3; game++) {
                b.send("INFO max_memory 20000000");
                b.send("START 20");
                assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
                b.send("INFO timeout_turn 500");
                b.send("BEGIN");
                assertMove(b.nextReply(REPLY_MS), b.transcript());
                b.send("TURN 0,0");
                assertMove(b.nextReply(REPLY_MS), b.transcript());
            }
            assertFalse(b.transcript().contains("\n< ERROR"), "no ERROR in a running match\n" + b.transcript());
            assertEquals(1, footprints(b.transcript()).size(), "warned once for the limit\n" + b.transcript());
            // A new limit while a game is on: re-planned at once, said before the next reply (START's OK).
            b.send("INFO max_memory 20000001");
            b.send("START 20");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.send("BEGIN");
            assertMove(b.nextReply(REPLY_MS), b.transcript());
            List<String> figures = footprints(b.transcript());
            assertEquals(2, figures.size(), "a new limit is warned about again\n" + b.transcript());
            assertEquals(figures.get(0), figures.get(1), "the same footprint for the same process");
            b.send("END");
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
        }
    }

    @Test
    void movesAskedBeforeTheEndOfInputAreAnsweredAndSaySearchingStopped() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            // A piped script: the end of input comes while START is still being served.
            b.send("START 20\nINFO timeout_turn 5000\nBEGIN\nTURN 9,9\n");
            b.closeInput();
            assertEquals("OK", b.next(REPLY_MS), b.transcript());
            for (int i = 0; i < 2; i++) {
                String message = b.nextSkippingIterations(REPLY_MS);
                assertNotNull(message, b.transcript());
                assertTrue(message.startsWith("MESSAGE stopped"), "told apart from a slow machine: " + message);
                assertMove(b.nextSkippingIterations(REPLY_MS), b.transcript());
            }
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
        }
    }

    @Test
    void endOfInputDuringASearchStopsItAndTheBrainExits() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            b.send("START 20");
            assertEquals("OK", b.next(REPLY_MS), b.transcript());
            b.send("INFO timeout_turn 120000");
            b.send("BEGIN");
            assertMove(b.nextReply(REPLY_MS), b.transcript());
            b.send("TURN 11,10");
            Thread.sleep(500); // thinking now: a 120 s turn searches for about a minute
            b.closeInput();
            // Well under the turn, however loaded the machine: the search stops at the end of input.
            assertMove(b.nextReply(REPLY_MS), b.transcript());
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
        }
    }
}
