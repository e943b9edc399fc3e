package dev.gamebots.othello.endgame;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Mtdf;
import dev.gamebots.core.PackedBoundTable;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.PatternWeights;

/**
 * The exact endgame solvers' search, one skeleton for both board sizes: {@link EndgameSolver} (8x8)
 * and {@link EndgameSolver10} (10x10) give it their board's primitives (move generation, flips, the
 * table key, the last empties' search, stable discs, the ordering terms) and it does the rest, the
 * same on both: negamax with null windows, specialised by the number of empty squares:
 * <ul>
 *   <li>from the size's {@code sortMinEmpties}: the table's move first, before the others are
 *       generated; then the moves fastest-first (fewest replies for the opponent, corners counted
 *       twice, then fewest empty squares next to our discs, the square's static score, parity; below
 *       {@code evalOrderMinEmpties} ties broken by our corner-stable discs, from there a 1-5 ply
 *       search of the reply on the ordering evaluation), picked best-first one at a time, principal
 *       variation search, a stability cutoff (discs that can never flip bound the score), and from
 *       {@code tableMinEmpties} a transposition table ({@link PackedBoundTable}, a small one up to
 *       {@code nearTableMaxEmpties}) holding both bounds, with enhanced transposition cutoffs from
 *       {@code etcMinEmpties};</li>
 *   <li>fewer: the size's own search of the last empties (no table, no clock).</li>
 * </ul>
 * A position is two 128-bit boards passed by value as low and high words (squares 0..63, 64..127): on
 * 8x8 the high words are always zero. The primitives that give a 128-bit value leave it in
 * {@link #outLo}/{@link #outHi}.
 *
 * <p>One class, not one per size, although this is the FFO hot path: most nodes are in the sizes'
 * own searches of the last empties, and each sorted node here generates and sorts its moves, so the
 * calls to the primitives (two receivers at most: inlined by the JIT behind a type check) and the
 * zero high words of 8x8 cost little: FFO #40-#44 the same 75,376,156 nodes as the 8x8 solver of its
 * own before the merge, and in eight alternating {@code solve} runs on a loaded machine a CPU median
 * of 3,386 ms against 3,337 ms (+1.5%; each jar's runs spread over 3,185-3,503 ms). One
 * instance per thread; nothing is allocated per node. It stays beside engine-core's searcher for that
 * speed, on the core's contract: {@code SearchLimits}, {@code SearchControl} (stop, deadline, nodes),
 * the {@code Mtdf} driver, {@code PackedBoundTable}, {@code SearchResult}.
 */
abstract class EndgameSearch {

    /** Above any final score. */
    static final int INF = 127;
    private static final int EVAL_INF = 1 << 20;
    /** Room per ply for flips and replies by square (squares 0..127). */
    private static final int SQUARE_SHIFT = 7;
    /**
     * Weight of the ordering search's value (1/64 disc) against the mobility key (1024 a reply):
     * 2, 4, 8, 16, 32 measured on 8x8, 8 fewest nodes.
     */
    private static final int EVAL_ORDER_WEIGHT = 8;
    /**
     * Below {@code evalOrderMinEmpties}, weight of each own disc made stable by a corner after the
     * move, against 1024 a reply: in effect it breaks the ties between moves leaving as many replies
     * (any weight from 64 to 128 gives the same trees). FFO #40-#44 134,749,135 nodes instead of
     * 146,254,698, #45-#49 1,437,065,248 instead of 1,601,968,168; also weighting it at 16+ empties or
     * counting the opponent's corner replies more saved more on #40-#44 and cost on #45-#49.
     */
    private static final int CORNER_STABLE_WEIGHT = 64;
    /**
     * Moves whose ordering search falls this far (1/64 disc) below the best one so far are only
     * bounded, not valued: 8 discs, about as many nodes and less time than exact values on FFO #47, #49.
     */
    private static final int ORDER_MARGIN = 8 * PatternWeights.SCALE;
    /**
     * Sorted nodes (and evaluations of the ordering searches) between clock checks. Each node has
     * tens of leaf nodes below it, so warm this is well under a millisecond (a clock reading costs tens
     * of nanoseconds, nothing next to 64 sorted nodes); it is kept this small because a cold JVM runs
     * the solver interpreted, many times slower, and a FlipSight leg's first solve often is the
     * process's first (1024 overran a 339 ms budget by 460 ms under load).
     */
    private static final int CHECK_EVERY = 1 << 6;
    /**
     * Move lists of the nodes with {@code evalOrderMinEmpties} or more empties, kept for the next
     * null-window passes, which visit the same nodes again: the ordering searches would give the same
     * keys (direct-mapped by position; each slot holds the position, the moves listed and the keys).
     */
    private static final int ORDER_CACHE_SIZE = 1 << 12;

    /** The numbers that shape the search on one board size. */
    record Shape(int pass, int maxPly, int maxMoves, int sortMinEmpties, int tableMinEmpties,
                 int nearTableMaxEmpties, int nearTableBits, int etcMinEmpties, int evalOrderMinEmpties) {
    }

    final Clock clock;
    /** Stop flag, deadline and node budget of the running solve; polled every {@value #CHECK_EVERY} ticks. */
    final SearchControl control;
    /** Positions with more than {@code nearTableMaxEmpties} empties. */
    private final PackedBoundTable table;
    /**
     * Positions with {@code tableMinEmpties} to {@code nearTableMaxEmpties} empties: most of the probes
     * and few hits, and what hits is mostly found again soon, so a table of 1 MB that stays in the
     * cache serves them (8x8: FFO #40-#44 2% more nodes, about 3% less time than in the big table).
     */
    private final PackedBoundTable nearTable;
    private final int pass;
    private final int sortMinEmpties;
    private final int tableMinEmpties;
    private final int nearTableMaxEmpties;
    private final int etcMinEmpties;
    private final int evalOrderMinEmpties;
    private final int listStride;
    /** The size's square classes in the order the ordering searches try them (low and high words). */
    private final long[] classLo;
    private final long[] classHi;
    /** Set by a stop, the deadline or the node budget: the running solve unwinds. */
    boolean aborted;
    /** True for the anti game: the search does not want discs for good. */
    boolean anti;
    /** Where the primitives leave a 128-bit result. */
    long outLo;
    long outHi;

    /**
     * Per-ply move lists of the sorted search: an entry is {@code (key << 8) | (127 - square)}, so
     * entries compare by key (ties: lower square first); they are picked best-first one at a time (a
     * cutoff usually comes after the first or second move, so most of a list is never sorted). Flips
     * and the opponent's replies after each move are kept by square.
     */
    private final long[] listEntry;
    private final long[] flipsLo;
    private final long[] flipsHi;
    private final long[] repliesLo;
    private final long[] repliesHi;
    private final long[] orderCacheBoards = new long[ORDER_CACHE_SIZE * 6];
    private final long[] orderCacheLists;
    private final int[] orderCacheCounts = new int[ORDER_CACHE_SIZE];

    /**
     * A search of {@code shape} whose table has 2^{@code tableBits} entries (8 bytes each), besides
     * the small one; {@code classLo}/{@code classHi}: the board's squares in the classes the ordering
     * searches try first to last.
     */
    EndgameSearch(Shape shape, long[] classLo, long[] classHi, int tableBits, Clock clock) {
        this.clock = clock;
        this.control = new SearchControl(clock, CHECK_EVERY);
        this.table = new PackedBoundTable(tableBits);
        this.nearTable = new PackedBoundTable(shape.nearTableBits());
        this.pass = shape.pass();
        this.sortMinEmpties = shape.sortMinEmpties();
        this.tableMinEmpties = shape.tableMinEmpties();
        this.nearTableMaxEmpties = shape.nearTableMaxEmpties();
        this.etcMinEmpties = shape.etcMinEmpties();
        this.evalOrderMinEmpties = shape.evalOrderMinEmpties();
        this.listStride = shape.maxMoves();
        this.classLo = classLo;
        this.classHi = classHi;
        this.listEntry = new long[shape.maxPly() * listStride];
        this.flipsLo = new long[shape.maxPly() << SQUARE_SHIFT];
        this.flipsHi = new long[shape.maxPly() << SQUARE_SHIFT];
        this.repliesLo = new long[shape.maxPly() << SQUARE_SHIFT];
        this.repliesHi = new long[shape.maxPly() << SQUARE_SHIFT];
        this.orderCacheLists = new long[ORDER_CACHE_SIZE * listStride];
    }

    // ---- the board's primitives ----

    /** The legal moves of p, into {@link #outLo}/{@link #outHi}. */
    abstract void moves(long pLo, long pHi, long oLo, long oHi);

    /** The discs p's move on {@code sq} flips, into {@link #outLo}/{@link #outHi}. */
    abstract void flips(long pLo, long pHi, long oLo, long oHi, int sq);

    /** True when p has a legal move. */
    abstract boolean canMove(long pLo, long pHi, long oLo, long oHi);

    /** The table key of the position, p to move. */
    abstract long key(long pLo, long pHi, long oLo, long oHi);

    /** The score of the finished game for p. */
    abstract int finalScore(long pLo, long pHi, long oLo, long oHi);

    /** The empty squares' low word. */
    abstract long emptyLo(long pLo, long oLo);

    /** The empty squares' high word. */
    abstract long emptyHi(long pHi, long oHi);

    /** The size's search of the last empties (fewer than {@code sortMinEmpties}). */
    abstract int leaves(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties);

    /** The same when p's legal moves {@code movesLo}/{@code movesHi} are known. */
    abstract int leaves(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties, long movesLo,
                        long movesHi);

    /** Nodes of the last empties' search not yet moved onto the control. */
    abstract long leafNodes();

    /** Forgets {@link #leafNodes}, once they are on the control. */
    abstract void clearLeafNodes();

    /**
     * An upper bound on p's final score from the discs that can never flip, or {@link #INF} when they
     * are too few to bound it by {@code alpha} (then not computed).
     */
    abstract int stabilityBound(long pLo, long pHi, long oLo, long oHi, int alpha);

    /** The opponent's replies {@code r} for ordering: their number, corners counted twice. */
    abstract int mobility(long rLo, long rHi);

    /** The empty squares {@code e} next to p's discs (potential mobility of the opponent). */
    abstract int potential(long pLo, long pHi, long eLo, long eHi);

    /** The square's static preference (corners high, X-squares low). */
    abstract int squareScore(int sq);

    /** p's discs held by a corner (a cheap subset of the stable ones, to order moves). */
    abstract int cornerStable(long pLo, long pHi);

    /** Bit q set when the board's quadrant q has an odd number of the empty squares {@code e}. */
    abstract int oddQuadrants(long eLo, long eHi);

    /** The quadrant of a square (0..3). */
    abstract int quadrant(int sq);

    /** The ordering evaluation of the position, p to move (1/64 disc). */
    abstract int evaluate(long pLo, long pHi, long oLo, long oHi);

    // ---- what the solvers share ----

    /** Asks a running solve to return as soon as possible; safe from any thread. */
    public void stop() {
        control.stop();
    }

    /** Nodes of the last (or running) solve. */
    public long nodes() {
        return control.nodes() + leafNodes();
    }

    /** Forgets the tables and the kept move lists. */
    public void clear() {
        table.clear();
        nearTable.clear();
        forgetOrdering();
    }

    /** Replaces the square classes of the ordering searches (as many as given to the constructor). */
    final void setClasses(long[] lo, long[] hi) {
        System.arraycopy(lo, 0, classLo, 0, classLo.length);
        System.arraycopy(hi, 0, classHi, 0, classHi.length);
    }

    /** Forgets the kept move lists (their keys came from another ordering evaluation). */
    final void forgetOrdering() {
        java.util.Arrays.fill(orderCacheCounts, 0);
    }

    /**
     * Solves exactly by a sequence of null-window searches converging on the value (MTD(f)): each
     * pass only proves "at least" or "at most", which is much cheaper than a full window, and the
     * table keeps both bounds between passes. A first guess near the value saves most of the passes.
     * The limits' hard deadline and node budget bound all the passes together.
     */
    final SearchResult exactByPasses(MtdfPasses.NullWindow window, int firstGuess, int maxScore, int empties,
                                     SearchLimits limits) {
        long start = clock.nanoTime();
        MtdfPasses passes = new MtdfPasses(window, limits);
        Mtdf.Outcome o = Mtdf.solve(passes, firstGuess, maxScore, maxScore + 1);
        return SearchResult.ofSolve(o.bestMove(), o.value(), empties, passes.nodes(), clock.nanoTime() - start,
                o.complete());
    }

    /**
     * Solves the position within the window {@code (alpha, beta)}: a window of (-1, 1) answers
     * win/draw/loss only. Stops at the limits' hard deadline or after about their node budget.
     */
    final SearchResult solveRoot(long pLo, long pHi, long oLo, long oHi, int empties, int alpha, int beta,
                                 SearchLimits limits) {
        long start = clock.nanoTime();
        control.begin(limits.hardDeadline(), limits.maxNodes());
        clearLeafNodes();
        aborted = false;
        moves(pLo, pHi, oLo, oHi);
        long movesLo = outLo;
        long movesHi = outHi;
        if ((movesLo | movesHi) == 0) {
            if (!canMove(oLo, oHi, pLo, pHi)) {
                return SearchResult.ofSolve(-1, finalScore(pLo, pHi, oLo, oHi), 0, 1, clock.nanoTime() - start, true);
            }
            int score = -search(oLo, oHi, pLo, pHi, -beta, -alpha, empties, 1);
            return SearchResult.ofSolve(pass, score, empties, nodes(), clock.nanoTime() - start, !aborted);
        }
        control.count(1);
        long key = key(pLo, pHi, oLo, oHi);
        int n = buildMoveList(pLo, pHi, oLo, oHi, key, movesLo, movesHi, 0);
        long data = tableFor(empties).probe(key);
        promote(0, n, data == 0 ? -1 : PackedBoundTable.move(data));
        int best = -INF;
        int bestMove = -1;
        int a = alpha;
        for (int i = 0; i < n; i++) {
            int sq = nextMove(0, i, n);
            if (i == 0) {
                bestMove = sq;
            }
            long fLo = flipsLo[sq];
            long fHi = flipsHi[sq];
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
            tableFor(empties).store(key, alpha, beta, best, bestMove, empties);
        }
        return SearchResult.ofSolve(bestMove, best, empties, nodes(), clock.nanoTime() - start, !aborted);
    }

    // ---- the search by number of empties ----

    private int search(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties, int ply) {
        if (empties < sortMinEmpties) {
            return leaves(pLo, pHi, oLo, oHi, alpha, beta, empties);
        }
        moves(pLo, pHi, oLo, oHi);
        return sorted(pLo, pHi, oLo, oHi, alpha, beta, empties, ply, outLo, outHi);
    }

    /** The sorted search; {@code moves} are the legal moves of p (the parent computed them). */
    private int sorted(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties, int ply,
                       long movesLo, long movesHi) {
        control.count(leafNodes());
        clearLeafNodes();
        if (control.tick()) {
            aborted = true;
        }
        if (aborted) {
            return 0;
        }
        int tableMove = -1;
        long key = 0; // computed once for the probe and the store
        if (empties >= tableMinEmpties) {
            key = key(pLo, pHi, oLo, oHi);
            long data = tableFor(empties).probe(key);
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
        if (alpha >= 2 * empties - 2) {
            // Stability cutoff: discs that can never flip bound the best final score.
            int upper = stabilityBound(pLo, pHi, oLo, oHi, alpha);
            if (upper <= alpha) {
                return upper;
            }
        }
        if ((movesLo | movesHi) == 0) {
            if (!canMove(oLo, oHi, pLo, pHi)) {
                return finalScore(pLo, pHi, oLo, oHi);
            }
            return -search(oLo, oHi, pLo, pHi, -beta, -alpha, empties, ply + 1);
        }
        int best = -INF;
        int bestMove = -1;
        int a = alpha;
        if (tableMove >= 0 && ((tableMove < 64 ? movesLo >>> tableMove : movesHi >>> (tableMove - 64)) & 1) != 0) {
            // The table's move first, before any other move is generated: it usually cuts.
            flips(pLo, pHi, oLo, oHi, tableMove);
            long nLo = oLo ^ outLo;
            long nHi = oHi ^ outHi;
            long mLo = pLo | outLo | lowBit(tableMove);
            long mHi = pHi | outHi | highBit(tableMove);
            if (empties - 1 >= sortMinEmpties) {
                moves(nLo, nHi, mLo, mHi);
                best = -sorted(nLo, nHi, mLo, mHi, -beta, -a, empties - 1, ply + 1, outLo, outHi);
            } else {
                best = -leaves(nLo, nHi, mLo, mHi, -beta, -a, empties - 1);
            }
            if (aborted) {
                return 0;
            }
            bestMove = tableMove;
            if (best > a) {
                a = best;
            }
            movesLo &= ~lowBit(tableMove);
            movesHi &= ~highBit(tableMove);
        }
        if (a < beta && (movesLo | movesHi) != 0) {
            int n = buildMoveList(pLo, pHi, oLo, oHi, key, movesLo, movesHi, ply);
            int squares = ply << SQUARE_SHIFT;
            int base = ply * listStride;
            if (empties >= etcMinEmpties) {
                // Enhanced transposition cutoff: a child already known to be good enough ends the node.
                PackedBoundTable childTable = tableFor(empties - 1);
                for (int i = 0; i < n; i++) {
                    int sq = entrySquare(listEntry[base + i]);
                    long fLo = flipsLo[squares + sq];
                    long fHi = flipsHi[squares + sq];
                    long data = childTable.probe(key(oLo ^ fLo, oHi ^ fHi, pLo | fLo | lowBit(sq),
                            pHi | fHi | highBit(sq)));
                    if (data != 0) {
                        int childUpper = PackedBoundTable.upper(data);
                        if (-childUpper >= beta) {
                            return -childUpper;
                        }
                    }
                }
            }
            for (int i = 0; i < n; i++) {
                int sq = nextMove(ply, i, n);
                long fLo = flipsLo[squares + sq];
                long fHi = flipsHi[squares + sq];
                long nLo = oLo ^ fLo;
                long nHi = oHi ^ fHi;
                long mLo = pLo | fLo | lowBit(sq);
                long mHi = pHi | fHi | highBit(sq);
                long rLo = repliesLo[squares + sq];
                long rHi = repliesHi[squares + sq];
                int score;
                if (i == 0 && bestMove < 0) {
                    score = -child(nLo, nHi, mLo, mHi, -beta, -a, empties - 1, ply + 1, rLo, rHi);
                } else {
                    score = -child(nLo, nHi, mLo, mHi, -a - 1, -a, empties - 1, ply + 1, rLo, rHi);
                    if (score > a && score < beta && !aborted) {
                        score = -child(nLo, nHi, mLo, mHi, -beta, -score, empties - 1, ply + 1, rLo, rHi);
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
        }
        if (empties >= tableMinEmpties) {
            tableFor(empties).store(key, alpha, beta, best, bestMove, empties);
        }
        return best;
    }

    /**
     * A child of a sorted node, its moves {@code replies} already generated by the parent: sorted itself
     * or, below {@code sortMinEmpties}, the last empties' search given those moves.
     */
    private int child(long pLo, long pHi, long oLo, long oHi, int alpha, int beta, int empties, int ply,
                      long repliesLo, long repliesHi) {
        return empties >= sortMinEmpties ? sorted(pLo, pHi, oLo, oHi, alpha, beta, empties, ply, repliesLo, repliesHi)
                : leaves(pLo, pHi, oLo, oHi, alpha, beta, empties, repliesLo, repliesHi);
    }

    /**
     * Fills the move list of {@code ply} with the moves of p (table key {@code tableKey}), keyed
     * fastest-first, for {@link #nextMove}. Returns the count.
     */
    private int buildMoveList(long pLo, long pHi, long oLo, long oHi, long tableKey, long movesLo, long movesHi,
                              int ply) {
        int n = 0;
        int base = ply * listStride;
        int squares = ply << SQUARE_SHIFT;
        long eLo = emptyLo(pLo, oLo);
        long eHi = emptyHi(pHi, oHi);
        int emptyCount = Long.bitCount(eLo) + Long.bitCount(eHi);
        boolean deepOrdering = emptyCount >= evalOrderMinEmpties;
        // 16 empties: one ply, 17: two, 18-20: three, 21-27: four, then five. Deeper searches cost
        // more than they save on the easier positions (FFO #40-#44, #47) and save most on the hard
        // ones (#49: 0.79 instead of 1.23 billion nodes with four plies from 21 empties).
        int sortDepth = emptyCount >= 28 ? 5 : emptyCount >= 21 ? 4
                : Math.min(3, emptyCount - evalOrderMinEmpties + 1);
        int slot = 0;
        if (deepOrdering) {
            slot = (int) tableKey & (ORDER_CACHE_SIZE - 1);
            int at = 6 * slot;
            if (orderCacheCounts[slot] != 0 && orderCacheBoards[at] == pLo && orderCacheBoards[at + 1] == oLo
                    && orderCacheBoards[at + 2] == movesLo && orderCacheBoards[at + 3] == pHi
                    && orderCacheBoards[at + 4] == oHi && orderCacheBoards[at + 5] == movesHi) {
                n = orderCacheCounts[slot];
                for (int i = 0; i < n; i++) {
                    long entry = orderCacheLists[listStride * slot + i];
                    int sq = entrySquare(entry);
                    flips(pLo, pHi, oLo, oHi, sq);
                    long fLo = outLo;
                    long fHi = outHi;
                    listEntry[base + i] = entry;
                    flipsLo[squares + sq] = fLo;
                    flipsHi[squares + sq] = fHi;
                    moves(oLo ^ fLo, oHi ^ fHi, pLo | fLo | lowBit(sq), pHi | fHi | highBit(sq));
                    repliesLo[squares + sq] = outLo;
                    repliesHi[squares + sq] = outHi;
                }
                return n;
            }
        }
        long listedLo = movesLo;
        long listedHi = movesHi;
        int bestV = -EVAL_INF; // the best ordering value so far (bounds the next searches)
        int oddQuadrants = oddQuadrants(eLo, eHi);
        while ((movesLo | movesHi) != 0) {
            int sq = lowestSquare(movesLo, movesHi);
            if (sq < 64) {
                movesLo &= movesLo - 1;
            } else {
                movesHi &= movesHi - 1;
            }
            long bitLo = lowBit(sq);
            long bitHi = highBit(sq);
            flips(pLo, pHi, oLo, oHi, sq);
            long fLo = outLo;
            long fHi = outHi;
            long p2Lo = pLo | fLo | bitLo; // our discs after the move
            long p2Hi = pHi | fHi | bitHi;
            long o2Lo = oLo ^ fLo;
            long o2Hi = oHi ^ fHi;
            moves(o2Lo, o2Hi, p2Lo, p2Hi);
            long rLo = outLo;
            long rHi = outHi;
            int key;
            if ((o2Lo | o2Hi) == 0) {
                key = anti ? -(1 << 20) : 1 << 29; // wipe-out
            } else {
                int mobility = mobility(rLo, rHi);
                int potential = potential(p2Lo, p2Hi, eLo & ~bitLo, eHi & ~bitHi);
                key = ((40 - mobility) << 10) + ((40 - potential) << 3) + squareScore(sq) / 16;
                if (deepOrdering) {
                    int v = -evalSearch(o2Lo, o2Hi, p2Lo, p2Hi, sortDepth, -EVAL_INF,
                            bestV == -EVAL_INF ? EVAL_INF : -(bestV - ORDER_MARGIN));
                    if (v > bestV) {
                        bestV = v;
                    }
                    key += v * EVAL_ORDER_WEIGHT;
                } else if (!anti) { // the anti game does not want discs for good
                    key += cornerStable(p2Lo, p2Hi) * CORNER_STABLE_WEIGHT;
                }
                if ((oddQuadrants >>> quadrant(sq) & 1) != 0) {
                    key += 8;
                }
            }
            listEntry[base + n] = ((long) key << 8) | (127 - sq); // ties: lower square first
            flipsLo[squares + sq] = fLo;
            flipsHi[squares + sq] = fHi;
            repliesLo[squares + sq] = rLo;
            repliesHi[squares + sq] = rHi;
            n++;
        }
        if (deepOrdering && !aborted) {
            int at = 6 * slot;
            orderCacheBoards[at] = pLo;
            orderCacheBoards[at + 1] = oLo;
            orderCacheBoards[at + 2] = listedLo;
            orderCacheBoards[at + 3] = pHi;
            orderCacheBoards[at + 4] = oHi;
            orderCacheBoards[at + 5] = listedHi;
            System.arraycopy(listEntry, base, orderCacheLists, listStride * slot, n);
            orderCacheCounts[slot] = n;
        }
        return n;
    }

    /** Puts {@code sq} (the table's move, if in the list) first in {@code ply}'s list. */
    private void promote(int ply, int n, int sq) {
        int base = ply * listStride;
        for (int i = base; i < base + n; i++) {
            if (entrySquare(listEntry[i]) == sq) {
                listEntry[i] = (1L << 40) | (127 - sq);
            }
        }
    }

    /** Moves the best remaining entry of {@code ply}'s list to place {@code i} and returns its square. */
    private int nextMove(int ply, int i, int n) {
        int base = ply * listStride;
        int bestAt = base + i;
        long best = listEntry[bestAt];
        for (int j = bestAt + 1; j < base + n; j++) {
            if (listEntry[j] > best) {
                best = listEntry[j];
                bestAt = j;
            }
        }
        listEntry[bestAt] = listEntry[base + i];
        listEntry[base + i] = best;
        return entrySquare(best);
    }

    /** The square of a move-list entry ({@code (key << 8) | (127 - square)}). */
    private static int entrySquare(long entry) {
        return 127 - (int) (entry & 0xff);
    }

    /** A plain alpha-beta search of {@code depth} plies on the ordering evaluation (its units). */
    private int evalSearch(long pLo, long pHi, long oLo, long oHi, int depth, int alpha, int beta) {
        if (depth == 0) {
            // An evaluation costs about as much as a sorted node: the ordering searches read the clock
            // too, or a cold JVM could spend a long time in them between two nodes.
            if (control.tickWork()) {
                aborted = true;
            }
            return aborted ? 0 : evaluate(pLo, pHi, oLo, oHi);
        }
        moves(pLo, pHi, oLo, oHi);
        long movesLo = outLo;
        long movesHi = outHi;
        if ((movesLo | movesHi) == 0) {
            if (!canMove(oLo, oHi, pLo, pHi)) {
                return finalScore(pLo, pHi, oLo, oHi) * PatternWeights.SCALE;
            }
            return -evalSearch(oLo, oHi, pLo, pHi, depth, -beta, -alpha);
        }
        // Corners first, X-squares last: the cutoffs come sooner (FFO #40-#44 3.25 instead of 4.30
        // million evaluations, #45-#49 50.7 instead of 59.3 million, about as many solver nodes).
        int best = -EVAL_INF;
        for (int c = 0; c < classLo.length; c++) {
            long inLo = movesLo & classLo[c];
            long inHi = movesHi & classHi[c];
            while ((inLo | inHi) != 0) {
                int sq = lowestSquare(inLo, inHi);
                if (sq < 64) {
                    inLo &= inLo - 1;
                } else {
                    inHi &= inHi - 1;
                }
                flips(pLo, pHi, oLo, oHi, sq);
                int v = -evalSearch(oLo ^ outLo, oHi ^ outHi, pLo | outLo | lowBit(sq), pHi | outHi | highBit(sq),
                        depth - 1, -beta, -Math.max(alpha, best));
                if (v > best) {
                    best = v;
                    if (v >= beta) {
                        return best;
                    }
                }
            }
        }
        return best;
    }

    private PackedBoundTable tableFor(int empties) {
        return empties > nearTableMaxEmpties ? table : nearTable;
    }

    /** The lowest square of the non-empty set {@code lo}/{@code hi}. */
    static int lowestSquare(long lo, long hi) {
        return lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
    }

    /** The low word of a square's bit. */
    static long lowBit(int sq) {
        return sq < 64 ? 1L << sq : 0L;
    }

    /** The high word of a square's bit. */
    static long highBit(int sq) {
        return sq < 64 ? 0L : 1L << (sq - 64);
    }
}
