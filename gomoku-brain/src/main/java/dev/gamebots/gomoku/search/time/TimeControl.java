package dev.gamebots.gomoku.search.time;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.TimeManager;

/**
 * The brain's one time control, as Rapfi's {@code timecontrol.cpp} and Stockfish's {@code timeman.cpp}:
 * it sets each move's budget from the protocol's limits, gives the root phases their shares of it,
 * and decides after each iteration whether another one starts, from the iteration's statistics. It
 * also keeps what the budget depends on across moves: the match time this brain used and the
 * scheduling lag of recent answers. One instance per session, shared by its searcher (a searcher made
 * alone, as the bench's and the tests', has its own). The numbers below are those the SPRTs
 * measured; {@code TurnBudgetsTest} pins every deadline they give for a table of protocol limits.
 *
 * <h2>The move's budget ({@link #planTurn})</h2>
 * Through engine-core's {@link TimeManager}, counted from the move's start (when its command was
 * read, or when the START before it was done):
 * <ul>
 *   <li>the per-move cap is timeout_turn less {@value #ANSWER_RESERVE_MS} ms, or
 *       {@value #TURN_SHARE_PERCENT}% of timeout_turn less {@value #IO_MARGIN_MS} ms when that is
 *       more (turns up to 1333 ms). The reserve covers what the manager sees beyond the brain's
 *       clock: the watchdog's grace ({@value #WATCHDOG_GRACE_MS} ms), how late its answer can come on
 *       a loaded machine (a cold first move's answer came 130 ms after the watchdog's moment at load
 *       11, docs/history), and the pipe (up to 35 ms through the arena on the loaded 2-core
 *       machine), so that no answer is late even for a manager without tolerance (Epitech's). The
 *       earlier cap of 85% less 50 ms left 800 ms of a 5 s turn unused (Rapfi plans up to 4,970 ms
 *       of it); short turns keep it, where the reserve would take too large a share;</li>
 *   <li>the match clock is time_left when the manager sends it, otherwise timeout_match less what
 *       this brain has used itself; {@value #MATCH_MARGIN_MS} ms or {@value #MATCH_MARGIN_PERCENT}%
 *       of it is kept back, and the rest is spread over the moves that a game still needs
 *       ({@value #MOVES_TO_GO_AT_START} less one per {@value #STONES_PER_FEWER_MOVE} stones, at least
 *       {@value #MIN_MOVES_TO_GO}, at most half the empty points);</li>
 *   <li>soft deadline half the hard one, or the per-move share when the match clock binds;</li>
 *   <li>scheduling lag: when a move's search ends after its hard deadline (the machine is loaded and
 *       the search thread was not running when the deadline passed), the overshoot is remembered and
 *       taken off the next moves' turn cap, decaying by a quarter per move, never below
 *       {@value #MIN_TURN_SHARE_PERCENT}% of the turn. On the shared 2-core machine (load 6) a 1000 ms
 *       turn once ran 220 ms past its deadline, at a seventh of the usual node rate. The first move
 *       is planned as any other: it once assumed 100 ms of lag for a cold JVM (a launcher's first move
 *       answered at 1020 ms of a 1000 ms turn, before the deadline watchdog existed), which took 85 of
 *       a 300 ms turn's 205 ms from the first reply; the watchdog keeps a cold first move on time;</li>
 *   <li>the deadline watchdog answers {@value #WATCHDOG_GRACE_MS} ms after the hard deadline with
 *       the best move so far when the search has not answered by then;</li>
 *   <li>timeout_turn 0 means "answer at once": no search, the threat rules and the static order.</li>
 * </ul>
 *
 * <h2>The root phases' budgets</h2>
 * Shares of the soft time from the search's start: own VCF {@value #OWN_VCF_SHARE}, the opponent's
 * VCF {@value #OPPONENT_VCF_SHARE}, the check of the moves that refute it up to
 * {@value #VCF_DEFENCES_SHARE}, the VCT (when on) that plus the search setting {@code vctTimeShare}. Each
 * phase is given its deadline; the search's hard deadline bounds them all.
 *
 * <h2>When no new iteration starts ({@link #stopBeforeNextIteration})</h2>
 * The default since its SPRT: +24 Elo at 500 ms a turn against the rule before it (which stopped
 * after 40% of the scaled soft time once the best move had held for six iterations; its moves took
 * 40-50% of the turn, where Rapfi takes most of it). The target is the planner's soft time scaled by
 * the search setting {@code softScale}, times a factor in the manner of Stockfish's time manager:
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
 * stops in the search itself. With only a turn limit, time not spent is lost. When the match clock,
 * not the turn, sets the deadlines (the planner's soft time, from the move's start, is less than half
 * its hard time), time saved is banked for later moves; then a settled move (factor at most 100%)
 * does not start an iteration predicted not to finish before the hard deadline: the last
 * iteration's time times its growth over the one before ({@value #MIN_GROWTH_PERCENT}% to
 * {@value #MAX_GROWTH_PERCENT}%). Under a turn limit alone a cut iteration costs nothing and may
 * still find a better move (the search keeps a move that beat the first), so it starts. Judged from
 * the move's start: from the search's own start, a few ms later on a loaded machine, every
 * turn-bound plan looked banked, and a slow first iteration stopped a 300 ms move at depth 2.
 */
public final class TimeControl {

    /** The cap keeps this much of the turn back (long turns); see the class comment. */
    public static final long ANSWER_RESERVE_MS = 250;
    /** The cap on short turns, where a fixed reserve would take too large a share: 85% less 50 ms. */
    public static final int TURN_SHARE_PERCENT = 85;
    public static final long IO_MARGIN_MS = 50;
    /** The lag correction never shortens the turn cap below this share of the turn. */
    public static final int MIN_TURN_SHARE_PERCENT = 40;
    /** Kept back from the match clock: at least this, or {@link #MATCH_MARGIN_PERCENT}% of what is left. */
    public static final long MATCH_MARGIN_MS = 60;
    public static final int MATCH_MARGIN_PERCENT = 3;
    /** Own moves a game needs at its start, one fewer per this many stones, never fewer than the minimum. */
    static final int MOVES_TO_GO_AT_START = 28;
    static final int STONES_PER_FEWER_MOVE = 6;
    static final int MIN_MOVES_TO_GO = 8;
    /** Margin after the hard deadline before the watchdog answers with the best move so far. */
    public static final long WATCHDOG_GRACE_MS = 25;

    /** The root phases' deadlines, as shares of the soft time from the search's start. */
    public static final double OWN_VCF_SHARE = 0.10;
    public static final double OPPONENT_VCF_SHARE = 0.15;
    public static final double VCF_DEFENCES_SHARE = 0.30;

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
    private static final long NANOS_PER_MS = 1_000_000L;

    private final Clock clock;
    private final TimeManager timeManager;
    private double softScale;
    private double vctTimeShare;
    /** Under a turn limit alone, new iterations until the hard deadline (the search setting {@code fullTurn}). */
    private boolean fullTurn;

    /** How late recent answers were past their hard deadline, in ms (decaying); set by the search thread. */
    private volatile long lagMs;
    /** Match time this brain used in the current game, in ms. */
    private long usedMs;

    /** The running search: its start, the planner's soft deadline, and its limits with the soft time scaled. */
    private long start;
    private long plannedSoft = SearchLimits.NEVER;
    private SearchLimits scaled = SearchLimits.infinite();
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

    /**
     * A time control on {@code clock} with the search settings {@code softScale} (no new iteration
     * after the planner's soft time times this) and {@code vctTimeShare} (the VCT's share, when on).
     */
    public TimeControl(Clock clock, double softScale, double vctTimeShare) {
        this(clock, softScale, vctTimeShare, false);
    }

    /**
     * The same, and with {@code fullTurn} a move under a turn limit alone (no match clock to bank for)
     * starts new iterations until its hard deadline, whatever the signals say: Rapfi's use of the turn.
     */
    public TimeControl(Clock clock, double softScale, double vctTimeShare, boolean fullTurn) {
        this.clock = clock;
        this.timeManager = new TimeManager(clock);
        this.softScale = softScale;
        this.vctTimeShare = vctTimeShare;
        this.fullTurn = fullTurn;
    }

    /** New search settings (INFO search_config): as in the constructor. */
    public void setSearchSettings(double softScale, double vctTimeShare, boolean fullTurn) {
        this.softScale = softScale;
        this.vctTimeShare = vctTimeShare;
        this.fullTurn = fullTurn;
    }

    // ------------------------------------------------------------------ the move's budget

    /**
     * True for Rapfi's "no limit" (timeout_turn 0 and timeout_match 0, Rapfi's setTimeControl): what
     * analysis GUIs send before YXNBEST to search until YXSTOP. A move (TURN, BEGIN, BOARD) keeps the
     * Gomocup meaning of timeout_turn 0, {@link #immediate}.
     */
    public static boolean unlimitedAnalysis(TurnLimits limits) {
        return limits.timeoutTurnMs() == 0 && limits.timeoutMatchMs() == 0;
    }

    /** True when the move must be answered at once (timeout_turn 0). */
    public static boolean immediate(TurnLimits limits) {
        return limits.timeoutTurnMs() == 0;
    }

    /**
     * The deadlines of a move whose clock started at {@code startNanos}, with {@code stones} on a
     * board of {@code boardPoints} points; the match time used and the lag so far are this control's.
     */
    public TimeManager.Deadlines planTurn(TurnLimits limits, long startNanos, int stones, int boardPoints) {
        return timeManager.plan(budget(limits, usedMs, stones, boardPoints, lagMs), startNanos);
    }

    /** The engine-core budget for a move with {@code lagMs} of lag correction. */
    public static TimeManager.Budget budget(TurnLimits limits, long usedMs, int stones, int boardPoints, long lagMs) {
        long cap = turnCap(limits.timeoutTurnMs());
        if (lagMs > 0) {
            cap = Math.max(Math.min(cap, limits.timeoutTurnMs() * MIN_TURN_SHARE_PERCENT / 100), cap - lagMs);
        }
        long left = matchTimeLeft(limits, usedMs);
        if (left != TimeManager.UNLIMITED) {
            // The reserve comes off the match clock only (the turn cap has its own margin).
            long margin = Math.max(MATCH_MARGIN_MS, left * MATCH_MARGIN_PERCENT / 100);
            left = Math.max(0, left - margin);
        }
        return new TimeManager.Budget(left, cap, movesToGo(stones, boardPoints), 0, 0);
    }

    /** The longest a move of a {@code timeoutTurnMs} turn may search before the lag correction, in ms. */
    public static long turnCap(long timeoutTurnMs) {
        long cap = Math.max(timeoutTurnMs * TURN_SHARE_PERCENT / 100 - IO_MARGIN_MS, timeoutTurnMs - ANSWER_RESERVE_MS);
        return Math.max(0, cap);
    }

    /** Time left on the match clock in ms, or {@link TimeManager#UNLIMITED}. */
    public static long matchTimeLeft(TurnLimits limits, long usedMs) {
        if (limits.timeLeftKnown()) {
            return limits.timeLeftMs() >= TurnLimits.UNLIMITED_TIME_LEFT ? TimeManager.UNLIMITED : limits.timeLeftMs();
        }
        if (limits.timeoutMatchMs() > 0) {
            return limits.timeoutMatchMs() - usedMs;
        }
        return TimeManager.UNLIMITED;
    }

    /** Own moves a game still needs, for spreading the match clock: fewer as the board fills. */
    static int movesToGo(int stones, int boardPoints) {
        int byBoard = Math.max(1, (boardPoints - stones) / 2);
        int estimate = MOVES_TO_GO_AT_START - stones / STONES_PER_FEWER_MOVE;
        return Math.max(MIN_MOVES_TO_GO, Math.min(byBoard, estimate));
    }

    /** When the watchdog answers a move whose hard deadline is {@code hardNanos}. */
    public static long watchdogAt(long hardNanos) {
        return hardNanos + WATCHDOG_GRACE_MS * NANOS_PER_MS;
    }

    /**
     * A move's search planned with hard deadline {@code hardNanos} ended at {@code endedNanos}: a late
     * end shortens the next moves' cap by the overshoot (the correction decays by a quarter per move).
     */
    public void searchEnded(long hardNanos, long endedNanos) {
        long lateMs = (endedNanos - hardNanos) / NANOS_PER_MS;
        long lag = Math.max(lateMs, lagMs * 3 / 4);
        lagMs = Math.max(0, lag);
    }

    /** The current lag correction in ms. */
    public long lagMs() {
        return lagMs;
    }

    /** A move whose clock started at {@code startNanos} was answered at {@code answeredNanos}: its time is used. */
    public void moveAnswered(long startNanos, long answeredNanos) {
        usedMs += (answeredNanos - startNanos) / NANOS_PER_MS;
    }

    /** Match time this brain used in the current game, in ms. */
    public long usedMs() {
        return usedMs;
    }

    /** A new game: no match time used yet (the lag, the machine's, stays). */
    public void newGame() {
        usedMs = 0;
    }

    // ------------------------------------------------------------------ the running search

    /**
     * A search begins at {@code searchStart} (a clock reading) under {@code limits}, planned for a move
     * whose clock started at {@code turnStart} (at or before {@code searchStart}).
     */
    public void beginSearch(SearchLimits limits, long searchStart, long turnStart) {
        long soft = limits.softDeadline();
        long hard = limits.hardDeadline();
        banked = soft != SearchLimits.NEVER && hard != SearchLimits.NEVER
                && 2 * (soft - turnStart) < hard - turnStart - ROUNDING_NANOS;
        this.start = searchStart;
        this.plannedSoft = soft;
        this.scaled = scaledSoftDeadline(limits, searchStart, softScale);
        stableIterations = 0;
        changes = 0;
        scored = false;
        scoreDropped = false;
        lastEnd = searchStart;
        lastIteration = 0;
        previousIteration = 0;
    }

    /** The own VCF's deadline (a clock reading, or {@link SearchControl#NEVER} for an untimed search). */
    public long ownVcfDeadline() {
        return phaseDeadline(OWN_VCF_SHARE);
    }

    /** The opponent's VCF's deadline. */
    public long opponentVcfDeadline() {
        return phaseDeadline(OPPONENT_VCF_SHARE);
    }

    /** The deadline of the check of the root moves that refute the opponent's VCF. */
    public long vcfDefencesDeadline() {
        return phaseDeadline(VCF_DEFENCES_SHARE);
    }

    /** The own VCT's deadline (when it is on). */
    public long vctDeadline() {
        return phaseDeadline(VCF_DEFENCES_SHARE + vctTimeShare);
    }

    /** The clock reading when {@code share} of the planner's soft time has passed since the search began. */
    private long phaseDeadline(double share) {
        if (plannedSoft == SearchLimits.NEVER) {
            return SearchControl.NEVER;
        }
        return start + (long) ((plannedSoft - start) * share);
    }

    /** An iteration finished with {@code best} and {@code score} after {@code previous} as the best move. */
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

    /** True once no new iteration should start (never without a soft deadline; never past the hard one). */
    public boolean stopBeforeNextIteration() {
        if (scaled.softDeadline() == SearchLimits.NEVER) {
            return false;
        }
        long now = clock.nanoTime();
        if (fullTurn && !banked) {
            return now >= scaled.hardDeadline();
        }
        int percent = targetPercent();
        if (now >= shareOfSoftTime(percent)) {
            return true;
        }
        return banked && percent <= BASE_PERCENT && now + predictedNextIteration() > scaled.hardDeadline();
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

    /** When {@code percent}% of the scaled soft time from the start has passed, never past the hard deadline. */
    private long shareOfSoftTime(int percent) {
        long target = start + (scaled.softDeadline() - start) * percent / 100;
        return scaled.hardDeadline() == SearchLimits.NEVER ? target : Math.min(target, scaled.hardDeadline());
    }

    /** The limits with the soft deadline scaled by {@code softScale} from the start, never past the hard one. */
    private static SearchLimits scaledSoftDeadline(SearchLimits limits, long start, double softScale) {
        if (limits.softDeadline() == SearchLimits.NEVER || softScale == 1.0) {
            return limits;
        }
        long scaledSoft = start + (long) ((limits.softDeadline() - start) * softScale);
        return limits.withDeadlines(Math.min(scaledSoft, limits.hardDeadline()), limits.hardDeadline());
    }
}
