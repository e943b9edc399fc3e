package dev.gamebots.bench.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.bench.arena.fakes.FakeGomocupBrain;
import dev.gamebots.bench.arena.fakes.Fakes;
import dev.gamebots.bench.arena.play.RealBots;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arena spsa} through real brain processes: pairs refereed, the trajectory logged, resumable. */
class SpsaCommandTest {

    record Run(int code, String out, String err) {
    }

    static Run arena(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = ArenaMain.run(o, e, args);
        }
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static String[] spsa(Path dir, Path openings, int iterations, String... more) {
        // The settings string becomes the fake brain's second argument, which "first" ignores.
        String engine = Fakes.command(FakeGomocupBrain.class, "first") + " {}";
        List<String> args = new java.util.ArrayList<>(List.of("spsa", "--engine", engine, "--param", "alpha,10,0,20,2,0.05",
                "--param", "beta,5,0,9,1,0.05", "--iterations", String.valueOf(iterations), "--size", "9",
                "--turn-ms", "3000", "--openings", openings.toString(), "--out", dir.toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    @Test
    void pairsArePlayedLoggedAndResumed(@TempDir Path tmp) throws Exception {
        Path openings = Files.writeString(tmp.resolve("openings.txt"), "0,0\n1,1\n");
        Path dir = tmp.resolve("run");
        Run first = arena(spsa(dir, openings, 2));
        assertEquals(0, first.code(), first.toString());
        assertTrue(first.out().contains("2 of 2 iterations"), first.out());
        assertTrue(first.out().matches("(?s).*settings: alpha=\\d+,beta=\\d+.*"), first.out());
        List<String> lines = Files.readAllLines(dir.resolve("iterations.jsonl"));
        assertEquals(2, lines.size());
        // Both engines play "first empty point": black wins each game, so each pair is even.
        assertTrue(lines.get(0).contains("\"result\":0"), lines.get(0));

        Run again = arena(spsa(dir, openings, 2));
        assertEquals(2, again.code(), again.toString());
        assertTrue(again.err().contains("--resume"), again.err());

        Run more = arena(spsa(dir, openings, 2, "--resume"));
        assertEquals(0, more.code(), more.toString());
        assertEquals(2, Files.readAllLines(dir.resolve("iterations.jsonl")).size(), "nothing left to play");
    }

    @Test
    void keptBrainsToldTheirSettingsByInfoPlayThePairsThatNewProcessesPlay(@TempDir Path tmp) throws Exception {
        // Our brain at fixed nodes: each iteration's games, and so its result and step, are the same
        // whether each game starts new processes with the settings on the command line or keeps two
        // brains and tells them by INFO search_config.
        String engine = RealBots.commandLine("dev.gamebots.gomoku.Main", "protocol", "--nodes", "1500", "--search-config")
                + " {}";
        String[] common = {"spsa", "--engine", engine, "--param", "reductionScale,100,40,250,40,0.05",
                "--param", "futilityScale,100,40,250,40,0.05", "--iterations", "3", "--size", "15", "--seed", "11",
                "--turn-ms", "30000", "--openings", "../data/gomoku/openings/balanced_standard_15x15.txt"};
        Run fresh = arena(with(common, "--out", tmp.resolve("fresh").toString()));
        Run kept = arena(with(common, "--out", tmp.resolve("kept").toString(), "--reuse-engines", "search_config"));
        assertEquals(0, fresh.code(), fresh.toString());
        assertEquals(0, kept.code(), kept.toString());
        List<String> a = Files.readAllLines(tmp.resolve("fresh").resolve("iterations.jsonl"));
        List<String> b = Files.readAllLines(tmp.resolve("kept").resolve("iterations.jsonl"));
        assertEquals(3, a.size());
        assertEquals(a.stream().sorted().toList(), b.stream().sorted().toList());
        assertTrue(a.stream().noneMatch(l -> l.contains("\"fault\":\"")), a::toString);

        // A setting the brain refuses (ERROR to the INFO line, as ours answers it) makes the pair a fault:
        // no step. The fake takes its command line's settings as an argument it ignores.
        Path openings = Files.writeString(tmp.resolve("openings.txt"), "0,0\n");
        Run refused = arena("spsa", "--engine", Fakes.command(FakeGomocupBrain.class, "first") + " {}",
                "--param", "noSuchSetting,10,0,20,2,0.05", "--iterations", "1", "--size", "9", "--turn-ms", "3000",
                "--openings", openings.toString(), "--out", tmp.resolve("bad").toString(),
                "--reuse-engines", "search_config");
        assertEquals(0, refused.code(), refused.toString());
        String line = Files.readString(tmp.resolve("bad").resolve("iterations.jsonl"));
        assertTrue(line.contains("\"fault\":\"warnings") && line.contains("noSuchSetting"), line);
        assertTrue(line.contains("\"theta\":[10.0]"), line);
    }

    private static String[] with(String[] args, String... more) {
        List<String> all = new java.util.ArrayList<>(List.of(args));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    @Test
    void anEngineWithoutAPlaceForTheSettingsIsRefused(@TempDir Path tmp) throws Exception {
        Path openings = Files.writeString(tmp.resolve("openings.txt"), "0,0\n");
        Run r = arena("spsa", "--engine", "brain", "--param", "a,1,0,2,1,0.1", "--openings", openings.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("{}"), r.err());
    }
}
