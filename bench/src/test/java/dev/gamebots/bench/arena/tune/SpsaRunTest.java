package dev.gamebots.bench.arena.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tuner on engines whose strength is a known function of their settings: each game is won with
 * the logistic of the strength difference (seeded by the iteration), so the optimum is known and
 * the run must move towards it; a run cut and resumed must end exactly where an uncut one does.
 */
class SpsaRunTest {

    /** Strength in Elo-like units: best at x = 60, y = 20; 400 units apart is a 10:1 game. */
    static double strength(double x, double y) {
        return -((x - 60) * (x - 60) + (y - 20) * (y - 20)) / 8.0;
    }

    /** Plays the pair by the model; fails every iteration past {@code failAfter}, as a killed run. */
    static PairPlayer model(int failAfter) {
        return (iteration, plus, minus) -> {
            if (iteration > failAfter) {
                throw new IllegalStateException("killed");
            }
            Random r = new Random(7919L * iteration);
            double d = strength(value(plus, 0), value(plus, 1)) - strength(value(minus, 0), value(minus, 1));
            double p = 1 / (1 + Math.pow(10, -d / 400));
            int result = 0;
            for (int game = 0; game < 2; game++) {
                result += r.nextDouble() < p ? 1 : -1;
            }
            return new PairPlayer.PairResult(result, null, "model");
        };
    }

    /** A value of the settings string "x=..,y=..". */
    static double value(String settings, int i) {
        return Double.parseDouble(settings.split(",")[i].split("=")[1]);
    }

    static List<SpsaParameter> parameters() {
        return List.of(new SpsaParameter("x", 20, 0, 100, 4, 0.05), new SpsaParameter("y", 80, 0, 100, 4, 0.05));
    }

    static SpsaRun.Summary run(Path dir, int iterations, PairPlayer player, boolean resume) throws Exception {
        Spsa spsa = new Spsa(parameters(), iterations);
        PrintStream err = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        return new SpsaRun(spsa, player, err).run(iterations, 1, 5, dir, Map.of("model", "quadratic"), resume);
    }

    @Test
    void theValuesMoveToTheKnownOptimum(@TempDir Path dir) throws Exception {
        SpsaRun.Summary s = run(dir, 2000, model(Integer.MAX_VALUE), false);
        assertEquals(2000, s.iterations());
        double x = s.theta()[0];
        double y = s.theta()[1];
        // From 40 and 60 away, the tuned values end within a quarter of that of the optimum.
        assertTrue(Math.abs(x - 60) < 10 && Math.abs(y - 20) < 15, "tuned to x=" + x + ", y=" + y);
        assertEquals(2000, SpsaLog.read(dir).size());
    }

    @Test
    void aCutRunResumedEndsAsAnUncutOne(@TempDir Path whole, @TempDir Path cut) throws Exception {
        SpsaRun.Summary uncut = run(whole, 300, model(Integer.MAX_VALUE), false);
        SpsaRun.Summary first = run(cut, 300, model(120), false);
        assertEquals(120, first.iterations());
        assertEquals(180, first.errors());
        SpsaRun.Summary resumed = run(cut, 300, model(Integer.MAX_VALUE), true);
        assertEquals(300, resumed.iterations());
        assertArrayEquals(uncut.theta(), resumed.theta(), 1e-9);
    }

    @Test
    void aFolderWithARunIsNotOverwrittenAndOtherSettingsDoNotResume(@TempDir Path dir) throws Exception {
        run(dir, 10, model(Integer.MAX_VALUE), false);
        IllegalArgumentException again = assertThrows(IllegalArgumentException.class,
                () -> run(dir, 10, model(Integer.MAX_VALUE), false));
        assertTrue(again.getMessage().contains("--resume"), again.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new SpsaRun(new Spsa(parameters(), 10), model(10),
                System.err).run(10, 1, 5, dir, Map.of("model", "other"), true));
    }

    @Test
    void theGainsEndAtTheGivenPerturbationAndRate() {
        Spsa spsa = new Spsa(List.of(new SpsaParameter("x", 50, 0, 100, 3, 0.01)), 1000);
        assertEquals(3, spsa.ck(0, 1000), 1e-9);
        assertEquals(0.01 * 9, spsa.ak(0, 1000), 1e-9);
        assertTrue(spsa.ck(0, 1) > spsa.ck(0, 1000) && spsa.ak(0, 1) > spsa.ak(0, 1000));
    }

    @Test
    void badParameterLinesAreRefused() {
        SpsaParameter.Converter c = new SpsaParameter.Converter();
        assertEquals(new SpsaParameter("a", 1, 0, 2, 1, 0.1), c.convert("a,1,0,2,1,0.1"));
        assertThrows(IllegalArgumentException.class, () -> c.convert("a,1,0,2,1"));
        assertThrows(IllegalArgumentException.class, () -> c.convert("a,3,0,2,1,0.1"));
        assertThrows(IllegalArgumentException.class, () -> c.convert("a,1,0,2,0,0.1"));
        assertThrows(IllegalArgumentException.class, () -> c.convert("a b,1,0,2,1,0.1"));
        assertThrows(IllegalArgumentException.class, () -> c.convert("a,x,0,2,1,0.1"));
    }
}
