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

    /**
     * The signature of the default bench (depth 18, 64 MB table), as docs/mancala.md records it: a
     * change of search behaviour changes it and must say so there and here. 7,707,953 until the
     * solver's own table gave way to engine-core's BoundTable (issue 16: replacement by depth, an
     * index from a mixed key; the same values and moves).
     */
    static final long SIGNATURE = 7_692_253;

    @Test
    void theDefaultBenchCountsTheRecordedNodes() {
        assertEquals(SIGNATURE, BenchCommand.run(18, 64, null).nodes(), "bench signature (docs/mancala.md)");
    }

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

    /**
     * Issue 15: the README's {@code solve --holes 6 --seeds 4} printed nothing for 60 s (the search
     * takes 80 s and more). The contest board's start is in the shipped book, made by this solver:
     * the answer comes from there at once. The 120 s bound only stops the old behaviour's search.
     */
    @Test
    void solveOfTheContestBoardAnswersFromTheBook() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
        int rc = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(120),
                () -> Main.run(new String[] {"solve", "--holes", "6", "--seeds", "4", "--database-seeds", "0"},
                        new ByteArrayInputStream(new byte[0]), out, err));
        assertEquals(0, rc);
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("best first move hole 3 (from the opening book"), text);
        assertTrue(text.strip().endsWith("margin=10"), text);
    }

    /** A search shows its progress on stderr: each MTD(f) pass with its bounds and the elapsed time. */
    @Test
    void solveShowsProgressOnStderr(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        int rc = Main.run(new String[] {"solve", "--holes", "4", "--seeds", "3", "--database-seeds", "6", "--table-mb", "8",
                "--database-dir", dir.toString()},
                new ByteArrayInputStream(new byte[0]), new PrintStream(bytes, true, StandardCharsets.UTF_8),
                new PrintStream(errBytes, true, StandardCharsets.UTF_8));
        assertEquals(0, rc);
        assertTrue(bytes.toString(StandardCharsets.UTF_8).strip().endsWith("margin=8"), bytes.toString(StandardCharsets.UTF_8));
        String progress = errBytes.toString(StandardCharsets.UTF_8);
        assertTrue(progress.contains("searching Kalah(4,3)"), progress);
        assertTrue(progress.matches("(?s).*pass done: margin in \\[8, \\d+\\], [\\d,]+ nodes, \\d+\\.\\d s.*"), progress);
        assertTrue(progress.contains("pass done: margin in [8, 8]"), progress);
    }
}
