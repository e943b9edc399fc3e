package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ConnectFour;
import dev.gamebots.core.testkit.ExtraTurnNim;
import dev.gamebots.core.testkit.GameConformance;
import dev.gamebots.core.testkit.TicTacToe;
import org.junit.jupiter.api.Test;

class ToyGameConformanceTest {

    @Test
    void ticTacToe() {
        GameConformance.Report r = GameConformance.check(TicTacToe::new, 300, 100, 1);
        assertTrue(r.terminalPositions() == 300 && r.movesChecked() > 5_000);
    }

    @Test
    void connectFour() {
        GameConformance.Report r = GameConformance.check(() -> new ConnectFour(7, 6), 200, 100, 2);
        assertTrue(r.terminalPositions() == 200 && r.positions() > 2_000);
    }

    @Test
    void extraTurnNim() {
        GameConformance.Report r = GameConformance.check(() -> new ExtraTurnNim(40), 100, 100, 3);
        assertTrue(r.terminalPositions() == 100);
    }
}
