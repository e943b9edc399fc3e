package dev.gamebots.othello.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.TrainingSet;
import dev.gamebots.othello.train.WeightFitter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.SplittableRandom;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The trained evaluation with the hand-made term (patterns fitted as a correction of
 * {@link Evaluation10}): the evaluation against the hand-made evaluation computed on its own and the
 * pattern-only evaluation, the weights file (version 3 with its flag; files without the term stay
 * version 2), the same term on 8x8 ({@link Evaluation8}), and the fit on synthetic targets of known weights.
 */
class HandMadeTermTest {

    /** Weights with the given pattern values (random or zero) and hand-made weight per phase (discs per unit). */
    private static PatternWeights weights(Variant variant, boolean randomPatterns, double[] classicDiscs, long seed) {
        PatternLayout layout = PatternLayout.forVariant(variant);
        SplittableRandom random = new SplittableRandom(seed);
        int count = layout.parameterCount();
        float[][] p = new float[layout.phases()][classicDiscs != null ? count + 1 : count];
        for (int phase = 0; phase < p.length; phase++) {
            for (int i = 0; i < count && randomPatterns; i++) {
                p[phase][i] = (float) (random.nextDouble() * 8 - 4);
            }
            if (classicDiscs != null) {
                p[phase][count] = (float) classicDiscs[phase];
            }
        }
        return PatternWeights.fromDiscs(variant, p, ProbCutTable.none(layout.phases()));
    }

    private static double[] classicWeights(int phases, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] w = new double[phases];
        for (int p = 0; p < phases; p++) {
            w[p] = 0.005 + 0.03 * random.nextDouble();
        }
        return w;
    }

    /** Positions of random games (own/opp lo/hi from the side to move). */
    private static long[][] randomPositions(Variant variant, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long[][] out = new long[count][];
        int[] buf = new int[128];
        int n = 0;
        while (n < count) {
            OthelloBoard board = Boards.start(variant);
            Board10 b = (Board10) board;
            int m;
            while (n < count && (m = board.generateMoves(buf, 0)) > 0) {
                out[n++] = new long[] {b.ownLo(), b.ownHi(), b.oppLo(), b.oppHi()};
                board.makeMove(buf[random.nextInt(m)]);
            }
        }
        return out;
    }

    @Test
    void withZeroPatternsTheEvaluationIsTheHandMadeOneTimesItsWeight() {
        for (Variant v : new Variant[] {Variant.GRAND, Variant.OCTAGON}) {
            PatternLayout layout = PatternLayout.forVariant(v);
            double[] cw = classicWeights(layout.phases(), 21);
            PatternEvaluation10 eval = new PatternEvaluation10(weights(v, false, cw, 0));
            Board10 sample = (Board10) Boards.start(v);
            Evaluation10 handMade = Evaluation10.forBlocked(sample.blockedLo(), sample.blockedHi());
            int nonZero = 0;
            for (long[] x : randomPositions(v, 3000, 22)) {
                int hm = handMade.evaluate(x[0], x[1], x[2], x[3]);
                int discs = Long.bitCount(x[0]) + Long.bitCount(x[1]) + Long.bitCount(x[2]) + Long.bitCount(x[3]);
                double expected = cw[layout.phase(discs)] * PatternWeights.SCALE * hm;
                int value = eval.evaluate(x[0], x[1], x[2], x[3]);
                // The term is rounded down in fixed point (16 bits) from a float weight.
                assertTrue(Math.abs(value - expected) <= 1.0 + Math.abs(hm) / 8192.0, v + ": " + value + " against " + expected);
                nonZero += value != 0 ? 1 : 0;
            }
            assertTrue(nonZero > 2500, "the term is used: " + nonZero);
        }
    }

    @Test
    void theTermAddsToThePatternSum() {
        Variant v = Variant.GRAND;
        double[] cw = classicWeights(PatternLayout.forVariant(v).phases(), 31);
        PatternEvaluation10 both = new PatternEvaluation10(weights(v, true, cw, 5));
        PatternEvaluation10 patternsOnly = new PatternEvaluation10(weights(v, true, null, 5));
        PatternEvaluation10 termOnly = new PatternEvaluation10(weights(v, false, cw, 5));
        for (long[] x : randomPositions(v, 2000, 32)) {
            int sum = patternsOnly.evaluate(x[0], x[1], x[2], x[3]) + termOnly.evaluate(x[0], x[1], x[2], x[3]);
            assertEquals(sum, both.evaluate(x[0], x[1], x[2], x[3]));
        }
    }

    @Test
    void weightsFileKeepsTheTermAndItsFlag() throws IOException {
        for (Variant v : new Variant[] {Variant.GRAND, Variant.OCTAGON}) {
            double[] cw = classicWeights(PatternLayout.forVariant(v).phases(), 41);
            PatternWeights w = weights(v, true, cw, 6);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            w.write(bytes);
            PatternWeights back = PatternWeights.read(new ByteArrayInputStream(bytes.toByteArray()), v);
            assertTrue(back.hasClassicTerm());
            assertArrayEquals(w.classicFixed(), back.classicFixed());
            PatternEvaluation10 a = new PatternEvaluation10(w);
            PatternEvaluation10 b = new PatternEvaluation10(back);
            for (long[] x : randomPositions(v, 500, 42)) {
                assertEquals(a.evaluate(x[0], x[1], x[2], x[3]), b.evaluate(x[0], x[1], x[2], x[3]));
            }
            assertEquals(3, version(bytes.toByteArray()));
        }
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        weights(Variant.GRAND, true, null, 7).write(plain);
        assertEquals(2, version(plain.toByteArray()), "without the term the file stays version 2");
        assertFalse(PatternWeights.read(new ByteArrayInputStream(plain.toByteArray()), Variant.GRAND).hasClassicTerm());
    }

    @Test
    void unknownFlagsAreRefused() throws IOException {
        PatternLayout grand = PatternLayout.forVariant(Variant.GRAND);
        assertThrows(IOException.class, () -> PatternWeights.read(new ByteArrayInputStream(
                header(3, "grand", grand, 2)), Variant.GRAND));
        PatternLayout layout = PatternLayout.forVariant(Variant.REVERSI);
        assertThrows(IOException.class, () -> PatternWeights.read(new ByteArrayInputStream(
                header(3, "reversi", layout, PatternWeights.CLASSIC_TERM | 4)), Variant.REVERSI));
        assertThrows(IllegalArgumentException.class, () -> PatternWeights.fromDiscs(Variant.STD,
                new float[layout.phases()][layout.parameterCount() + 2], ProbCutTable.none(layout.phases())));
    }

    /** Positions of random 8x8 games (own, opp from the side to move). */
    private static long[][] randomPositions8(Variant variant, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long[][] out = new long[count][];
        int[] buf = new int[128];
        int n = 0;
        while (n < count) {
            Board8 b = (Board8) Boards.start(variant);
            int m;
            while (n < count && (m = b.generateMoves(buf, 0)) > 0) {
                out[n++] = new long[] {b.own(), b.opp()};
                b.makeMove(buf[random.nextInt(m)]);
            }
        }
        return out;
    }

    /**
     * 8x8 (reversi, and std/anti alike): with zero patterns the value is {@link Evaluation8} times
     * the phase's weight; with patterns it is that plus the pattern-only value; the file keeps both.
     */
    @Test
    void eightByEightTermIsTheHandMadeEvaluationTimesItsWeightPlusThePatterns() throws IOException {
        for (Variant v : new Variant[] {Variant.REVERSI, Variant.STD, Variant.ANTI}) {
            PatternLayout layout = PatternLayout.forVariant(v);
            double[] cw = classicWeights(layout.phases(), 61);
            PatternEvaluation8 termOnly = new PatternEvaluation8(weights(v, false, cw, 0));
            PatternEvaluation8 patternsOnly = new PatternEvaluation8(weights(v, true, null, 8));
            PatternWeights bothWeights = weights(v, true, cw, 8);
            PatternEvaluation8 both = new PatternEvaluation8(bothWeights);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            bothWeights.write(bytes);
            assertEquals(3, version(bytes.toByteArray()));
            PatternWeights back = PatternWeights.read(new ByteArrayInputStream(bytes.toByteArray()), v);
            assertTrue(back.hasClassicTerm());
            PatternEvaluation8 reread = new PatternEvaluation8(back);
            Evaluation8 handMade = Evaluation8.forVariant(v);
            int nonZero = 0;
            for (long[] x : randomPositions8(v, 3000, 62)) {
                int hm = handMade.evaluate(x[0], x[1]);
                double expected = cw[layout.phase(Long.bitCount(x[0] | x[1]))] * PatternWeights.SCALE * hm;
                int value = termOnly.evaluate(x[0], x[1]);
                // The term is rounded down in fixed point (16 bits) from a float weight.
                assertTrue(Math.abs(value - expected) <= 1.0 + Math.abs(hm) / 8192.0, v + ": " + value + " against " + expected);
                nonZero += value != 0 ? 1 : 0;
                int sum = both.evaluate(x[0], x[1]);
                assertEquals(patternsOnly.evaluate(x[0], x[1]) + value, sum);
                assertEquals(sum, reread.evaluate(x[0], x[1]));
            }
            assertTrue(nonZero > 2500, v + ": the term is used: " + nonZero);
        }
    }

    /** The shipped std and anti files are version 2 and written back unchanged (same inflated bytes). */
    @Test
    void shippedStdAndAntiFilesAreUnchanged() throws IOException {
        for (Variant v : new Variant[] {Variant.STD, Variant.ANTI}) {
            byte[] raw;
            try (InputStream in = PatternWeights.class.getResourceAsStream(PatternWeights.resourceName(v))) {
                if (in == null) {
                    continue;
                }
                raw = in.readAllBytes();
            }
            PatternWeights w = PatternWeights.read(new ByteArrayInputStream(raw), v);
            assertFalse(w.hasClassicTerm());
            ByteArrayOutputStream again = new ByteArrayOutputStream();
            w.write(again);
            assertArrayEquals(inflate(raw), inflate(again.toByteArray()), v.wireName());
            assertEquals(2, version(raw));
        }
    }

    /**
     * Synthetic targets of known weights: the hand-made evaluation times 0.02 discs per unit plus 3
     * discs for an odd number of empties and -3 for an even one (the layout's parity entries). The
     * fit with the term recovers both, and predicts held-out positions far better than the
     * hand-made evaluation alone.
     */
    @Test
    void fitRecoversKnownWeightsOfTheTermAndAPattern() throws InterruptedException {
        Variant v = Variant.GRAND;
        Evaluation10 handMade = Evaluation10.forBlocked(0, 0);
        TrainingSet data = new TrainingSet(v);
        long[][] positions = randomPositions(v, 12000, 51);
        for (int i = 0; i < positions.length; i++) {
            long[] x = positions[i];
            int empties = 100 - Long.bitCount(x[0]) - Long.bitCount(x[1]) - Long.bitCount(x[2]) - Long.bitCount(x[3]);
            addSynthetic(data, x[0], x[1], x[2], x[3], i, handMade.evaluate(x[0], x[1], x[2], x[3]), empties, 0.02);
        }
        checkFit(v, data, 0.02);
    }

    /** The same on 8x8 (reversi): the term is {@link Evaluation8}, which is larger, so a smaller weight. */
    @Test
    void fitRecoversKnownWeightsOfTheEightByEightTerm() throws InterruptedException {
        Variant v = Variant.REVERSI;
        Evaluation8 handMade = Evaluation8.forVariant(v);
        TrainingSet data = new TrainingSet(v);
        long[][] positions = randomPositions8(v, 9000, 71);
        for (int i = 0; i < positions.length; i++) {
            long[] x = positions[i];
            int empties = 64 - Long.bitCount(x[0] | x[1]);
            addSynthetic(data, x[0], 0, x[1], 0, i, handMade.evaluate(x[0], x[1]), empties, 0.01);
        }
        checkFit(v, data, 0.01);
    }

    private static void addSynthetic(TrainingSet data, long ownLo, long ownHi, long oppLo, long oppHi, int i,
                                      int handMade, int empties, double a) {
        double truth = a * handMade + ((empties & 1) != 0 ? 3 : -3);
        long target = Math.round(truth);
        assertTrue(Math.abs(target) < 128, "target " + target);
        data.add(ownLo, ownHi, oppLo, oppHi, i / 100, (int) target, Float.NaN, false);
    }

    private static void checkFit(Variant v, TrainingSet data, double a) throws InterruptedException {
        PatternLayout layout = PatternLayout.forVariant(v);
        WeightFitter.Options options = new WeightFitter.Options(1.0, 0.8, 0.5, 200, 10, 0, 1, true);
        WeightFitter.PhaseReport[] reports = new WeightFitter.PhaseReport[layout.phases()];
        float[][] params = WeightFitter.fit(data, options, reports, null);
        int count = layout.parameterCount();
        int odd = layout.parameterOf(layout.parityEntry(1));
        int even = layout.parameterOf(layout.parityEntry(0));
        int checked = 0;
        for (int p = 0; p < layout.phases(); p++) {
            if (reports[p].train() < 400 || reports[p].heldOut() < 40) {
                continue;
            }
            checked++;
            assertEquals(count + 1, params[p].length);
            // The ridge shrinks the parity a little (other features take part of it); the rest is exact.
            assertEquals(a, params[p][count], 0.1 * a, v + " phase " + p + " hand-made weight");
            assertEquals(6.0, params[p][odd] - params[p][even], 1.5, v + " phase " + p + " parity");
            assertTrue(reports[p].heldOutRmse() < 1.0, v + " phase " + p + " held out " + reports[p].heldOutRmse());
            assertTrue(reports[p].startHeldOutRmse() > 2.0, v + " phase " + p + " hand-made alone "
                    + reports[p].startHeldOutRmse());
        }
        assertTrue(checked >= 8, v + " phases checked: " + checked);
    }

    private static int version(byte[] gz) throws IOException {
        byte[] b = inflate(gz);
        return ((b[4] & 0xff) << 24) | ((b[5] & 0xff) << 16) | ((b[6] & 0xff) << 8) | (b[7] & 0xff);
    }

    private static byte[] inflate(byte[] gz) throws IOException {
        return new GZIPInputStream(new ByteArrayInputStream(gz)).readAllBytes();
    }

    /** The start of a weights file up to and including its flags. */
    private static byte[] header(int version, String game, PatternLayout layout, int flags) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream d = new DataOutputStream(new GZIPOutputStream(bytes))) {
            d.writeInt(0x4f544857);
            d.writeInt(version);
            d.writeUTF(game);
            d.writeUTF(layout.geometry().name());
            d.writeInt(layout.phases());
            d.writeInt(layout.phaseWidth());
            d.writeInt(layout.mobilityCap());
            d.writeInt(layout.parameterCount());
            d.writeInt(flags);
            for (int p = 0; p < layout.phases(); p++) {
                d.writeFloat(0.5f);
            }
        }
        return bytes.toByteArray();
    }
}
