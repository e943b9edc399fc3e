package dev.gamebots.othello.book;

import dev.gamebots.othello.rules.Squares;
import java.util.Locale;

/**
 * One line of the book's searched-positions file (the committed data the book is built from): a
 * position by the line that reaches it, the move our search chose there, its value for the side to
 * move in discs, the search depth and its nodes:
 * <pre>f5d6c3 d3 -1.25 16 2345678</pre>
 *
 * @param line  the position's line from the start
 * @param move  the square the search chose, in the line's orientation
 * @param value the search's value in hundredths of a disc for the side to move
 * @param depth the search depth
 * @param nodes the nodes it took
 */
public record SearchedPosition(BookLine line, int move, int value, int depth, long nodes) {

    /** Parses one line of the file; IllegalArgumentException when malformed or the move is illegal. */
    public static SearchedPosition parse(String text) {
        String[] f = text.strip().split("\\s+");
        if (f.length != 5) {
            throw new IllegalArgumentException("expected 'line move value depth nodes': '" + text + "'");
        }
        BookLine line = BookLine.parse(f[0]);
        int move = Squares.parse(f[1], 8);
        if (move < 0 || (dev.gamebots.othello.rules.Bitboards8.moves(line.own(), line.opp()) & (1L << move)) == 0) {
            throw new IllegalArgumentException("not a legal move after " + f[0] + ": " + f[1]);
        }
        int value = (int) Math.round(Double.parseDouble(f[2]) * 100);
        return new SearchedPosition(line, move, value, Integer.parseInt(f[3]), Long.parseLong(f[4]));
    }

    /** The file's form of this position. */
    public String text() {
        return String.format(Locale.ROOT, "%s %s %.2f %d %d", line.text(), Squares.name(move, 8), value / 100.0, depth,
                nodes);
    }
}
