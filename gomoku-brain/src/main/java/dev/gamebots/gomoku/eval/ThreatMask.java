package dev.gamebots.gomoku.eval;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;

/**
 * Which threats each side has, as the 11-bit index of a {@link PatternModel}'s threat table (the
 * published tables' bit order): the non-linear part of the evaluation, since having the move with
 * a four-three on the board is worth far more than the sum of its points. From the side to move
 * ({@code self}): bit 0 the opponent has a five point; 1 self has an open-four point, 2 the
 * opponent has; 3 self has a four-plus point (a four with a two, three or open three), 4 a plain
 * four point; 5 a three-plus point (open three with a two or three, or two open threes), 6 a plain
 * open-three point; 7..10 the same four for the opponent. Counts are over the empty points' pattern
 * codes ({@link Board#codeThreatCount}).
 */
public final class ThreatMask {

    /** Bits of a mask. */
    public static final int BITS = 11;

    private ThreatMask() {
    }

    /** The mask of {@code board} seen from {@code self}. */
    public static int of(Board board, int self) {
        int opp = Stones.opponent(self);
        int mask = 0;
        mask |= has(board, opp, Threat.FIVE);
        mask |= has(board, self, Threat.FLEX4) << 1;
        mask |= has(board, opp, Threat.FLEX4) << 2;
        mask |= has(board, self, Threat.BLOCK4_PLUS, Threat.BLOCK4_FLEX3) << 3;
        mask |= has(board, self, Threat.BLOCK4) << 4;
        mask |= has(board, self, Threat.FLEX3_PLUS, Threat.FLEX3_2X) << 5;
        mask |= has(board, self, Threat.FLEX3) << 6;
        mask |= has(board, opp, Threat.BLOCK4_PLUS, Threat.BLOCK4_FLEX3) << 7;
        mask |= has(board, opp, Threat.BLOCK4) << 8;
        mask |= has(board, opp, Threat.FLEX3_PLUS, Threat.FLEX3_2X) << 9;
        mask |= has(board, opp, Threat.FLEX3) << 10;
        return mask;
    }

    private static int has(Board board, int color, int threat) {
        return board.codeThreatCount(color, threat) > 0 ? 1 : 0;
    }

    private static int has(Board board, int color, int threat, int other) {
        return board.codeThreatCount(color, threat) + board.codeThreatCount(color, other) > 0 ? 1 : 0;
    }
}
