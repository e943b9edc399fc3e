package dev.gamebots.gomoku.eval;

import dev.gamebots.core.Game;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;

/**
 * The hand-set evaluation from the side to move: the difference of the two colours' sums of point
 * values (kept incrementally by the board, see {@code ShapeValues}), each weighted, plus a bonus for
 * having the move, scaled to the pattern-code units the search's margins are in. The sums count every
 * empty point's potential (what each colour could make there), so open threes, fours and their
 * combinations weigh in without a scan. Threats that decide the game at once (fives, open fours) are
 * handled by the search before it ever evaluates.
 */
public final class HandEvaluation implements Evaluation {

    private final int ownWeight;
    private final int oppWeight;
    private final int tempo;
    private final int scalePercent;

    /**
     * @param ownWeight    the side to move's sum, in percent (its threats can be played at once)
     * @param oppWeight    the opponent's sum, in percent (its threats can still be answered)
     * @param tempo        having the move is worth this much (before the scale)
     * @param scalePercent the weighted evaluation times this, in percent
     */
    public HandEvaluation(int ownWeight, int oppWeight, int tempo, int scalePercent) {
        this.ownWeight = ownWeight;
        this.oppWeight = oppWeight;
        this.tempo = tempo;
        this.scalePercent = scalePercent;
    }

    @Override
    public int evaluate(Board b) {
        return weighted(b, ownWeight, oppWeight, tempo) * scalePercent / 100;
    }

    /** The weighted evaluation of {@code b} for its side to move before any scale, within {@link Game#MAX_EVAL}. */
    public static int weighted(Board b, int ownWeight, int oppWeight, int tempo) {
        int me = b.sideToMove();
        int v = (b.valueSum(me) * ownWeight - b.valueSum(Stones.opponent(me)) * oppWeight) / 100 + tempo;
        return Math.max(-Game.MAX_EVAL, Math.min(Game.MAX_EVAL, v));
    }
}
