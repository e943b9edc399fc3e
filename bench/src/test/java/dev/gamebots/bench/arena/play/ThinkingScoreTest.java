package dev.gamebots.bench.arena.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The score of each engine's thinking lines, as they really print them. */
class ThinkingScoreTest {

    @Test
    void theScoresOfTheEnginesLines() {
        // othello-adapter's log line (docs/arena-reports.md's transcript), discs.
        assertEquals(-0.5, ThinkingScore.of("2026-12-06 23:50:49.296 [2895] request 1 std budget 1000 remaining 3600000: "
                + "move c3 (18) by search depth 9 score -0.50 nodes 3 in 1189 ms").value());
        // gomoku-brain's DEBUG and MESSAGE lines (SearchReport), decisive scores as win+margin@distance.
        assertEquals(37, ThinkingScore.of("DEBUG depth 7 score 37 nodes 10234 nps 500000 time 20 ms pv 7,7 8,8").value());
        ThinkingScore win = ThinkingScore.of("MESSAGE search: depth 9, score win+1@5, nodes 4000, 8 ms");
        assertTrue(win.decisive() && win.value() > 0, win.toString());
        assertTrue(ThinkingScore.of("score loss1@4").value() < 0);
        // Its answer to YXNBEST: line 1 is the move's score, the other lines score moves not played.
        assertEquals(-255, ThinkingScore.of("NBEST 1 7,8 score -255 depth 12 pv 7,8 6,8").value());
        assertNull(ThinkingScore.of("NBEST 2 6,6 score -273 depth 12 pv 6,6 5,7"));
        assertNull(ThinkingScore.of("MESSAGE NBEST 10 6,6 score -273 depth 12 pv 6,6"));
        // mancala-bot's log: the last value of the line is the move's.
        assertEquals(0, ThinkingScore.of("[    0.374] # we played 3: search value 0 (final margin for us about 0), 342688 nodes").value());
        assertEquals(-49, ThinkingScore.of("# search exact solve cut short: value -49, move none, 100000 nodes, 96 ms").value());
        // NBoard's answer: move/eval/time.
        assertEquals(1.5, ThinkingScore.of("=== F5/1.50/2.0").value());
        assertNull(ThinkingScore.of("nodestats 4127772 1.95"));
        assertNull(ThinkingScore.of("status thinking"));
        assertNull(ThinkingScore.of("the scoreboard 12"), "a word that only begins with score");
    }
}
