package dev.gamebots.othello.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The root-split solver agrees with the single-thread one, and its move reaches the value. */
class ParallelEndgameTest {

    @ParameterizedTest
    @EnumSource(value = Scoring.class, names = {"DISCS", "ANTI_DISCS", "WOF"})
    void agreesWithTheSequentialSolver(Scoring scoring) {
        SplittableRandom random = new SplittableRandom(31 + scoring.ordinal());
        EndgameSolver sequential = new EndgameSolver(16, Clock.SYSTEM);
        ParallelEndgame parallel = new ParallelEndgame(3, 14, Clock.SYSTEM);
        int[] buf = new int[65];
        int checked = 0;
        while (checked < 25) {
            Board8 board = Boards.board8(scoring == Scoring.ANTI_DISCS ? Variant.ANTI : Variant.STD);
            int target = 8 + random.nextInt(7);
            while (board.empties() > target && board.generateMoves(buf, 0) > 0) {
                board.makeMove(buf[random.nextInt(board.generateMoves(buf, 0))]);
            }
            if (Long.bitCount(board.legalMoves()) < 2) {
                continue;
            }
            int expected = sequential.solve(board.own(), board.opp(), scoring).score();
            SearchResult r = parallel.solve(board.own(), board.opp(), scoring, -65, 65, SearchLimits.infinite());
            assertTrue(r.exact());
            assertEquals(expected, r.score(), board.render());
            board.makeMove(r.bestMove());
            assertEquals(expected, -sequential.solve(board.own(), board.opp(), scoring).score(),
                    "the move reaches the value");
            board.unmakeMove();
            // Win/draw/loss window: the sign is right.
            SearchResult wld = parallel.solve(board.own(), board.opp(), scoring, -1, 1, SearchLimits.infinite());
            assertEquals(Integer.signum(expected), Integer.signum(wld.score()), board.render());
            checked++;
        }
    }
}
