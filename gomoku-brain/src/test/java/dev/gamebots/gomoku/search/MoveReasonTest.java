package dev.gamebots.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.threat.VcfSolver;
import dev.gamebots.gomoku.testdata.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * How the searcher says it chose a move ({@link GomokuSearcher#reason()}), against independent
 * checks of the position: the VCF solver's own line, the forced block, the opponent's VCF.
 */
class MoveReasonTest {

    private static int search(GomokuSearcher s, int depth) {
        s.control().begin(SearchControl.NEVER);
        return s.search(SearchLimits.depth(depth).withMaxNodes(200_000), SearchListener.NONE).bestMove();
    }

    private static GomokuSearcher searcher(Board b) {
        return new GomokuSearcher(b, new TranspositionTable(2), new SearchControl(Clock.SYSTEM),
                SearchConfig.defaults());
    }

    @Test
    void aVcfIsReportedWithItsLength() {
        Board b = Puzzle.load("vcf_long").board();
        SearchControl control = new SearchControl(Clock.SYSTEM);
        control.begin(SearchControl.NEVER);
        VcfSolver solver = new VcfSolver(b, 16, control);
        assertTrue(solver.solve(VcfSolver.MAX_DEPTH, 2_000_000L));
        int ownMoves = (solver.line().length + 1) / 2;
        GomokuSearcher s = searcher(b);
        search(s, 2);
        assertEquals(MoveReason.vcf(ownMoves), s.reason());
        assertEquals("VCF in " + ownMoves, s.lastReason());
    }

    @Test
    void theOnlyBlockIsAForcedBlock() {
        Board b = new Board(15, 15, Rule.FREESTYLE);
        for (int i = 0; i < 4; i++) {
            b.place(b.index(3 + i, 3), Stones.WHITE);
        }
        b.place(b.index(2, 3), Stones.BLACK);
        b.place(b.index(10, 10), Stones.BLACK);
        b.setSideToMove(Stones.BLACK);
        GomokuSearcher s = searcher(b);
        assertEquals(b.index(7, 3), search(s, 2));
        assertEquals(MoveReason.Kind.FORCED_BLOCK, s.reason().kind());
    }

    /**
     * Against the opponent's VCF the reason says so; on the next move, with no VCF left for the
     * opponent, it no longer does (the reason is the search's own, not the last one's: the reason
     * string was once carried over to the next search by a startsWith("defending") test).
     */
    @Test
    void defendingAVcfIsReportedForThatMoveOnly() {
        // White's VCF: the four (7,5) (black must block at (7,6)) makes the closed three 5,6,7 on row
        // 5, then (8,5) is a double four with the closed three of column 8. No white point is an
        // open-four point (that would be a DEFEND list, not the root's VCF defence); black has nothing.
        Board b = new Board(15, 15, Rule.FREESTYLE);
        for (int i = 0; i < 3; i++) {
            b.place(b.index(7, 2 + i), Stones.WHITE);
            b.place(b.index(8, 6 + i), Stones.WHITE);
        }
        b.place(b.index(5, 5), Stones.WHITE);
        b.place(b.index(6, 5), Stones.WHITE);
        b.place(b.index(7, 1), Stones.BLACK);
        b.place(b.index(8, 9), Stones.BLACK);
        b.place(b.index(4, 5), Stones.BLACK);
        b.place(b.index(12, 12), Stones.BLACK);
        b.place(b.index(1, 12), Stones.BLACK);
        b.setSideToMove(Stones.BLACK);
        SearchControl control = new SearchControl(Clock.SYSTEM);
        control.begin(SearchControl.NEVER);
        VcfSolver solver = new VcfSolver(b, 16, control);
        b.passTurn();
        assertTrue(solver.solve(VcfSolver.MAX_DEPTH, 2_000_000L), "white has a VCF");
        b.passTurn();
        GomokuSearcher s = searcher(b);
        int defence = search(s, 3);
        assertEquals(MoveReason.Kind.DEFENDING_VCF, s.reason().kind());
        b.makeMove(defence);
        b.passTurn();
        assertFalse(solver.solve(VcfSolver.MAX_DEPTH, 2_000_000L), "black has no VCF after " + defence);
        b.passTurn();
        boolean whiteVcf = solver.solve(VcfSolver.MAX_DEPTH, 2_000_000L);
        search(s, 3);
        assertEquals(whiteVcf ? MoveReason.Kind.VCF : MoveReason.Kind.SEARCH, s.reason().kind(), s.reason().toString());
    }
}
