package dev.gamebots.bench.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.fakes.FakeFlipSightEngine;
import dev.gamebots.bench.arena.fakes.FakeGomocupBrain;
import dev.gamebots.bench.arena.fakes.FakeMancalaBot;
import dev.gamebots.bench.arena.fakes.Fakes;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Longer runs of correct fake engines with two units at once: no false faults under load, every
 * unit scored. Slow (a few minutes on 2 loaded cores): {@code ./mvnw -Pslow -pl bench verify}.
 */
@Tag("slow")
class ArenaStressTest {

    @TempDir
    Path dir;

    private static void assertAllEndedNormally(ArenaRun run, String normalReason, int units) {
        assertEquals(0, run.exitCode(), run::toString);
        JsonNode s = run.summary();
        assertEquals(units, s.get("units").size(), run::toString);
        for (JsonNode u : s.get("units")) {
            assertEquals(normalReason, u.get("reason").asText(), u::toString);
        }
    }

    @Test
    void mancala() {
        assertAllEndedNormally(ArenaRun.of(dir.resolve("m"), "mancala",
                "--a", Fakes.command(FakeMancalaBot.class, "random", "1"),
                "--b", Fakes.command(FakeMancalaBot.class, "random", "2"),
                "--games", "20", "--concurrency", "2"), "stores", 10);
    }

    @Test
    void othelloEveryVariant() {
        for (String v : new String[] {"std", "anti", "grand", "octagon", "reversi"}) {
            assertAllEndedNormally(ArenaRun.of(dir.resolve(v), "othello", "--game", v,
                    "--a", Fakes.command(FakeFlipSightEngine.class, "random", "1"),
                    "--b", Fakes.command(FakeFlipSightEngine.class, "random", "2"),
                    "--pairs", "4", "--concurrency", "2", "--seed", "77"), "discs", 4);
        }
    }

    @Test
    void gomoku() {
        ArenaRun run = ArenaRun.of(dir.resolve("g"), "gomoku", "--rule", "freestyle",
                "--a", Fakes.command(FakeGomocupBrain.class, "random", "1"),
                "--b", Fakes.command(FakeGomocupBrain.class, "random", "2"),
                "--games", "10", "--concurrency", "2", "--size", "15");
        assertEquals(0, run.exitCode(), run::toString);
        for (JsonNode u : run.summary().get("units")) {
            String r = u.get("reason").asText();
            assertEquals(true, r.equals("five") || r.equals("board_full"), u::toString);
        }
    }
}
