package dev.gamebots.bench.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.fakes.FakeGomocupBrain;
import dev.gamebots.bench.arena.fakes.Fakes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The output folder and --resume as a new user meets them: a bad --out is one line before anything
 * starts, a folder holding a run is not overwritten, and --resume alone continues the run as it was
 * started (run.json holds its engines, seed and settings).
 */
@Timeout(120)
class RunFolderTest {

    @TempDir
    Path dir;

    private static final String BRAIN = Fakes.command(FakeGomocupBrain.class, "first");

    /** A two-game Gomoku run of the row-by-row fakes on a small board (about a second). */
    private ArenaRun gomoku(Path out, String... extra) {
        String[] head = {"gomoku", "--a", BRAIN, "--b", BRAIN, "--size", "10", "--games", "2"};
        String[] args = java.util.Arrays.copyOf(head, head.length + extra.length);
        System.arraycopy(extra, 0, args, head.length, extra.length);
        return ArenaRun.of(out, args);
    }

    /** One line on stderr, no stack trace, a non-zero exit, and the line says {@code what}. */
    private static void assertOneLineError(ArenaRun run, String what) {
        assertTrue(run.exitCode() != 0, run::toString);
        assertEquals(1, run.err().strip().lines().count(), run::toString);
        assertTrue(run.err().contains(what), run::toString);
        assertFalse(run.err().contains("Exception"), run::toString);
    }

    @Test
    void anOutThatIsAFileOrUnderOneIsOneLine() throws Exception {
        Path file = Files.writeString(dir.resolve("notes.txt"), "mine\n");
        assertOneLineError(gomoku(file), "--out " + file + " is a file, not a folder");
        assertOneLineError(gomoku(file.resolve("run")), "cannot create the folder (Not a directory)");
        assertEquals("mine\n", Files.readString(file));
    }

    @Test
    void anUnwritableOutIsOneLine() throws Exception {
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            // root writes anyway: then there is nothing to refuse
            Assumptions.assumeFalse(Files.isWritable(locked), "running as root");
            assertOneLineError(gomoku(locked), "cannot write in the folder (permission denied)");
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void aFolderHoldingARunIsNotOverwritten() throws Exception {
        Path out = dir.resolve("run");
        assertEquals(0, gomoku(out, "--seed", "5").exitCode());
        String before = Files.readString(out.resolve("summary.json"));
        ArenaRun again = gomoku(out, "--seed", "6");
        assertOneLineError(again, "already holds a run (run.json): pass --resume to continue it, or choose another folder");
        assertEquals(before, Files.readString(out.resolve("summary.json")));
        assertTrue(Files.readString(out.resolve("run.json")).contains("\"seed\" : 5"));
    }

    @Test
    void resumeTakesWhatWasNotTypedFromTheRunAndRefusesWhatDiffers() throws Exception {
        Path out = dir.resolve("run");
        ArenaRun first = gomoku(out, "--seed", "5", "--turn-ms", "2000", "--a-name", "first");
        assertEquals(0, first.exitCode(), first::toString);
        assertEquals(2, first.summary().get("units").size());

        // Typed again with other values: refused in one line that names them.
        assertOneLineError(ArenaRun.of(out, "gomoku", "--resume", "--seed", "6"), "seed: 5 -> 6");
        assertOneLineError(ArenaRun.of(out, "gomoku", "--resume", "--turn-ms", "3000"), "settings.turn_ms: 2000 -> 3000");

        // Only --resume (and more games): engines, seed, size, clock and names come from run.json.
        ArenaRun resumed = ArenaRun.of(out, "gomoku", "--resume", "--games", "4");
        assertEquals(0, resumed.exitCode(), resumed::toString);
        JsonNode s = resumed.summary();
        assertEquals(5, s.get("seed").asLong());
        assertEquals(4, s.get("units").size());
        assertEquals(10, s.get("settings").get("size").asInt());
        assertEquals(2000, s.get("settings").get("turn_ms").asInt());
        assertEquals("first", s.get("a").get("name").asText());

        // Typed again with the same values, and --games left out (the run's 4 now): nothing more to play.
        ArenaRun same = ArenaRun.of(out, "gomoku", "--resume", "--seed", "5", "--size", "10", "--a", BRAIN);
        assertEquals(0, same.exitCode(), same::toString);
        assertEquals(4, same.summary().get("units").size());
    }

    @Test
    void resumeWithoutARunSaysSo() {
        assertOneLineError(ArenaRun.of(dir.resolve("none"), "gomoku", "--resume"), "no run to resume in");
    }

    @Test
    void aMissingOpeningsFileIsNamed() {
        ArenaRun run = gomoku(dir.resolve("run"), "--openings", "nope.txt");
        assertOneLineError(run, "openings file not found: nope.txt");
        assertFalse(Files.exists(dir.resolve("run")), "nothing written before the options are checked");
    }
}
