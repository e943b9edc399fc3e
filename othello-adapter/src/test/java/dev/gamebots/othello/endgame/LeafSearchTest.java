package dev.gamebots.othello.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The last-empties search on its own against a plain negamax over the rules, for every scoring. */
class LeafSearchTest {

    @ParameterizedTest
    @EnumSource(Scoring.class)
    void agreesWithBruteForceWithAnyWindow(Scoring scoring) {
        SplittableRandom random = new SplittableRandom(7 + scoring.ordinal());
        LeafSearch leaves = new LeafSearch();
        leaves.setScoring(scoring);
        int[] buf = new int[65];
        int[] solvedByEmpties = new int[LeafSearch.MAX_EMPTIES + 1];
        int passes = 0;
        while (sum(solvedByEmpties) < 700) {
            // A random game down to 0..6 empties; some games end early (then the position is kept only
            // if it lands on 0..6 empties anyway).
            Board8 board = Boards.board8(scoring == Scoring.ANTI_DISCS ? Variant.ANTI : Variant.STD);
            int target = random.nextInt(LeafSearch.MAX_EMPTIES + 1);
            while (board.empties() > target && board.generateMoves(buf, 0) > 0) {
                board.makeMove(buf[random.nextInt(board.generateMoves(buf, 0))]);
            }
            int empties = board.empties();
            if (empties > LeafSearch.MAX_EMPTIES) {
                continue;
            }
            int expected = EndgameSolverTest.bruteForce(board.copy(), scoring);
            long p = board.own();
            long o = board.opp();
            if (Bitboards8.moves(p, o) == 0) {
                passes++;
            }
            assertEquals(expected, leaves.search(p, o, -127, 127, empties), board.render());
            // Null windows around the value and a random one: a bound on the correct side.
            for (int alpha : new int[] {expected - 1, expected, random.nextInt(129) - 65}) {
                int v = leaves.search(p, o, alpha, alpha + 1, empties);
                if (expected <= alpha) {
                    assertTrue(v <= alpha && v >= expected, "fail low " + alpha + " " + v + "\n" + board.render());
                } else {
                    assertTrue(v > alpha && v <= expected, "fail high " + alpha + " " + v + "\n" + board.render());
                }
            }
            solvedByEmpties[empties]++;
        }
        for (int e = 0; e <= LeafSearch.MAX_EMPTIES; e++) {
            assertTrue(solvedByEmpties[e] > 20, "positions with " + e + " empties: " + solvedByEmpties[e]);
        }
        assertTrue(passes > 5, "positions where the side to move passes: " + passes);
    }

    private static int sum(int[] a) {
        int s = 0;
        for (int x : a) {
            s += x;
        }
        return s;
    }
}
