package dev.gamebots.gomoku.rules;

/**
 * What a move threatens, combining its four {@link LineShape}s (one per direction). Ordered by
 * strength. The four shapes are packed in a 16-bit "shape code" (direction {@code d} in bits
 * {@code 4d..4d+3}); the class of every code is precomputed.
 *
 * <p>Under renju, black's overline and double-four are {@link #FORBID}; a double-three is only
 * forbidden when at least two of the threes are real (their open-four points are not forbidden
 * themselves), which needs the board: such points keep their unrestricted class and are flagged by
 * {@link #mayBeDoubleThree}.
 */
public final class Threat {

    public static final int NONE = 0;
    public static final int FLEX2 = 1;
    public static final int BLOCK3 = 2;
    public static final int FLEX2_2X = 3;
    public static final int BLOCK3_PLUS = 4;
    public static final int FLEX3 = 5;
    public static final int FLEX3_PLUS = 6;
    public static final int FLEX3_2X = 7;
    public static final int BLOCK4 = 8;
    public static final int BLOCK4_PLUS = 9;
    public static final int BLOCK4_FLEX3 = 10;
    public static final int FLEX4 = 11;
    public static final int FIVE = 12;
    /** Renju black only: overline or double-four (not a five). */
    public static final int FORBID = 13;

    public static final int COUNT = 14;

    private static final String[] NAMES = {
        "NONE", "FLEX2", "BLOCK3", "FLEX2_2X", "BLOCK3_PLUS", "FLEX3", "FLEX3_PLUS", "FLEX3_2X",
        "BLOCK4", "BLOCK4_PLUS", "BLOCK4_FLEX3", "FLEX4", "FIVE", "FORBID"};

    private static final byte[] NORMAL = build(false);
    private static final byte[] RENJU_BLACK = build(true);

    private Threat() {
    }

    public static String name(int threat) {
        return NAMES[threat];
    }

    /** True for classes that make a four (the opponent must answer at once). */
    public static boolean isFour(int threat) {
        return threat >= BLOCK4 && threat <= FLEX4;
    }

    /** The class of a packed shape code; {@code renjuBlack} applies black's renju restrictions. */
    public static int of(int shapeCode, boolean renjuBlack) {
        return renjuBlack ? RENJU_BLACK[shapeCode] : NORMAL[shapeCode];
    }

    /** The class table itself (shape code -> class), for hot loops that keep a reference to it. */
    static byte[] table(boolean renjuBlack) {
        return renjuBlack ? RENJU_BLACK : NORMAL;
    }

    /** The shape along direction {@code d} of a packed shape code. */
    public static int shape(int shapeCode, int d) {
        return (shapeCode >>> (4 * d)) & 15;
    }

    /**
     * Renju black: two or more open threes and no five: may be a forbidden double-three (also with
     * a four: 4-3-3 is forbidden too; overlines and double-fours are {@link #FORBID} already).
     */
    public static boolean mayBeDoubleThree(int shapeCode) {
        int flex3 = 0;
        for (int d = 0; d < 4; d++) {
            int s = shape(shapeCode, d);
            if (s == LineShape.FIVE) {
                return false;
            }
            if (s == LineShape.FLEX3) {
                flex3++;
            }
        }
        return flex3 >= 2;
    }

    private static byte[] build(boolean renjuBlack) {
        byte[] t = new byte[1 << 16];
        for (int code = 0; code < t.length; code++) {
            t[code] = (byte) classify(code, renjuBlack);
        }
        return t;
    }

    private static int classify(int code, boolean renjuBlack) {
        int fours = 0;
        int flex4 = 0;
        int flex3 = 0;
        int block3 = 0;
        int flex2 = 0;
        boolean five = false;
        boolean overline = false;
        for (int d = 0; d < 4; d++) {
            switch (shape(code, d)) {
                case LineShape.FIVE -> five = true;
                case LineShape.OVERLINE -> overline = true;
                case LineShape.FLEX4 -> flex4++;
                case LineShape.DOUBLE4 -> fours += 2;
                case LineShape.BLOCK4 -> fours++;
                case LineShape.FLEX3 -> flex3++;
                case LineShape.BLOCK3 -> block3++;
                case LineShape.FLEX2 -> flex2++;
                default -> {
                }
            }
        }
        if (five) {
            return FIVE;
        }
        if (renjuBlack && (overline || fours + flex4 >= 2)) {
            return FORBID;
        }
        if (flex4 > 0 || fours >= 2) {
            return FLEX4;
        }
        if (fours == 1) {
            if (flex3 > 0) {
                return BLOCK4_FLEX3;
            }
            return block3 + flex2 > 0 ? BLOCK4_PLUS : BLOCK4;
        }
        if (flex3 >= 2) {
            return FLEX3_2X;
        }
        if (flex3 == 1) {
            return block3 + flex2 > 0 ? FLEX3_PLUS : FLEX3;
        }
        if (block3 > 0 && block3 + flex2 >= 2) {
            return BLOCK3_PLUS;
        }
        if (flex2 >= 2) {
            return FLEX2_2X;
        }
        if (block3 > 0) {
            return BLOCK3;
        }
        return flex2 > 0 ? FLEX2 : NONE;
    }
}
