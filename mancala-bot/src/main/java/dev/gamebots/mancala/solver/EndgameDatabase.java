package dev.gamebots.mancala.solver;

import dev.gamebots.mancala.rules.Kalah;
import java.util.ArrayList;
import java.util.List;

/**
 * Exact future gains of every hole configuration with at most {@code K} seeds left in the holes of a
 * board with {@code m} holes a side, seen from the side to move (stores play no part: see
 * {@link Solver}). One signed byte per configuration.
 *
 * <p>Index: a configuration {@code h[0..2m-1]} (the mover's holes from their left, then the
 * opponent's) with total {@code S <= K} maps to the {@code 2m}-subset {@code b_j = h_0 + ... + h_j + j}
 * of {@code [0, K + 2m)}, ranked in the combinatorial number system: {@code rank = sum C(b_j, j+1)}.
 * Colex order puts all configurations with fewer seeds first, so building in rank order finds every
 * child that banked or captured seeds already computed; a child with as many seeds (no seed reached a
 * store) has strictly smaller "distance to own store" summed over seeds, so the recursion into such
 * children terminates and is shallow.
 */
public final class EndgameDatabase {

    /** Marks a value not computed yet (real values are within +-100). */
    static final byte UNKNOWN = Byte.MIN_VALUE;
    /** Positions built between two calls of the pacing callback. */
    static final int PACE_EVERY = 1 << 16;

    private final int holes;
    private final int maxSeeds;
    private final int cells;
    /** binom[n * (cells + 1) + k] = C(n, k). */
    private final int[] binom;
    private final byte[] values;

    private EndgameDatabase(int holes, int maxSeeds, byte[] values, int[] binom) {
        this.holes = holes;
        this.maxSeeds = maxSeeds;
        this.cells = 2 * holes;
        this.binom = binom;
        long size = size(holes, maxSeeds);
        if (values.length < size) {
            throw new IllegalArgumentException("expected " + size + " values, got " + values.length);
        }
        this.values = values;
    }

    /** Number of configurations with at most {@code maxSeeds} seeds in {@code 2 * holes} holes. */
    public static long size(int holes, int maxSeeds) {
        return binomial(maxSeeds + 2 * holes, 2 * holes);
    }

    /** Builds the database (single thread). */
    public static EndgameDatabase build(int holes, int maxSeeds) {
        return build(holes, maxSeeds, db -> { });
    }

    /**
     * Builds the database in order of seeds in the holes and hands {@code progress} a usable database
     * after each level: the one for at most {@code s} seeds, for s = 0, 1, ..., maxSeeds (the last one
     * is also returned). The partial databases share the array being filled; they only read the part
     * already complete.
     */
    public static EndgameDatabase build(int holes, int maxSeeds, java.util.function.Consumer<EndgameDatabase> progress) {
        return build(holes, maxSeeds, progress, () -> { });
    }

    /**
     * As {@link #build(int, int, java.util.function.Consumer)}, calling {@code pace} every
     * {@value #PACE_EVERY} positions; it may block to let more urgent work run.
     */
    public static EndgameDatabase build(int holes, int maxSeeds, java.util.function.Consumer<EndgameDatabase> progress,
                                        Runnable pace) {
        return build(holes, maxSeeds, null, 0, progress, pace, (db, next) -> { });
    }

    /** Told after each chunk of the build that every rank below {@code next} is computed. */
    public interface Checkpoint {
        /** {@code db} is the database being filled (its values only valid below {@code next}, and UNKNOWN or valid above). */
        void reached(EndgameDatabase db, int next);
    }

    /**
     * Builds, or resumes a build: {@code values} (of {@link #size(int, int)} entries, or null for a
     * fresh build) holds every value below rank {@code next} and, above it, values or
     * {@link #UNKNOWN}; the build continues at {@code next}. {@code progress} gets each level
     * completed from there on (and first the complete levels it starts with), {@code pace} runs
     * every {@value #PACE_EVERY} positions, and so does {@code checkpoint}, with the new
     * {@code next}: a build cut short can be saved at any chunk and resumed by a later process.
     */
    static EndgameDatabase build(int holes, int maxSeeds, byte[] values, int next,
                                 java.util.function.Consumer<EndgameDatabase> progress, Runnable pace, Checkpoint checkpoint) {
        long size = size(holes, maxSeeds);
        if (holes < 1 || holes > Kalah.MAX_HOLES || maxSeeds < 0 || maxSeeds > 100 || size > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("database too large or invalid: holes=" + holes + " seeds=" + maxSeeds);
        }
        if (values == null) {
            values = new byte[(int) size];
            java.util.Arrays.fill(values, UNKNOWN);
            next = 0;
        } else if (values.length != size || next < 0 || next > size) {
            throw new IllegalArgumentException("resume: " + values.length + " values, next " + next + ", expected " + size);
        }
        int[] binom = binomials(maxSeeds + 2 * holes, 2 * holes);
        EndgameDatabase full = new EndgameDatabase(holes, maxSeeds, values, binom);
        int done = completeLevels(holes, maxSeeds, next);
        if (done >= 0 && done < maxSeeds) {
            progress.accept(new EndgameDatabase(holes, done, values, binom));
        }
        Builder builder = new Builder(full, next);
        for (int level = done + 1; level <= maxSeeds; level++) {
            int from = (int) Math.max(size(holes, level - 1), next);
            int to = (int) size(holes, level);
            for (int chunk = from; chunk < to; chunk += PACE_EVERY) {
                int end = Math.min(to, chunk + PACE_EVERY);
                builder.run(chunk, end);
                // Pace first: a save (tens of ms of I/O) then starts only when no move is searched.
                pace.run();
                checkpoint.reached(full, end);
            }
            progress.accept(level == maxSeeds ? full : new EndgameDatabase(holes, level, values, binom));
        }
        return full;
    }

    /** The largest level l (at most {@code maxSeeds}) whose every rank is below {@code next}; -1 for none. */
    static int completeLevels(int holes, int maxSeeds, long next) {
        int l = -1;
        while (l < maxSeeds && size(holes, l + 1) <= next) {
            l++;
        }
        return l;
    }

    /** Wraps values read from a cache (length checked; every value must be known). */
    static EndgameDatabase fromValues(int holes, int maxSeeds, byte[] values) {
        if (values.length != size(holes, maxSeeds)) {
            throw new IllegalArgumentException("expected " + size(holes, maxSeeds) + " values, got " + values.length);
        }
        return new EndgameDatabase(holes, maxSeeds, values, binomials(maxSeeds + 2 * holes, 2 * holes));
    }

    byte[] values() {
        return values;
    }

    public int holes() {
        return holes;
    }

    /** K: the largest number of seeds in the holes the database answers for. */
    public int maxSeeds() {
        return maxSeeds;
    }

    /** Number of configurations stored. */
    public int size() {
        return values.length;
    }

    /** Future gain for the side to move of {@code g}, which must have at most {@link #maxSeeds()} seeds in its holes. */
    public int value(Kalah g) {
        final int m = holes;
        final int stride = cells + 1;
        int rank = 0;
        int b = -1;
        for (int j = 0; j < m; j++) {
            b += g.moverSeeds(j) + 1;
            rank += binom[b * stride + j + 1];
        }
        for (int j = 0; j < m; j++) {
            b += g.opponentSeeds(j) + 1;
            rank += binom[b * stride + m + j + 1];
        }
        return values[rank];
    }

    /** Future gain of a configuration given as {@code h[0..2m-1]} (mover's holes, then opponent's). */
    public int value(int[] h) {
        return values[rank(h)];
    }

    int rank(int[] h) {
        final int stride = cells + 1;
        int rank = 0;
        int b = -1;
        for (int j = 0; j < cells; j++) {
            b += h[j] + 1;
            rank += binom[b * stride + j + 1];
        }
        return rank;
    }

    private static int[] binomials(int maxN, int maxK) {
        int[] t = new int[(maxN + 1) * (maxK + 1)];
        for (int n = 0; n <= maxN; n++) {
            for (int k = 0; k <= maxK; k++) {
                long v = binomial(n, k);
                t[n * (maxK + 1) + k] = v > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) v;
            }
        }
        return t;
    }

    static long binomial(int n, int k) {
        if (n < 0 || k < 0 || k > n) {
            return 0;
        }
        long r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }

    /** Computes every value in rank order, recursing into same-total children not yet known. */
    private static final class Builder {
        private final EndgameDatabase db;
        private final int m;
        private final int cells;
        /** Scratch configurations, one pair per recursion level. */
        private final List<int[]> scratch = new ArrayList<>();

        /** A builder whose first {@link #run} starts at {@code startRank}. */
        Builder(EndgameDatabase db, int startRank) {
            this.db = db;
            this.m = db.holes;
            this.cells = db.cells;
            this.b = new int[cells];
            this.h = new int[cells];
            // Unrank in the combinatorial number system: from the top, the largest b_j with
            // C(b_j, j+1) <= what is left (rank 0 gives b_j = j, the all-empty configuration).
            long left = startRank;
            for (int j = cells - 1; j >= 0; j--) {
                int c = j;
                while (binomial(c + 1, j + 1) <= left) {
                    c++;
                }
                b[j] = c;
                left -= binomial(c, j + 1);
            }
        }

        private final int[] b;
        private final int[] h;

        /** Fills ranks {@code [from, to)}; calls must cover the ranks in order from 0. */
        void run(int from, int to) {
            for (int rank = from; rank < to; rank++) {
                // h from the combination b.
                h[0] = b[0];
                for (int j = 1; j < cells; j++) {
                    h[j] = b[j] - b[j - 1] - 1;
                }
                if (db.values[rank] == UNKNOWN) {
                    db.values[rank] = (byte) compute(h, 0);
                }
                // Colex successor of b.
                int j = 0;
                while (j < cells - 1 && b[j] + 1 == b[j + 1]) {
                    j++;
                }
                b[j]++;
                for (int i = 0; i < j; i++) {
                    b[i] = i;
                }
            }
        }

        private int[] scratch(int level) {
            while (scratch.size() <= level) {
                scratch.add(new int[cells]);
            }
            return scratch.get(level);
        }

        private int valueOf(int[] config, int level) {
            int rank = db.rank(config);
            byte v = db.values[rank];
            if (v == UNKNOWN) {
                v = (byte) compute(config, level);
                db.values[rank] = v;
            }
            return v;
        }

        /** Value of configuration {@code h} (not modified); {@code level} picks scratch arrays. */
        private int compute(int[] h, int level) {
            int mine = 0;
            int theirs = 0;
            for (int j = 0; j < m; j++) {
                mine += h[j];
                theirs += h[m + j];
            }
            if (mine == 0 || theirs == 0) {
                return mine - theirs;
            }
            int[] w = scratch(2 * level);
            int[] flipped = scratch(2 * level + 1);
            int best = Integer.MIN_VALUE;
            int ring = 2 * m + 1; // mover's holes, mover's store (slot m), opponent's holes
            for (int i = 0; i < m; i++) {
                if (h[i] == 0) {
                    continue;
                }
                System.arraycopy(h, 0, w, 0, cells);
                int seeds = w[i];
                w[i] = 0;
                int gain = 0;
                int slot = i;
                for (int s = seeds; s > 0; s--) {
                    slot++;
                    if (slot == ring) {
                        slot = 0;
                    }
                    if (slot == m) {
                        gain++;
                    } else {
                        w[slot < m ? slot : slot - 1]++;
                    }
                }
                boolean extraTurn = slot == m;
                if (!extraTurn && slot < m && w[slot] == 1) {
                    int opposite = 2 * m - 1 - slot;
                    gain += 1 + w[opposite];
                    w[slot] = 0;
                    w[opposite] = 0;
                }
                int mineAfter = 0;
                int theirsAfter = 0;
                for (int j = 0; j < m; j++) {
                    mineAfter += w[j];
                    theirsAfter += w[m + j];
                }
                int v;
                if (mineAfter == 0 || theirsAfter == 0) {
                    v = gain + mineAfter - theirsAfter;
                } else if (extraTurn) {
                    v = gain + valueOf(w, level + 1);
                } else {
                    System.arraycopy(w, m, flipped, 0, m);
                    System.arraycopy(w, 0, flipped, m, m);
                    v = gain - valueOf(flipped, level + 1);
                }
                if (v > best) {
                    best = v;
                }
            }
            return best;
        }
    }
}
