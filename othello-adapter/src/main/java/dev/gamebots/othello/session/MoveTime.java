package dev.gamebots.othello.session;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.TimeManager;

/**
 * The time of one move, worked out once when the move starts: its budget ({@link TimePlan}), its
 * deadlines, and what the routes derive from them (the time an exact solve may take, how long to
 * wait for something made in the background). The routes read it; none of them plans again.
 */
final class MoveTime {

    private final Clock clock;
    private final TimeManager.Budget budget;
    private final TimeManager.Deadlines deadlines;
    /** The clock this move may plan with ({@link TimePlan#spendableClockMs}). */
    private final long spendableClockMs;
    private final BoardSize size;
    private final boolean fixedThinkTime;

    private MoveTime(Clock clock, TimeManager.Budget budget, TimeManager.Deadlines deadlines, long spendableClockMs,
                     BoardSize size, boolean fixedThinkTime) {
        this.clock = clock;
        this.budget = budget;
        this.deadlines = deadlines;
        this.spendableClockMs = spendableClockMs;
        this.size = size;
        this.fixedThinkTime = fixedThinkTime;
    }

    /**
     * The plan of the move answering {@code r} on a board of {@code size} at {@code empties}, which arrived at
     * {@code arrivalNanos}. Its thinking time is planned from now; the hard limits of budget_ms and
     * the clock count from the request's arrival. The two differ only for a request that waited while
     * the process started (up to seconds on a loaded machine): that start-up is charged to the move
     * and must fit its limits, but it is not thinking, and a first move that counted it against its
     * normal share searched one ply.
     */
    static MoveTime plan(Request r, BoardSize size, int empties, Engine.Settings settings, AnswerOverhead overhead,
                         TimeManager timeManager, long arrivalNanos) {
        Clock clock = timeManager.clock();
        TimeManager.Budget budget = TimePlan.budget(r, size, empties, settings.thinkMs(), settings.maxMoveMs(),
                overhead.typicalMs(), overhead.worstMs());
        long now = Math.max(arrivalNanos, clock.nanoTime());
        TimeManager.Deadlines planned = timeManager.plan(budget, now);
        long limit = arrivalNanos + TimeManager.usableMillis(budget) * 1_000_000L;
        long hard = Math.min(planned.hard(), limit);
        TimeManager.Deadlines deadlines = new TimeManager.Deadlines(arrivalNanos, Math.min(planned.soft(), hard), hard);
        long spendable = TimePlan.spendableClockMs(TimePlan.clockMs(r), empties, overhead.typicalMs());
        return new MoveTime(clock, budget, deadlines, spendable, size, settings.thinkMs() > 0);
    }

    TimeManager.Deadlines deadlines() {
        return deadlines;
    }

    /** The normal search's limits: the planned soft and hard deadlines. */
    SearchLimits limits() {
        return SearchLimits.deadlines(deadlines);
    }

    /** Milliseconds from now to the soft deadline (negative when it has passed). */
    long softMillisLeft() {
        return millisLeft(deadlines.soft(), clock);
    }

    /** Milliseconds from now to the hard deadline (negative when it has passed). */
    long hardMillisLeft() {
        return millisLeft(deadlines.hard(), clock);
    }

    /**
     * The time an exact solve may take: solving is worth more than the planned share, so up to the
     * usable limit or the board size's share of the clock ({@link BoardSize#solveShareOfClock}); with a fixed time
     * per move, the usable limit.
     */
    long solveMillis() {
        long usableMs = TimeManager.usableMillis(budget);
        long shareMs = (long) (spendableClockMs * size.solveShareOfClock());
        return fixedThinkTime ? usableMs : Math.min(usableMs, Math.max(deadlines.hardMillis(), shareMs));
    }

    /** How long this move may wait for something being {@link Prepared} ({@link #waitMillis(SearchLimits, Clock)}). */
    long waitMillis() {
        return waitMillis(limits(), clock);
    }

    /**
     * How long a search within {@code limits} may wait for something being {@link Prepared}: a quarter
     * of the time to its soft deadline; a search without a hard deadline waits as long as it takes (-1).
     */
    static long waitMillis(SearchLimits limits, Clock clock) {
        if (limits.hardDeadline() == SearchLimits.NEVER) {
            return -1;
        }
        return Math.max(0, millisLeft(Math.min(limits.softDeadline(), limits.hardDeadline()), clock) / 4);
    }

    private static long millisLeft(long deadlineNanos, Clock clock) {
        return (deadlineNanos - clock.nanoTime()) / 1_000_000L;
    }
}
