package dev.gamebots.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 28 (items 2, 3, 9, 10) through a real process: END inside a BOARD block, impossible BOARD
 * positions, digits of other scripts, a searched first move on a cold JVM after INFO rule. Timeouts
 * are generous and no assertion depends on how fast the machine is.
 */
class ProtocolConformanceTest {

    private static final long REPLY_MS = 20_000;

    /** The lines up to and with the next one that is not MESSAGE/DEBUG (iteration lines dropped). */
    private static List<String> untilReply(BrainProcess b) throws InterruptedException {
        List<String> lines = new ArrayList<>();
        String l;
        do {
            l = b.nextSkippingIterations(REPLY_MS);
            assertNotNull(l, "a reply was expected\n" + b.transcript());
            lines.add(l);
        } while (l.startsWith("MESSAGE") || l.startsWith("DEBUG"));
        return lines;
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }

    @Test
    void endInsideABlockEndsTheBrainWithoutAnotherWord() throws Exception {
        for (String block : new String[] {"BOARD\n5,5,1", "SWAP2BOARD\n7,7"}) {
            try (BrainProcess b = BrainProcess.start()) {
                b.send("START 15");
                assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
                b.send(block);
                Thread.sleep(300); // the block's lines are read and waiting for DONE
                b.send("END");
                assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
                assertNull(b.next(200), "nothing is written after END\n" + b.transcript());
            }
        }
    }

    @Test
    void theEndOfInputInsideABlockEndsTheBrainSilentlyToo() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            b.send("START 15\nBOARD\n5,5,1\n");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.closeInput();
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
            assertNull(b.next(200), "nothing after the end of input\n" + b.transcript());
        }
    }

    @Test
    void digitsOfOtherScriptsAreErrorsAndChangeNothing() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            b.send("START 15");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.send("INFO timeout_turn 300");
            // Arabic-Indic, Devanagari and fullwidth digits: Java's parsers read them all as numbers.
            String[] bad = {"TURN \u0661\u0660,\u0661\u0662", "TURN 10,\u0967\u0968", "TURN \uff11,2",
                "PLAY \u0667,\u0667", "TAKEBACK \u0661,\u0661", "START \u0661\u0665", "RECTSTART \u0661\u0665,15"};
            for (String command : bad) {
                b.send(command);
                String r = b.nextReply(REPLY_MS);
                assertNotNull(r, b.transcript());
                assertTrue(r.startsWith("ERROR "), command + " -> " + r + "\n" + b.transcript());
            }
            b.send("BOARD\n7,7,1\n\u0668,\u0668,2\nDONE");
            assertTrue(b.nextReply(REPLY_MS).startsWith("ERROR bad BOARD line"), b.transcript());
            b.send("SWAP2BOARD\n7,7\n8,\u0668\n9,9\nDONE");
            assertTrue(b.nextReply(REPLY_MS).startsWith("ERROR bad SWAP2BOARD line"), b.transcript());
            // INFO has no reply: a value in other digits is ignored like any malformed value.
            b.send("INFO rule \u0664");
            b.send("SHOW");
            List<String> shown = untilReplyOfShow(b);
            String summary = shown.get(shown.size() - 1);
            assertTrue(summary.startsWith("DEBUG rule freestyle") && summary.endsWith(", 0 stones"),
                    "the game is unchanged: " + summary + "\n" + b.transcript());
            b.send("TURN 10,12");
            assertTrue(b.nextReply(REPLY_MS).matches("\\d+,\\d+"), "ASCII digits still play\n" + b.transcript());
            b.send("END");
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
        }
    }

    /** SHOW's DEBUG lines: a header, the rows, and the summary line last. */
    private static List<String> untilReplyOfShow(BrainProcess b) throws InterruptedException {
        List<String> lines = new ArrayList<>();
        String l;
        while ((l = b.next(2000)) != null) {
            lines.add(l);
            if (l.startsWith("DEBUG rule ")) {
                break;
            }
        }
        assertFalse(lines.isEmpty(), b.transcript());
        return lines;
    }

    @Test
    void impossiblePositionsAreSaidAndStillAnswered() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            b.send("START 15");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.send("INFO timeout_turn 300");
            // The brain's five in a row 3..7,5 and four opponent stones: the game is already over.
            b.send("BOARD\n3,5,1\n4,5,1\n5,5,1\n6,5,1\n7,5,1\n3,9,2\n5,9,2\n7,9,2\n9,9,2\nDONE");
            List<String> over = untilReply(b);
            assertTrue(over.stream().anyMatch(l -> l.startsWith("MESSAGE the game is already over: the brain")),
                    "said before the answer\n" + b.transcript());
            String move = last(over);
            assertTrue(move.matches("\\d+,\\d+"), "a manager waits for a move: " + move);
            String[] xy = move.split(",");
            int x = Integer.parseInt(xy[0]);
            int y = Integer.parseInt(xy[1]);
            assertFalse(y == 5 && x >= 3 && x <= 7 || y == 9 && x % 2 == 1 && x >= 3 && x <= 9,
                    "an empty point: " + move);

            // Four opponent stones and none of the brain's: counts four apart.
            b.send("BOARD\n1,1,2\n13,1,2\n1,13,2\n13,13,2\nDONE");
            List<String> skewed = untilReply(b);
            assertTrue(skewed.stream().anyMatch(l -> l.startsWith("MESSAGE impossible position: 0 own stones against 4")),
                    b.transcript());
            assertTrue(last(skewed).matches("\\d+,\\d+"), b.transcript());

            // One apart is a legal position (the brain is white): no word about it.
            b.send("BOARD\n7,7,2\n8,8,1\n9,9,2\nDONE");
            List<String> legal = untilReply(b);
            assertFalse(legal.stream().anyMatch(l -> l.contains("impossible") || l.contains("already over")),
                    b.transcript());
            assertTrue(last(legal).matches("\\d+,\\d+"), b.transcript());
            b.send("END");
            assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
        }
    }

    /**
     * Managers send INFO rule after START, right before the first move, in a fresh process (a cold
     * JVM): the move on the new rule's board is answered, with a legal point and how it was chosen, at a
     * 300 ms turn. Whether it was searched deep, or at all, depends on the machine's load (two busy
     * loops on both cores once gave "out of time: depth 1, nodes 0" here); that the rule's tables
     * are ready before the move (built at START, not on its clock) is {@code WarmUpTest}'s.
     */
    @Test
    void theFirstMoveAfterARuleChangeIsAnswered() throws Exception {
        for (String rule : new String[] {"1", "4", "8"}) {
            try (BrainProcess b = BrainProcess.start()) {
                b.send("START 15");
                assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
                b.send("INFO timeout_turn 300\nINFO rule " + rule + "\nBOARD\n7,7,2\n8,8,1\n7,8,2\nDONE");
                List<String> lines = untilReply(b);
                String move = last(lines);
                assertTrue(move.matches("\\d+,\\d+"), "rule " + rule + ": a move\n" + b.transcript());
                int x = Integer.parseInt(move.split(",")[0]);
                int y = Integer.parseInt(move.split(",")[1]);
                assertTrue(x < 15 && y < 15 && !List.of("7,7", "8,8", "7,8").contains(move),
                        "rule " + rule + ": an empty point of the board\n" + b.transcript());
                assertTrue(lines.stream().anyMatch(l -> l.startsWith("MESSAGE ")),
                        "rule " + rule + ": how the move was chosen\n" + b.transcript());
                b.send("END");
                assertEquals(0, b.waitFor(REPLY_MS), b.transcript());
            }
        }
    }
}
