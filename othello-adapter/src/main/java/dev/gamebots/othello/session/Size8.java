package dev.gamebots.othello.session;

import dev.gamebots.core.ProbCut;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
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

    private final Board8 board;
    private final Scoring scoring;

    Size8(Variant variant) {
        this.board = Boards.board8(variant);
        this.scoring = Scoring.forVariant(variant);
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

    @Override
    public int maxSolveEmpties() {
        return board.variant() == Variant.REVERSI ? -1 : TimePlan.MAX_SOLVE_EMPTIES;
    }

    @Override
    public long expectedSolveMillis(int empties) {
        return TimePlan.expectedSolveMillis(empties);
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
