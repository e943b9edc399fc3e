package dev.gamebots.othello.rules;

/**
 * A static evaluation of an 8x8 position from the side to move ({@code own} = its discs). The search
 * only sees this interface, so a trained pattern evaluation can replace the hand-written one.
 */
public interface Evaluator8 {

    /** Heuristic value from the side to move, within +-{@link dev.gamebots.core.Game#MAX_EVAL}. */
    int evaluate(long own, long opp);

    /**
     * The same value when the side to move's standard moves ({@link Bitboards8#moves}) are already
     * known (the board has them from its terminal test), so that an evaluation counting mobility
     * need not generate them again.
     */
    default int evaluate(long own, long opp, long ownMoves) {
        return evaluate(own, opp);
    }

    /**
     * Whether the search should try std's worst squares first ({@link SquareOrder} reversed, corners
     * last): a trained anti evaluation says so. The hand-made evaluations keep std's order in every
     * game, as the first version searched.
     */
    default boolean reversesSquareOrder() {
        return false;
    }
}
