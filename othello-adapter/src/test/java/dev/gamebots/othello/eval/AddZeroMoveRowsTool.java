package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A measuring tool, not part of the engine: writes std weights with the move rows
 * ({@link PatternLayout#withMoveRows()}), or with {@code --legal-rows N} the legal rows
 * ({@link PatternLayout#withLegalRows(int)}), whose added parameters are all zero and whose other
 * parameters are those of a plain weights file. Its evaluation gives the same values, so {@code bench
 * --trained --weights} searches the same tree with both files and the nodes per second compare the
 * evaluations' cost alone.
 *
 * <p>{@code java -cp othello-adapter/target/othello-adapter.jar:othello-adapter/target/test-classes
 * dev.gamebots.othello.eval.AddZeroMoveRowsTool [--legal-rows N] IN OUT}
 */
@Command(name = "add-zero-move-rows", mixinStandardHelpOptions = true,
        description = "Plain std weights rewritten with zero move rows (or legal rows): the same values, a costlier layout.")
public final class AddZeroMoveRowsTool implements Callable<Integer> {

    @Parameters(index = "0", description = "Plain std weights.")
    File in;

    @Parameters(index = "1", description = "The weights file to write.")
    File out;

    @Option(names = "--legal-rows", defaultValue = "0",
            description = "Add the legal rows 1 to this instead of the move rows (default: ${DEFAULT-VALUE}: the move rows).")
    int legalRows;

    public static void main(String[] args) {
        int code = new CommandLine(new AddZeroMoveRowsTool()).execute(args);
        if (code != 0) {
            throw new IllegalStateException("add-zero-move-rows failed (" + code + ")");
        }
    }

    @Override
    public Integer call() throws IOException {
        PatternWeights plain = PatternWeights.read(in, Variant.STD);
        PatternLayout from = plain.layout();
        if (from.hasMoveRows() || from.legalRows() > 0 || plain.hasClassicTerm()) {
            throw new IOException("expected plain pattern weights: " + in);
        }
        PatternLayout to = legalRows > 0 ? from.withLegalRows(legalRows) : from.withMoveRows();
        float[][] discs = new float[to.phases()][to.parameterCount()];
        for (int p = 0; p < to.phases(); p++) {
            short[] table = plain.table(p);
            for (int e = 0; e < from.tableSize(); e++) {
                discs[p][from.parameterOf(e)] = table[e] / (float) PatternWeights.SCALE;
            }
        }
        PatternWeights withRows = PatternWeights.fromDiscs(Variant.STD, to, discs, plain.probCut());
        try (OutputStream stream = new FileOutputStream(out)) {
            withRows.write(stream);
        }
        return 0;
    }
}
