package dev.gamebots.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.Main;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code wins} on forced wins that Rapfi proved (docs/data/gomoku-forced-wins.txt): the brain's
 * default search proves the short ones well inside a node budget (no clock: the same on any machine);
 * the renju set (docs/data/gomoku-renju-wins.txt) is searched under the rule and size its file names.
 */
class WinsCommandTest {

    private static final Set<String> SHORT = Set.of("sel1-ref-1s:17", "rapfi-a452ff9-1s:9", "sel1-ref-1s:6",
            "rapfi-a452ff9-1s:8");

    @Test
    void provesShortForcedWinsThatRapfiProved(@TempDir Path dir) throws IOException {
        Path file = forcedWins(dir, SHORT);
        String text = run(0, "wins", file.toString(), "--nodes", "500000", "--table-mb", "8");
        assertTrue(text.contains("Proved 4 of 4"), text);
    }

    /**
     * Wins whose attack runs through open threes, which the search before S3's values (SPRT G28) did
     * not prove in 1,000,000 nodes: the defender's futility on its evaluation dismissed the threes.
     */
    private static final Set<String> THROUGH_THREES = Set.of("bar-a452ff9-5s:9", "bar-a452ff9-5s:1");

    @Test
    void winsThroughOpenThreesAreProved(@TempDir Path dir) throws IOException {
        Path file = forcedWins(dir, THROUGH_THREES);
        String byDefault = run(0, "wins", file.toString(), "--nodes", "300000", "--table-mb", "16");
        assertTrue(byDefault.contains("Proved 2 of 2"), byDefault);
        // Without razoring and futility against an open three (G27's setting) too.
        String unpruned = run(0, "wins", file.toString(), "--nodes", "300000", "--table-mb", "16",
                "--search-config", "threatPruning=false");
        assertTrue(unpruned.contains("Proved 2 of 2"), unpruned);
        // And not against a four-three or double-three point either.
        String combinations = run(0, "wins", file.toString(), "--nodes", "300000", "--table-mb", "16",
                "--search-config", "threatPruning=false,unprunedCombinations=true");
        assertTrue(combinations.contains("Proved 2 of 2"), combinations);
    }

    @Test
    void aPositionWithAnIllegalMoveIsSkippedNotSearched(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.txt");
        Files.write(file, List.of("# comment", "bad +M5 Bkk Wkk", "short +M5 Bkk"), StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"wins", file.toString(), "--nodes", "1000"}, System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("skipped (bad moves): bad"), err.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("of 1 "), out.toString(StandardCharsets.UTF_8));
    }

    /** White wins of the renju set whose only block is forbidden for black and that need it ({@code /only}). */
    private static final Set<String> FORBIDDEN = Set.of("renju-gen0:409@37", "renju-gen0:434@47", "renju-gen0:756@69");

    @Test
    void theRenjuSetIsSearchedUnderItsOwnRuleAndSize(@TempDir Path dir) throws IOException {
        List<String> lines = Files.readAllLines(Path.of("../docs/data/gomoku-renju-wins.txt"), StandardCharsets.UTF_8);
        List<String> chosen = lines.stream().filter(l -> FORBIDDEN.contains(l.split("\\s+")[0])).toList();
        assertEquals(FORBIDDEN.size(), chosen.size(), "positions present in the data file");
        List<String> withHeader = new java.util.ArrayList<>(List.of("# rule: 4", "# size: 15"));
        withHeader.addAll(chosen);
        Path renju = dir.resolve("renju.txt");
        Files.write(renju, withHeader, StandardCharsets.UTF_8);
        String text = run(0, "wins", renju.toString(), "--nodes", "100", "--table-mb", "8");
        assertTrue(text.contains("Proved 3 of 3"), text);
        assertTrue(text.contains("white to move: 3 of 3") && text.contains("/forbidden: 3 of 3"), text);
        // The same lines without the header under freestyle: black may block, no quick win.
        Path bare = dir.resolve("bare.txt");
        Files.write(bare, chosen, StandardCharsets.UTF_8);
        String free = run(0, "wins", bare.toString(), "--rule", "0", "--size", "15", "--nodes", "100", "--table-mb", "8");
        assertTrue(free.contains("Proved 0 of 3"), free);
        // An option that contradicts the file is refused.
        run(2, "wins", renju.toString(), "--rule", "0", "--nodes", "100");
    }

    /** The lines of docs/data/gomoku-forced-wins.txt named {@code names}, in a file of {@code dir}. */
    private static Path forcedWins(Path dir, Set<String> names) throws IOException {
        List<String> lines = Files.readAllLines(Path.of("../docs/data/gomoku-forced-wins.txt"), StandardCharsets.UTF_8);
        List<String> chosen = lines.stream().filter(l -> names.contains(l.split("\\s+")[0])).toList();
        assertEquals(names.size(), chosen.size(), "positions present in the data file");
        Path file = dir.resolve("wins.txt");
        Files.write(file, chosen, StandardCharsets.UTF_8);
        return file;
    }

    private static String run(int expectedCode, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, System.in, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
        assertEquals(expectedCode, code, text);
        return text;
    }
}
