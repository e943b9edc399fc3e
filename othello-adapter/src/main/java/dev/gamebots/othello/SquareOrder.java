package dev.gamebots.othello;

/**
 * Static square preferences used as a cheap move-ordering hint (the search's table move, killers and
 * history come first): corners first, then edges and the centre, X and C squares last.
 */
final class SquareOrder {

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

    private SquareOrder() {
    }

    static int score8(int sq) {
        return WEIGHTS_8[sq];
    }
}
