package dev.gamebots.gomoku.rules;

/**
 * The pattern code of a point: its four directional {@link LinePattern}s as an unordered multiset,
 * numbered densely ({@link #COUNT} = C(17, 4) = 2,380 codes for 14 classes). Codes are given to the
 * sorted 4-tuples in lexicographic order, the numbering of the published classical tables, so a
 * code indexes those tables directly. Also the combined threat class of a code (as {@link Threat}
 * constants), which the evaluation counts per colour.
 */
public final class PatternCode {

    /** Number of pattern codes. */
    public static final int COUNT = 2380;

    /** Packed directional patterns (direction {@code d} in bits {@code 4d..4d+3}) -> code. */
    private static final short[] CODE_OF_PACKED = new short[1 << 16];
    /** Code -> its sorted patterns packed (smallest in bits 0..3). */
    private static final int[] SORTED = new int[COUNT];
    private static final byte[] THREAT = new byte[COUNT];
    private static final byte[] THREAT_FORBID = new byte[COUNT];

    static {
        int n = LinePattern.COUNT;
        short[][][][] codes = new short[n][n][n][n];
        int code = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a; b < n; b++) {
                for (int c = b; c < n; c++) {
                    for (int d = c; d < n; d++) {
                        codes[a][b][c][d] = (short) code;
                        SORTED[code] = a | (b << 4) | (c << 8) | (d << 12);
                        THREAT[code] = (byte) threatOf(a, b, c, d, false);
                        THREAT_FORBID[code] = (byte) threatOf(a, b, c, d, true);
                        code++;
                    }
                }
            }
        }
        int[] p = new int[4];
        for (int packed = 0; packed < CODE_OF_PACKED.length; packed++) {
            boolean valid = true;
            for (int d = 0; d < 4; d++) {
                p[d] = (packed >>> (4 * d)) & 15;
                valid &= p[d] < n;
            }
            if (!valid) {
                continue;
            }
            java.util.Arrays.sort(p);
            CODE_OF_PACKED[packed] = codes[p[0]][p[1]][p[2]][p[3]];
        }
    }

    private PatternCode() {
    }

    /** The code of four packed directional patterns (direction {@code d} in bits {@code 4d..4d+3}). */
    public static int of(int packedPatterns) {
        return CODE_OF_PACKED[packedPatterns];
    }

    /** The code of four patterns given one by one, in any order. */
    public static int of(int p0, int p1, int p2, int p3) {
        return CODE_OF_PACKED[p0 | (p1 << 4) | (p2 << 8) | (p3 << 12)];
    }

    /** The {@code i}-th smallest (0..3) pattern of a code. */
    public static int pattern(int code, int i) {
        return (SORTED[code] >>> (4 * i)) & 15;
    }

    /**
     * The combined threat class of a code ({@link Threat} constants); with {@code forbid} (renju
     * black) overlines, two fours and two open threes are {@link Threat#FORBID} unless there is a
     * five. (The board decides real renju double-threes on its own; this class is the evaluation's.)
     */
    public static int threat(int code, boolean forbid) {
        return forbid ? THREAT_FORBID[code] : THREAT[code];
    }

    private static int threatOf(int a, int b, int c, int d, boolean forbid) {
        int[] n = new int[LinePattern.COUNT];
        n[a]++;
        n[b]++;
        n[c]++;
        n[d]++;
        int fours = n[LinePattern.B4] + n[LinePattern.F4];
        int flex3 = n[LinePattern.F3] + n[LinePattern.F3S];
        int flex2 = n[LinePattern.F2] + n[LinePattern.F2A] + n[LinePattern.F2B];
        int block3 = n[LinePattern.B3];
        if (n[LinePattern.F5] > 0) {
            return Threat.FIVE;
        }
        if (forbid && (n[LinePattern.OL] > 0 || fours >= 2 || flex3 >= 2)) {
            return Threat.FORBID;
        }
        if (n[LinePattern.F4] > 0 || n[LinePattern.B4] >= 2) {
            return Threat.FLEX4;
        }
        if (n[LinePattern.B4] == 1) {
            if (flex3 > 0) {
                return Threat.BLOCK4_FLEX3;
            }
            return block3 + flex2 > 0 ? Threat.BLOCK4_PLUS : Threat.BLOCK4;
        }
        if (flex3 >= 2) {
            return Threat.FLEX3_2X;
        }
        if (flex3 == 1) {
            return block3 + flex2 > 0 ? Threat.FLEX3_PLUS : Threat.FLEX3;
        }
        if (block3 > 0 && block3 + flex2 >= 2) {
            return Threat.BLOCK3_PLUS;
        }
        if (flex2 >= 2) {
            return Threat.FLEX2_2X;
        }
        if (block3 > 0) {
            return Threat.BLOCK3;
        }
        return flex2 > 0 ? Threat.FLEX2 : Threat.NONE;
    }
}
