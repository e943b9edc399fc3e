package dev.gamebots.bench.arena.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.ArenaRun;
import dev.gamebots.bench.arena.fakes.FakeGomocupBrain;
import dev.gamebots.bench.arena.fakes.Fakes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 17, item 6: the referee hands no game to a brain for its peer's start-up delay or input
 * race, as the real managers do not (piskvork, c-gomoku-cli, GomocupJudge; docs/arena.md), and
 * the summary keeps the games decided by a fault apart from those played out. Every limit here
 * has seconds of margin: the assertions hold on a loaded machine.
 */
@Timeout(120)
class FairRefereeTest {

    @TempDir
    Path dir;

    private static String brain(String... modeArgs) {
        return Fakes.command(FakeGomocupBrain.class, modeArgs);
    }

    private ArenaRun run(Path out, String a, String b, String... extra) {
        List<String> args = new ArrayList<>(List.of("gomoku", "--a", a, "--b", b));
        args.addAll(List.of(extra));
        ArenaRun run = ArenaRun.of(out, args.toArray(new String[0]));
        assertEquals(0, run.exitCode(), run::toString);
        return run;
    }

    private static void assertPlayedOut(JsonNode game) {
        assertEquals("five", game.get("reason").asText(), game::toString);
        assertTrue(game.get("fault_side").isNull(), game::toString);
    }

    /** The lines the referee sent, in order, from a transcript ("   12 > TURN 3,4" -> "TURN 3,4"). */
    private static List<String> sent(Path transcript) throws Exception {
        List<String> out = new ArrayList<>();
        for (String l : Files.readAllLines(transcript)) {
            int i = l.indexOf(" > ");
            if (i >= 0) {
                out.add(l.substring(i + 3));
            }
        }
        return out;
    }

    @Test
    void anErrorAnsweringAnInfoThatRacedTheSearchIsAWarningNotALoss() throws Exception {
        // Rapfi's race made deterministic: every INFO time_left after its first move draws two
        // ERROR lines before the move. Both games are played out to the row-by-row five.
        ArenaRun r = run(dir, brain("infoerror"), brain("first"), "--games", "2");
        for (String f : List.of("game-0001.json", "game-0002.json")) {
            JsonNode g = r.json(f);
            assertPlayedOut(g);
            assertTrue(g.get("warning_count_a").asInt() > 0, g::toString);
            assertTrue(g.get("warnings_a").get(0).asText().contains("\"ERROR Unknown command: TIME_LEFT\""),
                    g::toString);
            assertEquals(0, g.get("warning_count_b").asInt(), g::toString);
        }
        JsonNode s = r.summary();
        assertEquals(2, s.get("played_out").get("units").asInt());
        assertEquals(0, s.get("void_units").asInt());
        assertEquals(0, s.get("faults").get("a").size());
        assertTrue(s.get("warnings").get("a").asInt() > 0);
        assertEquals(1, s.get("wins").asInt());
        assertEquals(1, s.get("losses").asInt());
        assertTrue(r.out().contains("Warnings (peer lines logged, not faults"), r::toString);

        // The INFO lines go with the first request, in piskvork's order, then time_left with each.
        List<String> a = sent(dir.resolve("game-0001-a.io.log"));
        assertEquals(List.of("START 20", "ABOUT", "INFO max_memory 0", "INFO timeout_match 0",
                "INFO timeout_turn 5000", "INFO game_type 1", "INFO rule 0", "INFO time_left 2147483647", "BEGIN",
                "INFO time_left 2147483647"), a.subList(0, 10), a::toString);
        assertTrue(a.get(10).startsWith("TURN "), a::toString);
        List<String> b = sent(dir.resolve("game-0001-b.io.log"));
        assertEquals(List.of("START 20", "ABOUT", "INFO max_memory 0", "INFO timeout_match 0",
                "INFO timeout_turn 5000", "INFO game_type 1", "INFO rule 0", "INFO time_left 2147483647", "TURN 0,0"),
                b.subList(0, 9), b::toString);
    }

    @Test
    void aStrayErrorAfterAMoveIsLoggedNotALoss() {
        ArenaRun r = run(dir, brain("strayerror"), brain("first"), "--games", "1");
        JsonNode g = r.json("game-0001.json");
        assertPlayedOut(g);
        assertEquals(1, g.get("warning_count_a").asInt(), g::toString);
        assertTrue(g.get("warnings_a").get(0).asText().contains("ERROR a stray line after the move"), g::toString);
    }

    @Test
    void startUpIsOffTheClock() {
        // START answered after 4 s (and a banner line before the OK), with a first-move limit of
        // 1 s + 1 s: the start-up must not count, and the banner is a warning.
        ArenaRun r = run(dir, brain("slowstart", "4000"), brain("first"), "--games", "1", "--turn-ms", "1000",
                "--tolerance-ms", "1000", "--first-move-tolerance-ms", "1000");
        JsonNode g = r.json("game-0001.json");
        assertPlayedOut(g);
        assertTrue(g.get("warnings_a").get(0).asText().contains("before OK to START 20"), g::toString);
    }

    @Test
    void theFirstMoveHasTheLargerToleranceForItsSetUp() {
        // 1.5 s of set-up before the first move (Rapfi's, after DONE), on a 500 ms turn with 300 ms
        // tolerance: within the first-move tolerance (3 s by default) it is no fault...
        ArenaRun r = run(dir, brain("slowfirst", "1500"), brain("first"), "--games", "1", "--turn-ms", "500",
                "--tolerance-ms", "300");
        assertPlayedOut(r.json("game-0001.json"));
        assertEquals(3000, r.summary().get("settings").get("first_move_tolerance_ms").asInt());

        // ...and without it (a zero-tolerance run, as liskvork's, gives the first move none either),
        // a time-out on that first move.
        ArenaRun strict = run(dir.resolve("strict"), brain("slowfirst", "1500"), brain("first"), "--games", "1",
                "--turn-ms", "800", "--tolerance-ms", "0");
        assertEquals(0, strict.summary().get("settings").get("first_move_tolerance_ms").asInt());
        JsonNode g = strict.json("game-0001.json");
        assertEquals("timeout", g.get("reason").asText(), g::toString);
        assertEquals("a", g.get("fault_side").asText());
        assertEquals(0, g.get("moves").size());
    }

    @Test
    void faultGamesAreCountedApartAndVoidByDefault() throws Exception {
        // B crashes when it plays white (game 1) and plays out the game where it is black (game 2,
        // which black wins row by row).
        ArenaRun v = run(dir, brain("first"), brain("crashturn"), "--games", "2", "--b-name", "crashy");
        JsonNode g1 = v.json("game-0001.json");
        assertEquals("crash", g1.get("reason").asText(), g1::toString);
        assertEquals("b", g1.get("fault_side").asText());
        assertPlayedOut(v.json("game-0002.json"));
        JsonNode s = v.summary();
        assertEquals("void", s.get("faults_mode").asText());
        assertEquals(0, s.get("wins").asInt());
        assertEquals(1, s.get("losses").asInt());
        assertEquals(1, s.get("void_units").asInt());
        assertEquals(1, s.get("played_out").get("losses").asInt());
        assertEquals(1, s.get("faults").get("b").get("crash").asInt());
        String table = Files.readString(dir.resolve("results.txt"));
        assertTrue(table.contains("2 of 2 games played, 1 scored (1 void: decided by a fault)"), table);
        assertTrue(table.contains("Played out: 1 of 2 games, W-L-D 0-1-0 (A's)"), table);
        assertTrue(table.contains("Faults: 1 of 2 games ended by a fault (void, not scored): A none; B = crashy crash x1"),
                table);

        ArenaRun l = run(dir.resolve("loss"), brain("first"), brain("crashturn"), "--games", "2", "--faults", "loss");
        JsonNode sl = l.summary();
        assertEquals(1, sl.get("wins").asInt());
        assertEquals(1, sl.get("losses").asInt());
        assertEquals(0, sl.get("void_units").asInt());
        assertEquals(1, sl.get("played_out").get("units").asInt());
        assertTrue(l.out().contains("(scored as a loss of the faulty engine): A none; B crash x1"), l::toString);
    }
}
