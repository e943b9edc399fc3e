package dev.gamebots.mancala;

import dev.gamebots.core.Clock;
import dev.gamebots.mancala.book.OpeningBook;
import dev.gamebots.mancala.cli.BenchCommand;
import dev.gamebots.mancala.cli.BookCommand;
import dev.gamebots.mancala.cli.SolveCommand;
import dev.gamebots.mancala.protocol.ContestProtocol;
import dev.gamebots.mancala.protocol.GameLog;
import dev.gamebots.mancala.session.Player;
import dev.gamebots.mancala.solver.DatabaseCache;
import dev.gamebots.mancala.solver.EndgameDatabase;
import dev.gamebots.mancala.solver.SolverTable;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Entry point of the mancala-bot jar. With no subcommand it plays the contest protocol on
 * stdin/stdout, logging to the file named by the first argument.
 */
@Command(name = "mancala-bot", mixinStandardHelpOptions = true,
        description = "Kalah(6,4) contest bot: plays the contest protocol on stdin/stdout and logs to LOGFILE.")
public final class Main implements Callable<Integer> {

    /** Endgame database used by the bot: all positions with up to this many seeds in the holes. */
    public static final int DEFAULT_DATABASE_SEEDS = 16;

    @Parameters(index = "0", arity = "0..1", paramLabel = "LOGFILE",
            description = "log file: every line received and sent, the board after each move, the values")
    String logFile;

    @Parameters(index = "1..*", arity = "0..*", hidden = true, description = "ignored")
    List<String> ignored;

    @Option(names = "--move-ms", defaultValue = "1000", description = "time for one move, from the MOVE line (default: ${DEFAULT-VALUE})")
    long moveMillis;

    @Option(names = "--first-move-ms", defaultValue = "1200",
            description = "deadline of the first move counted from the process start (default: ${DEFAULT-VALUE})")
    long firstMoveMillis;

    @Option(names = "--table-mb", defaultValue = "0", description = "solver table in MB; 0 = automatic (a quarter of the heap, at most 256)")
    int tableMegabytes;

    @Option(names = "--database-seeds", defaultValue = "" + DEFAULT_DATABASE_SEEDS,
            description = "endgame database of all positions with up to K seeds in the holes; 0 = none (default: ${DEFAULT-VALUE})")
    int databaseSeeds;

    @Option(names = "--database-dir", description = "folder of the database cache file (default: the temp folder)")
    Path databaseDir;

    @Option(names = "--no-book", description = "do not use the opening book (tests of the solver)")
    boolean noBook;

    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;

    Main(InputStream in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        int rc = run(args);
        System.out.flush();
        System.exit(rc);
    }

    /** Runs the bot (or a subcommand) on the process streams; returns the exit code. */
    public static int run(String[] args) {
        return run(args, System.in, System.out, System.err);
    }

    /** Runs on the given streams; returns the exit code. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CommandLine cmd = new CommandLine(new Main(in, out, err));
        cmd.addSubcommand("solve", new SolveCommand(out));
        cmd.addSubcommand("bench", new BenchCommand(out));
        cmd.addSubcommand("book", new BookCommand(out));
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        // Protocol mode must start whatever the controller appends: unknown options become ignored words.
        cmd.setUnmatchedOptionsArePositionalParams(true);
        return cmd.execute(args);
    }

    @Override
    public Integer call() {
        long processStart = processStartNanos();
        GameLog log = GameLog.open(logFile, err);
        try {
            log.note("mancala-bot started" + (ignored == null || ignored.isEmpty() ? "" : "; ignoring arguments " + ignored));
            OpeningBook book = noBook ? OpeningBook.empty(6) : OpeningBook.contest();
            int mb = tableMegabytes > 0 ? tableMegabytes
                    : (int) Math.max(16, Math.min(256, Runtime.getRuntime().maxMemory() / 4 / (1024 * 1024)));
            SolverTable table = new SolverTable(mb);
            Player player = new Player(6, book, table, Clock.SYSTEM);
            log.note("book: " + book.size() + " positions; solver table " + table.bytes() / (1024 * 1024) + " MB");
            startPreparation(player, log);
            int rc = new ContestProtocol(out, log, player,
                    new ContestProtocol.Timing(moveMillis, firstMoveMillis, 500), processStart).run(in);
            return rc;
        } catch (RuntimeException | OutOfMemoryError e) {
            log.note("fatal: " + e);
            return 1;
        } finally {
            log.close();
        }
    }

    /**
     * On a background thread: warms the JIT up, then loads the endgame database from its cache file or
     * builds it level by level (each level is usable as soon as it is complete) and caches it.
     */
    private void startPreparation(Player player, GameLog log) {
        Thread t = new Thread(() -> {
            try {
                long t0 = System.nanoTime();
                long nodes = player.warmUp(t0 + 150_000_000L);
                log.note(String.format("warm-up: %d nodes in %d ms", nodes, (System.nanoTime() - t0) / 1_000_000));
                if (databaseSeeds > 0) {
                    long t1 = System.nanoTime();
                    DatabaseCache cache = databaseDir != null ? new DatabaseCache(databaseDir) : DatabaseCache.inTempFolder();
                    EndgameDatabase db = cache.loadOrBuild(6, databaseSeeds, player::setDatabase);
                    log.note(String.format("endgame database: %d positions (up to %d seeds) ready in %d ms (cache %s)",
                            db.size(), db.maxSeeds(), (System.nanoTime() - t1) / 1_000_000,
                            cache.file(6, databaseSeeds)));
                }
            } catch (RuntimeException | OutOfMemoryError e) {
                log.note("endgame database unavailable: " + e);
            }
        }, "mancala-prepare");
        t.setDaemon(true);
        t.setPriority(Thread.NORM_PRIORITY - 1);
        t.start();
    }

    /** The process start on the {@link System#nanoTime()} scale (now, when unknown). */
    static long processStartNanos() {
        long nowNanos = System.nanoTime();
        long nowMillis = System.currentTimeMillis();
        return ProcessHandle.current().info().startInstant()
                .map(start -> nowNanos - Math.max(0, nowMillis - start.toEpochMilli()) * 1_000_000L)
                .orElse(nowNanos);
    }
}
