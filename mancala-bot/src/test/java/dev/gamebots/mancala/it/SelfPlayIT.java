package dev.gamebots.mancala.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.session.Preparation;
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
 * play Kalah(6,4) ends 29-19 for the first player; every move must be legal and answered. Game 1
 * uses fresh processes; game 2 is played by the same processes with the roles swapped (several
 * games per process), after which END must make both exit by themselves. The measured move and exit
 * times are printed (see docs/mancala.md).
 *
 * <p>Time limits: the default run must pass on a loaded machine (load 4-13 on 2 cores, where a
 * cold JVM's first move once took 4.5 s with others' builds running, issue 15), so it only asserts
 * margins such a machine meets; the contest's limits (2 s a move, JVM start-up included for the
 * first, exit within 1 s of END) are asserted with {@code -Dmancala.it.strictTiming=true}, for a
 * measurement on a machine in the contest's conditions.
 */
class SelfPlayIT {

    private static final boolean STRICT = Boolean.getBoolean("mancala.it.strictTiming");
    private static final long MOVE_LIMIT_MS = STRICT ? 2000 : 15_000;
    private static final long FIRST_MOVE_LIMIT_MS = STRICT ? 2000 : 30_000;
    private static final long EXIT_LIMIT_MS = STRICT ? 1000 : 15_000;

    record Times(long firstMoveWithStartupMs, long maxMoveMs, long totalMs, int moves) {
    }

    @Test
    void twoPerfectGamesAgainstItself(@TempDir Path dir) throws Exception {
        System.out.printf("time limits%s: move %d ms, first move with JVM start-up %d ms, exit after END %d ms%n",
                STRICT ? " (strict: the contest's)" : " (margins for a loaded machine)", MOVE_LIMIT_MS,
                FIRST_MOVE_LIMIT_MS, EXIT_LIMIT_MS);
        Path jar = BotProcess.jar();
        assertTrue(Files.isRegularFile(jar), "build the jar first: " + jar);
        // A machine that has played before: the endgame database is in the cache (its first build,
        // about 20 s, is not part of a game). Without it the first game can leave the perfect line on
        // a loaded machine (docs/mancala.md, "Measured"). The cache lives next to the jar, in target/,
        // not in the machine's temp folder.
        Path cacheDir = jar.toAbsolutePath().getParent().resolve("it-database-cache");
        new DatabaseCache(cacheDir).loadOrBuild(6, Preparation.DEFAULT_DATABASE_SEEDS);
        List<String> jvm = List.of("-D" + DatabaseCache.DIR_PROPERTY + "=" + cacheDir);
        try (BotProcess a = new BotProcess(jar, jvm, List.of(dir.resolve("a.log").toString()), dir.resolve("a.err"));
             BotProcess b = new BotProcess(jar, jvm, List.of(dir.resolve("b.log").toString()), dir.resolve("b.err"))) {
            Times first = playGame(a, b, true);
            a.send("END game 1");
            b.send("END game 1");
            Times second = playGame(b, a, false);
            long endSent = System.nanoTime();
            a.send("END");
            b.send("END");
            // The spec: "exit within 1 s" of END (strict mode); by default a margin for a loaded machine.
            assertTrue(a.process.waitFor(EXIT_LIMIT_MS, TimeUnit.MILLISECONDS), "bot a exits within " + EXIT_LIMIT_MS + " ms of END");
            long exitA = (System.nanoTime() - endSent) / 1_000_000;
            assertTrue(b.process.waitFor(Math.max(1, EXIT_LIMIT_MS - exitA), TimeUnit.MILLISECONDS),
                    "bot b exits within " + EXIT_LIMIT_MS + " ms of END");
            System.out.printf("exit after END: %d ms (a: %d ms)%n", (System.nanoTime() - endSent) / 1_000_000, exitA);
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
        assertEquals("OK", p1.receive(30_000));
        p2.send("START 2");
        assertEquals("OK", p2.receive(30_000));
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
            String reply = mover.receive(FIRST_MOVE_LIMIT_MS + 5000);
            long t1 = System.nanoTime();
            assertNotNull(reply, "no reply to MOVE; transcript " + mover.transcript);
            long ms = (t1 - t0) / 1_000_000;
            if (freshProcesses && moves == 0) {
                firstWithStartup = (t1 - mover.startedNanos) / 1_000_000;
                assertTrue(firstWithStartup < FIRST_MOVE_LIMIT_MS, "first move with JVM start-up took " + firstWithStartup + " ms");
            }
            assertTrue(ms < MOVE_LIMIT_MS, "move " + moves + " took " + ms + " ms");
            max = Math.max(max, ms);
            total += ms;
            int hole = Integer.parseInt(reply.trim());
            assertTrue(board.isLegal(hole - 1), "illegal move " + hole + " in\n" + board.render());
            board.makeMove(hole - 1);
            record.add((side + 1) + ":" + hole);
            moves++;
            bots[1 - side].send("OPPONENT " + hole);
            assertEquals("OK", bots[1 - side].receive(30_000));
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
