package dev.gamebots.core;

/**
 * The search a bot's session holds: bound to the position it searches (the session's board, which
 * the session moves between searches), run within {@link SearchLimits}, reporting each iteration to
 * a {@link SearchListener} and returning a {@link SearchResult}; stopped from any thread through the
 * {@link SearchControl} it runs under. The bots' own top-level searches implement it directly
 * (Gomoku's brain search); searchers that take the position with each search (engine-core's
 * {@link AlphaBetaSearcher} and {@link MctsSearcher}, Othello's middle-game search) are
 * {@link Unbound} and give a bound view with {@link Unbound#on}, which costs one call per search.
 */
public interface Searcher {

    /**
     * Searches the bound position (left as it was found) within {@code limits}. Returns a legal move
     * unless the position is terminal, even when a deadline has already passed.
     */
    SearchResult search(SearchLimits limits, SearchListener listener);

    /** Asks a running search to return as soon as possible (the control's stop flag); safe from any thread. */
    void stop();

    /** Forgets what earlier searches learned (tables, history): between unrelated games. */
    void newGame();

    /**
     * A searcher that takes the position with each search, so one instance (with its table) can serve
     * several boards of one game kind.
     *
     * @param <P> the positions it searches
     */
    interface Unbound<P> {

        /** Searches {@code position} (left as it was found) as {@link Searcher#search} does. */
        SearchResult search(P position, SearchLimits limits, SearchListener listener);

        /** As {@link Searcher#stop}. */
        void stop();

        /** As {@link Searcher#newGame}. */
        void newGame();

        /** This searcher bound to {@code position}: its searches, stop and memory are this searcher's. */
        default Searcher on(P position) {
            Unbound<P> searcher = this;
            return new Searcher() {
                @Override
                public SearchResult search(SearchLimits limits, SearchListener listener) {
                    return searcher.search(position, limits, listener);
                }

                @Override
                public void stop() {
                    searcher.stop();
                }

                @Override
                public void newGame() {
                    searcher.newGame();
                }
            };
        }
    }
}
