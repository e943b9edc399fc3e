package dev.gamebots.othello.session;

import dev.gamebots.core.ProbCut;
import dev.gamebots.othello.book.OpeningBook;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;

/**
 * What a game's session does differently on 8x8 ({@link Size8}) and 10x10 ({@link Size10}): the board
 * type and its evaluators, blocked squares, the middle-game search's reductions, the exact solver of
 * the size with its cost, and the numbers of the time plan that depend on the size (the moves the
 * endgame counts as, the share of the clock a solve may take). The rest of the session sees the board
 * only as an {@link OthelloBoard} and asks this for every number that differs by size: no other class
 * of the session tests the board's size (ArchitectureTest checks it).
 */
interface BoardSize {

    /** The board and size of {@code variant}'s game, at its start, with the hand-made evaluation. */
    static BoardSize of(Variant variant) {
        return variant.size() == 8 ? new Size8(variant) : new Size10(variant);
    }

    /** The game's board, kept for the process; each request sets its position. */
    OthelloBoard board();

    /** The opening book's move in the board's position, or null (not in the book; the book is 8x8's). */
    OpeningBook.BookMove bookMove(OpeningBook book);

    /** Replaces the blocked squares (before a position is set); 8x8 boards have none and ignore it. */
    void setBlocked(int[] squares);

    /**
     * Has the board evaluate with {@code weights} from now on. Called once per game: the evaluator
     * made here serves every later move (its scratch state is reset by each position set).
     */
    void useTrained(PatternWeights weights);

    /** The ProbCut calibrated for the hand-made evaluation of this size, or null where it has none. */
    ProbCut handMadeProbCut();

    /**
     * Whether the middle-game search reduces the later quiet moves of a node (engine-core's late-move
     * reductions).
     */
    boolean lateMoveReductions();

    /**
     * Our moves still to play at {@code empties} as the time plan shares the clock over them: half the
     * empties, the last ones (kept back for the exact solver) counted as a few moves' worth
     * ({@link TimePlan#movesToGo} adds the overrun of the searches).
     */
    int plannedMoves(int empties);

    /**
     * The share of the spendable clock a first exact solve may take ({@link MoveTime#solveMillis}).
     */
    double solveShareOfClock();

    /** Most empties at which this game tries an exact solve (-1: it never does, as reversi). */
    int maxSolveEmpties();

    /**
     * Our moves still to play when the last {@code endgameEmpties} empties count as
     * {@code endgameMoves} moves (the solver plays them almost free once it has finished), the earlier
     * ones one move in two.
     */
    static int movesKeepingEndgame(int empties, int endgameEmpties, int endgameMoves) {
        if (empties > endgameEmpties) {
            return (empties - endgameEmpties + 1) / 2 + endgameMoves;
        }
        return Math.min((empties + 1) / 2, endgameMoves);
    }

    /** A pessimistic cost of a win/draw/loss and exact solve at {@code empties} on one thread. */
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
