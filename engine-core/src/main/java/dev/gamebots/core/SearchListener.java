package dev.gamebots.core;

/**
 * Receives progress from a searcher. Called on the search thread; keep it cheap. The protocol layer
 * formats these events; searchers never print.
 */
@FunctionalInterface
public interface SearchListener {

    /** A listener that ignores everything. */
    SearchListener NONE = info -> { };

    /** An iteration finished (alpha-beta) or a progress interval passed (MCTS). */
    void onIteration(SearchInfo info);
}
