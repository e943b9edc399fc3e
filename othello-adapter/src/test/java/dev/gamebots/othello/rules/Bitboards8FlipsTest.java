package dev.gamebots.othello.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The ray flips (the solver's) and the shift flips against a square-by-square walk on random boards. */
class Bitboards8FlipsTest {

    @Test
    void flipsAgreeWithWalkOnRandomBoards() {
        SplittableRandom random = new SplittableRandom(20261201L);
        int checked = 0;
        for (int board = 0; board < 20_000; board++) {
            // Densities from nearly empty to nearly full, both colours mixed.
            int fill = random.nextInt(101);
            long p = 0;
            long o = 0;
            for (int sq = 0; sq < 64; sq++) {
                if (random.nextInt(100) < fill) {
                    if (random.nextBoolean()) {
                        p |= 1L << sq;
                    } else {
                        o |= 1L << sq;
                    }
                }
            }
            long empty = ~(p | o);
            for (int sq = 0; sq < 64; sq++) {
                if ((empty >>> sq & 1) == 0) {
                    continue;
                }
                long expected = walk(p, o, sq);
                assertEquals(expected, Bitboards8.flipsByRays(p, o, sq), "rays, square " + sq + " p " + p + " o " + o);
                assertEquals(expected, Bitboards8.flips(p, o, sq), "shifts, square " + sq + " p " + p + " o " + o);
                checked++;
            }
        }
        assertEquals(true, checked > 500_000, "squares checked: " + checked);
    }

    /** The flips by walking each of the eight directions one square at a time. */
    private static long walk(long p, long o, int sq) {
        long flips = 0;
        int r0 = sq >>> 3;
        int c0 = sq & 7;
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if (dr == 0 && dc == 0) {
                    continue;
                }
                long run = 0;
                int r = r0 + dr;
                int c = c0 + dc;
                while (r >= 0 && r < 8 && c >= 0 && c < 8 && (o >>> (r * 8 + c) & 1) != 0) {
                    run |= 1L << (r * 8 + c);
                    r += dr;
                    c += dc;
                }
                if (run != 0 && r >= 0 && r < 8 && c >= 0 && c < 8 && (p >>> (r * 8 + c) & 1) != 0) {
                    flips |= run;
                }
            }
        }
        return flips;
    }
}
