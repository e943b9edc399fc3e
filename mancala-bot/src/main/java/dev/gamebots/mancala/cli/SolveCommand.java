package dev.gamebots.mancala.cli;

import dev.gamebots.core.SearchResult;
import dev.gamebots.core.Clock;
import dev.gamebots.mancala.book.OpeningBook;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.session.Preparation;
import dev.gamebots.mancala.solver.DatabaseCache;
import dev.gamebots.mancala.solver.EndgameDatabase;
import dev.gamebots.mancala.solver.Solver;
import dev.gamebots.core.BoundTable;
import java.io.PrintStream;
import java.nio.file.Files;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code solve --holes M --seeds N}: the first player's exact margin in Kalah(M, N). The contest's
 * Kalah(6,4) is answered from the shipped opening book (its first line is this solver's result);
 * {@code --no-book} searches, which takes minutes there, with progress on stderr.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solves Kalah(M, N) from the start; the last line is margin=<first player's exact margin>. "
                + "Progress (database levels, MTD(f) passes, elapsed time) goes to stderr.")
public final class SolveCommand implements Callable<Integer> {

    @Option(names = "--holes", required = true, description = "holes per side (M)")
    int holes;

    @Option(names = "--seeds", required = true, description = "seeds per hole at the start (N)")
    int seeds;

    @Option(names = "--table-mb", defaultValue = "256", description = "transposition table size in MB (default: ${DEFAULT-VALUE})")
    int tableMegabytes;

    @Option(names = "--database-seeds", defaultValue = "-1",
            description = "endgame database of all positions with up to K seeds in the holes; -1 = automatic "
                    + "(the bot's K=16 database when its cache file is complete, else a database built in about a second), 0 = none")
    int databaseSeeds;

    @Option(names = "--database-dir", description = "folder of the database cache file (default: the temp folder)")
    java.nio.file.Path databaseDir;

    @Option(names = "--iterative", description = "deepen step by step (as the bot does) instead of one exact search")
    boolean iterative;

    @Option(names = "--no-book", description = "search even when the opening book has the start position (Kalah(6,4): minutes)")
    boolean noBook;

    private final PrintStream out;
    private final PrintStream err;

    public SolveCommand(PrintStream out) {
        this(out, System.err);
    }

    public SolveCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Why Kalah(holes, seeds) cannot be solved here, or null when it can. */
    static String invalid(int holes, int seeds) {
        if (holes < 1 || holes > Kalah.MAX_HOLES) {
            return "--holes must be 1.." + Kalah.MAX_HOLES + ", not " + holes;
        }
        if (seeds < 0) {
            return "--seeds must not be negative, not " + seeds;
        }
        if (2 * holes * seeds > 120) {
            return "at most 120 seeds in all: 2 x " + holes + " holes x " + seeds + " seeds = " + 2 * holes * seeds;
        }
        return null;
    }

    @Override
    public Integer call() {
        String invalid = invalid(holes, seeds);
        if (invalid != null) {
            out.println("error: " + invalid);
            return 2;
        }
        if (seeds == 0) {
            // Every hole is empty: the game is over before the first move, so there is no best move
            // to name (holes are 1..M; the search's "no move" used to print as hole 0).
            out.printf("Kalah(%d,0): no seeds, so the game is over before any move: no first move%n", holes);
            out.println("margin=0");
            out.flush();
            return 0;
        }
        long t0 = System.nanoTime();
        Kalah start = new Kalah(holes, seeds);
        if (!noBook && holes == 6) {
            // Issue 15: the README's `solve --holes 6 --seeds 4` printed nothing for over a minute (the
            // search takes 80 s or more with the K=16 database). The book's first entry is that very
            // search's result (docs/mancala.md), so it is the answer; --no-book repeats the search.
            OpeningBook.Entry e = OpeningBook.contest().lookup(start);
            if (e != null) {
                out.printf("Kalah(%d,%d): best first move hole %d (from the opening book, made by this solver; "
                        + "--no-book searches again, minutes), time %d ms%n", holes, seeds, e.move() + 1,
                        (System.nanoTime() - t0) / 1_000_000);
                out.println("margin=" + e.value());
                out.flush();
                return 0;
            }
        }
        DatabaseCache cache = databaseDir != null ? new DatabaseCache(databaseDir) : DatabaseCache.inTempFolder();
        int k = databaseSeeds;
        if (k < 0) {
            int bots = Preparation.DEFAULT_DATABASE_SEEDS;
            // The bot's database is far larger than an automatic build would be; use it when it is
            // complete on disk (a 0.3 s load), not when it would have to be built (20 s and more).
            boolean complete = holes == 6 && 2 * holes * seeds > bots && Files.isRegularFile(cache.file(6, bots))
                    && cache.load(6, bots) != null;
            k = complete ? bots : DatabaseSizes.automatic(holes, 2 * holes * seeds);
        }
        EndgameDatabase db = null;
        if (k > 0) {
            long t1 = System.nanoTime();
            boolean cached = cache.load(holes, k) != null;
            err.printf("database: K=%d, %s %s%n", k, cached ? "loading" : "building (or resuming) and saving to",
                    cache.file(holes, k));
            err.flush();
            int[] shown = {-1};
            db = cache.loadOrBuild(holes, k, level -> {
                // Each level once (the complete database is handed over twice: by the build and at the end).
                if (!cached && level.maxSeeds() > shown[0]) {
                    shown[0] = level.maxSeeds();
                    err.printf("database: up to %d seeds ready, %.1f s%n", level.maxSeeds(), (System.nanoTime() - t1) / 1e9);
                    err.flush();
                }
            });
            out.printf("database: %s %s%n", cached ? "loaded from" : "built and saved to", cache.file(holes, k));
            out.printf("database: %d positions (up to %d seeds) ready in %d ms%n", db.size(), k,
                    (System.nanoTime() - t1) / 1_000_000);
        }
        int s = start.seedsInHoles();
        Solver solver = new Solver(holes, BoundTable.ofMegabytes(tableMegabytes), db, Clock.SYSTEM)
                .withProgress((passDone, lower, upper, nodes, nanos) -> {
                    err.printf("%s: margin in [%d, %d], %,d nodes, %.1f s%n", passDone ? "pass done" : "searching",
                            Math.max(-s, lower), Math.min(s, upper), nodes, nanos / 1e9);
                    err.flush();
                });
        err.printf("searching Kalah(%d,%d)%s%n", holes, seeds, iterative ? " by deepening" : " exactly (MTD(f))");
        err.flush();
        SearchResult r;
        if (iterative) {
            r = solver.solve(start, 0, Solver.TO_THE_END, 2, 2,
                    info -> out.printf("depth %d value %d%s move %d nodes %d time %d ms%n", info.depth(), info.score(),
                            info.exact() ? " exact" : "", (info.pv().length > 0 ? info.pv()[0] : -1) + 1, info.nodes(),
                            info.elapsedMillis()));
        } else {
            r = solver.solveExact(start, 0);
        }
        out.printf("Kalah(%d,%d): best first move hole %d, nodes %d, time %d ms%n", holes, seeds, r.bestMove() + 1,
                r.nodes(), r.elapsedNanos() / 1_000_000);
        out.println("margin=" + r.score());
        out.flush();
        return 0;
    }
}
