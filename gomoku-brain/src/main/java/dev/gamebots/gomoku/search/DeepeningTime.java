package dev.gamebots.gomoku.search;

import dev.gamebots.core.SearchLimits;

/**
 * The rule that decides, after each finished iteration of iterative deepening, whether another one
 * starts. The hard deadline still aborts a running iteration; this rule only says when not to begin
 * the next. {@link SearchConfig#turnTime} chooses {@link TurnTime} (the default since it won its
 * SPRT) or {@link StabilityTime}.
 */
interface DeepeningTime {

    /**
     * A new search from {@code start} (a clock reading) under {@code limits}, planned for a move whose
     * clock started at {@code turnStart} (at or before {@code start}).
     */
    void begin(SearchLimits limits, long start, long turnStart);

    /** An iteration finished with {@code best} and {@code score} after {@code previous} as the best move. */
    void iterationDone(int best, int previous, int score);

    /** True once no new iteration should start. */
    boolean pastDeadline();

    /**
     * The time at which {@code percent}% of the soft time from {@code start} has passed, never past the
     * hard deadline; {@code limits} has a soft deadline.
     */
    static long shareOfSoftTime(SearchLimits limits, long start, int percent) {
        long target = start + (limits.softDeadline() - start) * percent / 100;
        return limits.hardDeadline() == SearchLimits.NEVER ? target : Math.min(target, limits.hardDeadline());
    }
}
