package dev.gamebots.mancala.cli;

import dev.gamebots.core.SearchResult;
import dev.gamebots.core.Clock;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.solver.Solver;
import dev.gamebots.core.BoundTable;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench}: a fixed-depth MTD(f) search of fixed Kalah(6,4) positions, one thread, a fixed table
 * cleared before each position, no endgame database. The total node count is the regression
 * signature of the solver (it changes only when the search changes); nodes/s measures speed.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Deterministic search benchmark: prints total nodes (signature) and nodes/s.")
public final class BenchCommand implements Callable<Integer> {

    /** Move sequences (1-based holes, player 1 first) from the start of Kalah(6,4). */
    static final String[] POSITIONS = {
        "",
        "3 6",
        "3 6 2 1",
        "1 4 2",
        "5 1 2 6",
        "3 6 4 5 2 1",
        "2 6 1 3 4",
        "6 2 3 5 1 4 6",
    };

    @Option(names = "--depth", defaultValue = "18", description = "search depth in plies (default: ${DEFAULT-VALUE})")
    int depth;

    @Option(names = "--table-mb", defaultValue = "64", description = "table size in MB (default: ${DEFAULT-VALUE})")
    int tableMegabytes;

    private final PrintStream out;

    public BenchCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        Result r = run(depth, tableMegabytes, out);
        out.printf("total nodes %d, %d ms, %d nodes/s%n", r.nodes(), r.nanos() / 1_000_000, r.nodesPerSecond());
        out.println("signature=" + r.nodes());
        out.flush();
        return 0;
    }

    /** Totals of one bench run. */
    public record Result(long nodes, long nanos) {
        public long nodesPerSecond() {
            return nanos <= 0 ? 0 : (long) (nodes * 1e9 / nanos);
        }
    }

    /** Runs the bench; prints one line per position to {@code out} when it is not null. */
    public static Result run(int depth, int tableMegabytes, PrintStream out) {
        BoundTable table = BoundTable.ofMegabytes(tableMegabytes);
        Solver solver = new Solver(6, table, null, Clock.SYSTEM);
        long nodes = 0;
        long nanos = 0;
        for (String line : POSITIONS) {
            Kalah k = position(line);
            table.clear();
            SearchResult r = solver.searchDepth(k, 0, depth);
            nodes += r.nodes();
            nanos += r.elapsedNanos();
            if (out != null) {
                out.printf("position [%s]: value %d move %d nodes %d%n", line, r.score(), r.bestMove() + 1, r.nodes());
            }
        }
        return new Result(nodes, nanos);
    }

    static Kalah position(String holes) {
        Kalah k = new Kalah(6, 4);
        for (String h : holes.trim().split("\\s+")) {
            if (!h.isEmpty()) {
                int move = Integer.parseInt(h) - 1;
                if (!k.isLegal(move)) {
                    throw new IllegalStateException("illegal bench line " + holes);
                }
                k.makeMove(move);
            }
        }
        return k;
    }
}
