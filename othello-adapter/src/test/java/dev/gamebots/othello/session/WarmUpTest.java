package dev.gamebots.othello.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The warm-up yields to the first request: a stop ends it, also one that comes before its thread runs,
 * and no search begins after it. The clock is frozen, so no deadline ever passes: only the stop can end
 * the warm-up's searches (its grand search to depth 40 would otherwise run for hours). The timeouts are
 * only there so that a failing warm-up fails the test instead of hanging it; they measure nothing.
 */
class WarmUpTest {

    private static final Clock FROZEN = () -> 0L;
    private static final Duration HANG = Duration.ofSeconds(120);

    @Test
    void aStopBeforeItRunsIsKept() {
        WarmUp warmUp = new WarmUp(60_000, FROZEN);
        warmUp.stop();
        assertTimeoutPreemptively(HANG, warmUp::run);
        assertEquals(0, warmUp.begun(), "searches begun after the stop");
    }

    @Test
    void aStopFromAnotherThreadEndsItsSearchAndNoneBeginsAfterIt() {
        WarmUp warmUp = new WarmUp(60_000, FROZEN);
        warmUp.start();
        assertTimeoutPreemptively(HANG, () -> {
            while (warmUp.begun() == 0) {
                Thread.sleep(5);
            }
        });
        warmUp.stop();
        int begunAtStop = warmUp.begun();
        assertTimeoutPreemptively(HANG, () -> assertTrue(warmUp.awaitEnd(HANG.toMillis())));
        assertEquals(begunAtStop, warmUp.begun(), "searches begun after the stop");
    }
}
