package dev.gamebots.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The overhead per answer, read off the clock fields of successive requests. */
class AnswerOverheadTest {

    @Test
    void theClockGoingDownFasterThanTheEngineMeasuredIsTheOverhead() {
        AnswerOverhead o = new AnswerOverhead();
        assertEquals(AnswerOverhead.FLOOR_MS, o.estimateMs());
        o.request(1, 20_000);
        o.answered(500); // charged 564: 64 ms overhead
        o.request(1, 19_436);
        assertEquals(64, o.estimateMs());
        o.answered(100); // charged 110: 10 ms, the largest of the window stays
        o.request(1, 19_326);
        assertEquals(64, o.estimateMs());
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
        assertEquals(50, o.estimateMs());
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
        assertEquals(AnswerOverhead.FLOOR_MS, o.estimateMs());
        // Only the latest eight moves count.
        o.answered(0);
        o.request(1, 9_500); // 500 ms
        for (int i = 0; i < 8; i++) {
            o.answered(0);
            o.request(1, 9_500 - 40 * (i + 1)); // 40 ms each
        }
        assertEquals(40, o.estimateMs());
    }
}
