package dev.gamebots.gomoku.rules;

/**
 * Heuristic worth of an empty point for a colour, from its packed shape code: the sum of its four
 * line shapes plus a bonus for the combined {@link Threat}. The board keeps, per colour, the sum of
 * these values over the empty points up to date move by move; the evaluation is built from those
 * sums and the move ordering from the per-point values.
 */
public final class ShapeValues {

    /** Per line shape (index = {@link LineShape}). */
    static final int[] LINE = {0, 0, 1, 3, 6, 14, 14, 40, 36, 150, 150, 400};
    /** Per threat class (index = {@link Threat}). */
    static final int[] THREAT = {0, 4, 4, 40, 30, 30, 90, 300, 30, 120, 500, 700, 2000, 0};

    private static final int[] NORMAL = build(false);
    private static final int[] RENJU_BLACK = build(true);

    private ShapeValues() {
    }

    /** The value of a point with this shape code; {@code renjuBlack} for black under renju. */
    public static int of(int shapeCode, boolean renjuBlack) {
        return renjuBlack ? RENJU_BLACK[shapeCode] : NORMAL[shapeCode];
    }

    private static int[] build(boolean renjuBlack) {
        int[] t = new int[1 << 16];
        for (int code = 0; code < t.length; code++) {
            int threat = Threat.of(code, renjuBlack);
            if (threat == Threat.FORBID) {
                t[code] = 0; // black can never play there: worth nothing to black
                continue;
            }
            int v = THREAT[threat];
            for (int d = 0; d < 4; d++) {
                int shape = Threat.shape(code, d);
                v += shape < LineShape.COUNT ? LINE[shape] : 0; // codes 12..15 never occur
            }
            t[code] = v;
        }
        return t;
    }
}
