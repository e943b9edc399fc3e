package dev.gamebots.bench.arena.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.bench.arena.ArenaRun;
import dev.gamebots.bench.arena.fakes.FakeGomocupBrain;
import dev.gamebots.bench.arena.fakes.Fakes;
import dev.gamebots.bench.arena.play.RealBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arena gomoku --reuse-engines}: brains kept between games play the games that new
 * processes play, move for move (fakes, and our own brain at fixed nodes), each game after the first
 * begins with RESTART, and a brain that faulted is replaced by a new process.
 */
@Timeout(300)
class KeptBrainsTest {

    @TempDir
    Path dir;

    private static String fake(String... modeArgs) {
        return Fakes.command(FakeGomocupBrain.class, modeArgs);
    }

    /** Our brain from the test class path (the reactor's build), at a fixed node count. */
    private static String ourBrain(int nodes) {
        return RealBots.commandLine("dev.gamebots.gomoku.Main", "protocol", "--nodes", String.valueOf(nodes));
    }

    private ArenaRun run(String name, String a, String b, String... extra) {
        String[] args = Stream.concat(Stream.of("gomoku", "--a", a, "--b", b, "--concurrency", "1", "--seed", "3"),
                Stream.of(extra)).toArray(String[]::new);
        ArenaRun r = ArenaRun.of(dir.resolve(name), args);
        assertEquals(0, r.exitCode(), r::toString);
        return r;
    }

    /** Each game's moves, "x,y" joined, game by game. */
    private static String moves(ArenaRun r, int games) {
        return Stream.iterate(1, g -> g + 1).limit(games)
                .map(g -> r.json(String.format("game-%04d.json", g)).get("moves").findValuesAsText("x").toString()
                        + r.json(String.format("game-%04d.json", g)).get("moves").findValuesAsText("y"))
                .collect(Collectors.joining("\n"));
    }

    private static String transcript(ArenaRun r, int game, String side) throws Exception {
        return Files.readString(r.outDir().resolve(String.format("game-%04d-%s.io.log", game, side)));
    }

    @Test
    void keptFakesPlayTheSameGamesAndBeginEachLaterGameWithRestart() throws Exception {
        Path openings = dir.resolve("openings.txt");
        Files.writeString(openings, "0,0, 1,0, 1,3\n5,5, 6,6\n2,7\n");
        String[] extra = {"--games", "6", "--size", "15", "--rule", "freestyle", "--openings", openings.toString()};
        ArenaRun fresh = run("fresh", fake("first"), fake("message"), extra);
        ArenaRun kept = run("kept", fake("first"), fake("message"), append(extra, "--reuse-engines"));
        assertEquals(moves(fresh, 6), moves(kept, 6));
        assertEquals(fresh.summary().get("wins"), kept.summary().get("wins"));
        for (String side : new String[] {"a", "b"}) {
            assertTrue(transcript(kept, 1, side).contains("> START 15"));
            for (int g = 2; g <= 6; g++) {
                String io = transcript(kept, g, side);
                assertTrue(io.contains("> RESTART") && !io.contains("> START"), io);
                assertTrue(io.contains("> INFO rule 0"), io); // every game's first request carries the INFO lines
            }
            assertTrue(transcript(kept, 1, side).contains("kept for the next game"));
            assertTrue(transcript(fresh, 2, side).contains("> START 15"));
        }
    }

    @Test
    void aBrainThatFaultedIsReplacedAndTheOtherKept() throws Exception {
        // The crashing brain exits instead of its fourth move: game 1 ends by its crash, and game 2
        // must start it anew, while the other brain goes on with RESTART.
        ArenaRun r = run("crash", fake("crash", "3"), fake("first"), "--games", "2", "--size", "15", "--reuse-engines");
        assertEquals("crash", r.json("game-0001.json").get("reason").asText());
        assertTrue(transcript(r, 2, "a").contains("> START 15"));
        String b = transcript(r, 2, "b");
        assertTrue(b.contains("> RESTART") && !b.contains("> START"), b);
    }

    @Test
    void aBrainThatDoesNotKnowRestartGetsANewProcessEachGameAndNoFault() throws Exception {
        ArenaRun r = run("norestart", fake("norestart"), fake("first"), "--games", "3", "--size", "15", "--reuse-engines");
        for (int g = 1; g <= 3; g++) {
            assertEquals("five", r.json(String.format("game-%04d.json", g)).get("reason").asText());
            assertTrue(transcript(r, g, "a").contains("> START 15"), "game " + g);
        }
        assertTrue(transcript(r, 3, "b").contains("> RESTART"));
        assertEquals(3, r.summary().get("played_out").get("units").asInt(), r.summary()::toString);
        assertEquals(0, r.summary().get("void_units").asInt(), r.summary()::toString);
    }

    @Test
    void ourBrainKeptBetweenGamesPlaysAsNewProcessesDo() throws Exception {
        // Fixed nodes make each game a function of its opening; RESTART must forget the table and the
        // histories, or the kept brain's later games would differ.
        String[] extra = {"--games", "2", "--size", "20", "--rule", "freestyle", "--turn-ms", "20000",
                "--openings", "../data/gomoku/openings/balanced_freestyle_20x20.txt"};
        ArenaRun fresh = run("fresh", ourBrain(2000), ourBrain(1500), extra);
        ArenaRun kept = run("kept", ourBrain(2000), ourBrain(1500), append(extra, "--reuse-engines"));
        assertEquals(moves(fresh, 2), moves(kept, 2));
        assertFalse(moves(kept, 2).isEmpty());
        assertTrue(transcript(kept, 2, "a").contains("> RESTART"));
    }

    private static String[] append(String[] args, String more) {
        return Stream.concat(Stream.of(args), Stream.of(more)).toArray(String[]::new);
    }
}
