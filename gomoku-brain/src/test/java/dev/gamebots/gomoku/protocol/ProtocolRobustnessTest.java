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
            String message = b.next(REPLY_MS);
            assertNotNull(message, b.transcript());
            assertTrue(message.startsWith("MESSAGE search"), "a searched move, got: " + message + "\n" + b.transcript());
            assertMove(b.nextReply(REPLY_MS), b.transcript());
            b.send("END");
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
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
            String r = b.next(REPLY_MS);
            assertNotNull(r, b.transcript());
            assertTrue(r.startsWith("UNKNOWN ") && r.contains("'hello?World?[31m'"), "as sent, control bytes as ?: " + r);
            String big = "x".repeat(100_000);
            b.send(big);
            String huge = "TURN " + "9".repeat(5_000_000);
            b.send(huge);
            for (String expected : new String[] {"UNKNOWN", "ERROR"}) {
                String reply = b.next(REPLY_MS);
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
            assertTrue(b.next(REPLY_MS).startsWith("name="), b.transcript());
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

    @Test
    void maxMemoryBelowTheFootprintWarnsAndEveryGameStillGetsMoves() throws Exception {
        Pattern footprint = Pattern.compile("footprint of (\\d+) MB");
        List<String> figures = new ArrayList<>();
        try (BrainProcess b = BrainProcess.start()) {
            for (int game = 0; game < 3; game++) {
                b.send("INFO max_memory 20000000");
                b.send("START 20");
                assertEquals("OK", b.next(REPLY_MS), b.transcript());
                b.send("INFO timeout_turn 500");
                b.send("BEGIN");
                String line;
                while ((line = b.next(REPLY_MS)) != null && line.startsWith("MESSAGE")) {
                    Matcher m = footprint.matcher(line);
                    if (m.find()) {
                        figures.add(m.group(1));
                    }
                }
                assertMove(line, b.transcript());
                b.send("TURN 0,0");
                assertMove(b.nextReply(REPLY_MS), b.transcript());
            }
            assertFalse(b.transcript().contains("\n< ERROR"), "no ERROR in a running match\n" + b.transcript());
            assertEquals(1, figures.size(), "warned once for the limit: " + figures + "\n" + b.transcript());
            // A new limit while a game is on: re-planned at once, said before the next reply (START's OK).
            b.send("INFO max_memory 20000001");
            b.send("START 20");
            String w = b.next(REPLY_MS);
            Matcher m = footprint.matcher(w == null ? "" : w);
            assertTrue(m.find(), "a new limit is warned about again: " + w + "\n" + b.transcript());
            assertEquals(figures.get(0), m.group(1), "the same footprint for the same process");
            assertEquals("OK", b.next(REPLY_MS), b.transcript());
            b.send("BEGIN");
            assertMove(b.nextReply(REPLY_MS), b.transcript());
            b.send("END");
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
