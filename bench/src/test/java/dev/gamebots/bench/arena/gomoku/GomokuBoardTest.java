package dev.gamebots.bench.arena.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.bench.arena.gomoku.GomokuBoard.Verdict;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The referee's Gomoku rules against the known-answer positions of the official Gomocup rule
 * tester (GomocupJudge test_zip_rules.py, collected in shared/data/gomoku/known_answer_positions.tsv),
 * the solution lines of published renju VCF/VCT puzzles, and hand-built renju shapes.
 */
class GomokuBoardTest {

    /** Plays "pos" notation (h8 = x 7, y 7), black first, and returns the board. */
    private static GomokuBoard pos(int size, String moves) {
        GomokuBoard b = new GomokuBoard(size);
        int color = 1;
        int i = 0;
        while (i < moves.length()) {
            int x = moves.charAt(i++) - 'a';
            int j = i;
            while (j < moves.length() && Character.isDigit(moves.charAt(j))) {
                j++;
            }
            int y = Integer.parseInt(moves.substring(i, j)) - 1;
            i = j;
            b.place(x, y, color);
            color = 3 - color;
        }
        return b;
    }

    /** Black stones at (x, 7) for the given columns, on an empty 15x15 board. */
    private static GomokuBoard row(int... xs) {
        GomokuBoard b = new GomokuBoard(15);
        for (int x : xs) {
            b.place(x, 7, 1);
        }
        return b;
    }

    @Test
    void openFourCompletedToFiveWinsUnderEveryRule() {
        GomokuBoard b = pos(20, "h8h9i8i9j8j9k8k9");
        for (Rule r : Rule.values()) {
            assertEquals(Verdict.WIN, b.judge(6, 7, 1, r), r.label());
            assertEquals(Verdict.WIN, b.judge(11, 7, 1, r), r.label());
        }
        assertEquals(Verdict.NONE, b.judge(12, 7, 1, Rule.FREESTYLE));
    }

    @Test
    void standardOverlineIsNoWin() {
        // gj_standard_specific: white's h13 makes h9-h14, six: no win under exact five.
        GomokuBoard b = pos(15, "h8h9i8h10g8h11j13h12g14h14i15");
        assertEquals(Verdict.NONE, b.judge(7, 12, 2, Rule.STANDARD));
        assertEquals(Verdict.WIN, b.judge(7, 12, 2, Rule.FREESTYLE));
        // Renju: white's overline wins.
        assertEquals(Verdict.WIN, b.judge(7, 12, 2, Rule.RENJU));
    }

    @Test
    void renjuSpecificPointIsForbiddenForBlack() {
        // gj_renju_specific: black to move, g9 (6,8) makes two open threes.
        GomokuBoard b = pos(15, "h8h9i7i9h10i6i11i12");
        assertTrue(b.isForbidden(6, 8));
        assertEquals(Verdict.FORBIDDEN, b.judge(6, 8, 1, Rule.RENJU));
        assertEquals(Verdict.NONE, b.judge(6, 8, 1, Rule.FREESTYLE));
        assertFalse(b.isForbidden(5, 8));
        assertEquals(Verdict.NONE, b.judge(6, 8, 2, Rule.RENJU)); // white has no restriction
    }

    @Test
    void caroFiveBlockedAtBothEndsIsNoWin() {
        // gj_caro_specific: k8 makes g8-k8 between white f8 and l8.
        GomokuBoard b = pos(15, "h8f8g8f9i8f7j8l8");
        assertEquals(Verdict.NONE, b.judge(10, 7, 1, Rule.CARO));
        assertEquals(Verdict.WIN, b.judge(10, 7, 1, Rule.FREESTYLE));
        // Blocked at one end only: a win.
        GomokuBoard one = pos(15, "h8f8g8a1i8a2j8a3");
        assertEquals(Verdict.WIN, one.judge(10, 7, 1, Rule.CARO));
    }

    @Test
    void renjuShapes() {
        // X.XXX.X filled in the middle: two fours in one line.
        assertTrue(row(3, 5, 7, 9).isForbidden(6, 7));
        // A straight four is one four, and not a three: allowed.
        assertFalse(row(4, 5, 6).isForbidden(7, 7));
        // Overline: forbidden for black, a win for white and under freestyle.
        GomokuBoard six = row(3, 4, 5, 7, 8);
        assertTrue(six.isForbidden(6, 7));
        assertEquals(Verdict.WIN, six.judge(6, 7, 1, Rule.FREESTYLE));
        // Exactly five is a win even when it also makes an overline... elsewhere: five wins.
        GomokuBoard five = row(3, 4, 5, 6);
        five.place(7, 3, 1);
        five.place(7, 4, 1);
        five.place(7, 5, 1);
        five.place(7, 6, 1);
        five.place(7, 8, 1);
        five.place(7, 9, 1);
        assertEquals(Verdict.WIN, five.judge(7, 7, 1, Rule.RENJU));
        // Double three: horizontal and vertical open threes.
        GomokuBoard dt = row(5, 6);
        dt.place(7, 5, 1);
        dt.place(7, 6, 1);
        assertTrue(dt.isForbidden(7, 7));
        // One of the threes blocked by white: only one true three, allowed.
        dt.place(4, 7, 2);
        assertFalse(dt.isForbidden(7, 7));
        // Four-three is allowed.
        GomokuBoard ft = row(4, 5, 6);
        ft.place(7, 5, 1);
        ft.place(7, 6, 1);
        assertFalse(ft.isForbidden(7, 7));
        // Double four in two directions.
        GomokuBoard df = row(4, 5, 6);
        df.place(7, 4, 1);
        df.place(7, 5, 1);
        df.place(7, 6, 1);
        assertTrue(df.isForbidden(7, 7));
    }

    @Test
    void publishedRenjuPuzzleSolutionsAreLegalAndVcfLinesEndInAWinningFour() throws IOException {
        for (String name : List.of("vcf_black", "vcf_counter", "vcf_long", "vct_black", "vct_fukumi")) {
            String text;
            try (InputStream in = getClass().getResourceAsStream("/gomoku/quintet/" + name + ".txt")) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            GomokuBoard b = new GomokuBoard(15);
            String[] lines = text.split("\n");
            String[] expect = null;
            int row = -1;
            for (String line : lines) {
                if (line.startsWith("expect:")) {
                    expect = line.substring(7).trim().split(",");
                } else if (line.startsWith("board:")) {
                    row = 0;
                } else if (row >= 0 && row < 15 && !line.isBlank()) {
                    String[] cells = line.trim().split("\\s+");
                    for (int x = 0; x < 15; x++) {
                        if (cells[x].equals("o")) {
                            b.place(x, row, 1);
                        } else if (cells[x].equals("x")) {
                            b.place(x, row, 2);
                        }
                    }
                    row++;
                }
            }
            int color = 1; // the attacker, black ("o"), moves first
            Verdict last = null;
            for (String mv : expect) {
                int x = mv.charAt(0) - 'A';
                int y = 15 - Integer.parseInt(mv.substring(1));
                Verdict v = b.judge(x, y, color, Rule.RENJU);
                if (color == 1) {
                    assertTrue(v != Verdict.FORBIDDEN, name + ": " + mv + " judged forbidden");
                    last = v;
                }
                b.place(x, y, color);
                color = 3 - color;
            }
            if (name.startsWith("vcf")) {
                // The line stops at black's last four (or five): black now has a point that wins.
                int wins = last == Verdict.WIN ? 1 : 0;
                for (int y = 0; y < 15 && wins == 0; y++) {
                    for (int x = 0; x < 15; x++) {
                        if (b.at(x, y) == 0 && b.judge(x, y, 1, Rule.RENJU) == Verdict.WIN) {
                            wins++;
                        }
                    }
                }
                assertTrue(wins > 0, name);
            }
        }
    }
}
