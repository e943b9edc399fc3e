package dev.gamebots.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.testdata.Positions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Yixin-Board's protocol extensions as Rapfi serves them, through a real brain process: YXBOARD sets
 * a position without a search or a reply, YXSHOWFORBID answers {@code FORBID xxyy...} with renju's
 * forbidden points for black (none under another rule or with white to move). Known answers: a
 * double three made by hand from the definition, and the GomocupJudge rule tester's renju position.
 */
class YixinExtensionsTest {

    /** YXBOARD with the stones in move order, fields relative to the side to move, as Yixin-Board sends them. */
    private static void yxboard(BrainProcess b, List<int[]> moves) throws java.io.IOException {
        b.send("YXBOARD");
        int next = moves.size() % 2;
        for (int i = 0; i < moves.size(); i++) {
            b.send(moves.get(i)[0] + "," + moves.get(i)[1] + "," + (i % 2 == next ? 1 : 2));
        }
        b.send("DONE");
    }

    private static String forbidden(BrainProcess b) throws Exception {
        b.send("YXSHOWFORBID");
        return b.nextReply(15_000);
    }

    @Test
    void forbiddenPointsOfBlackUnderRenjuOnly() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            b.send("START 15");
            assertEquals("OK", b.next(15_000), b.transcript());
            b.send("INFO rule 4");
            // Black 7,5 7,6 (a vertical two) and 5,7 6,7 (a horizontal two); white far off on column 0.
            // 7,7 makes two open threes at once: a double three, the only forbidden point.
            List<int[]> doubleThree = List.of(new int[] {7, 5}, new int[] {0, 0}, new int[] {7, 6}, new int[] {0, 2},
                    new int[] {5, 7}, new int[] {0, 4}, new int[] {6, 7}, new int[] {0, 6});
            yxboard(b, doubleThree);
            assertEquals("FORBID 0707.", forbidden(b), "no search, no reply to YXBOARD\n" + b.transcript());

            // White to move: black has no forbidden points to show.
            yxboard(b, doubleThree.subList(0, 7));
            assertEquals("FORBID .", forbidden(b), b.transcript());

            // GomocupJudge's renju check: g9 (6,8) is forbidden for black.
            Positions.KnownAnswer k = Positions.knownAnswer("gj_renju_specific");
            yxboard(b, Positions.parse(k.moves()));
            String renju = forbidden(b);
            assertTrue(renju.matches("FORBID (\\d{4})*\\.") && renju.contains("0608"), renju + "\n" + b.transcript());

            b.send("INFO rule 0");
            assertEquals("FORBID .", forbidden(b), "freestyle has no forbidden points\n" + b.transcript());

            // A bad block is an ERROR and changes nothing; the brain goes on.
            b.send("INFO rule 4");
            b.send("YXBOARD");
            b.send("7,7");
            b.send("DONE");
            assertTrue(b.nextReply(15_000).startsWith("ERROR"), b.transcript());
            assertTrue(forbidden(b).contains("0608"), "the position before the bad block stays\n" + b.transcript());
            b.send("END");
            assertEquals(0, b.waitFor(5000));
        }
    }
}
