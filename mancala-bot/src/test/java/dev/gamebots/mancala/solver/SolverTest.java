package dev.gamebots.mancala.solver;

import dev.gamebots.core.BoundTable;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.SearchListener;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.testkit.ManualClock;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.rules.ReferenceSearch;
import dev.gamebots.mancala.rules.TestPositions;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The solver against plain negamax on small positions, with and without the endgame database. */
class SolverTest {

    @Test
    void exactValuesAndMovesAgreeWithPlainNegamax() {
        SplittableRandom random = new SplittableRandom(9);
        int checked = 0;
        for (int t = 0; t < 400; t++) {
            int m = 2 + random.nextInt(3);
            Kalah k = TestPositions.random(random, m, 2 + random.nextInt(m == 4 ? 9 : 12));
            if (k.isTerminal()) {
                continue;
            }
            int expected = ReferenceSearch.margin(k);
            Solver solver = new Solver(m, BoundTable.ofMegabytes(1), null, Clock.SYSTEM);
            SearchResult r = solver.solveExact(k, random.nextInt(7) - 3);
            assertTrue(r.exact());
            assertEquals(expected, k.storeDifference() + r.score(), "value of\n" + k.render());
            assertEquals(expected, ReferenceSearch.marginAfter(k, r.bestMove()), "best move " + r.bestMove() + " of\n" + k.render());
            checked++;
        }
        assertTrue(checked > 300);
    }

    @Test
    void theDatabaseChangesNothingButSpeed() {
        SplittableRandom random = new SplittableRandom(10);
        EndgameDatabase db = EndgameDatabase.build(4, 9);
        for (int t = 0; t < 300; t++) {
            Kalah k = TestPositions.random(random, 4, 6 + random.nextInt(12));
            if (k.isTerminal()) {
                continue;
            }
            Solver plain = new Solver(4, BoundTable.ofMegabytes(1), null, Clock.SYSTEM);
            Solver withDb = new Solver(4, BoundTable.ofMegabytes(1), db, Clock.SYSTEM);
            SearchResult a = plain.solveExact(k, 0);
            SearchResult b = withDb.solveExact(k, 0);
            assertEquals(a.score(), b.score(), k.render());
            Kalah child = k.copy();
            int before = child.storeDifference();
            int mover = child.sideToMove();
            child.makeMove(b.bestMove());
            SearchResult c = plain.solveExact(child, 0);
            int gain = child.store(mover) - k.store(mover);
            int after = child.sideToMove() == mover ? gain + c.score() : gain - c.score();
            assertEquals(a.score(), after, "the database solver's move keeps the value\n" + k.render());
            assertTrue(before == k.storeDifference());
        }
    }

    @Test
    void iterativeDeepeningReachesTheExactValue() {
        SplittableRandom random = new SplittableRandom(11);
        for (int t = 0; t < 100; t++) {
            Kalah k = TestPositions.random(random, 4, 8 + random.nextInt(10));
            if (k.isTerminal()) {
                continue;
            }
            SearchResult exact = new Solver(4, BoundTable.ofMegabytes(1), null, Clock.SYSTEM).solveExact(k, 0);
            SearchResult deepened = new Solver(4, BoundTable.ofMegabytes(1), null, Clock.SYSTEM)
                    .solve(k, 0, Solver.TO_THE_END, 2, 2, SearchListener.NONE);
            assertTrue(deepened.exact());
            assertEquals(exact.score(), deepened.score(), k.render());
        }
    }

    @Test
    void aSearchCutShortStillReturnsALegalMove() {
        ManualClock clock = new ManualClock(0, 0);
        Kalah start = new Kalah(6, 4);
        Solver solver = new Solver(6, BoundTable.ofMegabytes(1), null, clock);
        // The deadline has already passed: the first iteration is abandoned at its first check.
        SearchResult r = solver.solve(start, 0, Solver.TO_THE_END.withDeadlines(clock.nanoTime(), clock.nanoTime()), 8, 4,
                SearchListener.NONE);
        assertFalse(r.exact());
        assertTrue(start.isLegal(r.bestMove()));
        SearchResult limited = solver.solve(start, 0, Solver.TO_THE_END.withMaxNodes(50_000), 8, 4, SearchListener.NONE);
        assertFalse(limited.exact());
        assertTrue(start.isLegal(limited.bestMove()));
        assertTrue(limited.depth() >= 8, "at least one iteration finished within 50,000 nodes");
    }

    @Test
    void anExactSearchThatUsesAnUnprovenTableBoundIsNotReportedExact() {
        Kalah k = TestPositions.afterMoves(3, 2, "1");
        BoundTable table = BoundTable.ofMegabytes(1);
        Solver solver = new Solver(3, table, null, Clock.SYSTEM);
        int[] moves = new int[3];
        int count = k.generateMoves(moves, 0);
        // Depth-limited bounds (depth 254, not exact) deep enough to be used one ply below an
        // exact search's root, but wrong: a result built on them is no proof.
        for (int i = 0; i < count; i++) {
            Kalah child = k.copy();
            child.makeMove(moves[i]);
            table.store(Solver.tableKey(child), -1, 1, 0, Solver.EXACT_DEPTH - 1, -1, false, child.seedsInHoles());
        }
        SearchResult r = solver.solveExact(k, 0, SearchLimits.infinite());
        assertFalse(r.exact(), "a value resting on heuristic bounds was reported exact");
        table.clear();
        SearchResult clean = solver.solveExact(k, 0, SearchLimits.infinite());
        assertTrue(clean.exact());
        assertEquals(ReferenceSearch.margin(k), k.storeDifference() + clean.score());
    }

    @Test
    void fixedDepthSearchesAreDeterministic() {
        Kalah k = TestPositions.afterMoves(6, 4, "3 6 2");
        BoundTable table = BoundTable.ofMegabytes(8);
        Solver solver = new Solver(6, table, null, Clock.SYSTEM);
        SearchResult a = solver.searchDepth(k, 0, 10);
        table.clear();
        SearchResult b = solver.searchDepth(k, 0, 10);
        assertEquals(a.nodes(), b.nodes());
        assertEquals(a.score(), b.score());
        assertEquals(a.bestMove(), b.bestMove());
    }

    @Test
    void theLimitsBoundTheDeepening() {
        Kalah start = new Kalah(6, 4);
        List<Integer> depths = new ArrayList<>();
        SearchListener record = info -> depths.add(info.depth());
        Solver solver = new Solver(6, BoundTable.ofMegabytes(8), null, Clock.SYSTEM);
        SearchResult capped = solver.solve(start, 0, SearchLimits.depth(14), 8, 4, record);
        assertEquals(List.of(8, 12, 14), depths, "the limits' depth is the last iteration, never passed");
        assertEquals(14, capped.depth());
        assertFalse(capped.exact());
        depths.clear();
        ManualClock clock = new ManualClock(0, 0);
        Solver timed = new Solver(6, BoundTable.ofMegabytes(8), null, clock);
        SearchResult r = timed.solve(start, 0, Solver.TO_THE_END.withDeadlines(0, SearchLimits.NEVER), 8, 4, record);
        assertEquals(List.of(8), depths, "past the soft deadline no iteration starts after the first");
        assertFalse(r.stoppedEarly(), "the first iteration ran to its end");
    }

    @Test
    void theDeepeningAsASearcherIsTheSolveWithTheTablesGuess() {
        SplittableRandom random = new SplittableRandom(5);
        for (int t = 0; t < 20; t++) {
            Kalah k = TestPositions.random(random, 4, 8 + random.nextInt(10));
            if (k.isTerminal()) {
                continue;
            }
            Solver viewed = new Solver(4, BoundTable.ofMegabytes(1), null, Clock.SYSTEM);
            SearchResult first = viewed.deepening(2, 2).on(k).search(Solver.TO_THE_END, SearchListener.NONE);
            SearchResult direct = new Solver(4, BoundTable.ofMegabytes(1), null, Clock.SYSTEM)
                    .solve(k, 0, Solver.TO_THE_END, 2, 2, SearchListener.NONE);
            assertEquals(direct.nodes(), first.nodes(), "an empty table guesses 0\n" + k.render());
            assertEquals(direct.score(), first.score());
            assertTrue(first.exact());
            // Searched again, the table's bounds are the guess: the exact value, found at once.
            int guess = viewed.tableGuess(k);
            assertEquals(first.score(), guess, "the root is stored exact\n" + k.render());
            SearchResult again = viewed.deepening(2, 2).on(k).search(Solver.TO_THE_END, SearchListener.NONE);
            assertEquals(first.score(), again.score());
            assertTrue(again.nodes() < first.nodes() || first.nodes() < 50,
                    again.nodes() + " nodes again, " + first.nodes() + " first");
        }
    }
}
