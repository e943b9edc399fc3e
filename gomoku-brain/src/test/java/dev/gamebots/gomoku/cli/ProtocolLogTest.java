package dev.gamebots.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code protocol --log FILE}: a file named at every start stays bounded, one that cannot be opened is no crash. */
class ProtocolLogTest {

    @TempDir
    Path dir;

    /** Runs the brain in process on {@code input}; returns {exit code, stdout, stderr}. */
    private static String[] brain(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void aLogOverOneMegabyteAtStartMovesToDotOne() throws Exception {
        Path log = dir.resolve("brain.log");
        Files.writeString(dir.resolve("brain.log.1"), "the oldest games\n");
        String full = "x".repeat(1 << 20) + "\n"; // just over 1 MB
        Files.writeString(log, full);
        String[] r = brain("START 15\nEND\n", "protocol", "--log", log.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("OK"), r[1]);
        assertTrue(full.equals(Files.readString(dir.resolve("brain.log.1"))), "the full log replaces the older .1");
        assertTrue(Files.size(log) < 100_000, Files.size(log) + " bytes: a new log");
    }

    @Test
    void aSmallerLogIsAppendedTo() throws Exception {
        Path log = dir.resolve("brain.log");
        Files.writeString(log, "earlier game\n");
        brain("START 15\nEND\n", "protocol", "--log", log.toString());
        assertTrue(Files.readString(log).startsWith("earlier game\n"));
        assertTrue(!Files.exists(dir.resolve("brain.log.1")));
    }

    @Test
    void aLogThatCannotBeOpenedGoesToStderrAndTheBrainPlays() {
        String[] r = brain("START 15\nEND\n", "protocol", "--log", dir.toString()); // a folder
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("OK"), r[1]);
        assertTrue(r[2].contains("cannot open log file"), r[2]);
    }
}
