package dev.gamebots.othello.rules;

/**
 * An evaluation's features that a 10x10 board keeps up to date by its make and unmake, so that
 * evaluating reads them instead of recomputing them from the discs (grand's pattern indices: a move
 * changes a few squares, a position has some 500 to read). The board calls {@link #reset} when its
 * position is set, {@link #move} for every make (+1) and unmake (-1), and {@link #evaluate} instead
 * of its evaluator's own.
 */
public interface IncrementalEvaluation10 {

    /** The features of a new position, by colour. */
    void reset(long blackLo, long blackHi, long whiteLo, long whiteHi);

    /** Colour {@code side} (0 black, 1 white) placed on {@code sq} flipping these discs ({@code sign} +1), or took it back (-1). */
    void move(int side, int sq, long flipLo, long flipHi, int sign);

    /** The evaluation from the side to move {@code side}, its legal squares known. */
    int evaluate(int side, long ownLo, long ownHi, long oppLo, long oppHi, long ownMovesLo, long ownMovesHi);
}
