package dev.gamebots.gomoku.session;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A timer thread that runs an action at a move's last moment: completing its {@link MoveRace} with
 * the best move so far if the search has not answered yet.
 *
 * <p>Why: on a loaded machine the search thread may not have a core when its deadline passes; it
 * then answers late however often it reads the clock (seen in the arena: 200 to 300 ms late at load
 * 8 to 10 on 2 cores). A thread that sleeps until the deadline is woken and scheduled much sooner
 * than a busy one gets its next time slice, so it can still give the best move found so far.
 *
 * <p>Real time only: the delay is taken from the session's clock at arming time.
 */
public final class DeadlineWatchdog implements AutoCloseable {

    private final ScheduledThreadPoolExecutor timer;

    public DeadlineWatchdog() {
        timer = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "gomocup-watchdog");
            t.setDaemon(true);
            t.setPriority(Thread.MAX_PRIORITY);
            return t;
        });
        timer.setRemoveOnCancelPolicy(true);
    }

    /** Runs {@code action} after {@code delayNanos} unless the returned handle is cancelled first. */
    public ScheduledFuture<?> arm(long delayNanos, Runnable action) {
        return timer.schedule(action, Math.max(0, delayNanos), TimeUnit.NANOSECONDS);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
