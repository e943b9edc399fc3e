package dev.gamebots.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.Main;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.search.SearchConfig;
import dev.gamebots.gomoku.train.GameRecord;
import dev.gamebots.gomoku.train.SelfPlay;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code label} on a file of unscored games: self-play's own games come back with self-play's scores
 * (labelled at the nodes they were played at), a game that cannot be replayed is kept as read and
 * named, and a run cut in the middle of a line resumes to the same file.
 */
class LabelCommandTest {

    private static final String BAD = "0 15 1 2 7,7 8,8 7,7 9,9";

    @Test
    void labelsResumeAndKeepEveryGameInItsPlace(@TempDir Path dir) throws IOException {
        SelfPlay play = new SelfPlay(Rule.FREESTYLE, 15, 300, 5, null, 1, SearchConfig.defaults());
        List<String> scored = new ArrayList<>();
        List<String> unscored = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            GameRecord g = play.play(i);
            scored.add(g.format());
            unscored.add(new GameRecord(g.rule(), g.size(), g.winner(), g.opening(), g.xs(), g.ys(), null).format());
        }
        unscored.add(1, BAD);
        scored.add(1, BAD);
        Path games = dir.resolve("games.txt");
        Files.write(games, unscored, StandardCharsets.UTF_8);
        Path out = dir.resolve("labelled.txt");
        String[] args = {"label", "--nodes", "300", "--table-mb", "1", "--hand-eval", "--out", out.toString(), games.toString()};

        String err = run(args);
        assertEquals(scored, Files.readAllLines(out, StandardCharsets.UTF_8));
        assertTrue(err.contains("game 2 kept without scores: move 3"), err);

        // Cut in the middle of the third line: the run drops the cut line and labels the rest again.
        byte[] whole = Files.readAllBytes(out);
        int cut = String.join("\n", scored.subList(0, 2)).length() + 1 + 10;
        Files.write(out, Arrays.copyOf(whole, cut));
        run(args);
        assertEquals(scored, Files.readAllLines(out, StandardCharsets.UTF_8));
    }

    private static String run(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, System.in, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, text);
        return text;
    }
}
