package dev.gamebots.othello.rules;

/**
 * An evaluation's features that an 8x8 board keeps up to date by its make and unmake, so that
 * evaluating reads them instead of recomputing them from the discs (the trained evaluation's pattern
 * indices: a move changes about four squares, a position has 46 pattern instances to read). The board
 * calls {@link #reset} when its position is set, {@link #move} for every make (+1) and unmake (-1) of
 * a placement, and {@link #evaluate} instead of its evaluator's own. The value must equal the
 * evaluator's {@link Evaluator8#evaluate(long, long)} of the same position.
 */
public interface IncrementalEvaluation8 {

    /** The features of a new position, by colour. */
    void reset(long black, long white);

    /** Colour {@code side} (0 black, 1 white) placed on {@code sq} flipping {@code flips} ({@code sign} +1), or took it back (-1). */
    void move(int side, int sq, long flips, int sign);

    /** The evaluation from the side to move {@code side}, its standard moves {@code ownMoves} known. */
    int evaluate(int side, long own, long opp, long ownMoves);
}
