package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ConnectFour;
import dev.gamebots.core.testkit.ManualClock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SearchControlTest {

    @Test
    void nodeBudgetStopsExactlyAtTheBudget() {
        SearchControl c = new SearchControl(new ManualClock(0, 0), 64);
        c.begin(SearchControl.NEVER, 1000);
        for (int i = 1; i < 1000; i++) {
            assertFalse(c.tick(), "node " + i + " is within the budget");
        }
        assertTrue(c.tick(), "node 1000 spends the budget");
        assertEquals(1000, c.nodes());
        assertTrue(c.tick(), "and every node after it");
    }

    @Test
    void narrowedBudgetHoldsForThePhaseOnlyAndNeverWidensTheOuterOne() {
        SearchControl c = new SearchControl(new ManualClock(0, 0), 16);
        c.begin(SearchControl.NEVER, 500);
        for (int i = 0; i < 100; i++) {
            assertFalse(c.tick());
        }
        long saved = c.narrowBudget(50);
        int phase = 0;
        while (!c.tick()) {
            phase++;
        }
        assertEquals(49, phase, "the phase's 50th node is its last");
        assertEquals(150, c.nodes());
        c.restoreBudget(saved);
        long saved2 = c.narrowBudget(10_000); // asks for more than the outer budget has left
        int n = 0;
        while (!c.tick()) {
            n++;
        }
        assertEquals(500, c.nodes(), "the outer budget still ends the phase");
        assertEquals(349, n);
        c.restoreBudget(saved2);
        assertTrue(c.tick());
    }

    @Test
    void deadlineIsReadOnlyAtPollsOnTheInjectedClock() {
        ManualClock clock = new ManualClock(1_000, 0);
        SearchControl c = new SearchControl(clock, 128);
        c.begin(5_000);
        for (int i = 1; i < 128; i++) {
            assertFalse(c.tick());
        }
        assertEquals(0, clock.reads(), "no clock read between polls");
        assertFalse(c.tick(), "node 128 polls, before the deadline");
        assertEquals(1, clock.reads());
        clock.advanceMillis(1); // now 1,001,000 ns: past the deadline
        for (int i = 1; i < 128; i++) {
            assertFalse(c.tick(), "the deadline is seen only at the next poll");
        }
        assertTrue(c.tick());
        assertTrue(c.expired());
        assertFalse(c.outOfNodes());
    }

    @Test
    void narrowedDeadlineIsRestoredWithoutClearingTheStopFlag() {
        ManualClock clock = new ManualClock(0, 0);
        SearchControl c = new SearchControl(clock, 1);
        c.begin(10_000_000);
        long saved = c.narrowDeadline(1_000);
        assertEquals(1_000, c.deadline());
        assertEquals(1_000, c.narrowDeadline(50_000), "narrowing never widens");
        clock.advanceMillis(1);
        assertTrue(c.tick());
        c.restoreDeadline(saved);
        assertFalse(c.tick(), "the outer deadline is still ahead");
        c.stop();
        c.restoreDeadline(saved);
        assertTrue(c.tick(), "a restore keeps a stop request");
        c.begin(SearchControl.NEVER);
        assertFalse(c.stopRequested(), "only a new search clears it");
    }

    @Test
    void stopFromAnotherThreadEndsAnUnlimitedSearch() throws Exception {
        AlphaBetaSearcher searcher = AlphaBetaSearcher.forGame(new ConnectFour(7, 6),
                new AlphaBetaSearcher.Config(1, 50, false), Clock.SYSTEM);
        ConnectFour game = new ConnectFour(7, 6);
        CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(
                () -> searcher.search(game, SearchLimits.infinite(), SearchListener.NONE));
        // Wait until the search has counted nodes, so the stop is not cleared by its start.
        long waitUntil = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (searcher.control().nodes() < 10_000 && System.nanoTime() < waitUntil) {
            Thread.onSpinWait();
        }
        searcher.stop();
        // An ignored stop would run on for hours: the get times out. (The stop may land between two
        // iterations, where the search ends without cutting one short, so stoppedEarly is not asked.)
        SearchResult r = running.get(30, TimeUnit.SECONDS);
        assertTrue(r.depth() < SearchLimits.DEFAULT_MAX_DEPTH);
        assertTrue(game.isLegal(r.bestMove()));
        assertEquals(new ConnectFour(7, 6).render(), game.render(), "the position is left as it was");
    }

    @Test
    void alphaBetaKeepsTheNodeBudgetExactly() {
        AlphaBetaSearcher searcher = AlphaBetaSearcher.forGame(new ConnectFour(7, 6),
                new AlphaBetaSearcher.Config(1, 50, false), Clock.SYSTEM);
        for (long budget : new long[] {1, 255, 256, 257, 5_000}) {
            SearchResult r = searcher.search(new ConnectFour(7, 6), SearchLimits.nodes(budget), SearchListener.NONE);
            assertEquals(budget, r.nodes());
            assertTrue(r.stoppedEarly());
        }
    }

    @Test
    void alphaBetaHardDeadlineOnAFakeClock() {
        // Every clock reading advances 1 ms: the hard deadline 20 ms after the start is passed after
        // a bounded number of polls, whatever the machine's speed.
        ManualClock clock = new ManualClock(0, 1_000_000L);
        AlphaBetaSearcher searcher = AlphaBetaSearcher.forGame(new ConnectFour(7, 6),
                new AlphaBetaSearcher.Config(1, 50, false), clock);
        SearchResult r = searcher.search(new ConnectFour(7, 6),
                SearchLimits.infinite().withDeadlines(SearchLimits.NEVER, 20_000_000L), SearchListener.NONE);
        assertTrue(r.stoppedEarly());
        assertTrue(r.nodes() <= 30L * SearchControl.DEFAULT_POLL_INTERVAL, "stopped within a few polls: " + r.nodes());
    }
}
