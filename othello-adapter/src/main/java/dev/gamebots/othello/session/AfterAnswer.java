package dev.gamebots.othello.session;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What to start making once the answer is out, in the time the opponent thinks: a background
 * allocation during a move can pause it (a collection stops every thread), and a move of a few
 * milliseconds has no time for that. Used by the engine's thread only.
 */
final class AfterAnswer {

    /** The least time to the soft deadline (ms) at which a move starts making a full-size table itself. */
    static final long MAKE_DURING_MOVE_MS = 100;

    private final Set<Prepared<?>> pending = new LinkedHashSet<>();

    /** Starts making {@code prepared} after the answer (once, however often it is asked for). */
    void add(Prepared<?> prepared) {
        pending.add(prepared);
    }

    /** The answer is out: starts everything asked for. */
    void startAll() {
        for (Prepared<?> p : pending) {
            p.start();
        }
        pending.clear();
    }

    /** How many things wait to be started after the answer. */
    int pending() {
        return pending.size();
    }

    /**
     * {@code prepared} when ready, waiting at most {@code waitMs} (forever when negative); null: the
     * move does without it. A move with less than {@link #MAKE_DURING_MOVE_MS} to its soft deadline
     * does not wait and does not start the making: that waits for the answer.
     */
    <T> T readyOrLater(Prepared<T> prepared, long waitMs) {
        if (waitMs >= 0 && waitMs * 4 < MAKE_DURING_MOVE_MS) {
            T ready = prepared.now();
            if (ready == null) {
                add(prepared);
            }
            return ready;
        }
        return prepared.await(waitMs);
    }
}
