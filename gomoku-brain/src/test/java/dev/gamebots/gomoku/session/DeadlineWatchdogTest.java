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
import org.junit.jupiter.api.Test;

/**
 * The deadline watchdog: when the search thread stalls past its deadline (here: a listener that
 * sleeps, as a thread without a core would), the caller still gets the best move so far in time, as
 * the session's answer (no callback from the timer thread), and it is the move the session plays
 * once the stalled search has let go of the board.
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
            boolean[] stalled = {false};
            SearchListener stall = info -> {
                if (!stalled[0]) {
                    stalled[0] = true;
                    sleep(1500);
                }
            };
            long t0 = System.nanoTime();
            Decision d = s.think(t0, stall);
            long ms = (System.nanoTime() - t0) / 1_000_000L;
            assertTrue(d.atDeadline(), "the watchdog answered: " + d);
            assertNull(d.result(), "the search had not finished");
            assertTrue(ms < 1500, "answered after " + ms + " ms, before the stalled search woke up");
            assertEquals(Stones.WHITE, s.board().at(d.x(), d.y()), "the answered move is on the board");
            assertTrue(stalled[0], "the search reported an iteration");
            assertEquals(4, s.board().stoneCount(), "the stalled search's own move was not played too");

            // A search that keeps its deadline answers itself; the watchdog stays silent.
            Decision next = s.turn(2, 2, System.nanoTime(), SearchListener.NONE);
            assertFalse(next.atDeadline());
            assertNotNull(next.result());
            assertEquals(6, s.board().stoneCount());
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
