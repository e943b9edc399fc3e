package dev.gamebots.mancala;

import dev.gamebots.core.Clock;
import dev.gamebots.mancala.book.OpeningBook;
import dev.gamebots.mancala.cli.BenchCommand;
import dev.gamebots.mancala.cli.BookCommand;
import dev.gamebots.mancala.cli.SolveCommand;
import dev.gamebots.mancala.protocol.ContestProtocol;
import dev.gamebots.mancala.protocol.GameLog;
import dev.gamebots.mancala.session.Player;
import dev.gamebots.mancala.session.Preparation;
import dev.gamebots.mancala.solver.DatabaseCache;
import dev.gamebots.core.BoundTable;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
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

    /** Time the JVM is assumed to need before main() until the real process start is known. */
    static final long ASSUMED_JVM_STARTUP_MS = 400;
    /** Longest wait at exit for a database save asked for at the end of the game. */
    static final long EXIT_SAVE_WAIT_MS = 250;

    @Parameters(index = "0", arity = "0..1", paramLabel = "LOGFILE",
            description = "log file: every line received and sent, the board after each move, the values")
    String logFile;

    @Parameters(index = "1..*", arity = "0..*", hidden = true, description = "ignored")
    List<String> ignored;

    @Option(names = "--move-ms", defaultValue = "1100", description = "time for one move, from the MOVE line (default: ${DEFAULT-VALUE})")
    long moveMillis = 1100;

    @Option(names = "--first-move-ms", defaultValue = "1200",
            description = "deadline of the first move counted from the process start (default: ${DEFAULT-VALUE})")
    long firstMoveMillis = 1200;

    @Option(names = "--table-mb", defaultValue = "0",
            description = "solver table in MB; 0 = automatic (" + Preparation.DEFAULT_TABLE_MB + ", less on a small heap)")
    int tableMegabytes;

    @Option(names = "--database-seeds", defaultValue = "" + Preparation.DEFAULT_DATABASE_SEEDS,
            description = "endgame database of all positions with up to K seeds in the holes; 0 = none (default: ${DEFAULT-VALUE})")
    int databaseSeeds = Preparation.DEFAULT_DATABASE_SEEDS;

    @Option(names = "--database-dir", description = "folder of the database cache file (default: the temp folder)")
    Path databaseDir;

    @Option(names = "--no-book", description = "do not use the opening book (tests of the solver)")
    boolean noBook;

    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;
    /** When {@link #main} was entered (for the start-up timeline in the log); 0 when run in-process. */
    private static volatile long mainEnteredNanos;

    Main(InputStream in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        mainEnteredNanos = System.nanoTime();
        // stdin through a FileChannel: a thread blocked in a plain read of stdin holds the JVM's exit
        // back about 300 ms (HotSpot waits for threads in native code; measured here), while the spec
        // wants the process gone within 1 s of END. Closing the channel wakes the reader at once.
        FileChannel stdin = new FileInputStream(FileDescriptor.in).getChannel();
        int rc = run(args, Channels.newInputStream(stdin), System.out, System.err);
        System.out.flush();
        System.err.flush();
        try {
            stdin.close();
        } catch (IOException e) {
            // exiting anyway
        }
        System.exit(rc);
    }

    /** Runs the bot (or a subcommand) on the process streams; returns the exit code. */
    public static int run(String[] args) {
        return run(args, System.in, System.out, System.err);
    }

    /** Runs on the given streams; returns the exit code. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (isContestInvocation(args)) {
            // The controller's clock runs from the process start: picocli's set-up (300-900 ms of a
            // cold, loaded JVM here, see docs/mancala.md) is skipped for the plain contest call,
            // which has the same meaning as parsing it.
            Main bot = new Main(in, out, err);
            bot.logFile = args.length == 1 ? args[0] : null;
            return bot.call();
        }
        CommandLine cmd = new CommandLine(new Main(in, out, err));
        // Subcommands are registered only when asked for: introspecting them costs start-up time
        // that the contest's first move (JVM start-up included) cannot spare.
        String first = args.length > 0 ? args[0] : "";
        if (first.equals("solve") || first.startsWith("-")) {
            cmd.addSubcommand("solve", new SolveCommand(out, err));
        }
        if (first.equals("bench") || first.startsWith("-")) {
            cmd.addSubcommand("bench", new BenchCommand(out));
        }
        if (first.equals("book") || first.startsWith("-")) {
            cmd.addSubcommand("book", new BookCommand(out));
        }
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        // Protocol mode must start whatever the controller appends: unknown options become ignored words.
        cmd.setUnmatchedOptionsArePositionalParams(true);
        return cmd.execute(args);
    }

    /** {@code java -jar mancala-bot.jar [LOGFILE]}: nothing for picocli to decide. */
    static boolean isContestInvocation(String[] args) {
        if (args.length == 0) {
            return true;
        }
        String a = args[0];
        return args.length == 1 && !a.startsWith("-") && !a.equals("solve") && !a.equals("bench") && !a.equals("book")
                && !a.equals("help");
    }

    @Override
    public Integer call() {
        long entered = mainEnteredNanos != 0 ? mainEnteredNanos : System.nanoTime();
        // Until the preparation thread reads the real process start (a costly call on a cold JVM),
        // assume the JVM took this long to reach main().
        AtomicLong processStart = new AtomicLong(entered - ASSUMED_JVM_STARTUP_MS * 1_000_000L);
        GameLog log = GameLog.open(logFile, err);
        try {
            log.note("mancala-bot started " + (System.nanoTime() - entered) / 1_000_000 + " ms after main()"
                    + (ignored == null || ignored.isEmpty() ? "" : "; ignoring arguments " + ignored));
            OpeningBook book = noBook ? OpeningBook.empty(6) : OpeningBook.contest();
            // A small table at once; the large one is allocated on the preparation thread.
            Player player = new Player(6, book, BoundTable.ofMegabytes(1), Clock.SYSTEM);
            log.note("book: " + book.size() + " positions");
            DatabaseCache.Saver saver = new DatabaseCache.Saver().log(log::note);
            Preparation preparation = new Preparation(player, log::note, saver, databaseDir, databaseSeeds, tableMegabytes);
            // At END the build (if one runs) saves its progress at once, while the bot waits for a
            // further START: the process may be gone a moment later. The preparation starts after
            // the first move (or idle input), not before it: see ContestProtocol.
            int rc = new ContestProtocol(out, log, player,
                    new ContestProtocol.Timing(moveMillis, firstMoveMillis, ContestProtocol.Timing.defaults().endGraceMs()),
                    processStart::get, new ContestProtocol.Events() {
                        @Override
                        public void startBackground() {
                            preparation.start(processStart, entered);
                        }

                        @Override
                        public void gameStarted() {
                            preparation.gameStarted();
                        }

                        @Override
                        public void gameOver() {
                            preparation.gameOver();
                        }
                    }).run(in);
            // End of input can come right after END: give a save asked for then a bounded moment to
            // finish (a cut-short write only leaves a stale temporary file; the spec allows 1 s).
            saver.requestNow();
            if (!saver.awaitRequested(EXIT_SAVE_WAIT_MS)) {
                log.note("endgame database cache: save not finished at exit");
            }
            return rc;
        } catch (RuntimeException | OutOfMemoryError e) {
            log.note("fatal: " + e);
            return 1;
        } finally {
            log.close();
        }
    }

}
