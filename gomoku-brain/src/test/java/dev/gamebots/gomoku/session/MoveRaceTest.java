package dev.gamebots.gomoku.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The race of a move's search and the deadline watchdog, driven by latches (no timing assertion):
 * the first answer wins, the other is dropped, a failing search is the answer's failure, a watchdog
 * with no move yet leaves the answer to the search, and the search is awaited before the board is free.
 */
class MoveRaceTest {

    private static final Decision SEARCHED = new Decision(1, 2, null, "search", false);
    private static final Decision AT_DEADLINE = new Decision(3, 4, null, "deadline", true);
    private static final long NEVER = TimeUnit.HOURS.toNanos(1);

    @Test
    void aSearchThatEndsFirstIsTheAnswerAndTheWatchdogIsDisarmed() {
        try (DeadlineWatchdog w = new DeadlineWatchdog()) {
            AtomicInteger asked = new AtomicInteger();
            MoveRace race = new MoveRace(new SearchThread(), () -> SEARCHED, w, NEVER, () -> {
                asked.incrementAndGet();
                return AT_DEADLINE;
            });
            assertSame(SEARCHED, race.answer());
            race.awaitSearch();
            assertTrue(race.searchDone());
            assertEquals(0, asked.get());
        }
    }

    @Test
    void theWatchdogAnswersAStalledSearchWhichIsStillAwaitedBeforeTheBoardIsFree() throws Exception {
        try (DeadlineWatchdog w = new DeadlineWatchdog()) {
            CountDownLatch release = new CountDownLatch(1);
            MoveRace race = new MoveRace(new SearchThread(), () -> {
                await(release);
                return SEARCHED;
            }, w, 0, () -> AT_DEADLINE);
            assertSame(AT_DEADLINE, race.answer(), "the watchdog's move while the search is stalled");
            assertFalse(race.searchDone(), "the search still holds the board");
            release.countDown();
            race.awaitSearch();
            assertTrue(race.searchDone());
            assertSame(AT_DEADLINE, race.answer(), "the search's later move is dropped");
        }
    }

    @Test
    void aWatchdogWithNoMoveYetLeavesTheAnswerToTheSearch() throws Exception {
        try (DeadlineWatchdog w = new DeadlineWatchdog()) {
            CountDownLatch asked = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            MoveRace race = new MoveRace(new SearchThread(), () -> {
                await(release);
                return SEARCHED;
            }, w, 0, () -> {
                asked.countDown();
                return null; // no provisional move known
            });
            assertTrue(asked.await(30, TimeUnit.SECONDS), "the watchdog fired");
            release.countDown();
            assertSame(SEARCHED, race.answer());
        }
    }

    @Test
    void aFailingSearchIsTheAnswersFailure() {
        MoveRace race = new MoveRace(new SearchThread(), () -> {
            throw new IllegalArgumentException("no legal move left");
        }, null, 0, () -> AT_DEADLINE);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, race::answer);
        assertEquals("no legal move left", e.getMessage());
        race.awaitSearch(); // does not rethrow: the answer did
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
