package dev.gamebots.othello.rules;

/**
 * The eight symmetries of the 8x8 board (a1 = bit 0, h8 = bit 63): the identity, the two mirror
 * flips, the half turn, and each of those after a transposition (a1-h8 diagonal). Standard Othello's
 * rules and start are invariant under all eight, so one book entry serves a position in any of its
 * orientations. Symmetry {@code s}: bit 0 mirrors the files (a <-> h), bit 1 the ranks (1 <-> 8),
 * bit 2 transposes first.
 */
public final class Symmetry8 {

    public static final int COUNT = 8;

    private Symmetry8() {
    }

    /** The bitboard {@code x} under symmetry {@code s}. */
    public static long apply(long x, int s) {
        if ((s & 4) != 0) {
            x = transpose(x);
        }
        if ((s & 1) != 0) {
            x = mirrorFiles(x);
        }
        if ((s & 2) != 0) {
            x = mirrorRanks(x);
        }
        return x;
    }

    /** Square {@code sq} under symmetry {@code s}. */
    public static int square(int sq, int s) {
        return Long.numberOfTrailingZeros(apply(1L << sq, s));
    }

    /** The symmetry that undoes {@code s}. */
    public static int inverse(int s) {
        // A transposition then flips is undone by the flips then the transposition, i.e. the
        // transposition then the flips with files and ranks exchanged.
        return (s & 4) == 0 ? s : 4 | ((s & 1) << 1) | ((s & 2) >> 1);
    }

    /** Rank 1 <-> rank 8. */
    public static long mirrorRanks(long x) {
        return Long.reverseBytes(x);
    }

    /** a-file <-> h-file within every rank. */
    public static long mirrorFiles(long x) {
        x = ((x >>> 1) & 0x5555555555555555L) | ((x & 0x5555555555555555L) << 1);
        x = ((x >>> 2) & 0x3333333333333333L) | ((x & 0x3333333333333333L) << 2);
        return ((x >>> 4) & 0x0F0F0F0F0F0F0F0FL) | ((x & 0x0F0F0F0F0F0F0F0FL) << 4);
    }

    /** The square at file f, rank r goes to file r, rank f (the a1-h8 diagonal stays). */
    public static long transpose(long x) {
        long t = 0x0F0F0F0F00000000L & (x ^ (x << 28));
        x ^= t ^ (t >>> 28);
        t = 0x3333000033330000L & (x ^ (x << 14));
        x ^= t ^ (t >>> 14);
        t = 0x5500550055005500L & (x ^ (x << 7));
        return x ^ t ^ (t >>> 7);
    }
}
