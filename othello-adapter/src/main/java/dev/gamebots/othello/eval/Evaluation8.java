package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Evaluator8;
import dev.gamebots.othello.rules.Variant;

/**
 * The hand-written 8x8 evaluation: mobility, potential mobility (frontier), corners, X and C squares
 * next to empty corners, stable edge discs, parity and, late, the disc count, blended by the number of
 * empty squares.
 *
 * <p>Anti-Othello is not the negation: mobility, potential mobility and parity keep their sign (having
 * choices is good in both games), while corners, stable discs, the X/C-square terms and the disc count
 * flip (every disc that can never be flipped again counts against its owner).
 */
public final class Evaluation8 implements Evaluator8 {

    private static final long X_SQUARES = (1L << 9) | (1L << 14) | (1L << 49) | (1L << 54);
    private static final long EDGES = 0xff818181818181ffL;

    /** Weights; see the class comment for which flip in the anti game. */
    private final int sign;
    private final boolean anti;

    private Evaluation8(boolean anti) {
        this.anti = anti;
        this.sign = anti ? -1 : 1;
    }

    /** The evaluation suited to {@code variant} (std and reversi share one). */
    public static Evaluation8 forVariant(Variant variant) {
        return new Evaluation8(variant.isAnti());
    }

    @Override
    public int evaluate(long own, long opp) {
        return evaluate(own, opp, Bitboards8.moves(own, opp), Bitboards8.moves(opp, own));
    }

    @Override
    public int evaluate(long own, long opp, long ownMoves) {
        return evaluate(own, opp, ownMoves, Bitboards8.moves(opp, own));
    }

    /** The same with both sides' moves already known (the trained evaluation computes them anyway). */
    int evaluate(long own, long opp, long ownMoves, long oppMoves) {
        long empty = ~(own | opp);
        int empties = Long.bitCount(empty);
        int mobOwn = Long.bitCount(ownMoves) + Long.bitCount(ownMoves & Bitboards8.CORNERS);
        int mobOpp = Long.bitCount(oppMoves) + Long.bitCount(oppMoves & Bitboards8.CORNERS);
        // Mobility as a share of all moves, so it means as much with few moves as with many.
        int mobility = 100 * (mobOwn - mobOpp) / (mobOwn + mobOpp + 2);
        if (mobOwn == 0 && mobOpp > 0) {
            mobility -= 40; // a forced pass
        }
        // Potential mobility: empty squares next to the opponent's discs are our future moves.
        int frontierOpp = Long.bitCount(Bitboards8.neighbours(opp) & empty);
        int frontierOwn = Long.bitCount(Bitboards8.neighbours(own) & empty);
        int potential = 100 * (frontierOpp - frontierOwn) / (frontierOpp + frontierOwn + 2);

        int corners = Long.bitCount(own & Bitboards8.CORNERS) - Long.bitCount(opp & Bitboards8.CORNERS);
        int xc = cornerNeighbours(own, empty) - cornerNeighbours(opp, empty);
        int stable = Long.bitCount(stableEdges(own)) - Long.bitCount(stableEdges(opp));
        int edges = Long.bitCount(own & EDGES) - Long.bitCount(opp & EDGES);
        int discs = Long.bitCount(own) - Long.bitCount(opp);

        int score;
        if (empties > 40) { // opening
            score = 9 * mobility + 6 * potential + sign * (300 * corners - 120 * xc + 40 * stable)
                    - sign * 4 * discs;
        } else if (empties > 16) { // midgame
            score = 8 * mobility + 4 * potential + sign * (300 * corners - 100 * xc + 60 * stable + 4 * edges)
                    - sign * discs;
        } else { // late
            score = 6 * mobility + 2 * potential + sign * (250 * corners - 60 * xc + 70 * stable + 6 * edges)
                    + sign * 12 * discs;
            // The side to move with an odd number of empties usually gets the last move.
            score += (empties & 1) != 0 ? 40 : -40;
        }
        if (anti && empties <= 16) {
            score -= 6 * discs; // fewest discs wins: weigh the count more as the end nears
        }
        return score;
    }

    /**
     * Penalty count for discs on X squares (weight 2) and C squares (weight 1) next to an empty corner.
     */
    static int cornerNeighbours(long discs, long empty) {
        int n = 0;
        if ((empty & 1L) != 0) {
            n += 2 * (int) ((discs >>> 9) & 1) + (int) ((discs >>> 1) & 1) + (int) ((discs >>> 8) & 1);
        }
        if ((empty & (1L << 7)) != 0) {
            n += 2 * (int) ((discs >>> 14) & 1) + (int) ((discs >>> 6) & 1) + (int) ((discs >>> 15) & 1);
        }
        if ((empty & (1L << 56)) != 0) {
            n += 2 * (int) ((discs >>> 49) & 1) + (int) ((discs >>> 57) & 1) + (int) ((discs >>> 48) & 1);
        }
        if ((empty & (1L << 63)) != 0) {
            n += 2 * (int) ((discs >>> 54) & 1) + (int) ((discs >>> 62) & 1) + (int) ((discs >>> 55) & 1);
        }
        return n;
    }

    /** Discs on an edge joined to an own corner by an unbroken run of own discs (they can never flip). */
    static long stableEdges(long discs) {
        long stable = discs & Bitboards8.CORNERS;
        if (stable == 0) {
            return 0;
        }
        long rank1 = discs & 0xffL;
        long rank8 = discs & 0xff00000000000000L;
        long fileA = discs & 0x0101010101010101L;
        long fileH = discs & 0x8080808080808080L;
        for (int i = 0; i < 7; i++) {
            stable |= rank1 & ((stable << 1) | (stable >>> 1));
            stable |= rank8 & ((stable << 1) | (stable >>> 1));
            stable |= fileA & ((stable << 8) | (stable >>> 8));
            stable |= fileH & ((stable << 8) | (stable >>> 8));
        }
        return stable;
    }

    /** True for the anti-game evaluation. */
    public boolean isAnti() {
        return anti;
    }

    static long xSquares() {
        return X_SQUARES;
    }
}
