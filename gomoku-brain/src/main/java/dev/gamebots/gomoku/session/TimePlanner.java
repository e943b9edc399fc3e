package dev.gamebots.gomoku.session;

import dev.gamebots.core.TimeManager;

/**
 * Turns the manager's limits into the deadlines of one move, through engine-core's
 * {@link TimeManager}:
 * <ul>
 *   <li>the per-move cap is {@value #TURN_SHARE_PERCENT}% of timeout_turn less a fixed
 *       {@value #IO_MARGIN_MS} ms for reading, writing and the JVM (a zero-tolerance manager never
 *       sees the limit reached);</li>
 *   <li>the match clock is time_left when the manager sends it, otherwise timeout_match less what
 *       this brain has used itself; {@value #MATCH_MARGIN_MS} ms or 3% of it is kept back, and the
 *       rest is spread over the moves that a game still needs;</li>
 *   <li>timeout_turn 0 means "answer at once": no search, the threat rules and the static order.</li>
 * </ul>
 */
public final class TimePlanner {

    public static final int TURN_SHARE_PERCENT = 90;
    public static final long IO_MARGIN_MS = 25;
    /** Kept back from the match clock: at least this, or 3% of what is left. */
    public static final long MATCH_MARGIN_MS = 60;

    private final TimeManager timeManager;

    public TimePlanner(TimeManager timeManager) {
        this.timeManager = timeManager;
    }

    /** True when the move must be answered at once (timeout_turn 0). */
    public static boolean immediate(BrainSettings s) {
        return s.timeoutTurnMs() == 0;
    }

    /**
     * The deadlines of a move whose command was read at {@code startNanos}, with {@code usedMs} of
     * the match clock already spent by this brain and {@code stones} on the board.
     */
    public TimeManager.Deadlines plan(BrainSettings s, long startNanos, long usedMs, int stones, int boardPoints) {
        return timeManager.plan(budget(s, usedMs, stones, boardPoints), startNanos);
    }

    /** The engine-core budget for a move (exposed for tests). */
    public static TimeManager.Budget budget(BrainSettings s, long usedMs, int stones, int boardPoints) {
        long cap = s.timeoutTurnMs() * TURN_SHARE_PERCENT / 100 - IO_MARGIN_MS;
        cap = Math.max(0, cap);
        long left = matchTimeLeft(s, usedMs);
        if (left != TimeManager.UNLIMITED) {
            // The reserve comes off the match clock only (the turn cap has its own margin).
            long margin = Math.max(MATCH_MARGIN_MS, left * 3 / 100);
            left = Math.max(0, left - margin);
        }
        return new TimeManager.Budget(left, cap, movesToGo(stones, boardPoints), 0, 0);
    }

    /** Time left on the match clock in ms, or {@link TimeManager#UNLIMITED}. */
    public static long matchTimeLeft(BrainSettings s, long usedMs) {
        if (s.timeLeftKnown()) {
            return s.timeLeftMs() >= BrainSettings.UNLIMITED_TIME_LEFT ? TimeManager.UNLIMITED : s.timeLeftMs();
        }
        if (s.timeoutMatchMs() > 0) {
            return s.timeoutMatchMs() - usedMs;
        }
        return TimeManager.UNLIMITED;
    }

    /** Own moves a game still needs, for spreading the match clock: fewer as the board fills. */
    static int movesToGo(int stones, int boardPoints) {
        int byBoard = Math.max(1, (boardPoints - stones) / 2);
        int estimate = 28 - stones / 6;
        return Math.max(8, Math.min(byBoard, estimate));
    }
}
