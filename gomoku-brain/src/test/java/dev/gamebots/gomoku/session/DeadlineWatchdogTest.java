package dev.gamebots.gomoku.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchListener;
import dev.gamebots.gomoku.rules.Stones;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The deadline watchdog: when the search thread stalls past its deadline (here: a listener that
 * sleeps, as a thread without a core would), the best move so far is sent in time, exactly once, and
 * it is the move the session then plays.
 */
class DeadlineWatchdogTest {

    private record Sent(int x, int y, long atNanos) {
    }

    @Test
    void aStalledSearchStillAnswersInTimeWithTheMoveItThenPlays() throws Exception {
        List<Sent> sent = new CopyOnWriteArrayList<>();
        try (DeadlineWatchdog w = new DeadlineWatchdog()) {
            // A node limit keeps the second search far inside its deadline on a loaded machine too
            // (the first one stalls in its listener whatever the limit).
            GameSession s = new GameSession(SearchOptions.defaults().withSkipWarmup(true).withFixedTableMb(1)
                    .withMaxNodes(20_000), Clock.SYSTEM);
            s.enableWatchdog(w, (x, y) -> sent.add(new Sent(x, y, System.nanoTime())));
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
            GameSession.Decision d = s.think(t0, stall);
            assertTrue(stalled[0], "the search reported an iteration");
            assertEquals(1, sent.size(), "sent once");
            long ms = (sent.get(0).atNanos() - t0) / 1_000_000L;
            assertTrue(ms < 1000, "sent after " + ms + " ms");
            assertTrue(d.alreadySent());
            assertEquals(sent.get(0).x(), d.x());
            assertEquals(sent.get(0).y(), d.y());
            assertEquals(Stones.WHITE, s.board().at(d.x(), d.y()), "the sent move is on the board");
            assertEquals(4, s.board().stoneCount());

            // A search that keeps its deadline answers itself; the watchdog stays silent.
            GameSession.Decision next = s.turn(2, 2, System.nanoTime(), SearchListener.NONE);
            assertFalse(next.alreadySent());
            Thread.sleep(300);
            assertEquals(1, sent.size(), "nothing more sent");
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
