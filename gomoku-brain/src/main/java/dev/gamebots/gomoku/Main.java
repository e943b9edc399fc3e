package dev.gamebots.gomoku;

import dev.gamebots.core.Clock;
import dev.gamebots.gomoku.cli.GomokuCli;
import dev.gamebots.gomoku.protocol.GomocupProtocol;
import dev.gamebots.gomoku.session.SearchOptions;
import java.io.InputStream;
import java.io.PrintStream;
import picocli.CommandLine;

/**
 * Entry point of the gomoku-brain jar. With no arguments (how Gomocup managers start a brain) it
 * speaks the Gomocup protocol on stdin/stdout; with arguments it runs one of the command-line modes
 * of {@link GomokuCli} ({@code protocol} with options, {@code show}, {@code bench}).
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the brain on the process's streams; returns the exit code. */
    public static int run(String[] args) {
        return run(args, System.in, System.out, System.err);
    }

    /** Runs the brain on the given streams; returns the exit code. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            return new GomocupProtocol(in, out, err, SearchOptions.defaults(), Clock.SYSTEM, false).run();
        }
        CommandLine cli = new CommandLine(new GomokuCli(in, out, err));
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setOut(new java.io.PrintWriter(out, true));
        cli.setErr(new java.io.PrintWriter(err, true));
        return cli.execute(args);
    }
}
