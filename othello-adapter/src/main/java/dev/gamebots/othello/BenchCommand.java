package dev.gamebots.othello;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code bench} (placeholder until implemented). */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Deterministic search benchmark.")
final class BenchCommand implements Callable<Integer> {

    @ParentCommand
    Main main;

    @Override
    public Integer call() {
        return 2;
    }
}
