package dev.gamebots.core;

/**
 * A mutable two-player game position that the searchers drive by make/unmake.
 *
 * <p>Conventions every implementation follows (the conformance suite in the test-jar checks them):
 * <ul>
 *   <li>A move is an {@code int} in {@code [0, moveIdLimit())}. A forced pass is an ordinary move the
 *       game chooses a number for; the searchers never special-case it.</li>
 *   <li>{@link #generateMoves} returns 0 exactly when the position is terminal.</li>
 *   <li>{@link #makeMove} may leave the same side to move (Kalah's extra turn); the searchers compare
 *       {@link #sideToMove()} before and after instead of assuming alternation.</li>
 *   <li>{@link #evaluate()} and {@link #outcome()} are seen from the side to move.</li>
 *   <li>Nothing here allocates per node: moves go into caller-owned buffers and the undo information
 *       lives on the game's own preallocated stack.</li>
 * </ul>
 */
public interface Game {

    /** Largest |evaluate()| allowed; keeps heuristic scores clear of the decisive band of {@link Score}. */
    int MAX_EVAL = 1 << 20;

    /** Writes the legal moves (or the single pass move) into {@code buf} from {@code offset}; returns how many. */
    int generateMoves(int[] buf, int offset);

    /** Plays {@code move}, which must be one that {@link #generateMoves} would return. */
    void makeMove(int move);

    /** Takes back the last move made with {@link #makeMove}. */
    void unmakeMove();

    /** True when {@code move} is legal in this position (used by protocols to validate input). */
    boolean isLegal(int move);

    /** 0 or 1: the side to move. */
    int sideToMove();

    /** Incrementally maintained 64-bit hash of the position, side to move included. */
    long hash();

    /** The same hash computed from scratch; used by tests to check the incremental one. */
    long recomputeHash();

    /** True when the game is over; then {@link #generateMoves} returns 0. */
    boolean isTerminal();

    /**
     * Final result from the side to move's point of view, valid when {@link #isTerminal()}:
     * positive = win, 0 = draw, negative = loss; the magnitude is the game's margin (disc or store
     * difference, or 1 for a plain win) and must stay below {@link Score#MAX_MARGIN}.
     */
    int outcome();

    /** Heuristic value from the side to move, within {@code [-MAX_EVAL, MAX_EVAL]}. */
    int evaluate();

    /** Moves made since the position was set up (depth of the undo stack). */
    int plyCount();

    /** Upper bound (exclusive) of move numbers; sizes history tables. */
    int moveIdLimit();

    /** Upper bound on the number of moves {@link #generateMoves} can return in one position. */
    int maxMoves();

    /**
     * Game-supplied move ordering hint: larger is tried earlier, after the table move and killers.
     * Called just after {@link #generateMoves} in the same position. The default orders nothing.
     */
    default int orderingScore(int move) {
        return 0;
    }

    /** The whole position in readable text; two equal positions render equally. */
    String render();
}
