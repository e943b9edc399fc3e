package dev.gamebots.bench.arena.othello;

import java.util.Random;

/**
 * The start of a FlipSight bot match: the random 12-disc start, made as the server makes it (from the
 * initial position, 4 centre discs; empty in Reversi; uniformly random legal moves, black first, 8 of
 * them, 12 in Reversi, the four centre placements included), or a given line of moves ({@link
 * #played}, the arena's --openings). A colour with no move passes; every placement counts in
 * {@code placed}.
 */
public record RandomStart(OthelloBoard board, int toMove, int[] moves) {

    /** The start after {@code moves} from the initial position; IllegalArgumentException when one is illegal. */
    public static RandomStart played(Variant v, int[] moves) {
        OthelloBoard b = OthelloBoard.initial(v);
        int color = 1;
        for (int i = 0; i < moves.length; i++) {
            if (b.legalMoves(color).length == 0) {
                color = 3 - color;
            }
            int m = moves[i];
            boolean legal = false;
            for (int l : b.legalMoves(color)) {
                legal |= l == m;
            }
            if (!legal) {
                throw new IllegalArgumentException("move " + (i + 1) + " (" + Squares.name(m, v.size()) + ") is illegal");
            }
            b.play(m, color);
            color = 3 - color;
        }
        if (b.legalMoves(color).length == 0) {
            color = 3 - color;
        }
        if (b.isOver()) {
            throw new IllegalArgumentException("the game is over after these moves");
        }
        return new RandomStart(b, color, moves.clone());
    }

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
