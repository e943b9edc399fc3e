package dev.gamebots.bench.arena.match;

import java.util.Arrays;
import java.util.List;

/**
 * Pair outcomes of paired units: how many pairs gave A 0, 1/2, 1, 3/2 or 2 points of 2. A pair is
 * one opening played twice with the colours swapped (two Gomoku games, a FlipSight match's two
 * legs, a Mancala match's two games).
 *
 * <p>Why pairs: the two games of a pair share an opening, so their results are correlated (a
 * lopsided opening tends to give each side one win). Treating them as independent games (the
 * trinomial W/D/L model) overstates the variance of a balanced pair and understates it for a
 * lopsided one; counting whole pairs in five categories gives the right variance. This is what
 * chess testing frameworks adopted (fishtest, OpenBench): the per-pair score normalised to 0..1 is
 * {@code k/4} for category {@code k}, its mean {@code m} and variance {@code v} come from the five
 * frequencies, the 95% interval is {@code m +- 1.96 sqrt(v / n)} turned into Elo, and the
 * normal-approximation SPRT is {@code LLR = n (s1 - s0) (2 m - s0 - s1) / (2 v)} with n pairs.
 */
public record Pentanomial(int[] counts) {

    /** No pair yet. */
    public static final Pentanomial EMPTY = new Pentanomial(new int[5]);

    public Pentanomial {
        if (counts.length != 5) {
            throw new IllegalArgumentException("five categories");
        }
        counts = counts.clone();
    }

    /** The counts of the given pairs, each as A's points 0, 0.5, ..., 2. */
    public static Pentanomial of(List<Double> pairPoints) {
        int[] c = new int[5];
        for (double p : pairPoints) {
            int k = (int) Math.round(p * 2);
            if (k < 0 || k > 4 || Math.abs(k - p * 2) > 1e-9) {
                throw new IllegalArgumentException("a pair scores 0, 0.5, 1, 1.5 or 2, not " + p);
            }
            c[k]++;
        }
        return new Pentanomial(c);
    }

    @Override
    public int[] counts() {
        return counts.clone();
    }

    /** The number of pairs. */
    public int pairs() {
        return Arrays.stream(counts).sum();
    }

    /** A's mean per-pair score normalised to 0..1; NaN without pairs. */
    public double mean() {
        int n = pairs();
        if (n == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (int k = 0; k < 5; k++) {
            sum += counts[k] * (k / 4.0);
        }
        return sum / n;
    }

    /** The per-pair variance of the normalised score; NaN without pairs. */
    public double variance() {
        int n = pairs();
        if (n == 0) {
            return Double.NaN;
        }
        double m = mean();
        double v = 0;
        for (int k = 0; k < 5; k++) {
            v += counts[k] * (k / 4.0 - m) * (k / 4.0 - m);
        }
        return v / n;
    }

    /**
     * The Elo of the mean with its 95% interval and the LOS {@code Phi((m - 1/2) / se)}. As in
     * {@link EloEstimate#of}, a figure that does not exist is NaN: no pairs; every pair won (or lost)
     * outright, which has no point estimate; no variance (every pair the same), no interval.
     */
    public EloEstimate eloEstimate() {
        int n = pairs();
        if (n == 0) {
            return new EloEstimate(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double m = mean();
        double v = variance();
        if (v <= 0) {
            if (m >= 1 || m <= 0) {
                return new EloEstimate(Double.NaN, Double.NaN, Double.NaN, m >= 1 ? 1 : 0);
            }
            return new EloEstimate(EloEstimate.eloFromScore(m), Double.NaN, Double.NaN, m > 0.5 ? 1 : m < 0.5 ? 0 : 0.5);
        }
        double se = Math.sqrt(v / n);
        return new EloEstimate(EloEstimate.eloFromScore(m), EloEstimate.eloFromScore(m - EloEstimate.Z95 * se),
                EloEstimate.eloFromScore(m + EloEstimate.Z95 * se), EloEstimate.normalCdf((m - 0.5) / se));
    }

    /** "0:1 0.5:3 1:4 1.5:2 2:0", the counts by pair score. */
    public String format() {
        return String.format("0:%d 0.5:%d 1:%d 1.5:%d 2:%d", counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Pentanomial p && Arrays.equals(counts, p.counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }

    @Override
    public String toString() {
        return "Pentanomial[" + format() + "]";
    }
}
