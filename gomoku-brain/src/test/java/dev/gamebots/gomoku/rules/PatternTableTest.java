package dev.gamebots.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.rules.PatternTable.Kind;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Line patterns on hand-worked lines (each expectation reasoned from the definition in
 * {@link LinePattern}), the board's patterns against a direct classification of the lines read off
 * random boards, and the numbering of pattern codes.
 */
class PatternTableTest {

    /** A line: 'X' own, 'O' opponent, '#' edge, '.' empty, 'C' the point itself. */
    private static int pattern(Kind kind, String line) {
        int[] cells = new int[line.length()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = switch (line.charAt(i)) {
                case 'X', 'C' -> Stones.BLACK;
                case 'O' -> Stones.WHITE;
                case '#' -> Stones.BLOCKED;
                default -> Stones.EMPTY;
            };
        }
        assertEquals('C', line.charAt(kind.half()), "the point is in the middle");
        return PatternTable.classify(kind, cells);
    }

    private static void assertPattern(int expected, Kind kind, String line) {
        int got = pattern(kind, line);
        assertEquals(LinePattern.name(expected), LinePattern.name(got), kind + " " + line);
    }

    @Test
    void freestyleLines() {
        assertPattern(LinePattern.F1, Kind.FREESTYLE, "....C....");
        assertPattern(LinePattern.F5, Kind.FREESTYLE, "XXXXC....");
        assertPattern(LinePattern.F5, Kind.FREESTYLE, "XXXXCX...");
        assertPattern(LinePattern.F4, Kind.FREESTYLE, ".XXXC....");
        assertPattern(LinePattern.B4, Kind.FREESTYLE, "OXXXC....");
        assertPattern(LinePattern.B4, Kind.FREESTYLE, "#XXXC.O..");
        assertPattern(LinePattern.DEAD, Kind.FREESTYLE, "..O.C..O.");
        assertPattern(LinePattern.F3S, Kind.FREESTYLE, "..XXC....");
        assertPattern(LinePattern.F3, Kind.FREESTYLE, ".XX.C....");
    }

    @Test
    void overlinesAndFoursInOneLine() {
        assertPattern(LinePattern.OL, Kind.STANDARD, ".XXXXCX....");
        assertPattern(LinePattern.OL, Kind.RENJU_BLACK, ".XXXXCX....");
        assertPattern(LinePattern.F5, Kind.RENJU_WHITE, ".XXXXCX....");
        // Two fives four apart through the point: an open four anywhere but for renju black.
        assertPattern(LinePattern.F4, Kind.STANDARD, "..X.XCX.X..");
        assertPattern(LinePattern.F4, Kind.RENJU_WHITE, "..X.XCX.X..");
        assertPattern(LinePattern.OL, Kind.RENJU_BLACK, "..X.XCX.X..");
        // Filling the gap makes six: a four only where overlines win.
        assertPattern(LinePattern.B4, Kind.RENJU_WHITE, "XXXX.C.....");
        assertNotEquals(LinePattern.B4, pattern(Kind.STANDARD, "XXXX.C....."));
    }

    @Test
    void caroLines() {
        // A five wins unless opponent stones block both of its ends; the edge blocks no five.
        assertPattern(LinePattern.F5, Kind.CARO, "OXXXXC.....");
        assertPattern(LinePattern.DEAD, Kind.CARO, "OXXXXCO....");
        assertPattern(LinePattern.F5, Kind.STANDARD, "OXXXXCO....");
        assertPattern(LinePattern.F5, Kind.CARO, "#XXXXCO....");
        // Four with its only five point between opponent stones: the five would be blocked, no four.
        assertPattern(LinePattern.DEAD, Kind.CARO, ".OXXXC.O...");
        assertPattern(LinePattern.B4, Kind.STANDARD, ".OXXXC.O...");
        // Both ends of a four open, each five then has an open end: two five points.
        assertPattern(LinePattern.F4, Kind.CARO, "O.XXXC.O...");
        // Three in a span of five: between opponent stones nothing, against the edge a three.
        assertPattern(LinePattern.DEAD, Kind.CARO, "...OXCX..O.");
        assertPattern(LinePattern.B3, Kind.STANDARD, "...OXCX..O.");
        assertPattern(LinePattern.B3, Kind.CARO, "####XCX..O.");
        // Overlines: a five under caro unless blocked at both ends; OL where exactly five wins.
        assertPattern(LinePattern.F5, Kind.CARO, "XXXXXC.....");
        assertPattern(LinePattern.OL, Kind.CARO_EXACT, "XXXXXC.....");
        assertPattern(LinePattern.DEAD, Kind.CARO, "OXXXXCXO...");
        assertPattern(LinePattern.OL, Kind.CARO_EXACT, "OXXXXCXO...");
    }

    @Test
    void kindsOfRules() {
        assertEquals(Kind.FREESTYLE, Kind.of(Rule.FREESTYLE, Stones.WHITE));
        assertEquals(Kind.STANDARD, Kind.of(Rule.STANDARD, Stones.BLACK));
        assertEquals(Kind.RENJU_BLACK, Kind.of(Rule.RENJU, Stones.BLACK));
        assertEquals(Kind.RENJU_WHITE, Kind.of(Rule.RENJU, Stones.WHITE));
        for (int color : new int[] {Stones.BLACK, Stones.WHITE}) {
            assertEquals(Kind.CARO, Kind.of(Rule.CARO, color));
            assertEquals(Kind.CARO_EXACT, Kind.of(Rule.fromGomocup(9), color));
        }
    }

    @Test
    void caroFivePatternsAreTheRulesFives() {
        // The line pattern F5 against the rule's own definition (RuleReference, a bounds-checked scan
        // sharing no code with the tables): wherever the run through the point ends within the
        // window (else the window cannot see what blocks it), F5 along a line exactly when the stone
        // wins along it, for both colours, on random boards near their edges too.
        SplittableRandom r = new SplittableRandom(45);
        long checked = 0;
        long fives = 0;
        long blocked = 0;
        for (Rule rule : new Rule[] {Rule.CARO, Rule.fromGomocup(9)}) {
            for (int game = 0; game < 150; game++) {
                int size = 6 + r.nextInt(10);
                Board b = new Board(size, size, rule);
                b.trackPatterns();
                int[][] g = new int[size][size];
                int stones = r.nextInt(size * size * 2 / 3);
                for (int i = 0; i < stones; i++) {
                    int x = r.nextInt(size);
                    int y = r.nextInt(size);
                    if (g[x][y] == Stones.EMPTY) {
                        g[x][y] = r.nextInt(5) < 2 ? Stones.WHITE : Stones.BLACK;
                        b.place(b.index(x, y), g[x][y]);
                    }
                }
                for (int x = 0; x < size; x++) {
                    for (int y = 0; y < size; y++) {
                        if (g[x][y] != Stones.EMPTY) {
                            continue;
                        }
                        for (int c = 1; c <= 2; c++) {
                            g[x][y] = c;
                            for (int d = 0; d < 4; d++) {
                                if (!runEndsWithin(g, x, y, d, c, Kind.of(rule, c).half())) {
                                    continue;
                                }
                                boolean wins = RuleReference.winsAlong(g, x, y, d, c, rule);
                                int pattern = (b.linePatterns(c, b.index(x, y)) >>> (4 * d)) & 15;
                                assertEquals(wins, pattern == LinePattern.F5, rule + " colour " + c + " dir " + d
                                        + " at " + x + "," + y + ": " + LinePattern.name(pattern));
                                checked++;
                                fives += wins ? 1 : 0;
                                blocked += !wins && RuleReference.run(g, x, y, d, c) >= 5 ? 1 : 0;
                            }
                            g[x][y] = Stones.EMPTY;
                        }
                    }
                }
            }
        }
        assertTrue(checked > 20_000 && fives > 100 && blocked > 20, checked + " lines, " + fives + " fives, "
                + blocked + " runs of five or more that do not win");
    }

    /** True when the run of {@code c} through (x, y) along d ends (at a cell not its own) within {@code half}. */
    private static boolean runEndsWithin(int[][] g, int x, int y, int d, int c, int half) {
        int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
        for (int sign = -1; sign <= 1; sign += 2) {
            int i = 1;
            while (RuleReference.at(g, x + sign * i * steps[d][0], y + sign * i * steps[d][1]) == c) {
                i++;
            }
            if (i > half) {
                return false;
            }
        }
        return true;
    }

    @Test
    void boardPatternsMatchDirectClassification() {
        SplittableRandom r = new SplittableRandom(11);
        Rule[] rules = {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.CARO, Rule.fromGomocup(9)};
        long checked = 0;
        Set<Integer> seen = new HashSet<>();
        for (Rule rule : rules) {
            for (int game = 0; game < 30; game++) {
                int size = 7 + r.nextInt(14);
                Board b = new Board(size, size, rule);
                b.trackPatterns();
                int stones = r.nextInt(size * size / 2);
                for (int i = 0; i < stones; i++) {
                    int x = r.nextInt(size);
                    int y = r.nextInt(size);
                    if (b.at(x, y) == Stones.EMPTY) {
                        b.place(b.index(x, y), r.nextInt(3) == 0 ? Stones.WHITE : Stones.BLACK);
                    }
                }
                for (int x = 0; x < size; x++) {
                    for (int y = 0; y < size; y++) {
                        int p = b.index(x, y);
                        if (!b.isEmpty(p)) {
                            continue;
                        }
                        for (int c = 1; c <= 2; c++) {
                            Kind kind = Kind.of(rule, c);
                            int[] dirs = {0, 0, 0, 0};
                            for (int d = 0; d < 4; d++) {
                                int expected = PatternTable.classify(kind, lineAt(b, x, y, d, c, kind.half()));
                                int got = (b.linePatterns(c, p) >>> (4 * d)) & 15;
                                assertEquals(expected, got, rule + " colour " + c + " dir " + d + " at " + x + "," + y);
                                dirs[d] = got;
                                seen.add(got);
                                checked++;
                            }
                            assertEquals(PatternCode.of(dirs[0], dirs[1], dirs[2], dirs[3]), b.patternCode(c, p));
                        }
                    }
                }
            }
        }
        assertTrue(checked > 100_000 && seen.size() == LinePattern.COUNT, checked + " lines, classes " + seen);
    }

    /** The line through (x, y) along direction d for colour c: own BLACK, opponent WHITE, off-board BLOCKED. */
    private static int[] lineAt(Board b, int x, int y, int d, int c, int half) {
        int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
        int[] line = new int[2 * half + 1];
        for (int off = -half; off <= half; off++) {
            int px = x + off * steps[d][0];
            int py = y + off * steps[d][1];
            int v = b.onBoard(px, py) ? b.at(px, py) : Stones.BLOCKED;
            line[off + half] = v == Stones.EMPTY || v == Stones.BLOCKED ? v : v == c ? Stones.BLACK : Stones.WHITE;
        }
        return line;
    }

    @Test
    void patternCodesNumberTheSortedTuples() {
        assertEquals(0, PatternCode.of(0, 0, 0, 0));
        assertEquals(1, PatternCode.of(0, 0, 0, 1));
        assertEquals(LinePattern.COUNT, PatternCode.of(0, 0, 1, 1), "after (0,0,0,0..13) comes (0,0,1,1)");
        assertEquals(PatternCode.COUNT - 1, PatternCode.of(13, 13, 13, 13));
        Set<Integer> codes = new HashSet<>();
        SplittableRandom r = new SplittableRandom(5);
        for (int a = 0; a < LinePattern.COUNT; a++) {
            for (int b = 0; b < LinePattern.COUNT; b++) {
                for (int c = 0; c < LinePattern.COUNT; c++) {
                    for (int d = 0; d < LinePattern.COUNT; d++) {
                        int code = PatternCode.of(a, b, c, d);
                        codes.add(code);
                        int[] p = {a, b, c, d};
                        for (int i = 3; i > 0; i--) {
                            int j = r.nextInt(i + 1);
                            int t = p[i];
                            p[i] = p[j];
                            p[j] = t;
                        }
                        assertEquals(code, PatternCode.of(p[0], p[1], p[2], p[3]));
                        int[] sorted = {a, b, c, d};
                        java.util.Arrays.sort(sorted);
                        for (int i = 0; i < 4; i++) {
                            assertEquals(sorted[i], PatternCode.pattern(code, i));
                        }
                    }
                }
            }
        }
        assertEquals(PatternCode.COUNT, codes.size());
    }

    @Test
    void threatClassesOfCodes() {
        int d = LinePattern.DEAD;
        assertEquals(Threat.FIVE, PatternCode.threat(PatternCode.of(LinePattern.F5, LinePattern.OL, d, d), true));
        assertEquals(Threat.FORBID, PatternCode.threat(PatternCode.of(LinePattern.F3, LinePattern.F3S, d, d), true));
        assertEquals(Threat.FLEX3_2X, PatternCode.threat(PatternCode.of(LinePattern.F3, LinePattern.F3S, d, d), false));
        assertEquals(Threat.FLEX4, PatternCode.threat(PatternCode.of(LinePattern.B4, LinePattern.B4, d, d), false));
        assertEquals(Threat.BLOCK4_FLEX3, PatternCode.threat(PatternCode.of(LinePattern.B4, LinePattern.F3, d, d), false));
        assertEquals(Threat.BLOCK4_PLUS, PatternCode.threat(PatternCode.of(LinePattern.B4, LinePattern.F2A, d, d), false));
        assertEquals(Threat.FLEX3_PLUS, PatternCode.threat(PatternCode.of(LinePattern.F3, LinePattern.B3, d, d), false));
        assertEquals(Threat.BLOCK3_PLUS, PatternCode.threat(PatternCode.of(LinePattern.B3, LinePattern.F2, d, d), false));
        assertEquals(Threat.FLEX2_2X, PatternCode.threat(PatternCode.of(LinePattern.F2B, LinePattern.F2, d, d), false));
        assertEquals(Threat.NONE, PatternCode.threat(PatternCode.of(LinePattern.B2, LinePattern.F1, d, d), false));
    }
}
