package dev.gamebots.othello.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The 10x10 stability bound's soundness: no disc it calls stable is ever flipped in random games of
 * grand and octagon (whose blocked squares end lines as the edge does), and it finds some.
 */
class Stability10Test {

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = {"GRAND", "OCTAGON"})
    void stableDiscsNeverFlipInRandomGames(Variant variant) {
        SplittableRandom random = new SplittableRandom(10 + variant.ordinal());
        int[] buf = new int[128];
        long checked = 0;
        long found = 0;
        for (int game = 0; game < 150; game++) {
            Board10 board = Boards.board10(variant);
            Stability10 stability = new Stability10(board.blockedLo(), board.blockedHi());
            long[] stable = new long[4]; // black lo, hi, white lo, hi: once stable, stable for good
            while (true) {
                long[] discs = discs(board);
                long eLo = ~(discs[0] | discs[2] | board.blockedLo());
                long eHi = ~(discs[1] | discs[3] | board.blockedHi()) & ((1L << 36) - 1);
                for (int colour = 0; colour < 2; colour++) {
                    found += stability.count(discs[2 * colour], discs[2 * colour + 1], eLo, eHi);
                    stable[2 * colour] |= stability.stableLo;
                    stable[2 * colour + 1] |= stability.stableHi;
                    assertEquals(0, stable[2 * colour] & ~discs[2 * colour], "a stable disc flipped\n" + board.render());
                    assertEquals(0, stable[2 * colour + 1] & ~discs[2 * colour + 1],
                            "a stable disc flipped\n" + board.render());
                }
                checked++;
                int n = board.generateMoves(buf, 0);
                if (board.isTerminal()) {
                    break;
                }
                board.makeMove(buf[random.nextInt(n)]);
            }
        }
        assertTrue(checked > 5_000, "positions " + checked);
        assertTrue(found > checked, "stable discs found: " + found);
    }

    /** Black's and white's discs as low and high words. */
    private static long[] discs(Board10 board) {
        long[] d = new long[4];
        for (int sq = 0; sq < 100; sq++) {
            int c = board.cell(sq);
            int at = c == OthelloBoard.BLACK ? 0 : c == OthelloBoard.WHITE ? 2 : -1;
            if (at >= 0) {
                d[at + (sq < 64 ? 0 : 1)] |= 1L << (sq < 64 ? sq : sq - 64);
            }
        }
        return d;
    }
}
