package dev.gamebots.othello.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternEvaluation10;
import dev.gamebots.othello.eval.PatternLayout;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fit on a small 10x10 data set of random games. A 10x10 phase is 6 discs wide, wider than the
 * label depth of 4: the positions of the first two disc counts of a phase have every search leaf in
 * the phase being fitted. The fit once evaluated those leaves as zero and started each phase from
 * zero weights, so the grand weights came out with phases 1-3 all zero (the opening played at
 * random). Here every phase with positions must evaluate its positions, and do so with the sign of
 * the final result.
 */
class WeightFitterTest {

    /** Random games of grand from random 12-disc starts, every position labelled with its final result. */
    private static TrainingSet randomGames(Variant variant, int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        TrainingSet set = new TrainingSet(variant);
        int[] buf = new int[128];
        long[][] pos = new long[128][];
        int[] side = new int[128];
        for (int g = 0; g < games; g++) {
            OthelloBoard board = g % 10 == 9 ? Boards.start(variant) : EvalMatch.randomStart(variant, random);
            Board10 b = (Board10) board;
            int count = 0;
            int n;
            while ((n = board.generateMoves(buf, 0)) > 0) {
                if (n > 1 || buf[0] != board.passMove()) {
                    pos[count] = new long[] {b.ownLo(), b.ownHi(), b.oppLo(), b.oppHi()};
                    side[count++] = board.sideToMove();
                }
                board.makeMove(buf[random.nextInt(n)]);
            }
            int blackMinusWhite = board.discs(OthelloBoard.BLACK) - board.discs(OthelloBoard.WHITE);
            for (int i = 0; i < count; i++) {
                int result = side[i] == 0 ? blackMinusWhite : -blackMinusWhite;
                set.add(pos[i][0], pos[i][1], pos[i][2], pos[i][3], g, result, Float.NaN, false);
            }
        }
        return set;
    }

    @Test
    void aFitStoppedPartWayGoesOnFromItsFinishedPhasesToTheSameWeights(@TempDir Path dir) throws InterruptedException {
        Variant variant = Variant.GRAND;
        TrainingSet data = randomGames(variant, 30, 3);
        WeightFitter.Options options = new WeightFitter.Options(2.0, 0.8, 0.5, 20, 10, 4, 1);
        PatternLayout layout = PatternLayout.forVariant(variant);
        float[][] whole = WeightFitter.fit(data, layout, options, null, null);
        PhaseCheckpoints checkpoints = new PhaseCheckpoints(dir.toFile(), PhaseCheckpoints.key(data, options.toString()));
        WeightFitter.fit(data, layout, options, null, null, checkpoints);
        // A stop part-way: the lower half of the phases was never finished.
        int phases = layout.phases();
        File[] files = dir.toFile().listFiles((d, n) -> n.endsWith(".params"));
        assertTrue(files != null && files.length == phases, "one file per phase");
        for (File f : files) {
            int p = Integer.parseInt(f.getName().replaceAll(".*-phase-(\\d+)\\.params", "$1"));
            if (p < phases / 2) {
                assertTrue(f.delete());
            }
        }
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        float[][] resumed = WeightFitter.fit(data, layout, options, null,
                new PrintStream(log, true, StandardCharsets.UTF_8), checkpoints);
        String text = log.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("phases " + phases / 2 + "-" + (phases - 1) + ": from checkpoints"), text);
        for (int p = 0; p < phases; p++) {
            assertArrayEquals(whole[p], resumed[p], "phase " + p);
        }
    }

    @Test
    void everyTenByTenPhaseWithPositionsIsFittedWithTheResultsSign() throws InterruptedException {
        Variant variant = Variant.GRAND;
        TrainingSet data = randomGames(variant, 30, 3);
        WeightFitter.Options options = new WeightFitter.Options(2.0, 0.8, 0.5, 20, 10, 4, 1);
        PatternLayout layout = PatternLayout.forVariant(variant);
        WeightFitter.PhaseReport[] reports = new WeightFitter.PhaseReport[layout.phases()];
        float[][] params = WeightFitter.fit(data, options, reports, null);
        PatternEvaluation10 eval = new PatternEvaluation10(
                PatternWeights.fromDiscs(variant, params, ProbCutTable.none(layout.phases())));
        int phases = layout.phases();
        double[] sumXY = new double[phases];
        int[] nonZero = new int[phases];
        int[] count = new int[phases];
        for (int i = 0; i < data.size(); i++) {
            int p = layout.phase(data.discs(i));
            int v = eval.evaluate(data.ownLo(i), data.ownHi(i), data.oppLo(i), data.oppHi(i));
            count[p]++;
            nonZero[p] += v != 0 ? 1 : 0;
            sumXY[p] += (double) v * data.result(i);
        }
        for (int p = 0; p < phases; p++) {
            if (count[p] < 50) {
                continue;
            }
            assertTrue(nonZero[p] > count[p] / 2, "phase " + p + ": " + nonZero[p] + " of " + count[p] + " non-zero");
            assertTrue(sumXY[p] > 0, "phase " + p + " evaluates against the result");
        }
    }
}
