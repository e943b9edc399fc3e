package dev.gamebots.othello.rules;

import dev.gamebots.core.Game;

/**
 * What the protocols need from a board of any size on top of {@link Game}: set-up from the wire
 * format (absolute colours 1 = black, 2 = white) and a read-out of the cells. Moves are square numbers
 * {@code row * size + column}; the pass move is {@link #passMove()}.
 */
public interface OthelloBoard extends Game {

    /** Cell values. */
    int EMPTY = 0;
    int BLACK = 1;
    int WHITE = 2;
    int BLOCKED = 3;

    Variant variant();

    /** Squares per side (8 or 10). */
    int size();

    /** The move number of a pass. */
    int passMove();

    /**
     * Replaces the position. {@code cells} has size*size entries (0 empty, 1 black, 2 white; blocked
     * squares come from the board's own blocked set and must be 0); {@code colorToMove} is 1 or 2;
     * {@code placedBlack}/{@code placedWhite} count discs placed so far (Reversi's 32 cap). Clears the
     * move history.
     */
    void setPosition(int[] cells, int colorToMove, int placedBlack, int placedWhite);

    /** 0 empty, 1 black, 2 white, 3 blocked. */
    int cell(int sq);

    /** 1 (black) or 2 (white). */
    default int colorToMove() {
        return sideToMove() + 1;
    }

    /** Number of discs of {@code color} (1 or 2). */
    int discs(int color);

    /** Empty playable squares. */
    int empties();

    /** Discs placed so far by {@code color} (1 or 2), openings included. */
    int placed(int color);

    /** A fresh copy of this position (no history) for another thread or a trial. */
    OthelloBoard copy();
}
