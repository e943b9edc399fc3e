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
    void fewGamesGiveNoEloFigureAndTenGiveABoundNeverInfinityOrMinusZero() throws Exception {
        // Issue 28: one won pair printed "> -636.4" with LOS 84.1%, a figure that reads as a result.
        ArenaOptions o = options("--a", "x", "--b", "y", "--no-progress");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MatchRunner runner = new MatchRunner(o, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        runner.run("test", "games", 2, dir, Map.of(),
                i -> new UnitResult(i, Outcome.B_WINS, "five", "unit " + i, null));
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.contains("n/a (2 < 10 units)") && !table.contains("290.5"),
                table);
        assertTrue(table.contains("Too few games for an Elo figure or LOS: 2 scored, at least 10 needed."), table);
        com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(dir.resolve("summary.json").toFile());
        for (String field : new String[] {"elo", "elo_lower95", "elo_upper95", "los"}) {
            assertTrue(json.get(field).isNull(), field + " in " + json);
        }
        assertEquals("too few units: 2 < 10", json.get("elo_note").asText());

        // Issue 15: at ten lost games the one-sided bound, never "-inf" or "elo": -0.0. All ten lost:
        // the score is at most 1 - 0.025^(1/10) = 0.308642 with 97.5% confidence -> Elo below -140.22.
        Path lost = dir.resolve("lost");
        out.reset();
        runner.run("test", "games", 10, lost, Map.of(),
                i -> new UnitResult(i, Outcome.B_WINS, "five", "unit " + i, null));
        table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.contains("< -140.2") && !table.contains("inf") && !table.contains("Too few"), table);
        json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(lost.resolve("summary.json").toFile());
        assertTrue(json.get("elo").isNull(), json.toString());
        assertTrue(json.get("elo_lower95").isNull(), json.toString());
        assertEquals(-140.22, json.get("elo_upper95").asDouble(), 1e-2);
        assertTrue(json.get("elo_note") == null, json.toString());

        Path even = dir.resolve("even");
        runner.run("test", "games", 10, even, Map.of(),
                i -> new UnitResult(i, Outcome.DRAW, "board_full", "unit " + i, null));
        String summary = Files.readString(even.resolve("summary.json"));
        assertTrue(summary.contains("\"elo\" : 0.0,"), summary);
        assertTrue(summary.contains("\"elo_lower95\" : null") && summary.contains("\"elo_upper95\" : null"), summary);
    }

    @Test
    void aCrashIsExplainedOnStderrAtOnceOncePerCause() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        MatchRunner runner = new MatchRunner(options("--a", "nonexistent", "--b", "y", "--no-progress"),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        String cause = "cannot start nonexistent: Cannot run program \"nonexistent\": error=2, No such file";
        runner.run("test", "games", 3, dir, Map.of(), i -> new UnitResult(i, Outcome.B_WINS, "crash (a)", "u", null,
                List.of(new UnitFault("a", "crash", cause), new UnitFault("b", "timeout", "no answer")), 0, 0));
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("arena: A crashed in unit ") && text.contains(cause), text);
        assertEquals(1, text.split("crashed", -1).length - 1, text);
        assertTrue(!text.contains("no answer"), text);
    }

    @Test
    void faultUnitsAreCountedApartAndVoidByDefaultOrLossesOnRequest() throws Exception {
        // Units 0 and 2 played out (A wins, draw); unit 1 B timed out (A "wins"); unit 3 A crashed
        // and B erred in the same unit (B "wins"); B earned 3 warnings.
        MatchRunner.UnitPlayer player = i -> switch (i) {
            case 0 -> new UnitResult(i, Outcome.A_WINS, "five", "u0", null);
            case 1 -> new UnitResult(i, Outcome.A_WINS, "timeout (b)", "u1", null,
                    List.of(new UnitFault("b", "timeout")), 0, 3);
            case 2 -> new UnitResult(i, Outcome.DRAW, "board_full", "u2", null);
            default -> new UnitResult(i, Outcome.B_WINS, "crash (a)", "u3", null,
                    List.of(new UnitFault("a", "crash"), new UnitFault("b", "error")), 0, 0);
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MatchRunner runner = new MatchRunner(options("--a", "x", "--b", "y", "--no-progress", "--b-name", "peer"),
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        MatchRunner.Summary v = runner.run("test", "games", 4, dir, Map.of(), player);
        assertEquals(new Tally(1, 1, 0), v.tally());
        assertEquals(new Tally(1, 1, 0), v.playedOut());
        assertEquals(2, v.voided());
        assertEquals(Map.of("crash", 1), v.faults().get("a"));
        assertEquals(Map.of("timeout", 1, "error", 1), v.faults().get("b"));
        assertEquals(3, v.warnings().get("b"));
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.contains("4 of 4 games played, 2 scored (2 void: decided by a fault)"), table);
        assertTrue(table.contains("Played out: 2 of 4 games, W-L-D 1-0-1 (A's)"), table);
        assertTrue(table.contains("Faults: 2 of 4 games ended by a fault (void, not scored): A crash x1; B = peer error x1, "
                + "timeout x1"), table);
        assertTrue(table.contains("Warnings (peer lines logged, not faults; see the records): A 0; B = peer 3"), table);
        com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(dir.resolve("summary.json").toFile());
        assertEquals("void", json.get("faults_mode").asText());
        assertEquals(2, json.get("played_out").get("units").asInt());
        assertEquals(1, json.get("faults").get("b").get("timeout").asInt());
        assertEquals(2, json.get("void_units").asInt());
        assertEquals(1, json.get("wins").asInt());

        Path loss = dir.resolve("loss");
        out.reset();
        MatchRunner.Summary l = new MatchRunner(options("--a", "x", "--b", "y", "--no-progress", "--faults", "loss"),
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err).run("test", "games", 4, loss, Map.of(),
                player);
        assertEquals(new Tally(2, 1, 1), l.tally());
        assertEquals(new Tally(1, 1, 0), l.playedOut());
        assertEquals(0, l.voided());
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("(scored as a loss of the faulty engine)"),
                out::toString);
    }

    /** A deterministic unit outcome by index: A wins most, as a clearly stronger engine would. */
    private static UnitResult strongA(int i) {
        Outcome outcome = i % 4 == 3 ? Outcome.DRAW : i % 8 == 5 ? Outcome.B_WINS : Outcome.A_WINS;
        return new UnitResult(i, outcome, "five", "unit " + i, null);
    }

    @Test
    void aResumedRunPlaysOnlyTheMissingUnitsAndReachesTheSameSprtDecisionAsOneRun() throws Exception {
        String[] args = {"--a", "x", "--b", "y", "--sprt", "0,10", "--no-progress", "--seed", "5", "--out", dir.toString()};
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
        // The whole run in one go, for reference.
        Path whole = dir.resolve("whole");
        MatchRunner.Summary once = new MatchRunner(options("--a", "x", "--b", "y", "--sprt", "0,10", "--no-progress",
                "--seed", "5"), quiet, quiet).run("test", "games", 2000, whole, Map.of("k", 1), MatchRunnerTest::strongA);
        // The same run cut after 30 units (a session ending), then resumed.
        MatchRunner.Summary first = new MatchRunner(options(args), quiet, quiet)
                .run("test", "games", 30, dir, Map.of("k", 1), MatchRunnerTest::strongA);
        assertEquals(30, first.results().size());
        assertEquals("continue", first.sprtDecision());
        // The line of a unit being written when the process was killed is dropped, and that unit played again.
        Files.writeString(dir.resolve(UnitLog.UNITS), "{\"index\":30,\"outc", java.nio.file.StandardOpenOption.APPEND);
        List<Integer> played = new java.util.concurrent.CopyOnWriteArrayList<>();
        String[] resumed = java.util.Arrays.copyOf(args, args.length + 1);
        resumed[args.length] = "--resume";
        MatchRunner.Summary second = new MatchRunner(options(resumed), quiet, quiet)
                .run("test", "games", 2000, dir, Map.of("k", 1), i -> {
                    played.add(i);
                    return strongA(i);
                });
        assertTrue(played.stream().allMatch(i -> i >= 30), played::toString);
        assertTrue(played.contains(30));
        assertEquals(once.sprtDecision(), second.sprtDecision());
        assertEquals(once.results().size(), second.results().size());
        assertEquals(once.tally(), second.tally());
        assertEquals(once.llr(), second.llr(), 1e-12);
    }

    @Test
    void unitsEndingWhileTheArenaIsStoppedAreNotLoggedAndArePlayedAgainOnResume() throws Exception {
        String[] args = {"--a", "x", "--b", "y", "--no-progress", "--seed", "7", "--out", dir.toString()};
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
        // The stop comes after unit 12: every unit from then on ends as its engines are killed (a crash).
        java.util.concurrent.atomic.AtomicBoolean stopped = new java.util.concurrent.atomic.AtomicBoolean();
        MatchRunner.Summary first = new MatchRunner(options(args), quiet, quiet).stopping(stopped::get)
                .run("test", "games", 20, dir, Map.of("k", 1), i -> {
                    if (i == 12) {
                        stopped.set(true);
                    }
                    return i < 12 ? strongA(i) : new UnitResult(i, Outcome.B_WINS, "crash (a)", "unit " + i,
                            null, List.of(new UnitFault("a", "crash", "exit code 137")), 0, 0);
                });
        assertEquals(12, first.results().size());
        assertEquals(12, Files.readAllLines(dir.resolve(UnitLog.UNITS)).size());
        assertTrue(first.results().stream().allMatch(UnitResult::playedOut));
        List<Integer> played = new java.util.concurrent.CopyOnWriteArrayList<>();
        String[] resumed = java.util.Arrays.copyOf(args, args.length + 1);
        resumed[args.length] = "--resume";
        MatchRunner.Summary second = new MatchRunner(options(resumed), quiet, quiet).stopping(() -> false)
                .run("test", "games", 20, dir, Map.of("k", 1), i -> {
                    played.add(i);
                    return strongA(i);
                });
        assertEquals(List.of(12, 13, 14, 15, 16, 17, 18, 19), played.stream().sorted().toList());
        assertEquals(20, second.results().size());
        assertTrue(second.results().stream().allMatch(UnitResult::playedOut));
    }

    @Test
    void resumingARunWithAnotherSeedOrNoRunIsRefused() {
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
        new MatchRunner(options("--a", "x", "--b", "y", "--no-progress", "--seed", "5", "--out", dir.toString()), quiet,
                quiet).run("test", "games", 4, dir, Map.of(), MatchRunnerTest::strongA);
        MatchRunner other = new MatchRunner(options("--a", "x", "--b", "y", "--no-progress", "--seed", "6", "--resume"),
                quiet, quiet);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> other.run("test", "games", 8, dir, Map.of(), MatchRunnerTest::strongA));
        assertTrue(e.getMessage().contains("seed: 5 -> 6"), e.getMessage());
        MatchRunner none = new MatchRunner(options("--a", "x", "--b", "y", "--no-progress", "--seed", "5", "--resume"),
                quiet, quiet);
        assertThrowsNoRun(none, dir.resolve("empty"));
    }

    private static void assertThrowsNoRun(MatchRunner runner, Path empty) {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> runner.run("test", "games", 8, empty, Map.of(), MatchRunnerTest::strongA));
        assertTrue(e.getMessage().contains("no run to resume"), e.getMessage());
    }
}
