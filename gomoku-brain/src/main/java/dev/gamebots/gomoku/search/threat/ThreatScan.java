package dev.gamebots.gomoku.search.threat;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.LineShape;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;

/**
 * Small queries over a board's threat sets, shared by the solvers and the main search.
 */
public final class ThreatScan {

    private ThreatScan() {
    }

    /** The lowest point of a threat set of {@code color}, or -1. */
    public static int first(Board b, int color, int group) {
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(color, group, w);
            if (bits != 0) {
                return (w << 6) | Long.numberOfTrailingZeros(bits);
            }
        }
        return -1;
    }

    /**
     * The directions (bit {@code d}) along which a stone of {@code color} on empty {@code point}
     * makes a three: one more stone of its own on such a line (within four of the point) makes the
     * point a four, so a forced block there can become a counter-four.
     */
    public static int threeLines(Board b, int color, int point) {
        int mask = 0;
        for (int d = 0; d < 4; d++) {
            int shape = b.shape(color, point, d);
            mask |= shape == LineShape.BLOCK3 || shape == LineShape.FLEX3 ? 1 << d : 0;
        }
        return mask;
    }

    /** The second lowest point of a threat set, or -1. */
    public static int second(Board b, int color, int group) {
        int words = b.setWords();
        boolean skipped = false;
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(color, group, w);
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (skipped) {
                    return p;
                }
                skipped = true;
            }
        }
        return -1;
    }

    /**
     * True when {@code color} can make an open four (or a double four) with its next move: a FLEX4
     * point that it may play (renju black's forbidden points excluded).
     */
    public static boolean hasFlex4Point(Board b, int color) {
        if (b.threatCount(color, Threat.FLEX4) == 0) {
            return false;
        }
        if (!(b.rule().isRenju() && color == Stones.BLACK)) {
            return true;
        }
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(color, Board.SET_FOUR, w);
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (b.threat(color, p) == Threat.FLEX4 && !b.isForbidden(p)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Points that may stop {@code attacker}'s threats of an open four: every empty point within five
     * steps of an attacker FLEX4 point along a direction in which that point makes a four. Each point
     * is written once into {@code out} from {@code offset} (marks: a scratch array the size of the
     * board, stamped with {@code stamp}). Returns the number written.
     */
    public static int flex4Defences(Board b, int attacker, int[] out, int offset, int max, int[] marks, int stamp) {
        int n = 0;
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(attacker, Board.SET_FOUR, w);
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (b.threat(attacker, p) != Threat.FLEX4) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    int shape = b.shape(attacker, p, d);
                    if (shape < LineShape.BLOCK4 || shape > LineShape.FLEX4) {
                        continue;
                    }
                    int s = b.step(d);
                    for (int k = -5; k <= 5; k++) {
                        int q = p + k * s;
                        if (b.at(q) == Stones.EMPTY && marks[q] != stamp && n < max) {
                            marks[q] = stamp;
                            out[offset + n++] = q;
                        }
                    }
                }
            }
        }
        return n;
    }
}
