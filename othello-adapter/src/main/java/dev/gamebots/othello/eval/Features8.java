package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Bitboards8;
import java.util.List;

/**
 * The pattern indices of an 8x8 position straight from the bitboards, for the shapes of
 * {@link PatternGeometry#EIGHT}. Instance k of a family is the first instance's squares moved by a
 * board symmetry s, so its index is the first instance's index on the board moved by the inverse of
 * s. The eight moved boards are computed once per call (byte reversal, bit reversal within bytes, a
 * transpose, and their combinations), and every index is read with the first instance's fixed bit
 * extraction: a few shifts and masks, then a binary-to-ternary table. Holds no scratch state: one
 * instance serves any number of threads.
 */
public final class Features8 {

    /** BASE3[v]: the base-3 number whose digits are the bits of v (bit k -> 3^k), for up to 10 bits. */
    private static final int[] BASE3 = new int[1024];
    private static final long FILE_A = 0x0101010101010101L;
    private static final long DIAG_A1H8 = 0x8040201008040201L;

    static {
        for (int v = 0; v < 1024; v++) {
            int t = 0;
            for (int k = 9; k >= 0; k--) {
                t = t * 3 + ((v >>> k) & 1);
            }
            BASE3[v] = t;
        }
    }

    /** The families of {@link PatternGeometry#EIGHT}, in its order. */
    private static final int CORNER3X3 = 0;
    private static final int CORNER2X5 = 1;
    private static final int EDGE2X = 2;
    private static final int ROW2 = 3;
    private static final int DIAG8 = 6;

    private final PatternLayout layout;
    private final int instances;
    /** Per instance: family offset in the phase table, the family, and the board symmetry. */
    private final int[] instanceOffset;
    private final int[] instanceFamily;
    private final int[] instanceSymmetry;

    public Features8(PatternLayout layout) {
        PatternGeometry g = layout.geometry();
        if (g != PatternGeometry.EIGHT) {
            throw new IllegalArgumentException("Features8 reads the 8x8 shapes only");
        }
        this.layout = layout;
        List<PatternGeometry.Family> families = g.families();
        instances = g.instanceCount();
        instanceOffset = new int[instances];
        instanceFamily = new int[instances];
        instanceSymmetry = new int[instances];
        int i = 0;
        for (int f = 0; f < families.size(); f++) {
            int[] symmetries = families.get(f).symmetries();
            for (int k = 0; k < symmetries.length; k++) {
                instanceOffset[i] = layout.familyOffset(f);
                instanceFamily[i] = f;
                instanceSymmetry[i] = symmetries[k];
                i++;
            }
        }
    }

    public PatternLayout layout() {
        return layout;
    }

    /** Entries per position: instances + mobility + parity. */
    public int entryCount() {
        return instances + 2;
    }

    // ---- board symmetries ----

    static long flipVertical(long x) {
        return Long.reverseBytes(x);
    }

    static long flipHorizontal(long x) {
        x = ((x >>> 1) & 0x5555555555555555L) | ((x & 0x5555555555555555L) << 1);
        x = ((x >>> 2) & 0x3333333333333333L) | ((x & 0x3333333333333333L) << 2);
        return ((x >>> 4) & 0x0f0f0f0f0f0f0f0fL) | ((x & 0x0f0f0f0f0f0f0f0fL) << 4);
    }

    /** Square (r, c) to (c, r): the flip about the a1-h8 diagonal, by three delta swaps. */
    static long transpose(long x) {
        long t = 0x0f0f0f0f00000000L & (x ^ (x << 28));
        x ^= t ^ (t >>> 28);
        t = 0x3333000033330000L & (x ^ (x << 14));
        x ^= t ^ (t >>> 14);
        t = 0x5500550055005500L & (x ^ (x << 7));
        x ^= t ^ (t >>> 7);
        return x;
    }

    /**
     * The eight moved boards: entry s holds y with y[q] = x[symmetry(s, q)], so the first instance's
     * squares read on y are instance s's squares on x.
     */
    private static void symmetricBoards(long x, long[] out, int at) {
        long h = flipHorizontal(x);
        long t = transpose(x);
        long th = flipHorizontal(t);
        out[at] = x;
        out[at + 1] = h;
        out[at + 2] = flipVertical(x);
        out[at + 3] = flipVertical(h);
        out[at + 4] = t;
        out[at + 5] = flipVertical(t);
        out[at + 6] = th;
        out[at + 7] = flipVertical(th);
    }

    /** The bits of the first instance of {@code family} on board y, bit k = cell k. */
    private static int extract(int family, long y) {
        switch (family) {
            case CORNER3X3: // a1 b1 c1 a2 b2 c2 a3 b3 c3
                return (int) ((y & 7) | ((y >>> 5) & 0x38) | ((y >>> 10) & 0x1c0));
            case CORNER2X5: // a1 b1 c1 d1 e1 a2 b2 c2 d2 e2
                return (int) ((y & 0x1f) | ((y >>> 3) & 0x3e0));
            case EDGE2X: // a1..h1 b2 g2
                return (int) ((y & 0xff) | ((y >>> 1) & 0x100) | ((y >>> 5) & 0x200));
            case ROW2:
            case ROW2 + 1:
            case ROW2 + 2: // rank 2, 3 or 4
                return (int) (y >>> (8 * (family - ROW2 + 1))) & 0xff;
            default: // diagonals a1-h8, b1-h7, c1-h6, d1-h5, e1-h4: gathered by column, shifted down
                int shift = family - DIAG8;
                return (int) ((((y & (DIAG_A1H8 << shift) & ~rightOf(shift)) * FILE_A)) >>> (56 + shift));
        }
    }

    /** Squares whose column is below {@code shift} (they are not on the shifted diagonal). */
    private static long rightOf(int shift) {
        return FILE_A * ((1L << shift) - 1);
    }

    /**
     * Fills {@code out} with the table entries of the position (one per instance, then the mobility
     * pair and the parity); returns the phase.
     */
    public int entries(long own, long opp, int[] out) {
        long[] boards = new long[16];
        symmetricBoards(own, boards, 0);
        symmetricBoards(opp, boards, 8);
        for (int i = 0; i < instances; i++) {
            int f = instanceFamily[i];
            int s = instanceSymmetry[i];
            out[i] = instanceOffset[i] + BASE3[extract(f, boards[s])] + 2 * BASE3[extract(f, boards[8 + s])];
        }
        int empties = 64 - Long.bitCount(own | opp);
        out[instances] = layout.mobilityEntry(Long.bitCount(Bitboards8.moves(own, opp)),
                Long.bitCount(Bitboards8.moves(opp, own)));
        out[instances + 1] = layout.parityEntry(empties);
        return layout.phase(64 - empties);
    }

    /** The sum of the table's entries for the position (the evaluation, in the table's units). */
    public int sum(long own, long opp, short[] table, long ownMoves, long oppMoves) {
        // The moved boards, written out so that they stay in registers.
        long o0 = own;
        long o1 = flipHorizontal(own);
        long o2 = flipVertical(own);
        long o3 = flipVertical(o1);
        long o4 = transpose(own);
        long o5 = flipVertical(o4);
        long o6 = flipHorizontal(o4);
        long o7 = flipVertical(o6);
        long p0 = opp;
        long p1 = flipHorizontal(opp);
        long p2 = flipVertical(opp);
        long p3 = flipVertical(p1);
        long p4 = transpose(opp);
        long p5 = flipVertical(p4);
        long p6 = flipHorizontal(p4);
        long p7 = flipVertical(p6);
        int[] off = instanceOffset;
        int sum = 0;
        int i = 0;
        // corner 3x3: symmetries 0 1 2 3
        int base = off[i];
        sum += table[base + corner3x3(o0, p0)] + table[base + corner3x3(o1, p1)]
                + table[base + corner3x3(o2, p2)] + table[base + corner3x3(o3, p3)];
        i += 4;
        // corner 2x5: all eight
        base = off[i];
        sum += table[base + corner2x5(o0, p0)] + table[base + corner2x5(o1, p1)]
                + table[base + corner2x5(o2, p2)] + table[base + corner2x5(o3, p3)]
                + table[base + corner2x5(o4, p4)] + table[base + corner2x5(o5, p5)]
                + table[base + corner2x5(o6, p6)] + table[base + corner2x5(o7, p7)];
        i += 8;
        // edge + 2X, rows 2-4: symmetries 0 2 4 5 (bottom, top, left, right)
        base = off[i];
        sum += table[base + edge2x(o0, p0)] + table[base + edge2x(o2, p2)]
                + table[base + edge2x(o4, p4)] + table[base + edge2x(o5, p5)];
        i += 4;
        for (int row = 1; row <= 3; row++) {
            base = off[i];
            int shift = 8 * row;
            sum += table[base + rank(o0, p0, shift)] + table[base + rank(o2, p2, shift)]
                    + table[base + rank(o4, p4, shift)] + table[base + rank(o5, p5, shift)];
            i += 4;
        }
        // diagonals: the full one twice (symmetries 0 1), the shorter ones four times (0 1 2 3)
        base = off[i];
        sum += table[base + diagonal(o0, p0, D8, 56)] + table[base + diagonal(o1, p1, D8, 56)];
        i += 2;
        base = off[i];
        sum += table[base + diagonal(o0, p0, D7, 57)] + table[base + diagonal(o1, p1, D7, 57)]
                + table[base + diagonal(o2, p2, D7, 57)] + table[base + diagonal(o3, p3, D7, 57)];
        i += 4;
        base = off[i];
        sum += table[base + diagonal(o0, p0, D6, 58)] + table[base + diagonal(o1, p1, D6, 58)]
                + table[base + diagonal(o2, p2, D6, 58)] + table[base + diagonal(o3, p3, D6, 58)];
        i += 4;
        base = off[i];
        sum += table[base + diagonal(o0, p0, D5, 59)] + table[base + diagonal(o1, p1, D5, 59)]
                + table[base + diagonal(o2, p2, D5, 59)] + table[base + diagonal(o3, p3, D5, 59)];
        i += 4;
        base = off[i];
        sum += table[base + diagonal(o0, p0, D4, 60)] + table[base + diagonal(o1, p1, D4, 60)]
                + table[base + diagonal(o2, p2, D4, 60)] + table[base + diagonal(o3, p3, D4, 60)];
        int empties = 64 - Long.bitCount(own | opp);
        sum += table[layout.mobilityEntry(Long.bitCount(ownMoves), Long.bitCount(oppMoves))];
        sum += table[layout.parityEntry(empties)];
        return sum;
    }

    private static int corner3x3(long o, long p) {
        return BASE3[(int) ((o & 7) | ((o >>> 5) & 0x38) | ((o >>> 10) & 0x1c0))]
                + 2 * BASE3[(int) ((p & 7) | ((p >>> 5) & 0x38) | ((p >>> 10) & 0x1c0))];
    }

    private static int corner2x5(long o, long p) {
        return BASE3[(int) ((o & 0x1f) | ((o >>> 3) & 0x3e0))] + 2 * BASE3[(int) ((p & 0x1f) | ((p >>> 3) & 0x3e0))];
    }

    private static int edge2x(long o, long p) {
        return BASE3[(int) ((o & 0xff) | ((o >>> 1) & 0x100) | ((o >>> 5) & 0x200))]
                + 2 * BASE3[(int) ((p & 0xff) | ((p >>> 1) & 0x100) | ((p >>> 5) & 0x200))];
    }

    private static int rank(long o, long p, int shift) {
        return BASE3[(int) (o >>> shift) & 0xff] + 2 * BASE3[(int) (p >>> shift) & 0xff];
    }

    private static int diagonal(long o, long p, long mask, int shift) {
        return BASE3[(int) (((o & mask) * FILE_A) >>> shift)] + 2 * BASE3[(int) (((p & mask) * FILE_A) >>> shift)];
    }

    /** The diagonals a1-h8, b1-h7, c1-h6, d1-h5 and e1-h4. */
    private static final long D8 = DIAG_A1H8;
    private static final long D7 = (DIAG_A1H8 << 1) & ~(FILE_A * 0x01);
    private static final long D6 = (DIAG_A1H8 << 2) & ~(FILE_A * 0x03);
    private static final long D5 = (DIAG_A1H8 << 3) & ~(FILE_A * 0x07);
    private static final long D4 = (DIAG_A1H8 << 4) & ~(FILE_A * 0x0f);

    /** The symmetries the fast sum assumes for each family; checked against the geometry by the tests. */
    static final int[][] SUM_SYMMETRIES = {
        {0, 1, 2, 3}, {0, 1, 2, 3, 4, 5, 6, 7}, {0, 2, 4, 5}, {0, 2, 4, 5}, {0, 2, 4, 5}, {0, 2, 4, 5},
        {0, 1}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3},
    };
}
