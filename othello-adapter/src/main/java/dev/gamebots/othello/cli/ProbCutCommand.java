package dev.gamebots.othello.cli;

import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.ProbCutCalibration;
import dev.gamebots.othello.train.TrainingSet;
import java.io.File;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * Calibrates the multi-ProbCut table of existing weights again, on more positions or deeper than the
 * {@code train} run that made them, and writes the weights with the new table: the patterns stay
 * bit for bit the same, so a duel against the old file measures the calibration alone.
 */
@Command(name = "probcut", mixinStandardHelpOptions = true,
        description = "Calibrate a weights file's ProbCut table again on a training set's positions.")
public final class ProbCutCommand implements Callable<Integer> {

    @ParentCommand
    Launcher main;

    @Option(names = "--game", required = true, description = "std, anti, grand, octagon or reversi.")
    String game;

    @Option(names = "--weights", defaultValue = "shipped", paramLabel = "FILE|shipped",
            description = "The weights to calibrate (default: ${DEFAULT-VALUE}).")
    String weights;

    @Option(names = "--positions", required = true, paramLabel = "FILE",
            description = "A training set (train's round-1.positions, a selfplay chunk) to draw the positions from.")
    File positions;

    @Option(names = "--count", defaultValue = "2000", description = "Positions searched (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--depth", defaultValue = "10", description = "Deepest search (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--threads", defaultValue = "1", description = "Threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--out", required = true, description = "The weights file to write.")
    File out;

    @Override
    public Integer call() throws Exception {
        PrintStream log = main.out();
        Variant variant = Variant.fromWireName(game);
        if (variant == null || count < 1 || depth < 2 || threads < 1) {
            log.println("usage: probcut --game G --positions FILE --out FILE [--weights FILE] [--count N] [--depth N]");
            return 2;
        }
        PatternWeights w = weights.equals("shipped") ? PatternWeights.load(variant)
                : PatternWeights.read(new File(weights), variant);
        if (w == null) {
            log.println("no weights for " + variant.wireName());
            return 2;
        }
        TrainingSet set = TrainingSet.read(positions);
        if (set.variant() != variant || set.size() == 0) {
            log.println("not a " + variant.wireName() + " training set: " + positions);
            return 2;
        }
        long start = System.nanoTime();
        int step = Math.max(1, set.size() / count);
        log.printf("probcut: calibrating on %d positions to depth %d%n", (set.size() + step - 1) / step, depth);
        ProbCutTable table = ProbCutCalibration.calibrate(set, step, w, depth, threads, log);
        log.printf(Locale.ROOT, "probcut: calibrated in %.0f s%n", (System.nanoTime() - start) / 1e9);
        try (OutputStream os = new FileOutputStream(out)) {
            w.withProbCut(table).write(os);
        }
        log.printf("wrote %s (%d bytes)%n", out, out.length());
        return 0;
    }
}
