package dev.gamebots.bench.arena.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The runner's bookkeeping with in-process units (no engines): concurrency, SPRT stop, files. */
class MatchRunnerTest {

    @TempDir
    Path dir;

    private static ArenaOptions options(String... args) {
        ArenaOptions o = new ArenaOptions();
        new CommandLine(o).parseArgs(args);
        return o;
    }

    @Test
    void runsUnitsConcurrentlyAndStopsWhenTheSprtDecides() throws Exception {
        ArenaOptions o = options("--a", "x", "--b", "y", "--concurrency", "2", "--sprt", "0,10", "--no-progress",
                "--seed", "1");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AtomicInteger running = new AtomicInteger();
        AtomicInteger maxRunning = new AtomicInteger();
        MatchRunner runner = new MatchRunner(o, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        MatchRunner.Summary s = runner.run("test", "games", 2000, dir, Map.of("k", 1), i -> {
            maxRunning.accumulateAndGet(running.incrementAndGet(), Math::max);
            Thread.sleep(1);
            running.decrementAndGet();
            Outcome outcome = i % 4 == 3 ? Outcome.DRAW : i % 8 == 5 ? Outcome.B_WINS : Outcome.A_WINS;
            return new UnitResult(i, outcome, "five", "unit " + i, null);
        });
        assertEquals(2, maxRunning.get());
        assertTrue(s.stoppedEarly());
        assertEquals("accept_h1", s.sprtDecision());
        assertTrue(s.tally().total() < 200, s.tally().toString());
        assertTrue(s.llr() >= new Sprt(0, 10, 0.05, 0.05).upperBound() - 0.2, s.llr()::toString);
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.contains("SPRT") && table.contains("stopped early"), table);
        assertTrue(Files.readString(dir.resolve("summary.json")).contains("\"sprt_decision\" : \"accept_h1\""));
        assertTrue(Files.exists(dir.resolve("results.txt")));
    }

    @Test
    void aFailingUnitIsCountedNotFatal() {
        ArenaOptions o = options("--a", "x", "--b", "y", "--no-progress");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        MatchRunner runner = new MatchRunner(o, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        MatchRunner.Summary s = runner.run("test", "games", 3, dir, Map.of(), i -> {
            if (i == 1) {
                throw new IllegalStateException("referee bug");
            }
            return new UnitResult(i, Outcome.A_WINS, "five", "ok", null);
        });
        assertEquals(1, s.arenaErrors());
        assertEquals(2, s.tally().wins());
        assertEquals(List.of(0, 2), s.results().stream().map(UnitResult::index).toList());
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("referee bug"));
    }

    @Test
    void fewGamesGiveNullOrABoundNeverInfinityOrMinusZero() throws Exception {
        // Issue 15: with one or two games the result line read "-inf" and summary.json "elo": -0.0.
        ArenaOptions o = options("--a", "x", "--b", "y", "--no-progress");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MatchRunner runner = new MatchRunner(o, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        runner.run("test", "games", 2, dir, Map.of(),
                i -> new UnitResult(i, Outcome.B_WINS, "five", "unit " + i, null));
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.contains("< +290.5") && !table.contains("inf"), table);
        com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(dir.resolve("summary.json").toFile());
        assertTrue(json.get("elo").isNull(), json.toString());
        assertTrue(json.get("elo_lower95").isNull(), json.toString());
        assertEquals(290.5133, json.get("elo_upper95").asDouble(), 1e-3);

        Path even = dir.resolve("even");
        runner.run("test", "games", 2, even, Map.of(),
                i -> new UnitResult(i, i == 0 ? Outcome.A_WINS : Outcome.B_WINS, "five", "unit " + i, null));
        String summary = Files.readString(even.resolve("summary.json"));
        assertTrue(summary.contains("\"elo\" : 0.0,"), summary);
        assertTrue(summary.contains("\"elo_lower95\" : null") && summary.contains("\"elo_upper95\" : null"), summary);
    }
}
