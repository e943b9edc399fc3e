package dev.gamebots.othello.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gamebots.othello.eval.Boards;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Published perft counts (passes are a ply, finished games a leaf). */
class PerftTest {

    private static final long[] STD = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800L};

    private static long perft(Variant variant, int depth) {
        OthelloBoard board = Boards.start(variant);
        return new Perft(board).count(board, depth);
    }

    @Test
    void standardStartToDepth9() {
        for (int d = 1; d <= 9; d++) {
            assertEquals(STD[d], perft(Variant.STD, d), "std depth " + d);
        }
    }

    @Test
    void antiHasTheSameTreeAsStandard() {
        for (int d = 1; d <= 8; d++) {
            assertEquals(STD[d], perft(Variant.ANTI, d), "anti depth " + d);
        }
    }

    @Test
    @Tag("slow")
    void standardStartDepth10And11() {
        assertEquals(STD[10], perft(Variant.STD, 10));
        assertEquals(STD[11], perft(Variant.STD, 11));
    }

    @Test
    void grandStartDepth7And8() {
        assertEquals(55180, perft(Variant.GRAND, 7));
        assertEquals(392268, perft(Variant.GRAND, 8));
    }

    @Test
    @Tag("slow")
    void grandStartDepth9And10() {
        assertEquals(3045812, perft(Variant.GRAND, 9));
        assertEquals(25168320, perft(Variant.GRAND, 10));
    }

    @Test
    void octagonEqualsGrandWhileTheCornersAreFarAway() {
        // Eight plies from the centre cannot reach a blocked square's lines on 10x10.
        for (int d = 1; d <= 6; d++) {
            assertEquals(perft(Variant.GRAND, d), perft(Variant.OCTAGON, d), "depth " + d);
        }
    }

    @Test
    void reversiOpeningPlacesTheCentreFirst() {
        // Four centre placements in any order: 4 * 3 * 2 * 1 sequences, then standard play from one of
        // the two centre patterns (same colours on a diagonal or on a row/column).
        assertEquals(4, perft(Variant.REVERSI, 1));
        assertEquals(12, perft(Variant.REVERSI, 2));
        assertEquals(24, perft(Variant.REVERSI, 3));
        assertEquals(24, perft(Variant.REVERSI, 4));
    }
}
