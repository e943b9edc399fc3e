package dev.gamebots.gomoku.search;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.Searcher;
import java.util.List;

/**
 * A search the session can run for the side to move of its board: the brain's own searcher, or one
 * of the engine-core searchers on a candidate-restricted view (comparison modes). An engine-core
 * {@link Searcher} with what the brain's session reads besides the result.
 */
public interface BrainSearch extends Searcher {

    /** Searches within {@code limits}; the control's deadline must already be set. */
    @Override
    SearchResult search(SearchLimits limits, SearchListener listener);

    /**
     * Searches a move whose clock started at {@code turnStart} (a clock reading: when its command was
     * read) within {@code limits}, planned from that moment; the control's deadline must already be set.
     * A search that keeps no time rule of its own ignores the start.
     */
    default SearchResult search(SearchLimits limits, long turnStart, SearchListener listener) {
        return search(limits, listener);
    }

    /**
     * Multi-PV ({@code YXNBEST}): the {@code lines} best moves with their scores, best first, within
     * {@code limits} as {@link #search(SearchLimits, long, SearchListener)}. This default, for the
     * searchers that keep no lines, searches as for a move and gives its one line.
     */
    default MultiPvResult searchLines(SearchLimits limits, long turnStart, SearchListener listener,
                                      LineListener lineListener, int lines) {
        SearchResult r = search(limits, turnStart, listener);
        if (r.bestMove() < 0) {
            return new MultiPvResult(r, List.of());
        }
        int[] pv = r.pv().length > 0 && r.pv()[0] == r.bestMove() ? r.pv() : new int[] {r.bestMove()};
        PvLine line = new PvLine(r.bestMove(), r.score(), r.depth(), pv);
        lineListener.onLine(0, 1, line, r.nodes(), r.elapsedNanos() / 1_000_000L);
        return new MultiPvResult(r, List.of(line));
    }

    /** How the last move was chosen. */
    MoveReason reason();

    /** One line on how the last move was chosen (the protocol's MESSAGE lines, the bench). */
    default String lastReason() {
        return reason().toString();
    }

    /**
     * While a search runs: a legal move of the searched position, the best known so far, readable
     * from any thread (the deadline watchdog); -1 when there is none yet or the searcher keeps none.
     */
    default int provisionalMove() {
        return -1;
    }

    /**
     * While a multi-PV search runs: its lines at the last depth it finished, best first, readable
     * from any thread (the deadline watchdog answers with them); empty before one finished, or when
     * the searcher keeps none.
     */
    default List<PvLine> provisionalLines() {
        return List.of();
    }

    /**
     * Forgets the last search's provisional move; called before a search thread starts, so that a
     * watchdog firing before the search has begun (a loaded machine: the thread not yet run) finds
     * no move rather than the last search's best, a point of another position, occupied by now.
     */
    default void clearProvisionalMove() {
    }
}
