package dev.gamebots.gomoku.search;

import dev.gamebots.core.SearchControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.threat.ThreatScan;
import dev.gamebots.gomoku.search.threat.VcfSolver;
import dev.gamebots.gomoku.testdata.Puzzle;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Must-win and must-block positions in every direction, at the edges, corners and centre, for
 * every rule; answering an open three; finding and refuting VCFs. Searched by the brain's default
 * settings with the hand-set evaluation (what {@code --hand-eval} plays, and every rule without
 * trained tables); {@link TrainedTacticsTest} runs the same positions with the shipped trained
 * tables, the default evaluation where it has tables. The search kinds a user can pick otherwise
 * ({@code --search CORE|MCTS}) have no threat solvers and are comparison modes, not held to these.
 */
class TacticsTest {

    private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    static final Rule[] ALL_RULES = {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.CARO};

    /** The evaluation's tables: null for the hand-set values. */
    PatternModel model() {
        return null;
    }

    /** The rules searched with {@link #model()}: the others would repeat the hand-set searches. */
    Rule[] rules() {
        return ALL_RULES;
    }

    private boolean covers(Rule rule) {
        for (Rule r : rules()) {
            if (r.equals(rule)) {
                return true;
            }
        }
        return false;
    }

    private int search(Board b, int depth) {
        assumeTrue(covers(b.rule()), "positions under " + b.rule() + " are searched in TacticsTest");
        SearchControl control = new SearchControl(Clock.SYSTEM);
        GomokuSearcher s = new GomokuSearcher(b, new TranspositionTable(2), control, SearchConfig.defaults(),
                model());
        control.begin(SearchControl.NEVER);
        String before = b.render();
        SearchResult r = s.search(SearchLimits.depth(depth).withMaxNodes(200_000), SearchListener.NONE);
        assertEquals(before, b.render(), "the search leaves the board as found");
        return r.bestMove();
    }

    /** Start points of a five along (dx, dy) that touch edges, corners and the centre. */
    private static int[][] linePlacements(int size, int dx, int dy) {
        int lo = 0;
        int hi = size - 1;
        int mid = size / 2 - 2;
        int[][] starts = {{lo, lo}, {hi, hi}, {lo, hi}, {hi, lo}, {mid, mid}, {lo, mid}, {mid, lo}, {hi, mid},
                          {mid, hi}};
        int[][] out = new int[starts.length][];
        int n = 0;
        for (int[] s : starts) {
            // Slide the start so that all five points are on the board.
            int x = s[0];
            int y = s[1];
            x = Math.max(dx < 0 ? 4 : 0, Math.min(x, dx > 0 ? size - 5 : size - 1));
            y = Math.max(dy < 0 ? 4 : 0, Math.min(y, dy > 0 ? size - 5 : size - 1));
            out[n++] = new int[] {x, y};
        }
        return out;
    }

    /** Puts the attacker's four (five points minus the gap) and as many defender stones far away. */
    private static Board fourPosition(Rule rule, int size, int[] start, int[] dir, int gap, int attacker,
                                      SplittableRandom random) {
        Board b = new Board(size, size, rule);
        boolean[] line = new boolean[size * size];
        for (int i = 0; i < 5; i++) {
            int x = start[0] + i * dir[0];
            int y = start[1] + i * dir[1];
            line[y * size + x] = true;
            if (i != gap) {
                b.place(b.index(x, y), attacker);
            }
        }
        // Defender stones: scattered, not on or next to the line, not making threats of their own.
        int placed = 0;
        while (placed < 4) {
            int x = random.nextInt(size);
            int y = random.nextInt(size);
            boolean near = false;
            for (int ddx = -1; ddx <= 1; ddx++) {
                for (int ddy = -1; ddy <= 1; ddy++) {
                    int xx = x + ddx;
                    int yy = y + ddy;
                    near |= xx >= 0 && yy >= 0 && xx < size && yy < size && line[yy * size + xx];
                }
            }
            int p = b.index(x, y);
            if (!near && b.isEmpty(p) && b.nearCount(p) == 0) {
                b.place(p, Stones.opponent(attacker));
                placed++;
            }
        }
        return b;
    }

    @Test
    void winsInOneInEveryDirectionAndAtTheEdges() {
        SplittableRandom random = new SplittableRandom(5);
        int checked = 0;
        for (Rule rule : rules()) {
            for (int size : new int[] {15, 20}) {
                for (int[] dir : DIRS) {
                    for (int[] start : linePlacements(size, dir[0], dir[1])) {
                        for (int gap = 0; gap < 5; gap++) {
                            Board b = fourPosition(rule, size, start, dir, gap, Stones.BLACK, random);
                            b.setSideToMove(Stones.BLACK);
                            int expected = b.index(start[0] + gap * dir[0], start[1] + gap * dir[1]);
                            if (!b.isWinningMove(expected, Stones.BLACK)) {
                                continue; // caro: the five may be blocked at both ends by chance
                            }
                            int m = search(b, 2);
                            assertTrue(b.isWinningMove(m, Stones.BLACK), rule + " win at " + b.x(expected) + ","
                                    + b.y(expected) + ", played " + b.x(m) + "," + b.y(m) + "\n" + b.render());
                            checked++;
                        }
                    }
                }
            }
        }
        assertTrue(checked > 250 * rules().length, "positions checked: " + checked);
    }

    @Test
    void blocksAFourInEveryDirectionAndAtTheEdges() {
        SplittableRandom random = new SplittableRandom(6);
        int checked = 0;
        for (Rule rule : rules()) {
            for (int size : new int[] {15, 20}) {
                for (int[] dir : DIRS) {
                    for (int[] start : linePlacements(size, dir[0], dir[1])) {
                        for (int gap = 0; gap < 5; gap++) {
                            Board b = fourPosition(rule, size, start, dir, gap, Stones.WHITE, random);
                            b.setSideToMove(Stones.BLACK);
                            int threat = b.index(start[0] + gap * dir[0], start[1] + gap * dir[1]);
                            if (!b.isWinningMove(threat, Stones.WHITE) || b.isForbidden(threat)
                                    || b.threatCount(Stones.WHITE, dev.gamebots.gomoku.rules.Threat.FIVE) != 1) {
                                continue; // only positions with exactly one point to block
                            }
                            assertEquals(threat, search(b, 2), rule + " block at " + b.x(threat) + ","
                                    + b.y(threat) + "\n" + b.render());
                            checked++;
                        }
                    }
                }
            }
        }
        assertTrue(checked > 250 * rules().length, "positions checked: " + checked);
    }

    @Test
    void winningBeatsBlocking() {
        Board b = new Board(15, 15, Rule.FREESTYLE);
        for (int i = 0; i < 4; i++) {
            b.place(b.index(3 + i, 3), Stones.BLACK);
            b.place(b.index(3 + i, 9), Stones.WHITE);
        }
        b.place(b.index(2, 3), Stones.WHITE); // black's four is closed on the left
        b.setSideToMove(Stones.WHITE);
        int m = search(b, 3);
        assertTrue(m == b.index(2, 9) || m == b.index(7, 9), "white completes its own five: " + b.x(m) + "," + b.y(m));
    }

    @Test
    void answersAnOpenThreeInEveryDirection() {
        for (int[] dir : DIRS) {
            for (int shapeKind = 0; shapeKind < 2; shapeKind++) {
                Board b = new Board(20, 20, Rule.FREESTYLE);
                int x0 = 8;
                int y0 = dir[1] < 0 ? 12 : 8;
                int[] offsets = shapeKind == 0 ? new int[] {0, 1, 2} : new int[] {0, 1, 3};
                for (int o : offsets) {
                    b.place(b.index(x0 + o * dir[0], y0 + o * dir[1]), Stones.WHITE);
                }
                b.place(b.index(2, 2), Stones.BLACK);
                b.place(b.index(17, 17), Stones.BLACK);
                b.setSideToMove(Stones.BLACK);
                int m = search(b, 4);
                b.makeMove(m);
                assertFalse(ThreatScan.hasFlex4Point(b, Stones.WHITE),
                        "after black's " + b.x(m) + "," + b.y(m) + " white has no open four left\n" + b.render());
                b.unmakeMove();
            }
        }
    }

    /** Two open threes and no four to answer with: the game is lost, but a legal move still comes. */
    @Test
    void lostPositionStillGetsALegalMove() {
        Board b = new Board(20, 20, Rule.FREESTYLE);
        for (int i = 0; i < 3; i++) {
            b.place(b.index(6 + i, 7), Stones.WHITE);
            b.place(b.index(12, 10 + i), Stones.WHITE);
        }
        b.place(b.index(2, 2), Stones.BLACK);
        b.place(b.index(17, 2), Stones.BLACK);
        b.place(b.index(2, 17), Stones.BLACK);
        b.place(b.index(17, 17), Stones.BLACK);
        b.setSideToMove(Stones.BLACK);
        int m = search(b, 4);
        assertTrue(b.isLegal(m), "a legal move: " + m);
    }

    @ParameterizedTest
    @ValueSource(strings = {"vcf_black", "vcf_white", "vcf_counter", "vcf_long"})
    void searcherPlaysTheVcf(String name) {
        Puzzle p = Puzzle.load(name);
        Board b = p.board();
        assertEquals(p.expectedFirst(b), search(b, 2), name);
    }

    /**
     * The defender of each VCF puzzle to move: if some move refutes the attacker's VCF (checked by
     * brute force over every legal move), the searcher must play such a move.
     */
    @ParameterizedTest
    @ValueSource(strings = {"vcf_black", "vcf_white", "vcf_counter"})
    void defendsAgainstTheOpponentsVcf(String name) {
        Puzzle p = Puzzle.load(name);
        Board b = p.board();
        b.setSideToMove(Stones.opponent(p.attacker()));
        SearchControl control = new SearchControl(Clock.SYSTEM);
        VcfSolver vcf = new VcfSolver(b, 16, control);
        boolean someDefence = false;
        for (int y = 0; y < b.height() && !someDefence; y++) {
            for (int x = 0; x < b.width() && !someDefence; x++) {
                int q = b.index(x, y);
                if (b.isLegal(q)) {
                    b.makeMove(q);
                    someDefence = !vcf.solve(VcfSolver.MAX_DEPTH, 2_000_000L);
                    b.unmakeMove();
                }
            }
        }
        int m = search(b, 3);
        b.makeMove(m);
        boolean attackerStillWins = vcf.solve(VcfSolver.MAX_DEPTH, 2_000_000L);
        b.unmakeMove();
        if (someDefence) {
            assertFalse(attackerStillWins, name + ": " + b.x(m) + "," + b.y(m) + " does not stop the VCF");
        }
    }
}
