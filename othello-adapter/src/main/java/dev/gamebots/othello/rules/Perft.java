package dev.gamebots.othello.rules;

import dev.gamebots.core.Game;

/**
 * Counts the leaves of the game tree to a fixed depth, the standard check of a move generator. A pass
 * counts as a ply and a finished game counts as one leaf, as in the published Othello counts. The last
 * ply is counted in bulk (the number of moves), so no leaf is made.
 */
public final class Perft {

    private final int[] moves;
    private final int maxMoves;

    public Perft(Game game) {
        this.maxMoves = game.maxMoves();
        this.moves = new int[(maxMoves + 1) * 130];
    }

    /** Leaves of {@code game} at {@code depth} plies (1 for depth 0). */
    public long count(Game game, int depth) {
        return count(game, depth, 0);
    }

    private long count(Game game, int depth, int ply) {
        if (depth == 0) {
            return 1;
        }
        int base = ply * maxMoves;
        int n = game.generateMoves(moves, base);
        if (n == 0) {
            return 1;
        }
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            game.makeMove(moves[base + i]);
            total += count(game, depth - 1, ply + 1);
            game.unmakeMove();
        }
        return total;
    }
}
