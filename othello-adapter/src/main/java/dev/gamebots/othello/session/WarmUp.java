package dev.gamebots.othello.session;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.Searcher;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.ObfPosition;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.search.MidgameSearch;

/**
 * Gets the JIT going before the first real request: a cold JVM searches several times slower than a
 * warm one. Has the std weights read and expanded (shared with the engine), then runs short
 * searches (the trained search, the first version's search on both board sizes) and a few small
 * endgame solves on throw-away instances, on a background thread that the first request stops at once
 * (a real request always matters more than warming up).
 */
public final class WarmUp implements Runnable {

    private final long maxMillis;
    private volatile boolean stopped;
    /** The middle-game search running now (the trained one or the first version's), for {@link #stop}. */
    private volatile Searcher current;
    private volatile EndgameSolver currentSolver;
    private Thread thread;

    public WarmUp(long maxMillis) {
        this.maxMillis = maxMillis;
    }

    /** Starts warming up in the background (a daemon thread). */
    public void start() {
        thread = new Thread(this, "warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }

    /**
     * Stops warming up and waits a moment for the thread, whose searches and solves notice the stop
     * within microseconds; the weights it asked for go on loading on their own thread.
     */
    public void stop() {
        stopped = true;
        Searcher s = current;
        if (s != null) {
            s.stop();
        }
        EndgameSolver e = currentSolver;
        if (e != null) {
            e.stop();
        }
        if (thread != null) {
            try {
                thread.join(20);
            } catch (InterruptedException e2) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void run() {
        long end = System.nanoTime() + maxMillis * 1_000_000L;
        try {
            // The trained search of the most common game: its weights (read for the engine too, in the
            // background, tens of milliseconds on a quiet machine) and code.
            WeightsLoader.start(Variant.STD);
            while (!stopped && !WeightsLoader.done(Variant.STD) && System.nanoTime() < end) {
                WeightsLoader.await(Variant.STD, 10);
            }
            PatternWeights weights = WeightsLoader.await(Variant.STD, 0);
            for (int round = 0; round < 3 && !stopped && System.nanoTime() < end; round++) {
                if (weights != null) {
                    OthelloBoard board = Boards.start(Variant.STD);
                    weights.useOn(board);
                    Searcher m = new MidgameSearch(12, Clock.SYSTEM).on(board);
                    current = m;
                    long slice = Math.min(end, System.nanoTime() + maxMillis * 1_000_000L / 8);
                    if (!stopped) {
                        m.search(SearchLimits.infinite().withDeadlines(slice, slice), SearchListener.NONE);
                    }
                }
                for (Variant v : new Variant[] {Variant.STD, Variant.GRAND}) {
                    if (stopped) {
                        return;
                    }
                    OthelloBoard board = Boards.start(v);
                    Searcher s = AlphaBetaSearcher.forGame(board, new AlphaBetaSearcher.Config(1, 40, false),
                            Clock.SYSTEM).on(board);
                    current = s;
                    long slice = Math.min(end, System.nanoTime() + maxMillis * 1_000_000L / 8);
                    s.search(SearchLimits.infinite().withDeadlines(slice, slice), SearchListener.NONE);
                }
                EndgameSolver solver = new EndgameSolver(12, Clock.SYSTEM);
                currentSolver = solver;
                // A quiet 14-empty position from the FFO-style middle of a game.
                ObfPosition p = ObfPosition.parse(
                        "--XXXXX---XXXX---OOOXX--OOOXXXX-OOOXXXOXOOOOXOOOO-OOXOXX--OOXXXXX- O");
                if (stopped) {
                    return;
                }
                // A stop request can race with the start of a solve; a short deadline bounds that case.
                long solveEnd = Math.min(end, System.nanoTime() + maxMillis * 1_000_000L / 8);
                solver.solve(p.own(), p.opp(), Scoring.DISCS, -64, 64, solveEnd, 2_000_000);
            }
        } catch (RuntimeException e) {
            // Warming up must never disturb the engine.
        }
    }
}
