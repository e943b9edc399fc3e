package dev.gamebots.othello.rules;

/**
 * Move generation and flips on an 8x8 board held in two {@code long}s (bit = row * 8 + column,
 * a1 = bit 0, h1 = bit 7, h8 = bit 63), seen from the side to move: {@code p} = own discs,
 * {@code o} = opponent discs.
 *
 * <p>Every direction has its own constant shift (a direction loop with a switch measured about 2x
 * slower; {@code movesAlong} takes its shift as an argument but is small enough to be inlined with it
 * as a constant). Horizontal and diagonal runs use the opponent discs off the a and h files only, so
 * a run never wraps from one row into the next.
 */
public final class Bitboards8 {

    /** Every square except the a and h files. */
    static final long INNER_FILES = 0x7e7e7e7e7e7e7e7eL;
    /** The four corners. */
    public static final long CORNERS = 0x8100000000000081L;
    /** The centre four squares d4, e4, d5, e5 (27, 28, 35, 36). */
    public static final long CENTRE = (1L << 27) | (1L << 28) | (1L << 35) | (1L << 36);

    private Bitboards8() {
    }

    /**
     * Squares where the side owning {@code p} may play (standard rules). Each axis fills both ways at
     * once by doubling: two single steps, then two double steps over squares whose neighbour along
     * the axis is an opponent disc too, reach the longest run of six (4 fill steps per direction
     * instead of 6).
     */
    public static long moves(long p, long o) {
        long h = o & INNER_FILES;
        long moves = movesAlong(p, h, 1) | movesAlong(p, o, 8) | movesAlong(p, h, 7) | movesAlong(p, h, 9);
        return moves & ~(p | o);
    }

    /** Squares beyond a run of {@code mask} discs that starts next to {@code p}, both ways along {@code dir}. */
    private static long movesAlong(long p, long mask, int dir) {
        int dir2 = dir + dir;
        long up = mask & (p << dir);
        long down = mask & (p >>> dir);
        up |= mask & (up << dir);
        down |= mask & (down >>> dir);
        long pairsUp = mask & (mask << dir); // squares whose neighbour towards -dir is also in mask
        long pairsDown = pairsUp >>> dir;
        up |= pairsUp & (up << dir2);
        down |= pairsDown & (down >>> dir2);
        up |= pairsUp & (up << dir2);
        down |= pairsDown & (down >>> dir2);
        return (up << dir) | (down >>> dir);
    }

    /**
     * The opponent discs flipped when the side owning {@code p} plays on the empty square {@code sq};
     * 0 when the move flips nothing (it is then not a legal standard move).
     */
    public static long flips(long p, long o, int sq) {
        long m = 1L << sq;
        long h = o & INNER_FILES;
        long flips = 0;
        long f;
        // east
        f = h & (m << 1);
        f |= h & (f << 1);
        f |= h & (f << 1);
        f |= h & (f << 1);
        f |= h & (f << 1);
        f |= h & (f << 1);
        if (((f << 1) & p) != 0) {
            flips |= f;
        }
        // west
        f = h & (m >>> 1);
        f |= h & (f >>> 1);
        f |= h & (f >>> 1);
        f |= h & (f >>> 1);
        f |= h & (f >>> 1);
        f |= h & (f >>> 1);
        if (((f >>> 1) & p) != 0) {
            flips |= f;
        }
        // north
        f = o & (m << 8);
        f |= o & (f << 8);
        f |= o & (f << 8);
        f |= o & (f << 8);
        f |= o & (f << 8);
        f |= o & (f << 8);
        if (((f << 8) & p) != 0) {
            flips |= f;
        }
        // south
        f = o & (m >>> 8);
        f |= o & (f >>> 8);
        f |= o & (f >>> 8);
        f |= o & (f >>> 8);
        f |= o & (f >>> 8);
        f |= o & (f >>> 8);
        if (((f >>> 8) & p) != 0) {
            flips |= f;
        }
        // north-east
        f = h & (m << 9);
        f |= h & (f << 9);
        f |= h & (f << 9);
        f |= h & (f << 9);
        f |= h & (f << 9);
        f |= h & (f << 9);
        if (((f << 9) & p) != 0) {
            flips |= f;
        }
        // south-west
        f = h & (m >>> 9);
        f |= h & (f >>> 9);
        f |= h & (f >>> 9);
        f |= h & (f >>> 9);
        f |= h & (f >>> 9);
        f |= h & (f >>> 9);
        if (((f >>> 9) & p) != 0) {
            flips |= f;
        }
        // north-west
        f = h & (m << 7);
        f |= h & (f << 7);
        f |= h & (f << 7);
        f |= h & (f << 7);
        f |= h & (f << 7);
        f |= h & (f << 7);
        if (((f << 7) & p) != 0) {
            flips |= f;
        }
        // south-east
        f = h & (m >>> 7);
        f |= h & (f >>> 7);
        f |= h & (f >>> 7);
        f |= h & (f >>> 7);
        f |= h & (f >>> 7);
        f |= h & (f >>> 7);
        if (((f >>> 7) & p) != 0) {
            flips |= f;
        }
        return flips;
    }

    /** Squares from each square to the board's edge, per direction (the square itself excluded). */
    private static final long[] RAY_E = new long[64];
    private static final long[] RAY_W = new long[64];
    private static final long[] RAY_N = new long[64];
    private static final long[] RAY_S = new long[64];
    private static final long[] RAY_NE = new long[64];
    private static final long[] RAY_NW = new long[64];
    private static final long[] RAY_SE = new long[64];
    private static final long[] RAY_SW = new long[64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            RAY_E[sq] = ray(sq, 0, 1);
            RAY_W[sq] = ray(sq, 0, -1);
            RAY_N[sq] = ray(sq, 1, 0);
            RAY_S[sq] = ray(sq, -1, 0);
            RAY_NE[sq] = ray(sq, 1, 1);
            RAY_NW[sq] = ray(sq, 1, -1);
            RAY_SE[sq] = ray(sq, -1, 1);
            RAY_SW[sq] = ray(sq, -1, -1);
        }
    }

    private static long ray(int sq, int dr, int dc) {
        long r = 0;
        int row = sq / 8 + dr;
        int col = sq % 8 + dc;
        while (row >= 0 && row < 8 && col >= 0 && col < 8) {
            r |= 1L << (row * 8 + col);
            row += dr;
            col += dc;
        }
        return r;
    }

    /**
     * The same as {@link #flips} by ray masks: in each direction the nearest square that is not an
     * opponent disc is found with one bit trick (lowest set bit going up the board, highest going
     * down); when it is an own disc, the ray up to it flips. About twice as fast as the shifts (see
     * OthelloBenchmark), so the endgame solver uses it.
     */
    public static long flipsByRays(long p, long o, int sq) {
        long notO = ~o;
        long ray;
        long first;
        long own;
        // Directions towards higher squares: the nearest blocker is the lowest set bit. Branch-free:
        // own is that bit or 0, so -own >> 63 is all ones exactly when the blocker is an own disc
        // (-own has the sign bit set for any single bit, bit 63 included).
        ray = RAY_E[sq];
        first = ray & notO;
        first &= -first;
        own = first & p;
        long flips = ray & (first - 1) & (-own >> 63);
        ray = RAY_N[sq];
        first = ray & notO;
        first &= -first;
        own = first & p;
        flips |= ray & (first - 1) & (-own >> 63);
        ray = RAY_NE[sq];
        first = ray & notO;
        first &= -first;
        own = first & p;
        flips |= ray & (first - 1) & (-own >> 63);
        ray = RAY_NW[sq];
        first = ray & notO;
        first &= -first;
        own = first & p;
        flips |= ray & (first - 1) & (-own >> 63);
        // Directions towards lower squares: the nearest blocker is the highest set bit, at 63 - lz.
        // The squares above it flip when it is an own disc (p << lz has it in the sign bit); with no
        // blocker (lz = 64) the shift count wraps to 63 and the mask is empty.
        ray = RAY_W[sq];
        int lz = Long.numberOfLeadingZeros(ray & notO);
        flips |= ray & (-2L << (63 - lz)) & ((p << lz) >> 63);
        ray = RAY_S[sq];
        lz = Long.numberOfLeadingZeros(ray & notO);
        flips |= ray & (-2L << (63 - lz)) & ((p << lz) >> 63);
        ray = RAY_SE[sq];
        lz = Long.numberOfLeadingZeros(ray & notO);
        flips |= ray & (-2L << (63 - lz)) & ((p << lz) >> 63);
        ray = RAY_SW[sq];
        lz = Long.numberOfLeadingZeros(ray & notO);
        flips |= ray & (-2L << (63 - lz)) & ((p << lz) >> 63);
        return flips;
    }

    /** Empty squares next to at least one disc of {@code o} (potential mobility of the other side). */
    public static long frontierOf(long o, long empty) {
        return neighbours(o) & empty;
    }

    /** All squares adjacent (8 directions) to the set {@code x}, without wrapping. */
    public static long neighbours(long x) {
        long east = (x << 1) & 0xfefefefefefefefeL;
        long west = (x >>> 1) & 0x7f7f7f7f7f7f7f7fL;
        long row = x | east | west;
        return (east | west | (row << 8) | (row >>> 8));
    }

    /** Square name like {@code d3} for square numbers 0..63. */
    public static String squareName(int sq) {
        return "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >>> 3));
    }
}
