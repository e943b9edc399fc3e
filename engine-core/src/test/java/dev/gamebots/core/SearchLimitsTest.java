package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ManualClock;
import org.junit.jupiter.api.Test;

class SearchLimitsTest {

    @Test
    void depthAndNodeLimitsAreUntimedAndNeverPastASoftDeadline() {
        ManualClock clock = new ManualClock(0, 0);
        for (SearchLimits l : new SearchLimits[] {SearchLimits.depth(5), SearchLimits.nodes(100), SearchLimits.infinite()}) {
            assertFalse(l.timed());
            assertFalse(l.pastSoftDeadline(clock));
        }
        assertEquals(0, clock.reads(), "without a soft deadline the clock is not read");
    }

    @Test
    void theSoftDeadlinePassesAtItsClockReading() {
        ManualClock clock = new ManualClock(1_000, 0);
        SearchLimits l = SearchLimits.infinite().withDeadlines(2_000, SearchLimits.NEVER);
        assertTrue(l.timed());
        assertFalse(l.pastSoftDeadline(clock));
        ManualClock atDeadline = new ManualClock(2_000, 0);
        assertTrue(l.pastSoftDeadline(atDeadline));
        assertTrue(SearchLimits.infinite().withDeadlines(SearchLimits.NEVER, 5).timed(), "a hard deadline alone times it");
    }
}
