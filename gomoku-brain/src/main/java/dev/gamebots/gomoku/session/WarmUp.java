package dev.gamebots.gomoku.session;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.GomokuSearcher;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Gets a cold JVM ready for its first move, once per process, during the first START (which the
 * protocol does not count in any turn's time; the manager waits for its OK).
 *
 * <p>Two things make a first move slow: the JIT has compiled nothing yet, and the line and pattern
 * tables of a rule are built the first time a board of that rule is made. Managers send {@code INFO
 * rule} after START and right before the first move, whose clock is then running: building the
 * tables there took 60 to 280 ms, and a 300 ms turn's first move came from the deadline watchdog
 * unsearched ({@code depth 1, nodes 0}). So the warm-up searches a short opening on a scratch board
 * of the session's rule (the JIT), then makes a board of each other rule family (their tables), all
 * within {@value #MAX_MS} ms and stopped at once by END or the end of input.
 */
final class WarmUp {

    /** The warm-up search's share. */
    static final long SEARCH_MS = 300;
    /** The whole warm-up at most (the last table started before it may end a little after). */
    static final long MAX_MS = 700;
    /** The rule families whose tables a first move may need, most used first (Gomocup's leagues). */
    private static final List<Rule> RULES = List.of(Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.CARO);

    private final SearchOptions options;
    private final SearchControl control;
    private final Clock clock;
    private boolean done;

    WarmUp(SearchOptions options, SearchControl control, Clock clock) {
        this.options = options;
        this.control = control;
        this.clock = clock;
    }

    /** Warms up for a {@code width} x {@code height} board of {@code rule}, the first time only. */
    void once(int width, int height, Rule rule, BooleanSupplier ending) {
        if (done || options.skipWarmup()) {
            return;
        }
        done = true;
        long end = clock.nanoTime() + MAX_MS * 1_000_000L;
        search(width, height, rule, Math.min(end, clock.nanoTime() + SEARCH_MS * 1_000_000L), ending);
        for (Rule other : RULES) {
            if (ending.getAsBoolean() || clock.nanoTime() >= end) {
                return;
            }
            if (!other.equals(rule)) {
                new Board(width, height, other); // builds and keeps that rule's tables
            }
        }
    }

    /** Plays a short search on a scratch board so the JIT compiles the hot paths before the first move. */
    private void search(int width, int height, Rule rule, long deadline, BooleanSupplier ending) {
        Board scratch = new Board(width, height, rule);
        int cx = width / 2;
        int cy = height / 2;
        int[][] opening = {{0, 0}, {1, 1}, {1, 0}, {-1, 1}, {0, 2}};
        for (int i = 0; i < opening.length; i++) {
            int x = cx + opening[i][0];
            int y = cy + opening[i][1];
            if (scratch.onBoard(x, y) && scratch.isEmpty(scratch.index(x, y))) {
                scratch.place(scratch.index(x, y), Stones.colorOfMove(i));
            }
        }
        scratch.setSideToMove(Stones.WHITE);
        GomokuSearcher warm = new GomokuSearcher(scratch, new TranspositionTable(1), control,
                options.searchConfig(), options.model());
        control.begin(deadline);
        if (ending.getAsBoolean()) {
            control.stop();
        }
        warm.search(new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE, deadline, deadline),
                SearchListener.NONE);
    }
}
