package dev.gamebots.othello.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The bench signature is reproducible: two runs in one process count the same nodes; so does the trained bench. */
class BenchTest {

    /**
     * The signature of the default bench, as docs/benchmarks.md records it: a change of search
     * behaviour (ordering, pruning, evaluation, solver) changes it and must say so there and here.
     */
    static final long SIGNATURE = 2_712_674;

    @Test
    void theDefaultBenchCountsTheRecordedNodes() {
        assertEquals(SIGNATURE, Bench.run(7, 16).nodes(), "bench signature (docs/benchmarks.md)");
    }

    @Test
    void twoRunsInOneProcessAgree() {
        Bench.Result first = Bench.run(4, 12);
        Bench.Result second = Bench.run(4, 12);
        assertTrue(first.nodes() > 1000, "the bench searched: " + first);
        assertEquals(first.nodes(), second.nodes());
        assertEquals(first.searches(), second.searches());
    }

    @Test
    void benchCommandPrintsTheSignature() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"bench", "--depth", "3", "--solve-empties", "10"}, System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.matches("(?s)bench: 19 searches, depth 3, solves at 10 empties: \\d+ nodes in \\d+ ms, \\d+ nodes/s\\s*"),
                text);
        long nodes = Long.parseLong(text.replaceAll("(?s).*: (\\d+) nodes in.*", "$1"));
        assertEquals(Bench.run(3, 10).nodes(), nodes);
    }

    /**
     * The trained bench searches the same tree each time (its count is not pinned: it follows the
     * shipped std weights, which issue 44 retrains), and the command prints it.
     */
    @Test
    void theTrainedBenchIsReproducibleAndPrinted() {
        Bench.Result first = TrainedBench.run(4);
        Bench.Result second = TrainedBench.run(4);
        assertTrue(first.nodes() > 1000, "the bench searched: " + first);
        assertEquals(first.nodes(), second.nodes());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"bench", "--trained", "--depth", "4"}, System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.matches("(?s)bench --trained: 12 std searches, depth 4: \\d+ nodes in \\d+ ms, \\d+ nodes/s\\s*"),
                text);
        assertEquals(first.nodes(), Long.parseLong(text.replaceAll("(?s).*: (\\d+) nodes in.*", "$1")));
    }
}
