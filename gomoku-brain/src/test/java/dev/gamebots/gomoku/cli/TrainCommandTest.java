package dev.gamebots.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.Main;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.eval.ShippedModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code train --keep-tables-from}: a fit on one rule's games (standard, rule 1; caro, rule 8) fills
 * that rule's table and takes every other table from the given model, byte for byte, so each rule's
 * tables are fitted alone and the shipped freestyle tables survive a standard or caro fit unchanged,
 * and a caro table a later standard fit.
 */
class TrainCommandTest {

    @Test
    void aStandardFitKeepsTheOtherRulesTablesOfTheBase(@TempDir Path dir) throws IOException {
        PatternModel shipped = ShippedModel.get();
        Path out = fitKeeping(dir, "fit.model", selfPlay(dir, 1, 6), written(dir, shipped), 0);
        PatternModel fit = PatternModel.read(out);
        assertTrue(fit.hasValues(1), "the standard table is fitted");
        assertFalse(java.util.Arrays.equals(shipped.values(1), fit.values(1)), "the standard table is refitted, not kept");
        for (int t : new int[] {0, 2, 3, PatternModel.CARO_TABLE}) {
            assertTableEquals(shipped, fit, t);
        }
        assertTrue(shipped.hasValues(0), "freestyle is the shipped table that must survive");
    }

    @Test
    void freestyleGamesReadAsStandardFitTheStandardTable(@TempDir Path dir) throws IOException {
        Path games = dir.resolve("freestyle.txt");
        assertEquals(0, run("selfplay", "--out", games.toString(), "--games", "6", "--nodes", "300",
                "--rule", "0", "--size", "15", "--seed", "3"));
        Path out = dir.resolve("fit.model");
        assertEquals(0, run("train", "--out", out.toString(), "--lbfgs", "5", "--move-epochs", "0",
                "--as-rule", "1", "--copy-table", "2=1", "--copy-table", "3=1", games.toString()));
        PatternModel fit = PatternModel.read(out);
        assertTrue(fit.hasValues(1), "the standard table is fitted from the freestyle games");
        assertFalse(fit.hasValues(0), "no freestyle table without a freestyle game");
        for (int t : new int[] {2, 3}) {
            assertTableEquals(fit, 1, fit, t);
        }
        assertEquals(2, run("train", "--out", dir.resolve("bad.model").toString(), "--lbfgs", "1", "--move-epochs", "0",
                "--copy-table", "7=0", games.toString()), "no table 7");
    }

    @Test
    void aCaroFitFillsTheCaroTableAndLaterFitsKeepIt(@TempDir Path dir) throws IOException {
        PatternModel shipped = ShippedModel.get();
        Path caroFit = fitKeeping(dir, "caro.model", selfPlay(dir, 8, 6), written(dir, shipped), 1);
        assertEquals(PatternModel.WITH_CARO_BYTES, Files.size(caroFit), "the published layout and the caro table");
        PatternModel caro = PatternModel.read(caroFit);
        assertTrue(caro.hasValues(PatternModel.CARO_TABLE) && caro.hasScores(PatternModel.CARO_TABLE),
                "the caro table is fitted (values and move scores)");
        for (int t = 0; t < PatternModel.PUBLISHED_TABLES; t++) {
            assertTableEquals(shipped, caro, t);
        }

        // A standard fit on top of it keeps the caro table byte for byte.
        Path both = fitKeeping(dir, "both.model", selfPlay(dir, 1, 3), caroFit, 0);
        PatternModel fit = PatternModel.read(both);
        assertTrue(fit.hasValues(1), "the standard table is fitted");
        for (int t : new int[] {0, 2, 3, PatternModel.CARO_TABLE}) {
            assertTableEquals(caro, fit, t);
        }
        byte[] caroBytes = Files.readAllBytes(caroFit);
        byte[] bothBytes = Files.readAllBytes(both);
        int caroAt = PatternModel.RAW_BYTES;
        assertArrayEquals(java.util.Arrays.copyOfRange(caroBytes, caroAt, caroBytes.length),
                java.util.Arrays.copyOfRange(bothBytes, caroAt, bothBytes.length), "the caro table's bytes");
    }

    /** {@code games} self-play games of Gomocup rule {@code rule} on 15x15 at 300 nodes a move, in a file of {@code dir}. */
    private static Path selfPlay(Path dir, int rule, int games) {
        Path file = dir.resolve("rule" + rule + ".txt");
        assertEquals(0, run("selfplay", "--out", file.toString(), "--games", String.valueOf(games), "--nodes", "300",
                "--rule", String.valueOf(rule), "--size", "15", "--seed", "3"));
        return file;
    }

    /** {@code train --lbfgs 5} on {@code games} keeping the other tables of {@code base}, into file {@code name} of {@code dir}. */
    private static Path fitKeeping(Path dir, String name, Path games, Path base, int moveEpochs) {
        Path out = dir.resolve(name);
        assertEquals(0, run("train", "--out", out.toString(), "--lbfgs", "5", "--move-epochs", String.valueOf(moveEpochs),
                "--keep-tables-from", base.toString(), games.toString()));
        return out;
    }

    /** {@code model} written to a file of {@code dir}. */
    private static Path written(Path dir, PatternModel model) throws IOException {
        Path file = dir.resolve("base.model");
        try (OutputStream o = Files.newOutputStream(file)) {
            model.write(o);
        }
        return file;
    }

    private static void assertTableEquals(PatternModel expected, int from, PatternModel actual, int t) {
        assertArrayEquals(expected.values(from), actual.values(t), "table " + t);
        assertArrayEquals(expected.threatValues(from), actual.threatValues(t), "threat table " + t);
        assertArrayEquals(expected.scores(from), actual.scores(t), "scores of table " + t);
    }

    private static void assertTableEquals(PatternModel expected, PatternModel actual, int t) {
        assertTableEquals(expected, t, actual, t);
    }

    private static int run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        return Main.run(args, System.in, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }
}
