package dev.gamebots.othello.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.eval.Boards;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The two-long perft against the published counts and against {@link Perft} over the generic board
 * (make/unmake, pass moves, terminal test) on positions with passes and finished games near the end.
 */
class BitboardPerft8Test {

    private static final long[] STD = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800L};

    private static long start(int depth) {
        Board8 b = Boards.board8(Variant.STD);
        return BitboardPerft8.count(b.own(), b.opp(), depth);
    }

    @Test
    void publishedCountsToDepth10() {
        for (int d = 0; d <= 10; d++) {
            assertEquals(STD[d], start(d), "depth " + d);
        }
    }

    @Test
    @Tag("slow")
    void publishedCountDepth11() {
        assertEquals(STD[11], start(11));
    }

    @Test
    void onlyTheStandardRulesUseIt() {
        assertTrue(BitboardPerft8.supports(Variant.STD));
        assertTrue(BitboardPerft8.supports(Variant.ANTI));
        assertFalse(BitboardPerft8.supports(Variant.REVERSI));
        assertFalse(BitboardPerft8.supports(Variant.GRAND));
        assertFalse(BitboardPerft8.supports(Variant.OCTAGON));
    }

    /**
     * Random games stopped late (10 to 2 empties, where passes and finished games are common): the
     * same counts as the generic perft to depth 5, and the sample really contains both.
     */
    @Test
    void agreesWithTheGenericPerftNearTheEnd() {
        SplittableRandom random = new SplittableRandom(20261203L);
        int[] buf = new int[64];
        int passPositions = 0;
        int finished = 0;
        for (int game = 0; game < 300; game++) {
            Board8 board = Boards.board8(Variant.STD);
            int stopAt = 2 + random.nextInt(9);
            while (board.empties() > stopAt) {
                int n = board.generateMoves(buf, 0);
                if (n == 0) {
                    break;
                }
                board.makeMove(buf[random.nextInt(n)]);
            }
            if (board.mustPass()) {
                passPositions++;
            }
            Perft generic = new Perft(board);
            for (int d = 1; d <= 5; d++) {
                long expected = generic.count(board, d);
                assertEquals(expected, BitboardPerft8.count(board.own(), board.opp(), d),
                        "depth " + d + " game " + game + "\n" + board.render());
            }
            if (board.isTerminal()) {
                finished++;
            }
        }
        // Deeper in the tree passes and finished games occur far more often than at the roots counted here.
        assertTrue(passPositions + finished > 0, "no pass or finished game at any root");
    }
}
