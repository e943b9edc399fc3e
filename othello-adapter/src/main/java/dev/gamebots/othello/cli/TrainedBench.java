package dev.gamebots.othello.cli;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Variant;
import java.util.SplittableRandom;

/**
 * The std middle game as a game plays it: the shipped trained weights (the default {@link Bench}
 * searches with the hand-made evaluations, so it does not see the trained evaluation's cost), fixed
 * positions from random playouts, each searched to a fixed depth on one thread with a fresh table and
 * no ProbCut. The positions are searched twice and the second pass is timed, so the speed is that of
 * compiled code. The node count changes with the weights, the evaluation and the search; with the
 * same weights and an unchanged tree it must not change.
 */
public final class TrainedBench {

    static final int POSITIONS = 12;
    static final int TABLE_MB = 16;

    private TrainedBench() {
    }

    /** Searches the positions to {@code depth} twice; the second, timed pass's result (null: no std weights in the jar). */
    public static Bench.Result run(int depth) {
        return run(depth, PatternWeights.load(Variant.STD));
    }

    /** The same with other std weights (null: none, null returned). */
    public static Bench.Result run(int depth, PatternWeights weights) {
        if (weights == null) {
            return null;
        }
        weights.expandAll();
        pass(weights, depth);
        long start = System.nanoTime();
        long nodes = pass(weights, depth);
        return new Bench.Result(nodes, System.nanoTime() - start, POSITIONS);
    }

    private static long pass(PatternWeights weights, int depth) {
        SplittableRandom random = new SplittableRandom(2026);
        int[] buf = new int[64];
        long nodes = 0;
        for (int i = 0; i < POSITIONS; i++) {
            Board8 board = Boards.board8(Variant.STD);
            int plies = 12 + 2 * i;
            for (int p = 0; p < plies; p++) {
                int n = board.generateMoves(buf, 0);
                if (n == 0) {
                    break;
                }
                board.makeMove(buf[random.nextInt(n)]);
            }
            Board8 position = board.copy();
            weights.useOn(position);
            AlphaBetaSearcher searcher = AlphaBetaSearcher.forGame(position,
                    new AlphaBetaSearcher.Config(TABLE_MB, 40, false), Clock.SYSTEM);
            nodes += searcher.search(position, SearchLimits.depth(depth), SearchListener.NONE).nodes();
        }
        return nodes;
    }
}
