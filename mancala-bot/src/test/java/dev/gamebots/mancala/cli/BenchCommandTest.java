package dev.gamebots.mancala.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.mancala.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class BenchCommandTest {

    /** The node count is a signature: two runs in one process (same table size, fresh state) agree. */
    @Test
    void twoRunsInOneProcessAgree() {
        BenchCommand.Result a = BenchCommand.run(12, 16, null);
        BenchCommand.Result b = BenchCommand.run(12, 16, null);
        assertTrue(a.nodes() > 10_000, "the bench searches something: " + a.nodes());
        assertEquals(a.nodes(), b.nodes());
    }

    @Test
    void benchSubcommandPrintsTheSignature() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int rc = Main.run(new String[] {"bench", "--depth", "8", "--table-mb", "8"}, new ByteArrayInputStream(new byte[0]),
                out, out);
        assertEquals(0, rc);
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("nodes/s"), text);
        assertTrue(text.strip().matches("(?s).*signature=\\d+"), text);
    }

    @Test
    void solveRejectsBoardsThatDoNotFit() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int rc = Main.run(new String[] {"solve", "--holes", "13", "--seeds", "4"}, new ByteArrayInputStream(new byte[0]), out,
                out);
        assertEquals(2, rc);
        rc = Main.run(new String[] {"solve", "--holes", "6"}, new ByteArrayInputStream(new byte[0]), out, out);
        assertEquals(2, rc, "picocli's usage error: --seeds is required");
    }

    @Test
    void helpListsTheCommands() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        assertEquals(0, Main.run(new String[] {"--help"}, new ByteArrayInputStream(new byte[0]), out, out));
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("LOGFILE") && text.contains("solve") && text.contains("bench") && text.contains("book"), text);
    }
}
