package dev.gamebots.core;

/** A monotonic clock in nanoseconds; injected so tests can control time. */
@FunctionalInterface
public interface Clock {

    /** The system's monotonic clock. */
    Clock SYSTEM = System::nanoTime;

    long nanoTime();
}
