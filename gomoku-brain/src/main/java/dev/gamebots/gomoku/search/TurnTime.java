package dev.gamebots.gomoku.search;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchLimits;

/**
 * When iterative deepening stops starting iterations, so that a move spends most of its turn as the
 * champions do (the default since its SPRT: +24 Elo at 500 ms a turn). The rule before it ({@link
 * StabilityTime}, {@code turnTime=false}) stops after 40% of the scaled soft time once the best move
 * has held for six iterations, and its moves took 40-50% of the turn on average
 * (1.9-2.5 s of a 5 s turn) where Rapfi takes most of it. With only a turn limit, time not spent is
 * lost: nothing banks it for later moves.
 *
 * <p>The target is the planner's soft time scaled by {@link SearchConfig#softScale} (as before),
 * times a factor in the manner of Stockfish's time manager:
 * <ul>
 *   <li>{@value #BASE_PERCENT}%, down to {@value #STABLE_PERCENT}% after {@value #STABLE} finished
 *       iterations with the same best move and {@value #VERY_STABLE_PERCENT}% after
 *       {@value #VERY_STABLE} (a move that survives several deeper iterations rarely changes in the
 *       next, but it still gets most of the time);</li>
 *   <li>plus {@value #CHANGE_PERCENT}% per recent change of the best move, the count halving with
 *       each iteration (a new move needs the time to be confirmed or refuted);</li>
 *   <li>times {@value #DROP_PERCENT}% when the last iteration's score fell by
 *       {@value #SCORE_DROP} or more (trouble found: look deeper);</li>
 * </ul>
 * never past the hard deadline, which still aborts a running iteration. A forced or decided root
 * stops in the search itself, as before.
 *
 * <p>When the match clock, not the turn, sets the deadlines (the planner's soft time is less than
 * half its hard time), time saved is banked for later moves; then a settled move (factor at most
 * 100%) does not start an iteration that is predicted not to finish before the hard deadline: the
 * last iteration's time times its growth over the one before ({@value #MIN_GROWTH_PERCENT}% to
 * {@value #MAX_GROWTH_PERCENT}%). Under a turn limit alone a cut iteration costs nothing and may
 * still find a better move (the search keeps a move that beat the first), so it starts.
 */
final class TurnTime implements DeepeningTime {

    static final int BASE_PERCENT = 100;
    static final int STABLE = 3;
    static final int STABLE_PERCENT = 85;
    static final int VERY_STABLE = 6;
    static final int VERY_STABLE_PERCENT = 70;
    static final int CHANGE_PERCENT = 40;
    static final int SCORE_DROP = 60;
    static final int DROP_PERCENT = 130;
    static final int MIN_GROWTH_PERCENT = 120;
    static final int MAX_GROWTH_PERCENT = 400;
    /** Rounding of the planner's whole milliseconds: soft within this of hard / 2 means a turn-bound plan. */
    private static final long ROUNDING_NANOS = 2_000_000L;

    private final Clock clock;
    private final double softScale;
    private SearchLimits limits;
    private long start;
    /** The match clock sets the deadlines: time saved now is spent on later moves. */
    private boolean banked;
    /** Finished iterations in a row that kept the best move. */
    private int stableIterations;
    /** Recent changes of the best move in hundredths, halving with each finished iteration. */
    private int changes;
    private int lastScore;
    private boolean scored;
    private boolean scoreDropped;
    private long lastEnd;
    private long lastIteration;
    private long previousIteration;

    TurnTime(Clock clock, double softScale) {
        this.clock = clock;
        this.softScale = softScale;
    }

    @Override
    public void begin(SearchLimits limits, long start, long turnStart) {
        long soft = limits.softDeadline();
        long hard = limits.hardDeadline();
        // From the move's start, where the planner counts: from the search's own start, a few ms later
        // on a loaded machine, every turn-bound plan looked banked, and a slow first iteration
        // (predicted to end past the hard deadline) stopped a 300 ms first move at depth 2.
        banked = soft != SearchLimits.NEVER && hard != SearchLimits.NEVER
                && 2 * (soft - turnStart) < hard - turnStart - ROUNDING_NANOS;
        this.limits = StabilityTime.scaledSoftDeadline(limits, start, softScale);
        this.start = start;
        stableIterations = 0;
        changes = 0;
        scored = false;
        scoreDropped = false;
        lastEnd = start;
        lastIteration = 0;
        previousIteration = 0;
    }

    @Override
    public void iterationDone(int best, int previous, int score) {
        long now = clock.nanoTime();
        previousIteration = lastIteration;
        lastIteration = now - lastEnd;
        lastEnd = now;
        boolean changed = best != previous;
        stableIterations = changed ? 0 : stableIterations + 1;
        changes = changes / 2 + (changed ? 100 : 0);
        scoreDropped = scored && !Score.isDecisive(score) && !Score.isDecisive(lastScore)
                && lastScore - score >= SCORE_DROP;
        lastScore = score;
        scored = true;
    }

    @Override
    public boolean pastDeadline() {
        if (limits.softDeadline() == SearchLimits.NEVER) {
            return false;
        }
        int percent = targetPercent();
        long now = clock.nanoTime();
        if (now >= DeepeningTime.shareOfSoftTime(limits, start, percent)) {
            return true;
        }
        return banked && percent <= BASE_PERCENT && now + predictedNextIteration() > limits.hardDeadline();
    }

    /** The share of the scaled soft time this move may take before no new iteration starts, in percent. */
    int targetPercent() {
        int percent = stableIterations >= VERY_STABLE ? VERY_STABLE_PERCENT
                : stableIterations >= STABLE ? STABLE_PERCENT : BASE_PERCENT;
        percent += CHANGE_PERCENT * changes / 100;
        if (scoreDropped) {
            percent = percent * DROP_PERCENT / 100;
        }
        return percent;
    }

    /** The next iteration's time: the last one's times its growth over the one before, within bounds. */
    long predictedNextIteration() {
        long growth = previousIteration > 0 ? lastIteration * 100 / previousIteration : 2 * 100;
        growth = Math.max(MIN_GROWTH_PERCENT, Math.min(MAX_GROWTH_PERCENT, growth));
        return lastIteration * growth / 100;
    }
}
