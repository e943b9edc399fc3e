package dev.gamebots.gomoku.search.moves;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;

/**
 * A move without search (timeout_turn 0, or no time left): win if possible, block if forced, make an
 * open four, answer an open three, otherwise the point with the best static ordering score.
 */
public final class QuickMove {

    private QuickMove() {
    }

    /** The move for the side to move of {@code b}, or -1 when the board has no legal move. */
    public static int choose(Board b) {
        int[] moves = new int[b.length()];
        int[] scores = new int[b.length()];
        MoveGenerator gen = new MoveGenerator(b);
        int n = gen.generate(moves, scores, 0, moves.length);
        int me = b.sideToMove();
        if (gen.kind() == MoveGenerator.NORMAL) {
            for (int i = 0; i < n; i++) {
                if (b.threat(me, moves[i]) == Threat.FLEX4 && !(b.rule().isRenju() && me == Stones.BLACK
                        && b.isForbidden(moves[i]))) {
                    return moves[i];
                }
            }
        }
        int best = -1;
        for (int i = 0; i < n; i++) {
            if (best < 0 || scores[i] > scores[best]) {
                best = i;
            }
        }
        if (best >= 0) {
            return moves[best];
        }
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                if (b.isLegal(b.index(x, y))) {
                    return b.index(x, y);
                }
            }
        }
        return -1;
    }
}
