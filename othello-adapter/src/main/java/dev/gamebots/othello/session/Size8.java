package dev.gamebots.othello.session;

import dev.gamebots.core.ProbCut;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.book.OpeningBook;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.endgame.ParallelEndgame;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternEvaluation8;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;

/**
 * The 8x8 games: {@link Board8}, {@link EndgameSolver} (root-split over {@code --threads} by
 * {@link ParallelEndgame}) in std and anti; reversi's 32-disc cap is not the solver's game, so it
 * never solves.
 */
final class Size8 implements BoardSize {

    /** Empties at which the exact endgame may take over (std, anti): the time plan keeps them back. */
    static final int ENDGAME_EMPTIES = 22;
    /** What the time plan counts those empties as: five of our moves. */
    static final int ENDGAME_MOVES = 5;
    /** Most empties at which an exact solve is tried (only when its expected time fits, i.e. long clocks). */
    static final int MAX_SOLVE_EMPTIES = 28;

    private final Board8 board;
    private final Scoring scoring;

    Size8(Variant variant) {
        this.board = Boards.board8(variant);
        this.scoring = Scoring.forVariant(variant);
    }

    @Override
    public OpeningBook.BookMove bookMove(OpeningBook book) {
        return book.lookup(board.own(), board.opp());
    }

    @Override
    public OthelloBoard board() {
        return board;
    }

    @Override
    public void setBlocked(int[] squares) {
        // no blocked squares on 8x8
    }

    @Override
    public void useTrained(PatternWeights weights) {
        board.setEvaluator(new PatternEvaluation8(weights));
    }

    /** None: the hand-made 8x8 evaluation was never calibrated for ProbCut. */
    @Override
    public ProbCut handMadeProbCut() {
        return null;
    }

    /** None: the middle-game search of 8x8 searches every move to full depth. */
    @Override
    public boolean lateMoveReductions() {
        return false;
    }

    /** Reversi never solves: each of our moves counts, and one more. */
    @Override
    public int plannedMoves(int empties) {
        if (maxSolveEmpties() < 0) {
            return (empties + 1) / 2 + 1;
        }
        return BoardSize.movesKeepingEndgame(empties, ENDGAME_EMPTIES, ENDGAME_MOVES);
    }

    /** A third. */
    @Override
    public double solveShareOfClock() {
        return 1.0 / 3;
    }

    @Override
    public int maxSolveEmpties() {
        return board.variant() == Variant.REVERSI ? -1 : MAX_SOLVE_EMPTIES;
    }

    /**
     * A rough, deliberately pessimistic cost: about 10 ms at 14 empties, growing 2.2 times per empty
     * (measured on FFO-like positions, see docs/othello.md).
     */
    @Override
    public long expectedSolveMillis(int empties) {
        return empties <= 14 ? 10 : (long) (10 * Math.pow(2.2, empties - 14));
    }

    @Override
    public void prepareSolver(EndgameSolvers solvers, AfterAnswer later) {
        if (maxSolveEmpties() >= 0) {
            solvers.prepare8(later);
        }
    }

    @Override
    public ExactSolver solver(EndgameSolvers solvers, MoveTime time, boolean trainedOrdering) {
        EndgameSolver serial = solvers.serial8(time.waitMillis());
        serial.setOrderingEvaluator(trainedOrdering ? board.evaluator() : null);
        ParallelEndgame parallel = solvers.parallel8(time.waitMillis());
        if (parallel != null) {
            // The root split over --threads threads; its exact solve is one full-window search.
            return new ExactSolver() {
                @Override
                public SearchResult winDrawLoss(SearchLimits limits) {
                    return parallel.solve(board.own(), board.opp(), scoring, -1, 1, limits);
                }

                @Override
                public SearchResult exact(int firstGuess, SearchLimits limits) {
                    return parallel.solve(board.own(), board.opp(), scoring, -65, 65, limits);
                }
            };
        }
        return new ExactSolver() {
            @Override
            public SearchResult winDrawLoss(SearchLimits limits) {
                return serial.solve(board.own(), board.opp(), scoring, -1, 1, limits);
            }

            @Override
            public SearchResult exact(int firstGuess, SearchLimits limits) {
                return serial.solveExact(board.own(), board.opp(), scoring, firstGuess, limits);
            }
        };
    }
}
