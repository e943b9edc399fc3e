package dev.gamebots.othello.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Variant;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The legal rows of an 8x8 layout ({@link PatternLayout#withLegalRows(int)}): the layout's parameters,
 * the entries against a square-by-square reading with the legal moves found by walking the rays
 * ({@link MoveRowsTest#legal}), the fast sum against the entries and the evaluation's symmetry under
 * the board's eight symmetries, and the weights file (flagged with the row count, read back; the
 * shipped file still reads as the plain layout).
 */
class LegalRowsTest {

    private static final PatternLayout PLAIN = PatternLayout.forVariant(Variant.STD);

    @Test
    void layoutAddsOneTablePerRowAfterThePlainOnesAndTiesMirrorImages() {
        for (int rows = 1; rows <= PatternLayout.MAX_LEGAL_ROWS; rows++) {
            PatternLayout layout = PLAIN.withLegalRows(rows);
            assertEquals(rows, layout.legalRows());
            assertEquals(PLAIN.tableSize(), layout.legalRowsOffset());
            assertEquals(PLAIN.tableSize() + rows * 6561, layout.tableSize());
            // 3^8 rows, of which 3^4 read the same backwards: (6561 + 81) / 2 parameters per row
            assertEquals(PLAIN.parameterCount() + rows * (6561 + 81) / 2, layout.parameterCount());
            for (int e = 0; e < PLAIN.tableSize(); e++) {
                assertEquals(PLAIN.parameterOf(e), layout.parameterOf(e));
            }
            // the edge's "own move on a1 only" and "own move on h1 only" share a parameter; a2 does not
            int at = layout.legalRowsOffset();
            assertEquals(layout.parameterOf(at + 1), layout.parameterOf(at + 2187));
            assertNotEquals(layout.parameterOf(at + 1), layout.parameterOf(at + 3));
            assertEquals(layout.parameterCount(), layout.withPhaseWidth(2).withPhaseWidth(4).parameterCount());
        }
        PatternLayout both = PLAIN.withMoveRows().withLegalRows(2);
        assertEquals(PLAIN.withMoveRows().tableSize(), both.legalRowsOffset());
        assertEquals(PLAIN.withMoveRows().parameterCount() + 2 * (6561 + 81) / 2, both.parameterCount());
        assertThrows(IllegalArgumentException.class, () -> PLAIN.withLegalRows(0));
        assertThrows(IllegalArgumentException.class, () -> PLAIN.withLegalRows(5));
        assertThrows(IllegalArgumentException.class, () -> PatternLayout.forVariant(Variant.GRAND).withLegalRows(2));
    }

    @Test
    void entriesEqualTheSquareBySquareReading() {
        for (int rows = 1; rows <= PatternLayout.MAX_LEGAL_ROWS; rows++) {
            PatternLayout layout = PLAIN.withLegalRows(rows);
            Features8 features = new Features8(layout);
            int plain = new Features8(PLAIN).entryCount();
            assertEquals(plain + 4 * rows, features.entryCount());
            SplittableRandom random = new SplittableRandom(33 + rows);
            int[] out = new int[features.entryCount()];
            int both = 0;
            for (int n = 0; n < 1000; n++) {
                long occupied = random.nextLong() & random.nextLong() | Bitboards8.CENTRE;
                long own = occupied & random.nextLong();
                long opp = occupied & ~own;
                features.entries(own, opp, out);
                int[] state = new int[64];
                for (int sq = 0; sq < 64; sq++) {
                    boolean ownMove = MoveRowsTest.legal(own, opp, sq);
                    boolean oppMove = MoveRowsTest.legal(opp, own, sq);
                    state[sq] = ownMove ? 1 : oppMove ? 2 : 0;
                    both += ownMove && oppMove ? 1 : 0;
                }
                int e = plain;
                for (int row = 0; row < rows; row++) {
                    for (int side = 0; side < 4; side++) {
                        int[] squares = MoveRowsTest.rowSquares(row, side);
                        int v = 0;
                        for (int i = 7; i >= 0; i--) {
                            v = v * 3 + state[squares[i]];
                        }
                        assertEquals(layout.legalRowsOffset() + row * 6561 + v, out[e], "row " + row + " side " + side);
                        e++;
                    }
                }
            }
            assertTrue(both > 1000, "squares where both sides can move: " + both);
        }
    }

    @Test
    void fastSumEqualsTheSumOfTheEntriesAndTheEvaluationIsSymmetric() {
        MoveRowsTest.assertFastSumEqualsTheEntries(PLAIN.withLegalRows(2), 5, 17, 200);
        MoveRowsTest.assertFastSumEqualsTheEntries(PLAIN.withLegalRows(4), 6, 18, 200);
        MoveRowsTest.assertFastSumEqualsTheEntries(PLAIN.withMoveRows().withLegalRows(3), 7, 19, 200);
    }

    @Test
    void weightsFileSaysHowManyLegalRowsItHas() throws IOException {
        PatternLayout layout = PLAIN.withLegalRows(3);
        PatternWeights w = MoveRowsTest.randomWeights(layout, 11);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        w.write(bytes);
        PatternWeights back = PatternWeights.read(new ByteArrayInputStream(bytes.toByteArray()), Variant.STD);
        assertEquals(3, back.layout().legalRows());
        assertEquals(layout.parameterCount(), back.layout().parameterCount());
        for (int p = 0; p < layout.phases(); p++) {
            assertArrayEquals(w.table(p), back.table(p));
        }
    }

    @Test
    void theShippedFileReadsAsThePlainLayout() throws IOException {
        try (InputStream in = PatternWeights.class.getResourceAsStream(PatternWeights.resourceName(Variant.STD))) {
            PatternLayout layout = PatternWeights.read(in, Variant.STD).layout();
            assertEquals(0, layout.legalRows());
            assertEquals(-1, layout.legalRowsOffset());
            assertEquals(PLAIN.parameterCount(), layout.parameterCount());
            assertEquals(PLAIN.tableSize(), layout.tableSize());
        }
    }
}
