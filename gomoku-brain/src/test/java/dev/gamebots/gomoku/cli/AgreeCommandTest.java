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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code agree} on games whose measured position has one right answer: black has a four open at one
 * end only (the other blocked by white), so the only five is 9,5. A game that plays it agrees with
 * the search; one that plays elsewhere does not.
 */
class AgreeCommandTest {

    /** Eight plies (the skipped "opening"), then black's ninth: black 5..8,5, white 4,5 blocking one end. */
    private static final String PLIES = "5,5 4,5 6,5 5,10 7,5 6,10 8,5 0,0";
    private static final String FIVE = "0 20 1 8 " + PLIES + " 9,5";
    private static final String MISSED = "0 20 0 8 " + PLIES + " 10,12";

    @Test
    void countsThePlayedMovesTheSearchFinds(@TempDir Path dir) throws IOException {
        Path games = dir.resolve("games.txt");
        Files.write(games, List.of(FIVE, MISSED), StandardCharsets.UTF_8);
        String out = run("agree", "--all-games", "--nodes", "2000", games.toString());
        assertTrue(out.contains("Agreed 1 of 2 "), out);
    }

    @Test
    void readsOnlyTheGamesTrainHoldsOutByDefault(@TempDir Path dir) throws IOException {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            lines.add(i % 10 == 9 ? FIVE : MISSED); // games 10 and 20 are held out
        }
        Path games = dir.resolve("games.txt");
        Files.write(games, lines, StandardCharsets.UTF_8);
        String out = run("agree", "--nodes", "2000", games.toString());
        assertTrue(out.contains("Agreed 2 of 2 "), out);
    }

    @Test
    void aGameWithATakenPointIsCutThereNotPlayed(@TempDir Path dir) throws IOException {
        Path games = dir.resolve("games.txt");
        Files.write(games, List.of("0 20 0 8 " + PLIES + " 5,5", FIVE), StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"agree", "--all-games", "--nodes", "2000", games.toString()}, System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("game 1: move 9 is off the board or taken"),
                err.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("Agreed 1 of 1 "), out.toString(StandardCharsets.UTF_8));
    }

    private static String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(args, System.in, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, text);
        return text;
    }
}
