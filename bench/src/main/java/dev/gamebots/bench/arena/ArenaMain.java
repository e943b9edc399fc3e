package dev.gamebots.bench.arena;

import dev.gamebots.bench.arena.mancala.MancalaCommand;
import dev.gamebots.bench.arena.match.ResumedOptions;
import dev.gamebots.bench.arena.match.StreamsCommand;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code java -jar bench/target/arena.jar <subcommand>}: the local arena. */
@Command(name = "arena", mixinStandardHelpOptions = true, version = "arena 0.1.0",
        description = "Plays matches between game engines through their real protocols.",
        subcommands = {dev.gamebots.bench.arena.gomoku.GomokuCommand.class, dev.gamebots.bench.arena.othello.OthelloCommand.class, MancalaCommand.class, dev.gamebots.bench.arena.report.ReportCommand.class, SearchDemo.class, SpsaCommand.class, PlayCommand.class, WatchCommand.class, CommandLine.HelpCommand.class})
public final class ArenaMain implements Runnable {

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the arena on System.out and System.err; returns the exit code. */
    public static int run(String... args) {
        return run(System.out, System.err, args);
    }

    /** Runs the arena printing to the given streams; returns the exit code. */
    public static int run(PrintStream out, PrintStream err, String... args) {
        CommandLine.IFactory defaults = CommandLine.defaultFactory();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                K made = defaults.create(cls);
                if (made instanceof StreamsCommand command) {
                    command.useStreams(out, err);
                }
                return made;
            }
        };
        CommandLine cli = new CommandLine(new ArenaMain(), factory);
        cli.setOut(new java.io.PrintWriter(out, true));
        cli.setErr(new java.io.PrintWriter(err, true));
        // A run that cannot start as asked (e.g. --resume of a different run) says why in one line,
        // and so does a run that cannot write its records.
        cli.setExecutionExceptionHandler((e, command, parsed) -> {
            if (e instanceof IllegalArgumentException) {
                err.println("arena: " + e.getMessage());
                return 2;
            }
            if (e instanceof UncheckedIOException io) {
                err.println("arena: " + io.getMessage() + ": " + io.getCause());
                return 1;
            }
            throw e;
        });
        return cli.execute(ResumedOptions.complete(new CommandLine(new ArenaMain()), args));
    }

    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }
}
