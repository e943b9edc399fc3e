package dev.gamebots.mancala.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.mancala.book.OpeningBook;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.rules.ReferenceSearch;
import dev.gamebots.mancala.rules.TestPositions;
import dev.gamebots.mancala.solver.EndgameDatabase;
import dev.gamebots.mancala.solver.SolverTable;
import java.io.IOException;
import java.io.StringReader;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PlayerTest {

    @Test
    void aSingleLegalMoveIsPlayedAtOnce() {
        int[] pits = {0, 0, 0, 0, 0, 5, 10, 3, 3, 3, 3, 3, 3, 15};
        Kalah k = new Kalah(6, pits, 0);
        Player p = new Player(6, OpeningBook.empty(6), new SolverTable(1), Clock.SYSTEM);
        Player.Decision d = p.decide(k, System.nanoTime() + 1_000_000_000L);
        assertEquals(5, d.move());
        assertEquals("forced", d.source());
        assertEquals(0, d.nodes());
    }

    @Test
    void bookPositionsAreAnsweredFromTheBook() throws IOException {
        OpeningBook book = OpeningBook.read(6, new StringReader("4 4 4 4 4 4 4 4 4 4 4 4 3 10\n"));
        Player p = new Player(6, book, new SolverTable(1), Clock.SYSTEM);
        Player.Decision d = p.decide(new Kalah(6, 4), System.nanoTime());
        assertEquals(2, d.move());
        assertEquals(10, d.value());
        assertEquals("book", d.source());
        assertTrue(d.exact());
    }

    @Test
    void smallPositionsAreSolvedExactly() {
        SplittableRandom random = new SplittableRandom(21);
        Player p = new Player(4, OpeningBook.empty(4), new SolverTable(4), Clock.SYSTEM);
        p.setDatabase(EndgameDatabase.build(4, 6));
        for (int t = 0; t < 100; t++) {
            Kalah k = TestPositions.random(random, 4, 4 + random.nextInt(10));
            if (k.isTerminal()) {
                continue;
            }
            Player.Decision d = p.decide(k, System.nanoTime() + 2_000_000_000L);
            if (d.source().equals("forced")) {
                assertTrue(k.isLegal(d.move()));
                continue;
            }
            assertTrue(d.exact(), k.render());
            int best = ReferenceSearch.margin(k);
            assertEquals(best, k.storeDifference() + d.value());
            assertEquals(best, ReferenceSearch.marginAfter(k, d.move()), "a best move\n" + k.render());
        }
    }

    @Test
    void theDeadlineIsKept() {
        Player p = new Player(6, OpeningBook.empty(6), new SolverTable(8), Clock.SYSTEM);
        Kalah k = new Kalah(6, 4);
        long t0 = System.nanoTime();
        Player.Decision d = p.decide(k, t0 + 200_000_000L);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms < 400, "took " + ms + " ms for a 200 ms budget");
        assertTrue(k.isLegal(d.move()));
    }

    /**
     * The endgame database arriving during the exact phase (as at the start of a contest game, while
     * the cache file loads) is used by that very move. Time is virtual and advances 0.25 ms per clock
     * read (the solver reads it every 1024 nodes, so 1 ms per 4096 nodes), so the run is deterministic:
     * this position (from a self-play game) is solved after about 230 virtual ms without the database
     * (quick attempt, deepening, exact search: about 925,000 nodes), after about 190 with it from
     * 120 ms on; the move has 210.
     */
    @Test
    void aDatabaseThatArrivesDuringTheSearchIsUsedAtOnce() {
        Kalah k = TestPositions.afterMoves(6, 4, "3 6 2 1 4 4 6 2 6 4");
        EndgameDatabase db = EndgameDatabase.build(6, 14);
        long ms = 1_000_000L;
        Player[] player = new Player[1];
        long[] now = {0};
        Clock virtual = () -> {
            now[0] += ms / 4;
            if (now[0] == 120 * ms) {
                player[0].setDatabase(db);
            }
            return now[0];
        };
        player[0] = new Player(6, OpeningBook.empty(6), new SolverTable(16), virtual);
        Player.Decision d = player[0].decide(k, 210 * ms);
        assertTrue(d.exact(), "solved within the move's time: " + d);
        assertEquals(-4, d.value(), "future gain of the position (checked by the exact solver, see docs)");
        assertTrue(now[0] < 210 * ms, "finished before the deadline: " + d);
    }
}
