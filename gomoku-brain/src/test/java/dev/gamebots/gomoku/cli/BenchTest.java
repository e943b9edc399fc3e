package dev.gamebots.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.Main;
import dev.gamebots.gomoku.eval.ShippedModel;
import dev.gamebots.gomoku.search.SearchConfig;
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
    static final long SIGNATURE = 1_334_839;
    /**
     * The nodes of the positions under the other rules than renju (freestyle and standard): the
     * renju search's own code (white's four past a forbidden block, black's four-three tried on the
     * board) changed only the renju position's count (318,189 to 122,290), these staying at 1,168,465
     * (signature 1,486,654 at 9d7a119, 1,290,755 after it); the tables read at 50% since G10 made
     * them 1,212,549 (the renju position plays the hand-set values and kept its 122,290).
     */
    static final long NOT_RENJU_NODES = 1_212_549;

    @Test
    void theDefaultBenchCountsTheRecordedNodes() {
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        Bench.Report r = new Bench(Bench.DEFAULT_DEPTH, Bench.DEFAULT_TABLE_MB)
                .run(new PrintStream(lines, true, StandardCharsets.UTF_8));
        assertEquals(SIGNATURE, r.nodes(), "bench signature (docs/gomoku.md)");
        long notRenju = 0;
        for (Bench.Position p : Bench.POSITIONS) {
            if (p.rule() != 4) {
                notRenju += nodesOf(lines.toString(StandardCharsets.UTF_8), p.name());
            }
        }
        assertEquals(NOT_RENJU_NODES, notRenju, "the freestyle and standard positions' nodes");
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
     * to the same depth, larger reductions or fewer moves fewer.
     */
    @Test
    void selectivitySettingsChangeTheTreeTheWayTheySay() {
        long base = benchNodes("");
        assertTrue(benchNodes("reductionScale=60") > base, "smaller reductions, more nodes");
        assertTrue(benchNodes("reductionScale=150") < base, "larger reductions, fewer nodes");
        assertTrue(benchNodes("moveCountScale=200") > base, "more moves before pruning, more nodes");
        assertTrue(benchNodes("moveCountScale=50") < base, "fewer moves before pruning, fewer nodes");
    }

    /**
     * Each margin SPSA tunes reaches the search: pushed away from its default it changes the tree of the
     * depth-8 bench (a setting read nowhere would leave the node count as it is).
     */
    @Test
    void everyTunedMarginReachesTheSearch() {
        long base = benchNodes("");
        for (String pushed : List.of("futilityScale=50", "razorScale=250", "failHighScale=40", "singularScale=1000",
                "aspirationDelta=4", "cutNodeReduction=0", "researchScale=40", "vcfDeltaScale=40")) {
            assertNotEquals(base, benchNodes(pushed), pushed + " changes the tree");
        }
    }

    private static long benchNodes(String settings) {
        return new Bench(8, 4, SearchConfig.defaults().with(settings), ShippedModel.get())
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
