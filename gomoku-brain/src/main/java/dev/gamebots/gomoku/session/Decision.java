package dev.gamebots.gomoku.session;

import dev.gamebots.core.SearchResult;

/**
 * A move chosen by the brain: by its search ({@code result} non-null), at once without search, or,
 * {@code atDeadline}, by the deadline watchdog with the best move of a search that had not finished.
 */
public record Decision(int x, int y, SearchResult result, String reason, boolean atDeadline) {
}
