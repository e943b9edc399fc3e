package dev.gamebots.gomoku.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.TimeManager;
import dev.gamebots.core.testkit.ManualClock;
import dev.gamebots.gomoku.search.time.TimeControl;
import org.junit.jupiter.api.Test;

/** The time and memory plans from the manager's limits. */
class PlannersTest {

    private static final long MS = 1_000_000L;

    private static TimeManager.Deadlines plan(BrainSettings s, long usedMs, int stones) {
        ManualClock clock = new ManualClock(0, 0);
        TimeControl time = new TimeControl(clock, 1.7, 0.15);
        time.moveAnswered(0, usedMs * MS);
        return time.planTurn(s.turnLimits(), 0, stones, 400);
    }

    @Test
    void defaultsAreThirtySecondsPerTurnLessTheAnswerReserve() {
        BrainSettings s = new BrainSettings();
        TimeManager.Deadlines d = plan(s, 0, 0);
        assertEquals(30_000 - 250, d.hard() / MS);
        assertTrue(d.soft() <= d.hard());
    }

    @Test
    void turnLimitIsNeverReached() {
        // The cap: 85% less 50 ms on short turns (1 and 10 ms: nothing), the turn less 250 ms from 1334 ms on.
        long[][] turnAndCap = {{1, 0}, {10, 0}, {100, 35}, {1000, 800}, {1333, 1083}, {1400, 1150}, {5000, 4750},
                {30000, 29750}};
        for (long[] tc : turnAndCap) {
            long turn = tc[0];
            BrainSettings s = new BrainSettings();
            s.setTimeoutTurnMs(turn);
            TimeManager.Deadlines d = plan(s, 0, 10);
            assertEquals(tc[1], d.hard() / MS, turn + " ms turn");
            assertTrue(d.hard() / MS + TimeControl.WATCHDOG_GRACE_MS < turn || d.hard() == 0,
                    turn + " ms turn: the watchdog answers in time, hard " + d.hard() / MS);
            assertTrue(d.hard() >= 0 && d.soft() <= d.hard());
        }
    }

    @Test
    void aLateAnswerShortensTheNextMovesUntilItDecays() {
        ManualClock clock = new ManualClock(0, 0);
        TimeControl planner = new TimeControl(clock, 1.7, 0.15);
        BrainSettings s = new BrainSettings();
        s.setTimeoutTurnMs(1000);
        long normal = 1000 * 85 / 100 - TimeControl.IO_MARGIN_MS;
        assertEquals(normal, planner.planTurn(s.turnLimits(), 0, 10, 400).hard() / MS,
                "the first move is planned as any other (the watchdog keeps a cold one on time)");
        // The search ended 200 ms after its hard deadline: the next cap is 200 ms shorter.
        planner.searchEnded(normal * MS, (normal + 200) * MS);
        assertEquals(200, planner.lagMs());
        assertEquals(normal - 200, planner.planTurn(s.turnLimits(), 0, 10, 400).hard() / MS);
        // On time again: the correction decays by a quarter per move.
        planner.searchEnded(600 * MS, 500 * MS);
        assertEquals(150, planner.lagMs());
        for (int i = 0; i < 30; i++) {
            planner.searchEnded(600 * MS, 500 * MS);
        }
        assertEquals(0, planner.lagMs());
        assertEquals(normal, planner.planTurn(s.turnLimits(), 0, 10, 400).hard() / MS);
        // A huge lag never takes the cap below 40% of the turn.
        planner.searchEnded(0, 5000 * MS);
        assertEquals(400, planner.planTurn(s.turnLimits(), 0, 10, 400).hard() / MS);
    }

    @Test
    void matchClockIsSpreadAndNeverRunOut() {
        BrainSettings s = new BrainSettings();
        s.setTimeoutTurnMs(5000);
        s.setTimeoutMatchMs(120_000);
        s.setTimeLeftMs(120_000);
        TimeManager.Deadlines d = plan(s, 0, 0);
        assertTrue(d.hard() / MS <= 4750, "within the turn's cap");
        assertTrue(d.soft() / MS <= 120_000 / 28, "about a 28th of the match clock: " + d.soft() / MS);
        s.setTimeLeftMs(3000);
        d = plan(s, 0, 40);
        assertTrue(d.hard() / MS < 3000 / 2, "little time left: " + d.hard() / MS + " ms");
        s.setTimeLeftMs(-500);
        d = plan(s, 0, 40);
        assertEquals(0, d.hard() / MS, "no time left: answer at once");
        s.setTimeLeftMs(BrainSettings.UNLIMITED_TIME_LEFT);
        d = plan(s, 0, 40);
        assertEquals(4750, d.hard() / MS, "2147483647 means unlimited");
    }

    @Test
    void withoutTimeLeftTheBrainCountsItsOwnUse() {
        BrainSettings s = new BrainSettings();
        s.setTimeoutTurnMs(5000);
        s.setTimeoutMatchMs(60_000);
        long fresh = plan(s, 0, 20).hard();
        long late = plan(s, 58_000, 20).hard();
        assertTrue(late < fresh && late / MS < 2000, "fresh " + fresh / MS + ", after 58 s used " + late / MS);
    }

    @Test
    void zeroTurnTimeMeansAnswerAtOnce() {
        BrainSettings s = new BrainSettings();
        s.setTimeoutTurnMs(0);
        assertTrue(TimeControl.immediate(s.turnLimits()));
    }

    @Test
    void tableFitsTheMemoryLimitAndTheHeap() {
        long mb = 1L << 20;
        assertEquals(MemoryPlanner.DEFAULT_TABLE_MB, MemoryPlanner.plan(0, 4096 * mb, 50 * mb), "no limit");
        assertEquals(MemoryPlanner.MAX_TABLE_MB, MemoryPlanner.plan(350 * mb, 4096 * mb, 50 * mb), "Gomocup 350 MB");
        assertEquals(8, MemoryPlanner.plan(80 * mb, 4096 * mb, 50 * mb), "80 MB: 80 - 50 - 16 = 14 -> 8");
        assertEquals(8, MemoryPlanner.plan(0, 14 * mb, 20 * mb), "the heap bounds it");
        assertEquals(0, MemoryPlanner.plan(60 * mb, 4096 * mb, 50 * mb), "no room at all");
    }
}
