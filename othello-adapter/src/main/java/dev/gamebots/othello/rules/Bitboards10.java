package dev.gamebots.othello.rules;

/**
 * Move generation and flips on a 10x10 board held as a 128-bit pair per colour: squares 0..63 in the
 * low word, 64..99 in bits 0..35 of the high word (square = row * 10 + column). Octagon's blocked
 * squares are simply never empty and never a disc, so every line stops at them.
 *
 * <p>Results come back in the fields {@link #lo} and {@link #hi}; one instance per board, so nothing
 * is allocated. Each direction is one call of a shift-up or shift-down helper with a constant shift
 * (1, 9, 10 or 11), which the JIT inlines.
 */
public final class Bitboards10 {

    /** Bits of the high word that are on the board (squares 64..99). */
    public static final long HI_FULL = (1L << 36) - 1;
    /** Columns b..i (no a or j file), low and high words: runs along rows and diagonals stay inside. */
    static final long INNER_LO;
    static final long INNER_HI;

    static {
        long lo = 0;
        long hi = 0;
        for (int sq = 0; sq < 100; sq++) {
            int col = sq % 10;
            if (col != 0 && col != 9) {
                if (sq < 64) {
                    lo |= 1L << sq;
                } else {
                    hi |= 1L << (sq - 64);
                }
            }
        }
        INNER_LO = lo;
        INNER_HI = hi;
    }

    /** Output: low word of the last result. */
    public long lo;
    /** Output: high word of the last result. */
    public long hi;

    // Scratch accumulators of the direction helpers.
    private long accLo;
    private long accHi;

    /** Sets {@link #lo}/{@link #hi} to the legal squares of the side owning p ({@code e} = empty playable squares). */
    public void moves(long pLo, long pHi, long oLo, long oHi, long eLo, long eHi) {
        long hLo = oLo & INNER_LO;
        long hHi = oHi & INNER_HI;
        accLo = 0;
        accHi = 0;
        movesUp(1, pLo, pHi, hLo, hHi);
        movesDown(1, pLo, pHi, hLo, hHi);
        movesUp(10, pLo, pHi, oLo, oHi);
        movesDown(10, pLo, pHi, oLo, oHi);
        movesUp(11, pLo, pHi, hLo, hHi);
        movesDown(11, pLo, pHi, hLo, hHi);
        movesUp(9, pLo, pHi, hLo, hHi);
        movesDown(9, pLo, pHi, hLo, hHi);
        lo = accLo & eLo;
        hi = accHi & eHi;
    }

    /** Runs of {@code m} from own discs towards higher squares; adds the square past each run. */
    private void movesUp(int k, long pLo, long pHi, long mLo, long mHi) {
        int back = 64 - k;
        long tLo = mLo & (pLo << k);
        long tHi = mHi & ((pHi << k) | (pLo >>> back));
        for (int i = 0; i < 7; i++) {
            long sLo = tLo << k;
            long sHi = (tHi << k) | (tLo >>> back);
            tLo |= mLo & sLo;
            tHi |= mHi & sHi;
        }
        accLo |= tLo << k;
        accHi |= (tHi << k) | (tLo >>> back);
    }

    /** Runs of {@code m} from own discs towards lower squares; adds the square past each run. */
    private void movesDown(int k, long pLo, long pHi, long mLo, long mHi) {
        int back = 64 - k;
        long tLo = mLo & ((pLo >>> k) | (pHi << back));
        long tHi = mHi & (pHi >>> k);
        for (int i = 0; i < 7; i++) {
            long sLo = (tLo >>> k) | (tHi << back);
            long sHi = tHi >>> k;
            tLo |= mLo & sLo;
            tHi |= mHi & sHi;
        }
        accLo |= (tLo >>> k) | (tHi << back);
        accHi |= tHi >>> k;
    }

    /** Sets {@link #lo}/{@link #hi} to the discs flipped when the side owning p plays square {@code sq}. */
    public void flips(long pLo, long pHi, long oLo, long oHi, int sq) {
        long mLo = sq < 64 ? 1L << sq : 0L;
        long mHi = sq < 64 ? 0L : 1L << (sq - 64);
        long hLo = oLo & INNER_LO;
        long hHi = oHi & INNER_HI;
        accLo = 0;
        accHi = 0;
        flipsUp(1, mLo, mHi, pLo, pHi, hLo, hHi);
        flipsDown(1, mLo, mHi, pLo, pHi, hLo, hHi);
        flipsUp(10, mLo, mHi, pLo, pHi, oLo, oHi);
        flipsDown(10, mLo, mHi, pLo, pHi, oLo, oHi);
        flipsUp(11, mLo, mHi, pLo, pHi, hLo, hHi);
        flipsDown(11, mLo, mHi, pLo, pHi, hLo, hHi);
        flipsUp(9, mLo, mHi, pLo, pHi, hLo, hHi);
        flipsDown(9, mLo, mHi, pLo, pHi, hLo, hHi);
        lo = accLo;
        hi = accHi;
    }

    private void flipsUp(int k, long xLo, long xHi, long pLo, long pHi, long mLo, long mHi) {
        int back = 64 - k;
        long tLo = mLo & (xLo << k);
        long tHi = mHi & ((xHi << k) | (xLo >>> back));
        if ((tLo | tHi) == 0) {
            return;
        }
        // Runs are short: extend one square at a time while the run grows (at most 8 opponent discs).
        long gLo = tLo;
        long gHi = tHi;
        while (true) {
            long sLo = mLo & (gLo << k);
            long sHi = mHi & ((gHi << k) | (gLo >>> back));
            if ((sLo | sHi) == 0) {
                break;
            }
            tLo |= sLo;
            tHi |= sHi;
            gLo = sLo;
            gHi = sHi;
        }
        long nLo = tLo << k;
        long nHi = (tHi << k) | (tLo >>> back);
        if (((nLo & pLo) | (nHi & pHi)) != 0) {
            accLo |= tLo;
            accHi |= tHi;
        }
    }

    private void flipsDown(int k, long xLo, long xHi, long pLo, long pHi, long mLo, long mHi) {
        int back = 64 - k;
        long tLo = mLo & ((xLo >>> k) | (xHi << back));
        long tHi = mHi & (xHi >>> k);
        if ((tLo | tHi) == 0) {
            return;
        }
        long gLo = tLo;
        long gHi = tHi;
        while (true) {
            long sLo = mLo & ((gLo >>> k) | (gHi << back));
            long sHi = mHi & (gHi >>> k);
            if ((sLo | sHi) == 0) {
                break;
            }
            tLo |= sLo;
            tHi |= sHi;
            gLo = sLo;
            gHi = sHi;
        }
        long nLo = (tLo >>> k) | (tHi << back);
        long nHi = tHi >>> k;
        if (((nLo & pLo) | (nHi & pHi)) != 0) {
            accLo |= tLo;
            accHi |= tHi;
        }
    }

    /** Square name like {@code d3} or {@code j10} for square numbers 0..99. */
    public static String squareName(int sq) {
        return "" + (char) ('a' + sq % 10) + (sq / 10 + 1);
    }
}
