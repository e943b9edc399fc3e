package dev.gamebots.gomoku.session;

import dev.gamebots.core.Clock;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.GomokuSearcher;
import java.util.List;

/**
 * Gets a cold JVM ready for its first move, once per process, during the first START (which the
 * protocol does not count in any turn's time; the manager waits for its OK).
 *
 * <p>What made a first move slow: the JIT had compiled nothing, the line and pattern tables of a
 * rule are built the first time a board of that rule is made, and the search thread, the watchdog's
 * timer and their classes started with the first move. Managers send {@code INFO rule} after START,
 * right before the first move, whose clock is then running: building the tables there took 60 to
 * 280 ms, and a 300 ms turn's first move came from the deadline watchdog unsearched ({@code depth 1,
 * nodes 0}). So the warm-up makes a board of each rule family (its line tables, and its pattern
 * tables where the model has tables for the rule: only then does a game read them, and caro's cost
 * 0.1 to 0.3 s to build cold; see {@link #tableBoard}), then searches a short
 * opening of the session's rule and of each other rule family (their own code: renju's forbidden
 * points, exact fives), each run as a move's search is ({@link MoveSearch#warmUp}), within about
 * {@value #MAX_MS} ms and stopped at once by END or the end of input.
 */
final class WarmUp {

    /** The search of the session's rule. */
    static final long SEARCH_MS = 250;
    /** The search of each other rule family. */
    static final long OTHER_RULE_MS = 50;
    /** No search of another rule begins after this (the last one may end up to its own length later). */
    static final long MAX_MS = 700;
    /** The rule families a first move may be played under (Gomocup's leagues). */
    static final List<Rule> RULES = List.of(Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.CARO);

    private final SearchOptions options;
    private final Clock clock;
    private boolean done;

    WarmUp(SearchOptions options, Clock clock) {
        this.options = options;
        this.clock = clock;
    }

    /** Warms up for a {@code width} x {@code height} board of {@code rule}, the first time only. */
    void once(int width, int height, Rule rule, MoveSearch moves) {
        if (done || options.skipWarmup()) {
            return;
        }
        done = true;
        long end = clock.nanoTime() + MAX_MS * 1_000_000L;
        // The tables first: without them a rule change costs the first move most (up to 280 ms, idle).
        for (Rule other : RULES) {
            if (moves.ending()) {
                return;
            }
            tableBoard(width, height, other, options.model());
        }
        search(width, height, rule, SEARCH_MS, moves);
        for (Rule other : RULES) {
            if (moves.ending() || clock.nanoTime() >= end) {
                return;
            }
            if (!other.equals(rule)) {
                search(width, height, other, OTHER_RULE_MS, moves);
            }
        }
    }

    /**
     * A board of {@code rule}, which builds the rule's line tables, keeping line patterns (which
     * builds the pattern tables) where {@code model} has tables for the rule (null: none).
     */
    static Board tableBoard(int width, int height, Rule rule, PatternModel model) {
        Board board = new Board(width, height, rule);
        if (model != null && model.covers(rule)) {
            board.trackPatterns();
        }
        return board;
    }

    /** A short search of an opening on a scratch board (made here: the rule's tables are built now). */
    private void search(int width, int height, Rule rule, long millis, MoveSearch moves) {
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
        GomokuSearcher warm = new GomokuSearcher(scratch, new TranspositionTable(1), moves.control(), moves.time(),
                options.searchSettings().forRule(rule), options.model());
        moves.warmUp(warm, scratch, clock.nanoTime() + millis * 1_000_000L);
    }
}
