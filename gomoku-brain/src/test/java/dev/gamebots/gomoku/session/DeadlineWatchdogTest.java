package dev.gamebots.gomoku.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchListener;
import dev.gamebots.gomoku.rules.Stones;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The deadline watchdog: when the search thread stalls past its deadline (here: a listener that
 * blocks until the answer is out, as a thread without a core would), the caller still gets the best
 * move so far, as the session's answer (no callback from the timer thread), and it is the move the
 * session plays once the stalled search has let go of the board.
 */
class DeadlineWatchdogTest {

    @Test
    void aStalledSearchStillAnswersInTimeWithTheMoveItThenPlays() {
        try (DeadlineWatchdog w = new DeadlineWatchdog()) {
            // A node limit keeps the second search far inside its deadline on a loaded machine too
            // (the first one stalls in its listener whatever the limit).
            GameSession s = new GameSession(SearchOptions.defaults().withSkipWarmup(true).withFixedTableMb(1)
                    .withMaxNodes(20_000), Clock.SYSTEM);
            s.enableWatchdog(w);
            s.start(15, 15);
            s.info("timeout_turn", "1000");
            s.setPosition(List.of(new int[] {7, 7, 2}, new int[] {8, 8, 1}, new int[] {7, 8, 2}));
            // The first iteration's report holds the search thread until the test lets it go, which
            // it does only once the answer is out: so that answer can only have come from the
            // watchdog, however slow the machine. 60 s only stops a hang (no watchdog: nobody lets go).
            CountDownLatch answered = new CountDownLatch(1);
            AtomicBoolean stalled = new AtomicBoolean();
            AtomicBoolean heldUntilAnswered = new AtomicBoolean();
            SearchListener stall = info -> {
                if (stalled.compareAndSet(false, true)) {
                    heldUntilAnswered.set(await(answered));
                }
            };
            Decision d = s.think(System.nanoTime(), stall);
            answered.countDown();
            assertTrue(d.atDeadline(), "the watchdog answered: " + d);
            assertNull(d.result(), "the search had not finished");
            assertEquals(Stones.WHITE, s.board().at(d.x(), d.y()), "the answered move is on the board");
            assertTrue(stalled.get(), "the search reported an iteration");
            assertTrue(heldUntilAnswered.get(), "the search was still held when the answer came");
            assertEquals(4, s.board().stoneCount(), "the stalled search's own move was not played too");

            // A search that keeps its deadline answers itself; the watchdog stays silent.
            Decision next = s.turn(2, 2, System.nanoTime(), SearchListener.NONE);
            assertFalse(next.atDeadline());
            assertNotNull(next.result());
            assertEquals(6, s.board().stoneCount());
        }
    }

    /** Waits for {@code latch} (true) or gives up after 60 s (false): a hang guard, not a time bound. */
    private static boolean await(CountDownLatch latch) {
        try {
            return latch.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
