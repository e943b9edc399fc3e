package dev.gamebots.gomoku.rules;

/**
 * The shape a move makes along one line (one of the four directions through the point), for the
 * colour that plays it. Shapes are ordered by strength, fit in four bits, and are defined
 * recursively from fives, counting only fives that contain the move:
 * <ul>
 *   <li>{@link #FIVE}: the move makes a winning five;</li>
 *   <li>{@link #OVERLINE}: under an exact-five rule the move makes six or more (forbidden for renju black);</li>
 *   <li>{@link #FLEX4}: afterwards two points complete a five with the same four stones (open four);</li>
 *   <li>{@link #DOUBLE4}: afterwards two points complete two different fives (e.g. {@code X.XXX.X});</li>
 *   <li>{@link #BLOCK4}: afterwards exactly one point completes a five;</li>
 *   <li>{@link #FLEX3}: some further move makes a {@link #FLEX4} (or, where a double-four is not
 *       forbidden, a {@link #DOUBLE4});</li>
 *   <li>{@link #BLOCK3}: some further move makes a four; {@link #FLEX2}/{@link #BLOCK2}: some further
 *       move makes a FLEX3/three; {@link #FLEX1}/{@link #BLOCK1} likewise one level down;</li>
 *   <li>{@link #DEAD}: no five can ever be made through this point along this line.</li>
 * </ul>
 */
public final class LineShape {

    public static final int DEAD = 0;
    public static final int OVERLINE = 1;
    public static final int BLOCK1 = 2;
    public static final int FLEX1 = 3;
    public static final int BLOCK2 = 4;
    public static final int FLEX2 = 5;
    public static final int BLOCK3 = 6;
    public static final int FLEX3 = 7;
    public static final int BLOCK4 = 8;
    public static final int DOUBLE4 = 9;
    public static final int FLEX4 = 10;
    public static final int FIVE = 11;

    /** Number of shape codes. */
    public static final int COUNT = 12;

    private static final String[] NAMES = {
        "DEAD", "OVERLINE", "B1", "F1", "B2", "F2", "B3", "F3", "B4", "DOUBLE4", "F4", "FIVE"};

    private LineShape() {
    }

    public static String name(int shape) {
        return NAMES[shape];
    }

    /** True for shapes that leave a point completing a five (a four of some kind). */
    public static boolean isFour(int shape) {
        return shape >= BLOCK4 && shape <= FLEX4;
    }
}
