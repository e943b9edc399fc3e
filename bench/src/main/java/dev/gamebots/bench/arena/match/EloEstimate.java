package dev.gamebots.bench.arena.match;

/**
 * The Elo difference of A over B that explains A's mean score, with a 95% confidence interval, and
 * the likelihood of superiority.
 *
 * <p>Logistic Elo: a score s means a difference of {@code -400 log10(1/s - 1)}. The interval comes
 * from the normal approximation of the mean score: each game scores 1, 1/2 or 0, the per-game
 * variance is estimated from the observed frequencies, the mean's standard error is
 * {@code sqrt(variance / n)}, and the score bounds {@code s +- 1.959964 * se} are turned into Elo
 * (the interval is asymmetric in Elo). This is the method of cutechess-cli and c-gomoku-cli. The
 * likelihood of superiority ignores draws: {@code LOS = Phi((w - l) / sqrt(w + l))}.
 */
public record EloEstimate(double elo, double lower, double upper, double los) {

    /** The two-sided 95% normal quantile. */
    public static final double Z95 = 1.959963984540054;

    public static EloEstimate of(Tally t) {
        int n = t.total();
        if (n == 0) {
            return new EloEstimate(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double s = t.score();
        double w = t.wins() / (double) n;
        double d = t.draws() / (double) n;
        double l = t.losses() / (double) n;
        double variance = w * sq(1 - s) + d * sq(0.5 - s) + l * sq(0 - s);
        double se = Math.sqrt(variance / n);
        double los = t.wins() + t.losses() == 0 ? 0.5
                : normalCdf((t.wins() - t.losses()) / Math.sqrt(t.wins() + t.losses()));
        return new EloEstimate(eloFromScore(s), eloFromScore(s - Z95 * se), eloFromScore(s + Z95 * se), los);
    }

    /** {@code -400 log10(1/s - 1)}, clamped to +-infinity at s = 1 and s = 0. */
    public static double eloFromScore(double s) {
        if (s >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        if (s <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        return -400 * Math.log10(1 / s - 1);
    }

    /** The expected score of a player rated {@code elo} above the opponent. */
    public static double scoreFromElo(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** Half the width of the interval, for a "+45 +- 30" display. */
    public double margin() {
        return (upper - lower) / 2;
    }

    /** "+45.2 [+12.0, +80.1]" or "+inf" style text. */
    public String format() {
        if (Double.isNaN(elo)) {
            return "n/a";
        }
        return String.format("%s [%s, %s]", signed(elo), signed(lower), signed(upper));
    }

    static String signed(double v) {
        if (Double.isInfinite(v)) {
            return v > 0 ? "+inf" : "-inf";
        }
        return String.format("%+.1f", v + 0.0); // + 0.0 turns -0.0 into 0.0
    }

    private static double sq(double x) {
        return x * x;
    }

    /** The standard normal CDF through erf (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
    static double normalCdf(double x) {
        return 0.5 * (1 + erf(x / Math.sqrt(2)));
    }

    static double erf(double x) {
        double sign = Math.signum(x);
        double a = Math.abs(x);
        double t = 1 / (1 + 0.3275911 * a);
        double y = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t
                * Math.exp(-a * a);
        return sign * y;
    }
}
