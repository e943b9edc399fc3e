package dev.gamebots.gomoku.session;

import dev.gamebots.core.SearchControl;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.search.BrainSearch;
import dev.gamebots.gomoku.search.SearchSettings;
import dev.gamebots.gomoku.search.time.TimeControl;
import java.util.function.Consumer;

/**
 * The session's searcher and the memory it searches with: the transposition table sized by the
 * {@link MemoryPlanner} for the manager's max_memory (or fixed on the command line), or, in MCTS
 * mode, the plan that sizes its tree. The table is kept across games and reallocated only when the
 * plan shrinks; the searcher is made again for a new board or table ({@link #newSearcher}).
 */
final class SearchMemory {

    /** The session's options, with the search settings of the last INFO search_config. */
    private SearchOptions options;
    private final MemoryPlanner memory = new MemoryPlanner();
    /** Null when the plan has no room or the mode uses none (MCTS). */
    private TranspositionTable table;
    /** The memory plan for the search in MB: the table's size, or MCTS's tree (0 = no room). */
    private int plannedMb;
    /** The max_memory that the last note was made for (-1: none). */
    private long warnedLimit = -1;
    private BrainSearch search;
    /** True once a search ran since the table was made or cleared (a clean table needs no clearing). */
    private boolean used;

    SearchMemory(SearchOptions options) {
        this.options = options;
    }

    SearchSettings searchSettings() {
        return options.searchSettings();
    }

    /** Search settings for the searchers made from now on ({@link #newSearcher}). */
    void setSearchSettings(SearchSettings settings) {
        options = options.withSearchSettings(settings);
    }

    /** The searcher (null before the first {@link #newSearcher}); using it marks the table used. */
    BrainSearch searchForMove() {
        used = true;
        return search;
    }

    boolean hasSearcher() {
        return search != null;
    }

    /** The one searcher reset: a searcher for {@code board} on the current table, with a new game's state. */
    void newSearcher(Board board, SearchControl control, TimeControl time) {
        search = options.createSearch(board, table, plannedMb, control, time);
        newGame();
    }

    /**
     * Forgets what the searcher learned in earlier games. A table no search has used since it was made
     * or cleared is not cleared again: a rule or memory change right before the first move (managers
     * send INFO behind START) must not spend that move's time zeroing 64 MB.
     */
    void newGame() {
        if (used) {
            search.newGame();
            used = false;
        }
    }

    TranspositionTable table() {
        return table;
    }

    int plannedMb() {
        return plannedMb;
    }

    /** Measures the process's footprint once (the first START, before any table). */
    void measureBasis() {
        memory.measureBasis();
    }

    /**
     * Plans the search's memory for a process limit of {@code limit} bytes (0 = none) and, in the
     * modes with a table, allocates the table when the plan changed; returns true when it changed
     * (the searcher is then made again). A limit below the footprint is a note for the manager, said
     * once per limit: a limit is never a reason to answer ERROR in place of a move.
     */
    boolean plan(long limit, Consumer<String> notes) {
        int mb = options.fixedTableMb() >= 0 ? options.fixedTableMb() : memory.tableMegabytes(limit);
        if (options.fixedTableMb() < 0 && memory.belowFootprint(limit) && limit != warnedLimit) {
            warnedLimit = limit; // said once per limit, not at every START
            notes.accept("max_memory " + limit + " is below the brain's footprint of "
                    + (memory.footprintBytes() >> 20) + " MB: playing on without a hash table");
        }
        if (plannedMb > 0 && (mb == plannedMb || (mb > plannedMb && options.fixedTableMb() < 0))) {
            // Same size, or a larger plan after START: keep the table. Reallocating a big table just
            // before the first move (managers send max_memory right after START) would eat into it.
            return false;
        }
        table = null; // let the old table go before allocating the new one
        plannedMb = mb;
        table = mb > 0 && options.usesTable() ? new TranspositionTable(mb) : null;
        used = false; // a new table is clean
        return true;
    }
}
