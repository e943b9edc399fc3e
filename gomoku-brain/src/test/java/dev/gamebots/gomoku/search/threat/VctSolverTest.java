package dev.gamebots.gomoku.search.threat;

import dev.gamebots.core.SearchControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.testdata.Puzzle;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The VCT solver on the quintet renju puzzles: it must find a VCT starting with the expected move. */
class VctSolverTest {

    @ParameterizedTest
    @ValueSource(strings = {"vct_black", "vct_counter", "vct_fukumi"})
    void solvesRenjuPuzzleWithExpectedFirstMove(String name) {
        Puzzle p = Puzzle.load(name);
        Board b = p.board();
        String before = b.render();
        SearchControl control = new SearchControl(Clock.SYSTEM);
        VcfSolver vcf = new VcfSolver(b, 16, control);
        VctSolver vct = new VctSolver(b, 18, control, vcf);
        long t0 = System.nanoTime();
        boolean won = vct.solve(8, 20_000_000L);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(won, name + " has a VCT (" + vct.nodes() + " nodes, " + ms + " ms, aborted " + vct.aborted() + ")");
        assertEquals(before, b.render(), "the board is left as found");
        assertEquals(p.expectedFirst(b), vct.firstMove(), name + ": first move " + p.expected().get(0)
                + " got " + b.x(vct.firstMove()) + "," + b.y(vct.firstMove()));
    }
}
