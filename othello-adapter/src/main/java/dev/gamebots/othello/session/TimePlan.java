package dev.gamebots.othello.session;

import dev.gamebots.core.TimeManager;

/**
 * The time plan of one move, from the request's clock fields. {@code budget_ms} (the connector's cap
 * for this answer) and {@code remaining_ms} (our clock) are both hard limits; a safety margin covers
 * reading, writing, process scheduling and a GC pause. The normal spend shares the clock over our
 * moves still to play, as the game's {@link BoardSize} counts them (the last empties, kept back for the
 * exact solver, count as a few moves' worth).
 */
public final class TimePlan {

    /** Used when the request gives no cap: the connector's default --max-think-seconds. */
    public static final long DEFAULT_BUDGET_MS = 10_000;
    /** Used when the request gives no clock: the bot-match clock. */
    public static final long DEFAULT_REMAINING_MS = 60_000;

    private TimePlan() {
    }

    /** Kept back from the hard limits. */
    public static long safetyMarginMs(long capMs) {
        return Math.min(capMs / 4, 50 + capMs / 20);
    }

    /**
     * The connector answers with budget_ms = min(cap, clock - 750 ms): the last 750 ms of the clock
     * can never be spent, so the plan keeps them back.
     */
    public static final long CONNECTOR_RESERVE_MS = 750;

    /**
     * Our moves still to play, as the time plan counts them: the board size's count
     * ({@link BoardSize#plannedMoves}), plus half again because a search usually runs on past the soft
     * deadline to finish its iteration.
     */
    static int movesToGo(BoardSize size, int empties) {
        int moves = size.plannedMoves(empties);
        return Math.max(1, moves + moves / 2);
    }

    /**
     * Kept back from the end of the clock for one stall outside our control: on a loaded machine an
     * answer the engine timed at 128 ms reached the arena after more than 321 ms. With this reserve
     * the last moves' budget_ms stays a few hundred ms above what the plan spends.
     */
    public static final long STALL_RESERVE_MS = 250;

    /**
     * The clock we may plan with: the clock less the connector's reserve and, for every move still to
     * play, what an answer costs beyond the engine's own time ({@link AnswerOverhead}), so the clock
     * never drifts down to where budget_ms becomes a few ms.
     */
    public static long spendableClockMs(long clockMs, int empties, long overheadPerMoveMs) {
        long keep = CONNECTOR_RESERVE_MS + STALL_RESERVE_MS + overheadPerMoveMs * ((empties + 1) / 2);
        return clockMs > 2 * keep ? clockMs - keep : clockMs / 4;
    }

    /** The clock the request gives (its remaining_ms, else the bot-match clock or at least the cap). */
    static long clockMs(Request r) {
        long cap = r.budgetMs() >= 0 ? r.budgetMs() : DEFAULT_BUDGET_MS;
        return r.remainingMs() >= 0 ? r.remainingMs() : Math.max(cap, DEFAULT_REMAINING_MS);
    }

    /**
     * The budget for the engine-core time manager.
     *
     * @param thinkMs    fixed time per move (0: plan from the clock)
     * @param maxMoveMs  the longest any move may take, whatever the clock says (a clock of 10^12 ms is
     *                   not a promise that anyone waits that long)
     * @param typicalOverheadMs what an answer typically costs beyond the engine's own time, reserved
     *                          for every move to come ({@link AnswerOverhead#typicalMs})
     * @param worstOverheadMs   the worst of that lately, kept back inside this move's limits
     */
    static TimeManager.Budget budget(Request r, BoardSize size, int empties, long thinkMs, long maxMoveMs,
                                            long typicalOverheadMs, long worstOverheadMs) {
        long cap = Math.min(r.budgetMs() >= 0 ? r.budgetMs() : DEFAULT_BUDGET_MS, maxMoveMs);
        long clock = spendableClockMs(clockMs(r), empties, typicalOverheadMs);
        long limit = Math.min(cap, clock);
        // The connector times an answer from its write to its read: the overhead is inside budget_ms.
        long margin = Math.min(limit, Math.max(safetyMarginMs(limit), worstOverheadMs));
        if (thinkMs > 0) {
            // Fixed time per move (tests, analysis), still inside the cap and the clock.
            return new TimeManager.Budget(TimeManager.UNLIMITED, Math.min(thinkMs + margin, limit), 1, margin, 0);
        }
        return new TimeManager.Budget(clock, cap, movesToGo(size, empties), margin, 0);
    }
}
