package dev.gamebots.othello.endgame;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Scoring;

/**
 * The exact endgame on several threads by splitting the root: the first move (in fastest-first
 * order) is solved alone to set the bar, then the threads take the remaining moves one at a time and
 * each first asks the cheap question "is this move better than the best so far?" with a null window,
 * solving it fully only when the answer is yes. Each thread has its own {@link EndgameSolver} and
 * table. Used only with {@code --threads} above 1 (in a bot match both legs already share the cores).
 */
public final class ParallelEndgame {

    private final EndgameSolver[] solvers;
    private final Clock clock;

    // Shared state of one solve, guarded by this.
    private int best;
    private int bestMove;
    private int nextIndex;
    private boolean incomplete;
    private long nodes;

    public ParallelEndgame(int threads, int tableBits, Clock clock) {
        this.clock = clock;
        this.solvers = new EndgameSolver[Math.max(1, threads)];
        for (int i = 0; i < solvers.length; i++) {
            solvers[i] = new EndgameSolver(tableBits, clock);
        }
    }

    public int threads() {
        return solvers.length;
    }

    /** Stops a running solve; safe from any thread. */
    public void stop() {
        for (EndgameSolver s : solvers) {
            s.stop();
        }
    }

    /**
     * Solves within the window (alpha, beta) like {@link EndgameSolver#solve(long, long, Scoring, int, int,
     * SearchLimits)}: exact inside the window, a bound on the right side outside it. The limits' hard
     * deadline bounds every thread; their node budget bounds each solve of each thread, not their sum.
     */
    public SearchResult solve(long own, long opp, Scoring scoring, int alpha, int beta, SearchLimits limits) {
        long start = clock.nanoTime();
        long moves = Bitboards8.moves(own, opp);
        if (solvers.length == 1 || Long.bitCount(moves) < 2) {
            return solvers[0].solve(own, opp, scoring, alpha, beta, limits);
        }
        int[] order = fastestFirst(own, opp, moves);
        long[] childOwn = new long[order.length];
        long[] childOpp = new long[order.length];
        for (int i = 0; i < order.length; i++) {
            long f = Bitboards8.flipsByRays(own, opp, order[i]);
            childOwn[i] = opp ^ f;
            childOpp[i] = own | f | (1L << order[i]);
        }
        SearchResult first = solvers[0].solve(childOwn[0], childOpp[0], scoring, -beta, -alpha, limits);
        synchronized (this) {
            best = -first.score();
            bestMove = order[0];
            nextIndex = 1;
            incomplete = first.stoppedEarly();
            nodes = first.nodes();
        }
        if (!incomplete && best < beta) {
            Thread[] workers = new Thread[solvers.length];
            for (int t = 0; t < workers.length; t++) {
                EndgameSolver solver = solvers[t];
                workers[t] = new Thread(() -> work(solver, scoring, alpha, beta, order, childOwn, childOpp,
                        limits), "endgame-" + t);
                workers[t].start();
            }
            for (Thread w : workers) {
                try {
                    w.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    stop();
                }
            }
        }
        synchronized (this) {
            return SearchResult.ofSolve(bestMove, best, 64 - Long.bitCount(own | opp), nodes, clock.nanoTime() - start,
                    !incomplete);
        }
    }

    private void work(EndgameSolver solver, Scoring scoring, int alpha, int beta, int[] order, long[] childOwn,
                      long[] childOpp, SearchLimits limits) {
        while (true) {
            int i;
            int a;
            synchronized (this) {
                if (incomplete || nextIndex >= order.length || best >= beta) {
                    return;
                }
                i = nextIndex++;
                a = Math.max(alpha, best);
            }
            // Null window: is this move better than a?
            SearchResult test = solver.solve(childOwn[i], childOpp[i], scoring, -a - 1, -a, limits);
            long used = test.nodes();
            int score = -test.score();
            boolean complete = !test.stoppedEarly();
            if (complete && score > a && score < beta) {
                SearchResult full = solver.solve(childOwn[i], childOpp[i], scoring, -beta, -score, limits);
                used += full.nodes();
                score = -full.score();
                complete = !full.stoppedEarly();
            }
            synchronized (this) {
                nodes += used;
                if (!complete) {
                    incomplete = true;
                    return;
                }
                if (score > best) {
                    best = score;
                    bestMove = order[i];
                }
            }
        }
    }

    /** Root moves, fewest opponent replies first. */
    private static int[] fastestFirst(long own, long opp, long moves) {
        int n = Long.bitCount(moves);
        int[] squares = new int[n];
        int[] keys = new int[n];
        for (int i = 0; i < n; i++) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards8.flipsByRays(own, opp, sq);
            long p2 = own | f | (1L << sq);
            long o2 = opp ^ f;
            long replies = Bitboards8.moves(o2, p2);
            squares[i] = sq;
            keys[i] = Long.bitCount(replies) + Long.bitCount(replies & Bitboards8.CORNERS);
        }
        for (int i = 1; i < n; i++) {
            for (int j = i; j > 0 && keys[j] < keys[j - 1]; j--) {
                int k = keys[j];
                keys[j] = keys[j - 1];
                keys[j - 1] = k;
                int s = squares[j];
                squares[j] = squares[j - 1];
                squares[j - 1] = s;
            }
        }
        return squares;
    }
}
