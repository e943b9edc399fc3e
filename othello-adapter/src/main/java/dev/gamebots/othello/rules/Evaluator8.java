package dev.gamebots.othello.rules;

/**
 * A static evaluation of an 8x8 position from the side to move ({@code own} = its discs). The search
 * only sees this interface, so a trained pattern evaluation can replace the hand-written one.
 */
public interface Evaluator8 {

    /** Heuristic value from the side to move, within +-{@link dev.gamebots.core.Game#MAX_EVAL}. */
    int evaluate(long own, long opp);
}
