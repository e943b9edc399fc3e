package dev.gamebots.gomoku.search;

import dev.gamebots.core.Game;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;

/**
 * Static evaluation from the side to move: the difference of the two colours' sums of point values
 * (kept incrementally by the board, see {@code ShapeValues}), plus a bonus for having the move. The
 * sums count every empty point's potential (what each colour could make there), so open threes,
 * fours and their combinations weigh in without a scan. Threats that decide the game at once (fives,
 * open fours) are handled by the search before it ever evaluates.
 */
public final class Evaluator {

    /** Having the move is worth this much. */
    public static final int TEMPO = 40;

    private Evaluator() {
    }

    /** The evaluation of {@code b} for its side to move, within {@link Game#MAX_EVAL}. */
    public static int evaluate(Board b) {
        return evaluate(b, 100, 100);
    }

    /**
     * The evaluation with the two sums weighted (percent): the side to move's threats can be played
     * at once, the opponent's can still be answered.
     */
    public static int evaluate(Board b, int ownWeight, int oppWeight) {
        return evaluate(b, ownWeight, oppWeight, TEMPO);
    }

    /** The weighted evaluation with {@code tempo} for having the move. */
    public static int evaluate(Board b, int ownWeight, int oppWeight, int tempo) {
        int me = b.sideToMove();
        int v = (b.valueSum(me) * ownWeight - b.valueSum(Stones.opponent(me)) * oppWeight) / 100 + tempo;
        return Math.max(-Game.MAX_EVAL, Math.min(Game.MAX_EVAL, v));
    }
}
