package dev.gamebots.othello;

import dev.gamebots.core.Clock;
import dev.gamebots.othello.cli.BenchCommand;
import dev.gamebots.othello.cli.BookCommand;
import dev.gamebots.othello.cli.DuelCommand;
import dev.gamebots.othello.cli.GamesCommand;
import dev.gamebots.othello.cli.Launcher;
import dev.gamebots.othello.cli.MatchCommand;
import dev.gamebots.othello.cli.PerftCommand;
import dev.gamebots.othello.cli.ProbCutCommand;
import dev.gamebots.othello.cli.SelfPlayCommand;
import dev.gamebots.othello.cli.SolveCommand;
import dev.gamebots.othello.cli.TrainCommand;
import dev.gamebots.othello.cli.WthorCommand;
import dev.gamebots.othello.protocol.JsonProtocol;
import dev.gamebots.othello.protocol.NBoardProtocol;
import dev.gamebots.othello.protocol.RequestParser;
import dev.gamebots.othello.session.Engine;
import dev.gamebots.othello.session.EngineLog;
import dev.gamebots.othello.session.ProcessAge;
import dev.gamebots.othello.session.WarmUp;
import java.io.File;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Entry point of the othello-adapter jar. With no arguments it speaks the FlipSight JSON-line
 * protocol on stdin/stdout; {@code --nboard} speaks NBoard; the subcommands {@code perft},
 * {@code solve} and {@code bench} are tools.
 */
@Command(name = "othello-adapter", mixinStandardHelpOptions = true, version = "othello-adapter 0.1",
        description = "FlipSight engine for std, anti, grand, octagon and reversi (JSON lines on stdin/stdout).",
        subcommands = {PerftCommand.class, SolveCommand.class, BenchCommand.class, MatchCommand.class,
            TrainCommand.class, SelfPlayCommand.class, ProbCutCommand.class, DuelCommand.class, WthorCommand.class,
            GamesCommand.class, BookCommand.class})
public final class Main implements Callable<Integer>, Launcher {

    @Option(names = "--nboard", description = "Speak the NBoard protocol (standard 8x8 only).")
    boolean nboard;

    @Option(names = "--log", paramLabel = "FILE",
            description = "Log file (default: othello-adapter.log beside the jar, else in the temp folder).")
    File logFile;

    @Option(names = "--hash-mb", paramLabel = "N",
            description = "Transposition table size in MB (default: ${DEFAULT-VALUE}).")
    int hashMb = 32;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads of the exact endgame; the midgame search uses one (default: ${DEFAULT-VALUE};"
                    + " both legs of a bot match run at once on the same machine).")
    int threads = 1;

    @Option(names = "--think-ms", paramLabel = "N",
            description = "Fixed time per move in ms, still within the request's budget (default: plan from the clock).")
    long thinkMs = 0;

    @Option(names = "--max-move-ms", paramLabel = "N",
            description = "The longest any move may take, however much time the request gives"
                    + " (default: ${DEFAULT-VALUE}).")
    long maxMoveMs = Engine.Settings.DEFAULT_MAX_MOVE_MS;

    /**
     * Off by default until the book wins its SPRT against the search alone (docs/sprt-log.md);
     * {@code --no-book} stays accepted so that commands written for either default keep working.
     */
    @Option(names = "--book", negatable = true, defaultValue = "false", fallbackValue = "true",
            description = "Play std's opening book where it holds the position (--no-book: search every move; default: off).")
    private boolean book;

    @Option(names = "--no-warmup", description = "Skip the JIT warm-up at start-up.")
    boolean noWarmup;

    private final InputStream in;
    /** Clock reading of the process's start (of this run, in process): a request waiting at start is charged from it. */
    private long processStartNanos;
    /** The JSON request parser, possibly being made on another thread (see {@link #run(String[])}). */
    private FutureTask<RequestParser> parser;
    private final PrintStream out;
    private final PrintStream err;

    Main(InputStream in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * Runs with the process's standard streams; returns the exit code. The JSON parser is made on a
     * second thread meanwhile: on a cold JVM loading Jackson takes about as long as parsing the command
     * line (hundreds of milliseconds each on a busy machine), and the first request's clock is running.
     */
    public static int run(String[] args) {
        PrintStream stdout = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false,
                StandardCharsets.UTF_8);
        FutureTask<RequestParser> parser = new FutureTask<>(() -> new RequestParser());
        if (args.length == 0 || args[0].startsWith("-")) {
            // Only the protocols (no subcommand first) answer requests; a tool such as perft or solve
            // would share the cores with Jackson's class loading for nothing while it is being timed.
            Thread maker = new Thread(parser, "json-parser");
            maker.setDaemon(true);
            maker.start();
        }
        long processStart = System.nanoTime() - ProcessAge.millis() * 1_000_000L;
        return run(args, System.in, stdout, System.err, parser, processStart);
    }

    /** Runs on the given streams; returns the exit code. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        FutureTask<RequestParser> parser = new FutureTask<>(() -> new RequestParser());
        return run(args, in, out, err, parser, System.nanoTime());
    }

    private static int run(String[] args, InputStream in, PrintStream out, PrintStream err,
                           FutureTask<RequestParser> parser, long processStartNanos) {
        Main main = new Main(in, out, err);
        main.parser = parser;
        main.processStartNanos = processStartNanos;
        if (args.length == 0) {
            // The way FlipSight starts the engine: nothing to parse, so picocli (a few hundred ms of class
            // loading on a cold JVM, on the first move's clock) is not needed; the fields hold the defaults.
            return main.call();
        }
        CommandLine cl = new CommandLine(main);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    /** The request parser made beforehand, or a new one (made here when nobody started it). */
    private RequestParser parser() {
        parser.run(); // does nothing when the task already ran or is running
        try {
            return parser.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            // fall through: make one here
        }
        return new RequestParser();
    }

    @Override
    public PrintStream out() {
        return out;
    }

    @Override
    public boolean noWarmup() {
        return noWarmup;
    }

    @Override
    public Integer call() {
        EngineLog log = EngineLog.open(logFile, err);
        int hash = Math.max(1, Math.min(hashMb, 4096));
        int searchThreads = Math.max(1, Math.min(threads, 64));
        long maxMove = Math.max(1, maxMoveMs);
        Engine.Settings settings = new Engine.Settings(hash, Math.max(0, thinkMs), searchThreads, maxMove, book);
        log.log("start: " + (nboard ? "nboard" : "json") + " mode, hash " + hash + " MB, threads " + searchThreads
                + ", think-ms " + thinkMs + ", max-move-ms " + maxMove + (book ? ", opening book" : "")
                + ", java " + Runtime.version() + ", started " + (System.nanoTime() - processStartNanos) / 1_000_000
                + " ms ago");
        if (nboard) {
            NBoardProtocol protocol = new NBoardProtocol(in, out, log, settings, Clock.SYSTEM);
            if (!noWarmup) {
                // NBoard sends its set-up commands first; warming up while they arrive costs nothing.
                WarmUp warmUp = new WarmUp(1000);
                warmUp.start();
                protocol.afterFirstGo(warmUp::stop);
            }
            return protocol.run();
        }
        Engine engine = new Engine(settings, Clock.SYSTEM, log);
        JsonProtocol protocol = new JsonProtocol(in, out, log, engine, Clock.SYSTEM, processStartNanos, parser());
        return protocol.run(noWarmup ? 0 : 1500);
    }
}
