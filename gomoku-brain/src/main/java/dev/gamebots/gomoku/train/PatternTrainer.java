package dev.gamebots.gomoku.train;

import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.eval.ThreatMask;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.PatternCode;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Fits a {@link PatternModel}'s value tables by logistic regression on recorded games: every position
 * is the sparse sum the evaluation computes (per empty point its code, own colour +, opponent -,
 * averaged over this ply and the one before; one threat-mask entry), and the target is a blend of
 * the game's result and the mover's search score, both as win probabilities of the side to move
 * (the result alone for a game recorded without search scores).
 * Mini-batch Adam ({@link #fit}) or full-batch L-BFGS ({@link #fitLbfgs}) on the cross-entropy with an
 * L2 pull towards zero (codes seen rarely stay small). Every {@link #HELD_OUT_EVERY}-th game is held out and its loss printed per epoch.
 * Single-threaded and in file order with a seeded batch order, so a run is reproducible to the bit.
 */
public final class PatternTrainer {

    /** Every this many games one is held out. */
    public static final int HELD_OUT_EVERY = 10;

    private static final int VALUE_PARAMS = PatternModel.TABLES * PatternCode.COUNT;
    private static final int PARAMS = VALUE_PARAMS + PatternModel.TABLES * PatternModel.MASKS;

    /**
     * Training settings. {@code quietWeight} is the weight of a quiet position's loss, the others'
     * being 1: quiet positions (nothing to make or block) are where the search leans on the
     * evaluation's judgement, and they are a minority of the positions the fit otherwise follows.
     */
    public record Settings(double scale, double resultWeight, int epochs, int batch, double learningRate,
                           double l2, int skipPlies, long seed, double quietWeight) {
        public static Settings defaults() {
            return new Settings(250.0, 0.5, 40, 256, 2.0, 1e-7, 4, 1, 1.0);
        }
    }

    private final Settings settings;
    private final PrintStream log;

    // Positions in flat arrays: features [start[i], start[i+1]) as (parameter, coefficient x 2).
    private int[] start = new int[1024];
    private int[] param = new int[1 << 16];
    private short[] coef = new short[1 << 16];
    private float[] target = new float[1024];
    private boolean[] heldOut = new boolean[1024];
    /** No three or more for either side: where the evaluation's positional judgement shows. */
    private boolean[] quiet = new boolean[1024];
    private int positions;
    private int features;

    public PatternTrainer(Settings settings, PrintStream log) {
        this.settings = settings;
        this.log = log;
    }

    public int positions() {
        return positions;
    }

    /** Adds the positions of {@code games} (game {@code i} of the list is held out when i % 10 == 9). */
    public void addGames(List<GameRecord> games) {
        int[] acc = new int[PARAMS];
        int[] touched = new int[PARAMS];
        for (int gi = 0; gi < games.size(); gi++) {
            GameRecord g = games.get(gi);
            Rule rule = Rule.fromGomocup(g.rule());
            int bt = PatternModel.tableIndex(rule, Stones.BLACK);
            int wt = PatternModel.tableIndex(rule, Stones.WHITE);
            Board b = new Board(g.size(), g.size(), rule);
            b.trackPatterns();
            boolean held = gi % HELD_OUT_EVERY == HELD_OUT_EVERY - 1;
            for (int t = 0; t < g.plies(); t++) {
                if (t >= Math.max(g.opening(), settings.skipPlies()) && b.winner() == 0) {
                    int self = b.sideToMove();
                    if (b.codeThreatCount(self, Threat.FIVE) == 0) {
                        addPosition(b, g, t, bt, wt, acc, touched, held);
                    }
                }
                int p = b.index(g.xs()[t], g.ys()[t]);
                if (!b.isLegal(p)) {
                    throw new IllegalArgumentException("illegal move " + (t + 1) + " in a game record");
                }
                b.makeMove(p);
            }
        }
    }

    private void addPosition(Board b, GameRecord g, int t, int bt, int wt, int[] acc, int[] touched, boolean held) {
        int self = b.sideToMove();
        int n = 0;
        // This ply: coefficient 1 (x 2 = half of each ply's sum); the ply before: the same, board taken back.
        n = addCodes(b, self, bt, wt, acc, touched, n);
        if (b.ply() > 0) {
            int last = b.lastMove();
            b.unmakeMove();
            n = addCodes(b, self, bt, wt, acc, touched, n);
            b.makeMove(last);
        } else {
            n = addCodes(b, self, bt, wt, acc, touched, n);
        }
        int threatParam = VALUE_PARAMS + (self == Stones.BLACK ? bt : wt) * PatternModel.MASKS + ThreatMask.of(b, self);
        if (acc[threatParam] == 0) {
            touched[n++] = threatParam;
        }
        acc[threatParam] += 2;
        ensure(n);
        start[positions] = features;
        for (int i = 0; i < n; i++) {
            int q = touched[i];
            if (acc[q] != 0) {
                param[features] = q;
                coef[features] = (short) acc[q];
                features++;
            }
            acc[q] = 0;
        }
        double result = g.winner() == 0 ? 0.5 : g.winner() == self ? 1.0 : 0.0;
        if (g.hasScores()) {
            int score = g.scores()[t];
            double searched = score >= GameRecord.DECIDED ? 1.0 : score <= -GameRecord.DECIDED ? 0.0
                    : 1.0 / (1.0 + Math.exp(-score / settings.scale()));
            target[positions] = (float) (settings.resultWeight() * result + (1 - settings.resultWeight()) * searched);
        } else {
            target[positions] = (float) result; // no search of ours behind the game: its result alone
        }
        heldOut[positions] = held;
        quiet[positions] = isQuiet(b);
        positions++;
        start[positions] = features;
    }

    private static boolean isQuiet(Board b) {
        for (int c = 1; c <= 2; c++) {
            for (int t = Threat.FLEX3; t < Threat.COUNT; t++) {
                if (t != Threat.FORBID && b.codeThreatCount(c, t) > 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Adds each empty point's codes of one ply (own +1, opponent's -1, in halves) to the accumulator. */
    private static int addCodes(Board b, int self, int bt, int wt, int[] acc, int[] touched, int n) {
        int opp = Stones.opponent(self);
        int ownBase = (self == Stones.BLACK ? bt : wt) * PatternCode.COUNT;
        int oppBase = (opp == Stones.BLACK ? bt : wt) * PatternCode.COUNT;
        for (int w = 0; w < b.setWords(); w++) {
            long bits = b.emptyWord(w);
            while (bits != 0) {
                int p = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int own = ownBase + b.patternCode(self, p);
                int other = oppBase + b.patternCode(opp, p);
                if (acc[own] == 0) {
                    touched[n++] = own;
                }
                acc[own] += 1;
                if (acc[other] == 0) {
                    touched[n++] = other;
                }
                acc[other] -= 1;
            }
        }
        return n;
    }

    private void ensure(int more) {
        if (positions + 2 >= target.length) {
            int size = target.length * 2;
            start = Arrays.copyOf(start, size);
            target = Arrays.copyOf(target, size);
            heldOut = Arrays.copyOf(heldOut, size);
            quiet = Arrays.copyOf(quiet, size);
        }
        if (features + more >= param.length) {
            int size = Math.max(param.length * 2, features + more + 1);
            param = Arrays.copyOf(param, size);
            coef = Arrays.copyOf(coef, size);
        }
    }

    /** Runs the fit and returns the model (move-ordering scores zero: the search orders moves itself). */
    public PatternModel fit() {
        double[] w = new double[PARAMS];
        SparseAdam adam = new SparseAdam(PARAMS, settings.learningRate(), settings.l2());
        double[] grad = new double[PARAMS];
        int[] gradTouched = new int[PARAMS];
        boolean[] inGrad = new boolean[PARAMS];
        int[] order = new int[positions];
        int trainCount = 0;
        for (int i = 0; i < positions; i++) {
            if (!heldOut[i]) {
                order[trainCount++] = i;
            }
        }
        SplittableRandom random = new SplittableRandom(settings.seed());
        double invScale = 1.0 / settings.scale();
        for (int epoch = 1; epoch <= settings.epochs(); epoch++) {
            SparseAdam.shuffle(order, trainCount, random);
            for (int b0 = 0; b0 < trainCount; b0 += settings.batch()) {
                int b1 = Math.min(trainCount, b0 + settings.batch());
                int touched = 0;
                for (int k = b0; k < b1; k++) {
                    int pos = order[k];
                    double err = (sigmoid(value(w, pos) * invScale) - target[pos]) * weight(pos);
                    for (int f = start[pos]; f < start[pos + 1]; f++) {
                        int q = param[f];
                        if (!inGrad[q]) {
                            inGrad[q] = true;
                            gradTouched[touched++] = q;
                        }
                        grad[q] += err * coef[f] * 0.5 * invScale;
                    }
                }
                adam.apply(w, grad, gradTouched, touched, b1 - b0);
                for (int t = 0; t < touched; t++) {
                    inGrad[gradTouched[t]] = false;
                }
            }
            if (log != null && (epoch == 1 || epoch % 5 == 0 || epoch == settings.epochs())) {
                log.printf("epoch %d: loss train %.5f held-out %.5f, quiet held-out %.5f%n", epoch, loss(w, false, false),
                        loss(w, true, false), loss(w, true, true));
            }
        }
        return toModel(w);
    }

    /**
     * The same fit by full-batch L-BFGS ({@link Lbfgs}) for up to {@code iterations} steps: the mean
     * cross-entropy of the training positions plus the L2 term, minimised to its optimum rather than
     * to the noise floor of mini-batch steps. Deterministic.
     */
    public PatternModel fitLbfgs(int iterations) {
        return fitLbfgs(iterations, null);
    }

    /**
     * {@link #fitLbfgs(int)} from {@code prior}'s values, with the L2 term pulling every value towards
     * its value there instead of towards zero (null: from zero, towards zero). With few games of a rule
     * (renju's own) the fit then moves only the values its positions speak for and keeps the rest of a
     * table fitted on many more games; a value no position touches stays the prior's exactly.
     */
    public PatternModel fitLbfgs(int iterations, PatternModel prior) {
        double[] w = prior != null ? weightsOf(prior) : new double[PARAMS];
        double[] centre = w.clone();
        double invScale = 1.0 / settings.scale();
        double l2 = settings.l2();
        double trainWeight = 0;
        for (int i = 0; i < positions; i++) {
            if (!heldOut[i]) {
                trainWeight += weight(i);
            }
        }
        double perPosition = 1.0 / Math.max(1, trainWeight);
        Lbfgs.Objective objective = (x, gradient) -> {
            Arrays.fill(gradient, 0);
            double sum = 0;
            for (int pos = 0; pos < positions; pos++) {
                if (heldOut[pos]) {
                    continue;
                }
                double p = sigmoid(value(x, pos) * invScale);
                double y = target[pos];
                double pc = Math.min(1 - 1e-12, Math.max(1e-12, p));
                double weight = weight(pos);
                sum -= weight * (y * Math.log(pc) + (1 - y) * Math.log(1 - pc));
                double err = weight * (p - y) * 0.5 * invScale;
                for (int f = start[pos]; f < start[pos + 1]; f++) {
                    gradient[param[f]] += err * coef[f];
                }
            }
            double penalty = 0;
            for (int q = 0; q < x.length; q++) {
                double d = x[q] - centre[q];
                gradient[q] = gradient[q] * perPosition + l2 * d;
                penalty += d * d;
            }
            return sum * perPosition + 0.5 * l2 * penalty;
        };
        Lbfgs.minimise(objective, w, iterations, step -> {
            if (log != null && (step == 1 || step % 25 == 0 || step == iterations)) {
                log.printf("step %d: loss train %.5f held-out %.5f, quiet held-out %.5f%n", step, loss(w, false, false),
                        loss(w, true, false), loss(w, true, true));
            }
        });
        return toModel(w);
    }

    /**
     * The value of training position {@code pos} under {@code model}'s tables, as the trainer sees it
     * (tests hold it against the evaluation of the same position).
     */
    public double valueUnder(PatternModel model, int pos) {
        return value(weightsOf(model), pos);
    }

    private static double[] weightsOf(PatternModel model) {
        double[] w = new double[PARAMS];
        for (int t = 0; t < PatternModel.TABLES; t++) {
            for (int c = 0; c < PatternCode.COUNT; c++) {
                w[t * PatternCode.COUNT + c] = model.values(t)[c];
            }
            for (int k = 0; k < PatternModel.MASKS; k++) {
                w[VALUE_PARAMS + t * PatternModel.MASKS + k] = model.threatValues(t)[k];
            }
        }
        return w;
    }

    /** The weight of position {@code pos}'s loss in the fit. */
    private double weight(int pos) {
        return quiet[pos] ? settings.quietWeight() : 1.0;
    }

    /** Mean cross-entropy of {@code model}'s tables on the training or held-out positions (only the quiet ones). */
    public double lossUnder(PatternModel model, boolean held, boolean quietOnly) {
        return loss(weightsOf(model), held, quietOnly);
    }

    private double value(double[] w, int pos) {
        double s = 0;
        for (int f = start[pos]; f < start[pos + 1]; f++) {
            s += w[param[f]] * coef[f];
        }
        return s * 0.5;
    }

    /** Mean cross-entropy of the training or the held-out positions (only the quiet ones). */
    private double loss(double[] w, boolean held, boolean quietOnly) {
        double sum = 0;
        int n = 0;
        for (int i = 0; i < positions; i++) {
            if (heldOut[i] != held || quietOnly && !quiet[i]) {
                continue;
            }
            double p = sigmoid(value(w, i) / settings.scale());
            p = Math.min(1 - 1e-7, Math.max(1e-7, p));
            double y = target[i];
            sum -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
            n++;
        }
        return n == 0 ? Double.NaN : sum / n;
    }

    private PatternModel toModel(double[] w) {
        short[][] values = new short[PatternModel.TABLES][PatternCode.COUNT];
        short[][] threat = new short[PatternModel.TABLES][PatternModel.MASKS];
        short[][] scores = new short[PatternModel.TABLES][2 * PatternCode.COUNT];
        for (int t = 0; t < PatternModel.TABLES; t++) {
            for (int c = 0; c < PatternCode.COUNT; c++) {
                values[t][c] = toShort(w[t * PatternCode.COUNT + c]);
            }
            for (int k = 0; k < PatternModel.MASKS; k++) {
                threat[t][k] = toShort(w[VALUE_PARAMS + t * PatternModel.MASKS + k]);
            }
        }
        return new PatternModel(settings.scale(), values, threat, scores);
    }

    private static short toShort(double x) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(x)));
    }

    private static double sigmoid(double x) {
        return 1.0 / (1.0 + Math.exp(-x));
    }
}
