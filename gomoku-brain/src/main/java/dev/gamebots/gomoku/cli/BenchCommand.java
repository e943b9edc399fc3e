package dev.gamebots.gomoku.cli;

import dev.gamebots.gomoku.search.SearchSettings;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code bench}: searches fixed positions to a fixed depth with one thread and a fixed table, from
 * a fresh state, and prints the total node count (the deterministic signature of the search) and
 * the speed.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Fixed-depth search of fixed positions: prints total nodes (signature) and nodes/s.")
final class BenchCommand implements Callable<Integer> {

    @ParentCommand
    GomokuCli parent;

    @Option(names = "--depth", description = "Search depth (default ${DEFAULT-VALUE}).")
    int depth = Bench.DEFAULT_DEPTH;

    @Option(names = "--table-mb", description = "Transposition table size in MB (default ${DEFAULT-VALUE}).")
    int tableMb = Bench.DEFAULT_TABLE_MB;

    @Option(names = "--search-config", paramLabel = "K=V,...", description = "Search settings to bench instead of the brain's.")
    String searchConfig;

    @Mixin
    EvalOptions eval;

    @Override
    public Integer call() throws IOException {
        Bench.Report r = new Bench(depth, tableMb, new SearchSettings(searchConfig), eval.model())
                .run(parent.out);
        parent.out.println("Total nodes: " + r.nodes());
        long[] e = r.expanded();
        parent.out.printf("Expanded nodes: quiescence %d, forced block %d, defence %d, other %d%n", e[0], e[1], e[2], e[3]);
        parent.out.println("Time (ms): " + r.millis());
        parent.out.println("Nodes/second: " + r.nodesPerSecond());
        parent.out.println("CPU time (ms): " + r.cpuMillis());
        parent.out.println("Nodes/CPU-second: " + r.nodesPerCpuSecond());
        return 0;
    }
}
