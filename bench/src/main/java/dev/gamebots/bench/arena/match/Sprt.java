package dev.gamebots.bench.arena.match;

/**
 * A sequential probability ratio test of H0: "A is elo0 stronger" against H1: "A is elo1
 * stronger", to stop a match as soon as the evidence is enough (false positive rate alpha, false
 * negative rate beta).
 *
 * <p>The log-likelihood ratio uses the normal approximation of the mean score (the "GSPRT" of
 * fishtest-style tools): with n games, mean score s, per-game variance v and the logistic expected
 * scores s0, s1 of elo0 and elo1, {@code LLR = n (s1 - s0) (2 s - s0 - s1) / (2 v)}. The test
 * accepts H1 when the LLR reaches {@code ln((1 - beta) / alpha)} and H0 when it falls to
 * {@code ln(beta / (1 - alpha))}. Paired units use the pentanomial form, {@link #llr(Pentanomial)}.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    /** What the test says after some games. */
    public enum Decision { CONTINUE, ACCEPT_H0, ACCEPT_H1 }

    public Sprt {
        if (!(elo1 > elo0) || !(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("SPRT needs elo0 < elo1 and 0 < alpha, beta < 0.5");
        }
    }

    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of the results so far; 0 while the variance is still 0. */
    public double llr(Tally t) {
        int n = t.total();
        if (n == 0) {
            return 0;
        }
        double s = t.score();
        double w = t.wins() / (double) n;
        double d = t.draws() / (double) n;
        double l = t.losses() / (double) n;
        double variance = w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s;
        if (variance <= 0) {
            return 0;
        }
        double s0 = EloEstimate.scoreFromElo(elo0);
        double s1 = EloEstimate.scoreFromElo(elo1);
        return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * variance);
    }

    /**
     * The log-likelihood ratio of paired results ({@link Pentanomial}): the same formula with the
     * pair count, the mean normalised pair score and its pentanomial variance; 0 while that is 0.
     */
    public double llr(Pentanomial p) {
        int n = p.pairs();
        if (n == 0) {
            return 0;
        }
        double variance = p.variance();
        if (variance <= 0) {
            return 0;
        }
        double s0 = EloEstimate.scoreFromElo(elo0);
        double s1 = EloEstimate.scoreFromElo(elo1);
        return n * (s1 - s0) * (2 * p.mean() - s0 - s1) / (2 * variance);
    }

    public Decision decide(Tally t) {
        return decide(llr(t));
    }

    public Decision decide(Pentanomial p) {
        return decide(llr(p));
    }

    /** What an LLR says against this test's bounds. */
    public Decision decide(double llr) {
        if (llr >= upperBound()) {
            return Decision.ACCEPT_H1;
        }
        if (llr <= lowerBound()) {
            return Decision.ACCEPT_H0;
        }
        return Decision.CONTINUE;
    }
}
