package dev.gamebots.gomoku.search;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;

/**
 * A search the session can run for the side to move of its board: the brain's own searcher, or one
 * of the engine-core searchers on a candidate-restricted view (comparison modes).
 */
public interface BrainSearch {

    /** Searches within {@code limits}; the control's deadline must already be set. */
    SearchResult search(SearchLimits limits, SearchListener listener);

    /** Forgets what was learned from earlier positions. */
    void newGame();

    /** Stops a running search as soon as possible (any thread). */
    void stop();

    /** One line on how the last move was chosen. */
    String lastReason();

    /**
     * While a search runs: a legal move of the searched position, the best known so far, readable
     * from any thread (the deadline watchdog); -1 when there is none yet or the searcher keeps none.
     */
    default int provisionalMove() {
        return -1;
    }
}
