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
 * The 10x10 stability bound against the same definition worked out square by square, and its
 * soundness: no disc it calls stable is ever flipped in random games of grand and octagon (whose
 * blocked squares end lines as the edge does), and it finds some.
 */
class Stability10Test {

    private static final int[][] AXES = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

    /** The fixpoint of the class comment, square by square: the stable discs of p as a set of squares. */
    static boolean[] reference(boolean[] p, boolean[] empty, boolean[] blocked) {
        boolean[] stable = new boolean[100];
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int sq = 0; sq < 100; sq++) {
                if (!p[sq] || stable[sq]) {
                    continue;
                }
                boolean all = true;
                for (int[] axis : AXES) {
                    all &= safe(sq, axis[0], axis[1], empty, blocked, stable);
                }
                if (all) {
                    stable[sq] = true;
                    grew = true;
                }
            }
        }
        return stable;
    }

    private static boolean safe(int sq, int dr, int dc, boolean[] empty, boolean[] blocked, boolean[] stable) {
        boolean filled = true;
        for (int dir = -1; dir <= 1; dir += 2) {
            int r = sq / 10 + dir * dr;
            int c = sq % 10 + dir * dc;
            if (r < 0 || r > 9 || c < 0 || c > 9 || blocked[r * 10 + c] || stable[r * 10 + c]) {
                return true; // the edge, a blocked square or a stable own disc next to it
            }
            for (; r >= 0 && r <= 9 && c >= 0 && c <= 9 && !blocked[r * 10 + c]; r += dir * dr, c += dir * dc) {
                filled &= !empty[r * 10 + c];
            }
        }
        return filled;
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = {"GRAND", "OCTAGON"})
    void equalsTheSquareBySquareDefinition(Variant variant) {
        SplittableRandom random = new SplittableRandom(7 + variant.ordinal());
        boolean[] blocked = new boolean[100];
        for (int sq : variant.blockedSquares()) {
            blocked[sq] = true;
        }
        Board10 board = Boards.board10(variant);
        Stability10 stability = new Stability10(board.blockedLo(), board.blockedHi());
        for (int i = 0; i < 3000; i++) {
            // Random positions, from nearly empty to nearly full.
            int fill = random.nextInt(101);
            boolean[] p = new boolean[100];
            boolean[] empty = new boolean[100];
            long pLo = 0;
            long pHi = 0;
            long eLo = 0;
            long eHi = 0;
            for (int sq = 0; sq < 100; sq++) {
                if (blocked[sq]) {
                    continue;
                }
                empty[sq] = random.nextInt(100) >= fill;
                p[sq] = !empty[sq] && random.nextBoolean();
                if (p[sq]) {
                    pLo |= EndgameSearch.lowBit(sq);
                    pHi |= EndgameSearch.highBit(sq);
                }
                if (empty[sq]) {
                    eLo |= EndgameSearch.lowBit(sq);
                    eHi |= EndgameSearch.highBit(sq);
                }
            }
            boolean[] expected = reference(p, empty, blocked);
            int count = stability.count(pLo, pHi, eLo, eHi);
            int expectedCount = 0;
            for (int sq = 0; sq < 100; sq++) {
                boolean got = ((stability.stableLo & EndgameSearch.lowBit(sq)) | (stability.stableHi
                        & EndgameSearch.highBit(sq))) != 0;
                assertEquals(expected[sq], got, "square " + sq + " of position " + i);
                expectedCount += expected[sq] ? 1 : 0;
            }
            assertEquals(expectedCount, count);
        }
    }

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
