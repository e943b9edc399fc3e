package dev.gamebots.bench.arena.tune;

import java.util.List;
import java.util.Random;

/**
 * Simultaneous perturbation stochastic approximation as Stockfish's fishtest runs it: every
 * iteration pushes all parameters at once by {@code +-c_k} (each sign a coin flip), the two engines
 * play a pair of games, and each parameter moves by {@code a_k / c_k * result * flip}, where result
 * is the wins minus losses of the pushed-up engine. Gains follow Spall's schedule:
 * {@code c_k = c / k^0.101}, {@code a_k = a / (A + k)^0.602} with {@code A} a tenth of the planned
 * iterations, and {@code c}, {@code a} set so that the last iteration uses each parameter's
 * {@code cEnd} and {@code rEnd * cEnd^2}. Thread-safe: iterations run concurrently and update in the
 * order they finish (fishtest's workers do the same).
 */
public final class Spsa {

    static final double ALPHA = 0.602;
    static final double GAMMA = 0.101;

    private final List<SpsaParameter> parameters;
    private final double bigA;
    private final double[] c;
    private final double[] a;
    private final double[] theta;

    /** The pushes of one iteration: each parameter's sign and the two engines' values. */
    public record Perturbation(int iteration, int[] flips, double[] plus, double[] minus) {
    }

    public Spsa(List<SpsaParameter> parameters, int iterations) {
        if (parameters.isEmpty() || iterations < 1) {
            throw new IllegalArgumentException("SPSA needs parameters and at least one iteration");
        }
        this.parameters = List.copyOf(parameters);
        int n = parameters.size();
        this.bigA = 0.1 * iterations;
        this.c = new double[n];
        this.a = new double[n];
        this.theta = new double[n];
        for (int i = 0; i < n; i++) {
            SpsaParameter p = parameters.get(i);
            c[i] = p.cEnd() * Math.pow(iterations, GAMMA);
            a[i] = p.rEnd() * p.cEnd() * p.cEnd() * Math.pow(bigA + iterations, ALPHA);
            theta[i] = p.start();
        }
    }

    public List<SpsaParameter> parameters() {
        return parameters;
    }

    /** The perturbation size of parameter {@code i} at iteration {@code k} (1-based). */
    double ck(int i, int k) {
        return c[i] / Math.pow(k, GAMMA);
    }

    /** The step size of parameter {@code i} at iteration {@code k} (1-based). */
    double ak(int i, int k) {
        return a[i] / Math.pow(bigA + k, ALPHA);
    }

    /** Iteration {@code k}'s pushes around the current values; the signs come from {@code coin}. */
    public synchronized Perturbation perturb(int k, Random coin) {
        int n = theta.length;
        int[] flips = new int[n];
        double[] plus = new double[n];
        double[] minus = new double[n];
        for (int i = 0; i < n; i++) {
            flips[i] = coin.nextBoolean() ? 1 : -1;
            SpsaParameter p = parameters.get(i);
            plus[i] = p.clamp(theta[i] + ck(i, k) * flips[i]);
            minus[i] = p.clamp(theta[i] - ck(i, k) * flips[i]);
        }
        return new Perturbation(k, flips, plus, minus);
    }

    /**
     * Moves every parameter by iteration {@code k}'s result: the pushed-up engine's wins minus
     * losses over its pair (-2..2). Returns the values after the step.
     */
    public synchronized double[] update(int k, int[] flips, double result) {
        for (int i = 0; i < theta.length; i++) {
            theta[i] = parameters.get(i).clamp(theta[i] + ak(i, k) / ck(i, k) * result * flips[i]);
        }
        return theta.clone();
    }

    public synchronized double[] theta() {
        return theta.clone();
    }

    /** The settings string an engine takes: {@code name=value,...} with the values rounded. */
    public String settings(double[] values) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(parameters.get(i).name()).append('=').append(SpsaParameter.engineValue(values[i]));
        }
        return b.toString();
    }
}
