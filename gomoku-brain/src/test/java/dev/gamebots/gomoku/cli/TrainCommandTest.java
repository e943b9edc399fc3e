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
        Path games = dir.resolve("standard.txt");
        assertEquals(0, run("selfplay", "--out", games.toString(), "--games", "6", "--nodes", "300",
                "--rule", "1", "--size", "15", "--seed", "3"));
        Path base = dir.resolve("base.model");
        PatternModel shipped = ShippedModel.get();
        try (OutputStream o = Files.newOutputStream(base)) {
            shipped.write(o);
        }
        Path out = dir.resolve("fit.model");
        assertEquals(0, run("train", "--out", out.toString(), "--lbfgs", "5", "--move-epochs", "0",
                "--keep-tables-from", base.toString(), games.toString()));

        PatternModel fit = PatternModel.read(out);
        assertTrue(fit.hasValues(1), "the standard table is fitted");
        assertFalse(shipped.hasValues(1), "the shipped model has no standard table (else this test shows nothing)");
        for (int t : new int[] {0, 2, 3}) {
            assertArrayEquals(shipped.values(t), fit.values(t), "table " + t);
            assertArrayEquals(shipped.threatValues(t), fit.threatValues(t), "threat table " + t);
            assertArrayEquals(shipped.scores(t), fit.scores(t), "scores of table " + t);
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
                "--as-rule", "1", games.toString()));
        PatternModel fit = PatternModel.read(out);
        assertTrue(fit.hasValues(1), "the standard table is fitted from the freestyle games");
        assertFalse(fit.hasValues(0), "no freestyle table without a freestyle game");
    }

    @Test
    void aCaroFitFillsTheCaroTableAndLaterFitsKeepIt(@TempDir Path dir) throws IOException {
        Path caroGames = dir.resolve("caro.txt");
        assertEquals(0, run("selfplay", "--out", caroGames.toString(), "--games", "6", "--nodes", "300",
                "--rule", "8", "--size", "15", "--seed", "3"));
        Path base = dir.resolve("base.model");
        PatternModel shipped = ShippedModel.get();
        try (OutputStream o = Files.newOutputStream(base)) {
            shipped.write(o);
        }
        Path caroFit = dir.resolve("caro.model");
        assertEquals(0, run("train", "--out", caroFit.toString(), "--lbfgs", "5", "--move-epochs", "1",
                "--keep-tables-from", base.toString(), caroGames.toString()));
        assertEquals(PatternModel.WITH_CARO_BYTES, Files.size(caroFit), "the published layout and the caro table");
        PatternModel caro = PatternModel.read(caroFit);
        assertTrue(caro.hasValues(PatternModel.CARO_TABLE) && caro.hasScores(PatternModel.CARO_TABLE),
                "the caro table is fitted (values and move scores)");
        for (int t = 0; t < PatternModel.PUBLISHED_TABLES; t++) {
            assertTableEquals(shipped, caro, t);
        }

        // A standard fit on top of it keeps the caro table byte for byte.
        Path standardGames = dir.resolve("standard.txt");
        assertEquals(0, run("selfplay", "--out", standardGames.toString(), "--games", "3", "--nodes", "300",
                "--rule", "1", "--size", "15", "--seed", "3"));
        Path both = dir.resolve("both.model");
        assertEquals(0, run("train", "--out", both.toString(), "--lbfgs", "5", "--move-epochs", "0",
                "--keep-tables-from", caroFit.toString(), standardGames.toString()));
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

    private static void assertTableEquals(PatternModel expected, PatternModel actual, int t) {
        assertArrayEquals(expected.values(t), actual.values(t), "table " + t);
        assertArrayEquals(expected.threatValues(t), actual.threatValues(t), "threat table " + t);
        assertArrayEquals(expected.scores(t), actual.scores(t), "scores of table " + t);
    }

    private static int run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        return Main.run(args, System.in, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }
}
