package dev.gamebots.othello.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gamebots.othello.rules.Bitboards8;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The counting shortcut against the rules' flip mask on random full boards with one empty square. */
class LastFlipsTest {

    @Test
    void countsEqualTheRulesFlipsOnEveryLastSquare() {
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 20_000; i++) {
            int x = random.nextInt(64);
            long p = random.nextLong() & ~(1L << x);
            if (i % 4 == 0) {
                p &= random.nextLong(); // sparser boards: longer opponent runs
            }
            long o = ~p & ~(1L << x);
            assertEquals(Long.bitCount(Bitboards8.flips(p, o, x)), LastFlips.count(p, x), "square " + x + " p " + p);
        }
    }
}
