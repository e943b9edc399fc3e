package dev.gamebots.othello.endgame;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.Evaluation10;
import dev.gamebots.othello.rules.Bitboards10;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Evaluator10;
import dev.gamebots.othello.rules.Geometry10;
import dev.gamebots.othello.rules.Hashing;

/**
 * Exact endgame solver for the 10x10 games (grand, and octagon with its blocked squares): the
 * {@link EndgameSearch} skeleton, the same as 8x8's, on the side-relative 128-bit boards (a low word
 * for squares 0..63, a high word for 64..99), sorted from {@value #SORT_MIN_EMPTIES} empties with the
 * table from {@value #TABLE_MIN_EMPTIES} (the small one up to {@value #NEAR_TABLE_MAX_EMPTIES}),
 * enhanced transposition cutoffs from {@value #ETC_MIN_EMPTIES}, the ordering searches on the
 * evaluation from {@value #EVAL_ORDER_MIN_EMPTIES} and the stability cutoff ({@link Stability10}).
 * Corners, X and C squares and the square scores of the ordering are the board's
 * ({@link Geometry10}: octagon's cut corners are its corners). Below {@value #SORT_MIN_EMPTIES}
 * empties no move generation: the empty squares are tried directly, those in 5x5 quadrants with an
 * odd number of empties first (parity), each only if it touches an opponent disc; the last empty
 * square counts its flips, it does not make them.
 *
 * <p>A finished game scores own discs minus opponent discs (empty and blocked squares count for
 * nobody), as FlipSight scores grand and octagon. One instance per thread; nothing is allocated per
 * node.
 */
public final class EndgameSolver10 extends EndgameSearch {

    /** The pass move at the root. */
    public static final int PASS = Board10.PASS;
    /** Empties from which the transposition table is used. */
    static final int TABLE_MIN_EMPTIES = 9;
    /** Empties from which moves are generated and sorted (below: parity-ordered direct tries). */
    static final int SORT_MIN_EMPTIES = 7;
    /** The most empties of a position kept in the small table. */
    private static final int NEAR_TABLE_MAX_EMPTIES = 10;
    private static final int NEAR_TABLE_BITS = 17;
    /** Empties from which enhanced transposition cutoffs are tried. */
    private static final int ETC_MIN_EMPTIES = 11;
    /** Empties from which a short search of the reply on the ordering evaluation takes part in move ordering. */
    private static final int EVAL_ORDER_MIN_EMPTIES = 16;
    private static final int MAX_PLY = 110;
    /** Room per ply in the move lists (a 10x10 position has far fewer legal moves). */
    private static final int MAX_MOVES = 100;
    private static final Shape SHAPE = new Shape(PASS, MAX_PLY, MAX_MOVES, SORT_MIN_EMPTIES, TABLE_MIN_EMPTIES,
            NEAR_TABLE_MAX_EMPTIES, NEAR_TABLE_BITS, ETC_MIN_EMPTIES, EVAL_ORDER_MIN_EMPTIES);

    /** The four 5x5 quadrants, low and high words, and each square's quadrant. */
    private static final long[] QUADRANT_LO = new long[4];
    private static final long[] QUADRANT_HI = new long[4];
    private static final int[] QUADRANT = new int[100];
    /** Neighbours of each square, low and high words: a move must touch an opponent disc. */
    private static final long[] NEIGHBOURS_LO = new long[100];
    private static final long[] NEIGHBOURS_HI = new long[100];

    static {
        for (int sq = 0; sq < 100; sq++) {
            int r = sq / 10;
            int c = sq % 10;
            int q = (r >= 5 ? 2 : 0) | (c >= 5 ? 1 : 0);
            QUADRANT[sq] = q;
            if (sq < 64) {
                QUADRANT_LO[q] |= 1L << sq;
            } else {
                QUADRANT_HI[q] |= 1L << (sq - 64);
            }
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int nr = r + dr;
                    int nc = c + dc;
                    if ((dr != 0 || dc != 0) && nr >= 0 && nr < 10 && nc >= 0 && nc < 10) {
                        int n = nr * 10 + nc;
                        if (n < 64) {
                            NEIGHBOURS_LO[sq] |= 1L << n;
                        } else {
                            NEIGHBOURS_HI[sq] |= 1L << (n - 64);
                        }
                    }
                }
            }
        }
    }

    private final Bitboards10 bits = new Bitboards10();
    /** Nodes of the shallow search (no poll there: most nodes are shallow) not yet on the control. */
    private long nodes;
    private long blockedLo;
    private long blockedHi;
    /** Playable squares: 100 less the blocked ones. */
    private int playable = 100;
    private Geometry10 geometry = Geometry10.forBlocked(0, 0);
    private Stability10 stability = new Stability10(0, 0);
    private Evaluator10 orderingEval = Evaluation10.forBlocked(0, 0);
    private Evaluator10 orderingOverride;

    /** A solver whose table has 2^{@code tableBits} entries (8 bytes each), besides the small one. */
    public EndgameSolver10(int tableBits, Clock clock) {
        super(SHAPE, new long[4], new long[4], tableBits, clock);
        setSquareClasses();
    }

    /**
     * The evaluation that orders moves far from the end (the trained one when the engine has it, for
     * the board's blocked squares); null restores the hand-made evaluation of the blocked squares.
     */
    public void setOrderingEvaluator(Evaluator10 evaluator) {
        forgetOrdering();
        orderingOverride = evaluator;
        orderingEval = evaluator != null ? evaluator : Evaluation10.forBlocked(blockedLo, blockedHi);
    }

    /**
     * Solves exactly by null-window passes converging on the value (MTD(f)), starting from
     * {@code firstGuess}; the table keeps both bounds between passes. The limits' hard deadline and
     * node budget bound all the passes together.
     */
    public SearchResult solveExact(Board10 board, int firstGuess, SearchLimits limits) {
        return exactByPasses((beta, passLimits) -> solve(board, beta - 1, beta, passLimits), firstGuess, 100,
                board.empties(), limits);
    }

    /**
     * Solves {@code board}'s position (side to move first) within the window {@code (alpha, beta)}: a
     * window of (-1, 1) answers win/draw/loss only. Stops at the limits' hard deadline or after about
     * their node budget (their depth and soft deadline do not apply). The board is not changed.
     */
    public SearchResult solve(Board10 board, int alpha, int beta, SearchLimits limits) {
        if (board.blockedLo() != blockedLo || board.blockedHi() != blockedHi) {
            clear(); // other lines: the table's positions meant something else
            blockedLo = board.blockedLo();
            blockedHi = board.blockedHi();
            playable = 100 - Long.bitCount(blockedLo) - Long.bitCount(blockedHi);
            geometry = Geometry10.forBlocked(blockedLo, blockedHi);
            stability = new Stability10(blockedLo, blockedHi);
            setSquareClasses();
            orderingEval = orderingOverride != null ? orderingOverride : Evaluation10.forBlocked(blockedLo, blockedHi);
        }
        return solveRoot(board.ownLo(), board.ownHi(), board.oppLo(), board.oppHi(), board.empties(), alpha, beta,
                limits);
    }

    /**
     * The ordering searches' square classes of the board's geometry: corners, the others, C squares,
     * X squares.
     */
    private void setSquareClasses() {
        long xLo = 0;
        long xHi = 0;
        long cLo = 0;
        long cHi = 0;
        for (int i = 0; i < geometry.corners.length; i++) {
            xLo |= geometry.xLo[i];
            xHi |= geometry.xHi[i];
            cLo |= geometry.cLo[i];
            cHi |= geometry.cHi[i];
        }
        cLo &= ~xLo;
        cHi &= ~xHi;
        long[] lo = {geometry.cornerLo, 0, cLo, xLo};
        long[] hi = {geometry.cornerHi, 0, cHi, xHi};
        lo[1] = ~(lo[0] | cLo | xLo);
        hi[1] = ~(hi[0] | cHi | xHi) & Bitboards10.HI_FULL;
        setClasses(lo, hi);
    }

    // ---- the 10x10 primitives of the skeleton ----

    @Override
    void moves(long pLo, long pHi, long oLo, long oHi) {
        bits.moves(pLo, pHi, oLo, oHi, emptyLo(pLo, oLo), emptyHi(pHi, oHi));
        outLo = bits.lo;
        outHi = bits.hi;
    }

    @Override
    void flips(long pLo, long pHi, long oLo, long oHi, int sq) {
        bits.flips(pLo, pHi, oLo, oHi, sq);
        outLo = bits.lo;
        outHi = bits.hi;
    }

    @Override
    boolean canMove(long pLo, long pHi, long oLo, long oHi) {
        bits.moves(pLo, pHi, oLo, oHi, emptyLo(pLo, oLo), emptyHi(pHi, oHi));
        return (bits.lo | bits.hi) != 0;
    }

    @Override
    long key(long pLo, long pHi, long oLo, long oHi) {
        return Hashing.hash10(pLo, pHi, oLo, oHi, 0);
    }

    @Override
    int finalScore(long pLo, long pHi, long oLo, long oHi) {
        return Long.bitCount(pLo) + Long.bitCount(pHi) - Long.bitCount(oLo) - Long.bitCount(oHi);
    }

    @Override
    long emptyLo(long pLo, long oLo) {
        return ~(pLo | oLo | blockedLo);
    }

    @Override
    long emptyHi(long pHi, long oHi) {
        return ~(pHi | oHi | blockedHi) & Bitboards10.HI_FULL;
    }

    @Override
    int leaves(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties) {
        return searchShallow(pLo, pHi, oLo, oHi, alpha, beta, emptyLo(pLo, oLo), emptyHi(pHi, oHi), empties);
    }

    @Override
    int leaves(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties, long movesLo, long movesHi) {
        return searchShallow(pLo, pHi, oLo, oHi, alpha, beta, emptyLo(pLo, oLo), emptyHi(pHi, oHi), empties);
    }

    @Override
    long leafNodes() {
        return nodes;
    }

    @Override
    void clearLeafNodes() {
        nodes = 0;
    }

    /** The opponent's discs that can never flip bound our score: the playable squares less twice them. */
    @Override
    int stabilityBound(long pLo, long pHi, long oLo, long oHi, int alpha) {
        if (playable - 2 * (Long.bitCount(oLo) + Long.bitCount(oHi)) > alpha) {
            return INF;
        }
        return playable - 2 * stability.count(oLo, oHi, emptyLo(pLo, oLo), emptyHi(pHi, oHi));
    }

    @Override
    int mobility(long rLo, long rHi) {
        return Long.bitCount(rLo) + Long.bitCount(rHi) + Long.bitCount(rLo & geometry.cornerLo)
                + Long.bitCount(rHi & geometry.cornerHi);
    }

    /** Few empties at this stage: each is checked for a neighbour of p. */
    @Override
    int potential(long pLo, long pHi, long eLo, long eHi) {
        int n = 0;
        while ((eLo | eHi) != 0) {
            int sq = lowestSquare(eLo, eHi);
            if (sq < 64) {
                eLo &= eLo - 1;
            } else {
                eHi &= eHi - 1;
            }
            if (((pLo & NEIGHBOURS_LO[sq]) | (pHi & NEIGHBOURS_HI[sq])) != 0) {
                n++;
            }
        }
        return n;
    }

    @Override
    int squareScore(int sq) {
        return geometry.squareWeight(sq);
    }

    /** p's corners and, next to each of them, p's C squares. */
    @Override
    int cornerStable(long pLo, long pHi) {
        long sLo = pLo & geometry.cornerLo;
        long sHi = pHi & geometry.cornerHi;
        if ((sLo | sHi) == 0) {
            return 0;
        }
        int n = Long.bitCount(sLo) + Long.bitCount(sHi);
        int[] corners = geometry.corners;
        for (int i = 0; i < corners.length; i++) {
            int c = corners[i];
            if (((c < 64 ? sLo >>> c : sHi >>> (c - 64)) & 1) != 0) {
                n += Long.bitCount(pLo & geometry.cLo[i]) + Long.bitCount(pHi & geometry.cHi[i]);
            }
        }
        return n;
    }

    @Override
    int oddQuadrants(long eLo, long eHi) {
        int odd = 0;
        for (int q = 0; q < 4; q++) {
            if (((Long.bitCount(eLo & QUADRANT_LO[q]) + Long.bitCount(eHi & QUADRANT_HI[q])) & 1) != 0) {
                odd |= 1 << q;
            }
        }
        return odd;
    }

    @Override
    int quadrant(int sq) {
        return QUADRANT[sq];
    }

    @Override
    int evaluate(long pLo, long pHi, long oLo, long oHi) {
        return orderingEval.evaluate(pLo, pHi, oLo, oHi);
    }

    // ---- the last empties ----

    /**
     * Fewer than {@value #SORT_MIN_EMPTIES} empties, no table: the empty squares of odd quadrants
     * first (the side to move there usually gets the last move of the region), each tried if it flips.
     */
    private int searchShallow(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, long eLo, long eHi,
            int empties) {
        if (empties == 1) {
            return solve1(pLo, pHi, oLo, oHi, lowestSquare(eLo, eHi));
        }
        nodes++;
        if (empties == 0) {
            return finalScore(pLo, pHi, oLo, oHi);
        }
        long oddLo = 0;
        long oddHi = 0;
        for (int q = 0; q < 4; q++) {
            long qLo = eLo & QUADRANT_LO[q];
            long qHi = eHi & QUADRANT_HI[q];
            if (((Long.bitCount(qLo) + Long.bitCount(qHi)) & 1) != 0) {
                oddLo |= qLo;
                oddHi |= qHi;
            }
        }
        int best = -INF;
        int a = alpha;
        for (int round = 0; round < 2; round++) {
            long sLo = round == 0 ? oddLo : eLo & ~oddLo;
            long sHi = round == 0 ? oddHi : eHi & ~oddHi;
            while ((sLo | sHi) != 0) {
                int sq = lowestSquare(sLo, sHi);
                if (sq < 64) {
                    sLo &= sLo - 1;
                } else {
                    sHi &= sHi - 1;
                }
                if (((oLo & NEIGHBOURS_LO[sq]) | (oHi & NEIGHBOURS_HI[sq])) == 0) {
                    continue;
                }
                bits.flips(pLo, pHi, oLo, oHi, sq);
                long fLo = bits.lo;
                long fHi = bits.hi;
                if ((fLo | fHi) == 0) {
                    continue;
                }
                long bLo = lowBit(sq);
                long bHi = highBit(sq);
                int score = -searchShallow(oLo ^ fLo, oHi ^ fHi, pLo | fLo | bLo, pHi | fHi | bHi, -beta, -a,
                        eLo & ~bLo, eHi & ~bHi, empties - 1);
                if (score > best) {
                    best = score;
                    if (score > a) {
                        a = score;
                        if (score >= beta) {
                            return best;
                        }
                    }
                }
            }
        }
        if (best != -INF) {
            return best;
        }
        // No move: pass if the opponent can play, else the game is over.
        if (hasMoveAmong(oLo, oHi, pLo, pHi, eLo, eHi)) {
            return -searchShallow(oLo, oHi, pLo, pHi, -beta, -alpha, eLo, eHi, empties);
        }
        return finalScore(pLo, pHi, oLo, oHi);
    }

    /**
     * The last empty square {@code x}: whoever can play there does (the side to move first), then the
     * game is scored. Only the number of flips is needed.
     */
    private int solve1(long pLo, long pHi, long oLo, long oHi, int x) {
        nodes++;
        int own = Long.bitCount(pLo) + Long.bitCount(pHi);
        int opp = Long.bitCount(oLo) + Long.bitCount(oHi);
        bits.flips(pLo, pHi, oLo, oHi, x);
        int n = Long.bitCount(bits.lo) + Long.bitCount(bits.hi);
        if (n != 0) {
            return own + n + 1 - (opp - n);
        }
        bits.flips(oLo, oHi, pLo, pHi, x);
        n = Long.bitCount(bits.lo) + Long.bitCount(bits.hi);
        if (n != 0) {
            return own - n - (opp + n + 1);
        }
        return own - opp; // nobody can play the last square
    }

    /** True when the owner of p can play one of the squares {@code s}. */
    private boolean hasMoveAmong(long pLo, long pHi, long oLo, long oHi, long sLo, long sHi) {
        while ((sLo | sHi) != 0) {
            int sq = lowestSquare(sLo, sHi);
            if (sq < 64) {
                sLo &= sLo - 1;
            } else {
                sHi &= sHi - 1;
            }
            if (((oLo & NEIGHBOURS_LO[sq]) | (oHi & NEIGHBOURS_HI[sq])) == 0) {
                continue;
            }
            bits.flips(pLo, pHi, oLo, oHi, sq);
            if ((bits.lo | bits.hi) != 0) {
                return true;
            }
        }
        return false;
    }

}
