package dev.gamebots.othello.cli;

import java.io.PrintStream;

/**
 * What a subcommand needs of the command line that started it (the entry point, which implements
 * this): the output stream and the global options. The subcommands see the entry point through this
 * interface only, so {@code cli} does not import the {@code Main} above it.
 */
public interface Launcher {

    /** Where the subcommand prints its results. */
    PrintStream out();

    /** True when {@code --no-warmup} was given: no JIT warm-up before timed work. */
    boolean noWarmup();
}
