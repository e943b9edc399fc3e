package dev.gamebots.gomoku.train;

import java.util.function.IntConsumer;

/**
 * Limited-memory BFGS with a backtracking (Armijo) line search: minimises a smooth convex function
 * from full-batch gradients. The pattern-code fit is badly conditioned (a code that fills most of the
 * board has a coefficient of hundreds, a threat mask one; values that matter together move along
 * directions of tiny curvature), where mini-batch Adam stalls above the optimum and a quasi-Newton
 * step does not. Deterministic: the same objective and start give the same result to the bit.
 */
final class Lbfgs {

    /** The function to minimise: writes its gradient at {@code w} into {@code gradient}, returns its value. */
    interface Objective {
        double evaluate(double[] w, double[] gradient);
    }

    private static final int MEMORY = 10;
    private static final double ARMIJO = 1e-4;
    private static final int MAX_HALVINGS = 30;

    private Lbfgs() {
    }

    /**
     * Runs up to {@code iterations} steps from {@code w} (updated in place); {@code afterStep} is
     * told each finished step's number. Stops early when no step lowers the value.
     */
    static void minimise(Objective f, double[] w, int iterations, IntConsumer afterStep) {
        int n = w.length;
        double[] g = new double[n];
        double[] gNew = new double[n];
        double[] wNew = new double[n];
        double[] d = new double[n];
        double[][] s = new double[MEMORY][n];
        double[][] y = new double[MEMORY][n];
        double[] rho = new double[MEMORY];
        double[] a = new double[MEMORY];
        int stored = 0;
        int newest = -1;
        double value = f.evaluate(w, g);
        for (int iter = 1; iter <= iterations; iter++) {
            // Two-loop recursion: d = -H g.
            System.arraycopy(g, 0, d, 0, n);
            for (int k = 0; k < stored; k++) {
                int i = Math.floorMod(newest - k, MEMORY);
                a[i] = rho[i] * dot(s[i], d);
                axpy(-a[i], y[i], d);
            }
            if (stored > 0) {
                scale(dot(s[newest], y[newest]) / dot(y[newest], y[newest]), d);
            } else {
                // First step: at most one unit on any parameter (the line search shortens it).
                scale(1.0 / Math.max(maxAbs(g), 1e-12), d);
            }
            for (int k = stored - 1; k >= 0; k--) {
                int i = Math.floorMod(newest - k, MEMORY);
                double b = rho[i] * dot(y[i], d);
                axpy(a[i] - b, s[i], d);
            }
            scale(-1.0, d);
            double slope = dot(g, d);
            if (slope >= 0) {
                // Not a descent direction (curvature lost to rounding): restart from the gradient.
                stored = 0;
                System.arraycopy(g, 0, d, 0, n);
                scale(-1.0 / Math.max(maxAbs(g), 1e-12), d);
                slope = dot(g, d);
            }
            double t = 1.0;
            double valueNew = Double.NaN;
            boolean accepted = false;
            for (int h = 0; h < MAX_HALVINGS; h++) {
                for (int j = 0; j < n; j++) {
                    wNew[j] = w[j] + t * d[j];
                }
                valueNew = f.evaluate(wNew, gNew);
                if (valueNew <= value + ARMIJO * t * slope) {
                    accepted = true;
                    break;
                }
                t *= 0.5;
            }
            if (!accepted) {
                return;
            }
            // Keep the step's curvature pair only when it is positive (always, for a convex
            // function, but for rounding); the ring's oldest pair is replaced only then.
            int slot = (newest + 1) % MEMORY;
            double[] sk = s[slot];
            double sy = 0;
            double ss = 0;
            double yy = 0;
            for (int j = 0; j < n; j++) {
                double sj = wNew[j] - w[j];
                double yj = gNew[j] - g[j];
                sy += sj * yj;
                ss += sj * sj;
                yy += yj * yj;
            }
            if (sy > 1e-10 * Math.sqrt(ss * yy)) {
                for (int j = 0; j < n; j++) {
                    sk[j] = wNew[j] - w[j];
                    y[slot][j] = gNew[j] - g[j];
                }
                rho[slot] = 1.0 / sy;
                newest = slot;
                stored = Math.min(stored + 1, MEMORY);
            }
            System.arraycopy(wNew, 0, w, 0, n);
            System.arraycopy(gNew, 0, g, 0, n);
            value = valueNew;
            afterStep.accept(iter);
        }
    }

    private static double dot(double[] u, double[] v) {
        double sum = 0;
        for (int i = 0; i < u.length; i++) {
            sum += u[i] * v[i];
        }
        return sum;
    }

    private static void axpy(double c, double[] x, double[] into) {
        for (int i = 0; i < x.length; i++) {
            into[i] += c * x[i];
        }
    }

    private static void scale(double c, double[] v) {
        for (int i = 0; i < v.length; i++) {
            v[i] *= c;
        }
    }

    private static double maxAbs(double[] v) {
        double m = 0;
        for (double x : v) {
            m = Math.max(m, Math.abs(x));
        }
        return m;
    }
}
