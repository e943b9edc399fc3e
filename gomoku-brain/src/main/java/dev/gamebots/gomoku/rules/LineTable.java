package dev.gamebots.gomoku.rules;

/**
 * The shape ({@link LineShape}) a move makes along a line, looked up from the line's key: the ten
 * neighbours of the point, five on each side, two bits each ({@link Stones}: empty, own, opponent,
 * blocked), seen from the colour that moves ("own" = {@link Stones#BLACK}; the board swaps the two
 * colour bits to look up white's shapes).
 *
 * <p>Key layout: neighbour {@code i} (0..9) is at offset {@code i - 5} for {@code i < 5} and
 * {@code i - 4} otherwise, in bits {@code 2i, 2i+1}. Five neighbours a side see every five through
 * the point and the two points just beyond it, so fives are exact for every rule (caro overlines
 * longer than the window are taken as unblocked, see {@link LineSemantics#isFive}).
 *
 * <p>The table is built once per {@link LineSemantics} by a memoised recursion over keys (a move's
 * shape depends on the shapes after one more own stone) and shared read-only by every board in the
 * process. Where an opponent stone and the edge block alike (every rule but caro) the table is
 * compact: each neighbour is own, empty or blocked, so 3^10 = 59,049 one-byte entries, indexed
 * through two 1,024-entry maps from the halves of the key; it stays in the L2 cache, which is what
 * makes a move's 80 shape look-ups cheap. Caro tells the edge from a stone and keeps all 4^10 keys.
 */
public final class LineTable {

    /** Neighbours on each side of the point. */
    public static final int HALF = 5;
    /** Number of keys (4^10). */
    public static final int SIZE = 1 << (4 * HALF);

    private static final int LINE = 2 * HALF + 1;
    private static final int HALF_STATES = 243; // 3^5
    private static final LineTable[] CACHE = new LineTable[LineSemantics.values().length];
    /** Half key (five neighbours) -> ternary index, black's view: black 1, empty 0, white or edge 2. */
    private static final short[] TERNARY_BLACK = ternaryMap(Stones.BLACK);
    /** The same from white's view: white 1, empty 0, black or edge 2. */
    private static final short[] TERNARY_WHITE = ternaryMap(Stones.WHITE);
    /** Both views in one word: black's index in the low 16 bits, white's in the high 16 bits. */
    private static final int[] TERNARY_BOTH = new int[1 << (2 * HALF)];

    /** Four neighbours (8 bits) -> both colours' ternary indices, as {@link #TERNARY_BOTH}. */
    private static final int[] TERNARY4_BOTH = new int[1 << 8];
    private static final int NEAR_HALF_STATES = 81; // 3^4

    static {
        for (int i = 0; i < TERNARY_BOTH.length; i++) {
            TERNARY_BOTH[i] = TERNARY_BLACK[i] | (TERNARY_WHITE[i] << 16);
        }
        for (int i = 0; i < TERNARY4_BOTH.length; i++) {
            TERNARY4_BOTH[i] = TERNARY_BOTH[i];
        }
    }

    private final LineSemantics semantics;
    private final boolean compact;
    private final byte[] shapes;
    /** Freestyle only: the shapes from the four nearest neighbours a side (3^8 entries, fits L1). */
    private final byte[] nearShapes;

    private LineTable(LineSemantics semantics) {
        this.semantics = semantics;
        this.compact = !semantics.blockedEndsMatter();
        Builder builder = new Builder(semantics);
        this.shapes = compact ? builder.buildCompact() : builder.build();
        this.nearShapes = semantics == LineSemantics.FREE ? builder.buildNear() : null;
    }

    private static short[] ternaryMap(int own) {
        short[] map = new short[1 << (2 * HALF)];
        for (int half = 0; half < map.length; half++) {
            int t = 0;
            int pow = 1;
            for (int i = 0; i < HALF; i++) {
                int v = (half >>> (2 * i)) & 3;
                int tv = v == Stones.EMPTY ? 0 : v == own ? 1 : 2;
                t += tv * pow;
                pow *= 3;
            }
            map[half] = (short) t;
        }
        return map;
    }

    /** The shared table of {@code semantics}, built on first use (thread-safe). */
    public static LineTable of(LineSemantics semantics) {
        synchronized (CACHE) {
            LineTable t = CACHE[semantics.ordinal()];
            if (t == null) {
                t = new LineTable(semantics);
                CACHE[semantics.ordinal()] = t;
            }
            return t;
        }
    }

    public LineSemantics semantics() {
        return semantics;
    }

    /** The shape for the colour whose stones are {@link Stones#BLACK} bits in {@code key}. */
    public int shape(int key) {
        return shapeFor(key, false);
    }

    /** True when the table is indexed by ternary line index (see {@link #ternaryPair}). */
    public boolean compact() {
        return compact;
    }

    /**
     * Both colours' ternary indices of a key, packed: black's in the low 16 bits, white's in the high
     * 16 bits (for boards that look both colours up at once in compact tables).
     */
    public static int ternaryPair(int key) {
        int lo = TERNARY_BOTH[key & 0x3FF];
        int hi = TERNARY_BOTH[key >>> 10];
        return lo + HALF_STATES * hi;
    }

    /**
     * True when shapes depend only on the four nearest neighbours a side (five or more wins: every
     * five through the point lies within four of it); then {@link #nearPair} and
     * {@link #shapeAtNearIndex} give them from a table that fits the L1 cache.
     */
    public boolean hasNearTable() {
        return nearShapes != null;
    }

    /** Both colours' ternary indices of the four nearest neighbours a side, packed like {@link #ternaryPair}. */
    public static int nearPair(int key) {
        int lo = TERNARY4_BOTH[(key >>> 2) & 0xFF];
        int hi = TERNARY4_BOTH[(key >>> 10) & 0xFF];
        return lo + NEAR_HALF_STATES * hi;
    }

    /** The shape at a near index (see {@link #nearPair}). */
    public int shapeAtNearIndex(int nearIndex) {
        return nearShapes[nearIndex];
    }

    /** The shape at a ternary index of a compact table. */
    public int shapeAtIndex(int ternaryIndex) {
        return shapes[ternaryIndex];
    }

    /**
     * The shape of a board key (black = {@link Stones#BLACK} bits) for black ({@code white} false)
     * or for white.
     */
    public int shapeFor(int key, boolean white) {
        if (compact) {
            short[] map = white ? TERNARY_WHITE : TERNARY_BLACK;
            return shapes[map[key & 0x3FF] + HALF_STATES * map[key >>> 10]];
        }
        return shapes[white ? swapColors(key) : key];
    }

    /** Bit position of the neighbour at {@code offset} (-5..-1, 1..5) in a key. */
    public static int shift(int offset) {
        return 2 * (offset < 0 ? offset + HALF : offset + HALF - 1);
    }

    /** Swaps black and white bits of a key (blocked stays blocked): white's view of the line. */
    public static int swapColors(int key) {
        return ((key & 0x55555) << 1) | ((key >>> 1) & 0x55555);
    }

    /** Builds a key from an 11-cell line (index 5 is the point itself and is ignored). */
    public static int keyOf(int[] line) {
        int key = 0;
        for (int off = -HALF; off <= HALF; off++) {
            if (off != 0) {
                key |= line[off + HALF] << shift(off);
            }
        }
        return key;
    }

    /** The shape computed directly from an 11-cell line, without the table (used by the builder and tests). */
    public static int classify(LineSemantics semantics, int[] line) {
        return new Builder(semantics).shapeOfKey(keyOf(line));
    }

    /** Memoised recursion over keys; one instance builds one table. */
    private static final class Builder {
        private final LineSemantics semantics;
        private final byte[] memo = new byte[SIZE]; // shape + 1, 0 = not computed yet
        private final int[] line = new int[LINE];

        Builder(LineSemantics semantics) {
            this.semantics = semantics;
        }

        byte[] build() {
            byte[] out = new byte[SIZE];
            for (int key = 0; key < SIZE; key++) {
                out[key] = (byte) shapeOfKey(key);
            }
            return out;
        }

        /** The near table: ternary index of the neighbours at offsets -4..-1, 1..4 -> shape. */
        byte[] buildNear() {
            byte[] out = new byte[NEAR_HALF_STATES * NEAR_HALF_STATES];
            for (int t = 0; t < out.length; t++) {
                int key = 0;
                int rest = t;
                for (int j = 0; j < 8; j++) {
                    int tv = rest % 3;
                    rest /= 3;
                    int v = tv == 0 ? Stones.EMPTY : tv == 1 ? Stones.BLACK : Stones.WHITE;
                    key |= v << (2 * (j + 1)); // neighbours 1..8 (offsets -4..-1, 1..4)
                }
                out[t] = (byte) shapeOfKey(key);
            }
            return out;
        }

        /** The compact table: ternary index (own 1, empty 0, blocked 2 per neighbour) -> shape. */
        byte[] buildCompact() {
            byte[] out = new byte[HALF_STATES * HALF_STATES];
            for (int t = 0; t < out.length; t++) {
                int key = 0;
                int rest = t;
                for (int i = 0; i < 2 * HALF; i++) {
                    int tv = rest % 3;
                    rest /= 3;
                    int v = tv == 0 ? Stones.EMPTY : tv == 1 ? Stones.BLACK : Stones.WHITE;
                    key |= v << (2 * i);
                }
                out[t] = (byte) shapeOfKey(key);
            }
            return out;
        }

        int shapeOfKey(int key) {
            int cached = memo[key];
            if (cached != 0) {
                return cached - 1;
            }
            int shape = compute(key);
            memo[key] = (byte) (shape + 1);
            return shape;
        }

        private void decode(int key) {
            for (int off = -HALF; off <= HALF; off++) {
                line[off + HALF] = off == 0 ? Stones.BLACK : (key >>> shift(off)) & 3;
            }
        }

        private int compute(int key) {
            decode(key);
            if (semantics.isFive(line, HALF, Stones.BLACK)) {
                return LineShape.FIVE;
            }
            if (semantics.exact() && LineSemantics.isOverline(line, HALF, Stones.BLACK)) {
                return LineShape.OVERLINE;
            }
            // Points that complete a five through the move.
            int fivePoints = 0;
            int first = -1;
            int second = -1;
            for (int i = 0; i < LINE; i++) {
                if (line[i] != Stones.EMPTY) {
                    continue;
                }
                line[i] = Stones.BLACK;
                if (semantics.isFive(line, HALF, Stones.BLACK)) {
                    fivePoints++;
                    if (first < 0) {
                        first = i;
                    } else if (second < 0) {
                        second = i;
                    }
                }
                line[i] = Stones.EMPTY;
            }
            if (fivePoints >= 2) {
                return isStraightFour(first, second) ? LineShape.FLEX4 : LineShape.DOUBLE4;
            }
            if (fivePoints == 1) {
                return LineShape.BLOCK4;
            }
            // One level down: what one more own stone in this line can make.
            boolean makesFlex4 = false;
            boolean makesFour = false;
            boolean makesFlex3 = false;
            boolean makesThree = false;
            boolean makesFlex2 = false;
            boolean makesTwo = false;
            for (int off = -HALF; off <= HALF; off++) {
                if (off == 0 || ((key >>> shift(off)) & 3) != Stones.EMPTY) {
                    continue;
                }
                int child = shapeOfKey(key | (Stones.BLACK << shift(off)));
                switch (child) {
                    case LineShape.FLEX4 -> makesFlex4 = true;
                    case LineShape.DOUBLE4 -> {
                        makesFour = true;
                        if (!semantics.renjuBlack()) {
                            makesFlex4 = true;
                        }
                    }
                    case LineShape.BLOCK4 -> makesFour = true;
                    case LineShape.FLEX3 -> makesFlex3 = true;
                    case LineShape.BLOCK3 -> makesThree = true;
                    case LineShape.FLEX2 -> makesFlex2 = true;
                    case LineShape.BLOCK2 -> makesTwo = true;
                    default -> {
                    }
                }
            }
            if (makesFlex4) {
                return LineShape.FLEX3;
            }
            if (makesFour) {
                return LineShape.BLOCK3;
            }
            if (makesFlex3) {
                return LineShape.FLEX2;
            }
            if (makesThree) {
                return LineShape.BLOCK2;
            }
            if (makesFlex2) {
                return LineShape.FLEX1;
            }
            if (makesTwo) {
                return LineShape.BLOCK1;
            }
            return LineShape.DEAD;
        }

        /** Two five points five apart with four own stones between them: an open (straight) four. */
        private boolean isStraightFour(int a, int b) {
            if (b - a != 5) {
                return false;
            }
            for (int i = a + 1; i < b; i++) {
                if (line[i] != Stones.BLACK) {
                    return false;
                }
            }
            return true;
        }
    }
}
