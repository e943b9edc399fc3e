package dev.gamebots.othello.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.gamebots.othello.book.BookKey;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The eight symmetries against their definition on files and ranks, and Othello's rules under them. */
class Symmetry8Test {

    /** Square (file f, rank r) under symmetry s, from the definition: transpose (s & 4), then mirror files, ranks. */
    private static int byDefinition(int sq, int s) {
        int f = sq % 8;
        int r = sq / 8;
        if ((s & 4) != 0) {
            int t = f;
            f = r;
            r = t;
        }
        if ((s & 1) != 0) {
            f = 7 - f;
        }
        if ((s & 2) != 0) {
            r = 7 - r;
        }
        return r * 8 + f;
    }

    @Test
    void everySquareGoesWhereTheDefinitionSays() {
        for (int s = 0; s < Symmetry8.COUNT; s++) {
            Set<Integer> images = new HashSet<>();
            for (int sq = 0; sq < 64; sq++) {
                assertEquals(byDefinition(sq, s), Symmetry8.square(sq, s), "square " + sq + " symmetry " + s);
                images.add(Symmetry8.square(sq, s));
                assertEquals(sq, Symmetry8.square(Symmetry8.square(sq, s), Symmetry8.inverse(s)), "inverse of " + s);
            }
            assertEquals(64, images.size(), "a permutation");
        }
        // The eight are distinct: the image of b1 (not on an axis or diagonal) differs for each.
        Set<Integer> ofB1 = new HashSet<>();
        for (int s = 0; s < 8; s++) {
            ofB1.add(Symmetry8.square(1, s));
        }
        assertEquals(8, ofB1.size());
    }

    @Test
    void theRulesCommuteWithEverySymmetry() {
        SplittableRandom random = new SplittableRandom(8);
        for (int i = 0; i < 2000; i++) {
            long own = random.nextLong();
            long opp = random.nextLong() & ~own;
            for (int s = 0; s < 8; s++) {
                long o = Symmetry8.apply(own, s);
                long p = Symmetry8.apply(opp, s);
                assertEquals(Symmetry8.apply(Bitboards8.moves(own, opp), s), Bitboards8.moves(o, p));
                long moves = Bitboards8.moves(own, opp);
                if (moves != 0) {
                    int sq = Long.numberOfTrailingZeros(moves);
                    assertEquals(Symmetry8.apply(Bitboards8.flips(own, opp, sq), s),
                            Bitboards8.flips(o, p, Symmetry8.square(sq, s)));
                }
            }
        }
    }

    @Test
    void allImagesOfAPositionShareOneKeyAndOthersDoNot() {
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < 500; i++) {
            long own = random.nextLong() & random.nextLong();
            long opp = random.nextLong() & random.nextLong() & ~own;
            BookKey key = BookKey.of(own, opp);
            for (int s = 0; s < 8; s++) {
                BookKey image = BookKey.of(Symmetry8.apply(own, s), Symmetry8.apply(opp, s));
                assertEquals(key.own(), image.own());
                assertEquals(key.opp(), image.opp());
                assertEquals(key.own(), Symmetry8.apply(Symmetry8.apply(own, s), image.symmetry()));
            }
            // Swapping the sides is another position (the other side to move).
            if (own != opp) {
                assertNotEquals(key, BookKey.of(opp, own));
            }
        }
    }
}
