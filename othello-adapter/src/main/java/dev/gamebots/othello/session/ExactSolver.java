package dev.gamebots.othello.session;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;

/**
 * An exact endgame solver set on one game's current position, as the {@link EndgamePlan} uses it on
 * either board size: first win/draw/loss, then the exact margin. Scores are discs for the side to
 * move; the best move may be the board's pass move.
 */
interface ExactSolver {

    /** The position's result proven inside the null windows around a draw (-1, 1). */
    SearchResult winDrawLoss(SearchLimits limits);

    /** The exact margin, searched from {@code firstGuess} (a guess on the proven side of the draw). */
    SearchResult exact(int firstGuess, SearchLimits limits);
}
