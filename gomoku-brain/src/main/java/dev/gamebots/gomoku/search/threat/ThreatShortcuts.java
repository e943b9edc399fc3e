package dev.gamebots.gomoku.search.threat;

import dev.gamebots.core.Score;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;

/**
 * Positions the selective search decides from the threat counts alone, at every node before any
 * move is generated: a read of a few counters is far cheaper than the search that would prove them.
 */
public final class ThreatShortcuts {

    private ThreatShortcuts() {
    }

    /**
     * The mate-distance score of a decided position at {@code ply}, or 0: a five to make (win), two
     * fives of the opponent to stop (loss), an open four to make (under renju for white also a four
     * whose block is forbidden for black), or a four-three or double three while the opponent has no
     * four to interpose (renju black: only a four-three, tried on the board).
     */
    public static int quickWin(Board b, int me, int opp, int ply) {
        if (b.threatCount(me, Threat.FIVE) > 0) {
            return Score.terminal(1, ply + 1);
        }
        int oppFives = b.threatCount(opp, Threat.FIVE);
        if (oppFives >= 2) {
            return Score.terminal(-1, ply + 2);
        }
        if (oppFives == 1) {
            return 0;
        }
        if (ThreatScan.hasFlex4Point(b, me)) {
            return Score.terminal(1, ply + 3);
        }
        if (b.rule().isRenju()) {
            // Black's double threes are forbidden or fake, its four-threes are tried on the board
            // (4-3-3 is forbidden; the three's open-four point may be). White's four whose block is
            // forbidden for black wins as an open four does.
            if (me == Stones.BLACK) {
                return fourThreeWins(b, me) ? Score.terminal(1, ply + 5) : 0;
            }
            if (RenjuThreats.whiteFourPastForbiddenBlock(b) >= 0) {
                return Score.terminal(1, ply + 3);
            }
        }
        if (b.threatCount(me, Threat.BLOCK4_FLEX3) + b.threatCount(me, Threat.FLEX3_2X) > 0) {
            int oppFours = b.threatCount(opp, Threat.BLOCK4) + b.threatCount(opp, Threat.BLOCK4_PLUS)
                    + b.threatCount(opp, Threat.BLOCK4_FLEX3) + b.threatCount(opp, Threat.FLEX4);
            if (oppFours == 0) {
                return Score.terminal(1, ply + 5);
            }
            // A four-three wins unless the block of its four makes a four for the opponent: the
            // opponent's fours elsewhere come too late (the open four answers them with a five).
            if (b.threatCount(me, Threat.BLOCK4_FLEX3) > 0 && fourThreeWins(b, me, opp)) {
                return Score.terminal(1, ply + 5);
            }
        }
        return 0;
    }

    /**
     * True when {@code me}, to move, has a four-three that wins: a four-three point whose four's
     * block makes the opponent no four (a block that makes a four answers the four-three with a
     * tempo); under renju for black one that is allowed and whose three's open-four point is still
     * allowed after the block. False when either side has a five point (that comes first).
     */
    public static boolean fourThreeWins(Board b, int me) {
        int opp = Stones.opponent(me);
        if (b.threatCount(me, Threat.BLOCK4_FLEX3) == 0 || b.threatCount(me, Threat.FIVE) + b.threatCount(opp, Threat.FIVE) > 0) {
            return false;
        }
        return b.rule().isRenju() && me == Stones.BLACK ? RenjuThreats.blackFourThreeWins(b) : fourThreeWins(b, me, opp);
    }

    /** True when one of {@code me}'s four-three points leaves the opponent a block that makes no four. */
    private static boolean fourThreeWins(Board b, int me, int opp) {
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(me, Board.SET_FOUR, w);
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (b.threat(me, p) != Threat.BLOCK4_FLEX3) {
                    continue;
                }
                b.makeMove(p);
                int block = ThreatScan.first(b, me, Board.SET_FIVE);
                boolean wins = block >= 0 && b.threatCount(me, Threat.FIVE) == 1
                        && b.threat(opp, block) < Threat.BLOCK4 && b.threat(opp, block) != Threat.FORBID;
                b.unmakeMove();
                if (wins) {
                    return true;
                }
            }
        }
        return false;
    }
}
