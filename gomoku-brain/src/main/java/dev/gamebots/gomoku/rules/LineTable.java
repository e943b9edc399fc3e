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
 * shape depends on the shapes after one more own stone), about 10^6 entries of one byte, and shared
 * read-only by every board in the process.
 */
public final class LineTable {

    /** Neighbours on each side of the point. */
    public static final int HALF = 5;
    /** Number of keys (4^10). */
    public static final int SIZE = 1 << (4 * HALF);

    private static final int LINE = 2 * HALF + 1;
    private static final LineTable[] CACHE = new LineTable[LineSemantics.values().length];

    private final LineSemantics semantics;
    private final byte[] shapes;

    private LineTable(LineSemantics semantics) {
        this.semantics = semantics;
        this.shapes = new Builder(semantics).build();
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
        return shapes[key];
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
