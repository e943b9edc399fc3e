package dev.gamebots.othello.train;

import dev.gamebots.othello.book.BookKey;
import dev.gamebots.othello.book.BookLine;
import dev.gamebots.othello.rules.Bitboards8;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The positions the book should hold: those of WTHOR's tournament games within their first plies that
 * at least so many games reached (in any orientation), each by the first line that reached it. These
 * are the positions strong players steer into, so the ones an opponent from the standard start meets.
 */
public final class BookPositions {

    /** A position and how many games reached it. */
    public record Counted(BookLine line, int games) {
    }

    private BookPositions() {
    }

    /**
     * The positions after 0 to {@code maxPly} moves of {@code games} reached by at least
     * {@code minGames} of them, where the side to move has a move; fewest moves first, then most games.
     * A game stops counting at its first move that is not legal in our replay (the archive has none).
     */
    public static List<Counted> of(List<WthorGame> games, int maxPly, int minGames) {
        Map<BookKey, int[]> counts = new HashMap<>();
        Map<BookKey, BookLine> firstLine = new HashMap<>();
        for (WthorGame g : games) {
            int[] m = g.moves();
            int plies = Math.min(maxPly, m.length);
            BookLine line = BookLine.of(new int[0]);
            for (int p = 0; ; p++) {
                if (Bitboards8.moves(line.own(), line.opp()) == 0) {
                    break;
                }
                BookKey k = line.key();
                BookKey key = new BookKey(k.own(), k.opp(), 0);
                counts.computeIfAbsent(key, x -> new int[1])[0]++;
                firstLine.putIfAbsent(key, line);
                if (p == plies) {
                    break;
                }
                int[] prefix = java.util.Arrays.copyOf(m, p + 1);
                try {
                    line = BookLine.of(prefix);
                } catch (IllegalArgumentException e) {
                    break;
                }
            }
        }
        List<Counted> out = new ArrayList<>();
        for (Map.Entry<BookKey, int[]> e : counts.entrySet()) {
            if (e.getValue()[0] >= minGames) {
                out.add(new Counted(firstLine.get(e.getKey()), e.getValue()[0]));
            }
        }
        out.sort(Comparator.comparingInt((Counted c) -> c.line().length()).thenComparingInt(c -> -c.games())
                .thenComparing(c -> c.line().text()));
        return out;
    }
}
