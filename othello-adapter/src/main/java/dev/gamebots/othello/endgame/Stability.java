package dev.gamebots.othello.endgame;

import dev.gamebots.othello.rules.Bitboards8;

/**
 * A lower bound on the discs of one side that can never be flipped again. A disc is safe along an axis
 * when it sits on the board's edge across that axis, when its whole line on that axis is filled, or
 * when a neighbour along the axis is a stable disc of the same colour; a disc safe on all four axes is
 * stable. Starting from the discs safe by edges and filled lines alone, the fixpoint grows from there.
 *
 * <p>The filled lines are found bit-parallel: ranks and files by folding, diagonals by spreading the
 * empty squares along them (three doubling steps), so a call costs a few dozen operations plus one
 * round per layer of stable discs.
 */
public final class Stability {

    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = 0x8080808080808080L;
    private static final long RANK_1 = 0xffL;
    private static final long RANK_8 = 0xff00000000000000L;
    private static final long BORDER = FILE_A | FILE_H | RANK_1 | RANK_8;
    private static final long NOT_A = ~FILE_A;
    private static final long NOT_H = ~FILE_H;
    private static final long NOT_AB = ~(FILE_A | FILE_A << 1);
    private static final long NOT_GH = ~(FILE_H | FILE_H >>> 1);
    private static final long NOT_ABCD = ~(FILE_A * 0x0f);
    private static final long NOT_EFGH = ~(FILE_A * 0xf0);

    private Stability() {
    }

    /**
     * The discs of {@code p} on a corner, or next to one of its corners along an edge: a handful of
     * operations for a subset of {@link #stable} (such a disc is on the edge across three axes and
     * held by the corner along the fourth), used to order moves, not to bound scores.
     */
    public static long cornerStable(long p) {
        long corners = p & Bitboards8.CORNERS;
        return (corners | ((corners & FILE_A) << 1) | ((corners & FILE_H) >>> 1) | ((corners & RANK_1) << 8)
                | ((corners & RANK_8) >>> 8)) & p;
    }

    /** Stable discs of {@code p} with {@code occupied} squares filled. */
    public static long stable(long p, long occupied) {
        long e = ~occupied;
        // Filled ranks: fold each rank onto its a-file bit.
        long t = occupied & (occupied >>> 4);
        t &= t >>> 2;
        t &= t >>> 1;
        long fullH = (t & FILE_A) * 0xffL;
        // Filled files: fold the ranks onto rank 1.
        t = occupied & (occupied >>> 32);
        t &= t >>> 16;
        t &= t >>> 8;
        long fullV = (t & 0xffL) * FILE_A;
        // Diagonals: spread the empty squares along them; what stays clear lies on a filled diagonal.
        long s = e | ((e << 9) & NOT_A) | ((e >>> 9) & NOT_H);
        s |= ((s << 18) & NOT_AB) | ((s >>> 18) & NOT_GH);
        s |= ((s << 36) & NOT_ABCD) | ((s >>> 36) & NOT_EFGH);
        long full9 = ~s;
        s = e | ((e << 7) & NOT_H) | ((e >>> 7) & NOT_A);
        s |= ((s << 14) & NOT_GH) | ((s >>> 14) & NOT_AB);
        s |= ((s << 28) & NOT_EFGH) | ((s >>> 28) & NOT_ABCD);
        long full7 = ~s;

        long safeH = fullH | FILE_A | FILE_H;
        long safeV = fullV | RANK_1 | RANK_8;
        long safe9 = full9 | BORDER;
        long safe7 = full7 | BORDER;
        long stable = p & safeH & safeV & safe9 & safe7;
        if (stable == 0) {
            return 0;
        }
        while (true) {
            long h = safeH | ((stable << 1) & NOT_A) | ((stable >>> 1) & NOT_H);
            long v = safeV | (stable << 8) | (stable >>> 8);
            long d9 = safe9 | ((stable << 9) & NOT_A) | ((stable >>> 9) & NOT_H);
            long d7 = safe7 | ((stable << 7) & NOT_H) | ((stable >>> 7) & NOT_A);
            long next = stable | (p & h & v & d9 & d7);
            if (next == stable) {
                return stable;
            }
            stable = next;
        }
    }
}
