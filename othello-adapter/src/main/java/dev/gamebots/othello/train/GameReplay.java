package dev.gamebots.othello.train;

import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Squares;
import dev.gamebots.othello.rules.Variant;

/**
 * Replays an archived game with the rules, checking it on the way: every move must be legal (a pass
 * only when the side to move has none), the game must be over after the last move, and the final
 * disc difference must be the recorded one. An archive is only as good as this check; a record that
 * fails it is refused (IllegalArgumentException naming the game and the move), never half-used.
 */
public final class GameReplay {

    /** Sees the position before each move. */
    @FunctionalInterface
    public interface Visitor {
        /**
         * @param board the position before move {@code index} (do not change it)
         * @param index the move's index in the record
         * @param move  the move about to be made: a square, or {@link GameRecord#PASS}
         */
        void before(OthelloBoard board, int index, int move);
    }

    private GameReplay() {
    }

    /** Replays {@code game} of {@code variant}, calling {@code visitor} (may be null) before each move; returns the final board. */
    public static OthelloBoard replay(Variant variant, GameRecord game, Visitor visitor) {
        OthelloBoard board = Boards.start(variant);
        int size = board.size();
        for (int i = 0; i < game.length(); i++) {
            int m = game.move(i);
            int move = m == GameRecord.PASS ? board.passMove() : m;
            if (m != GameRecord.PASS && m >= size * size || !board.isLegal(move)) {
                throw new IllegalArgumentException("game " + game.number() + ": move " + (i + 1) + " ("
                        + (m == GameRecord.PASS ? "pass" : m < size * size ? Squares.name(m, size) : "byte " + m)
                        + ") is illegal");
            }
            if (visitor != null) {
                visitor.before(board, i, m);
            }
            board.makeMove(move);
        }
        if (!board.isTerminal()) {
            throw new IllegalArgumentException("game " + game.number() + ": not over after its " + game.length()
                    + " moves");
        }
        int diff = board.discs(OthelloBoard.BLACK) - board.discs(OthelloBoard.WHITE);
        if (diff != game.blackMinusWhite()) {
            throw new IllegalArgumentException("game " + game.number() + ": ends " + diff
                    + " (black minus white), the record says " + game.blackMinusWhite());
        }
        return board;
    }
}
