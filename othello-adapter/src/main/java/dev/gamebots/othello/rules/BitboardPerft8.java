package dev.gamebots.othello.rules;

/**
 * Perft of an 8x8 position under the standard move rules (std and anti share them) on the two
 * bitboards alone: the recursion passes own and opponent discs as arguments, so a move is one flip
 * computation and a swap, with nothing to undo, no history, hash or evaluation to keep. Counts follow
 * {@link Perft}'s convention (a pass is a ply, a finished game is one leaf), which the tests check
 * against each other; {@link Perft} over the generic board stays the cross-check and the path for
 * Reversi, whose centre phase and disc cap these rules do not know.
 *
 * <p>The last ply is counted in bulk ({@link Long#bitCount} of the mobility), so leaves are never made.
 */
public final class BitboardPerft8 {

    private BitboardPerft8() {
    }

    /** True when {@code variant} plays by the standard move rules this perft implements. */
    public static boolean supports(Variant variant) {
        return variant == Variant.STD || variant == Variant.ANTI;
    }

    /** Leaves at {@code depth} plies below the position with {@code p} to move against {@code o}. */
    public static long count(long p, long o, int depth) {
        if (depth == 0) {
            return 1;
        }
        return depth == 1 ? countLastPly(p, o) : countAbove(p, o, depth);
    }

    /** Leaves one ply down: the moves, or 1 for a pass or a finished game. */
    private static long countLastPly(long p, long o) {
        long moves = Bitboards8.moves(p, o);
        // Both a forced pass and a finished game are one leaf here, so the opponent's moves are not needed.
        return moves == 0 ? 1 : Long.bitCount(moves);
    }

    /** Depth 2 and more. */
    private static long countAbove(long p, long o, int depth) {
        long moves = Bitboards8.moves(p, o);
        if (moves == 0) {
            if (Bitboards8.moves(o, p) == 0) {
                return 1; // the game is over: one leaf whatever depth is left
            }
            return depth == 2 ? countLastPly(o, p) : countAbove(o, p, depth - 1);
        }
        long total = 0;
        if (depth == 2) {
            // Unrolled last-but-one ply: most of the work of a perft is here, and calling countLastPly
            // for every child would cost a call per leaf group.
            do {
                int sq = Long.numberOfTrailingZeros(moves);
                moves &= moves - 1;
                long flips = Bitboards8.flipsByRays(p, o, sq);
                long np = o ^ flips;
                long no = p | flips | (1L << sq);
                long childMoves = Bitboards8.moves(np, no);
                total += childMoves == 0 ? 1 : Long.bitCount(childMoves);
            } while (moves != 0);
            return total;
        }
        do {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flips = Bitboards8.flipsByRays(p, o, sq);
            total += countAbove(o ^ flips, p | flips | (1L << sq), depth - 1);
        } while (moves != 0);
        return total;
    }
}
