package dev.gamebots.othello.rules;

/**
 * A static evaluation of a 10x10 position from the side to move; each colour is a low word (squares
 * 0..63) and a high word (squares 64..99). The search only sees this interface, so a trained pattern
 * evaluation can replace the hand-written one.
 */
public interface Evaluator10 {

    /** Heuristic value from the side to move, within +-{@link dev.gamebots.core.Game#MAX_EVAL}. */
    int evaluate(long ownLo, long ownHi, long oppLo, long oppHi);

    /**
     * The same value when the side to move's legal squares are already known (the board keeps them),
     * so an evaluation that counts mobility need not generate them again.
     */
    default int evaluate(long ownLo, long ownHi, long oppLo, long oppHi, long ownMovesLo, long ownMovesHi) {
        return evaluate(ownLo, ownHi, oppLo, oppHi);
    }

    /**
     * An evaluation equal to this one for use on another thread: the same object when it keeps no
     * scratch state, else a fresh copy.
     */
    default Evaluator10 forAnotherThread() {
        return this;
    }

    /**
     * This evaluation for a board with other blocked squares: itself, unless it is drawn from the
     * board's geometry (the hand-made one is).
     */
    default Evaluator10 forBlockedSquares(long blockedLo, long blockedHi) {
        return this;
    }

    /** Features a board should keep by make and unmake for this evaluation, one set per board; or null. */
    default IncrementalEvaluation10 incremental() {
        return null;
    }
}
