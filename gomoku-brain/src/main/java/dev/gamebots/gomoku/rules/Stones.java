package dev.gamebots.gomoku.rules;

/**
 * What a point holds, as the two-bit value used in line keys. A blocked point (outside the board,
 * or a BOARD field 3 in a continuous game) belongs to neither player.
 */
public final class Stones {

    public static final int EMPTY = 0;
    public static final int BLACK = 1;
    public static final int WHITE = 2;
    public static final int BLOCKED = 3;

    private Stones() {
    }

    /** The other colour (BLACK <-> WHITE). */
    public static int opponent(int color) {
        return 3 - color;
    }

    /** The colour that plays the move with this 0-based index (black opens). */
    public static int colorOfMove(int index) {
        return (index & 1) == 0 ? BLACK : WHITE;
    }
}
