package dev.gamebots.othello.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.Main;
import dev.gamebots.othello.eval.AddZeroMoveRowsTool;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Variant;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    /**
     * {@code --weights FILE}: the shipped weights rewritten with zero move rows value every position
     * the same, so the search is the same tree (the cost of the move rows is then the only difference
     * in speed); without {@code --trained} the option is refused.
     */
    @Test
    void theTrainedBenchTakesAWeightsFile(@TempDir Path dir) throws Exception {
        Path shipped = dir.resolve("std.weights");
        try (InputStream in = PatternWeights.class.getResourceAsStream(PatternWeights.resourceName(Variant.STD))) {
            Files.copy(in, shipped);
        }
        Path withRows = dir.resolve("rows.weights");
        AddZeroMoveRowsTool.main(new String[] {shipped.toString(), withRows.toString()});
        assertTrue(PatternWeights.read(withRows.toFile(), Variant.STD).layout().hasMoveRows());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"bench", "--trained", "--depth", "4", "--weights", withRows.toString()}, System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(TrainedBench.run(4).nodes(), Long.parseLong(text.replaceAll("(?s).*: (\\d+) nodes in.*", "$1")), text);
        ByteArrayOutputStream refused = new ByteArrayOutputStream();
        assertEquals(2, Main.run(new String[] {"bench", "--weights", withRows.toString()}, System.in,
                new PrintStream(refused, true, StandardCharsets.UTF_8), System.err));
    }
}
