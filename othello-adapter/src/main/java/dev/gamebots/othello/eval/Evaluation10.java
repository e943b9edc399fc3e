package dev.gamebots.othello.eval;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.ProbCut;
import dev.gamebots.othello.rules.Bitboards10;
import dev.gamebots.othello.rules.Evaluator10;
import dev.gamebots.othello.rules.Geometry10;

/**
 * The hand-written 10x10 evaluation for {@code grand} and {@code octagon}, on the board's
 * {@link Geometry10} (corners, X and C squares, edges from the blocked squares).
 * Terms: mobility, potential mobility, corners, X/C squares next to empty corners, edges, parity and,
 * late, the disc count.
 */
public final class Evaluation10 implements Evaluator10 {

    private final Bitboards10 bits = new Bitboards10();
    private final long blockedLo;
    private final long blockedHi;
    private final long cornerLo;
    private final long cornerHi;
    private final long edgeLo;
    private final long edgeHi;
    private final int[] corners;
    private final long[] xLo;
    private final long[] xHi;
    private final long[] cLo;
    private final long[] cHi;
    private final Geometry10 geometry;

    private Evaluation10(long blockedLo, long blockedHi) {
        Geometry10 g = Geometry10.forBlocked(blockedLo, blockedHi);
        this.geometry = g;
        this.blockedLo = blockedLo;
        this.blockedHi = blockedHi;
        this.cornerLo = g.cornerLo;
        this.cornerHi = g.cornerHi;
        this.edgeLo = g.edgeLo;
        this.edgeHi = g.edgeHi;
        this.corners = g.corners;
        this.xLo = g.xLo;
        this.xHi = g.xHi;
        this.cLo = g.cLo;
        this.cHi = g.cHi;
    }

    private static boolean isSet(long lo, long hi, int sq) {
        return sq < 64 ? (lo >>> sq & 1) != 0 : (hi >>> (sq - 64) & 1) != 0;
    }

    /** The evaluation for a board with these blocked squares (none for grand). */
    public static Evaluation10 forBlocked(long blockedLo, long blockedHi) {
        return new Evaluation10(blockedLo, blockedHi);
    }

    @Override
    public Evaluator10 forAnotherThread() {
        return new Evaluation10(blockedLo, blockedHi);
    }

    /**
     * Standard deviations of (value at depth d - value at the shallow depth 2*(d/4) + (d&1)) of this
     * evaluation in engine-core's alpha-beta with late-move reductions, d = 3..11, measured on 100
     * grand positions of 14-79 discs from random play (a throw-away harness, docs/strength.md "grand");
     * deeper depths use the last value.
     */
    private static final int[] PROBCUT_SIGMA = {0, 0, 0, 76, 57, 48, 75, 76, 73, 77, 105, 111};

    /**
     * ProbCut for this evaluation in engine-core's alpha-beta (grand): from depth 3, the shallow search
     * at 2*(d/4) + (d&1) (the same parity as d, since Othello values swing with the side that moved
     * last) and a margin of {@link ProbCutTable#PROBCUT_T} standard deviations.
     */
    public static ProbCut probCut() {
        int[] shallow = new int[AlphaBetaSearcher.MAX_SEARCH_PLY];
        int[] margin = new int[AlphaBetaSearcher.MAX_SEARCH_PLY];
        for (int d = 3; d < shallow.length; d++) {
            shallow[d] = 2 * (d / 4) + (d & 1);
            margin[d] = (int) Math.round(ProbCutTable.PROBCUT_T * PROBCUT_SIGMA[Math.min(d, PROBCUT_SIGMA.length - 1)]);
        }
        return new ProbCut(shallow, margin);
    }

    /** {@link #probCut()}, built once for the engine's searches. */
    public static final ProbCut PROBCUT = probCut();

    /** The board geometry this evaluation was made for. */
    public Geometry10 geometry() {
        return geometry;
    }

    @Override
    public Evaluator10 forBlockedSquares(long lo, long hi) {
        return lo == blockedLo && hi == blockedHi ? this : forBlocked(lo, hi);
    }

    /** The corner-like squares (discs there never flip), for tests and docs. */
    public int[] corners() {
        return corners.clone();
    }

    @Override
    public int evaluate(long ownLo, long ownHi, long oppLo, long oppHi) {
        bits.moves(ownLo, ownHi, oppLo, oppHi, ~(ownLo | oppLo | blockedLo),
                ~(ownHi | oppHi | blockedHi) & Bitboards10.HI_FULL);
        return evaluate(ownLo, ownHi, oppLo, oppHi, bits.lo, bits.hi);
    }

    @Override
    public int evaluate(long ownLo, long ownHi, long oppLo, long oppHi, long ownMovesLo, long ownMovesHi) {
        long emptyLo = ~(ownLo | oppLo | blockedLo);
        long emptyHi = ~(ownHi | oppHi | blockedHi) & Bitboards10.HI_FULL;
        bits.moves(oppLo, oppHi, ownLo, ownHi, emptyLo, emptyHi);
        return evaluate(ownLo, ownHi, oppLo, oppHi, ownMovesLo, ownMovesHi, bits.lo, bits.hi);
    }

    /**
     * The evaluation given both sides' legal moves (as {@link Bitboards10#moves} finds them), for a
     * caller that needs the moves too.
     */
    public int evaluate(long ownLo, long ownHi, long oppLo, long oppHi, long ownMovesLo, long ownMovesHi,
            long oppMovesLo, long oppMovesHi) {
        long emptyLo = ~(ownLo | oppLo | blockedLo);
        long emptyHi = ~(ownHi | oppHi | blockedHi) & Bitboards10.HI_FULL;
        int empties = Long.bitCount(emptyLo) + Long.bitCount(emptyHi);

        int mobOwn = Long.bitCount(ownMovesLo) + Long.bitCount(ownMovesHi)
                + Long.bitCount(ownMovesLo & cornerLo) + Long.bitCount(ownMovesHi & cornerHi);
        int mobOpp = Long.bitCount(oppMovesLo) + Long.bitCount(oppMovesHi)
                + Long.bitCount(oppMovesLo & cornerLo) + Long.bitCount(oppMovesHi & cornerHi);
        int mobility = 100 * (mobOwn - mobOpp) / (mobOwn + mobOpp + 2);
        if (mobOwn == 0 && mobOpp > 0) {
            mobility -= 40;
        }

        int frontierOpp = neighbourCount(oppLo, oppHi, emptyLo, emptyHi);
        int frontierOwn = neighbourCount(ownLo, ownHi, emptyLo, emptyHi);
        int potential = 100 * (frontierOpp - frontierOwn) / (frontierOpp + frontierOwn + 2);

        int cornerDiff = Long.bitCount(ownLo & cornerLo) + Long.bitCount(ownHi & cornerHi)
                - Long.bitCount(oppLo & cornerLo) - Long.bitCount(oppHi & cornerHi);
        int edgeDiff = Long.bitCount(ownLo & edgeLo) + Long.bitCount(ownHi & edgeHi)
                - Long.bitCount(oppLo & edgeLo) - Long.bitCount(oppHi & edgeHi);
        int xc = 0;
        for (int i = 0; i < corners.length; i++) {
            if (isSet(emptyLo, emptyHi, corners[i])) {
                xc += 2 * (Long.bitCount(ownLo & xLo[i]) + Long.bitCount(ownHi & xHi[i])
                        - Long.bitCount(oppLo & xLo[i]) - Long.bitCount(oppHi & xHi[i]));
                xc += Long.bitCount(ownLo & cLo[i]) + Long.bitCount(ownHi & cHi[i])
                        - Long.bitCount(oppLo & cLo[i]) - Long.bitCount(oppHi & cHi[i]);
            }
        }
        int discs = Long.bitCount(ownLo) + Long.bitCount(ownHi) - Long.bitCount(oppLo) - Long.bitCount(oppHi);

        int score;
        if (empties > 50) {
            score = 9 * mobility + 6 * potential + 300 * cornerDiff - 120 * xc - 4 * discs;
        } else if (empties > 20) {
            score = 8 * mobility + 4 * potential + 300 * cornerDiff - 100 * xc + 4 * edgeDiff - discs;
        } else {
            score = 6 * mobility + 2 * potential + 250 * cornerDiff - 60 * xc + 6 * edgeDiff + 12 * discs;
            score += (empties & 1) != 0 ? 40 : -40;
        }
        return score;
    }

    /** Empty squares next to the discs {@code x} (8 directions, no wrap). */
    private static int neighbourCount(long xLo, long xHi, long emptyLo, long emptyHi) {
        // east (+1) without wrapping into column a, west (-1) without wrapping into column j
        long eastLo = (xLo << 1) & NOT_COL_A_LO;
        long eastHi = ((xHi << 1) | (xLo >>> 63)) & NOT_COL_A_HI;
        long westLo = ((xLo >>> 1) | (xHi << 63)) & NOT_COL_J_LO;
        long westHi = (xHi >>> 1) & NOT_COL_J_HI;
        long rowLo = xLo | eastLo | westLo;
        long rowHi = xHi | eastHi | westHi;
        long nLo = eastLo | westLo | (rowLo << 10) | (rowLo >>> 10) | (rowHi << 54);
        long nHi = eastHi | westHi | (rowHi << 10) | (rowLo >>> 54) | (rowHi >>> 10);
        return Long.bitCount(nLo & emptyLo) + Long.bitCount(nHi & emptyHi);
    }

    private static final long NOT_COL_A_LO;
    private static final long NOT_COL_A_HI;
    private static final long NOT_COL_J_LO;
    private static final long NOT_COL_J_HI;

    static {
        long al = 0;
        long ah = 0;
        long jl = 0;
        long jh = 0;
        for (int sq = 0; sq < 100; sq++) {
            int col = sq % 10;
            if (col != 0) {
                if (sq < 64) {
                    al |= 1L << sq;
                } else {
                    ah |= 1L << (sq - 64);
                }
            }
            if (col != 9) {
                if (sq < 64) {
                    jl |= 1L << sq;
                } else {
                    jh |= 1L << (sq - 64);
                }
            }
        }
        NOT_COL_A_LO = al;
        NOT_COL_A_HI = ah;
        NOT_COL_J_LO = jl;
        NOT_COL_J_HI = jh;
    }
}
