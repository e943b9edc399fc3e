package dev.gamebots.gomoku.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The quasi-Newton minimiser against functions whose minimum is known in closed form. */
class LbfgsTest {

    @Test
    void findsTheMinimumOfABadlyConditionedQuadratic() {
        // f(w) = sum c_i (w_i - t_i)^2 / 2 with curvatures from 1e-2 to 1e2: minimum at t (plain
        // gradient steps of 1 / the largest curvature would need about 10^5 steps to get there).
        int n = 40;
        double[] c = new double[n];
        double[] t = new double[n];
        for (int i = 0; i < n; i++) {
            c[i] = Math.pow(10, -2 + 4.0 * i / (n - 1));
            t[i] = (i % 7) - 3 + 0.25 * i;
        }
        Lbfgs.Objective f = (w, g) -> {
            double v = 0;
            for (int i = 0; i < n; i++) {
                double d = w[i] - t[i];
                g[i] = c[i] * d;
                v += 0.5 * c[i] * d * d;
            }
            return v;
        };
        double[] w = new double[n];
        Lbfgs.minimise(f, w, 500, step -> { });
        for (int i = 0; i < n; i++) {
            assertEquals(t[i], w[i], 1e-3, "coordinate " + i + " (curvature " + c[i] + ")");
        }
    }

    @Test
    void findsTheMinimumOfACoupledLogisticLoss() {
        // Two points of one feature pair: the optimum of the cross-entropy is where the predicted
        // probabilities equal the targets, i.e. w0 + w1 = logit(0.8), w0 - w1 = logit(0.3).
        double[][] x = {{1, 1}, {1, -1}};
        double[] y = {0.8, 0.3};
        Lbfgs.Objective f = (w, g) -> {
            g[0] = 0;
            g[1] = 0;
            double v = 0;
            for (int k = 0; k < 2; k++) {
                double z = w[0] * x[k][0] + w[1] * x[k][1];
                double p = 1 / (1 + Math.exp(-z));
                v -= y[k] * Math.log(p) + (1 - y[k]) * Math.log(1 - p);
                g[0] += (p - y[k]) * x[k][0];
                g[1] += (p - y[k]) * x[k][1];
            }
            return v;
        };
        double[] w = new double[2];
        Lbfgs.minimise(f, w, 500, step -> { });
        assertEquals(Math.log(0.8 / 0.2), w[0] + w[1], 1e-4);
        assertEquals(Math.log(0.3 / 0.7), w[0] - w[1], 1e-4);
    }
}
