package dev.gamebots.othello.cli;

import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.SelfPlayRun;
import java.io.File;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * Self-play training games in resumable chunks ({@link SelfPlayRun}): the data generator of long
 * training runs, which a session's end may stop at any moment. {@code train --add-positions FOLDER}
 * fits on the chunks.
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = "Play training games in chunks of files; a run started again continues where the files end.")
public final class SelfPlayCommand implements Callable<Integer> {

    @ParentCommand
    Launcher main;

    @Option(names = "--game", required = true, description = "std, anti, grand, octagon or reversi.")
    String game;

    @Option(names = "--games", required = true, description = "Games of the whole run.")
    int games;

    @Option(names = "--chunk", defaultValue = "500", description = "Games per file (default: ${DEFAULT-VALUE}).")
    int chunk;

    @Option(names = "--weights", paramLabel = "FILE|shipped|classic", defaultValue = "shipped",
            description = "The evaluation that plays: a weights file, the jar's weights, or the hand-made one"
                    + " (default: ${DEFAULT-VALUE}).")
    String weights;

    @Option(names = "--depth", defaultValue = "4", description = "Search depth before the exact part (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--exact-empties", defaultValue = "-1",
            description = "Empties from which games are solved exactly (default: as train).")
    int exactEmpties;

    @Option(names = "--random-moves", defaultValue = "0",
            description = "Share of the moves before the exact part played at random (default: ${DEFAULT-VALUE}).")
    double randomMoves;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the run (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", defaultValue = "1", description = "Threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--out", required = true, description = "Folder of the chunk files.")
    File out;

    @Override
    public Integer call() throws Exception {
        PrintStream log = main.out();
        Variant variant = Variant.fromWireName(game);
        if (variant == null || games < 1 || chunk < 1 || depth < 1 || threads < 1
                || !(randomMoves >= 0 && randomMoves <= 1)) {
            log.println("usage: selfplay --game std|anti|grand|octagon|reversi --games N --out FOLDER"
                    + " [--chunk N] [--depth N] [--weights FILE|shipped|classic]");
            return 2;
        }
        if (!out.isDirectory() && !out.mkdirs()) {
            log.println("cannot create " + out);
            return 2;
        }
        PatternWeights w = switch (weights) {
            case "classic" -> null;
            case "shipped" -> PatternWeights.load(variant);
            default -> PatternWeights.read(new File(weights), variant);
        };
        if (w == null && !weights.equals("classic")) {
            log.println("no weights for " + variant.wireName());
            return 2;
        }
        int exact = exactEmpties >= 0 ? exactEmpties : TrainCommand.defaultExactEmpties(variant);
        String name = String.format(Locale.ROOT, "%s-d%d-x%d-s%d", variant.wireName(), depth, exact, seed);
        log.printf(Locale.ROOT, "selfplay %s: %d games in chunks of %d, %s weights, depth %d, exact from %d empties,"
                + " random moves %.2f, seed %d, %d threads, into %s%n", variant.wireName(), games, chunk, weights, depth,
                exact, randomMoves, seed, threads, out);
        int played = SelfPlayRun.run(new SelfPlayRun.Settings(variant, w, depth, exact, randomMoves, seed), games,
                chunk, out, name, threads, log);
        log.printf("selfplay: %d chunks played now, the run is complete%n", played);
        return 0;
    }
}
