package dev.gamebots.bench.arena.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.bench.arena.ArenaMain;
import dev.gamebots.bench.arena.match.ArenaOptions;
import dev.gamebots.bench.arena.match.MatchRunner;
import dev.gamebots.bench.arena.match.Outcome;
import dev.gamebots.bench.arena.match.UnitResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The report is there while a match runs, final at its end, and rebuilt by {@code arena report DIR}. */
class MatchReportTest {

    @TempDir
    Path dir;

    @Test
    void theReportIsWrittenAfterTheFirstUnitAndFinalAtTheEnd() throws Exception {
        ArenaOptions o = new ArenaOptions();
        new CommandLine(o).parseArgs("--a", "x", "--b", "y", "--no-progress", "--seed", "4");
        List<String> seenWhileRunning = new ArrayList<>();
        MatchRunner runner = new MatchRunner(o, new PrintStream(new ByteArrayOutputStream()), System.err)
                .observer(new MatchReport(dir, System.err));
        runner.run("gomoku freestyle 20x20", "games", 3, dir, Map.of(), i -> {
            if (i == 1) {
                seenWhileRunning.add(Files.readString(dir.resolve("report.html")));
            }
            return new UnitResult(i, Outcome.A_WINS, "five", "game " + (i + 1), null);
        });
        assertEquals(1, seenWhileRunning.size());
        String running = seenWhileRunning.get(0);
        assertTrue(running.contains("Running") && running.contains("1 of 3 units played"), running);
        assertTrue(running.contains("http-equiv=\"refresh\""), "a running match's page reloads itself");
        String done = Files.readString(dir.resolve("report.html"));
        assertTrue(done.contains("Finished: 3 of 3 units played"), done);
        assertFalse(done.contains("http-equiv=\"refresh\""));
        assertFalse(Files.exists(dir.resolve("report.html.tmp")));
    }

    @Test
    void arenaReportRebuildsAFolderAndSaysWhenItIsNotOne() throws Exception {
        SyntheticMatch.kalah(dir, 2, 5);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ArenaMain.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), "report", dir.toString());
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("Match 2, game 2"), "every game has a replay");
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("report.html"));

        Path empty = Files.createDirectories(dir.resolve("empty"));
        err.reset();
        code = ArenaMain.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), "report", empty.toString());
        assertEquals(1, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no summary.json"), err.toString(StandardCharsets.UTF_8));
    }
}
