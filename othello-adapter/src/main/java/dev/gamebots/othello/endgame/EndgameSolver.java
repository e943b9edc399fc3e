package dev.gamebots.othello.endgame;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.Evaluation8;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Evaluator8;
import dev.gamebots.othello.rules.Hashing;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.SquareOrder;
import dev.gamebots.othello.rules.Variant;

/**
 * Exact endgame solver for 8x8 std and anti: the {@link EndgameSearch} skeleton on one-word
 * bitboards (the high words stay zero), sorted from {@value #SORT_MIN_EMPTIES} empties with the table
 * from {@value #TABLE_MIN_EMPTIES} (the small one up to {@value #NEAR_TABLE_MAX_EMPTIES}), enhanced
 * transposition cutoffs from {@value #ETC_MIN_EMPTIES} and the ordering searches from
 * {@value #EVAL_ORDER_MIN_EMPTIES}; the last {@value LeafSearch#MAX_EMPTIES} empties are
 * {@link LeafSearch}: at 7 the moves sorted by the opponent's replies only, below that the empty
 * squares tried directly in parity order, the last four written out.
 *
 * <p>The score of a finished game is the {@link Scoring}: FlipSight discs, anti (fewest discs, so the
 * search minimises its own discs), or WOF (empties to the winner, as in the FFO suite). One instance
 * per thread; nothing is allocated per node.
 */
public final class EndgameSolver extends EndgameSearch {

    /** The pass move at the root. */
    public static final int PASS = 64;
    /** Empties from which the transposition table is used. */
    static final int TABLE_MIN_EMPTIES = 8;
    /** Empties from which moves are generated and sorted (below: {@link LeafSearch}). */
    private static final int SORT_MIN_EMPTIES = LeafSearch.MAX_EMPTIES + 1;
    /** The most empties of a position kept in the small table. */
    private static final int NEAR_TABLE_MAX_EMPTIES = 9;
    /** log2 of the small table's entries. */
    private static final int NEAR_TABLE_BITS = 17;
    /**
     * Empties from which enhanced transposition cutoffs are tried: from 10 the children's probes
     * mostly hit the small table, which stays in the cache (FFO #40-#44: 122,467,212 nodes from 10,
     * 124,894,407 from 12, 120,445,355 from 9, about the same time).
     */
    private static final int ETC_MIN_EMPTIES = 10;
    /**
     * Empties from which a short search of the reply on the ordering evaluation takes part in move
     * ordering. Near the end fastest-first alone makes the smallest trees (the static evaluation from
     * 14 empties cut FFO #40-#44 by 7% of the nodes and cost more time than that); far from it the
     * search finds the refutations: FFO #40-#44 need 150 instead of 256 million nodes.
     */
    private static final int EVAL_ORDER_MIN_EMPTIES = 16;
    private static final int MAX_PLY = 80;
    /** Room per ply in the move lists (at most 33 legal moves on 8x8). */
    private static final int MAX_MOVES = 34;
    private static final Shape SHAPE = new Shape(PASS, MAX_PLY, MAX_MOVES, SORT_MIN_EMPTIES, TABLE_MIN_EMPTIES,
            NEAR_TABLE_MAX_EMPTIES, NEAR_TABLE_BITS, ETC_MIN_EMPTIES, EVAL_ORDER_MIN_EMPTIES);
    private static final long[] QUADRANTS = {
        0x000000000f0f0f0fL, 0x00000000f0f0f0f0L, 0x0f0f0f0f00000000L, 0xf0f0f0f000000000L
    };

    private Scoring scoring = Scoring.DISCS;
    private Evaluator8 orderingEval = Evaluation8.forVariant(Variant.STD);
    private Evaluator8 orderingOverride;
    /**
     * The last {@value LeafSearch#MAX_EMPTIES} empties. They count their nodes themselves (no poll
     * there: most nodes are leaves); each sorted node moves that count onto the control.
     */
    private final LeafSearch leaves = new LeafSearch();

    /** A solver whose table has 2^{@code tableBits} entries (8 bytes each), besides the small one. */
    public EndgameSolver(int tableBits, Clock clock) {
        super(SHAPE, SquareOrder.CLASSES_8, new long[SquareOrder.CLASSES_8.length], tableBits, clock);
    }

    /** A solver with a 2^20-entry (8 MB) table on the system clock. */
    public EndgameSolver() {
        this(20, Clock.SYSTEM);
    }

    /**
     * The evaluation that orders moves far from the end (the trained one when the engine has it);
     * null restores the hand-made evaluation of the scoring's game.
     */
    public void setOrderingEvaluator(Evaluator8 evaluator) {
        forgetOrdering();
        orderingOverride = evaluator;
        orderingEval = evaluator != null ? evaluator : handMade(scoring);
    }

    private static Evaluator8 handMade(Scoring scoring) {
        return Evaluation8.forVariant(scoring == Scoring.ANTI_DISCS ? Variant.ANTI : Variant.STD);
    }

    /** Solves exactly with no deadline. */
    public SearchResult solve(long own, long opp, Scoring scoring) {
        return solveExact(own, opp, scoring, SearchLimits.infinite());
    }

    /** As {@link #solveExact(long, long, Scoring, int, SearchLimits)} with the first guess 0 (a draw). */
    public SearchResult solveExact(long own, long opp, Scoring scoring, SearchLimits limits) {
        return solveExact(own, opp, scoring, 0, limits);
    }

    /**
     * Solves exactly by null-window passes converging on the value (MTD(f)) from {@code firstGuess}
     * (an evaluation search's estimate saves most of the passes). The limits' hard deadline and node
     * budget bound all the passes together (a solve to the end: their depth and soft deadline do not
     * apply).
     */
    public SearchResult solveExact(long own, long opp, Scoring scoring, int firstGuess, SearchLimits limits) {
        return exactByPasses((beta, passLimits) -> solve(own, opp, scoring, beta - 1, beta, passLimits), firstGuess,
                64, 64 - Long.bitCount(own | opp), limits);
    }

    /**
     * Solves the position {@code own}/{@code opp} (side to move first) within the window
     * {@code (alpha, beta)}: a window of (-1, 1) answers win/draw/loss only. Stops at the limits' hard
     * deadline or after about their node budget (their depth and soft deadline do not apply).
     */
    public SearchResult solve(long own, long opp, Scoring scoring, int alpha, int beta, SearchLimits limits) {
        if (this.scoring != scoring) {
            clear();
            this.scoring = scoring;
            anti = scoring == Scoring.ANTI_DISCS;
            leaves.setScoring(scoring);
            orderingEval = orderingOverride != null ? orderingOverride : handMade(scoring);
        }
        return solveRoot(own, 0, opp, 0, 64 - Long.bitCount(own | opp), alpha, beta, limits);
    }

    // ---- the 8x8 primitives of the skeleton ----

    @Override
    void moves(long pLo, long pHi, long oLo, long oHi) {
        outLo = Bitboards8.moves(pLo, oLo);
        outHi = 0;
    }

    @Override
    void flips(long pLo, long pHi, long oLo, long oHi, int sq) {
        outLo = Bitboards8.flipsByRays(pLo, oLo, sq);
        outHi = 0;
    }

    @Override
    boolean canMove(long pLo, long pHi, long oLo, long oHi) {
        return Bitboards8.moves(pLo, oLo) != 0;
    }

    @Override
    long key(long pLo, long pHi, long oLo, long oHi) {
        return Hashing.sideRelative8(pLo, oLo);
    }

    @Override
    int finalScore(long pLo, long pHi, long oLo, long oHi) {
        return scoring.score(Long.bitCount(pLo), Long.bitCount(oLo));
    }

    @Override
    long emptyLo(long pLo, long oLo) {
        return ~(pLo | oLo);
    }

    @Override
    long emptyHi(long pHi, long oHi) {
        return 0;
    }

    @Override
    int leaves(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties) {
        return leaves.search(pLo, oLo, alpha, beta, empties);
    }

    @Override
    int leaves(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties, long movesLo, long movesHi) {
        return leaves.search(pLo, oLo, alpha, beta, empties, movesLo);
    }

    @Override
    long leafNodes() {
        return leaves.nodes;
    }

    @Override
    void clearLeafNodes() {
        leaves.nodes = 0;
    }

    /** The opponent's discs that can never flip bound our score (in anti our own: we keep them). */
    @Override
    int stabilityBound(long pLo, long pHi, long oLo, long oHi, int alpha) {
        long discs = anti ? pLo : oLo;
        if (64 - 2 * Long.bitCount(discs) > alpha) {
            return INF;
        }
        return 64 - 2 * Long.bitCount(Stability.stable(discs, pLo | oLo));
    }

    @Override
    int mobility(long rLo, long rHi) {
        return Long.bitCount(rLo) + Long.bitCount(rLo & Bitboards8.CORNERS);
    }

    @Override
    int potential(long pLo, long pHi, long eLo, long eHi) {
        return Long.bitCount(Bitboards8.neighbours(pLo) & eLo);
    }

    @Override
    int squareScore(int sq) {
        return SquareOrder.score8(sq);
    }

    @Override
    int cornerStable(long pLo, long pHi) {
        return Long.bitCount(Stability.cornerStable(pLo));
    }

    @Override
    int oddQuadrants(long eLo, long eHi) {
        int odd = 0;
        for (int q = 0; q < 4; q++) {
            if ((Long.bitCount(eLo & QUADRANTS[q]) & 1) != 0) {
                odd |= 1 << q;
            }
        }
        return odd;
    }

    /** Bit 1 the upper half (rows 5-8), bit 0 the right half. */
    @Override
    int quadrant(int sq) {
        return ((sq >>> 4) & 2) | ((sq >>> 2) & 1);
    }

    @Override
    int evaluate(long pLo, long pHi, long oLo, long oHi) {
        return orderingEval.evaluate(pLo, oLo);
    }
}
