package dev.gamebots.othello.session;

import dev.gamebots.core.ProbCut;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.book.OpeningBook;
import dev.gamebots.othello.endgame.EndgameSolver10;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.Evaluation10;
import dev.gamebots.othello.eval.PatternEvaluation10;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;

/** The 10x10 games (grand, octagon): {@link Board10} with its blocked squares, {@link EndgameSolver10}. */
final class Size10 implements BoardSize {

    /** Empties from which the endgame is counted as a few moves' worth, kept back for the solver. */
    static final int ENDGAME_EMPTIES = 18;
    /** What the time plan counts those empties as: six of our moves. */
    static final int ENDGAME_MOVES = 6;
    /** Most empties at which an exact solve is tried (only when its expected time fits). */
    static final int MAX_SOLVE_EMPTIES = 22;

    private final Board10 board;

    Size10(Variant variant) {
        this.board = Boards.board10(variant);
    }

    /**
     * Whether a request's blocked squares are octagon's own, as the board would read them (a list
     * of other than twelve squares stands for the standard ones): its trained patterns are drawn for
     * those only.
     */
    static boolean standardOctagon(int[] requestBlocked) {
        int[] blocked = requestBlocked.length == 12 ? requestBlocked : Variant.OCTAGON.blockedSquares();
        return mask(blocked, 0) == mask(Variant.OCTAGON.blockedSquares(), 0)
                && mask(blocked, 64) == mask(Variant.OCTAGON.blockedSquares(), 64);
    }

    /** The squares {@code from}..{@code from + 63} among {@code squares} (of 0..99) as a bit mask. */
    private static long mask(int[] squares, int from) {
        long m = 0;
        for (int sq : squares) {
            if (sq >= from && sq < Math.min(from + 64, 100)) {
                m |= 1L << (sq - from);
            }
        }
        return m;
    }

    @Override
    public OthelloBoard board() {
        return board;
    }

    @Override
    public OpeningBook.BookMove bookMove(OpeningBook book) {
        return null;
    }

    @Override
    public void setBlocked(int[] squares) {
        board.setBlocked(squares);
    }

    @Override
    public void useTrained(PatternWeights weights) {
        board.setEvaluator(new PatternEvaluation10(weights));
    }

    /** The hand-made 10x10 evaluation's margins (docs/strength.md, "grand"). */
    @Override
    public ProbCut handMadeProbCut() {
        return Evaluation10.PROBCUT;
    }

    /**
     * Late-move reductions: with ProbCut calibrated for the hand-made evaluation they gained at equal
     * time against the same search without them (docs/strength.md, "grand").
     */
    @Override
    public boolean lateMoveReductions() {
        return true;
    }

    @Override
    public int plannedMoves(int empties) {
        return BoardSize.movesKeepingEndgame(empties, ENDGAME_EMPTIES, ENDGAME_MOVES);
    }

    /**
     * Half, where 8x8 takes a third: 10x10 solves run into more empties per extra move, once one has
     * finished the moves after it cost almost nothing (its table answers them), and grand games in
     * the arena ended with more than half a second of the clock unused above the reserves when the
     * share was a third.
     */
    @Override
    public double solveShareOfClock() {
        return 0.5;
    }

    @Override
    public int maxSolveEmpties() {
        return MAX_SOLVE_EMPTIES;
    }

    /**
     * A rough, pessimistic cost ({@link EndgameSolver10}): 12 ms at 12 empties, doubling per empty.
     * Grand positions from arena games took 93 ms on average at 16 empties, 600 ms at 18
     * (docs/othello.md).
     */
    @Override
    public long expectedSolveMillis(int empties) {
        return empties <= 12 ? 12 : 12L << Math.min(30, empties - 12);
    }

    @Override
    public void prepareSolver(EndgameSolvers solvers, AfterAnswer later) {
        solvers.prepare10(later);
    }

    @Override
    public ExactSolver solver(EndgameSolvers solvers, MoveTime time, boolean trainedOrdering) {
        EndgameSolver10 solver = solvers.serial10(time.waitMillis());
        solver.setOrderingEvaluator(trainedOrdering ? board.evaluator() : null);
        return new ExactSolver() {
            @Override
            public SearchResult winDrawLoss(SearchLimits limits) {
                return solver.solve(board, -1, 1, limits);
            }

            @Override
            public SearchResult exact(int firstGuess, SearchLimits limits) {
                return solver.solveExact(board, firstGuess, limits);
            }
        };
    }
}
