package dev.gamebots.core;

/**
 * What bounds one search. Deadlines are absolute readings of the searcher's {@link Clock}; the soft one
 * is checked between iterations (no new iteration starts after it), the hard one every few hundred
 * nodes (the search returns at once). A search limited only by depth or nodes is deterministic.
 *
 * @param maxDepth     deepest iteration (plies), at least 1
 * @param maxNodes     stop after about this many nodes
 * @param softDeadline no new iteration after this clock reading
 * @param hardDeadline return before this clock reading
 */
public record SearchLimits(int maxDepth, long maxNodes, long softDeadline, long hardDeadline) {

    /** No deadline. */
    public static final long NEVER = Long.MAX_VALUE;
    /** Depth used when none is given. */
    public static final int DEFAULT_MAX_DEPTH = 127;

    public SearchLimits {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("maxDepth must be at least 1: " + maxDepth);
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("maxNodes must be at least 1: " + maxNodes);
        }
    }

    /** True when a deadline bounds the search (it is then not deterministic). */
    public boolean timed() {
        return softDeadline != NEVER || hardDeadline != NEVER;
    }

    /**
     * True when no new iteration may start: the soft deadline has passed on {@code clock} (read only
     * when there is a soft deadline). The check of every deepening search between two iterations; the
     * hard deadline is its {@link SearchControl}'s.
     */
    public boolean pastSoftDeadline(Clock clock) {
        return softDeadline != NEVER && clock.nanoTime() >= softDeadline;
    }

    /** No limit at all (stop it from another thread). */
    public static SearchLimits infinite() {
        return new SearchLimits(DEFAULT_MAX_DEPTH, Long.MAX_VALUE, NEVER, NEVER);
    }

    /** Search to exactly this depth. */
    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, Long.MAX_VALUE, NEVER, NEVER);
    }

    /** Search about this many nodes. */
    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(DEFAULT_MAX_DEPTH, nodes, NEVER, NEVER);
    }

    /** Time-limited search with the deadlines of a {@link TimeManager} plan. */
    public static SearchLimits deadlines(TimeManager.Deadlines deadlines) {
        return new SearchLimits(DEFAULT_MAX_DEPTH, Long.MAX_VALUE, deadlines.soft(), deadlines.hard());
    }

    public SearchLimits withMaxDepth(int depth) {
        return new SearchLimits(depth, maxNodes, softDeadline, hardDeadline);
    }

    public SearchLimits withMaxNodes(long nodes) {
        return new SearchLimits(maxDepth, nodes, softDeadline, hardDeadline);
    }

    public SearchLimits withDeadlines(long soft, long hard) {
        return new SearchLimits(maxDepth, maxNodes, soft, hard);
    }
}
