package dev.gamebots.mancala.protocol;

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

    @Test
    void startsWithTheSameNameAppendUntilOneMegabyteThenKeepTheFullLogAsDotOne() throws Exception {
        Path log = dir.resolve("kalah.log");
        Path previous = dir.resolve("kalah.log.1");
        String game = "y".repeat(300_000); // a very long game's lines
        String before = "";
        int rotations = 0;
        for (int start = 1; start <= 12; start++) {
            try (GameLog l = GameLog.open(log.toString(), new PrintStream(new ByteArrayOutputStream()))) {
                l.note(game);
            }
            String now = Files.readString(log);
            if (before.length() > GameLog.ROTATE_BYTES) {
                rotations++;
                assertTrue(before.equals(Files.readString(previous)), "start " + start + ": the full log is the .1");
                assertTrue(now.length() < 2 * game.length(), "start " + start + ": a new log, " + now.length());
            } else {
                assertTrue(now.startsWith(before) && now.length() > before.length(), "start " + start + ": appended");
            }
            before = now;
        }
        assertTrue(rotations == 2, "twelve starts of 300 KB rotate twice, the second replacing the first .1");
    }
}
