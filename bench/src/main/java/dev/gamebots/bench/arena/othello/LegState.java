package dev.gamebots.bench.arena.othello;

import java.util.List;

/**
 * What a seat may read about a leg when its colour is to move: the position, the legal moves the
 * server lists, and the bookkeeping fields of the request.
 *
 * @param history moves so far in this leg, passes as -1, in order
 */
public record LegState(Variant variant, int matchId, int leg, OthelloBoard start, int startToMove,
                       OthelloBoard board, int color, int[] legal, int revision, List<HistoryEntry> history) {

    /** One move of a leg's history, as the server keeps it. */
    public record HistoryEntry(int color, int participant, int move, long atMs) {
    }
}
