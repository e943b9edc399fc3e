package dev.gamebots.gomoku.search;

import static dev.gamebots.gomoku.search.SelectiveParameters.*;

import dev.gamebots.core.Score;
import dev.gamebots.core.TranspositionTable;

/**
 * The selective search's rules for a node before its moves are searched: razoring and futility
 * (a node decided by its evaluation), the depth of a principal-variation node, and whether its table
 * move deserves a singular test. The numbers are {@link SelectiveParameters}. Depths in sixteenths.
 */
final class NodeRules {

    private NodeRules() {
    }

    /** Razoring: far below alpha near the horizon, only fours can help, so the VCF search decides. */
    static boolean razors(int depth, int alpha, int eval, int razorDepth, int razorScale) {
        return !Score.isDecisive(alpha) && depth < razorDepth && eval + razorMargin(depth, razorScale) < alpha;
    }

    /**
     * Futility: an evaluation far above beta stands, unless this side's last two moves were fours
     * ({@code foursInARow}: an attack under way that the evaluation does not see through).
     */
    static boolean futile(int depth, int beta, int eval, boolean noTableCutNode, boolean improving,
                          boolean foursInARow, int futilityScale) {
        return !Score.isDecisive(eval) && !Score.isDecisive(beta)
                && eval - futilityMargin(depth - ONE_PLY, noTableCutNode, improving, futilityScale) >= beta
                && !foursInARow;
    }

    /**
     * A principal-variation node without a table move is searched a little shallower, and one whose
     * table move was found much shallower too (it was off the principal variation lately).
     */
    static int pvNodeDepth(int depth, int ttMove, long entry, int noTableMoveReduction, int depthGapPercent) {
        if (ttMove < 0) {
            return depth - noTableMoveReduction;
        }
        if (depth > ONE_PLY) {
            int ttDepth16 = TableEntries.searchDepth(TranspositionTable.depth(entry));
            return depth - Math.max(0, Math.min((depth - ttDepth16) * depthGapPercent / 100,
                    PV_TABLE_DEPTH_REDUCTION_MAX));
        }
        return depth;
    }

    /** A table move worth a singular test: deep enough, with a lower or exact bound that is not a mate score. */
    static boolean singularCandidate(long entry, int ply, int depth, int singularDepth) {
        if (entry == 0 || TranspositionTable.move(entry) < 0 || depth < singularDepth) {
            return false;
        }
        int bound = TranspositionTable.bound(entry);
        return !Score.isDecisive(TableEntries.score(entry, ply))
                && (bound == TranspositionTable.BOUND_LOWER || bound == TranspositionTable.BOUND_EXACT)
                && TranspositionTable.depth(entry) >= TableEntries.tableDepth(depth - SINGULAR_TABLE_DEPTH_GAP);
    }
}
