package dev.gamebots.othello.train;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.rules.Scoring;
import java.io.File;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A diagnosis tool, not part of the engine (issue 31): how far a training set's labels are from the
 * truth. Every {@code --every}-th position of a disc range is solved exactly (WTHOR's rules, the
 * empties to the winner) and compared with its label, per number of empties. Between 17 and 23
 * empties a WTHOR label is the exact score of the game's first solved position, a few human moves
 * later; this measures what those moves cost.
 *
 * <p>Run as {@link ReferenceFitTool} is: {@code java -cp othello-adapter/target/othello-adapter.jar:othello-adapter/target/test-classes
 * dev.gamebots.othello.train.LabelNoiseTool --discs 41-47 --every 800 POSITIONS}.
 */
@Command(name = "label-noise", mixinStandardHelpOptions = true,
        description = "Solve a sample of a training set's positions and compare the labels with the exact scores.")
public final class LabelNoiseTool implements Callable<Integer> {

    @Parameters(index = "0", description = "Training set (wthor --training-set).")
    File positions;

    @Option(names = "--discs", defaultValue = "41-47", converter = DiscRange.Converter.class,
            description = "Disc counts, LO-HI (default: ${DEFAULT-VALUE}).")
    DiscRange discs;

    @Option(names = "--every", defaultValue = "800", description = "Solve every N-th position of the range (default: ${DEFAULT-VALUE}).")
    int every;

    public static void main(String[] args) {
        System.exit(new CommandLine(new LabelNoiseTool()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        PrintStream out = System.out;
        int lo = discs.lo();
        int hi = discs.hi();
        TrainingSet data = TrainingSet.read(positions);
        EndgameSolver solver = new EndgameSolver(20, Clock.SYSTEM);
        int[] count = new int[65];
        int[] differ = new int[65];
        double[] abs = new double[65];
        double[] sq = new double[65];
        long start = System.nanoTime();
        int seen = 0;
        for (int i = 0; i < data.size(); i++) {
            int d = data.discs(i);
            if (d < lo || d > hi || seen++ % every != 0) {
                continue;
            }
            solver.clear();
            int exact = solver.solveExact(data.ownLo(i), data.oppLo(i), Scoring.WOF, SearchLimits.infinite()).score();
            int e = 64 - d;
            double diff = data.result(i) - exact;
            count[e]++;
            differ[e] += diff != 0 ? 1 : 0;
            abs[e] += Math.abs(diff);
            sq[e] += diff * diff;
        }
        for (int e = 0; e <= 64; e++) {
            if (count[e] > 0) {
                out.printf(Locale.ROOT, "empties %2d: %6d positions, label differs from the exact score in %d, MAE %.3f,"
                        + " RMS %.3f%n", e, count[e], differ[e], abs[e] / count[e], Math.sqrt(sq[e] / count[e]));
            }
        }
        out.printf(Locale.ROOT, "%.0f s%n", (System.nanoTime() - start) / 1e9);
        return 0;
    }
}
