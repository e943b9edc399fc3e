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
    void kindsOfRules() {
        assertEquals(Kind.FREESTYLE, Kind.of(Rule.FREESTYLE, Stones.WHITE));
        assertEquals(Kind.STANDARD, Kind.of(Rule.STANDARD, Stones.BLACK));
        assertEquals(Kind.RENJU_BLACK, Kind.of(Rule.RENJU, Stones.BLACK));
        assertEquals(Kind.RENJU_WHITE, Kind.of(Rule.RENJU, Stones.WHITE));
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

    /** The line through (x, y) along direction d for colour c: own BLACK, opponent or off-board WHITE. */
    private static int[] lineAt(Board b, int x, int y, int d, int c, int half) {
        int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
        int[] line = new int[2 * half + 1];
        for (int off = -half; off <= half; off++) {
            int px = x + off * steps[d][0];
            int py = y + off * steps[d][1];
            int v = b.onBoard(px, py) ? b.at(px, py) : Stones.BLOCKED;
            line[off + half] = v == Stones.EMPTY ? Stones.EMPTY : v == c ? Stones.BLACK : Stones.WHITE;
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
