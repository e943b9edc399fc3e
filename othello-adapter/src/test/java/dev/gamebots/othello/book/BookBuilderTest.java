package dev.gamebots.othello.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.rules.Bitboards8;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The book's minimax against a plain negamax over the lines of a small tree (every line of the first
 * three plies), with "searched" values from a fixed rule; and the file's round trip.
 */
class BookBuilderTest {

    private static final int PLIES = 3;

    /** A made-up search result of a position: its mobility difference and a move, both fixed by the position. */
    private static int searchedValue(long own, long opp) {
        return 100 * (Long.bitCount(Bitboards8.moves(own, opp)) - Long.bitCount(Bitboards8.moves(opp, own)))
                + Long.bitCount(own) - Long.bitCount(opp);
    }

    /** The made-up search's move: the highest legal square (a real search's choice depends on orientation too). */
    private static int searchedMove(long own, long opp) {
        return 63 - Long.numberOfLeadingZeros(Bitboards8.moves(own, opp));
    }

    /** The position after {@code sq}, by its key: symmetric moves lead to the same one. */
    private static BookKey after(BookLine line, int sq) {
        long flips = Bitboards8.flips(line.own(), line.opp(), sq);
        BookKey k = BookKey.of(line.opp() & ~flips, line.own() | flips | (1L << sq));
        return new BookKey(k.own(), k.opp(), 0);
    }

    /** Every line of at most PLIES moves, as the searched-positions file would hold them. */
    private static List<SearchedPosition> tree() {
        List<SearchedPosition> out = new ArrayList<>();
        collect(new int[0], out);
        return out;
    }

    private static void collect(int[] moves, List<SearchedPosition> out) {
        BookLine line = BookLine.of(moves);
        out.add(new SearchedPosition(line, searchedMove(line.own(), line.opp()), searchedValue(line.own(), line.opp()),
                10, 1));
        if (moves.length == PLIES) {
            return;
        }
        for (long m = Bitboards8.moves(line.own(), line.opp()); m != 0; m &= m - 1) {
            int[] next = Arrays.copyOf(moves, moves.length + 1);
            next[moves.length] = Long.numberOfTrailingZeros(m);
            collect(next, out);
        }
    }

    /** Plain negamax over the lines: at the last ply the searched value; above it the best child, or the searched move's value... */
    private static int negamax(int[] moves) {
        BookLine line = BookLine.of(moves);
        if (moves.length == PLIES) {
            return searchedValue(line.own(), line.opp());
        }
        int best = Integer.MIN_VALUE;
        for (long m = Bitboards8.moves(line.own(), line.opp()); m != 0; m &= m - 1) {
            int[] next = Arrays.copyOf(moves, moves.length + 1);
            next[moves.length] = Long.numberOfTrailingZeros(m);
            best = Math.max(best, -negamax(next));
        }
        return best;
    }

    @Test
    void valuesAreTheNegamaxOfTheLines() throws IOException {
        List<SearchedPosition> positions = tree();
        OpeningBook book = BookBuilder.build(positions);
        assertTrue(book.size() < positions.size(), "symmetric lines share entries: " + book.size());
        for (SearchedPosition p : positions) {
            int[] moves = movesOf(p.line());
            OpeningBook.BookMove m = book.lookup(p.line().own(), p.line().opp());
            assertNotNull(m, p.line().text());
            assertEquals(negamax(moves), m.value(), p.line().text());
            if (moves.length < PLIES) {
                // The move given leads to a child whose negamax value is the position's.
                int[] next = Arrays.copyOf(moves, moves.length + 1);
                next[moves.length] = m.square();
                assertEquals(negamax(moves), -negamax(next), "the book's move at " + p.line().text());
            } else {
                // A leaf plays its search's move: the one of the first line that reached it, in this orientation.
                SearchedPosition first = positions.stream().filter(q -> q.line().key().samePosition(p.line().key()))
                        .findFirst().orElseThrow();
                assertEquals(after(first.line(), first.move()), after(p.line(), m.square()),
                        "a leaf plays its search's move at " + p.line().text());
            }
        }
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        book.write(file);
        OpeningBook read = OpeningBook.read(new ByteArrayInputStream(file.toByteArray()));
        assertEquals(book.entries(), read.entries(), "the file's round trip");
        assertNull(book.lookup(0x0000000000000001L, 0x0000000000000002L), "a position not in the book");
    }

    @Test
    void aBadFileIsRefused() {
        assertThrows(IOException.class, () -> OpeningBook.read(new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 0, 0})));
    }

    @Test
    void linesAreCheckedWhenParsed() {
        assertEquals("f5d6c3", BookLine.parse("f5d6c3").text());
        assertEquals(0, BookLine.parse("-").length());
        assertThrows(IllegalArgumentException.class, () -> BookLine.parse("f5f5"), "an occupied square");
        assertThrows(IllegalArgumentException.class, () -> BookLine.parse("a1"), "not a legal first move");
        assertThrows(IllegalArgumentException.class, () -> BookLine.parse("f5d"), "half a square");
        assertThrows(IllegalArgumentException.class, () -> SearchedPosition.parse("f5 a1 0.5 10 1"), "an illegal move");
        SearchedPosition p = SearchedPosition.parse("f5d6 c3 -1.25 16 99");
        assertEquals(-125, p.value());
        assertEquals("f5d6 c3 -1.25 16 99", p.text());
        assertTrue(BookLine.parse("f5").blackToMove() == false && BookLine.parse("f5d6").blackToMove());
    }

    private static int[] movesOf(BookLine line) {
        String t = line.text();
        if (t.equals("-")) {
            return new int[0];
        }
        int[] m = new int[t.length() / 2];
        for (int i = 0; i < m.length; i++) {
            m[i] = dev.gamebots.othello.rules.Squares.parse(t.substring(2 * i, 2 * i + 2), 8);
        }
        return m;
    }
}
