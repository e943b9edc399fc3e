package dev.gamebots.othello.session;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Something big the engine makes once and keeps (a search table, a solver's table), made on a
 * background thread so that no move waits for it longer than it chose to: nothing bounds an
 * allocation by a deadline, and on a loaded machine allocating a 32 MB table (fresh memory, a
 * humongous allocation, a collection) took 0.9 s of a cold first move at load 7. A failure to make
 * it is remembered and the next {@link #start} tries again.
 *
 * @param <T> what is made
 */
final class Prepared<T> {

    private final String name;
    private final Supplier<T> make;
    private volatile CompletableFuture<T> making;

    /** @param name names the thread that makes it ({@code make-NAME}) */
    Prepared(String name, Supplier<T> make) {
        this.name = name;
        this.make = make;
    }

    /** Starts making it, unless that has begun already (callers on several threads start it once). */
    synchronized void start() {
        if (making != null) {
            return;
        }
        CompletableFuture<T> done = new CompletableFuture<>();
        making = done;
        Thread t = new Thread(() -> {
            try {
                done.complete(make.get());
            } catch (RuntimeException | Error e) {
                done.completeExceptionally(e);
            }
        }, "make-" + name);
        t.setDaemon(true);
        t.start();
    }

    /** True once the making has ended, well or not. */
    boolean done() {
        CompletableFuture<T> f = making;
        return f != null && f.isDone();
    }

    /** It, when ready now; else null. */
    T now() {
        CompletableFuture<T> f = making;
        return f != null && f.isDone() && !f.isCompletedExceptionally() ? f.join() : null;
    }

    /**
     * Starts making it if needed and waits at most {@code millis} (forever when negative); null when it
     * is not ready by then or could not be made (the failure is then forgotten, to be tried again).
     */
    T await(long millis) {
        start();
        CompletableFuture<T> f = making;
        try {
            if (millis < 0) {
                return f.get();
            }
            return millis > 0 ? f.get(millis, TimeUnit.MILLISECONDS) : now();
        } catch (TimeoutException e) {
            return null;
        } catch (ExecutionException e) {
            making = null;
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
