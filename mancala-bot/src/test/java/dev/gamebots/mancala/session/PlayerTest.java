package dev.gamebots.mancala.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.mancala.book.OpeningBook;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.rules.ReferenceSearch;
import dev.gamebots.mancala.rules.TestPositions;
import dev.gamebots.mancala.solver.EndgameDatabase;
import dev.gamebots.core.BoundTable;
import java.io.IOException;
import java.io.StringReader;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PlayerTest {

    @Test
    void aSingleLegalMoveIsPlayedAtOnce() {
        int[] pits = {0, 0, 0, 0, 0, 5, 10, 3, 3, 3, 3, 3, 3, 15};
        Kalah k = new Kalah(6, pits, 0);
        Player p = new Player(6, OpeningBook.empty(6), BoundTable.ofMegabytes(1), Clock.SYSTEM);
        Player.Decision d = p.decide(k, System.nanoTime() + 1_000_000_000L);
        assertEquals(5, d.move());
        assertEquals("forced", d.source());
        assertEquals(0, d.nodes());
    }

    @Test
    void bookPositionsAreAnsweredFromTheBook() throws IOException {
        OpeningBook book = OpeningBook.read(6, new StringReader("4 4 4 4 4 4 4 4 4 4 4 4 3 10\n"));
        Player p = new Player(6, book, BoundTable.ofMegabytes(1), Clock.SYSTEM);
        Player.Decision d = p.decide(new Kalah(6, 4), System.nanoTime());
        assertEquals(2, d.move());
        assertEquals(10, d.value());
        assertEquals("book", d.source());
        assertTrue(d.exact());
    }

    @Test
    void smallPositionsAreSolvedExactly() {
        SplittableRandom random = new SplittableRandom(21);
        Player p = new Player(4, OpeningBook.empty(4), BoundTable.ofMegabytes(4), Clock.SYSTEM);
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
        Player p = new Player(6, OpeningBook.empty(6), BoundTable.ofMegabytes(8), Clock.SYSTEM);
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
     * this position (from a self-play game), with a move of 210 ms (the deepening until 35 ms, then
     * the exact search), is not solved in time without the database (about 850,000 nodes by 210 ms),
     * and is solved after about 165 virtual ms with it from 60 ms on. (With Kalah's own table, before
     * engine-core's BoundTable, the figures were 230 ms without it and 190 ms with it from 120 ms; the
     * search's node counts moved with the table's replacement: docs/benchmarks.md.)
     */
    @Test
    void aDatabaseThatArrivesDuringTheSearchIsUsedAtOnce() {
        Kalah k = TestPositions.afterMoves(6, 4, "3 6 2 1 4 4 6 2 6 4");
        EndgameDatabase db = EndgameDatabase.build(6, 14);
        long ms = 1_000_000L;
        Player.Decision without = decideOnVirtualTime(k, 210 * ms, -1, db);
        assertFalse(without.exact(), "without the database the move's time is too short: " + without);
        long[] end = new long[1];
        Player.Decision d = decideOnVirtualTime(k, 210 * ms, 60 * ms, db, end);
        assertTrue(d.exact(), "solved within the move's time: " + d);
        assertEquals(-4, d.value(), "future gain of the position (checked by the exact solver, see docs)");
        assertTrue(end[0] < 210 * ms, "finished before the deadline: " + d);
    }

    private static Player.Decision decideOnVirtualTime(Kalah k, long deadline, long dbAt, EndgameDatabase db) {
        return decideOnVirtualTime(k, deadline, dbAt, db, new long[1]);
    }

    /** Decides on a clock that advances 0.25 ms per read; the database arrives at {@code dbAt} (-1: never). */
    private static Player.Decision decideOnVirtualTime(Kalah k, long deadline, long dbAt, EndgameDatabase db,
                                                       long[] now) {
        long quarterMs = 250_000L;
        Player[] player = new Player[1];
        now[0] = 0;
        Clock virtual = () -> {
            now[0] += quarterMs;
            if (now[0] == dbAt) {
                player[0].setDatabase(db);
            }
            return now[0];
        };
        player[0] = new Player(6, OpeningBook.empty(6), BoundTable.ofMegabytes(16), virtual);
        return player[0].decide(k, deadline);
    }
}
