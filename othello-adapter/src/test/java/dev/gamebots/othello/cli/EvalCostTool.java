package dev.gamebots.othello.cli;

import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A measuring tool, not part of the engine: the trained bench ({@link TrainedBench}) with several std
 * weights files in one process, alternating file by file for a number of rounds, each timed by the
 * thread's CPU time as well as the wall clock. On a machine shared with other jobs the wall-clock
 * nodes per second of {@code bench --trained} move by a third from run to run; the CPU time does not
 * count the time the thread waited for a core, so files of the same tree compare by their evaluation's
 * cost. "-" is the shipped weights.
 *
 * <p>{@code java -cp othello-adapter/target/othello-adapter.jar:othello-adapter/target/test-classes
 * dev.gamebots.othello.cli.EvalCostTool --rounds 8 - A.weights B.weights}
 */
@Command(name = "eval-cost", mixinStandardHelpOptions = true,
        description = "The trained bench with several weights files, alternating, timed by thread CPU time.")
public final class EvalCostTool implements Callable<Integer> {

    @Parameters(description = "Std weights files (\"-\": the shipped weights).")
    List<String> files = new ArrayList<>();

    @Option(names = "--rounds", defaultValue = "8", description = "Rounds (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--depth", defaultValue = "9", description = "Search depth (default: ${DEFAULT-VALUE}).")
    int depth;

    public static void main(String[] args) {
        System.exit(new CommandLine(new EvalCostTool()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        List<PatternWeights> weights = new ArrayList<>();
        for (String f : files) {
            weights.add(f.equals("-") ? PatternWeights.load(Variant.STD) : PatternWeights.read(new File(f), Variant.STD));
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] cpuRate = new double[files.size()];
        double[] wallRate = new double[files.size()];
        for (int w = 0; w < weights.size(); w++) {
            TrainedBench.run(depth, weights.get(w)); // compiled before the timed rounds
        }
        for (int round = 1; round <= rounds; round++) {
            for (int w = 0; w < weights.size(); w++) {
                long cpu = threads.getCurrentThreadCpuTime();
                Bench.Result r = TrainedBench.run(depth, weights.get(w));
                cpu = threads.getCurrentThreadCpuTime() - cpu; // both passes
                double perCpuSecond = 2 * r.nodes() * 1e9 / cpu;
                cpuRate[w] += perCpuSecond / rounds;
                wallRate[w] += r.nodesPerSecond() / (double) rounds;
                System.out.printf(Locale.ROOT, "%d %s: %d nodes, %.0f nodes/s of CPU, %d nodes/s of wall clock%n", round,
                        files.get(w), r.nodes(), perCpuSecond, r.nodesPerSecond());
            }
        }
        for (int w = 0; w < weights.size(); w++) {
            System.out.printf(Locale.ROOT, "mean %s: %.0f nodes/s of CPU (%.3fx the first), %.0f of wall clock (%.3fx)%n",
                    files.get(w), cpuRate[w], cpuRate[w] / cpuRate[0], wallRate[w], wallRate[w] / wallRate[0]);
        }
        return 0;
    }
}
