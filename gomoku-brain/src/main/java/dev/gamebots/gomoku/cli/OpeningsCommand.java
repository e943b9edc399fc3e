package dev.gamebots.gomoku.cli;

import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.search.SearchConfig;
import dev.gamebots.gomoku.train.BalancedOpenings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code openings}: a file of balanced openings for test matches ({@link BalancedOpenings}), in the
 * offset format the arena, c-gomoku-cli and GomocupJudge read. The file is a function of the options.
 */
@Command(name = "openings", mixinStandardHelpOptions = true,
        description = "Write random openings that a fixed-node search scores close to even (for SPRT matches).")
final class OpeningsCommand implements Callable<Integer> {

    /** Candidates tried per opening asked for before giving up (a margin no candidate meets would run forever). */
    private static final int MAX_TRIES_PER_OPENING = 1000;

    @ParentCommand
    GomokuCli parent;

    @Mixin
    EvalOptions eval;

    @Option(names = "--out", required = true, description = "File to write (offset format, one opening a line).")
    Path out;

    @Option(names = "--count", description = "Openings to write (default ${DEFAULT-VALUE}).")
    int count = 1000;

    @Option(names = "--max-score", description = "Keep a candidate when its score for the side to move is within this many eval units of 0 (default ${DEFAULT-VALUE}).")
    int maxScore = 100;

    @Option(names = "--nodes", description = "Search nodes per candidate (default ${DEFAULT-VALUE}).")
    long nodes = 50_000;

    @Option(names = "--stones-min", description = "Fewest stones of an opening (default ${DEFAULT-VALUE}).")
    int stonesMin = 3;

    @Option(names = "--stones-max", description = "Most stones of an opening (default ${DEFAULT-VALUE}).")
    int stonesMax = 5;

    @Option(names = "--radius", description = "Stones at most this far from the centre on each axis (default ${DEFAULT-VALUE}).")
    int radius = 3;

    @Option(names = "--rule", description = "Gomocup rule mask (default ${DEFAULT-VALUE}).")
    int rule = 0;

    @Option(names = "--size", description = "Board size (default ${DEFAULT-VALUE}).")
    int size = 20;

    @Option(names = "--seed", description = "Seed of the candidates (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Override
    public Integer call() throws IOException {
        if (count < 1 || maxScore < 0 || nodes < 1) {
            parent.err.println("openings: --count and --nodes must be positive, --max-score at least 0");
            return 2;
        }
        Rule gameRule = Rule.fromGomocup(rule);
        BalancedOpenings openings = new BalancedOpenings(gameRule, size, stonesMin, stonesMax, radius,
                nodes, seed, eval.model(), SearchConfig.defaults(gameRule.kind()));
        int kept = 0;
        int tried = 0;
        long start = System.nanoTime();
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            while (kept < count) {
                if (tried >= MAX_TRIES_PER_OPENING * count) {
                    parent.err.printf("openings: only %d of %d kept after %d candidates; widen --max-score%n", kept,
                            count, tried);
                    return 1;
                }
                BalancedOpenings.Candidate c = openings.candidate(tried++);
                if (Math.abs(c.score()) <= maxScore) {
                    w.println(c.offsets(size));
                    kept++;
                    if (kept % 100 == 0) {
                        parent.err.printf("openings: %d kept of %d tried, %.1f s%n", kept, tried,
                                (System.nanoTime() - start) / 1e9);
                    }
                }
            }
        }
        parent.err.printf("openings: %d kept of %d tried (|score| <= %d at %d nodes) in %s%n", kept, tried, maxScore,
                nodes, out);
        return 0;
    }
}
