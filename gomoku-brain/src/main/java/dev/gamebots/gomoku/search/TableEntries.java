package dev.gamebots.gomoku.search;

import dev.gamebots.core.Score;
import dev.gamebots.core.TranspositionTable;

/**
 * How the tree search reads an engine-core {@link TranspositionTable} entry (a long word, 0 = no
 * entry) at a node: its score at the node's ply, whether it decides the node, whether it is a better
 * guess than the static evaluation, and the table's depth field for a depth in sixteenths of a ply.
 */
final class TableEntries {

    /** The table's depth field counts quarter plies: this many sixteenths of a ply each. */
    static final int DEPTH_UNIT = 4;
    /** The depth field's largest value (one byte). */
    static final int MAX_DEPTH_FIELD = 255;

    private TableEntries() {
    }

    /** The entry's score as seen from {@code ply} (mate distances counted from the root again). */
    static int score(long entry, int ply) {
        return Score.fromTable(TranspositionTable.score(entry), ply);
    }

    /** True when the entry's bound puts the node's value on its side of {@code beta}: exact, or a bound past beta. */
    static boolean boundDecides(long entry, int ply, int beta) {
        int bound = TranspositionTable.bound(entry);
        return bound == TranspositionTable.BOUND_EXACT
                || bound == (score(entry, ply) >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER);
    }

    /** True when the entry decides a non-PV node searched to {@code depth}: deep enough and {@link #boundDecides}. */
    static boolean cuts(long entry, int ply, int depth, int beta) {
        return TranspositionTable.depth(entry) >= tableDepth(depth) && boundDecides(entry, ply, beta);
    }

    /** The static evaluation, replaced by the entry's score when its bound says the truth is on that side. */
    static int refinedEval(int staticEval, long entry, int ply) {
        if (entry == 0) {
            return staticEval;
        }
        int score = score(entry, ply);
        int bound = TranspositionTable.bound(entry);
        boolean usable = !Score.isDecisive(score) && (bound == TranspositionTable.BOUND_EXACT
                || bound == (score > staticEval ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER));
        return usable ? score : staticEval;
    }

    /** The table's depth field for a search depth in sixteenths: quarter plies, 1 and up (0 = the VCF search). */
    static int tableDepth(int depth) {
        return Math.min(MAX_DEPTH_FIELD, 1 + Math.max(0, depth) / DEPTH_UNIT);
    }

    /** The search depth in sixteenths that a table depth field stands for (the inverse of {@link #tableDepth}). */
    static int searchDepth(int tableDepth) {
        return Math.max(0, tableDepth - 1) * DEPTH_UNIT;
    }
}
