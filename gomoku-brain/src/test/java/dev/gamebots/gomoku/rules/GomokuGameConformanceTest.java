package dev.gamebots.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.GameConformance;
import org.junit.jupiter.api.Test;

/** engine-core's conformance suite on gomoku under every rule. */
class GomokuGameConformanceTest {

    @Test
    void freestyle20() {
        GameConformance.Report r = GameConformance.check(() -> new GomokuGame(20, Rule.FREESTYLE), 6, 40, 1);
        assertTrue(r.positions() > 200);
    }

    @Test
    void smallBoardsPlayToTheEnd() {
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.CARO}) {
            GameConformance.Report r = GameConformance.check(() -> new GomokuGame(7, rule), 30, 60, 2);
            assertTrue(r.terminalPositions() == 30, rule + ": every game reached its end");
        }
    }

    @Test
    void renju15() {
        GameConformance.Report r = GameConformance.check(() -> new GomokuGame(15, Rule.RENJU), 6, 60, 3);
        assertTrue(r.positions() > 200);
    }
}
