package dev.gamebots.gomoku.search;

import dev.gamebots.core.Clock;

/**
 * The limits shared by the solvers and the main search of one move: a hard deadline on the clock and
 * a stop flag that another thread (the protocol's reader, on END) may raise at any time.
 */
public final class SearchControl {

    /** No deadline. */
    public static final long NEVER = Long.MAX_VALUE;

    private final Clock clock;
    private volatile boolean stopRequested;
    private volatile long deadline = NEVER;

    public SearchControl(Clock clock) {
        this.clock = clock;
    }

    public Clock clock() {
        return clock;
    }

    /** Starts a new search: clears the stop flag and sets the hard deadline. */
    public void begin(long hardDeadline) {
        this.deadline = hardDeadline;
        this.stopRequested = false;
    }

    /**
     * Narrows (or restores) the hard deadline without touching the stop flag: a phase of a search
     * (a solver given a share of the time) runs under {@code min(old, d)}; returns the old deadline
     * for {@link #setDeadline} afterwards.
     */
    public long narrowDeadline(long d) {
        long old = deadline;
        deadline = Math.min(old, d);
        return old;
    }

    /** Puts back a deadline returned by {@link #narrowDeadline}. */
    public void setDeadline(long d) {
        deadline = d;
    }

    /** Stops the current search as soon as possible (thread-safe). */
    public void stop() {
        stopRequested = true;
    }

    public boolean stopRequested() {
        return stopRequested;
    }

    public long deadline() {
        return deadline;
    }

    /** True when the search must return now: stopped, or past the hard deadline. */
    public boolean expired() {
        if (stopRequested) {
            return true;
        }
        long d = deadline;
        return d != NEVER && clock.nanoTime() >= d;
    }
}
