package dev.gamebots.othello.rules;

/**
 * Static square preferences used as a cheap move-ordering hint (the search's table move, killers and
 * history come first): corners first, then edges and the centre, X and C squares last.
 */
public final class SquareOrder {

    private static final int[] WEIGHTS_8 = {
        100, -20, 10, 5, 5, 10, -20, 100,
        -20, -50, -2, -2, -2, -2, -50, -20,
        10, -2, 1, 1, 1, 1, -2, 10,
        5, -2, 1, 0, 0, 1, -2, 5,
        5, -2, 1, 0, 0, 1, -2, 5,
        10, -2, 1, 1, 1, 1, -2, 10,
        -20, -50, -2, -2, -2, -2, -50, -20,
        100, -20, 10, 5, 5, 10, -20, 100,
    };

    /** The squares diagonally next to a corner (b2, g2, b7, g7). */
    private static final long X_SQUARES_8 = 0x0042000000004200L;
    /** The edge squares next to a corner (b1, a2, g1, h2, a7, b8, h7, g8). */
    private static final long C_SQUARES_8 = 0x4281000000008142L;
    /**
     * The 8x8 squares in four classes, to be tried in this order where moves are not sorted: corners,
     * the other squares, C-squares, X-squares (the last two usually give the opponent a corner).
     * Four classes, so a loop over them can index with {@code & 3}.
     */
    public static final long[] CLASSES_8 = {
        Bitboards8.CORNERS, ~(Bitboards8.CORNERS | C_SQUARES_8 | X_SQUARES_8), C_SQUARES_8, X_SQUARES_8,
    };

    private SquareOrder() {
    }

    /** {@link #WEIGHTS_8} negated: std's worst squares first (anti under its trained evaluation). */
    private static final int[] REVERSED_8 = java.util.Arrays.stream(WEIGHTS_8).map(w -> -w).toArray();

    public static int score8(int sq) {
        return WEIGHTS_8[sq];
    }

    /** The 8x8 square scores, or their reversal; shared, never to be written. */
    static int[] scores8(boolean reversed) {
        return reversed ? REVERSED_8 : WEIGHTS_8;
    }
}
