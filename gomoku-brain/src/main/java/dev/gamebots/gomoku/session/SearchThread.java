package dev.gamebots.gomoku.session;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The thread the session's move searches run on. Why a thread of its own: the protocol's thread
 * waits for the move, which either the search or the deadline watchdog gives ({@link MoveRace}); a
 * search on the protocol's thread could not be waited for. One daemon thread, started at the first
 * search and kept (a thread per move would be garbage the resident size counts); its stack is the
 * JVM's default (-Xss): the recursion is shallow, and a big stack would count against ulimit -d.
 * When no thread can be started (tight process limits) the search runs on the caller, which then
 * answers when the search ends, as a one-thread brain does.
 */
final class SearchThread {

    private ExecutorService executor;

    /** Runs {@code task} on the search thread (or, failing that, here); its end or failure completes the future. */
    <T> CompletableFuture<T> submit(Supplier<T> task) {
        try {
            if (executor == null) {
                executor = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(null, r, "gomoku-search", 0);
                    t.setDaemon(true);
                    return t;
                });
            }
            return CompletableFuture.supplyAsync(task, executor);
        } catch (OutOfMemoryError e) {
            // "unable to create native thread": search here; the watchdog still completes the race.
            CompletableFuture<T> f = new CompletableFuture<>();
            try {
                f.complete(task.get());
            } catch (RuntimeException | Error failure) {
                f.completeExceptionally(failure);
            }
            return f;
        }
    }
}
