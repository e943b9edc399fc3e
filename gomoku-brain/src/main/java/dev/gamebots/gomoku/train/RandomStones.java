package dev.gamebots.gomoku.train;

import dev.gamebots.gomoku.rules.Board;
import java.util.SplittableRandom;

/**
 * Random stones near the centre, as self-play games and test openings start: each drawn point (x,
 * then y, within {@code radius} of the centre on each axis) is played when the rules allow it and it
 * makes no five; otherwise another is drawn. The draws are part of what a recorded game is a function
 * of, so their order must not change.
 */
final class RandomStones {

    private RandomStones() {
    }

    /** Plays {@code stones} random stones on {@code board}, alternating colours; their points go to {@code points}. */
    static void place(Board board, SplittableRandom random, int stones, int radius, int[] points) {
        int centreX = board.width() / 2;
        int centreY = board.height() / 2;
        for (int placed = 0; placed < stones; ) {
            int x = centreX - radius + random.nextInt(2 * radius + 1);
            int y = centreY - radius + random.nextInt(2 * radius + 1);
            int p = board.index(x, y);
            if (board.isLegal(p) && !board.isWinningMove(p, board.sideToMove())) {
                board.makeMove(p);
                points[placed++] = p;
            }
        }
    }
}
