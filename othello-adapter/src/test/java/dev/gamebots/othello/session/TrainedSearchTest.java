package dev.gamebots.othello.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.PatternEvaluationTest;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.EvalMatch;
import dev.gamebots.othello.train.FullWidthSearch;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The search of the trained evaluations (engine-core's alpha-beta on pattern weights, as the engine,
 * the self-play and the label searches of training run it) against a plain negamax over the rules:
 * equal values at fixed depths (the table, windows and ordering change nothing, so training labels do
 * not depend on the searcher), exact results when the search reaches the end of the game, and a legal
 * move when a deadline stops it, with ProbCut on.
 */
class TrainedSearchTest {

    /** Plain negamax: a pass keeps the depth, the end scores the disc difference in evaluation units. */
    static int negamax(OthelloBoard board, int depth) {
        int[] buf = new int[128];
        int n = board.generateMoves(buf, 0);
        if (n == 0) {
            return board.outcome() * PatternWeights.SCALE;
        }
        if (depth == 0) {
            return board.evaluate();
        }
        int best = Integer.MIN_VALUE;
        int[] moves = java.util.Arrays.copyOf(buf, n);
        for (int m : moves) {
            board.makeMove(m);
            best = Math.max(best, -negamax(board, m == board.passMove() ? depth : depth - 1));
            board.unmakeMove();
        }
        return best;
    }

    private static OthelloBoard randomPosition(Variant v, SplittableRandom random, int emptiesLeft) {
        int[] buf = new int[128];
        while (true) {
            OthelloBoard board = EvalMatch.randomStart(v, random);
            while (board.empties() > emptiesLeft) {
                int n = board.generateMoves(buf, 0);
                if (n == 0) {
                    break;
                }
                board.makeMove(buf[random.nextInt(n)]);
            }
            if (!board.isTerminal()) {
                return board.copy();
            }
        }
    }

    @Test
    void fixedDepthValuesEqualPlainNegamax() {
        SplittableRandom random = new SplittableRandom(21);
        for (Variant v : Variant.values()) {
            PatternWeights w = PatternEvaluationTest.randomWeights(v, 9);
            AlphaBetaSearcher search = null;
            for (int i = 0; i < 6; i++) {
                OthelloBoard board = randomPosition(v, random, v.size() == 8 ? 30 + random.nextInt(20) : 60);
                w.useOn(board);
                search = search != null ? search : searcher(board);
                int depth = 1 + random.nextInt(v.size() == 8 ? 4 : 3);
                search.newGame();
                SearchResult r = search.search(board, SearchLimits.depth(depth), SearchListener.NONE);
                assertEquals(negamax(board, depth), r.score(), v + " depth " + depth + "\n" + board.render());
                assertTrue(board.isLegal(r.bestMove()), "legal move");
                board.makeMove(r.bestMove());
                int after = -negamax(board, r.bestMove() == board.passMove() ? depth : depth - 1);
                board.unmakeMove();
                assertEquals(r.score(), after, "the move reaches the value");
            }
        }
    }

    @Test
    void searchesToTheEndAreExact() {
        SplittableRandom random = new SplittableRandom(22);
        for (Variant v : Variant.values()) {
            PatternWeights w = PatternEvaluationTest.randomWeights(v, 10);
            AlphaBetaSearcher search = null;
            for (int i = 0; i < 8; i++) {
                OthelloBoard board = randomPosition(v, random, 1 + random.nextInt(7));
                w.useOn(board);
                search = search != null ? search : searcher(board);
                search.newGame();
                SearchResult r = search.search(board, SearchLimits.depth(40), SearchListener.NONE);
                assertTrue(r.exact(), "exact at the end");
                // A proven result is in engine-core's decisive band: its margin is the disc difference.
                assertEquals(negamax(board, 64) / PatternWeights.SCALE, PatternWeights.discs(r.score()),
                        v + "\n" + board.render());
            }
        }
    }

    @Test
    void answersWithinADeadlineAndWithProbCut() {
        PatternWeights w = PatternEvaluationTest.randomWeights(Variant.STD, 11);
        ProbCutTable pc = new ProbCutTable(w.layout().phases());
        for (int p = 0; p < w.layout().phases(); p++) {
            for (int d = ProbCutTable.MIN_DEPTH; d <= ProbCutTable.MAX_DEPTH; d++) {
                pc.set(p, d, 1f, 0f, 200f);
            }
        }
        OthelloBoard board = randomPosition(Variant.STD, new SplittableRandom(23), 40);
        w = w.withProbCut(pc);
        w.useOn(board);
        AlphaBetaSearcher search = searcher(board);
        search.setProbCut(w.alphaBetaProbCut(board, 1.5));
        long end = System.nanoTime() + 150_000_000L;
        // The timeout only turns a hang into a failure; it measures nothing.
        SearchResult r = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> search.search(board, SearchLimits.infinite().withDeadlines(end, end), SearchListener.NONE));
        assertTrue(board.isLegal(r.bestMove()));
        assertTrue(r.depth() >= 1);
    }

    private static AlphaBetaSearcher searcher(OthelloBoard board) {
        return FullWidthSearch.of(board, 1);
    }
}
