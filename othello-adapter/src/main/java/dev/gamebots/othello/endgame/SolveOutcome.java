package dev.gamebots.othello.endgame;

/**
 * What the engine reads from any exact solve (the 8x8 and 10x10 solvers' results, the parallel root
 * split's), so one code path turns win/draw/loss and exact solves into a move.
 */
public interface SolveOutcome {

    /** Best move (a square or the board's pass move); -1 when nothing finished. */
    int move();

    /** Exact score, or a bound on the right side of the window. */
    int score();

    long nodes();

    /** False when a deadline or stop cut the solve short. */
    boolean complete();
}
