package dev.gamebots.othello.session;

import dev.gamebots.core.ProbCut;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;

/**
 * What a game's session does differently on 8x8 ({@link Size8}) and 10x10 ({@link Size10}): the board
 * type and its evaluators, blocked squares, and the exact solver of the size with its cost. The rest
 * of the session sees the board only as an {@link OthelloBoard}.
 */
interface BoardSize {

    /** The board and size of {@code variant}'s game, at its start, with the hand-made evaluation. */
    static BoardSize of(Variant variant) {
        return variant.size() == 8 ? new Size8(variant) : new Size10(variant);
    }

    /** The game's board, kept for the process; each request sets its position. */
    OthelloBoard board();

    /** Replaces the blocked squares (before a position is set); 8x8 boards have none and ignore it. */
    void setBlocked(int[] squares);

    /**
     * Has the board evaluate with {@code weights} from now on. Called once per game: the evaluator
     * made here serves every later move (its scratch state is reset by each position set).
     */
    void useTrained(PatternWeights weights);

    /** The ProbCut calibrated for the hand-made evaluation of this size, or null where it has none. */
    ProbCut handMadeProbCut();

    /** Most empties at which this game tries an exact solve (-1: it never does, as reversi). */
    int maxSolveEmpties();

    /** A pessimistic cost of an exact solve at {@code empties} on one thread ({@link TimePlan}). */
    long expectedSolveMillis(int empties);

    /** Has this size's exact solver made after the answer, for when the game reaches its end. */
    void prepareSolver(EndgameSolvers solvers, AfterAnswer later);

    /**
     * This size's exact solver on the board's current position, waiting for the kept one at most
     * what the move's {@link MoveTime#waitMillis} allows (then a small one for this move).
     * {@code trainedOrdering}: the board's evaluation is trained, and sorts the solver's moves where
     * it can.
     */
    ExactSolver solver(EndgameSolvers solvers, MoveTime time, boolean trainedOrdering);
}
