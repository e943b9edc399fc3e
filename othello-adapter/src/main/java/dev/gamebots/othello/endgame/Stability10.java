package dev.gamebots.othello.endgame;

/**
 * A lower bound on the discs of one side of a 10x10 board (with its blocked squares) that can never be
 * flipped again, as {@link Stability} finds them on 8x8: a disc is safe along an axis when a neighbour
 * along it is off the board or blocked (no line passes through it there), when the playable stretch
 * of its line on that axis has no empty square, or when a neighbour along the axis is a stable disc
 * of the same colour; a disc safe on all four axes is stable, and the set grows to its fixpoint.
 *
 * <p>Square by square over the discs (the solver asks only where alpha is high and the opponent has
 * few discs); the lines and neighbours are worked out once per set of blocked squares.
 */
final class Stability10 {

    private static final int[] DR = {0, 1, 1, 1};
    private static final int[] DC = {1, 0, 1, -1};

    /** The playable squares of each square's line on each axis, between the edges or blocked squares. */
    private final long[] lineLo = new long[400];
    private final long[] lineHi = new long[400];
    /** Each square's neighbours on each axis, both ways (-1: the edge or a blocked square). */
    private final int[] neighbour = new int[800];
    private final long blockedLo;
    private final long blockedHi;
    /** The stable discs found by the latest {@link #count}. */
    long stableLo;
    long stableHi;

    Stability10(long blockedLo, long blockedHi) {
        this.blockedLo = blockedLo;
        this.blockedHi = blockedHi;
        for (int sq = 0; sq < 100; sq++) {
            int r = sq / 10;
            int c = sq % 10;
            for (int a = 0; a < 4; a++) {
                for (int side = 0; side < 2; side++) {
                    int sign = side == 0 ? 1 : -1;
                    int nr = r + sign * DR[a];
                    int nc = c + sign * DC[a];
                    neighbour[sq * 8 + a * 2 + side] = playable(nr, nc) ? nr * 10 + nc : -1;
                    for (int k = 0; playable(r + sign * k * DR[a], c + sign * k * DC[a]); k++) {
                        int on = (r + sign * k * DR[a]) * 10 + c + sign * k * DC[a];
                        lineLo[sq * 4 + a] |= EndgameSearch.lowBit(on);
                        lineHi[sq * 4 + a] |= EndgameSearch.highBit(on);
                    }
                }
            }
        }
    }

    /** True when this was made for these blocked squares. */
    boolean blocks(long lo, long hi) {
        return lo == blockedLo && hi == blockedHi;
    }

    private boolean playable(int r, int c) {
        if (r < 0 || r >= 10 || c < 0 || c >= 10) {
            return false;
        }
        return !isSet(blockedLo, blockedHi, r * 10 + c);
    }

    /**
     * The number of stable discs of p ({@code pLo}, {@code pHi}) with {@code e} the empty squares; the
     * discs are left in {@link #stableLo}/{@link #stableHi}.
     */
    int count(long pLo, long pHi, long eLo, long eHi) {
        long sLo = 0;
        long sHi = 0;
        boolean grew = true;
        while (grew) {
            grew = false;
            long restLo = pLo & ~sLo;
            long restHi = pHi & ~sHi;
            while ((restLo | restHi) != 0) {
                int sq = EndgameSearch.lowestSquare(restLo, restHi);
                if (sq < 64) {
                    restLo &= restLo - 1;
                } else {
                    restHi &= restHi - 1;
                }
                if (safeOnAllAxes(sq, sLo, sHi, eLo, eHi)) {
                    sLo |= EndgameSearch.lowBit(sq);
                    sHi |= EndgameSearch.highBit(sq);
                    grew = true;
                }
            }
        }
        stableLo = sLo;
        stableHi = sHi;
        return Long.bitCount(sLo) + Long.bitCount(sHi);
    }

    private boolean safeOnAllAxes(int sq, long sLo, long sHi, long eLo, long eHi) {
        for (int a = 0; a < 4; a++) {
            if (((lineLo[sq * 4 + a] & eLo) | (lineHi[sq * 4 + a] & eHi)) == 0) {
                continue; // a filled line: no move on it can flip along it
            }
            int one = neighbour[sq * 8 + a * 2];
            int other = neighbour[sq * 8 + a * 2 + 1];
            if (one < 0 || other < 0 || isSet(sLo, sHi, one) || isSet(sLo, sHi, other)) {
                continue;
            }
            return false;
        }
        return true;
    }

    private static boolean isSet(long lo, long hi, int sq) {
        return ((lo & EndgameSearch.lowBit(sq)) | (hi & EndgameSearch.highBit(sq))) != 0;
    }
}
