package dev.gamebots.othello.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The specialised solver against a plain negamax over the rules (the Game interface) on small endgames. */
public class EndgameSolverTest {

    /** Plain negamax on the board: exact final score from the side to move. */
    public static int bruteForce(Board8 board, Scoring scoring) {
        int[] buf = new int[65];
        int n = board.generateMoves(buf, 0);
        if (n == 0) {
            return scoring.score(Long.bitCount(board.own()), Long.bitCount(board.opp()));
        }
        int best = -1000;
        int[] moves = java.util.Arrays.copyOf(buf, n);
        for (int m : moves) {
            board.makeMove(m);
            best = Math.max(best, -bruteForce(board, scoring));
            board.unmakeMove();
        }
        return best;
    }

    @ParameterizedTest
    @EnumSource(Scoring.class)
    void agreesWithBruteForceOnRandomEndgames(Scoring scoring) {
        SplittableRandom random = new SplittableRandom(99 + scoring.ordinal());
        EndgameSolver solver = new EndgameSolver(12, dev.gamebots.core.Clock.SYSTEM);
        int solved = 0;
        int[] buf = new int[65];
        while (solved < 150) {
            // Random game down to 1..9 empties (passes and early ends included).
            Board8 board = Boards.board8(scoring == Scoring.ANTI_DISCS ? Variant.ANTI : Variant.STD);
            int target = 1 + random.nextInt(9);
            while (board.empties() > target) {
                int n = board.generateMoves(buf, 0);
                if (n == 0) {
                    break;
                }
                board.makeMove(buf[random.nextInt(n)]);
            }
            Board8 fresh = board.copy();
            int expected = bruteForce(fresh, scoring);
            SearchResult r = solver.solve(board.own(), board.opp(), scoring);
            assertEquals(expected, r.score(), board.render());
            if (r.bestMove() >= 0 && r.bestMove() < 64) {
                fresh.makeMove(r.bestMove());
                assertEquals(expected, -bruteForce(fresh, scoring), "best move must reach the value\n" + board.render());
            }
            // Narrow windows give bounds on the right side.
            SearchResult low = solver.solve(board.own(), board.opp(), scoring, expected, expected + 1,
                    SearchLimits.infinite());
            assertFalse(low.score() > expected, "fail-low bound");
            solved++;
        }
    }

}
