package dev.gamebots.othello.session;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The warm-up yields to the first request: a stop ends it at once, also one that comes before its
 * thread runs. Its searches would otherwise run for tens of seconds (slices of an eighth of a minute).
 */
class WarmUpTest {

    private static final long LONG_WARM_UP_MS = 60_000;

    @Test
    void aStopBeforeItRunsIsKept() {
        WarmUp warmUp = new WarmUp(LONG_WARM_UP_MS);
        warmUp.stop();
        long start = System.nanoTime();
        warmUp.run();
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms < 2_000, "ran " + ms + " ms after a stop");
    }

    @Test
    void aStopFromAnotherThreadEndsItsSearchesAtOnce() throws InterruptedException {
        WarmUp warmUp = new WarmUp(LONG_WARM_UP_MS);
        Thread thread = new Thread(warmUp::run, "warm-up-test");
        thread.start();
        Thread.sleep(300); // into the first search (the std weights load in tens of milliseconds)
        long start = System.nanoTime();
        warmUp.stop();
        thread.join(3_000);
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertFalse(thread.isAlive(), "still warming up " + ms + " ms after the stop");
    }
}
