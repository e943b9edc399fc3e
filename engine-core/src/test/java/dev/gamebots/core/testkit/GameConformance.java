package dev.gamebots.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Game;
import dev.gamebots.core.Score;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * The random-playout conformance suite every {@link Game} must pass (games call it from their own
 * tests). Along random games it checks, in every position:
 * <ul>
 *   <li>the incremental hash equals a recompute;</li>
 *   <li>no moves exactly when terminal; at most {@code maxMoves()}; numbers in range; no duplicates;</li>
 *   <li>every generated move is legal, and move numbers not generated are not legal;</li>
 *   <li>make then unmake of every move restores the position, hash, side and ply count;</li>
 *   <li>evaluation within bounds; outcome margin within bounds at the end;</li>
 * </ul>
 * and at the end of each game, unmaking everything restores the starting position.
 */
public final class GameConformance {

    private GameConformance() {
    }

    /** Totals of what was checked, so callers can assert the suite really ran. */
    public record Report(int games, long positions, long movesChecked, int terminalPositions) {
    }

    /**
     * Plays {@code games} random games from positions given by {@code start}, at most
     * {@code maxPlies} plies each, checking everything listed above.
     */
    public static Report check(Supplier<? extends Game> start, int games, int maxPlies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long positions = 0;
        long movesChecked = 0;
        int terminals = 0;
        for (int gi = 0; gi < games; gi++) {
            Game g = start.get();
            String initial = g.render();
            long initialHash = g.hash();
            int initialPly = g.plyCount();
            int[] buf = new int[g.maxMoves() + 1];
            boolean[] generated = new boolean[g.moveIdLimit()];
            int made = 0;
            while (true) {
                positions++;
                String where = "game " + gi + " ply " + made + "\n" + g.render();
                assertEquals(g.recomputeHash(), g.hash(), "incremental hash differs from recompute at " + where);
                int count = g.generateMoves(buf, 1);
                assertEquals(count == 0, g.isTerminal(), "no moves exactly when terminal at " + where);
                assertTrue(count <= g.maxMoves(), "more moves than maxMoves() at " + where);
                java.util.Arrays.fill(generated, false);
                for (int i = 1; i <= count; i++) {
                    int m = buf[i];
                    assertTrue(m >= 0 && m < g.moveIdLimit(), "move " + m + " out of range at " + where);
                    assertFalse(generated[m], "move " + m + " generated twice at " + where);
                    generated[m] = true;
                    assertTrue(g.isLegal(m), "generated move " + m + " not legal at " + where);
                }
                if (count == 0) {
                    int outcome = g.outcome();
                    assertTrue(Math.abs(outcome) < Score.MAX_MARGIN, "outcome out of range at " + where);
                    terminals++;
                    break;
                }
                int eval = g.evaluate();
                assertTrue(Math.abs(eval) <= Game.MAX_EVAL, "evaluation out of range at " + where);
                checkNotGeneratedIllegal(g, generated, random, where);
                String before = g.render();
                long hashBefore = g.hash();
                int sideBefore = g.sideToMove();
                int plyBefore = g.plyCount();
                for (int i = 1; i <= count; i++) {
                    g.makeMove(buf[i]);
                    movesChecked++;
                    assertEquals(plyBefore + 1, g.plyCount(), "ply count after move " + buf[i] + " at " + where);
                    assertEquals(g.recomputeHash(), g.hash(), "hash after move " + buf[i] + " at " + where);
                    assertTrue(g.sideToMove() == 0 || g.sideToMove() == 1, "side to move must be 0 or 1");
                    g.unmakeMove();
                    assertEquals(before, g.render(), "unmake of " + buf[i] + " did not restore position at " + where);
                    assertEquals(hashBefore, g.hash(), "unmake of " + buf[i] + " did not restore hash at " + where);
                    assertEquals(sideBefore, g.sideToMove(), "unmake of " + buf[i] + " changed side at " + where);
                    assertEquals(plyBefore, g.plyCount(), "unmake of " + buf[i] + " changed ply count at " + where);
                }
                if (made >= maxPlies) {
                    break;
                }
                g.makeMove(buf[1 + random.nextInt(count)]);
                made++;
            }
            for (int i = 0; i < made; i++) {
                g.unmakeMove();
            }
            assertEquals(initial, g.render(), "unmaking the whole game did not restore the start (game " + gi + ")");
            assertEquals(initialHash, g.hash(), "unmaking the whole game did not restore the hash (game " + gi + ")");
            assertEquals(initialPly, g.plyCount(), "unmaking the whole game did not restore the ply count");
        }
        return new Report(games, positions, movesChecked, terminals);
    }

    /** Move numbers that were not generated must not be legal (all of them when few, else a sample). */
    private static void checkNotGeneratedIllegal(Game g, boolean[] generated, SplittableRandom random, String where) {
        int limit = g.moveIdLimit();
        if (limit <= 512) {
            for (int m = 0; m < limit; m++) {
                if (!generated[m]) {
                    assertFalse(g.isLegal(m), "move " + m + " legal but not generated at " + where);
                }
            }
        } else {
            for (int k = 0; k < 64; k++) {
                int m = random.nextInt(limit);
                if (!generated[m]) {
                    assertFalse(g.isLegal(m), "move " + m + " legal but not generated at " + where);
                }
            }
        }
        assertFalse(g.isLegal(-1), "move -1 must not be legal at " + where);
        assertFalse(g.isLegal(limit), "move " + limit + " must not be legal at " + where);
    }
}
