package dev.gamebots.othello.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.EvalMatch;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The session layer's choices: exact endgames, forced moves, and the time limits. */
class EngineTest {

    static Request request(OthelloBoard board, long remaining, long budget) {
        int n = board.size() * board.size();
        int[] cells = new int[n];
        for (int sq = 0; sq < n; sq++) {
            cells[sq] = board.cell(sq) == OthelloBoard.BLOCKED ? 0 : board.cell(sq);
        }
        int[] buf = new int[128];
        int count = board.generateMoves(buf, 0);
        List<Integer> legal = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (buf[i] != board.passMove()) {
                legal.add(buf[i]);
            }
        }
        legal.sort(null);
        return new Request(board.variant(), board.size(), cells, board.colorToMove(),
                legal.stream().mapToInt(Integer::intValue).toArray(), board.variant().blockedSquares(),
                board.placed(1), board.placed(2), remaining, budget, List.of());
    }

    private static Engine engine() {
        return engine(1);
    }

    private static Engine engine(int threads) {
        return new Engine(new Engine.Settings(32, 0, threads), Clock.SYSTEM,
                EngineLog.to(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
    }

    /**
     * A request that waited while the JVM started (it is charged from the process start) and finds
     * its budget all but gone: answered without searching or waiting for weights. The plan used to
     * compare the budget, not what was left of it, with the quick limit, and a cold process answered
     * a 500 ms budget after 888 ms.
     */
    @Test
    void aRequestWhoseTimeWentOnStartUpIsAnsweredWithoutSearching() {
        OthelloBoard board = EvalMatch.randomStart(Variant.ANTI, new SplittableRandom(8));
        long arrived = System.nanoTime() - 480_000_000L; // 480 ms ago, of a 500 ms budget
        Engine.Decision d = engine().choose(request(board, 60_000, 500), arrived);
        assertEquals("one-ply (little time)", d.how(), d.toString());
        assertTrue(board.isLegal(d.move()), d.toString());
    }

    /**
     * A clock at or below zero (the parser reads remaining_ms -500 or budget_ms -1 as 0) means no
     * time: the answer is a one-ply look on the evaluation the game has now, before any time plan,
     * weights or table (the route before planned the move, began reading the weights and asked for
     * the tables; most of the 891 ms seen at load 6 went to the parser's log line,
     * ProcessReliabilityTest). Asserted by what was done, not by the wall clock: one evaluation per
     * legal move (the nodes), the move the one-ply look of the hand-made evaluation picks (computed
     * here by brute force), no weights read and nothing asked to be made after the answer.
     */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void aClockAtOrBelowZeroIsAnsweredAtOnceByAOnePlyLook(Variant variant) {
        SplittableRandom random = new SplittableRandom(13);
        for (long[] clock : new long[][] {{0, 0}, {0, 5_000}, {60_000, 0}}) {
            OthelloBoard board = EvalMatch.randomStart(variant, random);
            Request r = request(board, clock[0], clock[1]);
            while (r.legalMoves().length < 2) {
                board = EvalMatch.randomStart(variant, random);
                r = request(board, clock[0], clock[1]);
            }
            ByteArrayOutputStream logged = new ByteArrayOutputStream();
            Engine engine = new Engine(new Engine.Settings(32, 0, 1), Clock.SYSTEM,
                    EngineLog.to(new PrintStream(logged, true, StandardCharsets.UTF_8)));
            Engine.Decision d = engine.choose(r, System.nanoTime());
            String what = variant + " remaining " + clock[0] + " budget " + clock[1] + ": " + d;
            assertEquals("one-ply (no time)", d.how(), what);
            assertEquals(r.legalMoves().length, d.nodes(), what);
            assertEquals(bestByOnePly(board, r.legalMoves()), d.move(), what);
            assertEquals(0, engine.pendingAfterAnswer(), "nothing to make after the answer: " + what);
            String log = logged.toString(StandardCharsets.UTF_8);
            assertTrue(!log.contains("weights"), log);
        }
    }

    /** The legal move whose position after it the board's (hand-made) evaluation likes best, first on ties. */
    private static int bestByOnePly(OthelloBoard board, int[] legal) {
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        for (int m : legal) {
            OthelloBoard after = board.copy();
            after.makeMove(m);
            int score = -after.evaluate();
            if (best < 0 || score > bestScore) {
                best = m;
                bestScore = score;
            }
        }
        return best;
    }

    /**
     * Every game's weights ship in the jar and are played with (the log says so once they are loaded);
     * octagon's, reversi's and grand's carry the hand-made term, std's and anti's do not. Grand reads
     * its weights in the background, so its first moves may come before they are loaded.
     */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void shippedWeightsAreUsed(Variant variant) throws InterruptedException {
        PatternWeights w = PatternWeights.load(variant);
        assertTrue(w != null, variant + " weights in the jar");
        assertEquals(variant == Variant.OCTAGON || variant == Variant.REVERSI || variant == Variant.GRAND,
                w.hasClassicTerm(), variant + " hand-made term");
        ByteArrayOutputStream logged = new ByteArrayOutputStream();
        Engine engine = new Engine(new Engine.Settings(32, 0, 1), Clock.SYSTEM,
                EngineLog.to(new PrintStream(logged, true, StandardCharsets.UTF_8)));
        OthelloBoard board = EvalMatch.randomStart(variant, new SplittableRandom(5));
        String loaded = "loaded " + variant.wireName() + " weights";
        long giveUp = System.nanoTime() + 20_000_000_000L;
        do {
            Engine.Decision d = engine.choose(request(board, 60_000, 2_000), System.nanoTime());
            assertTrue(board.isLegal(d.move()), d.toString());
            if (!logged.toString(StandardCharsets.UTF_8).contains(loaded)) {
                Thread.sleep(50); // grand: the background read is still going
            }
        } while (!logged.toString(StandardCharsets.UTF_8).contains(loaded) && System.nanoTime() < giveUp);
        String log = logged.toString(StandardCharsets.UTF_8);
        assertTrue(log.contains(loaded), log);
        // The weights are a real evaluation: positions differ, so do their values.
        weights(w, board);
    }

    private static void weights(PatternWeights w, OthelloBoard board) {
        w.useOn(board);
        int[] buf = new int[128];
        int n = board.generateMoves(buf, 0);
        java.util.Set<Integer> values = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) {
            board.makeMove(buf[i]);
            values.add(board.evaluate());
            board.unmakeMove();
        }
        assertTrue(n < 2 || values.size() > 1, "the trained evaluation tells the moves apart");
    }

    /** Near the end of std and anti games the engine plays a move that keeps the exact optimum. */
    @ParameterizedTest
    @EnumSource(value = Variant.class, names = {"STD", "ANTI"})
    void endgameMovesAreOptimal(Variant variant) {
        endgameMovesAreOptimal(variant, engine());
    }

    /** The same with the endgame on two threads (root split). */
    @ParameterizedTest
    @EnumSource(value = Variant.class, names = {"STD", "ANTI"})
    void endgameMovesAreOptimalOnTwoThreads(Variant variant) {
        endgameMovesAreOptimal(variant, engine(2));
    }

    private static void endgameMovesAreOptimal(Variant variant, Engine engine) {
        SplittableRandom random = new SplittableRandom(8);
        EndgameSolver reference = new EndgameSolver(16, Clock.SYSTEM);
        Scoring scoring = Scoring.forVariant(variant);
        int[] buf = new int[65];
        int checked = 0;
        while (checked < 6) {
            Board8 board = Boards.board8(variant);
            while (board.empties() > 14 && board.generateMoves(buf, 0) > 0) {
                int n = board.generateMoves(buf, 0);
                board.makeMove(buf[random.nextInt(n)]);
            }
            if (board.empties() != 14 || board.legalMoves() == 0 || Long.bitCount(board.legalMoves()) < 2) {
                continue;
            }
            int best = reference.solve(board.own(), board.opp(), scoring).score();
            Engine.Decision d = engine.choose(request(board, 60_000, 10_000), System.nanoTime());
            assertEquals("solve exact", d.how());
            assertEquals(best, d.score());
            board.makeMove(d.move());
            int after = -reference.solve(board.own(), board.opp(), scoring).score();
            assertEquals(best, after, "the chosen move keeps the optimum\n" + board.render());
            checked++;
        }
    }

    /**
     * Near the end of grand and octagon games the engine solves exactly and plays a move that keeps the
     * optimum; the reference is engine-core's alpha-beta searched to the end of the game (the first
     * version's endgame), not the solver.
     */
    @ParameterizedTest
    @EnumSource(value = Variant.class, names = {"GRAND", "OCTAGON"})
    void endgameMovesAreOptimalOn10x10(Variant variant) {
        SplittableRandom random = new SplittableRandom(9);
        Engine engine = engine();
        int[] buf = new int[128];
        int checked = 0;
        while (checked < 4) {
            Board10 board = Boards.board10(variant);
            while (board.empties() > 10 && board.generateMoves(buf, 0) > 0) {
                int n = board.generateMoves(buf, 0);
                board.makeMove(buf[random.nextInt(n)]);
            }
            int n = board.generateMoves(buf, 0);
            if (board.empties() != 10 || n < 2) {
                continue;
            }
            int best = exactByAlphaBeta(board);
            Engine.Decision d = engine.choose(request(board, 60_000, 10_000), System.nanoTime());
            assertEquals("solve exact", d.how());
            assertEquals(best, d.score());
            board.makeMove(d.move());
            assertEquals(best, -exactByAlphaBeta(board), "the chosen move keeps the optimum\n" + board.render());
            checked++;
        }
    }

    /** The exact final margin by engine-core's alpha-beta searched past the end of the game. */
    private static int exactByAlphaBeta(Board10 board) {
        Board10 copy = board.copy();
        dev.gamebots.core.SearchResult r = dev.gamebots.core.AlphaBetaSearcher.forGame(copy,
                new dev.gamebots.core.AlphaBetaSearcher.Config(4, 40, false), Clock.SYSTEM)
                .search(copy, dev.gamebots.core.SearchLimits.depth(40), dev.gamebots.core.SearchListener.NONE);
        return dev.gamebots.core.Score.isDecisive(r.score()) ? dev.gamebots.core.Score.margin(r.score()) : r.score();
    }

    /**
     * Budgets too small to search are answered by the one-ply look, with no search set up; a budget
     * that allows a short search stays near it. The wall-clock bound is generous (a loaded machine
     * must pass): the behaviour asserted is the route taken, which used to be timed at 15 ms.
     */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void smallBudgetsAreRespected(Variant variant) {
        SplittableRandom random = new SplittableRandom(3);
        engine().choose(request(EvalMatch.randomStart(variant, random), 60_000, 50), System.nanoTime());
        for (long budget : new long[] {1, 5, 20, 100}) {
            Engine engine = engine();
            OthelloBoard board = EvalMatch.randomStart(variant, random);
            long start = System.nanoTime();
            Engine.Decision d = engine.choose(request(board, 60_000, budget), start);
            long ms = (System.nanoTime() - start) / 1_000_000;
            assertTrue(board.isLegal(d.move()), d.toString());
            if (budget <= 20) {
                assertEquals("one-ply (little time)", d.how(), variant + " budget " + budget + ": " + d);
            }
            assertTrue(ms <= budget + 500, variant + " budget " + budget + " took " + ms + " ms");
        }
    }
}
