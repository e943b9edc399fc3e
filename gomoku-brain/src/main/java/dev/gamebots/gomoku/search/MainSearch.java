package dev.gamebots.gomoku.search;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;

/**
 * The tree search {@link GomokuSearcher} runs after its root tactics: the full-width
 * {@link TreeSearch} or the {@link SelectiveSearch} of the strongest brains (per
 * {@link SearchConfig#selective}). One instance per board.
 */
interface MainSearch {

    /** Starts a move's search: fresh killers, aged history, a new table generation, nodes counted from now. */
    void begin();

    /** Forgets the history (a new game; the table is the searcher's to clear). */
    void newGame();

    /**
     * Iterative deepening over {@code rootMoves[0..count)} (best first; reordered by each finished
     * iteration), reporting each to {@code listener}. {@code start}: the search's first clock reading.
     */
    SearchResult search(int[] rootMoves, int count, SearchLimits limits, SearchListener listener, long start);

    /** Nodes expanded so far of a kind ({@link TreeSearch#QUIESCENCE_NODE} ...). */
    long expanded(int kind);

    /** The best root move known so far, for the deadline watchdog (another thread); -1 if none. */
    int provisional();

    /** Sets the move {@link #provisional} reports (the root tactics' choice before the tree search). */
    void provisional(int move);
}
