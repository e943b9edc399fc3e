package dev.gamebots.bench.arena.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The pentanomial statistics against values computed by hand, here with python3 on the formulas
 * (per-pair score k/4 for category k, mean m, variance v = sum p_k (k/4 - m)^2, interval
 * m +- 1.959964 sqrt(v/n) turned into Elo by -400 log10(1/s - 1), LLR = n (s1 - s0)(2m - s0 - s1) / (2v),
 * LOS = Phi((m - 1/2) / sqrt(v/n))):
 * <pre>
 * counts [2,10,30,40,18]: n 100, m 0.655, v 0.057225, Elo 111.36888 [76.33027, 148.75349], LLR(0,10) 3.71606, LOS 1.0
 * counts [5,20,50,20,5]:  n 100, m 0.5,   v 0.05,     Elo 0 [-30.53186, 30.53186],          LLR(0,10) -0.20699
 * counts [1,3,4,2,0]:     n 10,  m 0.425, v 0.050625, Elo -52.51157 [-159.31918, 45.03773], LLR(-5,5) -0.21319, LOS 0.14592
 * </pre>
 */
class PentanomialTest {

    @TempDir
    Path dir;

    @Test
    void meanVarianceEloAndLlrOfAStrongerEngine() {
        Pentanomial p = new Pentanomial(new int[] {2, 10, 30, 40, 18});
        assertEquals(100, p.pairs());
        assertEquals(0.655, p.mean(), 1e-12);
        assertEquals(0.057225, p.variance(), 1e-12);
        EloEstimate e = p.eloEstimate();
        assertEquals(111.36888, e.elo(), 1e-4);
        assertEquals(76.33027, e.lower(), 1e-4);
        assertEquals(148.75349, e.upper(), 1e-4);
        assertEquals(1.0, e.los(), 1e-6);
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
        assertEquals(3.71606, sprt.llr(p), 1e-4);
        assertEquals(Sprt.Decision.ACCEPT_H1, sprt.decide(p)); // above ln(0.95/0.05) = 2.944
    }

    @Test
    void balancedPairsAreNarrowerThanTheTrinomialCountOfTheSameGames() {
        Pentanomial p = new Pentanomial(new int[] {5, 20, 50, 20, 5});
        EloEstimate e = p.eloEstimate();
        assertEquals(0, e.elo(), 1e-9);
        assertEquals(-30.53186, e.lower(), 1e-4);
        assertEquals(30.53186, e.upper(), 1e-4);
        assertEquals(-0.20699, new Sprt(0, 10, 0.05, 0.05).llr(p), 1e-4);
        // The same 200 games counted as independent games, with each 1-point pair a win and a loss:
        // W 80 D 40 L 80, per-game variance 0.2, interval [-43.29, +43.29] (python). The pairs' outcomes
        // are spread less than independent games would be, so the pentanomial interval is narrower.
        EloEstimate tri = EloEstimate.of(new Tally(80, 40, 80));
        assertEquals(-43.29042, tri.lower(), 1e-4);
        assertTrue(tri.upper() - tri.lower() > e.upper() - e.lower());
    }

    @Test
    void aFewPairsAgainstAnOffsetHypothesis() {
        Pentanomial p = Pentanomial.of(List.of(0.0, 0.5, 0.5, 0.5, 1.0, 1.0, 1.0, 1.0, 1.5, 1.5));
        assertEquals(new Pentanomial(new int[] {1, 3, 4, 2, 0}), p);
        assertEquals(0.425, p.mean(), 1e-12);
        assertEquals(0.050625, p.variance(), 1e-12);
        EloEstimate e = p.eloEstimate();
        assertEquals(-52.51157, e.elo(), 1e-4);
        assertEquals(-159.31918, e.lower(), 1e-4);
        assertEquals(45.03773, e.upper(), 1e-4);
        assertEquals(0.14592, e.los(), 1e-5);
        assertEquals(-0.21319, new Sprt(-5, 5, 0.05, 0.05).llr(p), 1e-4);
    }

    @Test
    void degenerateCountsHaveNoFigureInsteadOfInfinity() {
        assertTrue(Double.isNaN(Pentanomial.EMPTY.eloEstimate().elo()));
        EloEstimate allWon = new Pentanomial(new int[] {0, 0, 0, 0, 12}).eloEstimate();
        assertTrue(Double.isNaN(allWon.elo()) && Double.isNaN(allWon.lower()) && Double.isNaN(allWon.upper()));
        EloEstimate allEven = new Pentanomial(new int[] {0, 0, 12, 0, 0}).eloEstimate();
        assertEquals(0, allEven.elo(), 1e-12);
        assertTrue(Double.isNaN(allEven.lower()));
        assertEquals(0, new Sprt(0, 10, 0.05, 0.05).llr(new Pentanomial(new int[] {0, 0, 12, 0, 0})));
        assertThrows(IllegalArgumentException.class, () -> Pentanomial.of(List.of(2.5)));
    }

    private MatchRunner runner(String... args) {
        ArenaOptions o = new ArenaOptions();
        new CommandLine(o).parseArgs(args);
        return new MatchRunner(o, new PrintStream(new ByteArrayOutputStream()), new PrintStream(new ByteArrayOutputStream()));
    }

    @Test
    void consecutiveGamesPairUpAndAVoidGameDropsItsWholePair() {
        // Games 1-2: A wins both (2); 3-4: A wins, B wins (1); 5-6: game 6 a crash of B, void (pair left
        // out); 7: no partner (left out).
        List<UnitResult> units = List.of(
                new UnitResult(0, Outcome.A_WINS, "five", "", null),
                new UnitResult(1, Outcome.A_WINS, "five", "", null),
                new UnitResult(2, Outcome.A_WINS, "five", "", null),
                new UnitResult(3, Outcome.B_WINS, "five", "", null),
                new UnitResult(4, Outcome.DRAW, "board_full", "", null),
                new UnitResult(5, Outcome.A_WINS, "crash (b)", "", null, List.of(new UnitFault("b", "crash", "x")), 0, 0),
                new UnitResult(6, Outcome.A_WINS, "five", "", null));
        MatchRunner r = runner("--a", "x", "--b", "y").pairing(Pairing.CONSECUTIVE_UNITS);
        assertEquals(new Pentanomial(new int[] {0, 0, 1, 0, 1}), r.pentanomial(units, FaultPolicy.VOID));
        // With --faults loss the crash counts as A's win: the pair 5-6 scores 1.5.
        assertEquals(new Pentanomial(new int[] {0, 0, 1, 1, 1}), r.pentanomial(units, FaultPolicy.LOSS));
        assertNull(runner("--a", "x", "--b", "y").pentanomial(units, FaultPolicy.VOID));
    }

    @Test
    void aRunOfPairedUnitsReportsAndTestsThePentanomialModel() throws Exception {
        MatchRunner r = runner("--a", "x", "--b", "y", "--sprt", "0,10", "--no-progress", "--seed", "1")
                .pairing(Pairing.WITHIN_UNIT);
        // Every unit a pair whose legs split 1-1 but A wins on the totals: W/D/L says A always wins,
        // the pentanomial count says the engines are even, and its SPRT never accepts H1.
        MatchRunner.Summary s = r.run("test", "pairs", 40, dir, Map.of(), i -> new UnitResult(i, Outcome.A_WINS,
                "discs", "", null, List.of(), 0, 0, i % 2 == 0 ? List.of(1.0, 0.0) : List.of(0.5, 0.5)));
        assertNotNull(s.pentanomial());
        assertEquals(new Pentanomial(new int[] {0, 0, 40, 0, 0}), s.pentanomial());
        assertEquals("pentanomial", s.sprtModel());
        assertEquals(0, s.llr(), 1e-12); // variance 0: no evidence either way
        assertEquals("continue", s.sprtDecision());
        assertEquals(40, s.tally().wins());
    }
}
