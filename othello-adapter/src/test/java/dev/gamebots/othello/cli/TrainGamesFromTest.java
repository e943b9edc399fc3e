package dev.gamebots.othello.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.Main;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.ArchiveTraining;
import dev.gamebots.othello.train.GameArchive;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two commands of the archive end to end, as the docs run them: {@code games} writes a small
 * generation (and, run again, plays nothing), {@code train --games-from} fits weights on it alone
 * (no self-play round: {@code --games 0}) and refuses a damaged chunk with a message.
 */
class TrainGamesFromTest {

    private static String run(int expectedCode, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(args, System.in, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(expectedCode, code, text);
        return text;
    }

    @Test
    void gamesThenTrainFromThemWritesWeights(@TempDir Path tmp) throws Exception {
        File gen = tmp.resolve("selfplay/gen1").toFile();
        String[] games = {"games", "--games", "24", "--chunk", "12", "--depth", "2", "--exact-empties", "10",
            "--seed", "4", "--out", gen.getPath()};
        String log = run(0, games);
        assertTrue(log.contains("2 chunks played now"), log);
        assertEquals(2, GameArchive.chunkFiles(gen).size());
        assertTrue(run(0, games).contains("0 chunks played now"), "a finished run plays nothing again");

        int positions = ArchiveTraining.read(List.of(gen), Variant.STD, null).size();
        File work = tmp.resolve("work").toFile();
        File weights = new File(work, "std.weights");
        String train = run(0, "train", "--game", "std", "--rounds", "1", "--games", "0", "--games-from",
                tmp.resolve("selfplay").toString(), "--iterations", "3", "--label-depth", "1", "--probcut-positions",
                "0", "--threads", "1", "--work", work.getPath(), "--out", weights.getPath());
        assertTrue(train.contains(positions + " more positions from the archived games"), train);
        assertTrue(train.contains("fitting " + positions + " positions"), train);
        assertNotNull(PatternWeights.read(weights, Variant.STD));

        // A damaged chunk: the fit does not start on part of the data.
        File chunk = GameArchive.chunkFiles(gen).get(1);
        byte[] bytes = Files.readAllBytes(chunk.toPath());
        Files.write(chunk.toPath(), java.util.Arrays.copyOf(bytes, bytes.length / 2));
        String refused = run(2, "train", "--game", "std", "--rounds", "1", "--games", "0", "--games-from",
                gen.getPath(), "--work", work.getPath(), "--out", weights.getPath());
        assertTrue(refused.contains(chunk.getPath()) && refused.contains("truncated"), refused);
    }
}
