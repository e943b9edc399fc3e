package dev.gamebots.gomoku.session;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TimeManager;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.search.BrainSearch;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.LineListener;
import dev.gamebots.gomoku.search.MultiPvResult;
import dev.gamebots.gomoku.search.PvLine;
import dev.gamebots.gomoku.search.SearchConfig;
import dev.gamebots.gomoku.search.moves.QuickMove;
import dev.gamebots.gomoku.search.time.TimeControl;
import java.util.List;

/**
 * The searches of the brain's moves: the session's {@link TimeControl} that plans each, the one
 * {@link SearchControl} they all run under (END stops it from any thread), and the race of a move's
 * search, on the {@link SearchThread}, against the {@link DeadlineWatchdog}.
 */
final class MoveSearch {

    private final Clock clock;
    private final SearchOptions options;
    private final TimeControl time;
    private final SearchControl control;
    private final SearchThread thread = new SearchThread();
    /** Null: the search answers alone, however late (tests that drive the session directly). */
    private DeadlineWatchdog watchdog;
    private volatile boolean ending;
    /** A YXSTOP was read and not yet reached in the command order ({@link #stopCurrent}). */
    private volatile boolean stopPending;

    MoveSearch(SearchOptions options, Clock clock) {
        this.options = options;
        this.clock = clock;
        // The rule before any INFO rule; the session sets the time settings again when the rule changes.
        SearchConfig initial = options.searchSettings().forRule(Rule.FREESTYLE);
        this.time = new TimeControl(clock, initial.softScale(), initial.vctTimeShare(), initial.fullTurn());
        this.control = new SearchControl(clock, GomokuSearcher.POLL_INTERVAL);
    }

    SearchControl control() {
        return control;
    }

    /** The session's time control, which its searcher shares. */
    TimeControl time() {
        return time;
    }

    void enableWatchdog(DeadlineWatchdog w) {
        this.watchdog = w;
    }

    /** Stops the running search at once and every later one (END); safe from any thread. */
    void requestStop() {
        ending = true;
        control.stop();
    }

    boolean ending() {
        return ending;
    }

    /**
     * YXSTOP, from the reader thread: stops the running search at once (it answers with its best so
     * far), and every search begun before {@link #stopDone()} (a command read before the YXSTOP).
     */
    void stopCurrent() {
        stopPending = true;
        control.stop();
    }

    /** The YXSTOP has been reached in the command order: later searches run again. */
    void stopDone() {
        stopPending = false;
    }

    /** Stops the running search: its move is out already. */
    void stopRunning() {
        control.stop();
    }

    /**
     * Starts the search of {@code running} on its board (the side to move set) for a move whose
     * command came at {@code startNanos}, and races it against the watchdog, armed
     * {@value TimeControl#WATCHDOG_GRACE_MS} ms after the hard deadline with the search's best move so far.
     */
    MoveRace race(BrainSearch running, Board b, BrainSettings settings, long startNanos, SearchListener listener) {
        return race(running, b, settings, startNanos, listener, 0, LineListener.NONE);
    }

    /**
     * As {@link #race(BrainSearch, Board, BrainSettings, long, SearchListener)}; {@code lines} &gt; 0: a
     * multi-PV search of that many lines ({@code YXNBEST}), each told to {@code lineListener}, under
     * the same time plan as a move's search.
     */
    MoveRace race(BrainSearch running, Board b, BrainSettings settings, long startNanos, SearchListener listener,
                  int lines, LineListener lineListener) {
        TimeManager.Deadlines d = plan(settings, startNanos, b);
        return race(running, b, begin(d.soft(), d.hard(), settings), startNanos, listener, lines, lineListener, d.hard(),
                true);
    }

    /**
     * An analysis ({@code YXNBEST} under Rapfi's "no limit": {@link TimeControl#unlimitedAnalysis}): the
     * multi-PV search of {@code lines} lines with no deadline and no watchdog, until it ends by itself
     * (every line proven, the deepest depth) or YXSTOP or END stops it.
     */
    MoveRace analyse(BrainSearch running, Board b, long startNanos, SearchListener listener, int lines,
                     LineListener lineListener) {
        return race(running, b, begin(SearchLimits.NEVER, SearchLimits.NEVER), startNanos, listener, lines,
                lineListener, SearchControl.NEVER, false);
    }

    /**
     * A warm-up search of {@code running} on its board until {@code deadline}, run as a move's is
     * (search thread, race, watchdog), and waited for to its end: the first move then finds those
     * threads started and their classes loaded and compiled, not a cold path on its clock.
     */
    void warmUp(BrainSearch running, Board b, long deadline) {
        MoveRace race = race(running, b, begin(deadline, deadline), clock.nanoTime(), SearchListener.NONE, 0,
                LineListener.NONE, deadline, false);
        race.answer();
        race.awaitSearch();
    }

    private MoveRace race(BrainSearch running, Board b, SearchLimits limits, long turnStart, SearchListener listener,
                          int lines, LineListener lineListener, long hard, boolean timed) {
        running.clearProvisionalMove(); // the watchdog may fire before the search thread has begun
        return new MoveRace(thread, () -> {
            Decision chosen = lines > 0 ? searchLines(running, b, limits, turnStart, listener, lines, lineListener)
                    : searchMove(running, b, limits, turnStart, listener);
            if (timed) {
                time.searchEnded(hard, clock.nanoTime());
            }
            return chosen;
        }, ending || hard == SearchControl.NEVER ? null : watchdog,
                hard == SearchControl.NEVER ? 0 : TimeControl.watchdogAt(hard) - clock.nanoTime(), () -> {
            // A multi-PV search's lines of its last finished depth go with its best move.
            List<PvLine> known = lines > 0 ? running.provisionalLines() : List.of();
            int m = known.isEmpty() ? running.provisionalMove() : known.get(0).move();
            return m < 0 ? null : new Decision(b.x(m), b.y(m), null,
                    "best move so far, given at the deadline: the search had not finished", true, known);
        });
    }

    /** Searches on this thread to the search's own end (no watchdog: the caller needs the score). */
    Decision searchToEnd(BrainSearch running, Board b, BrainSettings settings, long startNanos,
                         SearchListener listener) {
        TimeManager.Deadlines d = plan(settings, startNanos, b);
        Decision chosen = searchMove(running, b, begin(d.soft(), d.hard(), settings), startNanos, listener);
        time.searchEnded(d.hard(), clock.nanoTime());
        return chosen;
    }

    /** A move whose clock started at {@code startNanos} is answered now: its time counts as used. */
    void answered(long startNanos) {
        time.moveAnswered(startNanos, clock.nanoTime());
    }

    private TimeManager.Deadlines plan(BrainSettings settings, long startNanos, Board b) {
        return time.planTurn(settings.turnLimits(), startNanos, b.stoneCount(), b.width() * b.height());
    }

    /** Begins the control for a search with these deadlines (stopped at once once END was read). */
    private SearchLimits begin(long soft, long hard) {
        control.begin(hard);
        if (ending || stopPending) {
            control.stop();
        }
        return new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, options.maxNodes(), soft, hard);
    }

    /** {@link #begin(long, long)} for a move: the manager's INFO max_node and max_depth bound it too. */
    private SearchLimits begin(long soft, long hard, BrainSettings settings) {
        SearchLimits limits = begin(soft, hard);
        if (settings.maxNodes() > 0 && settings.maxNodes() < limits.maxNodes()) {
            limits = limits.withMaxNodes(settings.maxNodes());
        }
        if (settings.maxDepth() > 0 && settings.maxDepth() < limits.maxDepth()) {
            limits = limits.withMaxDepth(settings.maxDepth());
        }
        return limits;
    }

    /** Runs {@code running} and makes its move a decision. */
    private static Decision searchMove(BrainSearch running, Board b, SearchLimits limits, long turnStart,
                                       SearchListener listener) {
        return decision(running, b, running.search(limits, turnStart, listener));
    }

    /** Runs {@code running}'s multi-PV search of {@code lines} lines; its best line's move is the decision's. */
    private static Decision searchLines(BrainSearch running, Board b, SearchLimits limits, long turnStart,
                                        SearchListener listener, int lines, LineListener lineListener) {
        MultiPvResult found = running.searchLines(limits, turnStart, listener, lineListener, lines);
        Decision d = decision(running, b, found.best());
        return new Decision(d.x(), d.y(), d.result(), d.reason(), false, found.lines());
    }

    /** The searched move as a decision: a legal one (the static choice if the search gave none). */
    private static Decision decision(BrainSearch running, Board b, SearchResult result) {
        int move = result.bestMove();
        String reason = running.lastReason();
        if (move < 0 || !b.isLegal(move)) {
            move = QuickMove.choose(b);
            reason = reason + " (fallback)";
        }
        if (move < 0) {
            throw new IllegalArgumentException("no legal move left");
        }
        return new Decision(b.x(move), b.y(move), result, reason, false);
    }
}
