package dev.gamebots.gomoku.session;

import dev.gamebots.core.SearchResult;
import dev.gamebots.gomoku.search.PvLine;
import java.util.List;

/**
 * A move chosen by the brain: by its search ({@code result} non-null), at once without search, or,
 * {@code atDeadline}, by the deadline watchdog with the best move of a search that had not finished.
 * {@code lines}: a multi-PV search's lines ({@code YXNBEST}), best first; empty for any other move.
 */
public record Decision(int x, int y, SearchResult result, String reason, boolean atDeadline, List<PvLine> lines) {

    /** A decision without multi-PV lines. */
    public Decision(int x, int y, SearchResult result, String reason, boolean atDeadline) {
        this(x, y, result, reason, atDeadline, List.of());
    }
}
