package dev.gamebots.gomoku.session;

import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.eval.ShippedModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.search.BrainSearch;
import dev.gamebots.gomoku.search.CoreSearch;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.time.TimeControl;
import dev.gamebots.gomoku.search.SearchSettings;
import dev.gamebots.core.SearchControl;

/**
 * How the brain searches, chosen on the command line (a Gomocup manager starts the brain with no
 * arguments and gets the defaults).
 *
 * @param mode         which searcher
 * @param fixedTableMb table size in MB, or -1 to size it from the memory limit
 * @param maxNodes     node limit per move (for reproducible runs), or Long.MAX_VALUE
 * @param skipWarmup   do not warm the JIT up at START (tests)
 * @param searchSettings settings of the brain's own searcher, under each family of rules
 * @param model        pattern-code tables for the brain's own searcher (by default the shipped ones, if
 *                     any), or null for the hand-set values
 */
public record SearchOptions(Mode mode, int fixedTableMb, long maxNodes, boolean skipWarmup,
                            SearchSettings searchSettings, PatternModel model) {

    /** The available searchers. */
    public enum Mode {
        /** The brain's own threat-aware alpha-beta with VCF/VCT (default). */
        ALPHABETA,
        /** engine-core's generic alpha-beta on the candidate view (comparison). */
        CORE,
        /** engine-core's MCTS on the candidate view (comparison). */
        MCTS
    }

    public static SearchOptions defaults() {
        return new SearchOptions(Mode.ALPHABETA, -1, Long.MAX_VALUE, false, SearchSettings.defaults(), ShippedModel.get());
    }

    public SearchOptions withFixedTableMb(int mb) {
        return new SearchOptions(mode, mb, maxNodes, skipWarmup, searchSettings, model);
    }

    public SearchOptions withMaxNodes(long nodes) {
        return new SearchOptions(mode, fixedTableMb, nodes, skipWarmup, searchSettings, model);
    }

    public SearchOptions withSkipWarmup(boolean skip) {
        return new SearchOptions(mode, fixedTableMb, maxNodes, skip, searchSettings, model);
    }

    public SearchOptions withMode(Mode m) {
        return new SearchOptions(m, fixedTableMb, maxNodes, skipWarmup, searchSettings, model);
    }

    public SearchOptions withSearchSettings(SearchSettings s) {
        return new SearchOptions(mode, fixedTableMb, maxNodes, skipWarmup, s, model);
    }

    public SearchOptions withModel(PatternModel m) {
        return new SearchOptions(mode, fixedTableMb, maxNodes, skipWarmup, searchSettings, m);
    }

    /** True when the mode searches with the session's transposition table (MCTS keeps a tree of its own). */
    boolean usesTable() {
        return mode != Mode.MCTS;
    }

    /**
     * A searcher of this mode for {@code board}: on {@code table} (null: none), or, for MCTS, with a
     * tree sized by the memory plan of {@code plannedMb} MB (the session allocates no table for it);
     * the brain's own searcher decides its iterations and root phases with the session's {@code time}.
     */
    BrainSearch createSearch(Board board, TranspositionTable table, int plannedMb, SearchControl control,
                             TimeControl time) {
        return switch (mode) {
            case ALPHABETA -> new GomokuSearcher(board, table, control, time,
                    searchSettings.forRule(board.rule()), model);
            case CORE -> CoreSearch.alphaBeta(board, control, table);
            case MCTS -> CoreSearch.mcts(board, control, mctsTreeNodes(plannedMb));
        };
    }

    /**
     * MCTS tree nodes for a memory plan of {@code mb} MB: 2^14 a MB, at least 2^14. A node takes 42
     * bytes of engine-core's arrays (five ints, a double, a float, two bytes, a long), so the tree
     * stays within the plan that would otherwise have been the table.
     */
    static int mctsTreeNodes(int mb) {
        return Math.max(1 << 14, mb << 14);
    }
}
