package dev.gamebots.othello;

import dev.gamebots.core.TimeManager;

/**
 * The time plan of one move, from the request's clock fields. {@code budget_ms} (the connector's cap
 * for this answer) and {@code remaining_ms} (our clock) are both hard limits; a safety margin covers
 * reading, writing, process scheduling and a GC pause. The normal spend shares the clock over our
 * moves still to play; on 8x8 std/anti the last {@value #ENDGAME_EMPTIES} empties are counted as a few
 * moves' worth, kept back for the exact solver.
 */
public final class TimePlan {

    /** Empties at which the exact endgame may take over on 8x8 std/anti. */
    public static final int ENDGAME_EMPTIES = 22;
    /** Used when the request gives no cap: the connector's default --max-think-seconds. */
    public static final long DEFAULT_BUDGET_MS = 10_000;
    /** Used when the request gives no clock: the bot-match clock. */
    public static final long DEFAULT_REMAINING_MS = 60_000;

    private TimePlan() {
    }

    /** Kept back from the hard limits. */
    public static long safetyMarginMs(long capMs) {
        return Math.min(capMs / 4, 30 + capMs / 40);
    }

    /** Our moves still to play, as the time plan counts them. */
    public static int movesToGo(Variant variant, int empties) {
        int own = (empties + 1) / 2;
        if (variant.size() == 8 && variant != Variant.REVERSI) {
            if (empties > ENDGAME_EMPTIES) {
                return (empties - ENDGAME_EMPTIES + 1) / 2 + 5; // the endgame counts as five moves
            }
            return Math.max(1, Math.min(own, 5));
        }
        return Math.max(1, own + 1);
    }

    /** The budget for the engine-core time manager. */
    public static TimeManager.Budget budget(Request r, Variant variant, int empties, long thinkMs) {
        long cap = r.budgetMs() >= 0 ? r.budgetMs() : DEFAULT_BUDGET_MS;
        long clock = r.remainingMs() >= 0 ? r.remainingMs() : Math.max(cap, DEFAULT_REMAINING_MS);
        long limit = Math.min(cap, clock);
        long margin = safetyMarginMs(limit);
        if (thinkMs > 0) {
            // Fixed time per move (tests, analysis), still inside the cap and the clock.
            return new TimeManager.Budget(TimeManager.UNLIMITED, Math.min(thinkMs + margin, limit), 1, margin, 0);
        }
        return new TimeManager.Budget(clock, cap, movesToGo(variant, empties), margin, 0);
    }
}
