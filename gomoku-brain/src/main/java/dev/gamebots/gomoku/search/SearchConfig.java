package dev.gamebots.gomoku.search;

import dev.gamebots.gomoku.rules.Rule;
import java.lang.reflect.RecordComponent;

/**
 * The switchable settings of {@link GomokuSearcher} ({@code --search-config key=value,...}, names as
 * the components). Each default is a named constant below with the measurement that chose it; the
 * tuned numbers that are not switches are {@link SelectiveParameters}.
 *
 * <p>Settings that no default uses are kept only where a measurement says what they do
 * (docs/strength.md, the forced-wins suite and self-play duels): {@code useVct} proves one more of
 * the 62 forced wins (26 against 25, Rapfi's tables) for a share of the move's time; it stays
 * switchable so the suite can be re-run against it. The attack reductions (a move making an open
 * three reduced less: 30 of 62 forced wins against 27, but 19 - 21 in self-play) and the
 * stability time rule (beaten by the turn rule's SPRT) were removed at their neutral values. The full-width
 * {@code TreeSearch} and its 26 settings (maxWidth .. pruneDistantFours, {@code selective}) were
 * deleted: it lost 25 - 55 to this search (80 games at 1 s) and no option selected it by default.
 *
 * @param useVct              run the VCT solver at the root
 * @param vctTimeShare        share of the soft time the root VCT may use (0..1)
 * @param rootVcfDefence      when the opponent has a VCF, the root keeps only own fours and the points
 *                            of its line that refute it (off: every move is searched; a block that
 *                            makes a counter-four refutes a VCF off its line)
 * @param ownWeight           percent weight of the side to move's point values in the hand-set evaluation
 * @param oppWeight           percent weight of the opponent's point values
 * @param tempo               the hand-set evaluation's bonus for having the move
 * @param handEvalScale       percent: the hand-set evaluation scaled by it to the units of the search's
 *                            margins (those of the pattern-code evaluation)
 * @param patternEvalScale    percent: the pattern-code evaluation scaled by it before the search uses it;
 *                            how large an evaluation is against the margins (which came with the search's
 *                            design, not from these tables) decides how much the search prunes
 * @param softScale           the soft deadline (no new iteration after it) scaled from the search's
 *                            start, capped at the hard deadline; 1 = the planner's ({@link
 *                            dev.gamebots.gomoku.search.time.TimeControl})
 * @param fullTurn            under a turn limit alone (no match clock to bank for), new iterations until the
 *                            hard deadline whatever the move's signals say, as Rapfi uses its turn (time not
 *                            spent is lost there); under a match clock nothing changes
 * @param blockExtension      the extension of the block of a four, in sixteenths of a ply (16 = it
 *                            costs no depth)
 * @param singularExtension   extend a singular table move (and cut or reduce by the same test)
 * @param pvReductionLess     late-move reductions at principal-variation nodes are this much smaller,
 *                            in sixteenths of a ply
 * @param reductionScale      percent: the base late-move reduction (ln depth x ln move number) scaled
 *                            by it; with {@code patternEvalScale} the other half of how selective the
 *                            search is
 * @param moveCountScale      percent: the number of moves searched at a node before the rest are
 *                            pruned (move-count pruning) scaled by it
 * @param futilityScale       percent: futility's margin ({@link SelectiveParameters#futilityMargin}) scaled by it
 * @param razorScale          percent: razoring's margin scaled by it
 * @param failHighScale       percent: the expected-fail-high margin scaled by it
 * @param singularScale       percent: how far under the table score the singular test's bound lies, scaled by it
 * @param aspirationDelta     the first aspiration half-window around the previous iteration's score
 * @param cutNodeReduction    the extra late-move reduction at an expected cut node, in sixteenths of a ply
 * @param researchScale       percent: the margins by which a reduced move that failed high is re-searched
 *                            deeper, scaled by it
 * @param vcfDeltaScale       percent: the VCF search's delta-pruning margin scaled by it
 * @param threatReductionLess the late-move reduction taken off a move that makes an open three or
 *                            more, in sixteenths of a ply (an attack's threes hidden by reductions)
 * @param alphaImprovementReduction the depth, in sixteenths of a ply, that a principal-variation node's
 *                            later moves lose each time a move raises alpha (between 2 and 12 plies,
 *                            scores not near a win): once a good move is known the rest need less proof
 * @param threatPruning       razoring and futility also at a node whose opponent has an open three (off: such
 *                            a node is always searched; the evaluation misses whether its defences hold)
 * @param unprunedCombinations with {@code threatPruning} off, no razoring or futility either at a node whose
 *                            opponent has a four-three or a double-three point (a threat the evaluation
 *                            weighs like any shape, one move from a won line)
 * @param ttPvReductionLess   late-move reductions at a node off the principal variation that the table says
 *                            is or was on one are this much smaller, in sixteenths of a ply (Rapfi's and
 *                            Stockfish's "ttPv": such a node is likely to matter again)
 * @param razorDepth          razoring below this depth (sixteenths)
 * @param pruneDepth          moves with no pattern for either side, and distant non-blocks against an open
 *                            three, pruned below this depth (sixteenths)
 * @param singularDepth       singular tests from this depth (sixteenths)
 * @param singularDepthPercent the singular test searches the other moves at this percentage of the depth
 * @param notSingularReduction a table move that held beta without being singular is searched this much
 *                            shallower (sixteenths)
 * @param pvNoTableMoveReduction a PV node without a table move is searched this much shallower (sixteenths)
 * @param pvTableDepthGapPercent a PV node whose table move is shallower loses this percentage of the gap
 * @param farFromOpponentReduction against an open three, a move that blocks no four and lies far from the
 *                            opponent's last stone is reduced this much more (sixteenths)
 * @param farFromOwnReduction the same for a move far from the side's own last stone
 * @param continuedAttackReductionLess an attack continuing the side's previous open three is reduced this
 *                            much less (sixteenths)
 * @param historyReduction    the reduction taken off (or added to) a move at the full history score, in
 *                            sixteenths (in proportion below it)
 * @param counterMoveBonus    the ordering bonus of the move that last refuted the opponent's previous move
 * @param tableMoveExtensionPv the table move's extension at a PV node without a singular test's (sixteenths)
 * @param tableMoveExtension  the same off the PV
 * @param tableFourNearExtension a table move that is a four within 4 of the side's last stone is extended this
 *                            much more (sixteenths)
 * @param tableFourExtension  the same for one within 6
 * @param attackHistoryDivisor an attack move's (open three or more) history divided by this is its ordering bonus
 *                            (at least 1)
 * @param quietHistoryDivisor the same for a quiet move (at least 1)
 * @param trivialDistractReduction the extra late-move reduction of a move with no pattern for either side far
 *                            from both last stones (sixteenths)
 * @param trivialReduction    the same near one of them
 * @param plainMoveReduction  the same for a move with a pattern that neither makes a double two nor blocks an
 *                            open three (an important move gets none)
 * @param forbidPointReductionLess renju: a move on a point black's shapes make forbidden or maybe forbidden
 *                            (overline, double four, two open threes) is reduced this much less, in sixteenths
 *                            (Rapfi's false-forbidden reduction, 1.05 plies there)
 */
public record SearchConfig(boolean useVct, double vctTimeShare, boolean rootVcfDefence,
                           int ownWeight, int oppWeight, int tempo, int handEvalScale, int patternEvalScale,
                           double softScale, boolean fullTurn,
                           int blockExtension, boolean singularExtension, int pvReductionLess,
                           int reductionScale, int moveCountScale,
                           int futilityScale, int razorScale, int failHighScale, int singularScale,
                           int aspirationDelta, int cutNodeReduction, int researchScale, int vcfDeltaScale,
                           int threatReductionLess, int alphaImprovementReduction,
                           boolean threatPruning, boolean unprunedCombinations, int ttPvReductionLess,
                           int razorDepth, int pruneDepth, int singularDepth, int singularDepthPercent,
                           int notSingularReduction, int pvNoTableMoveReduction, int pvTableDepthGapPercent,
                           int farFromOpponentReduction, int farFromOwnReduction, int continuedAttackReductionLess,
                           int historyReduction, int counterMoveBonus,
                           int tableMoveExtensionPv, int tableMoveExtension, int tableFourNearExtension,
                           int tableFourExtension, int attackHistoryDivisor, int quietHistoryDivisor,
                           int trivialDistractReduction, int trivialReduction, int plainMoveReduction,
                           int forbidPointReductionLess) {

    /** The one check a value needs beyond its type: the history divisors divide. */
    public SearchConfig {
        if (attackHistoryDivisor < 1 || quietHistoryDivisor < 1) {
            throw new IllegalArgumentException("search settings attackHistoryDivisor and quietHistoryDivisor must be "
                    + "at least 1, not " + attackHistoryDivisor + " and " + quietHistoryDivisor);
        }
    }

    /** Off since 8d4f98c: the selective search finds those wins itself (25 of 62 without, 26 with, Rapfi's tables). */
    static final boolean USE_VCT = false;
    /** 15% of the soft time after the VCF phases (30%) when the VCT is on. */
    static final double VCT_TIME_SHARE = 0.15;
    /**
     * On: it saves searching every move when a VCF looms (without it 16 - 24 in self-play). Since it
     * also keeps the stones that turn a block of the VCF into a four of our own (counter-fours), it
     * proves 37 of 62 forced wins, 36 without it (before: 27 with, 29 without).
     */
    static final boolean ROOT_VCF_DEFENCE = true;
    /**
     * Symmetric weights: futility and razoring compare evaluations of both sides to move, and the
     * earlier 30% opponent weight gave the side to move +3,672 on average; 100/100 played even with
     * it (9 - 11) and became the default with the selective search (docs/strength.md).
     */
    static final int OWN_WEIGHT = 100;
    static final int OPP_WEIGHT = 100;
    /** With symmetric weights the mean evaluation of the side to move was -362 at tempo 40, hence 500. */
    static final int TEMPO = 500;
    /** The hand-set values times 60% land on the pattern-code scale the margins were set for (0ba671e). */
    static final int HAND_EVAL_SCALE = 60;
    /**
     * The trained tables at 27%, the SPSA run S4's value, accepted with its other eleven numbers
     * below by SPRT G30 (+15.5 Elo against S3's set). Before: 37% (S3, G28), 50% (G10, +16.6 Elo
     * against 75% over 2,567 games at fixed nodes), 75% (G9, +21.7 against 100%); a flatter evaluation
     * prunes less with the same margins.
     */
    static final int PATTERN_EVAL_SCALE = 27;
    /** New iterations until 1.7x the planner's soft time: part of the 55 - 25 default against the full-width search. */
    static final double SOFT_SCALE = 1.7;
    /**
     * Off until a time-based SPRT says otherwise: G16 (softScale=3, the same under a turn limit alone)
     * was +4.4 Elo [-31.4, +40.4] after 314 games at 500 ms a turn, where it adds a third to a move's
     * time; at 5 s it adds two thirds (2.8 s a move on average against Rapfi's 4.7 s).
     */
    static final boolean FULL_TURN = false;
    /**
     * 6 sixteenths: the block of a four costs 0.6 ply (S4; S3 had 13, the design's 21 gained 0.3 ply,
     * and 16 and 12 had proved no more forced wins, 3 of 17 each).
     */
    static final int BLOCK_EXTENSION = 6;
    /** On: off proved 4 of 17 forced wins against 3, within the noise, and the design has it. */
    static final boolean SINGULAR_EXTENSION = true;
    /** Half a ply (9, S4; 8 before): 24 proved 28 of 62 forced wins, 32 proved 22. */
    static final int PV_REDUCTION_LESS = 9;
    /**
     * Tuned together by the SPSA runs S3 (649 iterations of two games at 20,000 nodes, freestyle,
     * docs/history/spsa-runs/gomoku-margins-4103/; SPRT G28, +78 Elo against the design's) and S4
     * from S3's values (634 iterations, gomoku-margins-4104/; SPRT G30, +15.5 Elo against S3's),
     * their values rounded (docs/sprt-log.md). Against the design's: reductions at 93% of Rapfi's,
     * a third more moves before move-count pruning, narrower futility and razoring, a wider
     * expected-fail-high margin, re-search and aspiration windows, less cut-node reduction and a
     * narrower VCF delta. The singular margin stays at the design's 100% (not tuned).
     */
    static final int REDUCTION_SCALE = 93;
    static final int MOVE_COUNT_SCALE = 132;
    static final int FUTILITY_SCALE = 84;
    static final int RAZOR_SCALE = 85;
    static final int FAIL_HIGH_SCALE = 115;
    static final int SINGULAR_SCALE = 100;
    static final int ASPIRATION_DELTA = 26;
    static final int CUT_NODE_REDUCTION = 17;
    static final int RESEARCH_SCALE = 138;
    static final int VCF_DELTA_SCALE = 73;
    /** A sixteenth (S6, G31; the design's 0): the forced line of renju game 8 needed 32 (SPRT G22, undecided). */
    static final int THREAT_REDUCTION_LESS = 1;
    /** None: the design's; Rapfi takes a ply (its measure: about 26 Elo), a setting to test by SPRT. */
    static final int ALPHA_IMPROVEMENT_REDUCTION = 0;
    /**
     * On, as the design read first; off proved 51 of 62 forced wins against 37 on the defaults before
     * S3's values (the attacker's open three no longer dismissed by the defender's evaluation), but
     * only -1.7 Elo in self-play (G27, paused; to be played again on S3's defaults). Rapfi's own
     * treatment of such nodes (no futility, and below razoring's depth the VCF search at once) lost
     * by SPRT (G26).
     */
    static final boolean THREAT_PRUNING = true;
    /** Off, with threatPruning on; a scratch build on the defaults before S3 proved 54 of 62 forced wins with both off. */
    static final boolean UNPRUNED_COMBINATIONS = false;
    /** A quarter of a ply (S6, G31); Rapfi takes about a ply (its measure: about 10 Elo). */
    static final int TT_PV_REDUCTION_LESS = 4;

    /*
     * The design's numbers (Rapfi's, read for it: commits a804cfd and 0ba671e), settings since the SPSA
     * runs S1-S4 found the twelve above them tuned out, each the constant it was in SelectiveParameters;
     * tuned by the SPSA run S6 (637 iterations, docs/history/spsa-runs/gomoku-design-4106/) with
     * ttPvReductionLess and threatReductionLess, their values rounded, accepted as one set by SPRT G31
     * (docs/sprt-log.md). Against the design's: razoring below 2.4 plies (2.6), pruning by the move's
     * facts below 5 plies (4.3), singular tests from 5.3 plies (6.6) at 41% of the depth (46), a PV
     * node's table-depth gap taken off at 18% (28), continued attacks reduced 0.7 ply less (0.5), the
     * counter move's bonus 46 (21), a ttPv node's moves and open threes reduced a little less.
     */
    /** Razoring below 2.6 plies: there a node far below alpha only has its fours (the VCF search) left. */
    static final int RAZOR_DEPTH = 39;
    /** 4.3 plies. */
    static final int PRUNE_DEPTH = 80;
    /** Singular tests from 6.6 plies: below, the test search costs more than the extension gains. */
    static final int SINGULAR_DEPTH = 84;
    /** The test searches the other moves at 46% of the node's depth. */
    static final int SINGULAR_DEPTH_PERCENT = 41;
    /** A ply and a half. */
    static final int NOT_SINGULAR_REDUCTION = 24;
    /** A third of a ply: such a PV node was never the best line. */
    static final int PV_NO_TABLE_MOVE_REDUCTION = 5;
    static final int PV_TABLE_DEPTH_GAP_PERCENT = 18;
    /** Two plies and a half from the opponent's last stone, a ply from the own. */
    static final int FAR_FROM_OPPONENT_REDUCTION = 32;
    static final int FAR_FROM_OWN_REDUCTION = 13;
    /** Half a ply. */
    static final int CONTINUED_ATTACK_REDUCTION_LESS = 11;
    /** Half a ply at the full history score. */
    static final int HISTORY_REDUCTION = 8;
    static final int COUNTER_MOVE_BONUS = 46;
    /** A quarter of a ply at PV nodes, a sixteenth elsewhere; a four near the last own stone a quarter more, within 6 a sixteenth. */
    static final int TABLE_MOVE_EXTENSION_PV = 4;
    static final int TABLE_MOVE_EXTENSION = 1;
    static final int TABLE_FOUR_NEAR_EXTENSION = 4;
    static final int TABLE_FOUR_EXTENSION = 1;
    /** History scores (up to 16,384) as ordering bonuses: attacks count twice as much as quiet moves. */
    static final int ATTACK_HISTORY_DIVISOR = 128;
    static final int QUIET_HISTORY_DIVISOR = 256;
    /** Rapfi's complexity reductions at a typical complexity, in sixteenths. */
    static final int TRIVIAL_DISTRACT_REDUCTION = 3;
    static final int TRIVIAL_REDUCTION = 1;
    static final int PLAIN_MOVE_REDUCTION = 1;
    /** None: the design's; Rapfi takes 1.05 plies off (its measure: about 6 Elo in renju), a setting to test by SPRT. */
    static final int FORBID_POINT_REDUCTION_LESS = 0;

    /*
     * Each family of rules may have its own values of the numbers above, changes in the form of
     * --search-config applied to them; a family without a tuned set uses freestyle's.
     */
    /**
     * None: renju's SPSA run S5 (from S3's values) moved far from freestyle's, and its values lost to
     * freestyle's S4 and S6 values under renju (SPRT G33, -14.3 Elo); a rule's set ships only once an
     * SPRT under that rule accepts it.
     */
    static final String RENJU_CHANGES = "";
    /** None: under standard the design's values lost to freestyle's tuned ones too (SPRT G35, -43.7 Elo). */
    static final String STANDARD_CHANGES = "";
    static final String CARO_CHANGES = "";

    /** The brain's settings under {@code kind}: {@link #defaults()} with the family's changes above. */
    public static SearchConfig defaults(Rule.Kind kind) {
        String changes = switch (kind) {
            case FREESTYLE -> "";
            case STANDARD -> STANDARD_CHANGES;
            case RENJU -> RENJU_CHANGES;
            case CARO -> CARO_CHANGES;
        };
        return defaults().with(changes);
    }

    /** Freestyle's settings (and those of every family without its own): each component its named default above. */
    public static SearchConfig defaults() {
        return new SearchConfig(USE_VCT, VCT_TIME_SHARE, ROOT_VCF_DEFENCE,
                OWN_WEIGHT, OPP_WEIGHT, TEMPO, HAND_EVAL_SCALE, PATTERN_EVAL_SCALE,
                SOFT_SCALE, FULL_TURN,
                BLOCK_EXTENSION, SINGULAR_EXTENSION, PV_REDUCTION_LESS,
                REDUCTION_SCALE, MOVE_COUNT_SCALE,
                FUTILITY_SCALE, RAZOR_SCALE, FAIL_HIGH_SCALE, SINGULAR_SCALE,
                ASPIRATION_DELTA, CUT_NODE_REDUCTION, RESEARCH_SCALE, VCF_DELTA_SCALE,
                THREAT_REDUCTION_LESS, ALPHA_IMPROVEMENT_REDUCTION, THREAT_PRUNING, UNPRUNED_COMBINATIONS, TT_PV_REDUCTION_LESS,
                RAZOR_DEPTH, PRUNE_DEPTH, SINGULAR_DEPTH, SINGULAR_DEPTH_PERCENT,
                NOT_SINGULAR_REDUCTION, PV_NO_TABLE_MOVE_REDUCTION, PV_TABLE_DEPTH_GAP_PERCENT,
                FAR_FROM_OPPONENT_REDUCTION, FAR_FROM_OWN_REDUCTION, CONTINUED_ATTACK_REDUCTION_LESS,
                HISTORY_REDUCTION, COUNTER_MOVE_BONUS,
                TABLE_MOVE_EXTENSION_PV, TABLE_MOVE_EXTENSION, TABLE_FOUR_NEAR_EXTENSION, TABLE_FOUR_EXTENSION,
                ATTACK_HISTORY_DIVISOR, QUIET_HISTORY_DIVISOR,
                TRIVIAL_DISTRACT_REDUCTION, TRIVIAL_REDUCTION, PLAIN_MOVE_REDUCTION,
                FORBID_POINT_REDUCTION_LESS);
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
                try {
                    values[i] = type == boolean.class ? (Object) Boolean.parseBoolean(v)
                            : type == int.class ? (Object) Integer.parseInt(v) : (Object) Double.parseDouble(v);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("search setting '" + k + "' takes "
                            + (type == int.class ? "an integer" : "a number") + ", not '" + v + "'");
                }
            }
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
            }
            return SearchConfig.class.getDeclaredConstructor(types).newInstance(values);
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof IllegalArgumentException bad) {
                throw bad;
            }
            throw new IllegalStateException("SearchConfig cannot be copied", e);
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
