package dev.gamebots.gomoku.search.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.TimeManager;
import dev.gamebots.core.testkit.ManualClock;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * When {@link TimeControl} stops starting iterations, on a manual clock: the deadlines are those the
 * planner gives a 5 s turn (soft 2100 ms, hard 4200 ms) or a match clock (soft a third of hard), the
 * soft time scaled by 1.7 as the default search setting {@code softScale}.
 */
class TimeControlTest {

    private static final long MS = 1_000_000L;
    private static final double SCALE = 1.7;
    private static final double VCT_SHARE = 0.15;
    private static final int A = 101;
    private static final int B = 202;

    /** A 5 s turn without a match clock: the planner's soft is half its hard. */
    private static SearchLimits turn() {
        return new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE, 2100 * MS, 4200 * MS);
    }

    /** The first whole ms at or past {@code percent} of 2100 ms x 1.7. */
    private static long scaledMillis(int percent) {
        return (long) Math.ceil(3570 * percent / 100.0);
    }

    /** The first ms (from 0) at which no new iteration starts. */
    private static long stopMillis(TimeControl t, ManualClock clock) {
        while (!t.stopBeforeNextIteration()) {
            clock.advanceMillis(1);
        }
        return clock.peek() / MS;
    }

    /** A rule begun at 0 under {@code limits} after {@code iterations} finished iterations of 1 ms with the given best moves. */
    private static TimeControl after(ManualClock clock, SearchLimits limits, int... bests) {
        TimeControl t = new TimeControl(clock, SCALE, VCT_SHARE);
        t.beginSearch(limits, 0, 0);
        int previous = A;
        for (int best : bests) {
            clock.advanceMillis(1);
            t.iterationDone(best, previous, 0);
            previous = best;
        }
        return t;
    }

    @Test
    void anUnsettledMoveTakesTheScaledSoftTime() {
        ManualClock clock = new ManualClock(0, 0);
        TimeControl t = after(clock, turn(), A, A);
        assertEquals(100, t.targetPercent());
        assertEquals(3570, stopMillis(t, clock), "2100 ms x 1.7");
    }

    @Test
    void theTargetShrinksWhileTheBestMoveHoldsButStaysAboveHalfTheCap() {
        ManualClock clock = new ManualClock(0, 0);
        TimeControl stable = after(clock, turn(), A, A, A);
        assertEquals(TimeControl.STABLE_PERCENT, stable.targetPercent());
        assertEquals(scaledMillis(TimeControl.STABLE_PERCENT), stopMillis(stable, clock));
        clock = new ManualClock(0, 0);
        TimeControl veryStable = after(clock, turn(), A, A, A, A, A, A, A, A);
        assertEquals(TimeControl.VERY_STABLE_PERCENT, veryStable.targetPercent());
        long stop = stopMillis(veryStable, clock);
        assertEquals(scaledMillis(TimeControl.VERY_STABLE_PERCENT), stop);
        assertTrue(stop > 4200 / 2, "more than half the cap (the old rule stopped a settled move at 1428 ms)");
    }

    @Test
    void theTargetGrowsWhenTheBestMoveChangesAndDecaysAfterwards() {
        ManualClock clock = new ManualClock(0, 0);
        int settled = after(clock, turn(), A, A).targetPercent();
        int changed = after(clock, turn(), A, B).targetPercent();
        int changedTwice = after(clock, turn(), A, B, A).targetPercent();
        int calmedDown = after(clock, turn(), A, B, B, B).targetPercent();
        assertEquals(settled + TimeControl.CHANGE_PERCENT, changed);
        assertTrue(changedTwice > changed, changedTwice + " after two changes, " + changed + " after one");
        assertTrue(calmedDown < changed && calmedDown > settled - 1, "the change counts less each iteration");
    }

    @Test
    void theTargetGrowsWhenTheScoreFalls() {
        ManualClock clock = new ManualClock(0, 0);
        TimeControl flat = new TimeControl(clock, SCALE, VCT_SHARE);
        TimeControl falling = new TimeControl(clock, SCALE, VCT_SHARE);
        flat.beginSearch(turn(), 0, 0);
        falling.beginSearch(turn(), 0, 0);
        int[] fallingScores = {200, 200 - TimeControl.SCORE_DROP + 1, 200 - 2 * TimeControl.SCORE_DROP, 200 - 2 * TimeControl.SCORE_DROP};
        for (int i = 0; i < fallingScores.length; i++) {
            flat.iterationDone(A, A, 200);
            falling.iterationDone(A, A, fallingScores[i]);
            int expected = i == 2 ? flat.targetPercent() * TimeControl.DROP_PERCENT / 100 : flat.targetPercent();
            assertEquals(expected, falling.targetPercent(), "after iteration " + (i + 1)
                    + " (a fall of " + (TimeControl.SCORE_DROP - 1) + " is not one; a score that holds again gives the time back)");
        }
    }

    @Test
    void aChangedMoveUsesTheTurnUpToTheHardDeadlineNeverPast() {
        ManualClock clock = new ManualClock(0, 0);
        TimeControl t = after(clock, turn(), A, B, A, B);
        assertTrue(2100 * SCALE * t.targetPercent() / 100 > 4200, "the target alone would pass the cap");
        assertEquals(4200, stopMillis(t, clock));
    }

    @Test
    void noHistoryOfMovesOrScoresStartsAnIterationAtOrPastTheHardDeadline() {
        Random random = new Random(32);
        for (int trial = 0; trial < 500; trial++) {
            ManualClock clock = new ManualClock(0, 0);
            long hard = (1 + random.nextInt(5000)) * MS;
            long soft = random.nextBoolean() ? hard / 2 : hard / 3;
            TimeControl t = new TimeControl(clock, 1 + random.nextDouble() * 2, VCT_SHARE);
            t.beginSearch(new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE, soft, hard), 0, 0);
            int previous = A;
            for (int i = 0, n = random.nextInt(20); i < n; i++) {
                int best = random.nextInt(4) == 0 ? previous + 1 : previous;
                t.iterationDone(best, previous, random.nextInt(2000) - 1000);
                previous = best;
            }
            clock.advanceMillis(hard / MS);
            assertTrue(t.stopBeforeNextIteration(), "trial " + trial + ": still starting at the hard deadline " + hard / MS);
        }
    }

    @Test
    void withoutASoftDeadlineTheSearchIsNeverStoppedByTime() {
        ManualClock clock = new ManualClock(0, 0);
        TimeControl t = new TimeControl(clock, SCALE, VCT_SHARE);
        t.beginSearch(SearchLimits.depth(10), 0, 0);
        t.iterationDone(A, A, 0);
        clock.advanceMillis(1_000_000);
        assertFalse(t.stopBeforeNextIteration());
    }

    /**
     * Under a match clock the time saved is banked: a settled move does not start an iteration
     * predicted to end past the hard deadline. Under a turn limit alone, or with the best move just
     * changed, it starts: a cut iteration may still find a better move.
     */
    @Test
    void underTheMatchClockAnIterationThatCannotFinishDoesNotStart() {
        // 20 s left for 20 moves: target 1000 ms, hard 3000 ms, soft 1000 ms (a third of hard).
        TimeManager.Deadlines d = new TimeManager(() -> 0L).plan(new TimeManager.Budget(20_000, 4200, 20, 0, 0), 0);
        assertEquals(1000, d.softMillis());
        assertEquals(3000, d.hardMillis());
        SearchLimits match = new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE, d.soft(), d.hard());
        SearchLimits turnOnly = new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE, 1500 * MS, 3000 * MS);

        // Iterations end at 500 and 1500 ms: the next one is predicted at 2 x 1000 ms, ending at 3500 > 3000.
        assertTrue(twoIterations(match, A).stopBeforeNextIteration(), "settled, banked: stop before an iteration that cannot finish");
        assertFalse(twoIterations(turnOnly, A).stopBeforeNextIteration(), "turn limit only: nothing is saved by stopping");
        assertFalse(twoIterations(match, B).stopBeforeNextIteration(), "the best move just changed: search on");
    }

    /**
     * The plan counts from the move's start: a search that began later (its command waited, a loaded
     * machine) under a turn limit alone is not taken for a banked one.
     */
    @Test
    void aSearchThatBeganAfterItsMoveKeepsATurnLimitsRule() {
        SearchLimits turnOnly = new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE, 102 * MS, 205 * MS);
        ManualClock clock = new ManualClock(20 * MS, 0);
        TimeControl t = new TimeControl(clock, SCALE, VCT_SHARE);
        t.beginSearch(turnOnly, 20 * MS, 0);
        clock.advanceMillis(10);
        t.iterationDone(A, A, 0);
        clock.advanceMillis(40);
        t.iterationDone(A, A, 0);
        assertFalse(t.stopBeforeNextIteration(), "a slow iteration at 70 ms of a 205 ms turn: the next one starts");
    }

    /**
     * {@code fullTurn}: under a turn limit alone a move searches until the hard deadline however settled
     * (the default stops a very stable one at 70% of 2100 ms x 1.7); under the match clock nothing changes.
     */
    @Test
    void aFullTurnSearchesATurnLimitedMoveToTheHardDeadlineAndBanksAsBeforeUnderTheMatchClock() {
        ManualClock clock = new ManualClock(0, 0);
        TimeControl full = new TimeControl(clock, SCALE, VCT_SHARE, true);
        full.beginSearch(turn(), 0, 0);
        for (int i = 0; i < 8; i++) {
            clock.advanceMillis(1);
            full.iterationDone(A, A, 0);
        }
        assertEquals(4200, stopMillis(full, clock));
        ManualClock other = new ManualClock(0, 0);
        assertEquals(scaledMillis(TimeControl.VERY_STABLE_PERCENT), stopMillis(after(other, turn(), A, A, A, A, A, A, A, A), other));

        TimeManager.Deadlines d = new TimeManager(() -> 0L).plan(new TimeManager.Budget(20_000, 4200, 20, 0, 0), 0);
        SearchLimits match = new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE, d.soft(), d.hard());
        assertTrue(twoIterations(match, A, true).stopBeforeNextIteration(), "banked: an iteration that cannot finish does not start");
        SearchLimits turnOnly = new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE, 1500 * MS, 3000 * MS);
        assertFalse(twoIterations(turnOnly, A, true).stopBeforeNextIteration());
    }

    private static TimeControl twoIterations(SearchLimits limits, int secondBest) {
        return twoIterations(limits, secondBest, false);
    }

    private static TimeControl twoIterations(SearchLimits limits, int secondBest, boolean fullTurn) {
        ManualClock clock = new ManualClock(0, 0);
        TimeControl t = new TimeControl(clock, SCALE, VCT_SHARE, fullTurn);
        t.beginSearch(limits, 0, 0);
        clock.advanceMillis(500);
        t.iterationDone(A, A, 0);
        clock.advanceMillis(1000);
        t.iterationDone(secondBest, A, 0);
        assertEquals(2000 * MS, t.predictedNextIteration());
        return t;
    }
}
