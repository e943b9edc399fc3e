package dev.gamebots.mancala.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.GameConformance;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class KalahTest {

    @Test
    void conformanceOnTheContestBoard() {
        GameConformance.Report r = GameConformance.check(() -> new Kalah(6, 4), 200, 400, 11);
        assertEquals(200, r.terminalPositions(), "every random game reaches its end");
        assertTrue(r.movesChecked() > 20_000);
    }

    @Test
    void conformanceOnSmallAndLargeBoards() {
        for (int m = 1; m <= 7; m++) {
            for (int n = 1; n <= 7; n += 3) {
                final int holes = m;
                final int seeds = n;
                GameConformance.Report r = GameConformance.check(() -> new Kalah(holes, seeds), 20, 2000, m * 31 + n);
                assertEquals(20, r.terminalPositions());
            }
        }
    }

    @Test
    void conformanceFromRandomPositionsWithBigHoles() {
        SplittableRandom random = new SplittableRandom(5);
        GameConformance.Report r = GameConformance.check(() -> randomPosition(random, 6, 30), 100, 2000, 12);
        assertEquals(100, r.terminalPositions());
    }

    /** The worked example of the protocol spec: player 1 plays 3 (extra turn) then 6. */
    @Test
    void specExample() {
        Kalah k = new Kalah(6, 4);
        k.makeMove(2);
        assertEquals(0, k.sideToMove(), "hole 3 with 4 seeds ends in the store: player 1 moves again");
        assertEquals(1, k.store(0));
        k.makeMove(5);
        assertEquals(1, k.sideToMove());
        int[] bot = new int[6];
        for (int i = 0; i < 6; i++) {
            bot[i] = k.seeds(1, i);
        }
        assertArrayEquals(new int[] {5, 5, 5, 5, 4, 4}, bot);
        assertEquals(2, k.store(0));
        k.makeMove(1);
        assertEquals(1, k.sideToMove(), "the bot's hole 2 (5 seeds) ends in its store: it is asked again");
        assertEquals(1, k.store(1));
    }

    @Test
    void emptyCaptureTakesTheSowingSeedEvenWhenTheOppositeHoleIsEmpty() {
        // Player 0: hole 1 holds 1 seed, hole 2 empty; opposite of hole 2 (player 1's hole 5) empty.
        int[] pits = {1, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 0, 3, 0};
        Kalah k = new Kalah(6, pits, 0);
        k.makeMove(0);
        assertEquals(1, k.store(0), "the capturing seed goes to the store");
        assertEquals(0, k.seeds(0, 1));
        assertTrue(k.isTerminal(), "player 1's holes are all empty now: the game is over");
        assertEquals(1 - 15, k.outcome() * (k.sideToMove() == 0 ? 1 : -1));
    }

    @Test
    void captureTakesTheOppositeHole() {
        int[] pits = {0, 2, 0, 0, 5, 0, 0, 1, 2, 3, 4, 5, 6, 0};
        Kalah k = new Kalah(6, pits, 0);
        k.makeMove(1); // sows into holes 3 and 4 of player 0; hole 4 was empty: captures opposite (player 1's hole 3)
        assertEquals(1 + 3, k.store(0));
        assertEquals(0, k.seeds(0, 3));
        assertEquals(0, k.seeds(1, 2));
        assertEquals(1, k.sideToMove());
        k.unmakeMove();
        assertArrayEquals(pits, k.pits());
    }

    @Test
    void lapsSkipTheOpponentStoreAndRefillTheOriginHole() {
        int[] pits = new int[14];
        pits[0] = 13;
        pits[12] = 1; // player 1's hole 6, opposite player 0's hole 1
        Kalah k = new Kalah(6, pits, 0);
        k.makeMove(0);
        // 13 seeds: holes 2..6 (5), store (1), opponent's 6 holes (6), back to hole 1 (1): capture there.
        assertEquals(0, k.store(1), "never sows into the opponent's store");
        assertEquals(1 + 1 + 2, k.store(0), "store seed + capturing seed + opposite hole (1 + 1 sown)");
        k.unmakeMove();
        assertArrayEquals(pits, k.pits());
    }

    @Test
    void moverKeyIsTheSameForAMirroredPosition() {
        SplittableRandom random = new SplittableRandom(3);
        for (int t = 0; t < 500; t++) {
            int m = 1 + random.nextInt(8);
            Kalah a = randomPosition(random, m, 40);
            int[] p = a.pits();
            int[] mirrored = new int[p.length];
            for (int i = 0; i < p.length; i++) {
                mirrored[(i + m + 1) % p.length] = p[i];
            }
            Kalah b = new Kalah(m, mirrored, 1 - a.sideToMove());
            assertEquals(a.moverKey(), b.moverKey());
            assertNotEquals(a.hash(), b.hash(), "the full hash tells the colours apart");
            // Stores do not enter the mover key.
            p[m] += 3;
            assertEquals(a.moverKey(), new Kalah(m, p, a.sideToMove()).moverKey());
        }
    }

    /** Every move of many random positions agrees with the plain reference implementation. */
    @Test
    void agreesWithTheReferenceOnRandomPositions() {
        SplittableRandom random = new SplittableRandom(2024);
        int captures = 0;
        int extraTurns = 0;
        int endings = 0;
        for (int t = 0; t < 20_000; t++) {
            int m = 1 + random.nextInt(8);
            Kalah k = randomPosition(random, m, 1 + random.nextInt(60));
            ReferenceKalah ref = reference(k);
            assertEquals(ref.gameOver(), k.isTerminal());
            if (ref.gameOver()) {
                assertEquals(ref.finalMarginForMover(), k.outcome());
                continue;
            }
            int[] moves = new int[m];
            int count = k.generateMoves(moves, 0);
            int legal = 0;
            for (int h = 0; h < m; h++) {
                if (ref.legal(h) != k.isLegal(h)) {
                    assertEquals(ref.legal(h), k.isLegal(h), "legality of " + h + "\n" + k.render());
                }
                if (ref.legal(h)) {
                    assertEquals(h, moves[legal++]);
                }
            }
            assertEquals(legal, count);
            for (int i = 0; i < count; i++) {
                ReferenceKalah after = ref.copy();
                after.play(moves[i]);
                long hashBefore = k.hash();
                k.makeMove(moves[i]);
                assertSame(after, k, "move " + moves[i]);
                captures += after.lastWasCapture ? 1 : 0;
                extraTurns += after.lastWasExtraTurn ? 1 : 0;
                endings += after.gameOver() ? 1 : 0;
                k.unmakeMove();
                assertSame(ref, k, "unmake " + moves[i]);
                assertEquals(hashBefore, k.hash());
            }
        }
        assertTrue(captures > 1000 && extraTurns > 1000 && endings > 500,
                "the random positions exercise every rule: " + captures + " " + extraTurns + " " + endings);
    }

    /** Whole random games from the start, played in step by both implementations. */
    @Test
    void agreesWithTheReferenceAlongRandomGames() {
        SplittableRandom random = new SplittableRandom(77);
        for (int g = 0; g < 2000; g++) {
            int m = 1 + random.nextInt(7);
            int n = 1 + random.nextInt(6);
            Kalah k = new Kalah(m, n);
            ReferenceKalah ref = reference(k);
            while (!ref.gameOver()) {
                int hole;
                do {
                    hole = random.nextInt(m);
                } while (!ref.legal(hole));
                ref.play(hole);
                k.makeMove(hole);
                assertSame(ref, k, "random game");
            }
            assertTrue(k.isTerminal());
            assertEquals(ref.finalMarginForMover(), k.outcome());
            assertEquals(0, k.generateMoves(new int[m], 0));
            while (k.plyCount() > 0) {
                k.unmakeMove();
            }
            assertArrayEquals(new Kalah(m, n).pits(), k.pits());
        }
    }

    @Test
    void illegalMovesAreRejected() {
        Kalah k = new Kalah(6, 4);
        assertFalse(k.isLegal(-1));
        assertFalse(k.isLegal(6));
        k.makeMove(2);
        assertFalse(k.isLegal(2), "hole 3 is empty now");
    }

    static Kalah randomPosition(SplittableRandom random, int m, int seedsInHoles) {
        return TestPositions.random(random, m, seedsInHoles);
    }

    static ReferenceKalah reference(Kalah k) {
        int m = k.holes();
        int[] r0 = new int[m];
        int[] r1 = new int[m];
        for (int i = 0; i < m; i++) {
            r0[i] = k.seeds(0, i);
            r1[i] = k.seeds(1, i);
        }
        return new ReferenceKalah(m, r0, r1, k.store(0), k.store(1), k.sideToMove());
    }

    static void assertSame(ReferenceKalah ref, Kalah k, String what) {
        // Compare cheaply first; build the detailed messages only when something differs.
        if (!sameAs(ref, k)) {
            int m = k.holes();
            for (int p = 0; p < 2; p++) {
                for (int i = 0; i < m; i++) {
                    assertEquals(ref.row[p][i], k.seeds(p, i), what + ": player " + p + " hole " + i + "\n" + k.render());
                }
                assertEquals(ref.store[p], k.store(p), what + ": store " + p);
            }
            assertEquals(ref.gameOver(), k.isTerminal(), what + ": game over");
            assertEquals(ref.toMove, k.sideToMove(), what + ": side to move");
            assertEquals(ref.finalMarginForMover(), k.outcome(), what + ": final margin");
        }
        assertEquals(k.recomputeHash(), k.hash(), what + ": hash");
    }

    private static boolean sameAs(ReferenceKalah ref, Kalah k) {
        for (int p = 0; p < 2; p++) {
            for (int i = 0; i < k.holes(); i++) {
                if (ref.row[p][i] != k.seeds(p, i)) {
                    return false;
                }
            }
            if (ref.store[p] != k.store(p)) {
                return false;
            }
        }
        if (ref.gameOver() != k.isTerminal()) {
            return false;
        }
        return ref.gameOver() ? ref.finalMarginForMover() == k.outcome() : ref.toMove == k.sideToMove();
    }
}
