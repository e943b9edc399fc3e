package dev.gamebots.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.testdata.Positions;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The official Gomocup rule tester's checks (GomocupJudge test_zip_rules.py) and a Rapfi bug-report
 * position, played through the protocol exactly as the tester does: START, INFO, BOARD with fields
 * relative to the side to move, and the expected answers.
 */
class RuleCheckProtocolTest {

    private static String ask(BrainProcess b, Positions.KnownAnswer k) throws Exception {
        b.send("START " + k.size());
        assertEquals("OK", b.next(15_000), b.transcript());
        b.send("INFO timeout_turn 3000");
        b.send("INFO timeout_match 180000");
        b.send("INFO max_memory 367001600");
        b.send("INFO rule " + k.rule());
        b.send("BOARD");
        List<int[]> moves = Positions.parse(k.moves());
        int next = moves.size() % 2;
        for (int i = 0; i < moves.size(); i++) {
            int field = (i % 2 == next) ? 1 : 2;
            b.send(moves.get(i)[0] + "," + moves.get(i)[1] + "," + field);
        }
        b.send("DONE");
        String reply = b.nextReply(15_000);
        assertNotNull(reply, b.transcript());
        return reply;
    }

    @Test
    void gomocupRuleTesterChecksAndRapfiIssue18() throws Exception {
        try (BrainProcess b = BrainProcess.start()) {
            assertTrue(Set.of("6,7", "11,7").contains(ask(b, Positions.knownAnswer("gj_all_free20"))),
                    "freestyle 'all' check\n" + b.transcript());
            assertTrue(Set.of("6,7", "11,7").contains(ask(b, Positions.knownAnswer("gj_all_std15"))),
                    "standard 'all' check\n" + b.transcript());
            assertTrue(Set.of("5,7", "9,7").contains(ask(b, Positions.knownAnswer("gj_standard_specific"))),
                    "standard: an overline does not win, block the three\n" + b.transcript());
            String renju = ask(b, Positions.knownAnswer("gj_renju_specific"));
            assertTrue(renju.matches("\\d+,\\d+") && !renju.equals("6,8"),
                    "renju: never the forbidden point 6,8\n" + b.transcript());
            assertTrue(Set.of("5,4", "5,5", "5,9", "5,10").contains(ask(b, Positions.knownAnswer("gj_caro_specific"))),
                    "caro: a five blocked at both ends does not win, block the three\n" + b.transcript());
            assertEquals("4,6", ask(b, Positions.knownAnswer("rapfi_issue18_block_four")),
                    "Rapfi issue 18: block the four\n" + b.transcript());
            b.send("END");
            assertEquals(0, b.waitFor(2000));
        }
    }
}
