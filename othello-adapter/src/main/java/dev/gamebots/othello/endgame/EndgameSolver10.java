package dev.gamebots.othello.endgame;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Mtdf;
import dev.gamebots.core.PackedBoundTable;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.rules.Bitboards10;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Hashing;

/**
 * Exact endgame solver for the 10x10 games (grand, and octagon with its blocked squares): negamax with
 * null windows on the side-relative 128-bit boards (a low word for squares 0..63, a high word for
 * 64..99), specialised by the number of empty squares as the 8x8 {@link EndgameSolver} is:
 * <ul>
 *   <li>{@value #SORT_MIN_EMPTIES} and more: the moves generated, the table's move first, then
 *       fastest-first (fewest replies for the opponent, corners counted twice), picked best-first one
 *       at a time, principal variation search; from {@value #TABLE_MIN_EMPTIES} empties a
 *       transposition table holding both bounds;</li>
 *   <li>fewer: no move generation; the empty squares are tried directly, those in 5x5 quadrants with
 *       an odd number of empties first (parity), each only if it touches an opponent disc;</li>
 *   <li>the last empty square: the flips are counted, not made.</li>
 * </ul>
 * The engine-core alpha-beta search needs about a second for a 14-empties grand position (it deepens
 * one ply at a time on the evaluation); this solver takes milliseconds, so the exact play of a 10x10
 * game starts many moves earlier.
 *
 * <p>A finished game scores own discs minus opponent discs (empty and blocked squares count for
 * nobody), as FlipSight scores grand and octagon. One instance per thread; nothing is allocated per
 * node. It stays beside the core searcher for that speed, on the core's contract: engine-core's
 * {@code SearchControl} (stop, deadline, nodes), {@code Mtdf} driver, {@code PackedBoundTable} and
 * {@code SearchResult}.
 */
public final class EndgameSolver10 {

    /** The pass move at the root. */
    public static final int PASS = Board10.PASS;
    /** Empties from which the transposition table is used. */
    static final int TABLE_MIN_EMPTIES = 9;
    /** Empties from which moves are generated and sorted (below: parity-ordered direct tries). */
    static final int SORT_MIN_EMPTIES = 7;
    /** Above any final score (at most 100 discs). */
    private static final int INF = 127;
    private static final int MAX_PLY = 110;
    /** Room per ply in the move lists (a 10x10 position has far fewer legal moves). */
    private static final int LIST = 100;
    /**
     * Sorted nodes between clock checks: each has many leaves below it, and a cold (interpreted) JVM
     * runs the first solve of a process many times slower, so the check stays frequent.
     */
    private static final int CHECK_EVERY = 1 << 6;

    /** The four 5x5 quadrants, low and high words. */
    private static final long[] QUADRANT_LO = new long[4];
    private static final long[] QUADRANT_HI = new long[4];
    /** Neighbours of each square, low and high words: a move must touch an opponent disc. */
    private static final long[] NEIGHBOURS_LO = new long[100];
    private static final long[] NEIGHBOURS_HI = new long[100];

    static {
        for (int sq = 0; sq < 100; sq++) {
            int r = sq / 10;
            int c = sq % 10;
            int q = (r >= 5 ? 2 : 0) | (c >= 5 ? 1 : 0);
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

    private final Clock clock;
    private final Bitboards10 bits = new Bitboards10();
    private final PackedBoundTable table;

    private long blockedLo;
    private long blockedHi;
    /**
     * Nodes of the shallow search (no poll there: most nodes are shallow) not yet on the control;
     * each sorted node moves them onto it.
     */
    private long nodes;
    /** Stop flag, deadline and node budget of the running solve; polled every {@value #CHECK_EVERY} sorted nodes. */
    private final SearchControl control;
    private boolean aborted;

    /** Per-ply move lists: an entry is {@code (key << 8) | (127 - square)}; flips kept by list slot. */
    private final long[] listEntry = new long[MAX_PLY * LIST];
    private final long[] listFlipsLo = new long[MAX_PLY * LIST];
    private final long[] listFlipsHi = new long[MAX_PLY * LIST];

    /** A solver whose table has 2^{@code tableBits} entries (8 bytes each). */
    public EndgameSolver10(int tableBits, Clock clock) {
        this.clock = clock;
        this.control = new SearchControl(clock, CHECK_EVERY);
        table = new PackedBoundTable(tableBits);
    }

    /** Forgets the table (a new game or other blocked squares). */
    public void clear() {
        table.clear();
    }

    /** Asks a running solve to return as soon as possible; safe from any thread. */
    public void stop() {
        control.stop();
    }

    /**
     * Solves exactly by null-window searches converging on the value (MTD(f)), starting from
     * {@code firstGuess}; the table keeps both bounds between passes. The limits' hard deadline and
     * node budget bound all the passes together.
     */
    public SearchResult solveExact(Board10 board, int firstGuess, SearchLimits limits) {
        long start = clock.nanoTime();
        MtdfPasses passes = new MtdfPasses((beta, passLimits) -> solve(board, beta - 1, beta, passLimits), limits);
        Mtdf.Outcome o = Mtdf.solve(passes, firstGuess, 100, INF);
        return SearchResult.ofSolve(o.bestMove(), o.value(), board.empties(), passes.nodes(), clock.nanoTime() - start,
                o.complete());
    }

    /**
     * Solves {@code board}'s position (side to move first) within the window {@code (alpha, beta)}: a
     * window of (-1, 1) answers win/draw/loss only. Stops at the limits' hard deadline or after about
     * their node budget (their depth and soft deadline do not apply). The board is not changed.
     */
    public SearchResult solve(Board10 board, int alpha, int beta, SearchLimits limits) {
        long start = clock.nanoTime();
        if (board.blockedLo() != blockedLo || board.blockedHi() != blockedHi) {
            clear(); // other lines: the table's positions meant something else
            blockedLo = board.blockedLo();
            blockedHi = board.blockedHi();
        }
        control.begin(limits.hardDeadline(), limits.maxNodes());
        nodes = 0;
        aborted = false;
        long pLo = board.ownLo();
        long pHi = board.ownHi();
        long oLo = board.oppLo();
        long oHi = board.oppHi();
        int empties = board.empties();

        bits.moves(pLo, pHi, oLo, oHi, emptyLo(pLo, oLo), emptyHi(pHi, oHi));
        long movesLo = bits.lo;
        long movesHi = bits.hi;
        if ((movesLo | movesHi) == 0) {
            if (!hasMoves(oLo, oHi, pLo, pHi)) {
                return SearchResult.ofSolve(-1, finalScore(pLo, pHi, oLo, oHi), 0, 1, clock.nanoTime() - start, true);
            }
            int score = -search(oLo, oHi, pLo, pHi, -beta, -alpha, empties, 1);
            return SearchResult.ofSolve(PASS, score, empties, nodes(), clock.nanoTime() - start, !aborted);
        }
        control.count(1);
        int n = buildMoveList(pLo, pHi, oLo, oHi, movesLo, movesHi, 0);
        promote(0, n, probeMove(pLo, pHi, oLo, oHi));
        int best = -INF;
        int bestMove = -1;
        int a = alpha;
        for (int i = 0; i < n; i++) {
            int slot = nextMove(0, i, n);
            int sq = entrySquare(listEntry[slot]);
            if (i == 0) {
                bestMove = sq;
            }
            long fLo = listFlipsLo[slot];
            long fHi = listFlipsHi[slot];
            long nLo = oLo ^ fLo;
            long nHi = oHi ^ fHi;
            long mLo = pLo | fLo | lowBit(sq);
            long mHi = pHi | fHi | highBit(sq);
            int score;
            if (i == 0) {
                score = -search(nLo, nHi, mLo, mHi, -beta, -a, empties - 1, 1);
            } else {
                score = -search(nLo, nHi, mLo, mHi, -a - 1, -a, empties - 1, 1);
                if (score > a && score < beta && !aborted) {
                    score = -search(nLo, nHi, mLo, mHi, -beta, -score, empties - 1, 1);
                }
            }
            if (aborted) {
                break;
            }
            if (score > best) {
                best = score;
                bestMove = sq;
                if (score > a) {
                    a = score;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        if (!aborted) {
            store(pLo, pHi, oLo, oHi, alpha, beta, best, bestMove, empties);
        }
        return SearchResult.ofSolve(bestMove, best, empties, nodes(), clock.nanoTime() - start, !aborted);
    }

    /** Nodes of the last (or running) solve. */
    public long nodes() {
        return control.nodes() + nodes;
    }

    // ---- the search by number of empties ----

    private int search(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties, int ply) {
        if (empties < SORT_MIN_EMPTIES) {
            return searchShallow(pLo, pHi, oLo, oHi, alpha, beta, emptyLo(pLo, oLo), emptyHi(pHi, oHi), empties);
        }
        return searchSorted(pLo, pHi, oLo, oHi, alpha, beta, empties, ply);
    }

    /** The sorted search with the table. */
    private int searchSorted(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties, int ply) {
        control.count(nodes);
        nodes = 0;
        if (control.tick()) {
            aborted = true;
        }
        if (aborted) {
            return 0;
        }
        int tableMove = -1;
        boolean useTable = empties >= TABLE_MIN_EMPTIES;
        if (useTable) {
            long data = table.probe(key(pLo, pHi, oLo, oHi));
            if (data != 0) {
                int lower = PackedBoundTable.lower(data);
                int upper = PackedBoundTable.upper(data);
                if (lower >= beta) {
                    return lower;
                }
                if (upper <= alpha) {
                    return upper;
                }
                if (lower == upper) {
                    return lower;
                }
                tableMove = PackedBoundTable.move(data);
            }
        }
        bits.moves(pLo, pHi, oLo, oHi, emptyLo(pLo, oLo), emptyHi(pHi, oHi));
        long movesLo = bits.lo;
        long movesHi = bits.hi;
        if ((movesLo | movesHi) == 0) {
            if (!hasMoves(oLo, oHi, pLo, pHi)) {
                return finalScore(pLo, pHi, oLo, oHi);
            }
            return -search(oLo, oHi, pLo, pHi, -beta, -alpha, empties, ply + 1);
        }
        int n = buildMoveList(pLo, pHi, oLo, oHi, movesLo, movesHi, ply);
        promote(ply, n, tableMove);
        int best = -INF;
        int bestMove = -1;
        int a = alpha;
        for (int i = 0; i < n; i++) {
            int slot = nextMove(ply, i, n);
            int sq = entrySquare(listEntry[slot]);
            long fLo = listFlipsLo[slot];
            long fHi = listFlipsHi[slot];
            long nLo = oLo ^ fLo;
            long nHi = oHi ^ fHi;
            long mLo = pLo | fLo | lowBit(sq);
            long mHi = pHi | fHi | highBit(sq);
            int score;
            if (i == 0) {
                score = -search(nLo, nHi, mLo, mHi, -beta, -a, empties - 1, ply + 1);
            } else {
                score = -search(nLo, nHi, mLo, mHi, -a - 1, -a, empties - 1, ply + 1);
                if (score > a && score < beta && !aborted) {
                    score = -search(nLo, nHi, mLo, mHi, -beta, -score, empties - 1, ply + 1);
                }
            }
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = sq;
                if (score > a) {
                    a = score;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        if (useTable) {
            store(pLo, pHi, oLo, oHi, alpha, beta, best, bestMove, empties);
        }
        return best;
    }

    /**
     * Fills ply's move list: each move's flips and its key, fastest-first: fewer replies for the
     * opponent is better, a reply on a corner (a square no line passes through) counts twice.
     */
    private int buildMoveList(long pLo, long pHi, long oLo, long oHi, long movesLo, long movesHi, int ply) {
        int base = ply * LIST;
        int n = 0;
        while ((movesLo | movesHi) != 0) {
            int sq;
            if (movesLo != 0) {
                sq = Long.numberOfTrailingZeros(movesLo);
                movesLo &= movesLo - 1;
            } else {
                sq = 64 + Long.numberOfTrailingZeros(movesHi);
                movesHi &= movesHi - 1;
            }
            bits.flips(pLo, pHi, oLo, oHi, sq);
            long fLo = bits.lo;
            long fHi = bits.hi;
            long nLo = oLo ^ fLo;
            long nHi = oHi ^ fHi;
            long mLo = pLo | fLo | lowBit(sq);
            long mHi = pHi | fHi | highBit(sq);
            bits.moves(nLo, nHi, mLo, mHi, emptyLo(nLo, mLo), emptyHi(nHi, mHi));
            int replies = Long.bitCount(bits.lo) + Long.bitCount(bits.hi)
                    + Long.bitCount(bits.lo & CORNER_LO) + Long.bitCount(bits.hi & CORNER_HI);
            long key = 1000 - replies;
            listEntry[base + n] = (key << 8) | (127 - sq);
            listFlipsLo[base + n] = fLo;
            listFlipsHi[base + n] = fHi;
            n++;
        }
        return n;
    }

    /** The four corners of the 10x10 board (octagon's cut corners are not corners here; ordering only). */
    private static final long CORNER_LO = 1L | 1L << 9;
    private static final long CORNER_HI = 1L << (90 - 64) | 1L << (99 - 64);

    /** Moves the entry of {@code square} (if listed) to the front of ply's list. */
    private void promote(int ply, int n, int square) {
        if (square < 0) {
            return;
        }
        int base = ply * LIST;
        for (int i = 0; i < n; i++) {
            if (entrySquare(listEntry[base + i]) == square) {
                swap(base, base + i);
                listEntry[base] = (Long.MAX_VALUE & ~0xffL) | (listEntry[base] & 0xff); // stays first
                return;
            }
        }
    }

    /** The slot of the i-th best move of ply's list (selection sort one step at a time). */
    private int nextMove(int ply, int i, int n) {
        int base = ply * LIST;
        int bestAt = base + i;
        long best = listEntry[bestAt];
        for (int j = bestAt + 1; j < base + n; j++) {
            if (listEntry[j] > best) {
                best = listEntry[j];
                bestAt = j;
            }
        }
        swap(base + i, bestAt);
        return base + i;
    }

    private void swap(int i, int j) {
        if (i == j) {
            return;
        }
        long t = listEntry[i];
        listEntry[i] = listEntry[j];
        listEntry[j] = t;
        t = listFlipsLo[i];
        listFlipsLo[i] = listFlipsLo[j];
        listFlipsLo[j] = t;
        t = listFlipsHi[i];
        listFlipsHi[i] = listFlipsHi[j];
        listFlipsHi[j] = t;
    }

    private static int entrySquare(long entry) {
        return 127 - (int) (entry & 0xff);
    }

    /**
     * Fewer than {@value #SORT_MIN_EMPTIES} empties, no table: the empty squares of odd quadrants
     * first (the side to move there usually gets the last move of the region), each tried if it flips.
     */
    private int searchShallow(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, long eLo, long eHi,
            int empties) {
        if (empties == 1) {
            return solve1(pLo, pHi, oLo, oHi, eLo != 0 ? Long.numberOfTrailingZeros(eLo)
                    : 64 + Long.numberOfTrailingZeros(eHi));
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
                int sq;
                if (sLo != 0) {
                    sq = Long.numberOfTrailingZeros(sLo);
                    sLo &= sLo - 1;
                } else {
                    sq = 64 + Long.numberOfTrailingZeros(sHi);
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

    private boolean hasMoves(long pLo, long pHi, long oLo, long oHi) {
        bits.moves(pLo, pHi, oLo, oHi, emptyLo(pLo, oLo), emptyHi(pHi, oHi));
        return (bits.lo | bits.hi) != 0;
    }

    /** True when the owner of p can play one of the squares {@code s}. */
    private boolean hasMoveAmong(long pLo, long pHi, long oLo, long oHi, long sLo, long sHi) {
        while ((sLo | sHi) != 0) {
            int sq;
            if (sLo != 0) {
                sq = Long.numberOfTrailingZeros(sLo);
                sLo &= sLo - 1;
            } else {
                sq = 64 + Long.numberOfTrailingZeros(sHi);
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

    private long emptyLo(long pLo, long oLo) {
        return ~(pLo | oLo | blockedLo);
    }

    private long emptyHi(long pHi, long oHi) {
        return ~(pHi | oHi | blockedHi) & Bitboards10.HI_FULL;
    }

    private static long lowBit(int sq) {
        return sq < 64 ? 1L << sq : 0L;
    }

    private static long highBit(int sq) {
        return sq < 64 ? 0L : 1L << (sq - 64);
    }

    private static int finalScore(long pLo, long pHi, long oLo, long oHi) {
        return Long.bitCount(pLo) + Long.bitCount(pHi) - Long.bitCount(oLo) - Long.bitCount(oHi);
    }

    // ---- transposition table (both bounds, the best move) ----

    private static long key(long pLo, long pHi, long oLo, long oHi) {
        return Hashing.hash10(pLo, pHi, oLo, oHi, 0);
    }

    private int probeMove(long pLo, long pHi, long oLo, long oHi) {
        long data = table.probe(key(pLo, pHi, oLo, oHi));
        return data == 0 ? -1 : PackedBoundTable.move(data);
    }

    private void store(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int score, int move, int empties) {
        table.store(key(pLo, pHi, oLo, oHi), alpha, beta, score, move, empties);
    }
}
