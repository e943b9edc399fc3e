package dev.gamebots.othello.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.rules.Bitboards10;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.EvalMatch;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The pattern features against a square-by-square reading of the shapes, the symmetry of the
 * evaluation under the board's eight symmetries (which checks the instances and the tyings), and the
 * weights file round trip.
 */
public class PatternEvaluationTest {

    /** Random weights for a variant (every parameter non-zero, so every entry matters). */
    public static PatternWeights randomWeights(Variant variant, long seed) {
        PatternLayout layout = PatternLayout.forVariant(variant);
        SplittableRandom random = new SplittableRandom(seed);
        float[][] p = new float[layout.phases()][layout.parameterCount()];
        for (float[] phase : p) {
            for (int i = 0; i < phase.length; i++) {
                phase[i] = (float) (random.nextDouble() * 8 - 4);
            }
        }
        return PatternWeights.fromDiscs(variant, p, ProbCutTable.none(layout.phases()));
    }

    /** Cell of square sq: 0 empty, 1 own, 2 opponent. */
    /** A random 10x10 filling about three quarters full, off the blocked squares: {ownLo, ownHi, oppLo, oppHi}. */
    private static long[] randomFilling10(Features10 features, SplittableRandom random) {
        long lo = (random.nextLong() | random.nextLong()) & ~features.blockedLo();
        long hi = (random.nextLong() | random.nextLong()) & Bitboards10.HI_FULL & ~features.blockedHi();
        long ownLo = lo & random.nextLong();
        long ownHi = hi & random.nextLong();
        return new long[] {ownLo, ownHi, lo & ~ownLo, hi & ~ownHi};
    }

    private static int cell(long[] own, long[] opp, int sq) {
        int w = sq >>> 6;
        int b = sq & 63;
        return (int) ((own[w] >>> b) & 1) + 2 * (int) ((opp[w] >>> b) & 1);
    }

    /** The instance entries read square by square from the shapes. */
    private static int[] referenceEntries(PatternLayout layout, long[] own, long[] opp) {
        int[] out = new int[layout.geometry().instanceCount()];
        int i = 0;
        for (int f = 0; f < layout.geometry().families().size(); f++) {
            for (int[] squares : layout.geometry().families().get(f).instances()) {
                int idx = 0;
                for (int k = 0; k < squares.length; k++) {
                    idx += cell(own, opp, squares[k]) * PatternGeometry.pow3(k);
                }
                out[i++] = layout.familyOffset(f) + idx;
            }
        }
        return out;
    }

    @Test
    void eightByEightShapesAreTheEdaxSet() {
        PatternGeometry g = PatternGeometry.EIGHT;
        assertEquals(46, g.instanceCount());
        int[] expected = {4, 8, 4, 4, 4, 4, 2, 4, 4, 4, 4};
        for (int f = 0; f < expected.length; f++) {
            assertEquals(expected[f], g.families().get(f).instances().length, g.families().get(f).name());
        }
        // Row 2 reads the same backwards; the corner block the same across its diagonal.
        assertEquals(1, g.families().get(3).tyings().length);
        assertEquals(1, g.families().get(0).tyings().length);
        assertEquals(0, g.families().get(1).tyings().length);
    }

    @Test
    void octagonShapesAvoidBlockedSquares() {
        for (PatternGeometry g : new PatternGeometry[] {PatternGeometry.GRAND, PatternGeometry.OCTAGON}) {
            for (PatternGeometry.Family f : g.families()) {
                for (int[] inst : f.instances()) {
                    for (int sq : inst) {
                        assertTrue(sq >= 0 && sq < 100 && !g.isBlocked(sq), g.name() + " " + f.name());
                    }
                }
            }
        }
    }

    @Test
    void features8EqualTheSquareBySquareReading() {
        Features8 features = new Features8(PatternLayout.forVariant(Variant.STD));
        SplittableRandom random = new SplittableRandom(11);
        int[] out = new int[features.entryCount()];
        for (int n = 0; n < 3000; n++) {
            long occupied = random.nextLong() | random.nextLong();
            long own = occupied & random.nextLong();
            long opp = occupied & ~own;
            features.entries(own, opp, out);
            int[] ref = referenceEntries(PatternLayout.forVariant(Variant.STD), new long[] {own, 0}, new long[] {opp, 0});
            for (int i = 0; i < ref.length; i++) {
                assertEquals(ref[i], out[i], "instance " + i);
            }
        }
    }

    @Test
    void fastSumEqualsTheSumOfTheEntries() {
        for (int f = 0; f < PatternGeometry.EIGHT.families().size(); f++) {
            assertArrayEquals(Features8.SUM_SYMMETRIES[f], PatternGeometry.EIGHT.families().get(f).symmetries());
        }
        PatternWeights w = randomWeights(Variant.STD, 3);
        Features8 features = new Features8(PatternLayout.forVariant(Variant.STD));
        SplittableRandom random = new SplittableRandom(14);
        int[] out = new int[features.entryCount()];
        for (int n = 0; n < 3000; n++) {
            long occupied = random.nextLong() | random.nextLong();
            long own = occupied & random.nextLong();
            long opp = occupied & ~own;
            int phase = features.entries(own, opp, out);
            short[] table = w.table(phase);
            int expected = 0;
            for (int e : out) {
                expected += table[e];
            }
            assertEquals(expected, features.sum(own, opp, table, Bitboards8.moves(own, opp), Bitboards8.moves(opp, own)));
            assertEquals(expected, new PatternEvaluation8(w).evaluate(own, opp));
        }
    }

    @Test
    void features10EqualTheSquareBySquareReading() {
        for (PatternLayout layout : new PatternLayout[] {PatternLayout.forVariant(Variant.GRAND), PatternLayout.forVariant(Variant.OCTAGON)}) {
            Features10 features = new Features10(layout);
            SplittableRandom random = new SplittableRandom(12);
            int[] out = new int[features.entryCount()];
            for (int n = 0; n < 2000; n++) {
                long[] d = randomFilling10(features, random);
                features.entries(d[0], d[1], d[2], d[3], out);
                int[] ref = referenceEntries(layout, new long[] {d[0], d[1]}, new long[] {d[2], d[3]});
                for (int i = 0; i < ref.length; i++) {
                    assertEquals(ref[i], out[i], layout.geometry().name() + " instance " + i);
                }
            }
        }
    }

    @Test
    void grandBitboardReadingAssumesTheGeometrysSymmetries() {
        PatternGeometry g = PatternGeometry.GRAND;
        assertEquals(GrandIndices.SYMMETRIES.length, g.families().size());
        for (int f = 0; f < g.families().size(); f++) {
            assertArrayEquals(GrandIndices.SYMMETRIES[f], g.families().get(f).symmetries(), g.families().get(f).name());
        }
        assertEquals(g.instanceCount(), GrandIndices.INSTANCES);
    }

    @Test
    void features10FastSumEqualsTheSquareBySquareEntries() {
        for (Variant v : new Variant[] {Variant.GRAND, Variant.OCTAGON}) {
            PatternWeights w = randomWeights(v, 4);
            Features10 features = new Features10(w.layout());
            SplittableRandom random = new SplittableRandom(15);
            int[] out = new int[features.entryCount()];
            for (int n = 0; n < 2000; n++) {
                long[] d = randomFilling10(features, random);
                long ownLo = d[0];
                long ownHi = d[1];
                long oppLo = d[2];
                long oppHi = d[3];
                int phase = features.squareBySquareEntries(ownLo, ownHi, oppLo, oppHi, out);
                short[] table = w.table(phase);
                int expected = 0;
                for (int e : out) {
                    expected += table[e];
                }
                assertEquals(expected, features.sum(ownLo, ownHi, oppLo, oppHi, table), v.wireName());
                assertEquals(expected, new PatternEvaluation10(w).evaluate(ownLo, ownHi, oppLo, oppHi), v.wireName());
            }
        }
    }

    @Test
    void trackedIndicesFollowMakeAndUnmake() {
        PatternWeights w = randomWeights(Variant.GRAND, 6);
        PatternEvaluation10 reference = new PatternEvaluation10(w);
        SplittableRandom random = new SplittableRandom(16);
        int[] buf = new int[128];
        for (int game = 0; game < 60; game++) {
            Board10 board = (Board10) EvalMatch.randomStart(Variant.GRAND, random);
            w.useOn(board);
            int depth = 0;
            while (board.generateMoves(buf, 0) > 0) {
                int n = board.generateMoves(buf, 0);
                // Mostly forward, sometimes back, so unmake is exercised in every phase.
                if (depth > 0 && random.nextInt(4) == 0) {
                    board.unmakeMove();
                    depth--;
                } else {
                    board.makeMove(buf[random.nextInt(n)]);
                    depth++;
                }
                assertEquals(reference.evaluate(board.ownLo(), board.ownHi(), board.oppLo(), board.oppHi()),
                        board.evaluate(), "after " + depth + " moves\n" + board.render());
                if (random.nextInt(20) == 0) {
                    Board10 copy = board.copy();
                    assertEquals(board.evaluate(), copy.evaluate());
                }
            }
        }
    }

    /** Maps a position by symmetry s of the square board. */
    private static long[] transform(long[] x, int s, int size) {
        long[] r = new long[2];
        for (int sq = 0; sq < size * size; sq++) {
            if ((x[sq >>> 6] >>> (sq & 63) & 1) != 0) {
                int t = PatternGeometry.symmetry(s, sq, size);
                r[t >>> 6] |= 1L << (t & 63);
            }
        }
        return r;
    }

    @Test
    void evaluationIsTheSameUnderEveryBoardSymmetry() {
        for (Variant v : new Variant[] {Variant.STD, Variant.GRAND, Variant.OCTAGON}) {
            PatternWeights w = randomWeights(v, 5);
            SplittableRandom random = new SplittableRandom(13);
            int[] buf = new int[128];
            for (int n = 0; n < 200; n++) {
                OthelloBoard board = Boards.start(v);
                int plies = 5 + random.nextInt(50);
                for (int p = 0; p < plies && board.generateMoves(buf, 0) > 0; p++) {
                    int m = board.generateMoves(buf, 0);
                    board.makeMove(buf[random.nextInt(m)]);
                }
                long[] own;
                long[] opp;
                if (board instanceof Board8 b8) {
                    own = new long[] {b8.own(), 0};
                    opp = new long[] {b8.opp(), 0};
                } else {
                    Board10 b10 = (Board10) board;
                    own = new long[] {b10.ownLo(), b10.ownHi()};
                    opp = new long[] {b10.oppLo(), b10.oppHi()};
                }
                int first = Integer.MIN_VALUE;
                for (int s = 0; s < 8; s++) {
                    long[] o = transform(own, s, v.size());
                    long[] q = transform(opp, s, v.size());
                    int value = v.size() == 8 ? new PatternEvaluation8(w).evaluate(o[0], q[0])
                            : new PatternEvaluation10(w).evaluate(o[0], o[1], q[0], q[1]);
                    if (s == 0) {
                        first = value;
                    }
                    assertEquals(first, value, v + " symmetry " + s + "\n" + board.render());
                }
            }
        }
    }

    @Test
    void weightsFileRoundTrip() throws IOException {
        for (Variant v : Variant.values()) {
            PatternWeights w = randomWeights(v, 7);
            ProbCutTable pc = new ProbCutTable(w.layout().phases());
            pc.set(3, 6, 0.9f, 12f, 150f);
            w = w.withProbCut(pc);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            w.write(bytes);
            PatternWeights back = PatternWeights.read(new ByteArrayInputStream(bytes.toByteArray()), v);
            for (int p = 0; p < w.layout().phases(); p++) {
                assertArrayEquals(w.table(p), back.table(p));
            }
            assertEquals(150f, back.probCut().sigma(3, 6));
            assertTrue(back.probCut().calibrated(3, 6));
        }
    }

    /**
     * Weights in phases of another width (std's are fitted in 2-disc phases): the file says its
     * width, reading gives the same tables, and a position is valued from the table of its own phase:
     * a position's value with weights that are zero but in one phase is non-zero only in that phase's
     * discs.
     */
    @Test
    void weightsOfAnotherPhaseWidthRoundTripAndValueEachPositionByItsPhase() throws IOException {
        PatternLayout layout = PatternLayout.forVariant(Variant.STD).withPhaseWidth(2);
        assertEquals(30, layout.phases());
        assertEquals(PatternLayout.forVariant(Variant.STD).parameterCount(), layout.parameterCount());
        float[][] p = new float[layout.phases()][layout.parameterCount()];
        java.util.Arrays.fill(p[11], 1f); // discs 26 and 27
        PatternWeights w = PatternWeights.fromDiscs(Variant.STD, layout, p, ProbCutTable.none(layout.phases()));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        w.write(bytes);
        PatternWeights back = PatternWeights.read(new ByteArrayInputStream(bytes.toByteArray()), Variant.STD);
        assertEquals(2, back.layout().phaseWidth());
        assertEquals(30, back.layout().phases());
        PatternEvaluation8 eval = new PatternEvaluation8(back);
        SplittableRandom random = new SplittableRandom(3);
        int inPhase = 0;
        for (int n = 0; n < 2000; n++) {
            long filled = random.nextLong() & random.nextLong() | 0x0000001818000000L;
            long own = filled & random.nextLong();
            int discs = Long.bitCount(filled);
            int value = eval.evaluate(own, filled & ~own);
            if (discs == 26 || discs == 27) {
                inPhase++;
                assertTrue(value > 0, "a position of phase 11 takes its table's ones: " + discs + " discs");
            } else {
                assertEquals(0, value, discs + " discs");
            }
        }
        assertTrue(inPhase > 20, "positions of the phase drawn: " + inPhase);
    }

    /** A weights file's ProbCut calibration, turned into engine-core alpha-beta settings per phase. */
    @Test
    void alphaBetaProbCutFollowsTheCalibrationOfThePhase() {
        PatternLayout layout = PatternLayout.forVariant(Variant.GRAND);
        ProbCutTable table = ProbCutTable.none(layout.phases());
        for (int d = 3; d <= 8; d++) {
            table.set(5, d, 1.0f, 0f, 100f + d);
        }
        float[][] p = new float[layout.phases()][layout.parameterCount()];
        PatternWeights w = PatternWeights.fromDiscs(Variant.GRAND, p, table);
        dev.gamebots.core.ProbCut cut = w.alphaBetaProbCut(5, 1.5);
        for (int d = 3; d <= 8; d++) {
            assertEquals(ProbCutTable.shallowDepth(d), cut.shallowDepth(d), "shallow depth at " + d);
            assertEquals(Math.round(1.5f * (100f + d)), cut.margin(d), "margin at " + d);
        }
        // Deeper than calibrated: the deepest calibrated depth's sigma, the shallow depth of d.
        assertEquals(ProbCutTable.shallowDepth(11), cut.shallowDepth(11));
        assertEquals(Math.round(1.5f * 108f), cut.margin(11));
        assertEquals(0, cut.shallowDepth(2), "nothing below depth 3");
        assertEquals(null, w.alphaBetaProbCut(4, 1.5), "an uncalibrated phase has no ProbCut");
        assertTrue(cut == w.alphaBetaProbCut(5, 1.5), "built once per phase");
    }
}
