package dev.gamebots.othello.session;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.Searcher;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.ObfPosition;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;

/**
 * Gets the JIT going before the first real request: a cold JVM searches several times slower than a
 * warm one. Has the std weights read and expanded (shared with the engine), then runs short
 * searches (engine-core's alpha-beta on the std weights, then on the hand-made evaluation of both sizes) and a few small
 * endgame solves on throw-away instances, on a background thread that the first request stops at once
 * (a real request always matters more than warming up).
 *
 * <p>Its stop flag and its end are engine-core's {@link SearchControl} (begun at construction, so a
 * stop that comes before the thread runs is kept), and each search or solve gets {@link SearchLimits}
 * of a slice of the time, never past that end: the warm-up has no clock arithmetic or flag of its own.
 * The searches it runs have controls of their own, which {@link #stop} stops too.
 */
public final class WarmUp implements Runnable {

    private final Clock clock;
    /** Stop flag and end of the whole warm-up; its node count is unused (the searches count their own). */
    private final SearchControl control;
    /** Longest single search or solve: an eighth of the warm-up. */
    private final long sliceNanos;
    /** The middle-game search running now (on the trained evaluation or the hand-made one), for {@link #stop}. */
    private volatile Searcher current;
    private volatile EndgameSolver currentSolver;
    /** Searches and solves begun so far (what a stop must end: none may begin after it). */
    private volatile int begun;
    private Thread thread;

    /** A warm-up of at most {@code maxMillis} ms, counted from now. */
    public WarmUp(long maxMillis) {
        this(maxMillis, Clock.SYSTEM);
    }

    /** A warm-up on {@code clock} (tests freeze it, so only a stop can end the searches). */
    WarmUp(long maxMillis, Clock clock) {
        this.clock = clock;
        this.control = new SearchControl(clock);
        this.sliceNanos = maxMillis * 1_000_000L / 8;
        control.begin(clock.nanoTime() + maxMillis * 1_000_000L);
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
     * within microseconds; the weights it asked for go on loading on their own thread. A search that
     * was about to begin when the stop came clears its own stop flag as it begins, so the stop is
     * repeated while the thread runs, for at most about 20 ms.
     */
    public void stop() {
        control.stop();
        for (int tries = 0; tries < 20; tries++) {
            Searcher s = current;
            if (s != null) {
                s.stop();
            }
            EndgameSolver e = currentSolver;
            if (e != null) {
                e.stop();
            }
            if (thread == null || !thread.isAlive()) {
                return;
            }
            try {
                thread.join(1);
            } catch (InterruptedException e2) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** True once the background thread has ended, waiting at most {@code millis} ms for it. */
    boolean awaitEnd(long millis) throws InterruptedException {
        thread.join(millis);
        return !thread.isAlive();
    }

    /** Searches and solves begun so far. */
    int begun() {
        return begun;
    }

    @Override
    public void run() {
        try {
            // The trained search of the most common game: its weights (read for the engine too, in the
            // background, tens of milliseconds on a quiet machine) and code.
            WeightsLoader.start(Variant.STD);
            while (!control.expired() && !WeightsLoader.done(Variant.STD)) {
                WeightsLoader.await(Variant.STD, 10);
            }
            PatternWeights weights = WeightsLoader.await(Variant.STD, 0);
            for (int round = 0; round < 3 && !control.expired(); round++) {
                if (weights != null) {
                    OthelloBoard board = Boards.start(Variant.STD);
                    weights.useOn(board);
                    AlphaBetaSearcher trained = AlphaBetaSearcher.forGame(board,
                            new AlphaBetaSearcher.Config(1, 40, false), clock);
                    trained.setProbCut(weights.alphaBetaProbCut(board, ProbCutTable.PROBCUT_T));
                    Searcher m = trained.on(board);
                    current = m;
                    if (!control.expired()) {
                        begun++;
                        m.search(slice(), SearchListener.NONE);
                    }
                }
                for (Variant v : new Variant[] {Variant.STD, Variant.GRAND}) {
                    if (control.expired()) {
                        return;
                    }
                    OthelloBoard board = Boards.start(v);
                    Searcher s = AlphaBetaSearcher.forGame(board, new AlphaBetaSearcher.Config(1, 40, false),
                            clock).on(board);
                    current = s;
                    if (control.expired()) {
                        return;
                    }
                    begun++;
                    s.search(slice(), SearchListener.NONE);
                }
                EndgameSolver solver = new EndgameSolver(12, clock);
                currentSolver = solver;
                // A quiet 14-empty position from the FFO-style middle of a game.
                ObfPosition p = ObfPosition.parse(
                        "--XXXXX---XXXX---OOOXX--OOOXXXX-OOOXXXOXOOOOXOOOO-OOXOXX--OOXXXXX- O");
                if (control.expired()) {
                    return;
                }
                begun++;
                solver.solve(p.own(), p.opp(), Scoring.DISCS, -64, 64, slice().withMaxNodes(2_000_000));
            }
        } catch (RuntimeException e) {
            // Warming up must never disturb the engine.
        }
    }

    /** The limits of one search or solve: a slice of the time from now, within the warm-up's end. */
    private SearchLimits slice() {
        long end = Math.min(control.deadline(), clock.nanoTime() + sliceNanos);
        return SearchLimits.infinite().withDeadlines(end, end);
    }
}
