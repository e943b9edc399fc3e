package dev.gamebots.othello.session;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The log file beside the jar stays bounded over many starts. */
class EngineLogTest {

    @TempDir
    Path dir;

    private static final PrintStream NOWHERE = new PrintStream(new ByteArrayOutputStream());

    @Test
    void aLogOverOneMegabyteMovesToDotOneAndANewOneStarts() throws Exception {
        Path log = dir.resolve("othello-adapter.log");
        Path old = dir.resolve("othello-adapter.log.1");
        Files.writeString(old, "the oldest lines\n");
        String full = "x".repeat((int) EngineLog.ROTATE_BYTES) + "\n";
        Files.writeString(log, full);
        EngineLog.open(log.toFile(), NOWHERE).log("a new start");
        assertTrue(full.equals(Files.readString(old)), "the full log replaces the older .1");
        String fresh = Files.readString(log);
        assertTrue(fresh.endsWith("a new start\n") && fresh.lines().count() == 1, fresh);
    }

    @Test
    void aSmallerLogIsAppendedTo() throws Exception {
        Path log = dir.resolve("othello-adapter.log");
        Files.writeString(log, "earlier line\n");
        EngineLog.open(log.toFile(), NOWHERE).log("next start");
        String text = Files.readString(log);
        assertTrue(text.startsWith("earlier line\n") && text.endsWith("next start\n"), text);
        assertFalse(Files.exists(dir.resolve("othello-adapter.log.1")));
    }

    @Test
    void manyStartsKeepBothFilesNearTheBound() throws Exception {
        Path log = dir.resolve("othello-adapter.log");
        String line = "y".repeat(30_000);
        for (int start = 0; start < 120; start++) { // about 3.6 MB of lines in all
            EngineLog l = EngineLog.open(log.toFile(), NOWHERE);
            l.log(line);
        }
        long bound = EngineLog.ROTATE_BYTES + 40_000;
        assertTrue(Files.size(log) <= bound, Files.size(log) + " bytes");
        assertTrue(Files.size(dir.resolve("othello-adapter.log.1")) <= bound);
    }
}
