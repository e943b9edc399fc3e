package dev.gamebots.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.ShippedModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.testdata.Positions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The multi-PV search ({@code YXNBEST}) of the brain's searcher, against independent facts: one line
 * is the move's search itself; the lines are distinct legal moves, best first; every five point of an
 * open four is a line won at once; a line with a proven score agrees with a search of the position
 * after its move (the other side's score, one ply nearer); more lines than moves gives every move.
 * The first line is not held equal to the move's search (Rapfi's is not either: the other lines'
 * searches change the table and the history between depths); the move's search is among the three.
 */
class MultiPvTest {

    /** Quiet opening positions (Rapfi's bench set, freestyle) and two tactical ones. */
    private static final String[] POSITIONS = {"h8g7f6g8g9", "h2h5h4f6", "h8i9j10i8i7g9", "h8h9h6i10i6i9g9g8j11i7",
        "h8h7i7g9h6g5g7i6g8f8f6e5f5j10i10i11k9h10j12l10", "h8h9i8i9j8j9"};

    private static GomokuSearcher searcher(Board b) {
        SearchControl control = new SearchControl(Clock.SYSTEM);
        GomokuSearcher s = new GomokuSearcher(b, new TranspositionTable(4), control, SearchConfig.defaults(),
                ShippedModel.get());
        control.begin(SearchControl.NEVER);
        return s;
    }

    private static Board board(String pos) {
        return Positions.board(15, Rule.FREESTYLE, pos);
    }

    private static List<PvLine> lines(Board b, int depth, int n) {
        String before = b.render();
        GomokuSearcher s = searcher(b);
        List<PvLine> lines = s.searchLines(SearchLimits.depth(depth), 0, SearchListener.NONE, LineListener.NONE, n)
                .lines();
        assertEquals(before, b.render(), "the search leaves the board as found");
        // What the deadline watchdog would have given at the end: the same lines and their best move.
        assertEquals(text(b, lines), text(b, s.provisionalLines()), "the watchdog's lines");
        assertEquals(lines.get(0).move(), s.provisionalMove(), "the watchdog's move");
        return lines;
    }

    private static String text(Board b, List<PvLine> lines) {
        StringBuilder sb = new StringBuilder();
        for (PvLine l : lines) {
            sb.append(' ').append(b.x(l.move())).append(',').append(b.y(l.move())).append(' ')
                    .append(Score.format(l.score()));
        }
        return sb.toString();
    }

    private static void assertWellFormed(Board b, List<PvLine> lines, int n) {
        assertEquals(n, lines.size(), text(b, lines));
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            PvLine l = lines.get(i);
            assertTrue(b.isLegal(l.move()), "legal: " + text(b, lines));
            assertTrue(seen.add(l.move()), "distinct: " + text(b, lines));
            assertEquals(l.move(), l.pv()[0], "a line starts with its move");
            if (i > 0) {
                assertTrue(lines.get(i - 1).score() >= l.score(), "best first: " + text(b, lines));
            }
        }
    }

    @Test
    void oneLineIsTheMovesSearch() {
        for (String pos : POSITIONS) {
            Board b1 = board(pos);
            SearchResult plain = searcher(b1).search(SearchLimits.depth(6), SearchListener.NONE);
            Board b2 = board(pos);
            MultiPvResult one = searcher(b2).searchLines(SearchLimits.depth(6), 0, SearchListener.NONE,
                    LineListener.NONE, 1);
            assertEquals(1, one.lines().size());
            assertEquals(plain.bestMove(), one.lines().get(0).move(), pos);
            assertEquals(plain.score(), one.lines().get(0).score(), pos);
            assertEquals(plain.nodes(), one.best().nodes(), pos + ": the same search, node for node");
            assertArrayEquals(plain.pv(), one.lines().get(0).pv(), pos);
        }
    }

    @Test
    void threeLinesAreDistinctLegalBestFirstAndHoldTheMovesChoice() {
        for (String pos : POSITIONS) {
            for (int depth : new int[] {4, 7}) {
                Board b = board(pos);
                int plain = searcher(board(pos)).search(SearchLimits.depth(depth), SearchListener.NONE).bestMove();
                List<PvLine> lines = lines(b, depth, 3);
                int expected = Math.min(3, countMoves(b, pos));
                assertWellFormed(b, lines, expected);
                assertTrue(lines.stream().anyMatch(l -> l.move() == plain),
                        pos + " depth " + depth + ": the move's search chose " + b.x(plain) + "," + b.y(plain)
                                + ", lines" + text(b, lines));
                for (PvLine l : lines) {
                    // A single root move is not searched past the first depth (as for a move).
                    assertTrue(Score.isDecisive(l.score()) || l.depth() == depth || expected == 1,
                            pos + ": each line searched to the depth:" + text(b, lines) + " at " + l.depth());
                }
            }
        }
    }

    /** 3 lines but where a forced block leaves one root move (as Rapfi's root moves then are). */
    private static int countMoves(Board b, String pos) {
        return pos.equals(POSITIONS[4]) ? 1 : 3;
    }

    @Test
    void everyFivePointOfAnOpenFourIsALineWonAtOnce() {
        // Black h8-k8 (x 7..10, y 7): an open four; white's h9-k9 too, but black moves.
        Board b = board("h8h9i8i9j8j9k8k9");
        List<PvLine> lines = lines(b, 6, 3);
        assertWellFormed(b, lines, 3);
        Set<Integer> fives = Set.of(b.index(6, 7), b.index(11, 7));
        assertEquals(fives, Set.of(lines.get(0).move(), lines.get(1).move()), text(b, lines));
        assertEquals(Score.terminal(1, 1), lines.get(0).score());
        assertEquals(Score.terminal(1, 1), lines.get(1).score());
        // Any other move lets white make its own five first.
        assertEquals(Score.terminal(-1, 2), lines.get(2).score(), text(b, lines));
    }

    @Test
    void anOpenFourPointComesFirst() {
        // Black h8-j8 open three, white h9-j9 open three, black to move: an open four wins.
        Board b = board("h8h9i8i9j8j9");
        List<PvLine> lines = lines(b, 6, 3);
        assertWellFormed(b, lines, 3);
        assertTrue(Set.of(b.index(6, 7), b.index(10, 7)).contains(lines.get(0).move()), text(b, lines));
        assertEquals(Score.terminal(1, 3), lines.get(0).score(), text(b, lines));
    }

    @Test
    void aProvenLineAgreesWithTheSearchAfterItsMove() {
        int checked = 0;
        for (String pos : new String[] {"h8h9i8i9j8j9k8k9", "h8h9i8i9j8j9", POSITIONS[4]}) {
            Board b = board(pos);
            for (PvLine l : lines(b, 6, 4)) {
                if (!Score.isDecisive(l.score()) || Score.distance(l.score()) == 1) {
                    continue; // a five ends the game: nothing to search after it
                }
                Board after = board(pos);
                after.makeMove(l.move());
                SearchResult reply = searcher(after).search(SearchLimits.depth(6), SearchListener.NONE);
                String what = pos + " line " + b.x(l.move()) + "," + b.y(l.move()) + " " + Score.format(l.score())
                        + ", reply " + Score.format(reply.score());
                assertTrue(Score.isDecisive(reply.score()) && Integer.signum(reply.score()) == -Integer.signum(l.score()),
                        what);
                assertEquals(Score.distance(l.score()) - 1, Score.distance(reply.score()), what);
                checked++;
            }
        }
        assertTrue(checked >= 2, "proven lines were checked: " + checked);
    }

    @Test
    void moreLinesThanMovesGivesEveryMove() {
        // A 7x7 board filled in stripes that hold no five ((x + 2y) mod 4 < 2: black), but six points.
        Board b = new Board(7, 7, Rule.FREESTYLE);
        List<Integer> empty = new ArrayList<>(List.of(b.index(0, 0), b.index(3, 3), b.index(6, 6), b.index(1, 5),
                b.index(5, 1), b.index(2, 6)));
        int black = 0;
        int white = 0;
        for (int y = 0; y < 7; y++) {
            for (int x = 0; x < 7; x++) {
                int p = b.index(x, y);
                if (!empty.contains(p)) {
                    boolean isBlack = (x + 2 * y) % 4 < 2;
                    b.place(p, isBlack ? Stones.BLACK : Stones.WHITE);
                    black += isBlack ? 1 : 0;
                    white += isBlack ? 0 : 1;
                }
            }
        }
        b.setSideToMove(black > white ? Stones.WHITE : Stones.BLACK);
        List<PvLine> lines = lines(b, 8, 50);
        assertWellFormed(b, lines, empty.size());
        Set<Integer> moves = new HashSet<>();
        lines.forEach(l -> moves.add(l.move()));
        assertEquals(new HashSet<>(empty), moves, "every empty point is a line" + text(b, lines));
    }
}
