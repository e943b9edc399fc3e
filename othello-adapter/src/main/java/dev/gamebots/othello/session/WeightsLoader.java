package dev.gamebots.othello.session;

import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Variant;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads and expands a game's trained weights on a background thread, once per process, so that no
 * move ever waits for them longer than it chose to. Reading and expanding std's tables takes tens
 * of ms on a quiet machine but seconds on a loaded one with a cold JVM; a first move that read them
 * itself (or waited behind the warm-up reading them) answered a 500 ms budget after 888 ms.
 */
public final class WeightsLoader {

    private static final ConcurrentHashMap<Variant, Prepared<PatternWeights>> LOADS = new ConcurrentHashMap<>();

    private WeightsLoader() {
    }

    private static Prepared<PatternWeights> of(Variant variant) {
        return LOADS.computeIfAbsent(variant, v -> new Prepared<>("weights-" + v.wireName(), () -> readExpanded(v)));
    }

    /** The game's weights read and expanded, or null when the jar has none or they cannot be read. */
    private static PatternWeights readExpanded(Variant variant) {
        try {
            PatternWeights w = PatternWeights.load(variant);
            if (w != null) {
                w.expandAll();
            }
            return w;
        } catch (RuntimeException | OutOfMemoryError e) {
            return null; // play with the hand-made evaluation
        }
    }

    /** Starts reading the game's weights, unless that has begun already. */
    public static void start(Variant variant) {
        of(variant).start();
    }

    /** True once the reading has ended: {@link #await} then answers at once (null: the jar has none). */
    public static boolean done(Variant variant) {
        return of(variant).done();
    }

    /**
     * Starts reading if needed and waits at most {@code millis} (0: not at all) for the game's
     * weights; null when they are not ready yet, or there are none ({@link #done} tells which).
     */
    public static PatternWeights await(Variant variant, long millis) {
        return of(variant).await(Math.max(0, millis));
    }
}
