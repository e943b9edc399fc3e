package dev.gamebots.gomoku.search;

import java.lang.reflect.RecordComponent;

/**
 * Settings of {@link GomokuSearcher} (the search options measured in docs/gomoku.md).
 *
 * @param useVct           run the VCT solver at the root
 * @param vctTimeShare     share of the soft time the root VCT may use (0..1)
 * @param maxWidth         most moves searched at an interior node (ordered by score)
 * @param quiescenceFours  most consecutive own fours examined beyond the horizon
 * @param nullMove         null-move pruning when nothing threatens
 * @param futility         skip quiet moves near the horizon when far below alpha
 * @param moveCountPruning skip late quiet moves near the horizon
 * @param lmrDivisor       late-move reduction ln(d)*ln(i)/divisor; 0 = the simple one-ply rule
 * @param horizonDefence   at the horizon, search the defences against an open three
 * @param ownWeight        percent weight of the side to move's point values in the evaluation
 * @param oppWeight        percent weight of the opponent's point values
 * @param softScale        the soft deadline (no new iteration after it) scaled from the move's
 *                         start, capped at the hard deadline; 1 = the time planner's
 * @param forcedExtension  the block of a four costs no depth (else one ply, like any move)
 * @param reduceThrees     late-move reductions also for moves that make or block an open three (not fours)
 * @param tempo            the hand-set evaluation's bonus for having the move
 * @param futilityMargin   per ply of depth left: how far below alpha the evaluation must be for quiet
 *                         moves to be skipped (futility pruning)
 * @param razorDepth       up to this depth left, a node whose evaluation is razorMargin per ply below
 *                         alpha drops into the quiescence search (0 = off)
 * @param razorMargin      per ply of depth left, the razoring margin
 * @param reverseFutilityDepth up to this depth left, a node whose evaluation is reverseFutilityMargin
 *                         per ply above beta returns its evaluation (0 = off)
 * @param reverseFutilityMargin per ply of depth left, the reverse futility margin
 * @param forcedBlockCredit with forcedExtension, how much less than a ply (in sixteenths) the block of
 *                         a four costs: 16 = nothing, over 16 = an extension
 * @param cutNodeReduction late-move reduction added at expected cut nodes, in sixteenths of a ply
 * @param notImprovingReduction late-move reduction added when the evaluation did not rise since the
 *                         side's previous move, in sixteenths of a ply
 * @param moveCountGrowth  above 0: at every depth d of a non-PV node, quiet moves after the first
 *                         3 + d^growth are pruned (half as many when not improving); 0: the fixed rule
 *                         3 + 2 d^2 up to depth 3
 * @param wholePlyReductions late-move reductions rounded down to whole plies
 * @param quiescenceNear   the quiescence tries only fours near the side's previous stone, and beyond
 *                         its first ply only fours that make another threat too
 * @param reducePlainFours late-move reductions also for a four that makes no other threat and blocks none
 * @param quiescenceTable  the quiescence (and the blocks in it) probes and stores the transposition table
 * @param reduceDefences   late-move reductions also at nodes where an open three must be answered
 * @param moveCountAll     move-count pruning counts (and prunes) threat-making moves too, not only quiet ones
 * @param pruneDistantFours below depth 4, against an open three, own fours far from both last stones are not tried
 * @param selective        the tree search is {@link SelectiveSearch} (the selective search of the strongest
 *                         brains, margins in pattern-code evaluation units) instead of {@link TreeSearch}
 * @param handEvalScale    percent: the selective search scales the hand-set evaluation by it (to the units of its margins)
 * @param rootVcfDefence   when the opponent has a VCF, the root keeps only own fours and the points of its line that
 *                         refute it (off: every move is searched; a block that makes a counter-four refutes a VCF
 *                         off its line)
 * @param blockExtension   the selective search's extension of the block of a four, in sixteenths of a ply (16 = it
 *                         costs no depth)
 * @param singularExtension the selective search extends a singular table move (and cuts or reduces by the same test)
 * @param pvReductionLess  the selective search's late-move reductions at principal-variation nodes are this much
 *                         smaller, in sixteenths of a ply
 * @param attackReductionLess the selective search reduces moves that make an open three or more this much less
 *                         (sixteenths of a ply)
 * @param attackReductionPvOnly attackReductionLess only at principal-variation nodes
 * @param stabilityTime    the selective search's soft time shrinks while the best move stays the same and grows
 *                         when it changes (off: the scaled soft time as it is)
 */
public record SearchConfig(boolean useVct, double vctTimeShare, int maxWidth, int quiescenceFours, boolean nullMove,
                           boolean futility, boolean moveCountPruning, double lmrDivisor, boolean horizonDefence,
                           int ownWeight, int oppWeight, double softScale, boolean forcedExtension,
                           boolean reduceThrees, int tempo, int futilityMargin,
                           int razorDepth, int razorMargin, int reverseFutilityDepth, int reverseFutilityMargin,
                           int forcedBlockCredit, int cutNodeReduction, int notImprovingReduction,
                           double moveCountGrowth, boolean wholePlyReductions, boolean quiescenceNear,
                           boolean reducePlainFours, boolean quiescenceTable,
                           boolean reduceDefences, boolean moveCountAll, boolean pruneDistantFours,
                           boolean selective, int handEvalScale, boolean rootVcfDefence,
                           int blockExtension, boolean singularExtension, int pvReductionLess,
                           int attackReductionLess, boolean attackReductionPvOnly, boolean stabilityTime) {

    public static SearchConfig defaults() {
        // The selective search with the symmetric hand-set evaluation scaled to its margins, no root VCT,
        // new iterations until 1.7x the planner's soft time (80 games of self-play at 1 s: 55-25 against
        // the full-width search with the asymmetric evaluation, docs/strength.md). The full-width
        // settings (maxWidth .. pruneDistantFours) apply with selective=false.
        return new SearchConfig(false, 0.15, 12, 4, false, false, true, 2.0, true, 100, 100, 1.7, true, false, 500, 400, 0, 300,
                0, 200, 16, 0, 0, 0, true, false, false, false, false, false, false, true, 60, true, 21, true, 8, 0, false, true);
    }

    /**
     * This config with settings from "key=value,key=value" (names of the record components; a bare
     * key means true). An unknown key or a malformed number is an IllegalArgumentException.
     */
    public SearchConfig with(String spec) {
        if (spec == null || spec.isBlank()) {
            return this;
        }
        RecordComponent[] components = SearchConfig.class.getRecordComponents();
        Object[] values = new Object[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                values[i] = components[i].getAccessor().invoke(this);
            }
            for (String kv : spec.split(",")) {
                String[] f = kv.split("=", 2);
                String k = f[0].strip();
                String v = f.length > 1 ? f[1].strip() : "true";
                int i = indexOf(components, k);
                Class<?> type = components[i].getType();
                values[i] = type == boolean.class ? (Object) Boolean.parseBoolean(v)
                        : type == int.class ? (Object) Integer.parseInt(v) : (Object) Double.parseDouble(v);
            }
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
            }
            return SearchConfig.class.getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("SearchConfig cannot be copied", e);
        }
    }

    private static int indexOf(RecordComponent[] components, String name) {
        for (int i = 0; i < components.length; i++) {
            if (components[i].getName().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("unknown search setting '" + name + "'");
    }
}
