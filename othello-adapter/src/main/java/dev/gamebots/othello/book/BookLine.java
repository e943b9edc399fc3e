package dev.gamebots.othello.book;

import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Squares;

/**
 * A line of std play from the start: the moves as square names written together ({@code f5d6c3}; the
 * start itself is {@code -}), passes implied (a side with no move passes when the other has one). The
 * book's files name positions this way so that anyone can replay them.
 */
public final class BookLine {

    /** The start's discs: black e4 d5, white d4 e5; black moves first. */
    public static final long START_BLACK = (1L << 28) | (1L << 35);
    public static final long START_WHITE = (1L << 27) | (1L << 36);

    private final int[] moves;
    /** The side to move's and the other side's discs after the moves. */
    private final long own;
    private final long opp;
    private final boolean blackToMove;

    private BookLine(int[] moves, long own, long opp, boolean blackToMove) {
        this.moves = moves;
        this.own = own;
        this.opp = opp;
        this.blackToMove = blackToMove;
    }

    /** The line of these squares, replayed; IllegalArgumentException when a move is illegal. */
    public static BookLine of(int[] moves) {
        long own = START_BLACK;
        long opp = START_WHITE;
        boolean black = true;
        for (int i = 0; i < moves.length; i++) {
            int sq = moves[i];
            if (Bitboards8.moves(own, opp) == 0 && Bitboards8.moves(opp, own) != 0) {
                long t = own;
                own = opp;
                opp = t;
                black = !black;
            }
            if (sq < 0 || sq > 63 || (Bitboards8.moves(own, opp) & (1L << sq)) == 0) {
                throw new IllegalArgumentException("move " + (i + 1) + " is illegal: " + sq);
            }
            long flips = Bitboards8.flips(own, opp, sq);
            long nextOwn = opp & ~flips;
            opp = own | flips | (1L << sq);
            own = nextOwn;
            black = !black;
        }
        if (Bitboards8.moves(own, opp) == 0 && Bitboards8.moves(opp, own) != 0) {
            long t = own;
            own = opp;
            opp = t;
            black = !black;
        }
        return new BookLine(moves.clone(), own, opp, black);
    }

    /** Parses {@code f5d6c3} (or {@code -} for the start). */
    public static BookLine parse(String text) {
        String t = text.strip();
        if (t.equals("-")) {
            return of(new int[0]);
        }
        if (t.isEmpty() || t.length() % 2 != 0) {
            throw new IllegalArgumentException("not a line of moves: '" + text + "'");
        }
        int[] moves = new int[t.length() / 2];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = Squares.parse(t.substring(2 * i, 2 * i + 2), 8);
            if (moves[i] < 0) {
                throw new IllegalArgumentException("not a square: '" + t.substring(2 * i, 2 * i + 2) + "'");
            }
        }
        return of(moves);
    }

    /** The text form. */
    public static String text(int[] moves, int length) {
        if (length == 0) {
            return "-";
        }
        StringBuilder s = new StringBuilder(2 * length);
        for (int i = 0; i < length; i++) {
            s.append(Squares.name(moves[i], 8));
        }
        return s.toString();
    }

    public String text() {
        return text(moves, moves.length);
    }

    public int length() {
        return moves.length;
    }

    /** The side to move's discs after the line (after a forced pass, the side that has a move). */
    public long own() {
        return own;
    }

    public long opp() {
        return opp;
    }

    /** Whether the side to move after the line is black. */
    public boolean blackToMove() {
        return blackToMove;
    }

    /** The key of the position after the line. */
    public BookKey key() {
        return BookKey.of(own, opp);
    }
}
