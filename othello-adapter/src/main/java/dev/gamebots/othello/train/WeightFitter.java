package dev.gamebots.othello.train;

import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.Evaluation10;
import dev.gamebots.othello.eval.Evaluation8;
import dev.gamebots.othello.eval.Features10;
import dev.gamebots.othello.eval.Features8;
import dev.gamebots.othello.eval.PatternLayout;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Fits the pattern weights of one game to labelled positions by regularised least squares, phase by
 * phase: minimise {@code sum_i w_i (prediction_i - target_i)^2 + lambda * |theta|^2}, where a
 * prediction is the sum of one parameter per feature of the position (pattern instances, mobility,
 * parity). The normal equations are solved by conjugate gradients with a diagonal (Jacobi)
 * preconditioner; positions of the two neighbouring phases take part with a smaller weight, so a
 * phase with few positions borrows from its neighbours. Positions of every tenth game are held out:
 * their error is reported per phase and decides when to stop iterating (the best iterate is kept).
 *
 * <p>Targets. A solved position's target is its exact value. Otherwise the fit goes backwards from
 * the last phase to the first: a position's target is the score of a search of {@code labelDepth}
 * plies with the weights fitted so far (its leaves lie in the later, already fitted phases), mixed
 * with its game's final result; so the exact values at the end of the games reach back to the
 * opening through the evaluation, with much less noise than the game results alone carry.
 *
 * <p>With the hand-made term ({@link Options#classicTerm()}) the prediction adds the game's
 * hand-made evaluation ({@link Evaluation10}, {@link Evaluation8}) times one more parameter per phase, which is not
 * regularised. A phase's fit then starts from the patterns at zero and that weight at its own least
 * squares value, so the starting point is the hand-made evaluation rescaled to discs; the ridge pulls
 * the patterns towards zero, and the held-out error keeps a pattern correction only as far as it
 * improves on the hand-made evaluation. The weight is the last entry of each phase's array.
 */
public final class WeightFitter {

    /** The games held out by the training command (and measured by {@link EvalError}): ids multiple of this. */
    public static final int HELD_OUT_EVERY = 10;

    /**
     * Settings.
     *
     * @param lambda          L2 regularisation (in squared discs per parameter)
     * @param searchWeight    share of the search score in the target (0: the game result only)
     * @param neighbourWeight weight of the positions of the two neighbouring phases
     * @param maxIterations   conjugate-gradient iterations per phase
     * @param heldOutEvery    games whose number is a multiple of this are held out
     * @param labelDepth      depth of the searches that label the positions (0: game results only)
     * @param threads         threads of the labelling searches
     * @param classicTerm     fit the patterns as a correction of the hand-made evaluation
     * @param inexactWeight   weight of a position whose target is not exact (a search mixed with a
     *                        game's result) against one whose target is (solved, or the archive's
     *                        perfect-play score); 1 weighs them alike
     * @param lowerWeight     weight of the positions of the phase below (their targets as read, not yet
     *                        searched: the fit goes backwards); 0 leaves them out
     */
    public record Options(double lambda, double searchWeight, double neighbourWeight, int maxIterations,
                          int heldOutEvery, int labelDepth, int threads, boolean classicTerm, double inexactWeight,
                          double lowerWeight) {

        /** Every position weighed alike, the phase above as the only neighbour. */
        public Options(double lambda, double searchWeight, double neighbourWeight, int maxIterations,
                       int heldOutEvery, int labelDepth, int threads, boolean classicTerm) {
            this(lambda, searchWeight, neighbourWeight, maxIterations, heldOutEvery, labelDepth, threads, classicTerm,
                    1, 0);
        }

        /** Pattern weights alone (no hand-made term). */
        public Options(double lambda, double searchWeight, double neighbourWeight, int maxIterations,
                       int heldOutEvery, int labelDepth, int threads) {
            this(lambda, searchWeight, neighbourWeight, maxIterations, heldOutEvery, labelDepth, threads, false);
        }

        /** These settings with the weights of inexact targets and of the phase below. */
        public Options withSampleWeights(double inexact, double lower) {
            return new Options(lambda, searchWeight, neighbourWeight, maxIterations, heldOutEvery, labelDepth, threads,
                    classicTerm, inexact, lower);
        }

        /**
         * The settings as the checkpoint key reads them: the weights of the sample appear only when they
         * are not the defaults, so fits with the defaults keep the keys they had before these weights.
         */
        @Override
        public String toString() {
            String base = "Options[lambda=" + lambda + ", searchWeight=" + searchWeight + ", neighbourWeight="
                    + neighbourWeight + ", maxIterations=" + maxIterations + ", heldOutEvery=" + heldOutEvery
                    + ", labelDepth=" + labelDepth + ", threads=" + threads + ", classicTerm=" + classicTerm;
            if (inexactWeight != 1 || lowerWeight != 0) {
                base += ", inexactWeight=" + inexactWeight + ", lowerWeight=" + lowerWeight;
            }
            return base + "]";
        }

        public static Options defaults() {
            return new Options(2.0, 0.8, 0.5, 200, HELD_OUT_EVERY, 4, 1);
        }
    }

    /**
     * Fit quality of one phase, in discs.
     *
     * @param phase        the phase
     * @param train        training positions of this phase
     * @param heldOut      held-out positions of this phase
     * @param trainRmse    root mean square error on the training positions
     * @param heldOutRmse  root mean square error on the held-out positions (NaN when none)
     * @param iterations   iterations of the kept iterate
     * @param startHeldOutRmse held-out error of the starting point (with the hand-made term: the
     *                     hand-made evaluation alone, rescaled; NaN when no held-out positions)
     */
    public record PhaseReport(int phase, int train, int heldOut, double trainRmse, double heldOutRmse, int iterations,
                              double startHeldOutRmse) {
    }

    private WeightFitter() {
    }

    /**
     * Fits every phase of {@code data}'s game; returns the parameters in discs (per phase, with the
     * hand-made term, one more: its weight) and fills {@code reports}.
     */
    public static float[][] fit(TrainingSet data, Options options, PhaseReport[] reports, PrintStream log)
            throws InterruptedException {
        return fit(data, PatternLayout.forVariant(data.variant()), options, reports, log);
    }

    /** The same in {@code layout} (the game's shapes in phases of another width). */
    public static float[][] fit(TrainingSet data, PatternLayout layout, Options options, PhaseReport[] reports,
                                PrintStream log) throws InterruptedException {
        return fit(data, layout, options, reports, log, null);
    }

    /**
     * The same, saving each finished phase to {@code checkpoints} (null: none) and going on after the
     * phases found there: the result is the same as a fit in one go (labels depend only on the phases
     * fitted before, so with one thread they are recomputed exactly).
     */
    public static float[][] fit(TrainingSet data, PatternLayout layout, Options options, PhaseReport[] reports,
                                PrintStream log, PhaseCheckpoints checkpoints) throws InterruptedException {
        Variant variant = data.variant();
        int n = data.size();
        Features8 f8 = layout.geometry().size() == 8 ? new Features8(layout) : null;
        Features10 f10 = f8 == null ? new Features10(layout) : null;
        int k = f8 != null ? f8.entryCount() : f10.entryCount();
        // Features (parameter numbers) and phase of every position, computed once.
        int[] features = new int[Math.multiplyExact(n, k)];
        int[] phase = new int[n];
        float[] target = new float[n];
        boolean[] heldOut = new boolean[n];
        int[] entries = new int[k];
        // The hand-made evaluation of every position (its own units), when it is a term of the fit.
        float[] classic = options.classicTerm() ? new float[n] : null;
        Evaluation10 handMade10 = classic != null && f10 != null
                ? Evaluation10.forBlocked(f10.blockedLo(), f10.blockedHi()) : null;
        Evaluation8 handMade8 = classic != null && f8 != null ? Evaluation8.forVariant(variant) : null;
        for (int i = 0; i < n; i++) {
            if (handMade10 != null) {
                classic[i] = handMade10.evaluate(data.ownLo(i), data.ownHi(i), data.oppLo(i), data.oppHi(i));
            } else if (handMade8 != null) {
                classic[i] = handMade8.evaluate(data.ownLo(i), data.oppLo(i));
            }
            phase[i] = f8 != null ? f8.entries(data.ownLo(i), data.oppLo(i), entries)
                    : f10.entries(data.ownLo(i), data.ownHi(i), data.oppLo(i), data.oppHi(i), entries);
            for (int j = 0; j < k; j++) {
                features[i * k + j] = layout.parameterOf(entries[j]);
            }
            target[i] = data.result(i);
            heldOut[i] = data.game(i) % options.heldOutEvery() == 0;
        }
        int phases = layout.phases();
        int patterns = layout.parameterCount();
        int params = patterns + (classic != null ? 1 : 0);
        Rows rowData = new Rows(k, features, classic, patterns);
        float[][] result = new float[phases][params];
        if (reports == null) {
            reports = new PhaseReport[phases];
        }
        int first = phases; // the lowest phase found finished
        while (checkpoints != null && first > 0) {
            PhaseCheckpoints.Saved saved = checkpoints.load(first - 1, params);
            if (saved == null) {
                break;
            }
            first--;
            result[first] = saved.values();
            reports[first] = saved.report();
        }
        if (first < phases && log != null) {
            log.printf("  phases %d-%d: from checkpoints%n", first, phases - 1);
        }
        if (first > 0 && first < phases - 1 && options.labelDepth() > 0) {
            // The lowest finished phase's positions take part in the next fit as neighbours, with the
            // labels they had: searched with the weights of the phases above and, for their own
            // phase, the copy of the next phase's weights it held then.
            float[] finished = result[first];
            result[first] = result[first + 1].clone();
            label(data, first, phase, target, PatternWeights.fromDiscs(variant, layout, result,
                    ProbCutTable.none(phases)), options, log);
            result[first] = finished;
        }
        boolean[] exact = exactOf(data);
        for (int p = first - 1; p >= 0; p--) {
            // The next phase's weights are the best guess for this one before it is fitted: the
            // labelling searches evaluate with them the leaves that stay in this phase (on 10x10 a
            // phase is 6 discs wide, more than the label depth, so a third of the positions have all
            // their leaves there; with zeros their targets collapsed to a fifth of the game result),
            // and the fit starts from them, so a phase whose held-out error never improves keeps
            // them instead of zeros.
            float[] start = p < phases - 1 ? result[p + 1].clone() : new float[params];
            result[p] = start;
            if (options.labelDepth() > 0 && p < phases - 1) {
                PatternWeights sofar = PatternWeights.fromDiscs(variant, layout, result, ProbCutTable.none(phases));
                label(data, p, phase, target, sofar, options, log);
            }
            double handMadeWeight = classic != null ? classicWeight(p, n, phase, heldOut, classic, target, options)
                    : Double.NaN;
            if (!Double.isNaN(handMadeWeight)) {
                // The hand-made evaluation rescaled, no pattern correction yet: the fit's starting point.
                start = new float[params];
                start[patterns] = (float) handMadeWeight;
            }
            result[p] = fitPhase(p, n, rowData, phase, target, heldOut, exact, params, start, options, reports, log);
            if (reports[p].train() == 0) {
                result[p] = start; // no positions: the next phase's weights are the best guess
            }
            if (checkpoints != null) {
                checkpoints.save(p, result[p], reports[p]);
            }
        }
        return result;
    }

    /**
     * Sets the targets of the phase's positions that are not solved: the mix of a search with the
     * weights so far and the game's result.
     */
    private static void label(TrainingSet data, int p, int[] phase, float[] target, PatternWeights weights,
                              Options options, PrintStream log) throws InterruptedException {
        int n = data.size();
        int[] rows = new int[n];
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (phase[i] == p && !data.exact(i)) {
                rows[count++] = i;
            }
        }
        final int total = count;
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        Thread[] workers = new Thread[Math.max(1, options.threads())];
        for (int t = 0; t < workers.length; t++) {
            workers[t] = new Thread(() -> {
                OthelloBoard board = Boards.start(data.variant());
                dev.gamebots.core.AlphaBetaSearcher search = FullWidthSearch.of(board, 1);
                weights.useOn(board);
                int s;
                while ((s = next.getAndIncrement()) < total) {
                    int i = rows[s];
                    ProbCutCalibration.setPosition(board, data, i);
                    search.newGame();
                    SearchResult r = search.search(board,
                            dev.gamebots.core.SearchLimits.depth(options.labelDepth()),
                            dev.gamebots.core.SearchListener.NONE);
                    double v = PatternWeights.discs(r.score());
                    target[i] = r.exact() ? (float) v
                            : (float) (options.searchWeight() * v + (1 - options.searchWeight()) * data.result(i));
                }
            }, "label-" + t);
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        if (log != null) {
            log.printf("  phase %2d: %d positions labelled by depth-%d searches%n", p, total, options.labelDepth());
        }
    }

    /**
     * The least-squares weight of the hand-made evaluation alone for phase {@code p} (training
     * positions of the phase, the next phase's at the neighbour weight), in discs per its unit; NaN
     * when no such position has a non-zero hand-made value (the phase then keeps the next one's weights).
     */
    private static double classicWeight(int p, int n, int[] phase, boolean[] heldOut, float[] classic, float[] target,
                                        Options o) {
        double xy = 0;
        double xx = 0;
        for (int i = 0; i < n; i++) {
            if (!heldOut[i] && (phase[i] == p || phase[i] == p + 1)) {
                double w = phase[i] == p ? 1 : o.neighbourWeight();
                xy += w * classic[i] * target[i];
                xx += w * classic[i] * (double) classic[i];
            }
        }
        return xx > 0 ? xy / xx : Double.NaN;
    }

    /**
     * The design matrix: per position {@code k} parameter numbers (one per feature, value 1) and,
     * with the hand-made term, the hand-made evaluation as the value of parameter {@code classicParam}.
     */
    private record Rows(int k, int[] features, float[] classic, int classicParam) {

        double predict(double[] theta, int row) {
            int base = row * k;
            double v = 0;
            for (int j = 0; j < k; j++) {
                v += theta[features[base + j]];
            }
            if (classic != null) {
                v += theta[classicParam] * classic[row];
            }
            return v;
        }

        /** Adds {@code value} times the row's feature vector to {@code out}. */
        void addTo(double[] out, int row, double value) {
            int base = row * k;
            for (int j = 0; j < k; j++) {
                out[features[base + j]] += value;
            }
            if (classic != null) {
                out[classicParam] += value * classic[row];
            }
        }
    }

    private static boolean[] exactOf(TrainingSet data) {
        boolean[] exact = new boolean[data.size()];
        for (int i = 0; i < exact.length; i++) {
            exact[i] = data.exact(i);
        }
        return exact;
    }

    /**
     * A position's weight in phase {@code p}'s fit: 1 in its own phase, the neighbour weight in the
     * phase above, the lower weight in the phase below (0 elsewhere), times the inexact weight when its
     * target is not exact. WHY the inexact weight: at 21-23 empties the WTHOR targets (the score of the
     * game's first solved position, after the humans' moves in between) are 7-8 discs from the exact
     * score on average, more than the evaluation's own error, while the positions at 24 empties carry
     * the archive's exact score. WHY the phase below: its positions at 25-28 empties are labelled by
     * that exact score one to four human moves later, the best labels the fit has there besides the
     * exact ones (docs/othello.md, "The error at 24 empties", "Diagnosis").
     */
    private static float sampleWeight(int p, int rowPhase, boolean exact, Options o) {
        double w = rowPhase == p ? 1 : rowPhase == p + 1 ? o.neighbourWeight() : rowPhase == p - 1 ? o.lowerWeight() : 0;
        return (float) (exact ? w : w * o.inexactWeight());
    }

    private static float[] fitPhase(int p, int n, Rows rowData, int[] phase, float[] target,
                                    boolean[] heldOut, boolean[] exact, int params, float[] start, Options o,
                                    PhaseReport[] reports, PrintStream log) {
        // The samples: this phase with weight 1, the next one (already labelled) with the neighbour
        // weight, the one below (if asked) with the lower weight; inexact targets scaled down if asked.
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (!heldOut[i] && sampleWeight(p, phase[i], exact[i], o) > 0) {
                count++;
            }
        }
        int[] rows = new int[count];
        float[] weight = new float[count];
        boolean[] own = new boolean[count];
        int heldCount = 0;
        count = 0;
        for (int i = 0; i < n; i++) {
            if (!heldOut[i] && sampleWeight(p, phase[i], exact[i], o) > 0) {
                rows[count] = i;
                weight[count] = sampleWeight(p, phase[i], exact[i], o);
                own[count] = phase[i] == p;
                count++;
            } else if (heldOut[i] && phase[i] == p) {
                heldCount++;
            }
        }
        int[] heldRows = new int[heldCount];
        float[] heldWeight = new float[heldCount];
        heldCount = 0;
        for (int i = 0; i < n; i++) {
            if (heldOut[i] && phase[i] == p) {
                heldWeight[heldCount] = sampleWeight(p, p, exact[i], o);
                heldRows[heldCount++] = i;
            }
        }
        // The ridge pulls the patterns to zero; the hand-made term's weight is free (a tiny value
        // keeps the system positive definite when no position has a non-zero hand-made value).
        double[] lambda = new double[params];
        java.util.Arrays.fill(lambda, o.lambda());
        if (rowData.classic() != null) {
            lambda[rowData.classicParam()] = 1e-6;
        }
        // Preconditioner: the diagonal of A^T W A + Lambda.
        double[] diag = new double[params];
        for (int s = 0; s < count; s++) {
            int base = rows[s] * rowData.k();
            for (int j = 0; j < rowData.k(); j++) {
                diag[rowData.features()[base + j]] += weight[s];
            }
            if (rowData.classic() != null) {
                double c = rowData.classic()[rows[s]];
                diag[rowData.classicParam()] += weight[s] * c * c;
            }
        }
        for (int j = 0; j < params; j++) {
            diag[j] += lambda[j];
        }
        // Conjugate gradients on (A^T W A + lambda I) theta = A^T W y, from theta = start: the
        // residual is r = A^T W (y - A start) - lambda start.
        double[] theta = new double[params];
        for (int j = 0; j < params; j++) {
            theta[j] = start[j];
        }
        double[] r = new double[params];
        double[] z = new double[params];
        double[] dir = new double[params];
        double[] mdir = new double[params];
        for (int s = 0; s < count; s++) {
            double y = weight[s] * (target[rows[s]] - rowData.predict(theta, rows[s]));
            rowData.addTo(r, rows[s], y);
        }
        for (int j = 0; j < params; j++) {
            r[j] -= lambda[j] * theta[j];
        }
        for (int j = 0; j < params; j++) {
            z[j] = r[j] / diag[j];
            dir[j] = z[j];
        }
        double rz = dot(r, z);
        double[] best = theta.clone();
        // The held-out error that picks the iterate weighs its positions as the fit does (with the
        // default weights, all alike): a noisy target says little about the kept iterate.
        double bestHeld = heldRows.length > 0 ? rmse(theta, heldRows, heldWeight, rowData, target) : Double.NaN;
        double startHeld = bestHeld;
        int bestIteration = 0;
        int sinceBest = 0;
        for (int it = 1; it <= o.maxIterations() && rz > 1e-12; it++) {
            // mdir = (A^T W A + lambda I) dir
            java.util.Arrays.fill(mdir, 0);
            for (int s = 0; s < count; s++) {
                rowData.addTo(mdir, rows[s], weight[s] * rowData.predict(dir, rows[s]));
            }
            for (int j = 0; j < params; j++) {
                mdir[j] += lambda[j] * dir[j];
            }
            double alpha = rz / dot(dir, mdir);
            for (int j = 0; j < params; j++) {
                theta[j] += alpha * dir[j];
                r[j] -= alpha * mdir[j];
                z[j] = r[j] / diag[j];
            }
            double rzNew = dot(r, z);
            double beta = rzNew / rz;
            rz = rzNew;
            for (int j = 0; j < params; j++) {
                dir[j] = z[j] + beta * dir[j];
            }
            if (heldRows.length > 0 && (it % 5 == 0 || it == o.maxIterations())) {
                double h = rmse(theta, heldRows, heldWeight, rowData, target);
                if (h < bestHeld) {
                    bestHeld = h;
                    best = theta.clone();
                    bestIteration = it;
                    sinceBest = 0;
                } else if (++sinceBest >= 6) {
                    break; // the held-out error has stopped improving
                }
            } else if (heldRows.length == 0) {
                best = theta;
                bestIteration = it;
            }
        }
        // Training error over this phase's own positions.
        int ownCount = 0;
        for (int s = 0; s < count; s++) {
            ownCount += own[s] ? 1 : 0;
        }
        int[] ownRows = new int[ownCount];
        float[] ownWeight = new float[ownCount];
        ownCount = 0;
        for (int s = 0; s < count; s++) {
            if (own[s]) {
                ownWeight[ownCount] = weight[s];
                ownRows[ownCount++] = rows[s];
            }
        }
        double trainRmse = ownRows.length > 0 ? rmse(best, ownRows, ownWeight, rowData, target) : Double.NaN;
        PhaseReport report = new PhaseReport(p, ownRows.length, heldRows.length, trainRmse, bestHeld, bestIteration,
                startHeld);
        if (reports != null) {
            reports[p] = report;
        }
        if (log != null) {
            log.printf(Locale.ROOT, "  phase %2d: %7d train, %6d held out, rmse %.2f / held out %.2f discs (%d iterations;"
                            + " start %.2f%s)%n", p, report.train(), report.heldOut(), report.trainRmse(),
                    report.heldOutRmse(), report.iterations(), startHeld,
                    rowData.classic() != null ? String.format(Locale.ROOT, ", hand-made weight %.5f -> %.5f",
                            start[rowData.classicParam()], best[rowData.classicParam()]) : "");
            log.flush();
        }
        float[] out = new float[params];
        for (int j = 0; j < params; j++) {
            out[j] = (float) best[j];
        }
        return out;
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    /** The weighted root mean square error of {@code rows} (weights all 1: the plain one). */
    private static double rmse(double[] theta, int[] rows, float[] weight, Rows rowData, float[] target) {
        double sum = 0;
        double total = 0;
        for (int s = 0; s < rows.length; s++) {
            double e = rowData.predict(theta, rows[s]) - target[rows[s]];
            sum += weight[s] * e * e;
            total += weight[s];
        }
        return Math.sqrt(sum / total);
    }
}
