package dev.gamebots.bench.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.bench.arena.fakes.FakeGomocupBrain;
import dev.gamebots.bench.arena.fakes.Fakes;
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
    void anEngineWithoutAPlaceForTheSettingsIsRefused(@TempDir Path tmp) throws Exception {
        Path openings = Files.writeString(tmp.resolve("openings.txt"), "0,0\n");
        Run r = arena("spsa", "--engine", "brain", "--param", "a,1,0,2,1,0.1", "--openings", openings.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("{}"), r.err());
    }
}
