package dev.gamebots.othello.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The overhead per answer, read off the clock fields of successive requests. */
class AnswerOverheadTest {

    @Test
    void theClockGoingDownFasterThanTheEngineMeasuredIsTheOverhead() {
        AnswerOverhead o = new AnswerOverhead();
        assertEquals(AnswerOverhead.FLOOR_MS, o.worstMs());
        o.request(1, 20_000);
        o.answered(500); // charged 564: 64 ms overhead
        o.request(1, 19_436);
        assertEquals(64, o.worstMs());
        o.answered(100); // charged 110: 10 ms, the largest of the window stays
        o.request(1, 19_326);
        assertEquals(64, o.worstMs());
        o.answered(100); // charged 145: 45 ms
        o.request(1, 19_181);
        assertEquals(45, o.typicalMs(), "the median of 64, 10 and 45");
    }

    @Test
    void oneSlowAnswerIsTheWorstButNotTheTypicalOverhead() {
        AnswerOverhead o = new AnswerOverhead();
        long remaining = 20_000;
        o.request(1, remaining);
        for (long extra : new long[] {35, 40, 900, 38, 36}) {
            o.answered(200);
            remaining -= 200 + extra;
            o.request(1, remaining);
        }
        assertEquals(900, o.worstMs());
        assertEquals(38, o.typicalMs());
    }

    @Test
    void eachColourIsComparedWithItsOwnClock() {
        AnswerOverhead o = new AnswerOverhead();
        o.request(1, 20_000);
        o.answered(500);
        o.request(2, 19_000); // white's clock: no comparison with black's
        o.answered(700);
        o.request(1, 19_450); // black was charged 550: 50 ms
        o.request(2, 18_260); // white was charged 740: 40 ms
        assertEquals(50, o.worstMs());
    }

    @Test
    void aClockSetAfreshOrMissingIsNoOverhead() {
        AnswerOverhead o = new AnswerOverhead();
        o.request(1, 20_000);
        o.answered(100);
        o.request(1, 60_000); // a new game's clock
        o.answered(100);
        o.request(1, -1); // no clock
        o.answered(100);
        o.request(1, 10_000);
        assertEquals(AnswerOverhead.FLOOR_MS, o.worstMs());
        // Only the latest eight moves count.
        o.answered(0);
        o.request(1, 9_500); // 500 ms
        for (int i = 0; i < 8; i++) {
            o.answered(0);
            o.request(1, 9_500 - 40 * (i + 1)); // 40 ms each
        }
        assertEquals(40, o.worstMs());
    }
}
