package dev.gamebots.mancala.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.mancala.rules.Kalah;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The jar, one process per game as the contest may run it, against an opponent that plays random
 * legal moves (so the games leave the perfect line at once). The bot must never score below the
 * game's value (29 as first player, 19 as second), and every answer, the first one with JVM start-up
 * included, must come within the contest's 2 s. Prints the distribution of move times.
 */
@Tag("slow")
class RandomOpponentIT {

    @Test
    void neverBelowTheGameValueAndAlwaysInTime(@TempDir Path dir) throws Exception {
        Path jar = Path.of(System.getProperty("mancala.jar", "target/mancala-bot.jar"));
        assertTrue(Files.isRegularFile(jar));
        SplittableRandom random = new SplittableRandom(2024);
        List<Long> times = new ArrayList<>();
        List<Long> firstMoves = new ArrayList<>();
        int games = Integer.getInteger("games", 10);
        for (int g = 0; g < games; g++) {
            int botSide = g % 2;
            try (BotProcess bot = new BotProcess(jar, dir.resolve("g" + g + ".log"), dir.resolve("g" + g + ".err"))) {
                bot.send("START " + (botSide + 1));
                assertEquals("OK", bot.receive(5000));
                Kalah board = new Kalah(6, 4);
                boolean first = true;
                while (!board.isTerminal()) {
                    if (board.sideToMove() == botSide) {
                        long t0 = System.nanoTime();
                        bot.send("MOVE");
                        String reply = bot.receive(5000);
                        long t1 = System.nanoTime();
                        assertNotNull(reply);
                        long ms = (t1 - t0) / 1_000_000;
                        times.add(ms);
                        if (first) {
                            firstMoves.add((t1 - bot.startedNanos) / 1_000_000);
                            first = false;
                        }
                        assertTrue(ms < 2000, "move took " + ms + " ms");
                        int hole = Integer.parseInt(reply.trim());
                        assertTrue(board.isLegal(hole - 1), "illegal " + hole + "\n" + board.render());
                        board.makeMove(hole - 1);
                    } else {
                        int[] moves = new int[6];
                        int n = board.generateMoves(moves, 0);
                        int m = moves[random.nextInt(n)];
                        board.makeMove(m);
                        bot.send("OPPONENT " + (m + 1));
                        assertEquals("OK", bot.receive(5000));
                    }
                }
                int ours = board.store(botSide) + board.sideSeeds(botSide);
                System.out.println("game " + g + ": bot as player " + (botSide + 1) + " scores " + ours + "-" + (48 - ours));
                assertTrue(ours >= (botSide == 0 ? 29 : 19), "below the game's value: " + ours);
                bot.send("END");
                assertTrue(bot.process.waitFor(1500, TimeUnit.MILLISECONDS));
            }
        }
        Collections.sort(times);
        Collections.sort(firstMoves);
        System.out.printf("bot moves: %d, median %d ms, 95th percentile %d ms, max %d ms; first move incl. JVM start-up: max %d ms%n",
                times.size(), times.get(times.size() / 2), times.get(times.size() * 95 / 100), times.get(times.size() - 1),
                firstMoves.get(firstMoves.size() - 1));
    }
}
