package dev.gamebots.gomoku.session;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import java.util.ArrayList;
import java.util.List;

/**
 * The stones of the game in the order they were placed, with the board they are on and the last
 * move (for the display). The record is the truth: a TAKEBACK or a new rule replays it on the board
 * (the protocol's commands give stones, not a move history the board could undo).
 */
final class StoneRecord {

    /** A stone on the board, in the order it was placed. */
    private record Stone(int x, int y, int color) {
    }

    private final List<Stone> stones = new ArrayList<>();
    private Board board;
    private int lastMove = -1;

    Board board() {
        return board;
    }

    /** An empty record on the empty board {@code b} (START). */
    void startOn(Board b) {
        board = b;
        stones.clear();
        lastMove = -1;
    }

    /** Puts the record on {@code b} (a new rule, same size); the stones are replayed on it. */
    void moveTo(Board b) {
        board = b;
        replay();
    }

    int size() {
        return stones.size();
    }

    /** The colour whose turn it is by the stones: black when both have as many, else the one with fewer. */
    int colourToMove() {
        int black = 0;
        int white = 0;
        for (Stone st : stones) {
            black += st.color() == Stones.BLACK ? 1 : 0;
            white += st.color() == Stones.WHITE ? 1 : 0;
        }
        return black > white ? Stones.WHITE : Stones.BLACK;
    }

    /** The last move's point, or -1. */
    int lastMove() {
        return lastMove;
    }

    /** An empty board and record. */
    void clear() {
        stones.clear();
        lastMove = -1;
        board.clear();
    }

    void put(int x, int y, int color) {
        int p = board.index(x, y);
        board.place(p, color);
        stones.add(new Stone(x, y, color));
        lastMove = p;
    }

    /**
     * BOARD's entries {x, y, field} (checked by {@link #counts}) as the whole record, field 1 in
     * {@code own}'s colour, 2 in the other, 3 blocked. The last opponent stone given is taken as the
     * last move (for the display only).
     */
    void setPosition(List<int[]> entries, int own) {
        stones.clear();
        lastMove = -1;
        for (int[] e : entries) {
            int c = e[2] == 1 ? own : e[2] == 2 ? Stones.opponent(own) : Stones.BLOCKED;
            stones.add(new Stone(e[0], e[1], c));
        }
        replay();
        for (int i = stones.size() - 1; i >= 0; i--) {
            if (stones.get(i).color() == Stones.opponent(own)) {
                lastMove = board.index(stones.get(i).x(), stones.get(i).y());
                break;
            }
        }
    }

    /**
     * Checks BOARD's entries against the board (on it, field 1 to 3, each point once) and returns
     * {own, opponent} stone counts; throws {@link IllegalArgumentException} for ERROR otherwise.
     */
    int[] counts(List<int[]> entries) {
        int[] counts = new int[2];
        boolean[] seen = new boolean[board.width() * board.height()];
        for (int[] e : entries) {
            if (!board.onBoard(e[0], e[1])) {
                throw new IllegalArgumentException("coordinates out of the board: " + e[0] + "," + e[1]);
            }
            if (e[2] < 1 || e[2] > 3) {
                throw new IllegalArgumentException("bad field " + e[2] + " at " + e[0] + "," + e[1]);
            }
            int i = e[1] * board.width() + e[0];
            if (seen[i]) {
                throw new IllegalArgumentException("point given twice: " + e[0] + "," + e[1]);
            }
            seen[i] = true;
            if (e[2] < 3) {
                counts[e[2] - 1]++;
            }
        }
        return counts;
    }

    /**
     * What makes the position just set impossible in a game, as notes for the manager: stone counts
     * apart by more than one (one either way is legal: openings and swaps skew them), a five already
     * made (not under the continuous rule, where play goes on). The brain plays on all the same: a
     * manager waits for a move.
     */
    List<String> faults(int own, int opp, int brainColor) {
        List<String> faults = new ArrayList<>();
        if (Math.abs(own - opp) > 1) {
            faults.add("impossible position: " + own + " own stones against " + opp + " of the opponent; playing on as "
                    + (brainColor == Stones.BLACK ? "black" : "white"));
        }
        int winner = board.winner();
        if (winner != 0 && !board.rule().continuous()) {
            faults.add("the game is already over: " + (winner == brainColor ? "the brain" : "the opponent")
                    + " has five in a row; answering with a free point");
        }
        return faults;
    }

    /** TAKEBACK x,y: removes that stone; throws {@link IllegalArgumentException} when there is none. */
    void takeBack(int x, int y) {
        if (!board.onBoard(x, y)) {
            throw new IllegalArgumentException("coordinates out of the board: " + x + "," + y);
        }
        for (int i = stones.size() - 1; i >= 0; i--) {
            Stone s = stones.get(i);
            if (s.x() == x && s.y() == y) {
                stones.remove(i);
                replay();
                Stone last = stones.isEmpty() ? null : stones.get(stones.size() - 1);
                lastMove = last == null ? -1 : board.index(last.x(), last.y());
                return;
            }
        }
        throw new IllegalArgumentException("no stone at " + x + "," + y);
    }

    /** Throws {@link IllegalArgumentException} unless x,y is an empty point of the board. */
    void requireEmptyPoint(int x, int y) {
        if (!board.onBoard(x, y)) {
            throw new IllegalArgumentException("coordinates out of the board: " + x + "," + y);
        }
        if (!board.isEmpty(board.index(x, y))) {
            throw new IllegalArgumentException("point " + x + "," + y + " is occupied");
        }
    }

    private void replay() {
        board.clear();
        for (Stone s : stones) {
            board.place(board.index(s.x(), s.y()), s.color());
        }
    }
}
