package dev.gamebots.core;

/**
 * Turns a protocol's clock fields into soft and hard deadlines. Shared by all bots:
 * <ul>
 *   <li>usable = min(time left, per-move cap) - safety margin: the hard deadline never passes it;</li>
 *   <li>target = (time left - margin) / moves still to play + increment: the normal spend;</li>
 *   <li>hard = min(usable, {@value #HARD_FACTOR} x target): an iteration may overrun the target,
 *       never the usable time;</li>
 *   <li>soft = min(target, hard / 2): no new iteration starts after it, because the next one
 *       usually costs more than all the previous ones together.</li>
 * </ul>
 * Deadlines are absolute readings of the injected {@link Clock}, counted from the moment the
 * request was read, so parsing and set-up time are charged to the move.
 */
public final class TimeManager {

    /** Hard deadline as a multiple of the target time. */
    public static final int HARD_FACTOR = 3;
    /** Means "no limit" for time left or per-move cap. */
    public static final long UNLIMITED = Long.MAX_VALUE;

    private static final long NANOS_PER_MS = 1_000_000L;

    /**
     * The clock situation of one move.
     *
     * @param timeLeftMs     time left on the game clock, or {@link #UNLIMITED}
     * @param perMoveCapMs   longest a single move may take, or {@link #UNLIMITED}
     * @param movesToGo      own moves still expected in the game (at least 1 is used)
     * @param safetyMarginMs kept back from both limits (I/O, GC, process scheduling)
     * @param incrementMs    time added after each move
     */
    public record Budget(long timeLeftMs, long perMoveCapMs, int movesToGo, long safetyMarginMs, long incrementMs) {

        /** A fixed time per move, nothing else. */
        public static Budget fixedPerMove(long ms) {
            return new Budget(UNLIMITED, ms, 1, 0, 0);
        }
    }

    /**
     * Absolute deadlines on the clock.
     *
     * @param start when the move's clock started
     * @param soft  no new iteration after this
     * @param hard  the search must have returned by this
     */
    public record Deadlines(long start, long soft, long hard) {

        /** Milliseconds from start to the soft deadline. */
        public long softMillis() {
            return (soft - start) / NANOS_PER_MS;
        }

        /** Milliseconds from start to the hard deadline. */
        public long hardMillis() {
            return (hard - start) / NANOS_PER_MS;
        }
    }

    private final Clock clock;

    public TimeManager(Clock clock) {
        this.clock = clock;
    }

    /** A time manager on the system clock. */
    public TimeManager() {
        this(Clock.SYSTEM);
    }

    public Clock clock() {
        return clock;
    }

    /** Plans a move whose clock starts now. */
    public Deadlines plan(Budget budget) {
        return plan(budget, clock.nanoTime());
    }

    /** Plans a move whose clock started at {@code startNanos} (when its request was read). */
    public Deadlines plan(Budget budget, long startNanos) {
        long hardMs = hardMillis(budget);
        long softMs = Math.min(targetMillis(budget), hardMs / 2);
        return new Deadlines(startNanos, startNanos + softMs * NANOS_PER_MS, startNanos + hardMs * NANOS_PER_MS);
    }

    /** The normal spend for this move, in ms. */
    public static long targetMillis(Budget b) {
        long usable = usableMillis(b);
        if (b.timeLeftMs() == UNLIMITED) {
            return usable;
        }
        long left = Math.max(0, b.timeLeftMs() - b.safetyMarginMs());
        long target = left / Math.max(1, b.movesToGo()) + Math.max(0, b.incrementMs());
        return Math.min(target, usable);
    }

    /** The hard limit for this move, in ms. */
    public static long hardMillis(Budget b) {
        long usable = usableMillis(b);
        long target = targetMillis(b);
        long scaled = target > usable / HARD_FACTOR ? usable : target * HARD_FACTOR;
        return Math.min(usable, scaled);
    }

    /** The most this move may take: min(time left, cap) less the margin, never negative. */
    public static long usableMillis(Budget b) {
        long limit = Math.min(b.timeLeftMs(), b.perMoveCapMs());
        if (limit == UNLIMITED) {
            // Neither a clock nor a cap: think for a day at most rather than overflow.
            return 24L * 3600 * 1000;
        }
        return Math.max(0, limit - Math.max(0, b.safetyMarginMs()));
    }
}
