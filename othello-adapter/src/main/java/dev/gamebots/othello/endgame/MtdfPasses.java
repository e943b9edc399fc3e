package dev.gamebots.othello.endgame;

import dev.gamebots.core.Mtdf;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;

/**
 * The exact solvers' null-window passes for engine-core's {@link Mtdf} driver: each pass is one solve
 * of the window (beta - 1, beta) within the solve's limits with what is left of their node budget;
 * the nodes of all passes are added up.
 */
final class MtdfPasses implements Mtdf.Pass {

    /** One null-window solve (beta - 1, beta) within {@code limits}. */
    interface NullWindow {
        SearchResult search(int beta, SearchLimits limits);
    }

    private final NullWindow solve;
    private final SearchLimits limits;
    private long nodes;
    private SearchResult last;

    MtdfPasses(NullWindow solve, SearchLimits limits) {
        this.solve = solve;
        this.limits = limits;
    }

    @Override
    public int search(int beta) {
        // What is left of the budget, at least 1: a spent budget stops the pass at its first node
        // either way (the control polls at its first tick when the budget is 0 or 1).
        long left = limits.maxNodes() == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1, limits.maxNodes() - nodes);
        last = solve.search(beta, left == limits.maxNodes() ? limits : limits.withMaxNodes(left));
        nodes += last.nodes();
        return last.score();
    }

    @Override
    public boolean aborted() {
        return last.stoppedEarly();
    }

    @Override
    public int move() {
        return last.bestMove();
    }

    /** Nodes of all passes so far. */
    long nodes() {
        return nodes;
    }
}
