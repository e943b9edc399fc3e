package dev.gamebots.othello.session;

import dev.gamebots.core.ProbCut;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
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

    @Override
    public int maxSolveEmpties() {
        return TimePlan.MAX_SOLVE_EMPTIES_10;
    }

    @Override
    public long expectedSolveMillis(int empties) {
        return TimePlan.expectedSolveMillis10(empties);
    }

    @Override
    public void prepareSolver(EndgameSolvers solvers, AfterAnswer later) {
        solvers.prepare10(later);
    }

    @Override
    public ExactSolver solver(EndgameSolvers solvers, MoveTime time, boolean trainedOrdering) {
        EndgameSolver10 solver = solvers.serial10(time.waitMillis());
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
