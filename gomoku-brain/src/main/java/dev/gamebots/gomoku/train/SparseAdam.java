package dev.gamebots.gomoku.train;

import java.util.SplittableRandom;

/**
 * Adam on sparse gradients, for the trainers' mini-batches: only the parameters a batch touched are
 * updated (their moments decay only when touched, as in lazy Adam), with an L2 pull towards zero.
 * The gradient entries it applies are zeroed, so the caller reuses one gradient array.
 */
final class SparseAdam {

    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;

    private final double learningRate;
    private final double l2;
    private final double[] m;
    private final double[] v;
    private long step;

    SparseAdam(int params, double learningRate, double l2) {
        this.learningRate = learningRate;
        this.l2 = l2;
        this.m = new double[params];
        this.v = new double[params];
    }

    /**
     * One step on {@code w}: {@code grad[touched[0..count)]} summed over a batch of {@code batch}
     * examples; those entries of {@code grad} are zeroed.
     */
    void apply(double[] w, double[] grad, int[] touched, int count, int batch) {
        step++;
        double lr = learningRate * Math.sqrt(1 - Math.pow(BETA2, step)) / (1 - Math.pow(BETA1, step));
        for (int t = 0; t < count; t++) {
            int q = touched[t];
            double g = grad[q] / batch + l2 * w[q];
            m[q] = BETA1 * m[q] + (1 - BETA1) * g;
            v[q] = BETA2 * v[q] + (1 - BETA2) * g * g;
            w[q] -= lr * m[q] / (Math.sqrt(v[q]) + 1e-8);
            grad[q] = 0;
        }
    }

    /** Shuffles {@code order[0..n)} (Fisher-Yates), the batch order of an epoch. */
    static void shuffle(int[] order, int n, SplittableRandom random) {
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int tmp = order[i];
            order[i] = order[j];
            order[j] = tmp;
        }
    }
}
