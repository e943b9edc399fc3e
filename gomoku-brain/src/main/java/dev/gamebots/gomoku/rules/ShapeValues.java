package dev.gamebots.gomoku.rules;

/**
 * Heuristic worth of an empty point for a colour: the sum of the values of its four line shapes
 * plus a bonus for the combined {@link Threat}. The board keeps the line part per point
 * incrementally (one shape changes at a time) and adds the threat bonus, so no large table is read
 * per update. It also keeps, per colour, the sum over the empty points; the evaluation is built from
 * those sums and the move ordering from the per-point values.
 */
public final class ShapeValues {

    /** Per line shape (index = {@link LineShape}; codes 12..15 never occur). */
    static final int[] LINE = {0, 0, 1, 3, 6, 14, 14, 40, 36, 150, 150, 400, 0, 0, 0, 0};
    /** Per threat class (index = {@link Threat}); a forbidden point is worth nothing to black. */
    static final int[] THREAT = {0, 4, 4, 40, 30, 30, 90, 300, 30, 120, 500, 700, 2000, 0, 0, 0};

    private ShapeValues() {
    }

    /** The value of a point with this shape code; {@code renjuBlack} for black under renju. */
    public static int of(int shapeCode, boolean renjuBlack) {
        int threat = Threat.of(shapeCode, renjuBlack);
        return threat == Threat.FORBID ? 0 : lineSum(shapeCode) + THREAT[threat];
    }

    /** Sum of the line values of a shape code. */
    public static int lineSum(int shapeCode) {
        return LINE[shapeCode & 15] + LINE[(shapeCode >>> 4) & 15] + LINE[(shapeCode >>> 8) & 15]
                + LINE[(shapeCode >>> 12) & 15];
    }

    /** 1, or 0 for a forbidden point (worth nothing): multiplies the line part without a branch. */
    private static final int[] KEEP = new int[16];

    static {
        java.util.Arrays.fill(KEEP, 1);
        KEEP[Threat.FORBID] = 0;
    }

    /** The value of a point from its line sum and threat class. */
    static int value(int lineSum, int threat) {
        return lineSum * KEEP[threat] + THREAT[threat];
    }
}
