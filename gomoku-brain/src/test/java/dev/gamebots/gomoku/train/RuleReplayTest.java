package dev.gamebots.gomoku.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Games read under another rule: black's ninth move makes two open threes (5-7,7 across and 7,5-7
 * down), legal in freestyle and standard, a forbidden double three for renju black.
 */
class RuleReplayTest {

    private static final String DOUBLE_THREE = "0 15 0 0 5,7,0 0,0,0 6,7,0 0,2,0 7,5,0 0,4,0 7,6,0 0,6,0 7,7,0";
    private static final String QUIET = "0 15 0 0 5,7,0 0,0,0 6,7,0 0,2,0 7,5,0 0,4,0";

    @Test
    void aGameKeepsItsMovesAndTakesTheNewRule() {
        GameRecord g = GameRecord.parse(DOUBLE_THREE);
        List<GameRecord> standard = RuleReplay.underRule(List.of(g), 1);
        assertEquals(1, standard.size());
        GameRecord s = standard.get(0);
        assertEquals(1, s.rule());
        assertEquals(g.format().substring(2), s.format().substring(2), "only the rule changes");
    }

    @Test
    void aGameWithRenjuBlacksForbiddenMoveIsLeftOut() {
        List<GameRecord> renju = RuleReplay.underRule(
                List.of(GameRecord.parse(DOUBLE_THREE), GameRecord.parse(QUIET)), 4);
        assertEquals(1, renju.size());
        assertEquals(GameRecord.parse(QUIET).plies(), renju.get(0).plies());
        assertEquals(4, renju.get(0).rule());
    }

    @Test
    void aMoveOffTheBoardLeavesTheGameOut() {
        assertEquals(0, RuleReplay.underRule(List.of(GameRecord.parse("0 15 0 0 5,7,0 15,0,0")), 1).size());
    }
}
