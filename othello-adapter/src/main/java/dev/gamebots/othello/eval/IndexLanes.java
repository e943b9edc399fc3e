package dev.gamebots.othello.eval;

/**
 * Where each pattern instance's index lives when the indices are packed four to a {@code long}, in
 * 16-bit lanes (a 10-square pattern has 3^10 = 59,049 configurations, below 2^16), and what a disc on
 * each square adds to those longs: so that a move's change to all the instances through a square is
 * a few {@code long} additions, one per long that holds any of them ({@link PackedIndices}).
 *
 * <p>Instances that share squares are put in the same long where possible: a square of the 8x8
 * geometry lies in 5.6 instances on average; in the geometry's own order they spread over 4.9 longs
 * per square, after the placement below over 3.5. The placement is a hill climb on that count
 * (swap two lanes while the total falls), deterministic, made once per evaluation.
 *
 * <p>A lane's value may carry a base (the family's offset in the phase table); lanes left over hold
 * index 0 of base 0 and are counted by {@link #spareLanes}.
 */
final class IndexLanes {

    static final int LANES_PER_LONG = 4;
    static final int LANE_BITS = 16;

    /** Longs per set of indices. */
    final int longs;
    /** Per lane (long * 4 + lane), the base of the instance there (0 for a spare lane). */
    final int[] laneBase;
    /** Lanes that hold no instance. */
    final int spareLanes;
    /** Per square: its (long, packed digit weights) pairs are at [squareStart[sq], squareStart[sq + 1]). */
    final int[] squareStart;
    final int[] termLong;
    final long[] termWeight;
    /** Per instance, its lane (long * 4 + lane). */
    final int[] laneOf;

    /** The placement for a geometry and bases, made once (the hill climb takes milliseconds, a board copy none). */
    private static final java.util.concurrent.ConcurrentHashMap<String, IndexLanes> MADE =
            new java.util.concurrent.ConcurrentHashMap<>();

    static IndexLanes of(PatternGeometry geometry, int[] base) {
        return MADE.computeIfAbsent(geometry.name() + java.util.Arrays.toString(base), k -> new IndexLanes(geometry, base));
    }

    private IndexLanes(PatternGeometry geometry, int[] base) {
        int instances = geometry.instanceCount();
        if (base.length != instances) {
            throw new IllegalArgumentException("one base per instance: " + base.length + " for " + instances);
        }
        int squares = geometry.size() * geometry.size();
        int[][] squaresOf = new int[instances][];
        int i = 0;
        for (PatternGeometry.Family f : geometry.families()) {
            if (f.length() > 10) {
                throw new IllegalArgumentException("a 16-bit lane holds at most 10 squares: " + f.name());
            }
            for (int[] inst : f.instances()) {
                squaresOf[i++] = inst;
            }
        }
        longs = (instances + LANES_PER_LONG - 1) / LANES_PER_LONG;
        laneOf = place(squaresOf, squares, longs);
        laneBase = new int[longs * LANES_PER_LONG];
        for (int k = 0; k < instances; k++) {
            laneBase[laneOf[k]] = base[k];
        }
        spareLanes = longs * LANES_PER_LONG - instances;

        // Per square, per long: the sum of 3^position << lane over the instances through the square.
        long[][] weight = new long[squares][longs];
        int[] count = new int[squares];
        for (int k = 0; k < instances; k++) {
            int[] inst = squaresOf[k];
            int lane = laneOf[k];
            for (int pos = 0; pos < inst.length; pos++) {
                long[] w = weight[inst[pos]];
                if (w[lane / LANES_PER_LONG] == 0) {
                    count[inst[pos]]++;
                }
                w[lane / LANES_PER_LONG] += (long) PatternGeometry.pow3(pos) << (LANE_BITS * (lane % LANES_PER_LONG));
            }
        }
        squareStart = new int[squares + 1];
        for (int sq = 0; sq < squares; sq++) {
            squareStart[sq + 1] = squareStart[sq] + count[sq];
        }
        termLong = new int[squareStart[squares]];
        termWeight = new long[squareStart[squares]];
        for (int sq = 0; sq < squares; sq++) {
            int at = squareStart[sq];
            for (int j = 0; j < longs; j++) {
                if (weight[sq][j] != 0) {
                    termLong[at] = j;
                    termWeight[at] = weight[sq][j];
                    at++;
                }
            }
        }
    }

    /**
     * The lane of each instance: the geometry's order, then swaps of two lanes in different longs
     * while the number of (square, long) pairs an update touches falls.
     */
    private static int[] place(int[][] squaresOf, int squares, int longs) {
        int lanes = longs * LANES_PER_LONG;
        int[] at = new int[lanes]; // lane -> instance, or -1
        java.util.Arrays.fill(at, -1);
        for (int k = 0; k < squaresOf.length; k++) {
            at[k] = k;
        }
        int best = touches(at, squaresOf, squares);
        boolean improved = true;
        while (improved) {
            improved = false;
            for (int a = 0; a < lanes; a++) {
                for (int b = a + 1; b < lanes; b++) {
                    if (a / LANES_PER_LONG == b / LANES_PER_LONG || (at[a] < 0 && at[b] < 0)) {
                        continue;
                    }
                    swap(at, a, b);
                    int c = touches(at, squaresOf, squares);
                    if (c < best) {
                        best = c;
                        improved = true;
                    } else {
                        swap(at, a, b);
                    }
                }
            }
        }
        int[] laneOf = new int[squaresOf.length];
        for (int lane = 0; lane < lanes; lane++) {
            if (at[lane] >= 0) {
                laneOf[at[lane]] = lane;
            }
        }
        return laneOf;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** Over all squares, the number of longs holding an instance through the square. */
    private static int touches(int[] at, int[][] squaresOf, int squares) {
        long[] longsOf = new long[squares];
        for (int lane = 0; lane < at.length; lane++) {
            if (at[lane] >= 0) {
                for (int sq : squaresOf[at[lane]]) {
                    longsOf[sq] |= 1L << (lane / LANES_PER_LONG);
                }
            }
        }
        int n = 0;
        for (long m : longsOf) {
            n += Long.bitCount(m);
        }
        return n;
    }
}
