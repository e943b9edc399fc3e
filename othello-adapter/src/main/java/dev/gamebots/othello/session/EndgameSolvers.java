package dev.gamebots.othello.session;

import dev.gamebots.core.Clock;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.endgame.EndgameSolver10;
import dev.gamebots.othello.endgame.ParallelEndgame;

/**
 * The exact endgame solvers of the process and their tables: one per board size (std and anti share
 * the 8x8 one, grand and octagon the 10x10 one) and the root-split one of {@code --threads}. Each is
 * made in the background after the first answer in a game of its board size ({@link Prepared}),
 * long before its endgame; a move that finds one not ready solves with a small table of its own.
 */
final class EndgameSolvers {

    /** Table bits of the kept solvers and of the small ones a move makes for itself. */
    private static final int TABLE_BITS = 20;
    private static final int SCRATCH_TABLE_BITS = 16;

    private final Clock clock;
    private final int threads;
    private final Prepared<EndgameSolver> solver8;
    private final Prepared<EndgameSolver10> solver10;
    private final Prepared<ParallelEndgame> parallel8;
    /** The latest small-table solvers a move made for itself (for {@link #stop}). */
    private volatile EndgameSolver scratch8;
    private volatile EndgameSolver10 scratch10;

    EndgameSolvers(int threads, Clock clock) {
        this.clock = clock;
        this.threads = threads;
        this.solver8 = new Prepared<>("solver", () -> new EndgameSolver(TABLE_BITS, clock));
        this.solver10 = new Prepared<>("solver10", () -> new EndgameSolver10(TABLE_BITS, clock));
        this.parallel8 = new Prepared<>("parallel-solver", () -> new ParallelEndgame(threads, TABLE_BITS, clock));
    }

    /** Has the 8x8 solvers made after this answer. */
    void prepare8(AfterAnswer later) {
        later.add(solver8);
        if (threads > 1) {
            later.add(parallel8);
        }
    }

    /** Has the 10x10 solver made after this answer. */
    void prepare10(AfterAnswer later) {
        later.add(solver10);
    }

    /** The kept 8x8 solver, waiting at most {@code waitMs} for it; else a small one for this move. */
    EndgameSolver serial8(long waitMs) {
        EndgameSolver s = solver8.await(waitMs);
        if (s == null) {
            s = new EndgameSolver(SCRATCH_TABLE_BITS, clock);
            scratch8 = s;
        }
        return s;
    }

    /** The kept 10x10 solver, waiting at most {@code waitMs} for it; else a small one for this move. */
    EndgameSolver10 serial10(long waitMs) {
        EndgameSolver10 s = solver10.await(waitMs);
        if (s == null) {
            s = new EndgameSolver10(SCRATCH_TABLE_BITS, clock);
            scratch10 = s;
        }
        return s;
    }

    /** The root-split 8x8 solver (with {@code --threads} above 1) when ready within {@code waitMs}; else null. */
    ParallelEndgame parallel8(long waitMs) {
        return threads > 1 ? parallel8.await(waitMs) : null;
    }

    /** Asks every solver to return. Safe from any thread. */
    void stop() {
        EndgameSolver s8 = solver8.now();
        if (s8 != null) {
            s8.stop();
        }
        EndgameSolver10 s10 = solver10.now();
        if (s10 != null) {
            s10.stop();
        }
        ParallelEndgame p = parallel8.now();
        if (p != null) {
            p.stop();
        }
        EndgameSolver x8 = scratch8;
        if (x8 != null) {
            x8.stop();
        }
        EndgameSolver10 x10 = scratch10;
        if (x10 != null) {
            x10.stop();
        }
    }
}
