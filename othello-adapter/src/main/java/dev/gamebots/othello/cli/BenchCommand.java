package dev.gamebots.othello.cli;

import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Variant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code bench}: fixed positions, fixed depth, one thread, fixed table size; prints the total node
 * count (the deterministic signature) and the speed. {@code bench --trained}: the std middle game
 * with the shipped weights instead ({@link TrainedBench}).
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Deterministic search benchmark.")
public final class BenchCommand implements Callable<Integer> {

    @ParentCommand
    Launcher main;

    @Option(names = "--depth", defaultValue = "7", description = "Midgame search depth (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--solve-empties", defaultValue = "16",
            description = "Empties of the exact endgame solves (default: ${DEFAULT-VALUE}).")
    int solveEmpties;

    @Option(names = "--trained",
            description = "Search std positions with the shipped trained weights instead (timed after one untimed pass).")
    boolean trained;

    @Option(names = "--weights", paramLabel = "FILE",
            description = "With --trained: these std weights instead of the shipped ones (a candidate's cost, side by side).")
    java.io.File weights;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 30 || solveEmpties < 1 || solveEmpties > 30) {
            main.out().println("depth must be within 1..30 and solve-empties within 1..30");
            return 2;
        }
        if (weights != null && !trained) {
            main.out().println("--weights goes with --trained");
            return 2;
        }
        if (trained) {
            PatternWeights w;
            try {
                w = weights != null ? PatternWeights.read(weights, Variant.STD) : PatternWeights.load(Variant.STD);
            } catch (java.io.IOException e) {
                main.out().println("bench: cannot read " + weights + ": " + e.getMessage());
                return 2;
            }
            Bench.Result r = TrainedBench.run(depth, w);
            if (r == null) {
                main.out().println("this jar has no trained std weights");
                return 1;
            }
            main.out().printf("bench --trained: %d std searches, depth %d: %d nodes in %d ms, %d nodes/s%n",
                    r.searches(), depth, r.nodes(), r.nanos() / 1_000_000, r.nodesPerSecond());
            return 0;
        }
        Bench.Result r = Bench.run(depth, solveEmpties);
        main.out().printf("bench: %d searches, depth %d, solves at %d empties: %d nodes in %d ms, %d nodes/s%n",
                r.searches(), depth, solveEmpties, r.nodes(), r.nanos() / 1_000_000, r.nodesPerSecond());
        return 0;
    }
}
