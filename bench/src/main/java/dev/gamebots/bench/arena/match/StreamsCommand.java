package dev.gamebots.bench.arena.match;

import java.io.PrintStream;
import java.util.concurrent.Callable;

/**
 * A subcommand that prints to streams the caller chooses (System.out/err from the command line,
 * buffers in tests). ArenaMain's factory hands them over before picocli runs the command.
 */
public abstract class StreamsCommand implements Callable<Integer> {

    protected PrintStream out = System.out;
    protected PrintStream err = System.err;

    public void useStreams(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public final Integer call() {
        return execute();
    }

    /** Runs the command; returns the exit code (0 done, 1 arena error, 2 bad options). */
    protected abstract int execute();
}
