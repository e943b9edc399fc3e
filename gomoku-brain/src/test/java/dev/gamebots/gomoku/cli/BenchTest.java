package dev.gamebots.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.Main;
import dev.gamebots.gomoku.eval.ShippedModel;
import dev.gamebots.gomoku.search.SearchSettings;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bench signature is deterministic: two runs in one process print the same moves and node total. */
class BenchTest {

    /**
     * The signature of the default bench, as docs/gomoku.md records it: a change of search behaviour
     * changes it and must say so there and here.
     */
    static final long SIGNATURE = 461_769;
    /**
     * The nodes of each rule's positions (freestyle, standard, renju), so that a change meant for one
     * rule shows it left the others alone: the renju search changed only the renju position (318,189 to
     * 122,290); the tables read at 50% (G10) freestyle's and standard's; the standard table (G13) and
     * the renju tables (G14) only the standard position (549,137 to 56,303) and the renju one (122,290 to
     * 59,680), freestyle's staying at 663,412; the four-three's counter-four defences (a stone that
     * turns the four's block into a four) every rule's (663,412, 56,303, 59,680 to 603,839, 108,119,
     * 54,893); the SPSA run S3's margins and reductions (G28) every rule's (to 677,248, 152,536,
     * 65,527), S4's (G30) again (to 412,051, 49,555, 27,855), and S6's design numbers (G31) again (to
     * 357,465, 80,531, 23,773).
     */
    static final long FREESTYLE_NODES = 357_465;
    static final long STANDARD_NODES = 80_531;
    static final long RENJU_NODES = 23_773;

    @Test
    void theDefaultBenchCountsTheRecordedNodes() {
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        Bench.Report r = new Bench(Bench.DEFAULT_DEPTH, Bench.DEFAULT_TABLE_MB)
                .run(new PrintStream(lines, true, StandardCharsets.UTF_8));
        assertEquals(SIGNATURE, r.nodes(), "bench signature (docs/gomoku.md)");
        long[] byRule = new long[5];
        for (Bench.Position p : Bench.POSITIONS) {
            byRule[p.rule()] += nodesOf(lines.toString(StandardCharsets.UTF_8), p.name());
        }
        assertEquals(FREESTYLE_NODES, byRule[0], "the freestyle positions' nodes");
        assertEquals(STANDARD_NODES, byRule[1], "the standard position's nodes");
        assertEquals(RENJU_NODES, byRule[4], "the renju position's nodes");
    }

    /** The node count the bench printed for position {@code name}. */
    private static long nodesOf(String text, String name) {
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length > 6 && f[0].equals(name) && f[5].equals("nodes")) {
                return Long.parseLong(f[6]);
            }
        }
        throw new AssertionError("no bench line for " + name + ":\n" + text);
    }

    /**
     * The selectivity settings act in the direction their names say on the bench positions at depth 8
     * (at depth 10 larger reductions cost more re-searches than they save, so it is no law of deeper
     * trees): smaller late-move reductions or more moves before move-count pruning search more nodes
     * to the same depth, larger reductions or fewer moves fewer. Pushed far: since the standard and
     * renju positions play trained tables (G13, G14), reductions at 60% searched fewer nodes at depth 8
     * (18,853 against 23,891) and 40% more (30,603); `bench --depth 8 --search-config K=V`.
     */
    @Test
    void selectivitySettingsChangeTheTreeTheWayTheySay() {
        long base = benchNodes("");
        assertTrue(benchNodes("reductionScale=40") > base, "smaller reductions, more nodes");
        assertTrue(benchNodes("reductionScale=150") < base, "larger reductions, fewer nodes");
        assertTrue(benchNodes("moveCountScale=200") > base, "more moves before pruning, more nodes");
        assertTrue(benchNodes("moveCountScale=50") < base, "fewer moves before pruning, fewer nodes");
    }

    /**
     * Each number SPSA tunes reaches the search: pushed away from its default it changes the tree of the
     * depth-8 bench (a setting read nowhere would leave the node count as it is); the few that act only
     * deeper (a table move held beta without being singular, distant non-blocks, trivial moves, renju's
     * forbidden points) at depth 11 or 12, where they first change it (renju's at 12 since S6's values).
     */
    @Test
    void everyTunedNumberReachesTheSearch() {
        long base = benchNodes(8, "");
        for (String pushed : List.of("futilityScale=50", "razorScale=250", "failHighScale=40", "singularScale=1000",
                "aspirationDelta=4", "cutNodeReduction=0", "researchScale=40", "vcfDeltaScale=10",
                "razorDepth=96", "pruneDepth=128", "singularDepth=48", "singularDepthPercent=75",
                "pvNoTableMoveReduction=32", "pvTableDepthGapPercent=80", "continuedAttackReductionLess=32",
                "historyReduction=32", "counterMoveBonus=0", "ttPvReductionLess=32", "threatReductionLess=32",
                "tableMoveExtensionPv=16", "tableMoveExtension=8", "tableFourNearExtension=16", "tableFourExtension=8",
                "attackHistoryDivisor=1", "quietHistoryDivisor=1", "plainMoveReduction=16")) {
            assertNotEquals(base, benchNodes(8, pushed), pushed + " changes the tree");
        }
        long deeper = benchNodes(11, "");
        for (String pushed : List.of("notSingularReduction=0", "farFromOpponentReduction=64", "farFromOwnReduction=48",
                "trivialDistractReduction=32")) {
            assertNotEquals(deeper, benchNodes(11, pushed), pushed + " changes the depth-11 tree");
        }
        long deepest = benchNodes(12, "");
        for (String pushed : List.of("trivialReduction=32", "forbidPointReductionLess=32")) {
            assertNotEquals(deepest, benchNodes(12, pushed), pushed + " changes the depth-12 tree");
        }
    }

    private static long benchNodes(String settings) {
        return benchNodes(8, settings);
    }

    private static long benchNodes(int depth, String settings) {
        return new Bench(depth, 4, new SearchSettings(settings), ShippedModel.get())
                .run(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).nodes();
    }

    @Test
    void twoRunsInOneProcessAgree() {
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        ByteArrayOutputStream second = new ByteArrayOutputStream();
        Bench.Report a = new Bench(3, 4).run(new PrintStream(first, true, StandardCharsets.UTF_8));
        Bench.Report b = new Bench(3, 4).run(new PrintStream(second, true, StandardCharsets.UTF_8));
        assertTrue(a.nodes() > 1000, "the bench searched: " + a.nodes());
        assertEquals(a.nodes(), b.nodes(), "node signature");
        assertEquals(first.toString(StandardCharsets.UTF_8), second.toString(StandardCharsets.UTF_8));
    }

    @Test
    void benchModeThroughTheCommandLine() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"bench", "--depth", "3", "--table-mb", "2"}, System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("Total nodes: ") && text.contains("Nodes/second: "), text);
    }

    @Test
    void showModePrintsTheBoard() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"show", "--size", "15", "h8h9i8"}, System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        String text = out.toString(StandardCharsets.UTF_8);
        // Black has two stones, white one; white is to move, so white is B and black is M.
        String board = text.lines().filter(l -> l.matches("\\s*\\d+ .*")).reduce("", String::concat);
        assertEquals(1, board.chars().filter(c -> c == 'B').count(), text);
        assertEquals(2, board.chars().filter(c -> c == 'M').count(), text);
        assertTrue(text.contains("[M]"), "last move marked\n" + text);
        assertTrue(text.contains("white to move"), text);
    }
}
