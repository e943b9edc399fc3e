package dev.gamebots.mancala.protocol;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The log file the contest names stays bounded when the same name is given at every start. */
class GameLogTest {

    @TempDir
    Path dir;

    private static final PrintStream NOWHERE = new PrintStream(new ByteArrayOutputStream());

    @Test
    void aLogOverOneMegabyteMovesToDotOneAndANewOneStarts() throws Exception {
        Path log = dir.resolve("kalah.log");
        Files.writeString(log.resolveSibling("kalah.log.1"), "the oldest lines\n");
        String full = "x".repeat((int) GameLog.ROTATE_BYTES) + "\n";
        Files.writeString(log, full);
        try (GameLog l = GameLog.open(log.toString(), NOWHERE)) {
            l.note("a new start");
        }
        assertTrue(full.equals(Files.readString(log.resolveSibling("kalah.log.1"))), "the full log replaces the .1");
        String fresh = Files.readString(log);
        assertTrue(fresh.contains("a new start") && fresh.length() < 100, fresh);
    }

    @Test
    void aSmallerLogIsAppendedTo() throws Exception {
        Path log = dir.resolve("kalah.log");
        Files.writeString(log, "earlier game\n");
        try (GameLog l = GameLog.open(log.toString(), NOWHERE)) {
            l.note("next game");
        }
        String text = Files.readString(log);
        assertTrue(text.startsWith("earlier game\n") && text.contains("next game"), text);
        assertFalse(Files.exists(dir.resolve("kalah.log.1")));
    }

    @Test
    void manyStartsKeepBothFilesNearTheBound() throws Exception {
        Path log = dir.resolve("kalah.log");
        String line = "y".repeat(30_000);
        for (int start = 0; start < 120; start++) { // about 3.6 MB of lines in all
            try (GameLog l = GameLog.open(log.toString(), NOWHERE)) {
                l.note(line);
            }
        }
        long bound = GameLog.ROTATE_BYTES + 40_000;
        assertTrue(Files.size(log) <= bound, Files.size(log) + " bytes");
        assertTrue(Files.size(dir.resolve("kalah.log.1")) <= bound);
    }
}
