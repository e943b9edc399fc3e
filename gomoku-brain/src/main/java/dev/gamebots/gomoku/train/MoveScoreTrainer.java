package dev.gamebots.gomoku.train;

import dev.gamebots.gomoku.eval.PatternModel;
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
 * Fits the move-ordering scores of a {@link PatternModel} from recorded games: a candidate point's
 * score for the mover is its own-code score plus its opponent-code score
 * ({@link PatternModel#scores}), and the chance that the searched move was chosen is a softmax of
 * the scores over the candidate area; mini-batch Adam on its cross-entropy. Only quiet positions
 * count (no five or open four to answer), where the search orders the whole candidate area by these
 * scores. Scores are stored as {@link #UNITS} per unit of logit. Every
 * {@link PatternTrainer#HELD_OUT_EVERY}-th game is held out; the held-out loss and top-1 rate are
 * printed. Reproducible like {@link PatternTrainer}.
 */
public final class MoveScoreTrainer {

    /** Stored score units per unit of logit. */
    public static final int UNITS = 64;

    private static final int PARAMS = PatternModel.TABLES * 2 * PatternCode.COUNT;

    private final int epochs;
    private final double learningRate;
    private final int skipPlies;
    private final long seed;
    private final PrintStream log;

    // Positions: candidates [start[i], start[i+1]) as (own parameter, opponent parameter); chosen[i] its index.
    private int[] start = new int[1024];
    private int[] chosen = new int[1024];
    private boolean[] heldOut = new boolean[1024];
    private int[] ownParam = new int[1 << 16];
    private int[] oppParam = new int[1 << 16];
    private int positions;
    private int candidates;

    public MoveScoreTrainer(int epochs, double learningRate, int skipPlies, long seed, PrintStream log) {
        this.epochs = epochs;
        this.learningRate = learningRate;
        this.skipPlies = skipPlies;
        this.seed = seed;
        this.log = log;
    }

    public int positions() {
        return positions;
    }

    /** Adds the quiet positions of {@code games}. */
    public void addGames(List<GameRecord> games) {
        for (int gi = 0; gi < games.size(); gi++) {
            GameRecord g = games.get(gi);
            Rule rule = Rule.fromGomocup(g.rule());
            Board b = new Board(g.size(), g.size(), rule);
            b.trackPatterns();
            boolean held = gi % PatternTrainer.HELD_OUT_EVERY == PatternTrainer.HELD_OUT_EVERY - 1;
            for (int t = 0; t < g.plies(); t++) {
                int p = b.index(g.xs()[t], g.ys()[t]);
                if (t >= Math.max(g.opening(), skipPlies) && b.winner() == 0 && quiet(b)) {
                    addPosition(b, p, held);
                }
                b.makeMove(p);
            }
        }
    }

    /** No five to make or block, no open four to answer: the search orders every candidate. */
    static boolean quiet(Board b) {
        int me = b.sideToMove();
        int opp = Stones.opponent(me);
        return b.threatCount(me, Threat.FIVE) == 0 && b.threatCount(opp, Threat.FIVE) == 0
                && b.threatCount(opp, Threat.FLEX4) == 0;
    }

    private void addPosition(Board b, int played, boolean held) {
        int me = b.sideToMove();
        int opp = Stones.opponent(me);
        int ownBase = PatternModel.tableIndex(b.rule(), me) * 2 * PatternCode.COUNT;
        int oppBase = PatternModel.tableIndex(b.rule(), opp) * 2 * PatternCode.COUNT;
        int first = candidates;
        int pick = -1;
        for (int w = 0; w < b.setWords(); w++) {
            long bits = b.candidateWord(w);
            while (bits != 0) {
                int p = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (!b.isLegal(p)) {
                    continue;
                }
                if (candidates + 1 >= ownParam.length) {
                    ownParam = Arrays.copyOf(ownParam, ownParam.length * 2);
                    oppParam = Arrays.copyOf(oppParam, oppParam.length * 2);
                }
                if (p == played) {
                    pick = candidates - first;
                }
                ownParam[candidates] = ownBase + 2 * b.patternCode(me, p);
                oppParam[candidates] = oppBase + 2 * b.patternCode(opp, p) + 1;
                candidates++;
            }
        }
        if (pick < 0 || candidates - first < 2) {
            candidates = first; // played outside the candidate area, or nothing to choose from
            return;
        }
        if (positions + 2 >= start.length) {
            int size = start.length * 2;
            start = Arrays.copyOf(start, size);
            chosen = Arrays.copyOf(chosen, size);
            heldOut = Arrays.copyOf(heldOut, size);
        }
        start[positions] = first;
        chosen[positions] = pick;
        heldOut[positions] = held;
        positions++;
        start[positions] = candidates;
    }

    /** Losses (mean cross-entropy) and top-1 rates after a fit; {@code uniformLoss} is log(candidates) averaged. */
    public record Report(double trainLoss, double heldOutLoss, double trainTop1, double heldOutTop1, double uniformLoss) {
    }

    /** Fits the scores and writes them into {@code model}'s score tables (other tables untouched). */
    public Report fitInto(PatternModel model) {
        double[] w = new double[PARAMS];
        SparseAdam adam = new SparseAdam(PARAMS, learningRate, 0);
        double[] grad = new double[PARAMS];
        int[] touchedList = new int[PARAMS];
        boolean[] touched = new boolean[PARAMS];
        double[] prob = new double[4096];
        int[] order = new int[positions];
        int trainCount = 0;
        for (int i = 0; i < positions; i++) {
            if (!heldOut[i]) {
                order[trainCount++] = i;
            }
        }
        SplittableRandom random = new SplittableRandom(seed);
        int batch = 64;
        for (int epoch = 1; epoch <= epochs; epoch++) {
            SparseAdam.shuffle(order, trainCount, random);
            for (int b0 = 0; b0 < trainCount; b0 += batch) {
                int b1 = Math.min(trainCount, b0 + batch);
                int nt = 0;
                for (int k = b0; k < b1; k++) {
                    int pos = order[k];
                    int n = start[pos + 1] - start[pos];
                    if (prob.length < n) {
                        prob = new double[n];
                    }
                    softmax(w, pos, prob);
                    for (int c = 0; c < n; c++) {
                        double g = prob[c] - (c == chosen[pos] ? 1 : 0);
                        int a = ownParam[start[pos] + c];
                        int o = oppParam[start[pos] + c];
                        if (!touched[a]) {
                            touched[a] = true;
                            touchedList[nt++] = a;
                        }
                        if (!touched[o]) {
                            touched[o] = true;
                            touchedList[nt++] = o;
                        }
                        grad[a] += g;
                        grad[o] += g;
                    }
                }
                adam.apply(w, grad, touchedList, nt, b1 - b0);
                for (int t = 0; t < nt; t++) {
                    touched[touchedList[t]] = false;
                }
            }
            if (log != null && (epoch == 1 || epoch % 5 == 0 || epoch == epochs)) {
                double[] train = evaluate(w, false, prob);
                double[] held = evaluate(w, true, prob);
                log.printf("move scores epoch %d: loss train %.4f held-out %.4f, top-1 train %.3f held-out %.3f%n",
                        epoch, train[0], held[0], train[1], held[1]);
            }
        }
        double[] train = evaluate(w, false, prob);
        double[] held = evaluate(w, true, prob);
        double uniform = 0;
        for (int i = 0; i < positions; i++) {
            uniform += Math.log(start[i + 1] - start[i]);
        }
        for (int t = 0; t < PatternModel.TABLES; t++) {
            short[] s = model.scores(t);
            for (int i = 0; i < s.length; i++) {
                double x = Math.round(w[t * 2 * PatternCode.COUNT + i] * UNITS);
                s[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, x));
            }
        }
        return new Report(train[0], held[0], train[1], held[1], positions == 0 ? Double.NaN : uniform / positions);
    }

    private void softmax(double[] w, int pos, double[] prob) {
        int n = start[pos + 1] - start[pos];
        double max = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < n; c++) {
            prob[c] = w[ownParam[start[pos] + c]] + w[oppParam[start[pos] + c]];
            max = Math.max(max, prob[c]);
        }
        double sum = 0;
        for (int c = 0; c < n; c++) {
            prob[c] = Math.exp(prob[c] - max);
            sum += prob[c];
        }
        for (int c = 0; c < n; c++) {
            prob[c] /= sum;
        }
    }

    /** Mean cross-entropy and top-1 rate over the training or held-out positions. */
    private double[] evaluate(double[] w, boolean held, double[] prob) {
        double loss = 0;
        int top = 0;
        int count = 0;
        for (int i = 0; i < positions; i++) {
            if (heldOut[i] != held) {
                continue;
            }
            int n = start[i + 1] - start[i];
            if (prob.length < n) {
                prob = new double[n];
            }
            softmax(w, i, prob);
            loss -= Math.log(Math.max(1e-12, prob[chosen[i]]));
            int best = 0;
            for (int c = 1; c < n; c++) {
                if (prob[c] > prob[best]) {
                    best = c;
                }
            }
            top += best == chosen[i] ? 1 : 0;
            count++;
        }
        return new double[] {count == 0 ? Double.NaN : loss / count, count == 0 ? Double.NaN : (double) top / count};
    }
}
