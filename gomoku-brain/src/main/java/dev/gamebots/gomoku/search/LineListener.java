package dev.gamebots.gomoku.search;

/**
 * Told each line of a multi-PV search as it is found, on the search thread: line {@code index}
 * (0-based, the order it was searched in at that depth, before the lines are sorted) of
 * {@code lines}, with the search's nodes and time so far. Rapfi's {@code INFO PV} blocks and
 * realtime lines are said from here.
 */
@FunctionalInterface
public interface LineListener {

    /** A listener that ignores everything. */
    LineListener NONE = (index, lines, line, nodes, elapsedMs) -> {
    };

    void onLine(int index, int lines, PvLine line, long nodes, long elapsedMs);
}
