package dev.gamebots.othello.book;

import dev.gamebots.othello.rules.Symmetry8;

import dev.gamebots.othello.rules.Bitboards8;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the book from searched positions by minimax: a position's value is the best of its moves'
 * values, where a move leading to another searched position is worth minus that position's book
 * value (deeper: it has its own search and its own book below it), and the move the position's own
 * search chose, when it leads out of the book, is worth that search's value. Positions are settled
 * from the most discs down, so every child is settled before its parent. A move out of the book
 * other than the searched one has no value of its own here: the search found it no better than its
 * choice at the search's depth, which is all the data says.
 */
public final class BookBuilder {

    private BookBuilder() {
    }

    /** The book of {@code positions} (a position given twice, in any orientation, counts once: the first). */
    public static OpeningBook build(List<SearchedPosition> positions) {
        Map<BookKey, SearchedPosition> byKey = new HashMap<>();
        for (SearchedPosition p : positions) {
            byKey.putIfAbsent(canonical(p.line().own(), p.line().opp()), p);
        }
        List<SearchedPosition> order = new ArrayList<>(byKey.values());
        order.sort(Comparator.comparingInt((SearchedPosition p) -> -Long.bitCount(p.line().own() | p.line().opp()))
                .thenComparing(p -> p.line().text()));
        Map<BookKey, Integer> values = new HashMap<>();
        List<OpeningBook.Entry> entries = new ArrayList<>();
        for (SearchedPosition p : order) {
            long own = p.line().own();
            long opp = p.line().opp();
            int best = Integer.MIN_VALUE;
            int bestMove = -1;
            boolean searchedInBook = false;
            for (long moves = Bitboards8.moves(own, opp); moves != 0; moves &= moves - 1) {
                int sq = Long.numberOfTrailingZeros(moves);
                Integer child = values.get(child(own, opp, sq));
                if (child == null) {
                    continue;
                }
                searchedInBook |= sq == p.move();
                if (-child > best) {
                    best = -child;
                    bestMove = sq;
                }
            }
            if (!searchedInBook && p.value() > best) {
                best = p.value();
                bestMove = p.move();
            }
            BookKey key = BookKey.of(own, opp);
            values.put(canonical(own, opp), best);
            entries.add(new OpeningBook.Entry(key.own(), key.opp(), Symmetry8.square(bestMove, key.symmetry()), best,
                    p.depth()));
        }
        return OpeningBook.of(entries);
    }

    /** The canonical key (symmetry 0) of the position after {@code own} plays {@code sq}, with a forced pass made. */
    static BookKey child(long own, long opp, int sq) {
        long flips = Bitboards8.flips(own, opp, sq);
        long nextOwn = opp & ~flips;
        long nextOpp = own | flips | (1L << sq);
        if (Bitboards8.moves(nextOwn, nextOpp) == 0 && Bitboards8.moves(nextOpp, nextOwn) != 0) {
            // The opponent passes: the value of the position is the mover's again, so the sign flips twice.
            return null;
        }
        return canonical(nextOwn, nextOpp);
    }

    private static BookKey canonical(long own, long opp) {
        BookKey k = BookKey.of(own, opp);
        return new BookKey(k.own(), k.opp(), 0);
    }
}
