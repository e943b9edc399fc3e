package dev.gamebots.gomoku.search;

/**
 * Every tuned number of {@link SelectiveSearch}, named, in one place (as Rapfi keeps its own in
 * {@code search/ab/parameter.h}). Depths are in sixteenths of a ply ({@link #ONE_PLY}); margins in
 * the pattern-code evaluation's units (win probability = sigmoid(eval / scale); the hand-set values
 * are scaled into them by {@link SearchConfig#handEvalScale}).
 *
 * <p>Where a comment names no measurement, the value came with the design of the strongest classical
 * brains (Rapfi's alpha-beta read for it, commits a804cfd and 0ba671e) and was not tuned on this
 * brain: the search as a whole was measured (55 - 25 against the full-width search it replaced,
 * docs/strength.md), not each number; the settings that scale them ({@link SearchConfig}'s
 * percentages) were tuned together by SPSA (run S3, SPRT G28). Changing any value here changes the bench signature.
 */
final class SelectiveParameters {

    static final int ONE_PLY = MainSearch.ONE_PLY;

    // ---------------------------------------------------------------- iterative deepening

    /** Aspiration windows from this iteration on: shallower scores swing too much to aim at. */
    static final int ASPIRATION_DEPTH = 5;
    /** The first aspiration half-window around the previous iteration's score: {@link SearchConfig#aspirationDelta}. */
    /** Past this half-window the search gives up aiming and opens the full window. */
    static final int ASPIRATION_FULL_WINDOW = 4000;

    /** The half-window after a fail: about 3/4 more, faster for large scores, whose swings are larger. */
    static int widenedDelta(int delta, int score) {
        return delta * (3 + Math.abs(score) / 1024) / 4 + 6;
    }

    // ---------------------------------------------------------------- pruning before the moves

    // Razoring's depth limit is SearchConfig#razorDepth.

    /** How far below alpha the evaluation must be for razoring: 19 plus 14 per ply left, times {@code scale}%. */
    static int razorMargin(int depth, int scale) {
        return (14 * depth / ONE_PLY + 19) * scale / 100;
    }

    /**
     * How far above beta the evaluation must be to stand (futility at every depth): 63 per ply left,
     * 12 less at a cut node the table knows nothing of, one ply less when the evaluation is rising;
     * times {@code scale}%.
     */
    static int futilityMargin(int depth, boolean noTableCutNode, boolean improving, int scale) {
        return Math.max((63 - (noTableCutNode ? 12 : 0)) * (depth - (improving ? ONE_PLY : 0)) / ONE_PLY, 0)
                * scale / 100;
    }

    /**
     * A cut node whose evaluation is this far above beta is expected to fail high: its quiet moves are
     * searched a ply shallower and its fours after a four a ply deeper. Wider when the opponent has an
     * open three (the evaluation then overstates the side to move). Times {@code scale}%.
     */
    static int failHighMargin(int depth, boolean threatened, int scale) {
        return (-9 + 15 * depth / ONE_PLY + (threatened ? 87 : 0)) * scale / 100;
    }

    // A PV node's reductions without a table move or with a shallow one: SearchConfig#pvNoTableMoveReduction
    // and #pvTableDepthGapPercent.
    /** A PV node whose table move is shallower loses at most this much depth (sixteenths). */
    static final int PV_TABLE_DEPTH_REDUCTION_MAX = 58;

    // ---------------------------------------------------------------- singular extension

    // Singular tests from SearchConfig#singularDepth; the test's depth and the reduction of a table
    // move that is not singular: #singularDepthPercent, #notSingularReduction.
    /** The table entry must be at most two plies shallower than the node for its score to be tested. */
    static final int SINGULAR_TABLE_DEPTH_GAP = 2 * ONE_PLY;
    /** The test's bound: the table score minus 0.91 per ply left (times {@code scale}%). */
    static int singularBeta(int ttScore, int depth, int scale) {
        return ttScore - 91 * scale / 100 * depth / (100 * ONE_PLY);
    }

    // ---------------------------------------------------------------- move ordering and history

    /** History scores are bounded to +-HISTORY_MAX (gravity towards 0 keeps them there). */
    static final int HISTORY_MAX = 16384;
    // History's share of the ordering score: SearchConfig#attackHistoryDivisor, #quietHistoryDivisor.
    // The ordering bonus of the counter move: SearchConfig#counterMoveBonus.

    /** The history bonus of a cut move: grows with the square of the depth, capped. */
    static int historyBonus(int plies) {
        return Math.min(16 * plies * plies + 32, 2000);
    }

    /**
     * A PV node's depth drops by {@link SearchConfig#alphaImprovementReduction} after a move raises
     * alpha only between these depths (sixteenths) and below this score: shallow nodes have little
     * to save, deep ones too much to risk, and near a win every ply counts.
     */
    static final int ALPHA_IMPROVEMENT_MIN_DEPTH = 2 * ONE_PLY;
    static final int ALPHA_IMPROVEMENT_MAX_DEPTH = 12 * ONE_PLY;
    static final int ALPHA_IMPROVEMENT_MAX_SCORE = 2000;

    // ---------------------------------------------------------------- pruning of moves

    // Moves with no pattern and distant non-blocks are pruned below SearchConfig#pruneDepth.
    /** Chebyshev distance beyond which a move is away from a side's last stone (one more for renju's own stones). */
    static final int NEAR = 4;
    static final int NEAR_RENJU_OWN = 5;

    /** Per whole ply of depth: moves searched before the rest are pruned, 3 + d^1.32 (when the evaluation rises). */
    private static final int[] MOVE_COUNT = new int[64];

    static {
        for (int d = 0; d < MOVE_COUNT.length; d++) {
            MOVE_COUNT[d] = 3 + (int) Math.pow(d, 1.32);
        }
    }

    /** Moves searched at a node before the rest are pruned: half as many when the evaluation is not rising. */
    static int moveCountLimit(int plies, boolean improving) {
        int limit = MOVE_COUNT[Math.min(Math.max(plies, 0), MOVE_COUNT.length - 1)];
        return improving ? limit : limit / 2;
    }

    // ---------------------------------------------------------------- extensions

    // The table move's extension (more at PV nodes, where the line matters most) and that of a table
    // move that is a four near the side's own last stone (an attack continuing) are settings:
    // SearchConfig#tableMoveExtensionPv, #tableMoveExtension, #tableFourNearExtension, #tableFourExtension.

    /** "Near" for the four's extension: within 4 points, within 6 for the smaller one. */
    static final int TABLE_FOUR_FAR = 6;

    // ---------------------------------------------------------------- late-move reductions

    /** ln(0..63): the base reduction is ln(depth) x ln(move number) plies. */
    private static final double[] LN = new double[64];

    static {
        for (int i = 1; i < LN.length; i++) {
            LN[i] = Math.log(i);
        }
    }

    /** The base late-move reduction in sixteenths: ln(plies) x ln(moveCount) plies. */
    static int baseReduction(int plies, int moveCount) {
        return (int) (ONE_PLY * LN[Math.min(plies, 63)] * LN[Math.min(moveCount, 63)]);
    }

    // The extra reduction at an expected cut node is SearchConfig#cutNodeReduction; the reductions of a
    // distant non-block against an open three, of a continued attack and by history are settings too
    // (#farFromOpponentReduction, #farFromOwnReduction, #continuedAttackReductionLess, #historyReduction).

    // The extra reduction per move kind (most for a move with no pattern far from both last stones):
    // SearchConfig#trivialDistractReduction, #trivialReduction, #plainMoveReduction.

    /**
     * Plies a reduced move that failed high is re-searched deeper (or shallower, -1): one more when it
     * beat alpha by 34 + 11 per ply of reduction, one more again by 330 + 26 per ply; one less when it
     * is barely above the best so far. The two margins times {@code scale}%.
     */
    static int researchPlies(int value, int alpha, int best, int reducedDepth, int newDepth, int scale) {
        int gap = (newDepth - reducedDepth) / ONE_PLY;
        return (value > alpha + (34 + 11 * gap) * scale / 100 ? 1 : 0)
                + (value > alpha + (330 + 26 * gap) * scale / 100 ? 1 : 0)
                - (value < best + newDepth / ONE_PLY ? 1 : 0);
    }

    // ---------------------------------------------------------------- the VCF search beyond the horizon

    /** Depth (sixteenths) down to which the VCF search tries any four; deeper only combination fours. */
    static final int VCF_FULL_DEPTH = -ONE_PLY;

    /** Delta pruning: a non-PV VCF node this far below alpha cannot be saved by its fours (times {@code scale}%). */
    static int vcfDeltaMargin(int depth, int scale) {
        return Math.max(2086 + 60 * depth / ONE_PLY, 768) * scale / 100;
    }

    private SelectiveParameters() {
    }
}
