package dev.gamebots.bench.arena.othello;

import java.util.Random;

/**
 * The random 12-disc start of a FlipSight bot match, made as the server makes it: from the initial
 * position (4 centre discs; empty in Reversi), uniformly random legal moves, black first, 8 of them
 * (12 in Reversi, the four centre placements included). A colour with no move passes; every
 * placement counts in {@code placed}.
 */
public record RandomStart(OthelloBoard board, int toMove, int[] moves) {

    public static RandomStart make(Variant v, Random random) {
        while (true) {
            OthelloBoard b = OthelloBoard.initial(v);
            int color = 1;
            int[] moves = new int[v.openingMoves()];
            int made = 0;
            while (made < moves.length && !b.isOver()) {
                int[] legal = b.legalMoves(color);
                if (legal.length > 0) {
                    int m = legal[random.nextInt(legal.length)];
                    b.play(m, color);
                    moves[made++] = m;
                }
                color = 3 - color;
            }
            if (made == moves.length && !b.isOver()) {
                return new RandomStart(b, color, moves);
            }
            // A start that ends the game at once is drawn again (never seen with 8 or 12 moves).
        }
    }
}
