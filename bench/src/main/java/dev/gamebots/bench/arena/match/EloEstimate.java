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

    /**
     * Fewer scored units than this and the arena prints no Elo figure or LOS: one won pair already
     * "proves" A is better than -636 Elo with an LOS of 84%, which reads as a result and is none.
     * Ten units is where the interval first gets finite on both ends for most score mixes.
     */
    public static final int MIN_UNITS = 10;

    /** The two-sided 95% normal quantile. */
    public static final double Z95 = 1.959963984540054;

    /**
     * Estimates the difference. Where a figure does not exist it is NaN (shown as "n/a", null in
     * summary.json) instead of an infinity or a degenerate interval:
     * <ul>
     *   <li>no units: everything NaN;</li>
     *   <li>a score of 0% or 100%: no finite point estimate (the logistic formula gives -inf/+inf),
     *       but an exact one-sided bound: all n units won means a per-unit score of at least
     *       {@code 0.025^(1/n)} with 97.5% confidence (Clopper-Pearson with nothing lost), so
     *       {@code lower} is that score's Elo and {@code upper} NaN (mirrored for 0%);</li>
     *   <li>every unit a draw: the point is 0 but the estimated variance is 0, so the normal interval
     *       would claim [0, 0] after a single draw: bounds NaN.</li>
     * </ul>
     */
    public static EloEstimate of(Tally t) {
        int n = t.total();
        if (n == 0) {
            return new EloEstimate(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double los = t.wins() + t.losses() == 0 ? 0.5
                : normalCdf((t.wins() - t.losses()) / Math.sqrt(t.wins() + t.losses()));
        if (t.wins() == n) {
            return new EloEstimate(Double.NaN, eloFromScore(Math.pow((1 - 0.95) / 2, 1.0 / n)), Double.NaN, los);
        }
        if (t.losses() == n) {
            return new EloEstimate(Double.NaN, Double.NaN, eloFromScore(1 - Math.pow((1 - 0.95) / 2, 1.0 / n)), los);
        }
        double s = t.score();
        if (t.draws() == n) {
            return new EloEstimate(eloFromScore(s), Double.NaN, Double.NaN, los);
        }
        double w = t.wins() / (double) n;
        double d = t.draws() / (double) n;
        double l = t.losses() / (double) n;
        double variance = w * sq(1 - s) + d * sq(0.5 - s) + l * sq(0 - s);
        double se = Math.sqrt(variance / n);
        return new EloEstimate(eloFromScore(s), eloFromScore(s - Z95 * se), eloFromScore(s + Z95 * se), los);
    }

    /** {@code -400 log10(1/s - 1)}, clamped to +-infinity at s = 1 and s = 0; never -0.0. */
    public static double eloFromScore(double s) {
        if (s >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        if (s <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        // + 0.0: at s = 0.5 the product is -0.0, which summary.json would print as "-0.0".
        return -400 * Math.log10(1 / s - 1) + 0.0;
    }

    /** The expected score of a player rated {@code elo} above the opponent. */
    public static double scoreFromElo(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** Half the width of the interval, for a "+45 +- 30" display (NaN or infinite when it has no finite ends). */
    public double margin() {
        return (upper - lower) / 2;
    }

    /**
     * "+45.2 [+12.0, +80.1]"; an end beyond a score of 0 or 1 is "-inf"/"+inf"; a perfect score is a
     * one-sided bound, "> -291.3" (2 of 2 won) or "< +291.3"; all draws "+0.0 [n/a]"; no units "n/a".
     */
    public String format() {
        if (Double.isNaN(elo)) {
            if (!Double.isNaN(lower)) {
                return "> " + signed(lower);
            }
            if (!Double.isNaN(upper)) {
                return "< " + signed(upper);
            }
            return "n/a";
        }
        if (Double.isNaN(lower) || Double.isNaN(upper)) {
            return signed(elo) + " [n/a]";
        }
        return String.format("%s [%s, %s]", signed(elo), signed(lower), signed(upper));
    }

    /** Whether {@code t} has too few units for any Elo figure to mean something ({@link #MIN_UNITS}). */
    public static boolean tooFew(Tally t) {
        return t.total() < MIN_UNITS;
    }

    /** What the tables print instead of an Elo figure for a sample of {@code n} units. */
    public static String tooFewText(int n) {
        return "n/a (" + n + " < " + MIN_UNITS + " units)";
    }

    /** "+45 +- 30" when both are finite, otherwise {@link #format()} (progress line). */
    public String shortFormat() {
        double m = margin();
        if (Double.isFinite(elo) && Double.isFinite(m)) {
            return signed(elo) + " +- " + String.format("%.0f", m);
        }
        return format();
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
