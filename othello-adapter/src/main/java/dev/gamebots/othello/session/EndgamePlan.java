package dev.gamebots.othello.session;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.rules.OthelloBoard;

/**
 * The end of a game, the same on both board sizes over their {@link ExactSolver}: a quick search
 * gives a fallback move, then the solver proves win/draw/loss and then the exact margin, inside the
 * time an exact solve may take ({@link MoveTime#solveMillis}). A solve not expected to finish in
 * that time is not begun: the move searches normally, and solves by itself a few moves later.
 */
final class EndgamePlan {

    private final EndgameSolvers solvers;
    private final AfterAnswer later;
    private final Clock clock;

    EndgamePlan(EndgameSolvers solvers, AfterAnswer later, Clock clock) {
        this.solvers = solvers;
        this.later = later;
        this.clock = clock;
    }

    /** True when {@code game}'s position is near enough the end to try a solve. */
    static boolean applies(GameContext game) {
        return game.board().empties() <= game.size().maxSolveEmpties();
    }

    /** The move of {@code game}'s position by the plan, within {@code time}. */
    Engine.Decision play(GameContext game, MoveTime time, long startNanos) {
        OthelloBoard board = game.board();
        long solveMs = time.solveMillis();
        long expectedMs = game.size().expectedSolveMillis(board.empties());
        if (expectedMs > solveMs) {
            return game.search(time.limits(), later, startNanos);
        }
        long hard = startNanos + solveMs * 1_000_000L;
        Engine.Decision fallback = fallbackSearch(game, hard, expectedMs, solveMs, startNanos);
        ExactSolver solver = game.size().solver(solvers, time, game.trained());
        SearchLimits toHard = SearchLimits.infinite().withDeadlines(hard, hard);
        SearchResult wld = solver.winDrawLoss(toHard);
        if (wld.stoppedEarly()) {
            return unfinishedSolve(fallback, startNanos);
        }
        return exactFrom(board, fallback, wld, solver, toHard, startNanos);
    }

    /**
     * The move to play if the solve does not finish: a quick search of a quarter of the expected solve
     * time, at most an eighth of the allowance.
     */
    private Engine.Decision fallbackSearch(GameContext game, long hard, long expectedMs, long solveMs,
                                           long startNanos) {
        long fallbackMs = Math.max(2, Math.min(expectedMs / 4, solveMs / 8));
        long fallbackEnd = Math.min(hard, clock.nanoTime() + fallbackMs * 1_000_000L);
        return game.search(SearchLimits.infinite().withDeadlines(fallbackEnd, fallbackEnd), later, startNanos);
    }

    /**
     * From a finished win/draw/loss solve to the move: the exact solve from a first guess (the
     * fallback search's estimate, on the proven side of the draw); unfinished, the win/draw/loss move;
     * else the exact one.
     */
    private Engine.Decision exactFrom(OthelloBoard board, Engine.Decision fallback, SearchResult wld,
                                      ExactSolver solver, SearchLimits toHard, long startNanos) {
        int empties = board.empties();
        long nodes = fallback.nodes() + wld.nodes();
        int squares = board.size() * board.size();
        int guess = (int) Math.max(-squares, Math.min(squares, Math.round(fallback.discs())));
        guess = wld.score() > 0 ? Math.max(1, guess) : wld.score() < 0 ? Math.min(-1, guess) : 0;
        SearchResult exact = solver.exact(guess, toHard);
        if (exact.stoppedEarly()) {
            String result = wld.score() > 0 ? "win" : wld.score() < 0 ? "loss" : "draw";
            return new Engine.Decision(rootMove(board, wld.bestMove()), "solve " + result, empties, wld.score(),
                    wld.score(), nodes, micros(startNanos));
        }
        return new Engine.Decision(rootMove(board, exact.bestMove()), "solve exact", empties, exact.score(),
                exact.score(), nodes + exact.nodes(), micros(startNanos));
    }

    /**
     * The fallback search's move when the solve did not finish in time, with the time really taken
     * (the log would otherwise show only the fallback search's few milliseconds).
     */
    private Engine.Decision unfinishedSolve(Engine.Decision fallback, long startNanos) {
        return new Engine.Decision(fallback.move(), "search (solve unfinished)", fallback.depth(), fallback.score(),
                fallback.discs(), fallback.nodes(), micros(startNanos));
    }

    /** A solver's root move as the protocol's move: the pass move becomes -1. */
    private static int rootMove(OthelloBoard board, int move) {
        return move == board.passMove() ? -1 : move;
    }

    private long micros(long startNanos) {
        return (clock.nanoTime() - startNanos) / 1000;
    }
}
