package dev.gamebots.othello.eval;

/**
 * The pattern indices of a grand (plain 10x10) position straight from the bitboards, for the shapes of
 * {@link PatternGeometry#GRAND}, the way {@link Features8} does it on 8x8: instance k of a family is
 * the first instance's squares moved by a board symmetry s, so its index is the first instance's
 * index read on the board moved by s. Each colour's board is held as ten 10-bit rows; the eight moved
 * boards are row reversals (a 1024-entry table), row order reversals and the transpose (the columns);
 * the diagonal shapes are the columns of the "skewed" board (row i shifted down by i). A transpose is
 * ten table look-ups into a 128-bit spread of a row. Every shape is then read with a few shifts and
 * masks into a binary number per colour, and a binary-to-ternary table gives the index.
 *
 * <p>About a quarter of the square-by-square reading's time (JMH {@code OthelloBenchmark.patternIndices10}).
 * Keeps scratch arrays: one instance per thread.
 */
final class GrandIndices {

    /** BASE3[v]: the base-3 number whose digits are the bits of v (bit k -> 3^k), for up to 10 bits. */
    private static final int[] BASE3 = new int[1024];
    /** REV10[v]: the 10 bits of v in reverse order (the row mirrored). */
    private static final int[] REV10 = new int[1024];
    /** SPREAD_LO/HI[v]: bit c of v moved to bit 10c of a 128-bit pair (a row turned into a column). */
    private static final long[] SPREAD_LO = new long[1024];
    private static final long[] SPREAD_HI = new long[1024];

    static {
        for (int v = 0; v < 1024; v++) {
            int t = 0;
            int r = 0;
            for (int k = 9; k >= 0; k--) {
                t = t * 3 + ((v >>> k) & 1);
                r |= ((v >>> k) & 1) << (9 - k);
            }
            BASE3[v] = t;
            REV10[v] = r;
            long lo = 0;
            long hi = 0;
            for (int c = 0; c < 10; c++) {
                if ((v >>> c & 1) != 0) {
                    int bit = 10 * c;
                    if (bit < 64) {
                        lo |= 1L << bit;
                    } else {
                        hi |= 1L << (bit - 64);
                    }
                }
            }
            SPREAD_LO[v] = lo;
            SPREAD_HI[v] = hi;
        }
    }

    /** The families of {@link PatternGeometry#GRAND}, in its order. */
    static final int CORNER3X3 = 0;
    static final int CORNER2X5 = 1;
    static final int EDGE = 2;
    static final int ROW5 = 6;
    static final int DIAG10 = 7;
    static final int DIAG4 = 13;

    /** The symmetries this reading assumes for each family; checked against the geometry by the tests. */
    static final int[][] SYMMETRIES = {
        {0, 1, 2, 3}, {0, 1, 2, 3, 4, 5, 6, 7}, {0, 2, 4, 5}, {0, 2, 4, 5}, {0, 2, 4, 5}, {0, 2, 4, 5},
        {0, 2, 4, 5}, {0, 1}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3},
        {0, 1, 2, 3},
    };

    /** Instances over all families. */
    static final int INSTANCES;

    static {
        int n = 0;
        for (int[] s : SYMMETRIES) {
            n += s.length;
        }
        INSTANCES = n;
    }

    // Scratch: per colour, the rows of the eight moved boards (board s, row i at 10 * s + i), the
    // columns of the board, and for moved boards 0..3 their diagonals (board s, start column c at 10 * s + c).
    private final int[] ownRows = new int[80];
    private final int[] oppRows = new int[80];
    private final int[] columns = new int[10];
    private final int[] skew = new int[10];
    private final int[] ownDiagonals = new int[40];
    private final int[] oppDiagonals = new int[40];

    /**
     * Writes the ternary index of every instance, in the geometry's order (families, then each
     * family's instances), into {@code out[0..INSTANCES)}.
     */
    void indices(long ownLo, long ownHi, long oppLo, long oppHi, int[] out) {
        movedBoards(ownLo, ownHi, ownRows, ownDiagonals);
        movedBoards(oppLo, oppHi, oppRows, oppDiagonals);
        int[] o = ownRows;
        int[] p = oppRows;
        int i = 0;
        // corner 3x3: a1 b1 c1 a2 b2 c2 a3 b3 c3 on boards 0..3
        for (int s = 0; s < 4; s++) {
            int r = 10 * s;
            out[i++] = ternary((o[r] & 7) | (o[r + 1] & 7) << 3 | (o[r + 2] & 7) << 6,
                    (p[r] & 7) | (p[r + 1] & 7) << 3 | (p[r + 2] & 7) << 6);
        }
        // corner 2x5: a1..e1 a2..e2 on all eight boards
        for (int s = 0; s < 8; s++) {
            int r = 10 * s;
            out[i++] = ternary((o[r] & 31) | (o[r + 1] & 31) << 5, (p[r] & 31) | (p[r + 1] & 31) << 5);
        }
        // edge and rows 2-5: row k of boards 0, 2, 4, 5
        for (int k = 0; k < 5; k++) {
            out[i++] = ternary(o[k], p[k]);
            out[i++] = ternary(o[20 + k], p[20 + k]);
            out[i++] = ternary(o[40 + k], p[40 + k]);
            out[i++] = ternary(o[50 + k], p[50 + k]);
        }
        // diagonals: the full one on boards 0 and 1, the shorter ones (start column c) on boards 0..3
        int[] od = ownDiagonals;
        int[] pd = oppDiagonals;
        out[i++] = ternary(od[0], pd[0]);
        out[i++] = ternary(od[10], pd[10]);
        for (int c = 1; c <= 6; c++) {
            out[i++] = ternary(od[c], pd[c]);
            out[i++] = ternary(od[10 + c], pd[10 + c]);
            out[i++] = ternary(od[20 + c], pd[20 + c]);
            out[i++] = ternary(od[30 + c], pd[30 + c]);
        }
    }

    private static int ternary(int ownBits, int oppBits) {
        return BASE3[ownBits] + 2 * BASE3[oppBits];
    }

    /**
     * The rows of the eight moved boards of one colour (board s holds y with y[q] = x[symmetry(s, q)])
     * and the diagonals of boards 0..3 (diagonal c: squares (i, i + c), bit i).
     */
    private void movedBoards(long lo, long hi, int[] rows, int[] diagonals) {
        splitRows(lo, hi, rows);
        transpose(rows, 0, columns);
        int[] c = columns;
        for (int i = 0; i < 10; i++) {
            int r = rows[i];
            int col = c[i];
            rows[10 + i] = REV10[r];          // 1: (r, 9 - c)
            rows[29 - i] = r;                 // 2: (9 - r, c)
            rows[39 - i] = REV10[r];          // 3: (9 - r, 9 - c)
            rows[40 + i] = col;               // 4: (c, r)
            rows[59 - i] = col;               // 5: (c, 9 - r)
            rows[60 + i] = REV10[col];        // 6: (9 - c, r)
            rows[79 - i] = REV10[col];        // 7: (9 - c, 9 - r)
        }
        for (int s = 0; s < 4; s++) {
            int base = 10 * s;
            for (int i = 0; i < 10; i++) {
                skew[i] = rows[base + i] >>> i;
            }
            transpose(skew, 0, columns);
            System.arraycopy(columns, 0, diagonals, base, 10);
        }
    }

    /** out[c] bit r = in[at + r] bit c, for a 10x10 bit matrix held as ten 10-bit rows. */
    private static void transpose(int[] in, int at, int[] out) {
        int v = in[at];
        long lo = SPREAD_LO[v];
        long hi = SPREAD_HI[v];
        for (int r = 1; r < 10; r++) {
            v = in[at + r];
            long sLo = SPREAD_LO[v];
            lo |= sLo << r;
            hi |= (SPREAD_HI[v] << r) | (sLo >>> (64 - r));
        }
        splitRows(lo, hi, out);
    }

    /** The ten 10-bit rows of a 100-bit board (squares 0-63 in {@code lo}, 64-99 in {@code hi}) into out[0..9]. */
    private static void splitRows(long lo, long hi, int[] out) {
        out[0] = (int) lo & 0x3ff;
        out[1] = (int) (lo >>> 10) & 0x3ff;
        out[2] = (int) (lo >>> 20) & 0x3ff;
        out[3] = (int) (lo >>> 30) & 0x3ff;
        out[4] = (int) (lo >>> 40) & 0x3ff;
        out[5] = (int) (lo >>> 50) & 0x3ff;
        out[6] = (int) ((lo >>> 60) | (hi << 4)) & 0x3ff;
        out[7] = (int) (hi >>> 6) & 0x3ff;
        out[8] = (int) (hi >>> 16) & 0x3ff;
        out[9] = (int) (hi >>> 26) & 0x3ff;
    }
}
