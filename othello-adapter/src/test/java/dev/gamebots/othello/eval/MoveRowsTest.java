package dev.gamebots.othello.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Variant;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The move rows of an 8x8 layout ({@link PatternLayout#withMoveRows()}): the entries against a
 * square-by-square reading with legal moves found by walking the rays, the fast sum against the
 * entries, the evaluation's symmetry under the board's eight symmetries, and the weights file
 * (flagged, read back; a file without the flag keeps the plain layout).
 */
class MoveRowsTest {

    private static final PatternLayout MOVE_ROWS = PatternLayout.forVariant(Variant.STD).withMoveRows();

    static PatternWeights randomWeights(PatternLayout layout, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        float[][] p = new float[layout.phases()][layout.parameterCount()];
        for (float[] phase : p) {
            for (int i = 0; i < phase.length; i++) {
                phase[i] = (float) (random.nextDouble() * 8 - 4);
            }
        }
        return PatternWeights.fromDiscs(Variant.STD, layout, p, ProbCutTable.none(layout.phases()));
    }

    /** A legal move of {@code own} at sq, by walking the eight rays square by square. */
    static boolean legal(long own, long opp, int sq) {
        if (((own | opp) >>> sq & 1) != 0) {
            return false;
        }
        int c = sq % 8;
        int r = sq / 8;
        for (int dc = -1; dc <= 1; dc++) {
            for (int dr = -1; dr <= 1; dr++) {
                if (dc == 0 && dr == 0) {
                    continue;
                }
                int x = c + dc;
                int y = r + dr;
                int seen = 0;
                while (x >= 0 && x < 8 && y >= 0 && y < 8 && (opp >>> (x + 8 * y) & 1) != 0) {
                    x += dc;
                    y += dr;
                    seen++;
                }
                if (seen > 0 && x >= 0 && x < 8 && y >= 0 && y < 8 && (own >>> (x + 8 * y) & 1) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** An empty square next to a disc of {@code other}, by looking at the eight neighbours. */
    private static boolean nextTo(long other, long occupied, int sq) {
        if ((occupied >>> sq & 1) != 0) {
            return false;
        }
        for (int dc = -1; dc <= 1; dc++) {
            for (int dr = -1; dr <= 1; dr++) {
                int x = sq % 8 + dc;
                int y = sq / 8 + dr;
                if ((dc != 0 || dr != 0) && x >= 0 && x < 8 && y >= 0 && y < 8 && (other >>> (x + 8 * y) & 1) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The squares of row {@code row} (0 = the edge) on side {@code side}: ranks 1 + row and 8 - row,
     * files a + row and h - row, in the order the instances come.
     */
    static int[] rowSquares(int row, int side) {
        int[] squares = new int[8];
        for (int i = 0; i < 8; i++) {
            squares[i] = switch (side) {
                case 0 -> i + 8 * row;
                case 1 -> i + 8 * (7 - row);
                case 2 -> row + 8 * i;
                default -> (7 - row) + 8 * i;
            };
        }
        return squares;
    }

    /** The parameter of a row read square by square from the two sets (digit i: a's + 2 * b's). */
    private static int parameter(int kind, int row, int[] squares, boolean[] a, boolean[] b) {
        int v = 0;
        for (int i = 7; i >= 0; i--) {
            v = v * 4 + (a[squares[i]] ? 1 : 0) + (b[squares[i]] ? 2 : 0);
        }
        return MOVE_ROWS.parameterOf(MOVE_ROWS.moveRowsOffset()
                + (kind * PatternLayout.MOVE_ROWS + row) * PatternLayout.MOVE_ROW_CONFIGURATIONS + v);
    }

    @Test
    void layoutAddsTheRowsAfterThePlainOnesAndTiesMirrorImages() {
        PatternLayout plain = PatternLayout.forVariant(Variant.STD);
        assertFalse(plain.hasMoveRows());
        assertEquals(plain.tableSize(), MOVE_ROWS.moveRowsOffset());
        assertEquals(plain.tableSize() + 8 * 65536, MOVE_ROWS.tableSize());
        // 4^8 rows, of which 4^4 read the same backwards: (65536 + 256) / 2 parameters per table
        assertEquals(plain.parameterCount() + 8 * (65536 + 256) / 2, MOVE_ROWS.parameterCount());
        for (int e = 0; e < plain.tableSize(); e++) {
            assertEquals(plain.parameterOf(e), MOVE_ROWS.parameterOf(e));
        }
        assertEquals(MOVE_ROWS, MOVE_ROWS.withMoveRows());
        assertEquals(plain.parameterCount(), MOVE_ROWS.withPhaseWidth(2).withPhaseWidth(4).parameterCount()
                - 8 * (65536 + 256) / 2);
        assertThrows(IllegalArgumentException.class, () -> PatternLayout.forVariant(Variant.GRAND).withMoveRows());
    }

    @Test
    void entriesEqualTheSquareBySquareReading() {
        Features8 features = new Features8(MOVE_ROWS);
        int plain = new Features8(PatternLayout.forVariant(Variant.STD)).entryCount();
        assertEquals(plain + 32, features.entryCount());
        SplittableRandom random = new SplittableRandom(21);
        int[] out = new int[features.entryCount()];
        int withMoves = 0;
        for (int n = 0; n < 2000; n++) {
            long occupied = random.nextLong() & random.nextLong() | Bitboards8.CENTRE;
            long own = occupied & random.nextLong();
            long opp = occupied & ~own;
            features.entries(own, opp, out);
            boolean[] ownMove = new boolean[64];
            boolean[] oppMove = new boolean[64];
            boolean[] ownNext = new boolean[64];
            boolean[] oppNext = new boolean[64];
            for (int sq = 0; sq < 64; sq++) {
                ownMove[sq] = legal(own, opp, sq);
                oppMove[sq] = legal(opp, own, sq);
                ownNext[sq] = nextTo(opp, occupied, sq);
                oppNext[sq] = nextTo(own, occupied, sq);
                withMoves += ownMove[sq] ? 1 : 0;
            }
            int e = plain;
            for (int kind = 0; kind < 2; kind++) {
                for (int row = 0; row < 4; row++) {
                    for (int side = 0; side < 4; side++) {
                        int[] squares = rowSquares(row, side);
                        int expected = kind == 0 ? parameter(kind, row, squares, ownMove, oppMove)
                                : parameter(kind, row, squares, ownNext, oppNext);
                        assertEquals(expected, MOVE_ROWS.parameterOf(out[e]), "kind " + kind + " row " + row + " side " + side);
                        e++;
                    }
                }
            }
        }
        assertTrue(withMoves > 10_000, "positions with moves drawn: " + withMoves);
    }

    @Test
    void fastSumEqualsTheSumOfTheEntriesAndTheEvaluationIsSymmetric() {
        assertFastSumEqualsTheEntries(MOVE_ROWS, 4, 15, 300);
    }

    /**
     * On {@code positions} positions of random games: the evaluation (the fast sum) equals the sum of
     * the table entries {@link Features8#entries} gives, on the position and its seven moved images.
     */
    static void assertFastSumEqualsTheEntries(PatternLayout layout, long weightSeed, long seed, int positions) {
        PatternWeights w = randomWeights(layout, weightSeed);
        Features8 features = new Features8(layout);
        PatternEvaluation8 eval = new PatternEvaluation8(w);
        SplittableRandom random = new SplittableRandom(seed);
        int[] out = new int[features.entryCount()];
        int[] buf = new int[64];
        for (int n = 0; n < positions; n++) {
            Board8 board = (Board8) Boards.start(Variant.STD);
            int plies = 5 + random.nextInt(50);
            for (int p = 0; p < plies && board.generateMoves(buf, 0) > 0; p++) {
                board.makeMove(buf[random.nextInt(board.generateMoves(buf, 0))]);
            }
            long own = board.own();
            long opp = board.opp();
            int phase = features.entries(own, opp, out);
            short[] table = w.table(phase);
            int expected = 0;
            for (int e : out) {
                expected += table[e];
            }
            assertEquals(expected, eval.evaluate(own, opp));
            for (int s = 1; s < 8; s++) {
                assertEquals(expected, eval.evaluate(moved(own, s), moved(opp, s)), "symmetry " + s + "\n" + board.render());
            }
        }
    }

    static long moved(long x, int s) {
        long r = 0;
        for (int sq = 0; sq < 64; sq++) {
            if ((x >>> sq & 1) != 0) {
                r |= 1L << PatternGeometry.symmetry(s, sq, 8);
            }
        }
        return r;
    }

    @Test
    void weightsFileSaysItHasTheMoveRows() throws IOException {
        PatternWeights w = randomWeights(MOVE_ROWS, 9);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        w.write(bytes);
        PatternWeights back = PatternWeights.read(new ByteArrayInputStream(bytes.toByteArray()), Variant.STD);
        assertTrue(back.layout().hasMoveRows());
        assertEquals(MOVE_ROWS.parameterCount(), back.layout().parameterCount());
        for (int p = 0; p < MOVE_ROWS.phases(); p++) {
            assertArrayEquals(w.table(p), back.table(p));
        }
        // the plain layout's file stays without the flag (version 2) and reads as the plain layout
        PatternWeights plain = PatternEvaluationTest.randomWeights(Variant.STD, 9);
        ByteArrayOutputStream plainBytes = new ByteArrayOutputStream();
        plain.write(plainBytes);
        PatternWeights plainBack = PatternWeights.read(new ByteArrayInputStream(plainBytes.toByteArray()), Variant.STD);
        assertFalse(plainBack.layout().hasMoveRows());
        assertEquals(PatternLayout.forVariant(Variant.STD).parameterCount(), plainBack.layout().parameterCount());
    }
}
