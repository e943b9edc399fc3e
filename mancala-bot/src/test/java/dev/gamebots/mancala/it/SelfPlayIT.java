package dev.gamebots.mancala.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.mancala.Main;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.solver.DatabaseCache;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Done-when test of issue 5: the packaged jar plays two full games against itself through real
 * processes, refereed by a tiny controller that speaks the contest's default dialect. Under perfect
 * play Kalah(6,4) ends 29-19 for the first player; every move must be legal and answered within the
 * contest's 2 s, JVM start-up included for the first. Game 1 uses fresh processes; game 2 is played
 * by the same processes with the roles swapped (several games per process), after which END must
 * make both exit within 1 s. The measured move times are printed (see docs/mancala.md).
 */
class SelfPlayIT {

    private static final long CONTEST_LIMIT_MS = 2000;

    record Times(long firstMoveWithStartupMs, long maxMoveMs, long totalMs, int moves) {
    }

    @Test
    void twoPerfectGamesAgainstItself(@TempDir Path dir) throws Exception {
        Path jar = Path.of(System.getProperty("mancala.jar", "target/mancala-bot.jar"));
        assertTrue(Files.isRegularFile(jar), "build the jar first: " + jar);
        // A machine that has played before: the endgame database is in the temp folder's cache (its
        // first build, about 20 s, is not part of a game). Without it the first game can leave the
        // perfect line on a loaded machine (docs/mancala.md, "Measured").
        DatabaseCache.inTempFolder().loadOrBuild(6, Main.DEFAULT_DATABASE_SEEDS);
        try (BotProcess a = new BotProcess(jar, dir.resolve("a.log"), dir.resolve("a.err"));
             BotProcess b = new BotProcess(jar, dir.resolve("b.log"), dir.resolve("b.err"))) {
            Times first = playGame(a, b, true);
            a.send("END game 1");
            b.send("END game 1");
            Times second = playGame(b, a, false);
            long endSent = System.nanoTime();
            a.send("END");
            b.send("END");
            // The spec: "exit within 1 s" of END.
            assertTrue(a.process.waitFor(1000, TimeUnit.MILLISECONDS), "bot a exits within 1 s of END");
            long exitA = (System.nanoTime() - endSent) / 1_000_000;
            assertTrue(b.process.waitFor(Math.max(1, 1000 - exitA), TimeUnit.MILLISECONDS), "bot b exits within 1 s of END");
            System.out.printf("exit after END: %d ms%n", (System.nanoTime() - endSent) / 1_000_000);
            assertEquals(0, a.process.exitValue());
            assertEquals(0, b.process.exitValue());
            for (Times t : List.of(first, second)) {
                System.out.printf("game: %d moves, first move incl. JVM start-up %d ms, slowest move %d ms, total %d ms%n",
                        t.moves(), t.firstMoveWithStartupMs(), t.maxMoveMs(), t.totalMs());
            }
            String log = Files.readString(dir.resolve("a.log"));
            assertTrue(log.contains("> START 1") && log.contains("< OK") && log.contains("value"), "log file is written");
            assertTrue(log.contains("player 1 to move") || log.contains("player 2 to move"), "boards are logged");
        }
    }

    /** Plays one game (p1 moves first); returns p1's move times. */
    private Times playGame(BotProcess p1, BotProcess p2, boolean freshProcesses) throws Exception {
        BotProcess[] bots = {p1, p2};
        p1.send("START 1");
        assertEquals("OK", p1.receive(5000));
        p2.send("START 2");
        assertEquals("OK", p2.receive(5000));
        Kalah board = new Kalah(6, 4);
        long firstWithStartup = -1;
        long max = 0;
        long total = 0;
        int moves = 0;
        List<String> record = new ArrayList<>();
        while (!board.isTerminal()) {
            int side = board.sideToMove();
            BotProcess mover = bots[side];
            long t0 = System.nanoTime();
            mover.send("MOVE");
            String reply = mover.receive(5000);
            long t1 = System.nanoTime();
            assertNotNull(reply, "no reply to MOVE; transcript " + mover.transcript);
            long ms = (t1 - t0) / 1_000_000;
            if (freshProcesses && moves == 0) {
                firstWithStartup = (t1 - mover.startedNanos) / 1_000_000;
                assertTrue(firstWithStartup < CONTEST_LIMIT_MS, "first move with JVM start-up took " + firstWithStartup + " ms");
            }
            assertTrue(ms < CONTEST_LIMIT_MS, "move " + moves + " took " + ms + " ms");
            max = Math.max(max, ms);
            total += ms;
            int hole = Integer.parseInt(reply.trim());
            assertTrue(board.isLegal(hole - 1), "illegal move " + hole + " in\n" + board.render());
            board.makeMove(hole - 1);
            record.add((side + 1) + ":" + hole);
            moves++;
            bots[1 - side].send("OPPONENT " + hole);
            assertEquals("OK", bots[1 - side].receive(5000));
        }
        int score1 = board.store(0) + board.sideSeeds(0);
        int score2 = board.store(1) + board.sideSeeds(1);
        System.out.println("game " + record + " -> " + score1 + "-" + score2);
        assertEquals(29, score1, "first player's score under perfect play; game " + record);
        assertEquals(19, score2);
        assertTrue(p1.unread().isEmpty() && p2.unread().isEmpty(), "nothing but replies on stdout");
        return new Times(firstWithStartup, max, total, moves);
    }
}
