package dev.gamebots.othello.session;

/**
 * Learns what each answer costs on the connector's clock beyond the time the engine measures itself
 * (from the request's arrival to the answer's write): the pipes both ways, the connector's own work,
 * and, on a loaded machine, the wait for a core before the engine even sees the line. It is read
 * off the clock fields: with no increment, the previous request's {@code remaining_ms} less this
 * one's is what our previous answer was charged. On a quiet machine the difference is a few ms; at
 * load 13 answers the engine timed at a few ms were charged 30-64 ms, and a plan that kept back a
 * fixed 30 ms per move let the clock run under the connector's 750 ms margin.
 *
 * <p>Two estimates, never below {@link #FLOOR_MS}: the typical overhead (the median of the last
 * {@value #WINDOW} moves), which the plan reserves for every move still to come, and the worst of
 * them, kept back inside the move at hand's budget. One slow answer then costs one move's margin, not
 * a second's reserve for each of twenty moves (the clock's stall reserve covers one such answer).
 */
public final class AnswerOverhead {

    /** The least overhead planned for, whatever has been seen. */
    public static final long FLOOR_MS = 30;
    /** A larger difference is not an overhead (a clock set afresh, another game): ignored. */
    static final long MAX_MS = 1000;
    /** How many of the latest moves the estimate looks back over. */
    static final int WINDOW = 8;

    private final long[] recent = new long[WINDOW];
    private int seen;
    /** Per colour (1 black, 2 white; a process may be asked for both, as in a human game's analysis). */
    private final long[] previousRemainingMs = {-1, -1, -1};
    private final long[] previousOwnMs = {-1, -1, -1};
    private int lastColor;

    /** Takes the clock of a new request for {@code color} (1 or 2; else ignored), -1 when it gave none. */
    public void request(int color, long remainingMs) {
        lastColor = color == 1 || color == 2 ? color : 0;
        if (lastColor == 0) {
            return;
        }
        long before = previousRemainingMs[color];
        if (remainingMs >= 0 && before >= 0 && previousOwnMs[color] >= 0 && remainingMs <= before) {
            long extra = (before - remainingMs) - previousOwnMs[color];
            if (extra >= 0 && extra <= MAX_MS) {
                recent[seen++ % WINDOW] = extra;
            }
        }
        previousRemainingMs[color] = remainingMs;
        previousOwnMs[color] = -1;
    }

    /** Takes the engine's own time for the answer to the latest request, arrival to write. */
    public void answered(long ownMs) {
        if (lastColor != 0) {
            previousOwnMs[lastColor] = ownMs;
        }
    }

    /** The worst overhead of the latest moves, in ms: kept back inside the move at hand's budget. */
    public long worstMs() {
        long most = FLOOR_MS;
        for (int i = 0; i < Math.min(seen, WINDOW); i++) {
            most = Math.max(most, recent[i]);
        }
        return most;
    }

    /** The typical overhead of the latest moves (their median), in ms: reserved for every move to come. */
    public long typicalMs() {
        int n = Math.min(seen, WINDOW);
        if (n == 0) {
            return FLOOR_MS;
        }
        long[] sorted = java.util.Arrays.copyOf(recent, n);
        java.util.Arrays.sort(sorted);
        return Math.max(FLOOR_MS, sorted[n / 2]);
    }
}
