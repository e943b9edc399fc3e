package dev.gamebots.gomoku.search;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;

/**
 * When the selective search stops starting iterations: after the planner's soft time scaled by
 * {@link SearchConfig#softScale} (capped at the hard deadline), and with {@link
 * SearchConfig#stabilityTime} less of it the longer the best move has stayed the same, more when it
 * just changed. A best move that survives several deeper iterations is unlikely to change in the
 * next, and a changed one needs the time to be confirmed (0ba671e; switching it off,
 * {@code softScale=1.8,stabilityTime=false}, scored within the noise of it, docs/strength.md).
 * No longer the default ({@code turnTime=false} selects it): {@link TurnTime} uses more of the turn,
 * where this rule answered after 40-50% of it on average, and won its SPRT against it.
 */
final class StabilityTime implements DeepeningTime {

    /** Iterations in a row with the same best move, and the share of the soft time they leave. */
    private static final int VERY_STABLE = 6;
    private static final int STABLE = 3;
    private static final int VERY_STABLE_PERCENT = 40;
    private static final int STABLE_PERCENT = 70;
    private static final int CHANGED_PERCENT = 130;

    private final Clock clock;
    private final double softScale;
    private final boolean byStability;
    private SearchLimits limits;
    private long start;
    /** Finished iterations in a row that kept the best move. */
    private int stableIterations;

    StabilityTime(Clock clock, double softScale, boolean byStability) {
        this.clock = clock;
        this.softScale = softScale;
        this.byStability = byStability;
    }

    @Override
    public void begin(SearchLimits limits, long start, long turnStart) {
        this.limits = scaledSoftDeadline(limits, start, softScale);
        this.start = start;
        stableIterations = 0;
    }

    /** The score plays no part in this rule. */
    @Override
    public void iterationDone(int best, int previous, int score) {
        stableIterations = best == previous ? stableIterations + 1 : 0;
    }

    /** Never without a soft deadline; never past the hard one. */
    @Override
    public boolean pastDeadline() {
        if (limits.softDeadline() == SearchLimits.NEVER) {
            return false;
        }
        int percent = !byStability ? 100
                : stableIterations >= VERY_STABLE ? VERY_STABLE_PERCENT : stableIterations >= STABLE ? STABLE_PERCENT
                : stableIterations == 0 ? CHANGED_PERCENT : 100;
        return clock.nanoTime() >= DeepeningTime.shareOfSoftTime(limits, start, percent);
    }

    /** The limits with the soft deadline scaled by {@code softScale} from the start, never past the hard one. */
    static SearchLimits scaledSoftDeadline(SearchLimits limits, long start, double softScale) {
        if (limits.softDeadline() == SearchLimits.NEVER || softScale == 1.0) {
            return limits;
        }
        long scaled = start + (long) ((limits.softDeadline() - start) * softScale);
        return limits.withDeadlines(Math.min(scaled, limits.hardDeadline()), limits.hardDeadline());
    }
}
