package dev.gamebots.othello.train;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.Clock;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.eval.PatternEvaluation8;
import dev.gamebots.othello.eval.PatternLayout;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Scoring;
import java.io.PrintStream;
import java.util.Locale;

/**
 * How far a std evaluation is from the truth, phase by phase, on positions of games it was not
 * fitted on: the mean absolute error of its static value (discs, side to move) against two
 * references.
 * <ul>
 *   <li><b>exact</b>: the perfect-play score, where it is known: the archive's own at its theoretical
 *       empties, and for positions with at most {@code solveEmpties} empties our exact solver's
 *       (WTHOR's rules, the empties to the winner). The error the issue asks for.</li>
 *   <li><b>label</b>: the training label (before the theoretical empties the perfect-play score of
 *       the position the game reached there, so the human moves in between blur it; after them the
 *       game's result).</li>
 * </ul>
 * Held out means what the fitter holds out: the games whose id is a multiple of {@code heldOutEvery}.
 */
public final class EvalError {

    /** Sums per phase. */
    public record PhaseError(int phase, int minDiscs, int maxDiscs, long labelled, double labelMae, long exact,
                             double exactMae) {
    }

    private EvalError() {
    }

    /**
     * The errors of {@code weights} on the held-out games of {@code data} (every {@code sampleEvery}-th
     * of them), solving positions with at most {@code solveEmpties} empties (0: none solved).
     */
    public static PhaseError[] measure(TrainingSet data, PatternWeights weights, int heldOutEvery, int sampleEvery,
                                       int solveEmpties, PrintStream progress) {
        PatternLayout layout = weights.layout();
        int phases = layout.phases();
        long[] labelled = new long[phases];
        double[] labelSum = new double[phases];
        long[] exact = new long[phases];
        double[] exactSum = new double[phases];
        weights.expandAll();
        PatternEvaluation8 eval = new PatternEvaluation8(weights);
        EndgameSolver solver = solveEmpties > 0 ? new EndgameSolver(20, Clock.SYSTEM) : null;
        if (solver != null) {
            solver.setOrderingEvaluator(eval);
        }
        long step = (long) heldOutEvery * sampleEvery;
        long solved = 0;
        long start = System.nanoTime();
        for (int i = 0; i < data.size(); i++) {
            if (data.game(i) % step != 0) {
                continue;
            }
            long own = data.ownLo(i);
            long opp = data.oppLo(i);
            int discs = Long.bitCount(own | opp);
            int phase = layout.phase(discs);
            double value = eval.evaluate(own, opp) / (double) PatternWeights.SCALE;
            labelled[phase]++;
            labelSum[phase] += Math.abs(value - data.result(i));
            double truth = Double.NaN;
            if (data.exact(i)) {
                truth = data.result(i);
            } else if (solver != null && 64 - discs <= solveEmpties) {
                solver.clear();
                truth = solver.solveExact(own, opp, Scoring.WOF, SearchLimits.infinite()).score();
                if (++solved % 20_000 == 0 && progress != null) {
                    progress.printf(Locale.ROOT, "  %d positions solved in %.0f s%n", solved,
                            (System.nanoTime() - start) / 1e9);
                }
            }
            if (!Double.isNaN(truth)) {
                exact[phase]++;
                exactSum[phase] += Math.abs(value - truth);
            }
        }
        PhaseError[] out = new PhaseError[phases];
        for (int p = 0; p < phases; p++) {
            int lo = 4 + p * layout.phaseWidth();
            int hi = p == phases - 1 ? 64 : lo + layout.phaseWidth() - 1;
            out[p] = new PhaseError(p, lo, hi, labelled[p], labelled[p] > 0 ? labelSum[p] / labelled[p] : Double.NaN,
                    exact[p], exact[p] > 0 ? exactSum[p] / exact[p] : Double.NaN);
        }
        return out;
    }

    /** One line per phase: discs, positions and the two errors. */
    public static void print(PhaseError[] errors, PrintStream out) {
        out.println("phase  discs   positions  MAE-label   exact-known  MAE-exact");
        for (PhaseError e : errors) {
            out.printf(Locale.ROOT, "%5d  %2d-%-2d  %10d  %9.2f  %12d  %9.2f%n", e.phase(), e.minDiscs(), e.maxDiscs(),
                    e.labelled(), e.labelMae(), e.exact(), e.exactMae());
        }
    }
}
