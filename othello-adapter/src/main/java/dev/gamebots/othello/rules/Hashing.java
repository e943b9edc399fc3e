package dev.gamebots.othello.rules;

/**
 * Position hashes as a pure function of the discs: a strong 64-bit mixer over each bitboard. It costs
 * a few multiplications per move whatever the number of flipped discs, and a recompute always agrees
 * with the value kept in the board.
 */
public final class Hashing {

    private static final long BLACK_SEED = 0x9E3779B97F4A7C15L;
    private static final long WHITE_SEED = 0xC2B2AE3D27D4EB4FL;
    private static final long SIDE_KEY = 0x165667B19E3779F9L;

    private Hashing() {
    }

    /** Murmur3's 64-bit finaliser. */
    public static long mix(long z) {
        z ^= z >>> 33;
        z *= 0xff51afd7ed558ccdL;
        z ^= z >>> 33;
        z *= 0xc4ceb9fe1a85ec53L;
        z ^= z >>> 33;
        return z;
    }

    /** The rule-state term of {@link #hash8} for no extra state (every game but Reversi), mixed once. */
    private static final long NO_EXTRA = extraTerm(0);

    private static long extraTerm(int extra) {
        return mix(extra * 0x9E3779B97F4A7C15L + SIDE_KEY);
    }

    /** Hash of an 8x8 position by absolute colours; {@code extra} carries rule state (Reversi's counts). */
    static long hash8(long black, long white, int sideToMove, int extra) {
        long h = mix(black + BLACK_SEED) ^ Long.rotateLeft(mix(white + WHITE_SEED), 17);
        h ^= extra == 0 ? NO_EXTRA : extraTerm(extra);
        return sideToMove == 0 ? h : h ^ SIDE_KEY;
    }

    /** Hash of a 10x10 position by absolute colours (each colour in a low and a high word). */
    public static long hash10(long blackLo, long blackHi, long whiteLo, long whiteHi, int sideToMove) {
        long h = mix(blackLo + BLACK_SEED) ^ Long.rotateLeft(mix(whiteLo + WHITE_SEED), 17);
        h ^= Long.rotateLeft(mix(blackHi ^ 0x5851F42D4C957F2DL), 31) ^ Long.rotateLeft(mix(whiteHi ^ 0x14057B7EF767814FL), 47);
        return sideToMove == 0 ? h : h ^ SIDE_KEY;
    }

    /**
     * Key of a side-relative 8x8 position ({@code own} to move against {@code opp}), the exact solver's
     * table key: a strong mix of both bitboards, no side term (the side to move is always {@code own}).
     */
    public static long sideRelative8(long own, long opp) {
        return mix(own + 0x9E3779B97F4A7C15L) ^ Long.rotateLeft(mix(opp ^ 0xC2B2AE3D27D4EB4FL), 23);
    }
}
