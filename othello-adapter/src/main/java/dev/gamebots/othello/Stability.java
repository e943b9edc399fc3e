package dev.gamebots.othello;

/**
 * A lower bound on the discs of one side that can never be flipped again. A disc is safe along an axis
 * when it sits on the board's edge across that axis, when its whole line on that axis is filled, or
 * when a neighbour along the axis is a safe disc of the same colour; a disc safe on all four axes is
 * stable. Starting from nothing, the fixpoint grows from the corners and from filled lines.
 */
public final class Stability {

    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = 0x8080808080808080L;
    private static final long RANK_1 = 0xffL;
    private static final long RANK_8 = 0xff00000000000000L;
    private static final long BORDER = FILE_A | FILE_H | RANK_1 | RANK_8;
    private static final long[] DIAG_9 = new long[15];
    private static final long[] DIAG_7 = new long[15];

    static {
        for (int sq = 0; sq < 64; sq++) {
            int r = sq >>> 3;
            int c = sq & 7;
            DIAG_9[r - c + 7] |= 1L << sq;
            DIAG_7[r + c] |= 1L << sq;
        }
    }

    private Stability() {
    }

    /** Stable discs of {@code p} with {@code occupied} squares filled. */
    public static long stable(long p, long occupied) {
        if ((p & (Bitboards8.CORNERS | fullLinesHint(occupied))) == 0) {
            return 0;
        }
        long fullH = 0;
        long fullV = 0;
        long full9 = 0;
        long full7 = 0;
        for (int i = 0; i < 8; i++) {
            long row = RANK_1 << (8 * i);
            if ((occupied & row) == row) {
                fullH |= row;
            }
            long col = FILE_A << i;
            if ((occupied & col) == col) {
                fullV |= col;
            }
        }
        for (int i = 0; i < 15; i++) {
            if ((occupied & DIAG_9[i]) == DIAG_9[i]) {
                full9 |= DIAG_9[i];
            }
            if ((occupied & DIAG_7[i]) == DIAG_7[i]) {
                full7 |= DIAG_7[i];
            }
        }
        long safeH = fullH | FILE_A | FILE_H;
        long safeV = fullV | RANK_1 | RANK_8;
        long safe9 = full9 | BORDER;
        long safe7 = full7 | BORDER;
        long stable = 0;
        long candidates = p & safeH & safeV & safe9 & safe7;
        stable = candidates;
        while (true) {
            long h = safeH | ((stable << 1) & ~FILE_A) | ((stable >>> 1) & ~FILE_H);
            long v = safeV | (stable << 8) | (stable >>> 8);
            long d9 = safe9 | ((stable << 9) & ~FILE_A) | ((stable >>> 9) & ~FILE_H);
            long d7 = safe7 | ((stable << 7) & ~FILE_H) | ((stable >>> 7) & ~FILE_A);
            long next = stable | (p & h & v & d9 & d7);
            if (next == stable) {
                return stable;
            }
            stable = next;
        }
    }

    /** A cheap pre-check: any filled rank or file (else only corner-anchored discs can be stable). */
    private static long fullLinesHint(long occupied) {
        long rows = occupied & (occupied >>> 1) & (occupied >>> 2) & (occupied >>> 3);
        rows &= rows >>> 4;
        return (rows & FILE_A) != 0 ? occupied : 0;
    }
}
