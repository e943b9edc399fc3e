package dev.gamebots.gomoku.session;

import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.eval.ShippedModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.search.BrainSearch;
import dev.gamebots.gomoku.search.CoreSearch;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.SearchConfig;
import dev.gamebots.core.SearchControl;

/**
 * How the brain searches, chosen on the command line (a Gomocup manager starts the brain with no
 * arguments and gets the defaults).
 *
 * @param mode         which searcher
 * @param fixedTableMb table size in MB, or -1 to size it from the memory limit
 * @param maxNodes     node limit per move (for reproducible runs), or Long.MAX_VALUE
 * @param skipWarmup   do not warm the JIT up at START (tests)
 * @param searchConfig settings of the brain's own searcher
 * @param model        pattern-code tables for the brain's own searcher (by default the shipped ones, if
 *                     any), or null for the hand-set values
 */
public record SearchOptions(Mode mode, int fixedTableMb, long maxNodes, boolean skipWarmup,
                            SearchConfig searchConfig, PatternModel model) {

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
        return new SearchOptions(Mode.ALPHABETA, -1, Long.MAX_VALUE, false, SearchConfig.defaults(), ShippedModel.get());
    }

    public SearchOptions withFixedTableMb(int mb) {
        return new SearchOptions(mode, mb, maxNodes, skipWarmup, searchConfig, model);
    }

    public SearchOptions withMaxNodes(long nodes) {
        return new SearchOptions(mode, fixedTableMb, nodes, skipWarmup, searchConfig, model);
    }

    public SearchOptions withSkipWarmup(boolean skip) {
        return new SearchOptions(mode, fixedTableMb, maxNodes, skip, searchConfig, model);
    }

    public SearchOptions withMode(Mode m) {
        return new SearchOptions(m, fixedTableMb, maxNodes, skipWarmup, searchConfig, model);
    }

    public SearchOptions withSearchConfig(SearchConfig c) {
        return new SearchOptions(mode, fixedTableMb, maxNodes, skipWarmup, c, model);
    }

    public SearchOptions withModel(PatternModel m) {
        return new SearchOptions(mode, fixedTableMb, maxNodes, skipWarmup, searchConfig, m);
    }

    /** A searcher of this mode for {@code board}. */
    BrainSearch createSearch(Board board, TranspositionTable table, SearchControl control) {
        return switch (mode) {
            case ALPHABETA -> new GomokuSearcher(board, table, control, searchConfig, model);
            case CORE -> CoreSearch.alphaBeta(board, control, table);
            case MCTS -> CoreSearch.mcts(board, control, Math.max(1 << 14, tableMb(table) << 14));
        };
    }

    /** The planned table size in MB (MCTS sizes its tree by it). */
    private static int tableMb(TranspositionTable table) {
        return table == null ? 1 : (int) ((long) table.capacity() * 16 >> 20);
    }
}
