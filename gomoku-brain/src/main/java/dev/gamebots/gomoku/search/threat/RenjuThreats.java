package dev.gamebots.gomoku.search.threat;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.LineShape;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;

/**
 * Renju's threats that the threat classes do not show, because they hang on black's forbidden
 * points, which only the board's test ({@link Board#isForbidden}) decides:
 * <ul>
 *   <li>a white four whose only completion is forbidden for black cannot be blocked: it wins as an
 *       open four does ({@link #whiteFourPastForbiddenBlock});</li>
 *   <li>a black four-three point may itself be forbidden (4-3-3), so it threatens nothing
 *       ({@link #blackHasAllowed}), and one that is allowed wins only if its three's open-four point
 *       is allowed after white's block ({@link #blackFourThreeWins}).</li>
 * </ul>
 * Only renju's code calls these (the callers branch on the rule once, outside their loops), so
 * the other rules pay nothing for them. Each leaves the board as found.
 */
public final class RenjuThreats {

    private RenjuThreats() {
    }

    /**
     * A point where white makes a four whose single completion point is forbidden for black (so
     * black cannot block it), or -1; whoever is to move. Call only when black has no five point
     * (black's five would come first). Points of white's open fours are not looked at: those win
     * anyway ({@link ThreatScan#hasFlex4Point}).
     */
    public static int whiteFourPastForbiddenBlock(Board b) {
        // A forbidden point has two open threes (with or without a four), two fours or an overline
        // on it; white's stone can only take shapes away from black's points, so none of these
        // classes now means no forbidden block after any white four.
        if (b.threatCount(Stones.BLACK, Threat.FLEX3_2X) + b.threatCount(Stones.BLACK, Threat.BLOCK4_FLEX3)
                + b.threatCount(Stones.BLACK, Threat.FLEX4) + b.threatCount(Stones.BLACK, Threat.FORBID) == 0) {
            return -1;
        }
        boolean pass = b.sideToMove() != Stones.WHITE;
        if (pass) {
            b.passTurn();
        }
        int found = -1;
        int words = b.setWords();
        for (int w = 0; w < words && found < 0; w++) {
            long bits = b.threatSetWord(Stones.WHITE, Board.SET_FOUR, w);
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (b.threat(Stones.WHITE, p) == Threat.FLEX4 || !mayBlockOnForbidden(b, p)) {
                    continue;
                }
                b.makeMove(p);
                boolean unblockable = b.threatCount(Stones.WHITE, Threat.FIVE) == 1
                        && b.isForbidden(ThreatScan.first(b, Stones.WHITE, Board.SET_FIVE));
                b.unmakeMove();
                if (unblockable) {
                    found = p;
                    break;
                }
            }
        }
        if (pass) {
            b.passTurn();
        }
        return found;
    }

    /**
     * Whether white's four at {@code p} may leave black a forbidden block: some empty point within
     * four of {@code p} on a line where {@code p} makes a four has one of the classes a forbidden
     * point has (the block is on that line, and white's stone only takes shapes away from it). Saves
     * trying the stone for most fours.
     */
    private static boolean mayBlockOnForbidden(Board b, int p) {
        for (int d = 0; d < 4; d++) {
            if (!LineShape.isFour(b.shape(Stones.WHITE, p, d))) {
                continue;
            }
            int s = b.step(d);
            for (int k = -4; k <= 4; k++) {
                int q = p + k * s; // within the board's padding: no bounds check
                if (k != 0 && b.at(q) == Stones.EMPTY && mayBeForbidden(b.threat(Stones.BLACK, q))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The threat classes of black's forbidden points: a double three (with or without a four), a double four or an overline. */
    private static boolean mayBeForbidden(int threat) {
        return threat == Threat.FLEX3_2X || threat == Threat.BLOCK4_FLEX3 || threat == Threat.FLEX4
                || threat == Threat.FORBID;
    }

    /**
     * Black, to move, against white's four past a forbidden block: writes into {@code out} from
     * {@code offset} every candidate point black may play, not marked with {@code stamp} in
     * {@code marks}, after which white has neither such a four nor an open-four point (each tried:
     * besides the four's own points, a stone that makes the block allowed defends too); marks them.
     * Returns the number written.
     */
    public static int forbiddenBlockStops(Board b, int[] out, int offset, int max, int[] marks, int stamp) {
        int n = 0;
        for (int w = 0; w < b.setWords(); w++) {
            for (long bits = b.candidateWord(w); bits != 0 && n < max; bits &= bits - 1) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                if (marks[p] == stamp || isForbiddenForBlack(b, p)) {
                    continue;
                }
                b.makeMove(p);
                boolean stops = b.threatCount(Stones.BLACK, Threat.FIVE) == 0 && !ThreatScan.hasFlex4Point(b, Stones.WHITE)
                        && whiteFourPastForbiddenBlock(b) < 0;
                b.unmakeMove();
                if (stops) {
                    marks[p] = stamp;
                    out[offset + n++] = p;
                }
            }
        }
        return n;
    }

    /**
     * True when black, to move, wins by a four-three: a point of class {@link Threat#BLOCK4_FLEX3}
     * that is not forbidden (not a 4-3-3), after which white's forced block leaves white no five
     * point and black an open-four point it may play (its three may be fake: its open-four points
     * forbidden). Call only when white has no five point.
     */
    public static boolean blackFourThreeWins(Board b) {
        if (b.threatCount(Stones.BLACK, Threat.BLOCK4_FLEX3) == 0) {
            return false;
        }
        for (int p = nextAllowed(b, Threat.BLOCK4_FLEX3, -1); p >= 0; p = nextAllowed(b, Threat.BLOCK4_FLEX3, p)) {
            b.makeMove(p);
            int block = ThreatScan.first(b, Stones.BLACK, Board.SET_FIVE);
            b.makeMove(block);
            boolean wins = b.threatCount(Stones.WHITE, Threat.FIVE) == 0 && ThreatScan.hasFlex4Point(b, Stones.BLACK);
            b.unmakeMove();
            b.unmakeMove();
            if (wins) {
                return true;
            }
        }
        return false;
    }

    /** True when black has a point of threat class {@code threatClass} (a four class) that is not forbidden. */
    public static boolean blackHasAllowed(Board b, int threatClass) {
        return b.threatCount(Stones.BLACK, threatClass) > 0 && nextAllowed(b, threatClass, -1) >= 0;
    }

    /** True when black may not play empty {@code p}: a quick class test first (forbidden points have threes or more). */
    public static boolean isForbiddenForBlack(Board b, int p) {
        return b.threat(Stones.BLACK, p) >= Threat.FLEX3 && b.isForbidden(p);
    }

    /** The first point above {@code after} of black's four points of class {@code threatClass} that is not forbidden, or -1. */
    private static int nextAllowed(Board b, int threatClass, int after) {
        int from = after + 1;
        int words = b.setWords();
        for (int w = from >>> 6; w < words; w++) {
            long bits = b.threatSetWord(Stones.BLACK, Board.SET_FOUR, w);
            if (w == from >>> 6) {
                bits &= -1L << (from & 63);
            }
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (b.threat(Stones.BLACK, p) == threatClass && !b.isForbidden(p)) {
                    return p;
                }
            }
        }
        return -1;
    }
}
