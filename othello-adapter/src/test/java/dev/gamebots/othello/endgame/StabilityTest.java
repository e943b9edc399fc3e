package dev.gamebots.othello.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Variant;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bit-parallel stability bound against the same definition computed square by square, and the
 * bound's soundness: no disc it calls stable is ever flipped in random continuations.
 */
class StabilityTest {

    private static final int[][] AXES = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

    /** The fixpoint of the class comment, square by square. */
    static long reference(long p, long occupied) {
        long stable = 0;
        while (true) {
            long next = stable;
            for (int sq = 0; sq < 64; sq++) {
                if ((p >>> sq & 1) == 0) {
                    continue;
                }
                boolean all = true;
                for (int[] axis : AXES) {
                    all &= safe(sq, axis[0], axis[1], occupied, stable);
                }
                if (all) {
                    next |= 1L << sq;
                }
            }
            if (next == stable) {
                return stable;
            }
            stable = next;
        }
    }

    private static boolean safe(int sq, int dr, int dc, long occupied, long stable) {
        int r = sq / 8;
        int c = sq % 8;
        boolean full = true;
        boolean edge = false;
        for (int dir = -1; dir <= 1; dir += 2) {
            int rr = r + dir * dr;
            int cc = c + dir * dc;
            if (rr < 0 || rr > 7 || cc < 0 || cc > 7) {
                edge = true;
                continue;
            }
            if ((stable >>> (rr * 8 + cc) & 1) != 0) {
                return true; // a stable own neighbour along the axis
            }
            while (rr >= 0 && rr < 8 && cc >= 0 && cc < 8) {
                full &= (occupied >>> (rr * 8 + cc) & 1) != 0;
                rr += dir * dr;
                cc += dir * dc;
            }
        }
        return edge || full;
    }

    @Test
    void equalsTheSquareBySquareDefinition() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 5000; i++) {
            long occupied = random.nextLong() | random.nextLong() | (i % 2 == 0 ? random.nextLong() : 0);
            long p = occupied & random.nextLong();
            assertEquals(reference(p, occupied), Stability.stable(p, occupied), "p " + p + " occ " + occupied);
        }
    }

    @Test
    void stableDiscsNeverFlipInRandomGames() {
        SplittableRandom random = new SplittableRandom(4);
        int[] buf = new int[65];
        int checked = 0;
        for (int game = 0; game < 300; game++) {
            Board8 board = Boards.board8(Variant.STD);
            long stableBlack = 0;
            long stableWhite = 0;
            while (true) {
                long occ = board.black() | board.white();
                stableBlack |= Stability.stable(board.black(), occ);
                stableWhite |= Stability.stable(board.white(), occ);
                assertTrue((stableBlack & ~board.black()) == 0 && (stableWhite & ~board.white()) == 0,
                        "a stable disc flipped\n" + board.render());
                checked++;
                int n = board.generateMoves(buf, 0);
                if (n == 0) {
                    break;
                }
                board.makeMove(buf[random.nextInt(n)]);
            }
        }
        assertTrue(checked > 10_000);
    }

    @Test
    void cornerStableDiscsAreStable() {
        SplittableRandom random = new SplittableRandom(17);
        for (int i = 0; i < 20_000; i++) {
            long occupied = random.nextLong() | random.nextLong();
            long p = occupied & random.nextLong();
            long corner = Stability.cornerStable(p);
            assertEquals(0, corner & ~Stability.stable(p, occupied), "corner-stable discs are stable");
            assertEquals(Long.bitCount(p & Bitboards8.CORNERS), Long.bitCount(corner & Bitboards8.CORNERS));
        }
        // a1, b1 and a2 held with a1; g8 alone is not next to an own corner.
        long p = (1L << 0) | (1L << 1) | (1L << 8) | (1L << 62);
        assertEquals((1L << 0) | (1L << 1) | (1L << 8), Stability.cornerStable(p));
    }
}
