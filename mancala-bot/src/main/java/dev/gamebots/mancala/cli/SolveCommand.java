package dev.gamebots.mancala.cli;

import dev.gamebots.core.Clock;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.solver.DatabaseCache;
import dev.gamebots.mancala.solver.EndgameDatabase;
import dev.gamebots.mancala.solver.Solver;
import dev.gamebots.mancala.solver.SolverTable;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code solve --holes M --seeds N}: the first player's exact margin in Kalah(M, N). */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solves Kalah(M, N) from the start; the last line is margin=<first player's exact margin>.")
public final class SolveCommand implements Callable<Integer> {

    @Option(names = "--holes", required = true, description = "holes per side (M)")
    int holes;

    @Option(names = "--seeds", required = true, description = "seeds per hole at the start (N)")
    int seeds;

    @Option(names = "--table-mb", defaultValue = "256", description = "transposition table size in MB (default: ${DEFAULT-VALUE})")
    int tableMegabytes;

    @Option(names = "--database-seeds", defaultValue = "-1",
            description = "endgame database of all positions with up to K seeds in the holes; -1 = automatic, 0 = none")
    int databaseSeeds;

    @Option(names = "--database-dir", description = "folder of the database cache file (default: the temp folder)")
    java.nio.file.Path databaseDir;

    @Option(names = "--iterative", description = "deepen step by step (as the bot does) instead of one exact search")
    boolean iterative;

    private final PrintStream out;

    public SolveCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        if (holes < 1 || holes > Kalah.MAX_HOLES || seeds < 0 || 2 * holes * seeds > 120) {
            out.println("error: need 1 <= holes <= " + Kalah.MAX_HOLES + " and at most 120 seeds in all");
            return 2;
        }
        Kalah start = new Kalah(holes, seeds);
        int k = databaseSeeds >= 0 ? databaseSeeds : DatabaseSizes.automatic(holes, 2 * holes * seeds);
        EndgameDatabase db = null;
        if (k > 0) {
            long t0 = System.nanoTime();
            DatabaseCache cache = databaseDir != null ? new DatabaseCache(databaseDir) : DatabaseCache.inTempFolder();
            boolean cached = cache.load(holes, k) != null;
            db = cache.loadOrBuild(holes, k);
            out.printf("database: %s %s%n", cached ? "loaded from" : "built and saved to", cache.file(holes, k));
            out.printf("database: %d positions (up to %d seeds) ready in %d ms%n", db.size(), k,
                    (System.nanoTime() - t0) / 1_000_000);
        }
        Solver solver = new Solver(holes, new SolverTable(tableMegabytes), db, Clock.SYSTEM);
        Solver.Result r;
        if (iterative) {
            r = solver.solve(start, 0, Long.MAX_VALUE, Long.MAX_VALUE, 2, 2,
                    (depth, value, exact, move, nodes, nanos) -> out.printf(
                            "depth %d value %d%s move %d nodes %d time %d ms%n", depth, value, exact ? " exact" : "",
                            move + 1, nodes, nanos / 1_000_000));
        } else {
            r = solver.solveExact(start, 0);
        }
        out.printf("Kalah(%d,%d): best first move hole %d, nodes %d, time %d ms%n", holes, seeds, r.bestMove() + 1,
                r.nodes(), r.nanos() / 1_000_000);
        out.println("margin=" + r.value());
        out.flush();
        return 0;
    }
}
