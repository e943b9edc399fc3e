package dev.gamebots.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The incremental board against the reference scans of {@link RuleReference} on random boards:
 * win detection for every rule and colour at every empty point, renju forbidden points, and the
 * incremental structures against a rebuild along random make/unmake sequences.
 */
class RulesAgainstReferenceTest {

    private static final Rule[] RULES = {
        Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.CARO, Rule.fromGomocup(9)};

    /** A random position: a dense patch of stones so that fives, fours and overlines are common. */
    private static int[][] randomGrid(SplittableRandom r, int size, boolean blockedPoints) {
        int[][] g = new int[size][size];
        int x0 = r.nextInt(size);
        int y0 = r.nextInt(size);
        int radius = 3 + r.nextInt(size);
        double density = 0.25 + 0.45 * r.nextDouble();
        double blackShare = 0.3 + 0.4 * r.nextDouble();
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                if (Math.abs(x - x0) > radius || Math.abs(y - y0) > radius || r.nextDouble() >= density) {
                    continue;
                }
                if (blockedPoints && r.nextInt(40) == 0) {
                    g[x][y] = Stones.BLOCKED;
                } else {
                    g[x][y] = r.nextDouble() < blackShare ? Stones.BLACK : Stones.WHITE;
                }
            }
        }
        return g;
    }

    private static Board boardOf(int[][] g, Rule rule) {
        Board b = new Board(g.length, g[0].length, rule);
        for (int x = 0; x < g.length; x++) {
            for (int y = 0; y < g[0].length; y++) {
                if (g[x][y] != Stones.EMPTY) {
                    b.place(b.index(x, y), g[x][y]);
                }
            }
        }
        return b;
    }

    @Test
    void winDetectionMatchesReferenceOnRandomBoards() {
        SplittableRandom r = new SplittableRandom(42);
        long checked = 0;
        long wins = 0;
        for (Rule rule : RULES) {
            for (int n = 0; n < 300; n++) {
                int size = n % 3 == 0 ? 7 + r.nextInt(6) : 15 + r.nextInt(6);
                int[][] g = randomGrid(r, size, !rule.isRenju());
                Board b = boardOf(g, rule);
                for (int x = 0; x < size; x++) {
                    for (int y = 0; y < size; y++) {
                        if (g[x][y] != Stones.EMPTY) {
                            continue;
                        }
                        int p = b.index(x, y);
                        for (int color = Stones.BLACK; color <= Stones.WHITE; color++) {
                            boolean expected = RuleReference.makesFive(g, x, y, color, rule);
                            String where = rule + " colour " + color + " at " + x + "," + y;
                            assertEquals(expected, b.isWinningMove(p, color), () -> where + "\n" + b.render());
                            checked++;
                            if (expected) {
                                wins++;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(checked > 200_000 && wins > 2_000, "checked " + checked + " points, " + wins + " wins");
    }

    @Test
    void renjuForbiddenPointsMatchReference() {
        SplittableRandom r = new SplittableRandom(7);
        int forbidden = 0;
        int doubleThrees = 0;
        long checked = 0;
        for (int n = 0; n < 400; n++) {
            int size = 15;
            int[][] g = randomGrid(r, size, false);
            Board b = boardOf(g, Rule.RENJU);
            for (int x = 0; x < size; x++) {
                for (int y = 0; y < size; y++) {
                    if (g[x][y] != Stones.EMPTY) {
                        continue;
                    }
                    int p = b.index(x, y);
                    boolean expected = RuleReference.isForbidden(g, x, y);
                    String where = "forbidden at " + x + "," + y;
                    assertEquals(expected, b.isForbidden(p), () -> where + "\n" + b.render());
                    checked++;
                    if (expected) {
                        forbidden++;
                        if (b.threat(Stones.BLACK, p) != Threat.FORBID) {
                            doubleThrees++;
                        }
                    }
                }
            }
        }
        assertTrue(forbidden > 500 && doubleThrees > 50,
                "checked " + checked + ", forbidden " + forbidden + ", of which double-threes " + doubleThrees);
    }

    @Test
    void incrementalStateMatchesRebuildAlongRandomGames() {
        SplittableRandom r = new SplittableRandom(3);
        for (Rule rule : RULES) {
            for (int game = 0; game < 20; game++) {
                int size = game % 2 == 0 ? 20 : 6 + r.nextInt(10);
                Board b = new Board(size, size, rule);
                if (game % 4 == 1) {
                    b.setCodeValues(randomValues(r), randomValues(r));
                } else if (game % 4 == 3) {
                    b.trackPatterns();
                }
                int made = 0;
                for (int i = 0; i < size * size && b.winner() == 0; i++) {
                    int p = randomLegal(b, r);
                    if (p < 0) {
                        break;
                    }
                    b.makeMove(p);
                    made++;
                    if (i % 7 == 0) {
                        assertNull(BoardVerifier.firstDifference(b), rule + " after " + made + " moves\n" + b.render());
                        assertEquals(b.recomputeHash(), b.hash());
                    }
                }
                while (made-- > 0) {
                    b.unmakeMove();
                }
                assertNull(BoardVerifier.firstDifference(b));
                assertEquals(0, b.stoneCount());
            }
        }
    }

    /**
     * Takes stones back in the middle of games, not only to the empty board, and plays on: after
     * every move and every undo the incremental state equals the same stones placed afresh (undo
     * writes back logged words, UndoLog); turning patterns or code values on mid-game makes the
     * older frames stale, which are read again instead.
     */
    @Test
    void incrementalStateMatchesRebuildWhileTakingBackAndPlayingOn() {
        SplittableRandom r = new SplittableRandom(11);
        for (Rule rule : RULES) {
            for (int game = 0; game < 12; game++) {
                int size = game % 2 == 0 ? 20 : 7 + r.nextInt(9);
                Board b = new Board(size, size, rule);
                if (game % 3 == 1) {
                    b.setCodeValues(randomValues(r), randomValues(r));
                }
                int switchAt = game % 3 == 2 ? 5 + r.nextInt(20) : -1;
                for (int step = 0; step < 120; step++) {
                    if (step == switchAt) {
                        b.trackPatterns();
                    }
                    boolean back = b.ply() > 0 && (b.winner() != 0 || r.nextInt(5) < 2);
                    if (back) {
                        b.unmakeMove();
                    } else {
                        int p = randomLegal(b, r);
                        if (p < 0) {
                            break;
                        }
                        b.makeMove(p);
                    }
                    assertNull(BoardVerifier.firstDifference(b), rule + " step " + step + (back ? " (undo)" : "")
                            + "\n" + b.render());
                }
            }
        }
    }

    private static short[] randomValues(SplittableRandom r) {
        short[] v = new short[PatternCode.COUNT];
        for (int i = 0; i < v.length; i++) {
            v[i] = (short) (r.nextInt(2001) - 1000);
        }
        return v;
    }

    private static int randomLegal(Board b, SplittableRandom r) {
        // Prefer points near stones so that shapes form.
        for (int tries = 0; tries < 200; tries++) {
            int x = r.nextInt(b.width());
            int y = r.nextInt(b.height());
            int p = b.index(x, y);
            if (b.isLegal(p) && (b.stoneCount() == 0 || b.nearCount(p) > 0 || tries > 100)) {
                return p;
            }
        }
        for (int x = 0; x < b.width(); x++) {
            for (int y = 0; y < b.height(); y++) {
                if (b.isLegal(b.index(x, y))) {
                    return b.index(x, y);
                }
            }
        }
        return -1;
    }
}
