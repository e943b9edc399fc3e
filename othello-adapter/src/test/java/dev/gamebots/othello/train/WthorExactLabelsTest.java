package dev.gamebots.othello.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.rules.ReferenceOthello;
import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exact labels of WTHOR games' late positions: equal to a brute-force negamax on the array
 * reference rules (no pruning, no table, none of the solver's code), under WTHOR's scoring (the
 * empties to the winner); and a run stopped in the middle of the cache file continues to the same
 * scores as one uninterrupted run.
 */
class WthorExactLabelsTest {

    private static List<WthorGame> games2020() throws Exception {
        return Wthor.read(Path.of(WthorExactLabelsTest.class.getResource("/othello/wthor/WTH_2020.wtb").toURI()));
    }

    /** The perfect-play score for the side to move, the empty squares going to the winner. */
    private static int bruteForce(ReferenceOthello r, boolean passed) {
        List<Integer> moves = r.legalMoves(r.toMove);
        if (moves.isEmpty()) {
            if (passed) {
                int own = r.count(r.toMove);
                int opp = r.count(3 - r.toMove);
                int empty = 64 - own - opp;
                return own > opp ? own - opp + empty : own < opp ? own - opp - empty : 0;
            }
            ReferenceOthello next = r.copy();
            next.play(-1);
            return -bruteForce(next, true);
        }
        int best = Integer.MIN_VALUE;
        for (int m : moves) {
            ReferenceOthello next = r.copy();
            next.play(m);
            best = Math.max(best, -bruteForce(next, false));
        }
        return best;
    }

    @Test
    void lateScoresEqualABruteForceNegamaxOnTheReferenceRules(@TempDir Path dir) throws Exception {
        List<WthorGame> games = games2020().subList(0, 40);
        TrainingSet set = WthorTraining.positions(games,
                WthorExactLabels.solve(games, 7, 1, dir.resolve("cache").toFile(), null));
        int checked = 0;
        for (int i = 0; i < set.size(); i++) {
            long own = set.ownLo(i);
            long opp = set.oppLo(i);
            int empties = 64 - Long.bitCount(own | opp);
            if (empties > 7) {
                continue;
            }
            assertTrue(set.exact(i), "position " + i + " with " + empties + " empties is labelled exactly");
            ReferenceOthello r = new ReferenceOthello(Variant.STD);
            for (int sq = 0; sq < 64; sq++) {
                r.cells[sq] = (own >>> sq & 1) != 0 ? 1 : (opp >>> sq & 1) != 0 ? 2 : 0;
            }
            r.toMove = 1;
            assertEquals(bruteForce(r, false), set.result(i), "position " + i);
            checked++;
        }
        assertTrue(checked > 40 * 4, "several late positions per game: " + checked);
    }

    /**
     * Between the archive's theoretical empties (24) and the solved ones, a position's label is the
     * perfect-play score of the game's first solved position, from the side to move: checked with the
     * reference rules' replay (who is to move, passes included) and a brute-force negamax of that
     * position, not with the labels' own code.
     */
    @Test
    void positionsBeforeTheSolvesAreLabelledByTheFirstSolvedPositionsScore(@TempDir Path dir) throws Exception {
        List<WthorGame> games = games2020().subList(40, 70);
        int solvedEmpties = 7;
        TrainingSet set = WthorTraining.positions(games,
                WthorExactLabels.solve(games, solvedEmpties, 1, dir.resolve("cache").toFile(), null));
        int checked = 0;
        int row = 0;
        for (WthorGame g : games) {
            ReferenceOthello r = new ReferenceOthello(Variant.STD);
            int blackValue = Integer.MIN_VALUE;
            int[] toMove = new int[g.moves().length];
            for (int i = 0; i < g.moves().length; i++) {
                if (r.legalMoves(r.toMove).isEmpty()) {
                    r.play(-1);
                }
                toMove[i] = r.toMove;
                if (blackValue == Integer.MIN_VALUE && 64 - r.count(1) - r.count(2) <= solvedEmpties) {
                    int v = bruteForce(r.copy(), false);
                    blackValue = r.toMove == 1 ? v : -v;
                }
                r.play(g.moves()[i]);
            }
            for (int i = 0; i < g.moves().length; i++, row++) {
                assertEquals(g, games.get(set.game(row)), "rows in game order");
                int empties = 64 - Long.bitCount(set.ownLo(row) | set.oppLo(row));
                if (empties > solvedEmpties && empties < 24 && blackValue != Integer.MIN_VALUE) {
                    assertEquals(toMove[i] == 1 ? blackValue : -blackValue, set.result(row), "position " + row);
                    assertTrue(!set.exact(row));
                    checked++;
                }
            }
        }
        assertEquals(set.size(), row, "one row per move");
        assertTrue(checked > 30 * 10, "the positions from 23 to 8 empties: " + checked);
    }

    @Test
    void aRunStoppedInTheMiddleOfARecordContinuesToTheSameScores(@TempDir Path dir) throws Exception {
        List<WthorGame> games = games2020().subList(0, 30);
        File whole = dir.resolve("whole").toFile();
        WthorExactLabels reference = WthorExactLabels.solve(games, 10, 2, whole, null);

        File cut = dir.resolve("cut").toFile();
        WthorExactLabels.solve(games.subList(0, 12), 10, 1, cut, null);
        long full = cut.length();
        try (RandomAccessFile f = new RandomAccessFile(cut, "rw")) {
            f.setLength(full - 3); // the last game's record cut, as by a stop
        }
        WthorExactLabels resumed = WthorExactLabels.solve(games, 10, 1, cut, null);
        for (WthorGame g : games) {
            assertNotNull(resumed.scoresOf(g));
            assertArrayEquals(reference.scoresOf(g), resumed.scoresOf(g));
        }
        assertEquals(whole.length(), cut.length(), "every game once in the file");
        WthorExactLabels reread = WthorExactLabels.solve(games, 10, 1, cut, null);
        assertEquals(whole.length(), cut.length(), "nothing solved again");
        assertArrayEquals(reference.scoresOf(games.get(29)), reread.scoresOf(games.get(29)));
        WthorExactLabels deeper = WthorExactLabels.solve(games.subList(0, 3), 12, 1, cut, null);
        assertTrue(deeper.scoresOf(games.get(0)).length > reference.scoresOf(games.get(0)).length,
                "a cache made to 10 empties gives no scores for 12: solved again");
        assertTrue(Files.size(cut.toPath()) > 30 * 9);
    }
}
