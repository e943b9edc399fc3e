package dev.gamebots.othello.session;

import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Variant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Reads and expands a game's trained weights on a background thread, once per process, so that no
 * move ever waits for them longer than it chose to. Reading and expanding std's tables takes tens
 * of ms on a quiet machine but seconds on a loaded one with a cold JVM; a first move that read them
 * itself (or waited behind the warm-up reading them) answered a 500 ms budget after 888 ms.
 */
public final class WeightsLoader {

    private static final ConcurrentHashMap<Variant, CompletableFuture<PatternWeights>> LOADS =
            new ConcurrentHashMap<>();

    private WeightsLoader() {
    }

    /**
     * The game's weights, expanded, when they are ready: completes with null when the jar has none.
     * The first call starts the reading.
     */
    public static CompletableFuture<PatternWeights> expanded(Variant variant) {
        return LOADS.computeIfAbsent(variant, v -> {
            CompletableFuture<PatternWeights> done = new CompletableFuture<>();
            Thread t = new Thread(() -> {
                try {
                    PatternWeights w = PatternWeights.load(v);
                    if (w != null) {
                        w.expandAll();
                    }
                    done.complete(w);
                } catch (RuntimeException | OutOfMemoryError e) {
                    done.complete(null); // play with the hand-made evaluation
                }
            }, "load-weights-" + v.wireName());
            t.setDaemon(true);
            t.start();
            return done;
        });
    }

    /**
     * Waits at most {@code millis} for the game's weights. Returns them, or null when they are not
     * ready yet; {@link CompletableFuture#isDone} of {@link #expanded} tells "not ready" from "none".
     */
    public static PatternWeights await(Variant variant, long millis) {
        CompletableFuture<PatternWeights> f = expanded(variant);
        if (f.isDone() || millis <= 0) {
            return f.getNow(null);
        }
        try {
            return f.get(millis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
