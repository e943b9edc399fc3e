package dev.gamebots.gomoku.session;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.function.Supplier;

/**
 * One move's answer, raced between its search and the deadline watchdog: whichever completes it
 * first gives the move the protocol writes, and the other one's later answer is dropped.
 *
 * <p>Why: on a loaded machine the search thread may not get a core when its deadline passes and
 * answer hundreds of milliseconds late however often it reads the clock; the watchdog's thread,
 * asleep until the deadline, is scheduled much sooner, so it can still give the best move found so
 * far. The protocol's thread waits here ({@link #answer()}) and writes the move itself: no reply
 * comes from another thread. The search may still run after the watchdog answered (it owns the board
 * until it ends); {@link #awaitSearch()} waits for that before the board is touched again.
 */
final class MoveRace {

    private final CompletableFuture<Decision> answer = new CompletableFuture<>();
    private final CompletableFuture<Decision> search;
    private final ScheduledFuture<?> alarm;

    /**
     * Arms the watchdog to complete the race after {@code delayNanos} with {@code atDeadline}'s
     * decision (none when it gives null: no move known yet), then starts {@code search} on
     * {@code thread}. The watchdog is armed first, so that it can answer even when the search has to
     * run on the caller's thread; {@code watchdog} null races nothing (the search's answer alone).
     */
    MoveRace(SearchThread thread, Supplier<Decision> search, DeadlineWatchdog watchdog, long delayNanos,
             Supplier<Decision> atDeadline) {
        ScheduledFuture<?> armed = null;
        if (watchdog != null) {
            try {
                armed = watchdog.arm(delayNanos, () -> {
                    Decision d = atDeadline.get();
                    if (d != null) {
                        answer.complete(d);
                    }
                });
            } catch (OutOfMemoryError e) {
                // No room for the timer thread (tight process limits): the search answers alone.
            }
        }
        this.alarm = armed;
        this.search = thread.submit(search);
        this.search.whenComplete((d, failure) -> {
            if (alarm != null) {
                alarm.cancel(false);
            }
            if (failure != null) {
                answer.completeExceptionally(unwrap(failure));
            } else {
                answer.complete(d);
            }
        });
    }

    /**
     * The first answer: the search's decision, or the watchdog's at the deadline. Rethrows what the
     * search threw when it failed before the watchdog answered.
     */
    Decision answer() {
        return await(answer);
    }

    /** Waits until the search has ended (its thread lets go of the board); its own failure is not rethrown. */
    void awaitSearch() {
        try {
            await(search);
        } catch (RuntimeException | Error e) {
            // The failure was the answer's (rethrown there) or came after the watchdog answered: the
            // watchdog's move stands either way.
        }
    }

    /** True when the search has ended. */
    boolean searchDone() {
        return search.isDone();
    }

    /** Waits for {@code f} however often the thread is interrupted (the answer must come), then keeps the interrupt. */
    private static Decision await(CompletableFuture<Decision> f) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return f.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    Throwable cause = unwrap(e.getCause());
                    if (cause instanceof RuntimeException r) {
                        throw r;
                    }
                    if (cause instanceof Error err) {
                        throw err;
                    }
                    throw new IllegalStateException(cause);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static Throwable unwrap(Throwable t) {
        return t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
    }
}
