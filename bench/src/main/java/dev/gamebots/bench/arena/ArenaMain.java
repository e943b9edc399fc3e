package dev.gamebots.bench.arena;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code java -jar bench/target/arena.jar <subcommand>}: the local arena. */
@Command(name = "arena", mixinStandardHelpOptions = true, version = "arena 0.1.0",
        description = "Plays matches between game engines through their real protocols.",
        subcommands = {SearchDemo.class, CommandLine.HelpCommand.class})
public final class ArenaMain implements Runnable {

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the arena; returns the exit code. */
    public static int run(String... args) {
        return new CommandLine(new ArenaMain()).execute(args);
    }

    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }
}
