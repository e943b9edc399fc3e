package dev.gamebots.othello.eval;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import org.junit.jupiter.api.Test;

/**
 * The static move order follows the evaluation: the hand-made evaluations keep std's (corners first,
 * X-squares last) in every game, as the first version searched; a trained anti evaluation reverses it,
 * and a board handed back to the hand-made one orders as before.
 */
class SquareOrderByEvaluationTest {

    private static final int A1 = 0;
    private static final int B2 = 9;

    @Test
    void onlyATrainedAntiEvaluationTriesCornersLast() {
        for (Variant v : new Variant[] {Variant.STD, Variant.ANTI, Variant.REVERSI}) {
            OthelloBoard board = Boards.start(v);
            assertTrue(board.orderingScore(A1) > board.orderingScore(B2), v + " hand-made: corner first");
            PatternEvaluationTest.randomWeights(v, 3).useOn(board);
            boolean cornerFirst = board.orderingScore(A1) > board.orderingScore(B2);
            assertTrue(cornerFirst == (v != Variant.ANTI), v + " trained: corner first " + cornerFirst);
        }
        Board8 anti = Boards.board8(Variant.ANTI);
        PatternEvaluationTest.randomWeights(Variant.ANTI, 3).useOn(anti);
        anti.setEvaluator(Boards.board8(Variant.ANTI).evaluator());
        assertTrue(anti.orderingScore(A1) > anti.orderingScore(B2), "anti back on the hand-made evaluation");
    }
}
