package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScoreTest {

    @Test
    void decisiveScoresKeepMarginAndDistance() {
        for (int margin = 1; margin < 200; margin += 7) {
            for (int ply = 0; ply < Score.MAX_PLY; ply += 13) {
                int win = Score.terminal(margin, ply);
                int loss = Score.terminal(-margin, ply);
                assertTrue(Score.isDecisive(win) && Score.isDecisive(loss));
                assertEquals(margin, Score.margin(win));
                assertEquals(-margin, Score.margin(loss));
                assertEquals(ply, Score.distance(win));
                assertEquals(ply, Score.distance(loss));
                assertEquals(win, Score.fromTable(Score.toTable(win, 17), 17));
                assertEquals(loss, Score.fromTable(Score.toTable(loss, 17), 17));
            }
        }
    }

    @Test
    void biggerMarginBeatsShorterRouteAndShorterWinBeatsLonger() {
        assertTrue(Score.terminal(2, 50) > Score.terminal(1, 1));
        assertTrue(Score.terminal(1, 3) > Score.terminal(1, 5));
        assertTrue(Score.terminal(-1, 5) > Score.terminal(-1, 3), "a loss is better when it comes later");
        assertTrue(Score.terminal(-1, 1) > Score.terminal(-2, 50));
        assertTrue(Score.terminal(1, Score.MAX_PLY - 1) > Game.MAX_EVAL);
        assertTrue(Score.terminal(-1, Score.MAX_PLY - 1) < -Game.MAX_EVAL);
        assertTrue(Score.terminal(Score.MAX_MARGIN - 1, 0) < Score.INFINITE);
        assertEquals(0, Score.terminal(0, 12));
        assertFalse(Score.isDecisive(Game.MAX_EVAL));
    }

    @Test
    void formatsReadably() {
        assertEquals("+35", Score.format(35));
        assertEquals("-4", Score.format(-4));
        assertEquals("win+2@7", Score.format(Score.terminal(2, 7)));
        assertEquals("loss-1@4", Score.format(Score.terminal(-1, 4)));
    }
}
