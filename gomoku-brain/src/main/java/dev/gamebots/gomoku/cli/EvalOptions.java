package dev.gamebots.gomoku.cli;

import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.eval.ShippedModel;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The evaluation a mode plays or benches with: the shipped tables, a file's, or the hand-set values. */
final class EvalOptions {

    @Option(names = "--eval-file", paramLabel = "FILE",
            description = "Pattern-code tables to evaluate with (raw or LZ4 frame, layout in docs/gomoku.md).")
    Path evalFile;

    @Option(names = "--hand-eval", description = "Evaluate with the hand-set point values, not pattern-code tables.")
    boolean handEval;

    /** The chosen model; null for the hand-set values (also when the jar ships none). */
    PatternModel model() throws IOException {
        if (handEval) {
            return null;
        }
        return evalFile != null ? PatternModel.read(evalFile) : ShippedModel.get();
    }
}
