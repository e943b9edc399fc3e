package dev.gamebots.gomoku.search;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;

/**
 * What a move tried at a node of the selective search does: its threat class for each side and its
 * distance to the two sides' last stones, the facts its pruning, extension and reduction rules read.
 * One instance per ply, preallocated and overwritten for each move (nothing allocated per node).
 */
final class MoveFacts {

    /** Distance reported when a last stone is missing: farther than any rule's "near". */
    private static final int FAR = 99;

    int move;
    /** Threat class of the move for the side making it, and for the opponent (what it blocks). */
    int ownThreat;
    int oppThreat;
    /** Chebyshev distance to the side's own previous stone and to the opponent's last one. */
    int distOwn;
    int distOpp;
    /** No pattern for either side. */
    boolean trivial;
    /** Makes a double two or more, or blocks an open three or more. */
    boolean important;
    /** Away from both last stones: likely a distraction from the fight. */
    boolean distract;
    /**
     * Renju: a point black's shapes there make forbidden or maybe forbidden (an overline, a double
     * four, two open threes): a white move there takes a point black may want back, a black move
     * there is legal only as a false double three (Rapfi's "false forbidden" moves).
     */
    boolean forbidPoint;

    void describe(Board b, int me, int opp, int move, int lastOwn, int lastOpp) {
        this.move = move;
        ownThreat = b.threat(me, move);
        oppThreat = b.threat(opp, move);
        trivial = ownThreat == Threat.NONE && oppThreat == Threat.NONE;
        important = ownThreat >= Threat.FLEX2_2X || oppThreat >= Threat.FLEX3;
        distOpp = distance(b, move, lastOpp);
        distOwn = distance(b, move, lastOwn);
        int nearOwn = b.rule().isRenju() ? SelectiveParameters.NEAR_RENJU_OWN : SelectiveParameters.NEAR;
        distract = distOwn > nearOwn && distOpp > SelectiveParameters.NEAR;
        forbidPoint = b.rule().isRenju() && (b.threat(Stones.BLACK, move) == Threat.FORBID
                || Threat.mayBeDoubleThree(b.shapeCode(Stones.BLACK, move)));
    }

    private static int distance(Board b, int p, int q) {
        if (p < 0 || q < 0) {
            return FAR;
        }
        return Math.max(Math.abs(b.x(p) - b.x(q)), Math.abs(b.y(p) - b.y(q)));
    }
}
