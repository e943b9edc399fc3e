package dev.gamebots.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.testdata.Positions;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Yixin-Board's YXNBEST, YXSTOP, YXSHOWINFO and Rapfi's SHOW_DETAIL output through a real brain
 * process. YXNBEST n answers, before its move, one {@code MESSAGE NBEST k x,y score S depth D pv ...}
 * line per line found, best first, and then, as Rapfi does, the best move, played on its board.
 */
class NBestProtocolTest {

    private static final long REPLY_MS = 30_000;
    private static final Pattern NBEST =
            Pattern.compile("MESSAGE NBEST (\\d+) (\\d+),(\\d+) score (\\S+) depth (\\d+) pv( \\d+,\\d+)+");
    /** A quiet opening: black h8, white i9, black j10... (Rapfi's bench position 8, as freestyle). */
    private static final String OPENING = "h8i9j10i8i7g9";

    /** One NBEST line. */
    private record Line(int k, int x, int y, String score, int depth) {
    }

    /** What a YXNBEST said: its lines, every other line it said before the move, and the move. */
    private record Answer(List<Line> lines, List<String> other, String move) {
    }

    /** START {@code size} (answered OK), then {@code turnMs} a move. */
    private static void start(BrainProcess b, int size, int turnMs) throws Exception {
        b.send("START " + size);
        assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
        b.send("INFO timeout_turn " + turnMs);
    }

    /** YXBOARD {@code pos}, then YXNBEST {@code n}: its answer. */
    private static Answer nbest(BrainProcess b, String pos, int n) throws Exception {
        yxboard(b, pos);
        b.send("YXNBEST " + n);
        return answer(b);
    }

    /** TURN 0,0 is answered with a move. */
    private static void turnAnswered(BrainProcess b) throws Exception {
        b.send("TURN 0,0");
        String move = b.nextReply(REPLY_MS);
        assertNotNull(move, b.transcript());
        assertTrue(move.matches("\\d+,\\d+"), b.transcript());
    }

    /** END: the brain exits cleanly. */
    private static void end(BrainProcess b) throws Exception {
        b.send("END");
        assertEquals(0, b.waitFor(5000), b.transcript());
    }

    private static void yxboard(BrainProcess b, String pos) throws IOException {
        block(b, "YXBOARD", pos);
    }

    /** {@code command} (YXBOARD or BOARD) with the stones of {@code pos} in move order, fields relative to the side to move. */
    private static void block(BrainProcess b, String command, String pos) throws IOException {
        b.send(command);
        List<int[]> moves = Positions.parse(pos);
        int next = moves.size() % 2;
        for (int i = 0; i < moves.size(); i++) {
            b.send(moves.get(i)[0] + "," + moves.get(i)[1] + "," + (i % 2 == next ? 1 : 2));
        }
        b.send("DONE");
    }

    /** Reads up to the move line (or an ERROR), keeping the NBEST lines apart. */
    private static Answer answer(BrainProcess b) throws Exception {
        List<Line> lines = new ArrayList<>();
        List<String> other = new ArrayList<>();
        String l;
        while ((l = b.next(REPLY_MS)) != null && !l.matches("\\d+,\\d+") && !l.startsWith("ERROR")) {
            Matcher m = NBEST.matcher(l);
            if (m.matches()) {
                lines.add(new Line(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3)), m.group(4), Integer.parseInt(m.group(5))));
            } else {
                assertFalse(l.startsWith("MESSAGE NBEST"), "a malformed NBEST line: " + l);
                other.add(l);
            }
        }
        assertNotNull(l, "no move\n" + b.transcript());
        return new Answer(lines, other, l);
    }

    /** A score's order: proven wins above every number, proven losses below, shorter wins higher. */
    private static long rank(String score) {
        if (score.startsWith("win")) {
            return 1_000_000_000L - Integer.parseInt(score.substring(score.indexOf('@') + 1));
        }
        if (score.startsWith("loss")) {
            return -1_000_000_000L + Integer.parseInt(score.substring(score.indexOf('@') + 1));
        }
        return Long.parseLong(score.replace("+", ""));
    }

    private static void assertLines(Answer a, int n, Set<String> occupied, int size, String transcript) {
        assertEquals(n, a.lines().size(), transcript);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < n; i++) {
            Line l = a.lines().get(i);
            assertEquals(i + 1, l.k(), transcript);
            String xy = l.x() + "," + l.y();
            assertTrue(l.x() < size && l.y() < size && !occupied.contains(xy), "legal: " + xy + "\n" + transcript);
            assertTrue(seen.add(xy), "distinct: " + xy + "\n" + transcript);
            if (i > 0) {
                assertTrue(rank(a.lines().get(i - 1).score()) >= rank(l.score()), "best first\n" + transcript);
            }
        }
        Line first = a.lines().get(0);
        assertEquals(first.x() + "," + first.y(), a.move(), "the answer is the best line's move\n" + transcript);
    }

    private static Set<String> occupied(String pos) {
        Set<String> s = new HashSet<>();
        for (int[] xy : Positions.parse(pos)) {
            s.add(xy[0] + "," + xy[1]);
        }
        return s;
    }

    @Test
    void threeScoredMovesThenTheBestPlayedOnTheBoard() throws Exception {
        try (BrainProcess b = BrainProcess.start("protocol", "--nodes", "60000")) {
            start(b, 15, 60000);
            Answer a = nbest(b, OPENING, 3);
            assertLines(a, 3, occupied(OPENING), 15, b.transcript());
            for (Line l : a.lines()) {
                assertTrue(l.depth() >= 2, "searched lines\n" + b.transcript());
            }
            // As Rapfi, the move is on the board now: it can be taken back, and not played again.
            b.send("TAKEBACK " + a.move());
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.send("TAKEBACK " + a.move());
            assertTrue(b.nextReply(REPLY_MS).startsWith("ERROR"), b.transcript());
            end(b);
        }
    }

    @Test
    void oneLineIsTheMoveOfTheSameSearch() throws Exception {
        String nbest;
        String nbestSummary;
        try (BrainProcess b = BrainProcess.start("protocol", "--nodes", "30000")) {
            start(b, 15, 60000);
            Answer a = nbest(b, OPENING, 1);
            assertLines(a, 1, occupied(OPENING), 15, b.transcript());
            nbest = a.move();
            nbestSummary = a.other().stream().filter(l -> l.startsWith("MESSAGE search")).findFirst().orElse("");
            b.send("END");
        }
        try (BrainProcess b = BrainProcess.start("protocol", "--nodes", "30000")) {
            start(b, 15, 60000);
            block(b, "BOARD", OPENING);
            Answer a = answer(b);
            assertEquals(nbest, a.move(), "YXNBEST 1 searches as BOARD does\n" + b.transcript());
            String summary = a.other().stream().filter(l -> l.startsWith("MESSAGE search")).findFirst().orElse("");
            // The same search to the node: the same depth, score and nodes (not the time).
            assertTrue(summary.startsWith("MESSAGE search: depth "), b.transcript());
            assertEquals(nbestSummary.replaceAll(", \\d+ ms.*", ""), summary.replaceAll(", \\d+ ms.*", ""));
            b.send("END");
        }
    }

    @Test
    void theFivePointsOfAnOpenFourComeFirst() throws Exception {
        // Black (to move) h8-k8: an open four, five at 6,7 or 11,7; white h9-k9 has one too.
        String pos = "h8h9i8i9j8j9k8k9";
        try (BrainProcess b = BrainProcess.start()) {
            start(b, 15, 3000);
            Answer a = nbest(b, pos, 3);
            assertLines(a, 3, occupied(pos), 15, b.transcript());
            Set<String> fives = Set.of("6,7", "11,7");
            assertEquals(fives, Set.of(a.lines().get(0).x() + "," + a.lines().get(0).y(),
                    a.lines().get(1).x() + "," + a.lines().get(1).y()), b.transcript());
            assertEquals("win+1@1", a.lines().get(0).score(), b.transcript());
            assertEquals("win+1@1", a.lines().get(1).score(), b.transcript());
            assertEquals("loss-1@2", a.lines().get(2).score(), "white's five follows any other move\n" + b.transcript());
            assertTrue(fives.contains(a.move()), b.transcript());
            b.send("END");
        }
    }

    @Test
    void moreLinesThanMovesGivesEveryMove() throws Exception {
        // 7x7 in stripes without a five ((x + 2y) mod 4 < 2: black), five points left empty.
        Set<String> empty = Set.of("0,0", "3,3", "6,6", "1,5", "5,1");
        try (BrainProcess b = BrainProcess.start()) {
            start(b, 7, 2000);
            List<String> black = new ArrayList<>();
            List<String> white = new ArrayList<>();
            for (int y = 0; y < 7; y++) {
                for (int x = 0; x < 7; x++) {
                    if (!empty.contains(x + "," + y)) {
                        ((x + 2 * y) % 4 < 2 ? black : white).add(x + "," + y);
                    }
                }
            }
            boolean blackMoves = black.size() == white.size();
            b.send("YXBOARD");
            for (String s : black) {
                b.send(s + "," + (blackMoves ? 1 : 2));
            }
            for (String s : white) {
                b.send(s + "," + (blackMoves ? 2 : 1));
            }
            b.send("DONE");
            b.send("YXNBEST 100");
            Answer a = answer(b);
            Set<String> occupied = new HashSet<>(black);
            occupied.addAll(white);
            assertLines(a, empty.size(), occupied, 7, b.transcript());
            Set<String> moves = new HashSet<>();
            a.lines().forEach(l -> moves.add(l.x() + "," + l.y()));
            assertEquals(empty, moves, b.transcript());
            b.send("END");
        }
    }

    @Test
    void afterItsOwnMoveTheBrainSearchesForTheSideToMove() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            start(b, 15, 1000);
            b.send("BEGIN");
            assertEquals("7,7", b.nextReply(REPLY_MS), b.transcript());
            // White is to move: the lines are white's, and the brain plays the best as white (Rapfi's
            // board has no colour of its own), not a second black stone.
            b.send("YXNBEST 2");
            Answer a = answer(b);
            assertLines(a, 2, Set.of("7,7"), 15, b.transcript());
            b.send("SHOW");
            String l;
            String summary = null;
            while ((l = b.next(REPLY_MS)) != null && l.startsWith("DEBUG")) {
                if (l.startsWith("DEBUG rule")) {
                    summary = l;
                    break;
                }
            }
            assertEquals("DEBUG rule freestyle, brain plays white (second), 2 stones", summary, b.transcript());
            end(b);
        }
    }

    @Test
    void aBadNumberOfLinesIsAnErrorAndTheBrainGoesOn() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            b.send("YXNBEST 3");
            assertTrue(b.nextReply(REPLY_MS).startsWith("ERROR"), "no game yet\n" + b.transcript());
            b.send("START 15");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            for (String bad : new String[] {"YXNBEST 0", "YXNBEST -3", "YXNBEST three", "YXNBEST", "YXNBEST 2.5",
                "YXNBEST 1025", "YXNBEST 99999999999999999999"}) {
                b.send(bad);
                String reply = b.nextReply(REPLY_MS);
                assertNotNull(reply, b.transcript());
                assertTrue(reply.startsWith("ERROR YXNBEST needs a number of lines from 1 to 1024"),
                        bad + " -> " + reply + "\n" + b.transcript());
            }
            b.send("ABOUT");
            assertTrue(b.nextReply(REPLY_MS).startsWith("name=\""), b.transcript());
            b.send("INFO timeout_turn 500");
            b.send("BEGIN");
            assertEquals("7,7", b.nextReply(REPLY_MS), "the game is unchanged\n" + b.transcript());
            end(b);
        }
    }

    @Test
    void yxstopAnswersAtOnceWithTheBestSoFar() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            b.send("START 15");
            assertEquals("OK", b.nextReply(REPLY_MS), b.transcript());
            b.send("YXSTOP"); // nothing to stop: no reply
            b.send("ABOUT");
            assertTrue(b.next(REPLY_MS).startsWith("name=\""), "YXSTOP alone says nothing\n" + b.transcript());
            // Yixin-Board's "no limit" (2,000,000 ms a move, no match clock): this search would run for
            // minutes (a 600 s turn ran 39 s), only YXSTOP ends it within the bound below.
            b.send("INFO timeout_turn 2000000");
            b.send("INFO timeout_match 0");
            yxboard(b, OPENING);
            long sent = System.nanoTime();
            b.send("YXNBEST 2");
            Thread.sleep(500);
            b.send("YXSTOP");
            Answer a = answer(b);
            long ms = (System.nanoTime() - sent) / 1_000_000L;
            assertTrue(ms < 60_000, "answered long before the search would end: " + ms + " ms\n" + b.transcript());
            assertFalse(a.lines().isEmpty(), b.transcript());
            assertEquals(a.lines().get(0).x() + "," + a.lines().get(0).y(), a.move(), b.transcript());
            b.send("INFO timeout_turn 300");
            turnAnswered(b); // later searches run as usual
            end(b);
        }
    }

    @Test
    void underRapfisNoLimitYxnbestAnalysesUntilYxstop() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            start(b, 15, 0); // timeout_turn 0 and timeout_match 0: Rapfi's "no limit" for an analysis
            b.send("INFO timeout_match 0");
            yxboard(b, OPENING);
            b.send("YXNBEST 2");
            long end = System.nanoTime() + 2_000_000_000L;
            String l;
            while ((l = b.next(Math.max(1, (end - System.nanoTime()) / 1_000_000L))) != null) {
                assertFalse(l.matches("\\d+,\\d+") || l.startsWith("MESSAGE NBEST"),
                        "no answer before YXSTOP\n" + b.transcript());
            }
            b.send("YXSTOP");
            Answer a = answer(b);
            assertLines(a, 2, occupied(OPENING), 15, b.transcript());
            turnAnswered(b); // a move keeps the Gomocup meaning of timeout_turn 0: answered at once
            end(b);
        }
    }

    @Test
    void showInfoAndRapfisThinkingLines() throws Exception {
        try (BrainProcess b = BrainProcess.start("protocol", "--nodes", "40000")) {
            b.send("YXSHOWINFO");
            assertEquals("MESSAGE gamebots-gomoku 0.1.0", b.next(REPLY_MS), b.transcript());
            assertEquals("MESSAGE INFO MAX_THREAD_NUM 1", b.next(REPLY_MS), b.transcript());
            start(b, 15, 60000);
            Answer plain = nbest(b, OPENING, 2);
            assertTrue(plain.other().stream().noneMatch(l -> l.startsWith("INFO") || l.contains("REALTIME")),
                    "SHOW_DETAIL 0 (the default) says none of them\n" + b.transcript());

            b.send("INFO show_detail 3");
            Answer a = nbest(b, OPENING, 2);
            assertLines(a, 2, occupied(OPENING), 15, b.transcript());
            List<String> info = a.other().stream().filter(l -> l.startsWith("INFO")).toList();
            assertTrue(info.size() >= 2 * 12 && info.size() % 12 == 0, b.transcript());
            Set<String> indexes = new HashSet<>();
            String[] keys = {"PV", "NUMPV", "DEPTH", "SELDEPTH", "NODES", "TOTALNODES", "TOTALTIME", "SPEED", "EVAL",
                "WINRATE", "BESTLINE", "PV"};
            for (int i = 0; i < info.size(); i += 12) {
                for (int j = 0; j < 12; j++) {
                    assertTrue(info.get(i + j).startsWith("INFO " + keys[j] + " "), info.get(i + j));
                }
                indexes.add(info.get(i));
                assertEquals("INFO NUMPV 2", info.get(i + 1));
                assertTrue(info.get(i + 8).matches("INFO EVAL (-?\\d+|[+-]M\\d+)"), info.get(i + 8));
                assertTrue(info.get(i + 10).matches("INFO BESTLINE( \\d+,\\d+)+"), info.get(i + 10));
                assertEquals("INFO PV DONE", info.get(i + 11));
            }
            assertEquals(Set.of("INFO PV 0", "INFO PV 1"), indexes, b.transcript());
            // Realtime lines come in Rapfi's pairs from depth 8 on.
            List<String> realtime = a.other().stream().filter(l -> l.startsWith("MESSAGE REALTIME")).toList();
            for (int i = 0; i < realtime.size(); i += 2) {
                assertEquals("MESSAGE REALTIME REFRESH", realtime.get(i), b.transcript());
                assertTrue(realtime.get(i + 1).matches("MESSAGE REALTIME BEST \\d+,\\d+"), b.transcript());
            }
            end(b);
        }
    }
}
