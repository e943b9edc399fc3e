package dev.gamebots.bench.arena.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Elo, its interval, LOS and the SPRT against values computed by hand (Python's math.erf and
 * math.log10 on the formulas in EloEstimate and Sprt, see the figures in each test).
 */
class EloAndSprtTest {

    private static Tally tally(int w, int d, int l) {
        Tally t = Tally.EMPTY;
        for (int i = 0; i < w; i++) {
            t = t.plus(Outcome.A_WINS);
        }
        for (int i = 0; i < d; i++) {
            t = t.plus(Outcome.DRAW);
        }
        for (int i = 0; i < l; i++) {
            t = t.plus(Outcome.B_WINS);
        }
        return t;
    }

    @Test
    void seventyPercentIs147Elo() {
        // 60 wins, 20 draws, 20 losses: score 0.7, Elo = 400 log10(0.7 / 0.3) = 147.19; per-game
        // variance 0.16, standard error 0.04, score interval 0.7 -+ 0.0784 -> Elo [86.23, 218.25];
        // LOS = Phi(40 / sqrt(80)) = 0.9999961.
        EloEstimate e = EloEstimate.of(tally(60, 20, 20));
        assertEquals(147.19071, e.elo(), 1e-4);
        assertEquals(86.22502, e.lower(), 1e-4);
        assertEquals(218.25178, e.upper(), 1e-4);
        assertEquals(0.9999961, e.los(), 1e-6);
        assertEquals(0.7, tally(60, 20, 20).score(), 1e-12);
    }

    @Test
    void evenScoreIsZeroWithSymmetricInterval() {
        EloEstimate e = EloEstimate.of(tally(10, 0, 10));
        assertEquals(0, e.elo(), 1e-9);
        assertEquals(-163.32137, e.lower(), 1e-4);
        assertEquals(163.32137, e.upper(), 1e-4);
        assertEquals(0.5, e.los(), 1e-7);
    }

    @Test
    void losingScore() {
        // 3 wins, 4 draws, 13 losses: score 0.25 -> -190.85 [-407.32, -61.43], LOS 0.0062097.
        EloEstimate e = EloEstimate.of(tally(3, 4, 13));
        assertEquals(-190.84850, e.elo(), 1e-4);
        assertEquals(-407.31523, e.lower(), 1e-4);
        assertEquals(-61.42523, e.upper(), 1e-4);
        assertEquals(0.0062097, e.los(), 1e-6);
    }

    @Test
    void perfectScoresGiveAOneSidedExactBoundNotInfinity() {
        // Issue 15: after one or two lost games the progress line read "-inf +- inf". All n units won:
        // the score is at least 0.025^(1/n) with 97.5% confidence (Clopper-Pearson), 2 units: 0.158114
        // -> -400 log10(1/0.158114 - 1) = -290.51; 10 units: 0.691358 -> +140.22; 1 unit: -636.43.
        EloEstimate two = EloEstimate.of(tally(2, 0, 0));
        assertTrue(Double.isNaN(two.elo()));
        assertEquals(-290.51334, two.lower(), 1e-4);
        assertTrue(Double.isNaN(two.upper()));
        assertEquals("> -290.5", two.format());
        assertEquals("> -290.5", two.shortFormat());
        assertEquals(140.21716, EloEstimate.of(tally(10, 0, 0)).lower(), 1e-4);
        EloEstimate lost = EloEstimate.of(tally(0, 0, 1));
        assertEquals("< +636.4", lost.format());
        assertEquals(636.42584, lost.upper(), 1e-4);
        assertEquals("< +290.5", EloEstimate.of(tally(0, 0, 2)).shortFormat());
        assertTrue(Double.isNaN(EloEstimate.of(Tally.EMPTY).elo()));
        assertEquals("n/a", EloEstimate.of(Tally.EMPTY).format());
    }

    @Test
    void evenScoresAreZeroNotMinusZeroAndAllDrawsHaveNoInterval() {
        // s = 0.5: -400 log10(1) is -0.0, which summary.json printed as "elo": -0.0.
        EloEstimate oneEach = EloEstimate.of(tally(1, 0, 1));
        assertEquals(0, Double.compare(0.0, oneEach.elo()));
        assertEquals("+0.0 [-inf, +inf]", oneEach.format());
        assertEquals("+0.0 [-inf, +inf]", oneEach.shortFormat());
        // A single draw: the estimated variance is 0, a [0, 0] interval would be a false certainty.
        EloEstimate draw = EloEstimate.of(tally(0, 1, 0));
        assertEquals(0, Double.compare(0.0, draw.elo()));
        assertTrue(Double.isNaN(draw.lower()) && Double.isNaN(draw.upper()));
        assertEquals("+0.0 [n/a]", draw.format());
        // Finite estimates keep the short progress form.
        assertEquals("+147.2 +- 66", EloEstimate.of(tally(60, 20, 20)).shortFormat());
    }

    @Test
    void sprtLlrAndBounds() {
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
        assertEquals(-2.9444390, sprt.lowerBound(), 1e-6);
        assertEquals(2.9444390, sprt.upperBound(), 1e-6);
        // LLR = n (s1 - s0)(2s - s0 - s1) / (2 v), s0 = 0.5, s1 = 0.5143868.
        assertEquals(1.7337133, sprt.llr(tally(60, 20, 20)), 1e-6);
        assertEquals(-0.0082796, sprt.llr(tally(10, 0, 10)), 1e-6);
        assertEquals(-0.5382242, sprt.llr(tally(3, 4, 13)), 1e-6);
        assertEquals(Sprt.Decision.CONTINUE, sprt.decide(tally(60, 20, 20)));
        // Five times the games at the same rates: LLR five times larger, H1 accepted.
        assertEquals(5 * 1.7337133, sprt.llr(tally(300, 100, 100)), 1e-5);
        assertEquals(Sprt.Decision.ACCEPT_H1, sprt.decide(tally(300, 100, 100)));
        assertEquals(-2.5437047, sprt.llr(tally(15, 10, 65)), 1e-6); // still above -2.944
        assertEquals(Sprt.Decision.CONTINUE, sprt.decide(tally(15, 10, 65)));
        assertEquals(-3.1997822, sprt.llr(tally(30, 20, 100)), 1e-6);
        assertEquals(Sprt.Decision.ACCEPT_H0, sprt.decide(tally(30, 20, 100)));
        assertEquals(0, sprt.llr(tally(4, 0, 0))); // no variance yet: no evidence
    }
}
