package dev.gamebots.gomoku.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The command-line modes of the jar. */
@Command(name = "gomoku-brain", mixinStandardHelpOptions = true, version = "gomoku-brain 0.1.0",
        description = "Gomocup brain. With no arguments it speaks the Gomocup protocol on stdin/stdout.",
        subcommands = {ProtocolCommand.class, ShowCommand.class, BenchCommand.class, SelfPlayCommand.class,
            TrainCommand.class, WinsCommand.class, OpeningsCommand.class, ImportSgfCommand.class, AgreeCommand.class,
            LabelCommand.class})
public final class GomokuCli implements Callable<Integer> {

    final InputStream in;
    final PrintStream out;
    final PrintStream err;

    @Spec
    CommandSpec spec;

    public GomokuCli(InputStream in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        spec.commandLine().usage(out);
        return 0;
    }
}
