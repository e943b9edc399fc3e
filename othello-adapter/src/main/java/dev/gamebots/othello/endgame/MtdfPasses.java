package dev.gamebots.othello.endgame;

import dev.gamebots.core.Mtdf;
import dev.gamebots.core.SearchResult;

/**
 * The exact solvers' null-window passes for engine-core's {@link Mtdf} driver: each pass is one solve
 * of the window (beta - 1, beta) with what is left of the node budget; the nodes of all passes are
 * added up.
 */
final class MtdfPasses implements Mtdf.Pass {

    /** One null-window solve (beta - 1, beta) with at most {@code maxNodes} nodes. */
    interface NullWindow {
        SearchResult search(int beta, long maxNodes);
    }

    private final NullWindow solve;
    private final long maxNodes;
    private long nodes;
    private SearchResult last;

    MtdfPasses(NullWindow solve, long maxNodes) {
        this.solve = solve;
        this.maxNodes = maxNodes;
    }

    @Override
    public int search(int beta) {
        last = solve.search(beta, maxNodes - nodes);
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
