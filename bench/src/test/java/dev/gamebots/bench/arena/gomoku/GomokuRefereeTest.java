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
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The Gomocup manager against fake brains running as real processes. */
@Timeout(120)
class GomokuRefereeTest {

    @TempDir
    Path dir;

    private static String brain(String... modeArgs) {
        return Fakes.command(FakeGomocupBrain.class, modeArgs);
    }

    private ArenaRun run(String a, String b, String... extra) {
        List<String> args = new ArrayList<>(List.of("gomoku", "--a", a, "--b", b));
        args.addAll(List.of(extra));
        ArenaRun run = ArenaRun.inNewFolder(dir, args.toArray(new String[0]));
        assertEquals(0, run.exitCode(), run::toString);
        return run;
    }

    @Test
    void rowByRowBrainsGiveTheHandComputedWins() throws Exception {
        // Both brains take the first empty point row by row, so stones alternate along rows. On
        // 20x20 every even column is black: black's column 0 is complete at move 81 (row 4).
        // On 15x15 the board is a checkerboard: black's anti-diagonal (4,0)..(0,4) is complete
        // at cell 60, move 61. The black side wins each game, so A and B win one each.
        ArenaRun r = run(brain("first"), brain("message"), "--games", "2");
        JsonNode g1 = r.json("game-0001.json");
        assertEquals("a", g1.get("black").asText());
        assertEquals("a", g1.get("result").asText());
        assertEquals("five", g1.get("reason").asText());
        assertEquals(81, g1.get("moves").size());
        JsonNode last = g1.get("moves").get(80);
        assertEquals(0, last.get("x").asInt());
        assertEquals(4, last.get("y").asInt());
        JsonNode g2 = r.json("game-0002.json");
        assertEquals("b", g2.get("black").asText());
        assertEquals("b", g2.get("result").asText());
        assertTrue(g2.get("messages_b").size() > 0 || g1.get("messages_b").size() > 0);
        assertTrue(g1.get("about_a").asText().contains("fake-first"));
        JsonNode s = r.summary();
        assertEquals(1, s.get("wins").asInt());
        assertEquals(1, s.get("losses").asInt());
        // The transcripts show the protocol: START, ABOUT, INFO, BEGIN for black, TURN for white.
        String io = Files.readString(r.outDir().resolve("game-0001-b.io.log"));
        assertTrue(io.contains("> START 20") && io.contains("> INFO rule 0") && io.contains("> TURN 0,0"), io);
        assertTrue(Files.readString(r.outDir().resolve("game-0001-a.io.log")).contains("> BEGIN"));

        Path d15 = dir.resolve("15");
        ArenaRun r15 = ArenaRun.of(d15, "gomoku", "--a", brain("first"), "--b", brain("first"), "--games", "1",
                "--rule", "standard");
        JsonNode g = r15.json("game-0001.json");
        assertEquals(61, g.get("moves").size(), r15::toString);
        assertEquals("a", g.get("result").asText());
    }

    @Test
    void openingsArePlayedTwiceWithColoursSwappedThroughBoard() throws Exception {
        Path openings = dir.resolve("openings.txt");
        Files.writeString(openings, "# test openings\n0,0, 1,0, 1,3\nh8i9\n");
        ArenaRun r = run(brain("random", "1"), brain("random", "2"), "--games", "4", "--openings", openings.toString(),
                "--rule", "freestyle", "--size", "15", "--seed", "1");
        for (int g = 1; g <= 4; g++) {
            JsonNode game = r.json(String.format("game-%04d.json", g));
            assertEquals(g % 2 == 1 ? "a" : "b", game.get("black").asText());
            assertTrue(Set.of("five", "board_full").contains(game.get("reason").asText()), game::toString);
        }
        // Games 1 and 2 share an opening, as do 3 and 4.
        assertEquals(r.json("game-0001.json").get("opening"), r.json("game-0002.json").get("opening"));
        assertEquals(r.json("game-0003.json").get("opening"), r.json("game-0004.json").get("opening"));
        String io = Files.readString(r.outDir().resolve("game-0001-a.io.log"));
        assertTrue(io.contains("> BOARD") && io.contains("> DONE"), io);
    }

    @Test
    void renjuForbiddenMoveLoses() {
        // Black (A): 5,7 6,7 7,5 7,6 then 7,7, a double three; white plays far away.
        ArenaRun r = run(brain("script", "5,7;6,7;7,5;7,6;7,7"), brain("script", "0,0;0,2;0,4;0,6;0,8"),
                "--games", "1", "--rule", "renju");
        JsonNode g = r.json("game-0001.json");
        assertEquals("forbidden", g.get("reason").asText(), g::toString);
        assertEquals("a", g.get("fault_side").asText());
        assertEquals("b", g.get("result").asText());
        assertEquals(8, g.get("moves").size());
    }

    /**
     * Both games end by A's fault: the records say so, and the summary counts them as A's faults,
     * void by default (no W/D/L), losses with {@code --faults loss}.
     */
    private void assertLoses(String broken, Set<String> reasons, String... extra) {
        List<String> args = new ArrayList<>(List.of("--games", "2"));
        args.addAll(List.of(extra));
        ArenaRun r = run(broken, brain("first"), args.toArray(new String[0]));
        for (String f : List.of("game-0001.json", "game-0002.json")) {
            JsonNode g = r.json(f);
            assertEquals("a", g.get("fault_side").asText(), g::toString);
            assertTrue(reasons.contains(g.get("reason").asText()), g::toString);
            assertEquals("b", g.get("result").asText());
        }
        JsonNode s = r.summary();
        int faultsOfA = 0;
        for (JsonNode n : s.get("faults").get("a")) {
            faultsOfA += n.asInt();
        }
        assertEquals(2, faultsOfA, s::toString);
        assertEquals(0, s.get("faults").get("b").size(), s::toString);
        assertEquals(0, s.get("played_out").get("units").asInt());
        boolean loss = args.contains("loss");
        assertEquals(loss ? 0 : 2, s.get("void_units").asInt());
        assertEquals(loss ? 2 : 0, s.get("losses").asInt());
    }

    @Test
    void brokenBrainsLose() {
        assertLoses(brain("crash", "3"), Set.of("crash"));
        assertLoses(brain("crash", "3"), Set.of("crash"), "--faults", "loss");
        assertLoses(brain("occupied"), Set.of("illegal"));
        assertLoses(brain("offboard"), Set.of("illegal"));
        assertLoses("/nonexistent/pbrain", Set.of("crash"));
        // No move, only ERROR or garbage: the referee waits out the limit, then names what it got.
        String[] shortTurn = {"--turn-ms", "300", "--tolerance-ms", "200", "--first-move-tolerance-ms", "0"};
        assertLoses(brain("garbage"), Set.of("garbage"), shortTurn);
        assertLoses(brain("error"), Set.of("error"), shortTurn);
    }

    @Test
    void aStrayLineAfterAMoveIsAWarningNotAFault() {
        ArenaRun r = run(brain("extra"), brain("first"), "--games", "1");
        JsonNode g = r.json("game-0001.json");
        assertEquals("five", g.get("reason").asText(), g::toString);
        assertTrue(g.get("fault_side").isNull());
        assertEquals(1, g.get("warning_count_a").asInt(), g::toString);
        assertTrue(g.get("warnings_a").get(0).asText().contains("I played that"), g::toString);
    }

    @Test
    void silentAndSlowBrainsLoseOnTimeWithoutHanging() {
        long t0 = System.nanoTime();
        assertLoses(brain("silent"), Set.of("timeout"), "--turn-ms", "500", "--tolerance-ms", "300",
                "--first-move-tolerance-ms", "0");
        // The first move has the larger tolerance (3 s by default): the slow brain loses on its second.
        assertLoses(brain("slow", "1500"), Set.of("timeout"), "--turn-ms", "500", "--tolerance-ms", "300");
        assertLoses(brain("noabout"), Set.of("timeout"), "--start-ms", "3000");
        assertTrue((System.nanoTime() - t0) / 1e9 < 60);
    }

    @Test
    void theGameClockIsEnforced() {
        // 150 ms per move within a 5 s turn limit, but only 1 s per game (tolerance 100 ms).
        ArenaRun r = run(brain("slow", "150"), brain("first"), "--games", "1", "--match-ms", "1000",
                "--tolerance-ms", "100");
        JsonNode g = r.json("game-0001.json");
        assertEquals("timeout", g.get("reason").asText(), g::toString);
        assertEquals("a", g.get("fault_side").asText());
        assertTrue(g.get("moves").size() >= 10, g::toString);
    }
}
