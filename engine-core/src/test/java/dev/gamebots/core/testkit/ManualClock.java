package dev.gamebots.core.testkit;

import dev.gamebots.core.Clock;

/** A clock for tests: time moves only when told to, and optionally by a fixed step at every reading. */
public final class ManualClock implements Clock {

    private long now;
    private final long stepPerRead;
    private long reads;

    public ManualClock(long startNanos, long stepPerRead) {
        this.now = startNanos;
        this.stepPerRead = stepPerRead;
    }

    @Override
    public long nanoTime() {
        reads++;
        long t = now;
        now += stepPerRead;
        return t;
    }

    /** The current time without advancing it. */
    public long peek() {
        return now;
    }

    public void advanceMillis(long ms) {
        now += ms * 1_000_000L;
    }

    public long reads() {
        return reads;
    }
}
