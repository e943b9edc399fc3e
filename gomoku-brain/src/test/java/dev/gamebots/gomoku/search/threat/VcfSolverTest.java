package dev.gamebots.gomoku.search.threat;

import dev.gamebots.core.SearchControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.testdata.Positions;
import dev.gamebots.gomoku.testdata.Puzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The VCF solver on the quintet renju puzzles: it must find a VCF starting with the expected move. */
class VcfSolverTest {

    @ParameterizedTest
    @ValueSource(strings = {"vcf_black", "vcf_white", "vcf_counter", "vcf_long"})
    void solvesRenjuPuzzleWithExpectedFirstMove(String name) {
        Puzzle p = Puzzle.load(name);
        Board b = p.board();
        String before = b.render();
        VcfSolver vcf = new VcfSolver(b, 18, new SearchControl(Clock.SYSTEM));
        assertTrue(vcf.solve(VcfSolver.MAX_DEPTH, 50_000_000L), name + " has a VCF");
        assertEquals(before, b.render(), "the board is left as found");
        int[] line = vcf.line();
        assertEquals(p.expectedFirst(b), line[0], name + ": first move " + p.expected().get(0));
        assertLineWins(b, line, p.attacker());
    }

    @Test
    void noVcfOnQuietPosition() {
        Board b = Positions.board(15, Rule.FREESTYLE, "h8h9i8i9");
        VcfSolver vcf = new VcfSolver(b, 16, new SearchControl(Clock.SYSTEM));
        assertFalse(vcf.solve(VcfSolver.MAX_DEPTH, 1_000_000L));
        assertFalse(vcf.aborted());
    }

    /** Replays the line: every attacker move but the last is a four, the defender blocks, the last is a five. */
    static void assertLineWins(Board b, int[] line, int attacker) {
        int made = 0;
        for (int i = 0; i < line.length; i++) {
            if (i % 2 == 1 && i + 1 < line.length && line[i] == line[i + 1]) {
                break; // renju: black cannot block on a forbidden point; the five follows
            }
            assertTrue(b.isLegal(line[i]) || i % 2 == 1, "move " + i + " legal");
            if (!b.isLegal(line[i])) {
                break;
            }
            b.makeMove(line[i]);
            made++;
        }
        boolean won = b.winner() == attacker;
        if (!won && line.length >= 2 && line[line.length - 1] == line[line.length - 2]) {
            won = b.sideToMove() == Stones.opponent(attacker) && b.isForbidden(line[line.length - 1]);
        }
        while (made-- > 0) {
            b.unmakeMove();
        }
        assertTrue(won, "the line ends with the attacker's five");
    }
}
