package dev.gamebots.othello.endgame;

import dev.gamebots.othello.rules.Bitboards10;

/**
 * A lower bound on the discs of one side of a 10x10 board (with its blocked squares) that can never be
 * flipped again, as {@link Stability} finds them on 8x8: a disc is safe along an axis when a neighbour
 * along it is off the board or blocked (no line passes through it there), when the playable stretch
 * of its line on that axis has no empty square, or when a neighbour along the axis is a stable disc
 * of the same colour; a disc safe on all four axes is stable, and the set grows to its fixpoint.
 *
 * <p>Bit-parallel on the low and high words: the filled stretches are found stretch by stretch (each
 * a mask worked out once per set of blocked squares), the growth by shifting the stable discs one
 * square along each axis. The square-by-square version of the same definition, which this replaced
 * for costing the solver more time than its cutoffs saved, is the test's reference.
 */
final class Stability10 {

    /** The axes as square steps: east, south, south-east, south-west. */
    private static final int[] STEP = {1, 10, 11, 9};
    private static final int[] DR = {0, 1, 1, 1};
    private static final int[] DC = {1, 0, 1, -1};

    private final long blockedLo;
    private final long blockedHi;
    /** Per axis, the playable squares with the edge or a blocked square next to them on that axis. */
    private final long[] barrierLo = new long[4];
    private final long[] barrierHi = new long[4];
    /** The stretches of three or more playable squares of each axis, axis by axis ({@link #stretchEnd}). */
    private final long[] stretchLo;
    private final long[] stretchHi;
    private final int[] stretchEnd = new int[4];
    /** Scratch: each axis's safe squares. */
    private final long[] safeLo = new long[4];
    private final long[] safeHi = new long[4];
    /** The stable discs found by the latest {@link #count}. */
    long stableLo;
    long stableHi;

    Stability10(long blockedLo, long blockedHi) {
        this.blockedLo = blockedLo;
        this.blockedHi = blockedHi;
        long[] lo = new long[4 * 40];
        long[] hi = new long[4 * 40];
        int n = 0;
        for (int a = 0; a < 4; a++) {
            for (int sq = 0; sq < 100; sq++) {
                if (!playable(sq / 10, sq % 10)) {
                    continue;
                }
                int r = sq / 10;
                int c = sq % 10;
                boolean before = playable(r - DR[a], c - DC[a]);
                boolean after = playable(r + DR[a], c + DC[a]);
                if (!before || !after) {
                    barrierLo[a] |= EndgameSearch.lowBit(sq);
                    barrierHi[a] |= EndgameSearch.highBit(sq);
                }
                if (before) {
                    continue; // a stretch is listed from its first square
                }
                long sLo = 0;
                long sHi = 0;
                int length = 0;
                for (int k = 0; playable(r + k * DR[a], c + k * DC[a]); k++, length++) {
                    int on = sq + k * STEP[a];
                    sLo |= EndgameSearch.lowBit(on);
                    sHi |= EndgameSearch.highBit(on);
                }
                if (length >= 3) { // shorter: every square is next to a barrier already
                    lo[n] = sLo;
                    hi[n] = sHi;
                    n++;
                }
            }
            stretchEnd[a] = n;
        }
        stretchLo = java.util.Arrays.copyOf(lo, n);
        stretchHi = java.util.Arrays.copyOf(hi, n);
    }

    private boolean playable(int r, int c) {
        return r >= 0 && r < 10 && c >= 0 && c < 10 && !isSet(blockedLo, blockedHi, r * 10 + c);
    }

    private static boolean isSet(long lo, long hi, int sq) {
        return ((lo & EndgameSearch.lowBit(sq)) | (hi & EndgameSearch.highBit(sq))) != 0;
    }

    /**
     * The number of stable discs of p ({@code pLo}, {@code pHi}) with {@code e} the empty squares; the
     * discs are left in {@link #stableLo}/{@link #stableHi}.
     */
    int count(long pLo, long pHi, long eLo, long eHi) {
        long sLo = pLo;
        long sHi = pHi;
        int i = 0;
        for (int a = 0; a < 4; a++) {
            long lo = barrierLo[a];
            long hi = barrierHi[a];
            for (; i < stretchEnd[a]; i++) {
                if (((stretchLo[i] & eLo) | (stretchHi[i] & eHi)) == 0) {
                    lo |= stretchLo[i]; // a filled stretch: no move on it can flip along it
                    hi |= stretchHi[i];
                }
            }
            safeLo[a] = lo;
            safeHi[a] = hi;
            sLo &= lo;
            sHi &= hi;
        }
        while ((sLo | sHi) != 0) {
            long nLo = pLo;
            long nHi = pHi;
            for (int a = 0; a < 4; a++) {
                int k = STEP[a];
                // Along the axis from the stable neighbour before (shift up) or after (shift down).
                // A shift that wraps round a row lands on the first or last column, whose squares are
                // safe on the east and both diagonal axes anyway (the edge): no column mask needed.
                long upLo = sLo << k;
                long upHi = ((sHi << k) | (sLo >>> (64 - k))) & Bitboards10.HI_FULL;
                long downLo = (sLo >>> k) | (sHi << (64 - k));
                long downHi = sHi >>> k;
                nLo &= safeLo[a] | upLo | downLo;
                nHi &= safeHi[a] | upHi | downHi;
            }
            nLo |= sLo;
            nHi |= sHi;
            if (nLo == sLo && nHi == sHi) {
                break;
            }
            sLo = nLo;
            sHi = nHi;
        }
        stableLo = sLo;
        stableHi = sHi;
        return Long.bitCount(sLo) + Long.bitCount(sHi);
    }
}
