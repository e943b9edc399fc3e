package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * A measuring tool, not part of the engine: writes std weights with the move rows
 * ({@link PatternLayout#withMoveRows()}) whose move-row parameters are all zero and whose other
 * parameters are those of a plain weights file. Its evaluation gives the same values, so {@code bench
 * --trained --weights} searches the same tree with both files and the nodes per second compare the
 * evaluations' cost alone.
 *
 * <p>{@code java -cp othello-adapter/target/othello-adapter.jar:othello-adapter/target/test-classes
 * dev.gamebots.othello.eval.AddZeroMoveRowsTool IN OUT}
 */
public final class AddZeroMoveRowsTool {

    private AddZeroMoveRowsTool() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: AddZeroMoveRowsTool IN.weights OUT.weights");
            System.exit(2);
        }
        PatternWeights plain = PatternWeights.read(new File(args[0]), Variant.STD);
        PatternLayout from = plain.layout();
        if (from.hasMoveRows() || plain.hasClassicTerm()) {
            throw new IOException("expected plain pattern weights: " + args[0]);
        }
        PatternLayout to = from.withMoveRows();
        float[][] discs = new float[to.phases()][to.parameterCount()];
        for (int p = 0; p < to.phases(); p++) {
            short[] table = plain.table(p);
            for (int e = 0; e < from.tableSize(); e++) {
                discs[p][from.parameterOf(e)] = table[e] / (float) PatternWeights.SCALE;
            }
        }
        PatternWeights withRows = PatternWeights.fromDiscs(Variant.STD, to, discs, plain.probCut());
        try (OutputStream out = new FileOutputStream(args[1])) {
            withRows.write(out);
        }
    }
}
