package dev.gamebots.othello.search;

import dev.gamebots.core.BoundTable;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchInfo;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.Searcher;
import dev.gamebots.othello.eval.PatternLayout;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.OthelloBoard;

/**
 * The Othello search for every game with a trained evaluation: iterative deepening, principal
 * variation search with aspiration windows, a transposition table holding both bounds, move ordering
 * by the evaluation of each reply (by a shallow search of it at high depths), and multi-ProbCut
 * (Buro) calibrated on the evaluation: at a null-window node of depth d, a search of depth d' that
 * clears the window by t standard deviations of the calibrated error ends the node.
 *
 * <p>Scores are in evaluation units (1/{@link PatternWeights#SCALE} disc) from the side to move; a
 * finished game scores its exact disc difference (the game's own scoring) in the same units, so a
 * search that reaches the end of every line is an exact solve.
 *
 * <p>Works on any {@link OthelloBoard} (the rules stay in the board). One instance per thread; nothing
 * is allocated per node. An engine-core {@link Searcher.Unbound}: it runs under the core's
 * {@link SearchControl} and {@link SearchLimits}, stores in its {@link BoundTable}, returns its
 * {@link SearchResult} and reports through its {@link SearchListener}.
 *
 * <p>Beside engine-core's {@code AlphaBetaSearcher} (issue 16 asked for a fold "if it costs no
 * speed"), measured 2026-12-02 on 50 std positions with the same weights and table size
 * (docs/benchmarks.md, "Othello MidgameSearch against engine-core's AlphaBetaSearcher"). The core
 * searcher, set up as grand's (ProbCut from {@code PatternWeights.alphaBetaProbCut}, no late-move
 * reductions on 8x8), ran about 1.3 times the nodes per second with 2-4 times fewer evaluations. It
 * reached depths 10, 12 and 14 1.2, 1.7 and 2.8 times sooner, and was not weaker at equal time:
 * this search scored 14-2-24 at 100 ms and 8-2-10 at 300 ms ({@code duel --game std --a pattern --b
 * alphabeta:std.weights/pc --seed 5}). So this search does not stay for speed on std: it stays
 * until the arena has checked the switch (anti, octagon and reversi were not measured). The policy
 * differences that change the tree: (1) multi-ProbCut from a per-phase regression (slope,
 * intercept, sigma by the node's disc count), only at calibrated depths; the shipped weights are
 * calibrated to depth 8, so this search never cuts from depth 9 on, where the core's margins go on
 * with the depth-8 sigma; (2) moves ordered by the evaluation of each reply, from depth
 * {@value #SHALLOW_SORT_DEPTH} by a shallow search that re-enters this search. Without ProbCut that
 * ordering gives a third fewer nodes at depth 12, but it costs its evaluations. The other
 * differences (exact disc finals in evaluation units, a pass costing no depth, the sorted root
 * list, the table of both bounds) were not measured apart. The bench does not cover this search (it
 * runs engine-core's searcher on every game); {@code MidgameSearchTest} does.
 */
public final class MidgameSearch implements Searcher.Unbound<OthelloBoard> {

    /** Above any evaluation or final score. */
    public static final int INF = 30000;
    private static final int MAX_PLY = 128;
    private static final int MAX_MOVES = 64;
    /** Nodes between clock checks: small enough for a cold (interpreted) search to keep its deadline. */
    private static final int CHECK_EVERY = 256;
    /** From this remaining depth, moves are ordered by a shallow search instead of the static evaluation. */
    private static final int SHALLOW_SORT_DEPTH = 6;
    private static final int ASPIRATION = 2 * PatternWeights.SCALE;

    private final Clock clock;
    /** Stop flag, hard deadline and node budget of the running search. */
    private final SearchControl control;
    /** Both bounds per position: the aspiration re-searches and null windows revisit nodes with other windows. */
    private final BoundTable table;
    private final int scale = PatternWeights.SCALE;

    private ProbCutTable probCut;
    private double probCutT;
    private PatternLayout layout;

    // Per-search state.
    private OthelloBoard board;
    private int passMove;
    private boolean aborted;
    /** Counts evaluations and ProbCut cuts; unchanged over a subtree means that subtree is exact. */
    private long heuristic;

    private final int[] moves = new int[MAX_PLY * MAX_MOVES];
    private final int[] keys = new int[MAX_PLY * MAX_MOVES];
    private final int[] rootScores = new int[MAX_MOVES];

    /** A search with a table of 2^{@code tableBits} entries (16 bytes each). */
    public MidgameSearch(int tableBits, Clock clock) {
        this.clock = clock;
        this.control = new SearchControl(clock, CHECK_EVERY);
        table = new BoundTable(tableBits);
    }

    /**
     * Turns on multi-ProbCut with this calibration and cut threshold {@code t} (in standard
     * deviations; 0 or a null table turns it off).
     */
    public void setProbCut(ProbCutTable calibration, PatternLayout layout, double t) {
        this.probCut = t > 0 ? calibration : null;
        this.layout = layout;
        this.probCutT = t;
    }

    /** Forgets the table (a new game). */
    @Override
    public void newGame() {
        table.clear();
    }

    /** Asks a running search to return as soon as possible; safe from any thread. */
    @Override
    public void stop() {
        control.stop();
    }

    /**
     * Searches {@code position} (left as it was found) within {@code limits}; always returns a legal
     * move unless the game is over, even when a deadline has already passed. The result's move is the
     * board's pass move when passing and -1 when the game is over; its score is in evaluation units;
     * exact when every line reached the end with no ProbCut cut; the principal variation is the best
     * move alone.
     */
    @Override
    public SearchResult search(OthelloBoard position, SearchLimits limits, SearchListener listener) {
        long start = clock.nanoTime();
        board = position;
        passMove = position.passMove();
        control.begin(limits.hardDeadline(), limits.maxNodes());
        aborted = false;

        int n = position.generateMoves(moves, 0);
        if (n == 0) {
            return new SearchResult(-1, position.outcome() * scale, 0, new int[0], 0, clock.nanoTime() - start, false, true);
        }
        // Root moves in the order of the evaluation of the reply.
        for (int i = 0; i < n; i++) {
            board.makeMove(moves[i]);
            rootScores[i] = -board.evaluate();
            board.unmakeMove();
        }
        sortByScore(n, rootScores);
        int bestMove = moves[0];
        int bestScore = rootScores[0];
        int completed = 0;
        boolean exact = false;
        int maxDepth = Math.min(limits.maxDepth(), MAX_PLY - 2);
        boolean timed = limits.timed();
        for (int depth = 1; depth <= maxDepth; depth++) {
            long heuristicBefore = heuristic;
            int score = aspiration(depth, bestScore, completed > 0, n);
            if (aborted) {
                // A move that proved better than the first one in the unfinished iteration is kept.
                if (rootImproved) {
                    bestMove = rootBestMove;
                    bestScore = rootBestScore;
                }
                break;
            }
            completed = depth;
            bestScore = score;
            bestMove = moves[0];
            exact = heuristic == heuristicBefore;
            long elapsed = clock.nanoTime() - start;
            long nodes = control.nodes();
            listener.onIteration(new SearchInfo(depth, bestScore, new int[] {bestMove}, nodes,
                    elapsed > 0 ? nodes * 1_000_000_000L / elapsed : 0, elapsed / 1_000_000L));
            if (exact || control.stopRequested() || (timed && n == 1)) {
                break;
            }
            if (limits.pastSoftDeadline(clock)) {
                break;
            }
        }
        return new SearchResult(bestMove, bestScore, completed, new int[] {bestMove}, control.nodes(),
                clock.nanoTime() - start, aborted, exact);
    }

    private int rootBestMove;
    private int rootBestScore;
    private boolean rootImproved;

    private int aspiration(int depth, int previous, boolean havePrevious, int n) {
        if (!havePrevious || depth < 3) {
            return root(depth, -INF, INF, n);
        }
        int window = ASPIRATION;
        int alpha = Math.max(-INF, previous - window);
        int beta = Math.min(INF, previous + window);
        while (true) {
            int score = root(depth, alpha, beta, n);
            if (aborted) {
                return score;
            }
            if (score <= alpha && alpha > -INF) {
                window *= 4;
                alpha = Math.max(-INF, previous - window);
            } else if (score >= beta && beta < INF) {
                window *= 4;
                beta = Math.min(INF, previous + window);
            } else {
                return score;
            }
        }
    }

    /** One iteration at the root; leaves the best move first in the root list. */
    private int root(int depth, int alpha, int beta, int n) {
        rootBestMove = -1;
        rootImproved = false;
        int best = -INF;
        int a = alpha;
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            board.makeMove(move);
            int score;
            int childDepth = move == passMove ? depth : depth - 1;
            if (i == 0) {
                score = -pvs(childDepth, 1, -beta, -a);
            } else {
                score = -pvs(childDepth, 1, -a - 1, -a);
                if (score > a && score < beta && !aborted) {
                    score = -pvs(childDepth, 1, -beta, -score);
                }
            }
            board.unmakeMove();
            if (aborted) {
                break;
            }
            rootScores[i] = score;
            if (score > best) {
                best = score;
                if (score > a) {
                    a = score;
                    rootBestMove = move;
                    rootBestScore = score;
                    rootImproved = i > 0;
                    // Move it to the front, keeping the others in order.
                    System.arraycopy(moves, 0, moves, 1, i);
                    System.arraycopy(rootScores, 0, rootScores, 1, i);
                    moves[0] = move;
                    rootScores[0] = score;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private int pvs(int depth, int ply, int alpha, int beta) {
        if (control.tick()) {
            aborted = true;
        }
        if (aborted) {
            return 0;
        }
        OthelloBoard b = board;
        int base = ply * MAX_MOVES;
        int n = b.generateMoves(moves, base);
        if (n == 0) {
            return b.outcome() * scale;
        }
        if (depth <= 0 || ply >= MAX_PLY - 1) {
            heuristic++;
            return b.evaluate();
        }
        long heuristicAtEntry = heuristic;
        long key = b.hash();
        int tableMove = -1;
        long data = table.probe(key);
        if (data != 0) {
            int lower = BoundTable.lower(data);
            int upper = BoundTable.upper(data);
            tableMove = BoundTable.move(data);
            if (BoundTable.depth(data) >= depth) {
                int cut = lower >= beta ? lower : upper <= alpha ? upper : lower == upper ? lower : Integer.MIN_VALUE;
                if (cut != Integer.MIN_VALUE) {
                    if (!BoundTable.exact(data)) {
                        heuristic++; // the stored value rests on evaluations
                    }
                    return cut;
                }
            }
        }
        boolean pvNode = beta - alpha > 1;
        if (!pvNode && probCut != null && depth >= ProbCutTable.MIN_DEPTH) {
            int cut = probCut(depth, ply, alpha, beta);
            if (cut != Integer.MIN_VALUE) {
                return cut;
            }
        }
        if (n == 1) {
            int move = moves[base];
            b.makeMove(move);
            int score = -pvs(move == passMove ? depth : depth - 1, ply + 1, -beta, -alpha);
            b.unmakeMove();
            if (!aborted) {
                store(key, alpha, beta, score, depth, move, heuristic == heuristicAtEntry);
            }
            return score;
        }
        if (depth >= 2) {
            orderMoves(base, n, depth, ply, tableMove);
        }
        int best = -INF;
        int bestMove = -1;
        int a = alpha;
        for (int i = 0; i < n; i++) {
            int move = moves[base + i];
            b.makeMove(move);
            int score;
            if (i == 0) {
                score = -pvs(depth - 1, ply + 1, -beta, -a);
            } else {
                score = -pvs(depth - 1, ply + 1, -a - 1, -a);
                if (score > a && score < beta && !aborted) {
                    score = -pvs(depth - 1, ply + 1, -beta, -score);
                }
            }
            b.unmakeMove();
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > a) {
                    a = score;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        store(key, alpha, beta, best, depth, bestMove, heuristic == heuristicAtEntry);
        return best;
    }

    /**
     * Multi-ProbCut: when a shallow search clears the window by the calibrated margin, the deep one
     * almost surely would too. Returns the bound that ends the node, or {@link Integer#MIN_VALUE}.
     */
    private int probCut(int depth, int ply, int alpha, int beta) {
        int discs = board.discs(OthelloBoard.BLACK) + board.discs(OthelloBoard.WHITE);
        int phase = layout.phase(discs);
        if (!probCut.calibrated(phase, depth)) {
            return Integer.MIN_VALUE;
        }
        double a = probCut.slope(phase, depth);
        double b = probCut.intercept(phase, depth);
        double margin = probCutT * probCut.sigma(phase, depth);
        int shallow = ProbCutTable.shallowDepth(depth);
        long heuristicBefore = heuristic;
        // Fail high: v_d >= beta is predicted when a * v_shallow + b >= beta + margin.
        int upperBound = (int) Math.ceil((beta + margin - b) / a);
        if (upperBound < INF && beta < INF - 1) {
            int v = pvs(shallow, ply, upperBound - 1, upperBound);
            if (aborted) {
                return 0;
            }
            if (v >= upperBound) {
                heuristic++;
                return beta;
            }
        }
        int lowerBound = (int) Math.floor((alpha - margin - b) / a);
        if (lowerBound > -INF && alpha > -INF + 1) {
            int v = pvs(shallow, ply, lowerBound, lowerBound + 1);
            if (aborted) {
                return 0;
            }
            if (v <= lowerBound) {
                heuristic++;
                return alpha;
            }
        }
        heuristic = heuristicBefore; // no cut: the shallow searches leave no trace in the result
        return Integer.MIN_VALUE;
    }

    /** Sorts the node's moves: the table move first, then by the value of the reply. */
    private void orderMoves(int base, int n, int depth, int ply, int tableMove) {
        OthelloBoard b = board;
        long heuristicBefore = heuristic;
        int sortDepth = depth >= SHALLOW_SORT_DEPTH ? (depth >= 10 ? 2 : 1) : 0;
        for (int i = 0; i < n; i++) {
            int move = moves[base + i];
            int key;
            if (move == tableMove) {
                key = Integer.MAX_VALUE;
            } else {
                b.makeMove(move);
                if (sortDepth == 0) {
                    key = -b.evaluate();
                } else {
                    key = -pvs(sortDepth - 1, ply + 1, -INF, INF);
                }
                b.unmakeMove();
            }
            keys[base + i] = key;
        }
        heuristic = heuristicBefore; // ordering searches do not make the result heuristic
        // Insertion sort, best key first.
        for (int i = base + 1; i < base + n; i++) {
            int k = keys[i];
            int m = moves[i];
            int j = i - 1;
            while (j >= base && keys[j] < k) {
                keys[j + 1] = keys[j];
                moves[j + 1] = moves[j];
                j--;
            }
            keys[j + 1] = k;
            moves[j + 1] = m;
        }
    }

    /** Sorts the root list moves[0..n) by {@code scores}, best first. */
    private void sortByScore(int n, int[] scores) {
        for (int i = 1; i < n; i++) {
            int s = scores[i];
            int m = moves[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < s) {
                scores[j + 1] = scores[j];
                moves[j + 1] = moves[j];
                j--;
            }
            scores[j + 1] = s;
            moves[j + 1] = m;
        }
    }

    private void store(long key, int alpha, int beta, int score, int depth, int move, boolean exact) {
        table.store(key, alpha, beta, score, depth, move, exact, INF);
    }
}
