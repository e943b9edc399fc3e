package dev.gamebots.gomoku.search;

import static dev.gamebots.gomoku.search.SelectiveParameters.*;

import dev.gamebots.gomoku.rules.Threat;

/**
 * The selective search's rules for one move at a node, read from its {@link MoveFacts}: whether it
 * is pruned, how much it is extended, how much a late move is reduced. The numbers are
 * {@link SelectiveParameters}; the switches {@link SearchConfig}; the reductions read the
 * {@link MoveHistory}. {@code ownPrevious}: the threat class of this side's previous move on the
 * line ({@link Threat#NONE} when there is none), which tells an attack under way.
 */
final class MoveRules {

    private final SearchConfig config;
    private final MoveHistory history;

    MoveRules(SearchConfig config, MoveHistory history) {
        this.config = config;
        this.history = history;
    }

    /**
     * After the first move a move is pruned past the move count (this), or for what it is
     * ({@link #prunedByFacts}). Past the count the {@code moveCount}-th move and every later one of
     * the node are pruned (nothing in the test changes from move to move), so the search stops the
     * node's loop here instead of ordering and describing moves it would prune.
     */
    boolean pastMoveCount(int plies, int moveCount, boolean improving) {
        return moveCount >= moveCountLimit(plies, improving) * config.moveCountScale() / 100;
    }

    /**
     * Pruned for what the move is: no pattern for either side near the horizon, or against an open
     * three a move that blocks no four far from both last stones.
     */
    boolean prunedByFacts(MoveFacts m, int depth, boolean threatened) {
        int pruneDepth = config.pruneDepth();
        return m.trivial && depth < pruneDepth
                || threatened && depth < pruneDepth && m.oppThreat < Threat.BLOCK4 && m.distract;
    }

    /**
     * The table move's extension: the singular test's if it gave one, else a little; more for a four
     * near the side's own last stone.
     */
    int tableMoveExtension(MoveFacts m, int singularExtension, boolean pvNode) {
        int extension = singularExtension != 0 ? singularExtension
                : pvNode ? config.tableMoveExtensionPv() : config.tableMoveExtension();
        if (m.ownThreat >= Threat.BLOCK4 && m.distOwn <= TABLE_FOUR_FAR) {
            extension += m.distOwn <= NEAR ? config.tableFourNearExtension() : config.tableFourExtension();
        }
        return extension;
    }

    /** At a node expected to fail high: a four after a four a ply deeper (an attack), a non-four a ply shallower. */
    static int failHighExtension(MoveFacts m, int ownPrevious) {
        if (m.ownThreat < Threat.BLOCK4) {
            return -ONE_PLY;
        }
        return ownPrevious >= Threat.BLOCK4 ? ONE_PLY : 0;
    }

    /**
     * The late-move reduction of a move, in sixteenths of a ply (negative = an extension); {@code ttPv}:
     * the node is or was on a principal variation (read only off the PV, where it means "was").
     */
    int reduction(MoveFacts m, int me, int ply, int plies, int moveCount, int ownPrevious, boolean cutNode,
                  boolean pvNode, boolean ttPv, boolean improving, boolean threatened) {
        int r = baseReduction(plies, moveCount) * config.reductionScale() / 100;
        if (pvNode) {
            // Principal-variation nodes are reduced less (Rapfi takes off about a ply for the full
            // window and one for nodes on the principal variation now or before; here half a ply by
            // default, the forced-wins suite did not say more is better).
            r = Math.max(r - config.pvReductionLess(), 0);
        } else {
            if (!improving && r > ONE_PLY) {
                r += ONE_PLY;
            }
            if (ttPv) {
                r -= config.ttPvReductionLess();
            }
        }
        r += m.trivial ? (m.distract ? config.trivialDistractReduction() : config.trivialReduction())
                : m.important ? 0 : config.plainMoveReduction();
        if (cutNode && !(!threatened && history.isKiller(ply, m.move) && m.ownThreat < Threat.FLEX3)) {
            r += config.cutNodeReduction();
        }
        if (threatened && m.oppThreat < Threat.BLOCK4) {
            r += (m.distOpp > NEAR ? config.farFromOpponentReduction() : 0)
                    + (m.distOwn > NEAR ? config.farFromOwnReduction() : 0);
        }
        if (!threatened && ownPrevious >= Threat.FLEX3
                && (m.ownThreat >= Threat.FLEX3 || m.distOwn <= NEAR && m.ownThreat >= Threat.FLEX2_2X)) {
            r -= config.continuedAttackReductionLess();
        }
        if (m.ownThreat >= Threat.FLEX3) {
            r -= config.threatReductionLess();
        }
        if (m.forbidPoint) {
            r -= config.forbidPointReductionLess();
        }
        r -= history.score(me, m.move, m.ownThreat) * config.historyReduction() / HISTORY_MAX;
        return r;
    }
}
