package dev.gamebots.othello.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.Main;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.SelfPlayRun;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** probcut: a new calibration of the shipped std weights, the patterns left as they were. */
class ProbCutCommandTest {

    @Test
    void recalibratesTheTableAndKeepsEveryPatternWeight(@TempDir Path tmp) throws Exception {
        File games = tmp.resolve("games").toFile();
        assertTrue(games.mkdirs());
        SelfPlayRun.run(new SelfPlayRun.Settings(Variant.STD, null, 2, 10, 0, 3), 2, 2, games, "g", 1, null);
        File out = tmp.resolve("re.weights").toFile();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"probcut", "--game", "std", "--positions",
                SelfPlayRun.chunkFile(games, "g", 0).getPath(), "--count", "40", "--depth", "5", "--out", out.getPath()},
                System.in, new PrintStream(log, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code, log.toString(StandardCharsets.UTF_8));

        PatternWeights shipped = PatternWeights.load(Variant.STD);
        PatternWeights again = PatternWeights.read(out, Variant.STD);
        assertEquals(shipped.layout().phases(), again.layout().phases());
        for (int p = 0; p < shipped.layout().phases(); p++) {
            assertArrayEquals(shipped.table(p), again.table(p), "phase " + p);
        }
        ProbCutTable before = shipped.probCut();
        ProbCutTable after = again.probCut();
        boolean changed = false;
        for (int p = 0; p < after.phases(); p++) {
            for (int d = ProbCutTable.MIN_DEPTH; d <= 5; d++) {
                if (after.calibrated(p, d) != before.calibrated(p, d)
                        || after.calibrated(p, d) && after.sigma(p, d) != before.sigma(p, d)) {
                    changed = true;
                }
                assertTrue(!after.calibrated(p, d) || after.sigma(p, d) > 0, "a calibrated sigma is positive");
            }
            for (int d = 6; d <= ProbCutTable.MAX_DEPTH; d++) {
                assertTrue(!after.calibrated(p, d), "no calibration past the deepest search, phase " + p + " depth " + d);
            }
        }
        assertTrue(changed, "40 positions to depth 5 give another table than the shipped one");
    }
}
