package dev.gamebots.gomoku.search;

import dev.gamebots.core.SearchResult;
import java.util.List;

/**
 * What a multi-PV search found: the lines, best first (non-increasing scores), and the search's
 * result for the best line (the move to play, its score, depth, nodes and time).
 */
public record MultiPvResult(SearchResult best, List<PvLine> lines) {
}
