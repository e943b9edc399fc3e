package dev.gamebots.gomoku.eval;

import dev.gamebots.gomoku.rules.Board;

/**
 * The brain's static evaluation of a board for its side to move, in the search's units (the
 * pattern-code model's: win probability = sigmoid(eval / scale)). Chosen once, when a searcher is
 * made: the trained {@link PatternEvaluation} where the model has tables for the board's rule, else
 * the {@link HandEvaluation}; each carries its own scale to those units.
 */
public interface Evaluation {

    /** The evaluation of {@code board} (the one it was made for) for its side to move. */
    int evaluate(Board board);
}
