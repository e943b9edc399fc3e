package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.TimeManager.Budget;
import dev.gamebots.core.TimeManager.Deadlines;
import dev.gamebots.core.testkit.ManualClock;
import org.junit.jupiter.api.Test;

class TimeManagerTest {

    private final ManualClock clock = new ManualClock(1_000_000_000L, 0);
    private final TimeManager tm = new TimeManager(clock);

    @Test
    void perMoveCapBoundsTheHardDeadline() {
        // Gomocup: 5 s per turn, 300 s per game, 30 moves to go, 10% margin.
        Deadlines d = tm.plan(new Budget(300_000, 5_000, 30, 500, 0));
        assertEquals(4_500, d.hardMillis());
        assertTrue(d.softMillis() <= d.hardMillis() / 2);
        assertEquals(clock.peek(), d.start());
    }

    @Test
    void clockIsSpreadOverTheMovesToGo() {
        Deadlines d = tm.plan(new Budget(60_000, 10_000, 30, 100, 0));
        long target = (60_000 - 100) / 30;
        assertEquals(target, d.softMillis());
        assertEquals(3 * target, d.hardMillis());
    }

    @Test
    void neverPlansBeyondTheTimeLeft() {
        Deadlines d = tm.plan(new Budget(300, 10_000, 1, 50, 0));
        assertEquals(250, d.hardMillis());
        Deadlines none = tm.plan(new Budget(20, 10_000, 5, 50, 0));
        assertEquals(0, none.hardMillis(), "less time than the margin: answer at once");
        Deadlines negative = tm.plan(new Budget(-500, 5_000, 5, 50, 0));
        assertEquals(0, negative.hardMillis());
    }

    @Test
    void fixedTimePerMove() {
        Deadlines d = tm.plan(Budget.fixedPerMove(1_000));
        assertEquals(1_000, d.hardMillis());
        assertEquals(500, d.softMillis());
    }

    @Test
    void deadlinesCountFromWhenTheRequestWasRead() {
        long readAt = clock.peek();
        clock.advanceMillis(40); // parsing took 40 ms
        Deadlines d = tm.plan(Budget.fixedPerMove(100), readAt);
        assertEquals(readAt + 100_000_000L, d.hard());
        assertEquals(60, (d.hard() - clock.peek()) / 1_000_000L);
    }

    @Test
    void unlimitedEverythingStaysFinite() {
        Deadlines d = tm.plan(new Budget(TimeManager.UNLIMITED, TimeManager.UNLIMITED, 1, 0, 0));
        assertTrue(d.hard() > d.start() && d.hardMillis() > 0);
    }
}
