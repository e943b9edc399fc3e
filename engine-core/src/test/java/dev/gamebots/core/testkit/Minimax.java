package dev.gamebots.core.testkit;

import dev.gamebots.core.Game;
import dev.gamebots.core.Score;

/**
 * A plain, unpruned negamax with the same score conventions as the searchers: the independent
 * reference the searcher tests compare against. Exponential; for toy positions only.
 */
public final class Minimax {

    private Minimax() {
    }

    /** Exact value of {@code g} searched {@code depth} plies deep (heuristic leaves at the horizon). */
    public static int value(Game g, int depth) {
        return value(g, depth, 0);
    }

    private static int value(Game g, int depth, int ply) {
        if (g.isTerminal()) {
            return Score.terminal(g.outcome(), ply);
        }
        if (depth == 0) {
            return g.evaluate();
        }
        int[] moves = new int[g.maxMoves()];
        int n = g.generateMoves(moves, 0);
        int side = g.sideToMove();
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            g.makeMove(moves[i]);
            int v = value(g, depth - 1, ply + 1);
            if (g.sideToMove() != side) {
                v = -v;
            }
            g.unmakeMove();
            best = Math.max(best, v);
        }
        return best;
    }

    /** Value of each root move (index-aligned with the returned moves' order from generateMoves). */
    public static int[] moveValues(Game g, int depth, int[] movesOut) {
        int n = g.generateMoves(movesOut, 0);
        int side = g.sideToMove();
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            g.makeMove(movesOut[i]);
            int v = value(g, depth - 1, 1);
            values[i] = g.sideToMove() != side ? -v : v;
            g.unmakeMove();
        }
        return values;
    }
}
