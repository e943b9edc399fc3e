package dev.gamebots.othello.endgame;

import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.SquareOrder;

/**
 * The last {@value #MAX_EMPTIES} empty squares of the exact endgame solver, where almost all of its
 * nodes are (about 95% on FFO #40-#44): no table, no clock. Seven empties sort their moves by the
 * opponent's replies (a light version of the solver's sorted nodes); from six down the empty squares
 * are tried directly, those of quadrants with an odd number of empties first (parity: the side that
 * moves into an odd region usually gets its last move too), each only if it touches an opponent disc
 * and flips something. Four and fewer empties are written out, the last square only counts its flips
 * ({@link LastFlips}).
 *
 * <p>Four to seven empties also try the stability cutoff when alpha is high. The quadrant parity
 * travels down as four bits (one per quadrant, set when its number of empties is odd), flipped by
 * each move instead of being counted again at every node. Passes, rare here, are handled in
 * separate methods so the hot ones stay small enough for the JIT to compile well.
 *
 * <p>Scores are final disc differences from the side to move under the {@link Scoring}. One instance
 * per solver (per thread); nothing is allocated.
 */
final class LeafSearch {

    /** The most empties handed to {@link #search}. */
    static final int MAX_EMPTIES = 7;
    private static final int INF = 127;

    /** Neighbours of each square: a move must touch an opponent disc. */
    private static final long[] NEIGHBOURS = new long[64];
    /** The quadrant bit of each square (a1-d4: 1, e1-h4: 2, a5-d8: 4, e5-h8: 8). */
    private static final int[] QUADRANT_BIT = new int[64];
    /** The squares of the quadrants whose bits are set in the index. */
    private static final long[] QUADRANT_SQUARES = new long[16];
    private static final long[] QUADRANTS = {
        0x000000000f0f0f0fL, 0x00000000f0f0f0f0L, 0x0f0f0f0f00000000L, 0xf0f0f0f000000000L
    };

    static {
        for (int sq = 0; sq < 64; sq++) {
            NEIGHBOURS[sq] = Bitboards8.neighbours(1L << sq);
            QUADRANT_BIT[sq] = 1 << (((sq >>> 4) & 2) | ((sq >>> 2) & 1));
        }
        for (int bits = 0; bits < 16; bits++) {
            for (int q = 0; q < 4; q++) {
                if ((bits >>> q & 1) != 0) {
                    QUADRANT_SQUARES[bits] |= QUADRANTS[q];
                }
            }
        }
    }

    /** The seven-empties node's moves: {@code (key << 6) | square}, and their flips by square. */
    private final long[] sortEntry = new long[8];
    private final long[] sortFlips = new long[64];
    /** The opponent's replies after each of those moves, by square: the six-empties child tries only them. */
    private final long[] sortReplies = new long[64];

    /** Nodes visited since the owner last reset it. */
    long nodes;
    private Scoring scoring = Scoring.DISCS;
    /** True for the anti game (fewest discs wins): full-board scores change sign. */
    private boolean anti;

    void setScoring(Scoring scoring) {
        this.scoring = scoring;
        this.anti = scoring == Scoring.ANTI_DISCS;
    }

    /** The quadrant parity bits of the empty squares {@code empty}. */
    static int parity(long empty) {
        int parity = 0;
        for (int q = 0; q < 4; q++) {
            parity |= (Long.bitCount(empty & QUADRANTS[q]) & 1) << q;
        }
        return parity;
    }

    /**
     * The score of {@code p} (to move) against {@code o} with {@code empties} (at most
     * {@value #MAX_EMPTIES}) empty squares, exact inside (alpha, beta) and a bound on the correct side
     * outside it.
     */
    int search(long p, long o, int alpha, int beta, int empties) {
        return search(p, o, alpha, beta, empties, ~(p | o));
    }

    /**
     * As {@link #search(long, long, int, int, int)} when the caller knows the squares where {@code p}
     * may play ({@code candidates}, at least all its legal moves; the empty squares when unknown): five
     * to seven empties then try only those (the sorted nodes generated them for their move ordering
     * anyway, and each square tried in vain costs a flip computation).
     */
    int search(long p, long o, int alpha, int beta, int empties, long candidates) {
        long empty = ~(p | o);
        switch (empties) {
            case 0:
                nodes++;
                return finalScore(p, o);
            case 1:
                return solve1(p, Long.numberOfTrailingZeros(empty));
            case 2:
                return solve2(p, o, alpha, beta, Long.numberOfTrailingZeros(empty), 63 - Long.numberOfLeadingZeros(empty));
            case 3:
                return solve3(p, o, alpha, beta, empty);
            case 4:
                return solve4(p, o, alpha, beta, empty, parity(empty));
            case 5:
            case 6:
                return shallow(p, o, alpha, beta, empty, parity(empty), empties, candidates & empty);
            default:
                return sorted7(p, o, alpha, beta, empty, parity(empty), candidates & empty);
        }
    }

    /**
     * Seven empties: the moves sorted fewest replies first (corners counted twice), odd quadrants
     * first among equals, picked best-first one at a time. The same order as the solver's sorted
     * nodes gives at seven empties without their other terms, the table and the clock: FFO #40-#44
     * 130,717,546 nodes instead of 130,247,903, about 5% less time.
     */
    private int sorted7(long p, long o, int alpha, int beta, long empty, int parity, long candidates) {
        nodes++;
        if (alpha >= 12) { // 2 * empties - 2, as in the sorted search
            int upper = stabilityUpper(p, o, alpha);
            if (upper <= alpha) {
                return upper;
            }
        }
        int n = 0;
        long squares = candidates;
        long odd = empty & QUADRANT_SQUARES[parity];
        while (squares != 0) {
            int sq = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            long f;
            if ((o & NEIGHBOURS[sq]) == 0 || (f = Bitboards8.flipsByRays(p, o, sq)) == 0) {
                continue;
            }
            long replies = Bitboards8.moves(o ^ f, p | f | (1L << sq));
            int key = 2 * (Long.bitCount(replies) + Long.bitCount(replies & Bitboards8.CORNERS))
                    + (int) (~odd >>> sq & 1);
            sortEntry[n++] = ((long) key << 6) | sq; // smallest first; ties: lower square first
            sortFlips[sq] = f;
            sortReplies[sq] = replies;
        }
        if (n == 0) {
            if (hasMoveAmong(o, p, empty)) {
                return -sorted7(o, p, -beta, -alpha, empty, parity, empty);
            }
            return finalScore(p, o);
        }
        int best = -INF;
        int a = alpha;
        for (int i = 0; i < n; i++) {
            int bestAt = i;
            long e = sortEntry[i];
            for (int j = i + 1; j < n; j++) {
                if (sortEntry[j] < e) {
                    e = sortEntry[j];
                    bestAt = j;
                }
            }
            sortEntry[bestAt] = sortEntry[i];
            int sq = (int) e & 63;
            long f = sortFlips[sq];
            int score = -shallow(o ^ f, p | f | (1L << sq), -beta, -a, empty & ~(1L << sq),
                    parity ^ QUADRANT_BIT[sq], 6, sortReplies[sq]);
            if (score > best) {
                best = score;
                if (score >= beta) {
                    return best;
                }
                if (score > a) {
                    a = score;
                }
            }
        }
        return best;
    }

    /**
     * Five or six empties: odd quadrants first, each square tried if it flips; at six, within each
     * parity group by {@link SquareOrder#CLASSES_8} (FFO #40-#44 120,191,066 nodes instead of 122,467,212,
     * #45-#49 1,079,520,121 instead of 1,114,969,733; at five as well, 1% fewer nodes still but the
     * extra rounds cost more time than that). Not in the anti game, where corners are no prize: 40
     * random anti positions of 18 empties took 1.1% more nodes with the classes, 0.4% more reversed.
     */
    private int shallow(long p, long o, int alpha, int beta, long empty, int parity, int empties, long candidates) {
        nodes++;
        if (alpha >= 2 * empties - 2) {
            // Stability cutoff, as in the sorted search: discs that can never flip bound the score
            // (FFO #40-#44: 130,247,903 nodes instead of 134,749,135, about the same time).
            int upper = stabilityUpper(p, o, alpha);
            if (upper <= alpha) {
                return upper;
            }
        }
        int best = -INF;
        int a = alpha;
        long odd = candidates & QUADRANT_SQUARES[parity];
        long even = candidates & ~odd;
        int classes = empties == 6 && !anti ? SquareOrder.CLASSES_8.length : 1; // rounds per parity group
        for (int round = 0; round < 2 * classes; round++) {
            long squares = (round < classes ? odd : even) & (classes == 1 ? -1L : SquareOrder.CLASSES_8[round & 3]);
            while (squares != 0) {
                int sq = Long.numberOfTrailingZeros(squares);
                squares &= squares - 1;
                long f;
                if ((o & NEIGHBOURS[sq]) == 0 || (f = Bitboards8.flipsByRays(p, o, sq)) == 0) {
                    continue;
                }
                long p2 = o ^ f;
                long o2 = p | f | (1L << sq);
                long empty2 = empty & ~(1L << sq);
                int parity2 = parity ^ QUADRANT_BIT[sq];
                int score = empties == 5
                        ? -solve4(p2, o2, -beta, -a, empty2, parity2)
                        : -shallow(p2, o2, -beta, -a, empty2, parity2, empties - 1, empty2);
                if (score > best) {
                    best = score;
                    if (score >= beta) {
                        return best;
                    }
                    if (score > a) {
                        a = score;
                    }
                }
            }
        }
        return best != -INF ? best : shallowPass(p, o, alpha, beta, empty, parity, empties);
    }

    /** {@link #shallow} when the side to move has no move: pass, or the game is over. */
    private int shallowPass(long p, long o, int alpha, int beta, long empty, int parity, int empties) {
        if (hasMoveAmong(o, p, empty)) {
            return -shallow(o, p, -beta, -alpha, empty, parity, empties, empty);
        }
        return finalScore(p, o);
    }

    /**
     * Four empties: the stability cutoff (FFO #40-#44 124,894,407 nodes instead of 133,285,883, the
     * same time or a little less; at three empties it saves another 2% of the nodes and costs as
     * much), then odd quadrants first, then three.
     */
    private int solve4(long p, long o, int alpha, int beta, long empty, int parity) {
        nodes++;
        if (alpha >= 6) {
            int upper = stabilityUpper(p, o, alpha);
            if (upper <= alpha) {
                return upper;
            }
        }
        int best = -INF;
        int a = alpha;
        long odd = empty & QUADRANT_SQUARES[parity];
        for (int round = 0; round < 2; round++) {
            long squares = round == 0 ? odd : empty & ~odd;
            while (squares != 0) {
                int sq = Long.numberOfTrailingZeros(squares);
                squares &= squares - 1;
                long f;
                if ((o & NEIGHBOURS[sq]) == 0 || (f = Bitboards8.flipsByRays(p, o, sq)) == 0) {
                    continue;
                }
                int score = -solve3(o ^ f, p | f | (1L << sq), -beta, -a, empty & ~(1L << sq));
                if (score > best) {
                    best = score;
                    if (score >= beta) {
                        return best;
                    }
                    if (score > a) {
                        a = score;
                    }
                }
            }
        }
        return best != -INF ? best : solve4Pass(p, o, alpha, beta, empty, parity);
    }

    /** {@link #solve4} when the side to move has no move. */
    private int solve4Pass(long p, long o, int alpha, int beta, long empty, int parity) {
        if (hasMoveAmong(o, p, empty)) {
            return -solve4(o, p, -beta, -alpha, empty, parity);
        }
        return finalScore(p, o);
    }

    /** Three empties: the one alone in its quadrant first (it usually ends that region), then two. */
    private int solve3(long p, long o, int alpha, int beta, long empty) {
        nodes++;
        int x1 = Long.numberOfTrailingZeros(empty);
        long rest = empty & (empty - 1);
        int x2 = Long.numberOfTrailingZeros(rest);
        int x3 = 63 - Long.numberOfLeadingZeros(rest);
        // Parity: a square sharing its quadrant with another goes last.
        if (QUADRANT_BIT[x1] == QUADRANT_BIT[x2]) {
            int t = x1;
            x1 = x3;
            x3 = t; // x1 alone (or all three together)
        } else if (QUADRANT_BIT[x1] == QUADRANT_BIT[x3]) {
            int t = x1;
            x1 = x2;
            x2 = t;
        }
        int best = -INF;
        long f;
        if ((o & NEIGHBOURS[x1]) != 0 && (f = Bitboards8.flipsByRays(p, o, x1)) != 0) {
            best = -solve2(o ^ f, p | f | (1L << x1), -beta, -alpha, x2, x3);
            if (best >= beta) {
                return best;
            }
        }
        if ((o & NEIGHBOURS[x2]) != 0 && (f = Bitboards8.flipsByRays(p, o, x2)) != 0) {
            int score = -solve2(o ^ f, p | f | (1L << x2), -beta, -Math.max(alpha, best), x1, x3);
            if (score > best) {
                best = score;
                if (best >= beta) {
                    return best;
                }
            }
        }
        if ((o & NEIGHBOURS[x3]) != 0 && (f = Bitboards8.flipsByRays(p, o, x3)) != 0) {
            int score = -solve2(o ^ f, p | f | (1L << x3), -beta, -Math.max(alpha, best), x1, x2);
            if (score > best) {
                best = score;
            }
        }
        return best != -INF ? best : solve3Pass(p, o, alpha, beta, x1, x2, x3);
    }

    /** {@link #solve3} when the side to move has no move: the opponent tries the same squares (scores stay ours). */
    private int solve3Pass(long p, long o, int alpha, int beta, int x1, int x2, int x3) {
        nodes++;
        int best = INF;
        long f;
        if ((p & NEIGHBOURS[x1]) != 0 && (f = Bitboards8.flipsByRays(o, p, x1)) != 0) {
            best = solve2(p ^ f, o | f | (1L << x1), alpha, beta, x2, x3);
            if (best <= alpha) {
                return best;
            }
        }
        if ((p & NEIGHBOURS[x2]) != 0 && (f = Bitboards8.flipsByRays(o, p, x2)) != 0) {
            int score = solve2(p ^ f, o | f | (1L << x2), alpha, Math.min(beta, best), x1, x3);
            if (score < best) {
                best = score;
                if (best <= alpha) {
                    return best;
                }
            }
        }
        if ((p & NEIGHBOURS[x3]) != 0 && (f = Bitboards8.flipsByRays(o, p, x3)) != 0) {
            int score = solve2(p ^ f, o | f | (1L << x3), alpha, Math.min(beta, best), x1, x2);
            if (score < best) {
                best = score;
            }
        }
        return best != INF ? best : finalScore(p, o);
    }

    /** Two empties {@code x1}, {@code x2}: each move is followed by the last one, scored by counting. */
    private int solve2(long p, long o, int alpha, int beta, int x1, int x2) {
        nodes++;
        long f;
        if ((o & NEIGHBOURS[x1]) != 0 && (f = Bitboards8.flipsByRays(p, o, x1)) != 0) {
            int best = -solve1(o ^ f, x2);
            if (best < beta && (o & NEIGHBOURS[x2]) != 0 && (f = Bitboards8.flipsByRays(p, o, x2)) != 0) {
                best = Math.max(best, -solve1(o ^ f, x1));
            }
            return best;
        }
        if ((o & NEIGHBOURS[x2]) != 0 && (f = Bitboards8.flipsByRays(p, o, x2)) != 0) {
            return -solve1(o ^ f, x1);
        }
        return solve2Pass(p, o, alpha, x1, x2);
    }

    /** {@link #solve2} when the side to move has no move: the opponent tries (scores stay ours). */
    private int solve2Pass(long p, long o, int alpha, int x1, int x2) {
        nodes++;
        long f;
        if ((p & NEIGHBOURS[x1]) != 0 && (f = Bitboards8.flipsByRays(o, p, x1)) != 0) {
            int best = solve1(p ^ f, x2);
            if (best > alpha && (p & NEIGHBOURS[x2]) != 0 && (f = Bitboards8.flipsByRays(o, p, x2)) != 0) {
                best = Math.min(best, solve1(p ^ f, x1));
            }
            return best;
        }
        if ((p & NEIGHBOURS[x2]) != 0 && (f = Bitboards8.flipsByRays(o, p, x2)) != 0) {
            return solve1(p ^ f, x1);
        }
        return finalScore(p, o);
    }

    /**
     * The last empty square {@code x}, the side to move owning {@code p} (the opponent owns the rest):
     * whoever can play there does, then the game is scored. Only the number of flips is needed.
     */
    private int solve1(long p, int x) {
        nodes++;
        int own = Long.bitCount(p);
        int n = LastFlips.count(p, x);
        if (n != 0) {
            return fullBoardScore(own + n + 1);
        }
        n = LastFlips.count(~p & ~(1L << x), x);
        if (n != 0) {
            return fullBoardScore(own - n);
        }
        return scoring.score(own, 63 - own); // nobody can play the last square
    }

    /**
     * The stability cutoff's bound: the best final score given the discs that can never flip (the
     * opponent's; in anti our own), or {@link #INF} when it cannot be at most {@code alpha}. Those
     * discs are counted first: when there are too few of them for a cutoff at all, the stable ones
     * are not computed (the same cutoffs, fewer stability computations).
     */
    private int stabilityUpper(long p, long o, int alpha) {
        long discs = anti ? p : o;
        if (64 - 2 * Long.bitCount(discs) > alpha) {
            return INF;
        }
        return 64 - 2 * Long.bitCount(Stability.stable(discs, p | o));
    }

    private static boolean hasMoveAmong(long p, long o, long squares) {
        while (squares != 0) {
            int sq = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            if ((o & NEIGHBOURS[sq]) != 0 && Bitboards8.flipsByRays(p, o, sq) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The score of a full board where the side to move has {@code own} discs. */
    private int fullBoardScore(int own) {
        int diff = 2 * own - 64;
        return anti ? -diff : diff;
    }

    private int finalScore(long p, long o) {
        return scoring.score(Long.bitCount(p), Long.bitCount(o));
    }
}
