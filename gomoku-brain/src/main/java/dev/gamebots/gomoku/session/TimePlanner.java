package dev.gamebots.gomoku.session;

import dev.gamebots.core.TimeManager;

/**
 * Turns the manager's limits into the deadlines of one move, through engine-core's
 * {@link TimeManager}:
 * <ul>
 *   <li>the per-move cap is {@value #TURN_SHARE_PERCENT}% of timeout_turn less a fixed
 *       {@value #IO_MARGIN_MS} ms for reading, writing and the JVM, so that the time a manager
 *       measures stays below 90% of the turn (zero-tolerance managers such as Epitech's). Measured
 *       through the arena on the loaded 2-core machine: the manager sees up to 35 ms more than the
 *       brain's own clock, and the search overshoots its hard deadline by up to 10 ms; with the
 *       earlier 90% - 25 ms cap a 1000 ms turn took up to 911 ms;</li>
 *   <li>the match clock is time_left when the manager sends it, otherwise timeout_match less what
 *       this brain has used itself; {@value #MATCH_MARGIN_MS} ms or 3% of it is kept back, and the
 *       rest is spread over the moves that a game still needs;</li>
 *   <li>scheduling lag: when a move's search ends after its hard deadline (the machine is loaded and
 *       the search thread was not running when the deadline passed), the overshoot is remembered and
 *       taken off the next moves' turn cap, decaying by a quarter per move, never below
 *       {@value #MIN_TURN_SHARE_PERCENT}% of the turn. On the shared 2-core machine (load 6) a 1000 ms
 *       turn once ran 220 ms past its deadline, at a seventh of the usual node rate. The first move
 *       is planned as any other: it once assumed 100 ms of lag for a cold JVM (a launcher's first move
 *       answered at 1020 ms of a 1000 ms turn, before the deadline watchdog existed), which took 85 of
 *       a 300 ms turn's 205 ms from the first reply (depth 2 under load, where later replies searched
 *       deeper); the watchdog, 25 ms after the hard deadline, now keeps a cold first move on time, and
 *       the warm-up has the search compiled by then;</li>
 *   <li>timeout_turn 0 means "answer at once": no search, the threat rules and the static order.</li>
 * </ul>
 */
public final class TimePlanner {

    public static final int TURN_SHARE_PERCENT = 85;
    public static final long IO_MARGIN_MS = 50;
    /** The lag correction never shortens the turn cap below this share of the turn. */
    public static final int MIN_TURN_SHARE_PERCENT = 40;
    /** Kept back from the match clock: at least this, or 3% of what is left. */
    public static final long MATCH_MARGIN_MS = 60;

    private final TimeManager timeManager;

    /** How late recent answers were past their hard deadline, in ms (decaying). */
    private long lagMs;

    public TimePlanner(TimeManager timeManager) {
        this.timeManager = timeManager;
    }

    /**
     * Records when a move planned with hard deadline {@code hardNanos} was ready to be sent; a late
     * answer shortens the next moves' cap by the overshoot (the correction decays by a quarter per move).
     */
    public void recordAnswer(long hardNanos, long answeredNanos) {
        long lateMs = (answeredNanos - hardNanos) / 1_000_000L;
        lagMs = Math.max(lateMs, lagMs * 3 / 4);
        lagMs = Math.max(0, lagMs);
    }

    /** The current lag correction in ms. */
    public long lagMs() {
        return lagMs;
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
        return timeManager.plan(budget(s, usedMs, stones, boardPoints, lagMs), startNanos);
    }

    /** The engine-core budget for a move with {@code lagMs} of lag correction (exposed for tests). */
    public static TimeManager.Budget budget(BrainSettings s, long usedMs, int stones, int boardPoints, long lagMs) {
        long cap = s.timeoutTurnMs() * TURN_SHARE_PERCENT / 100 - IO_MARGIN_MS;
        cap = Math.max(0, cap);
        if (lagMs > 0) {
            cap = Math.max(Math.min(cap, s.timeoutTurnMs() * MIN_TURN_SHARE_PERCENT / 100), cap - lagMs);
        }
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
