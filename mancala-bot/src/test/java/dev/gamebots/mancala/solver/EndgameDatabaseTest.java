package dev.gamebots.mancala.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.rules.ReferenceSearch;
import dev.gamebots.mancala.rules.TestPositions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EndgameDatabaseTest {

    @Test
    void sizesAreBinomials() {
        assertEquals(1, EndgameDatabase.size(6, 0));
        assertEquals(13, EndgameDatabase.size(6, 1));
        assertEquals(30_421_755L, EndgameDatabase.size(6, 16));
        assertEquals(2_704_156L, EndgameDatabase.size(6, 12));
    }

    /** Every configuration of a small board against plain negamax (stores empty: value = margin). */
    @Test
    void everyValueOfASmallBoardMatchesPlainNegamax() {
        EndgameDatabase db = EndgameDatabase.build(3, 9);
        int[] h = new int[6];
        int checked = 0;
        SplittableRandom random = new SplittableRandom(4);
        for (int t = 0; t < 3000; t++) {
            int total = random.nextInt(10);
            java.util.Arrays.fill(h, 0);
            for (int s = 0; s < total; s++) {
                h[random.nextInt(6)]++;
            }
            int[] pits = {h[0], h[1], h[2], 0, h[3], h[4], h[5], 0};
            Kalah k = new Kalah(3, pits, 0);
            assertEquals(ReferenceSearch.margin(k), db.value(k), k.render());
            assertEquals(db.value(k), db.value(h));
            // The same configuration seen by player 1 (mirrored board) has the same value.
            int[] mirrored = {h[3], h[4], h[5], 5, h[0], h[1], h[2], 2};
            assertEquals(db.value(k), db.value(new Kalah(3, mirrored, 1)));
            checked++;
        }
        assertTrue(checked == 3000);
    }

    @Test
    void contestBoardValuesMatchTheSolverWithoutDatabase() {
        EndgameDatabase db = EndgameDatabase.build(6, 8);
        SplittableRandom random = new SplittableRandom(5);
        for (int t = 0; t < 300; t++) {
            Kalah k = TestPositions.random(random, 6, 1 + random.nextInt(8));
            if (k.seedsInHoles() > 8) {
                continue;
            }
            int expected = k.isTerminal() ? k.outcome() - k.storeDifference()
                    : new Solver(6, new SolverTable(1), null, dev.gamebots.core.Clock.SYSTEM).solveExact(k, 0).value();
            assertEquals(expected, db.value(k), k.render());
        }
    }

    @Test
    void progressHandsOverEachCompleteLevel() {
        List<Integer> levels = new ArrayList<>();
        EndgameDatabase full = EndgameDatabase.build(4, 7, db -> levels.add(db.maxSeeds()));
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), levels);
        assertEquals(7, full.maxSeeds());
    }

    @Test
    void cacheRoundTripAndCorruptionIsDetected(@TempDir Path dir) throws IOException {
        DatabaseCache cache = new DatabaseCache(dir);
        assertNull(cache.load(4, 6));
        EndgameDatabase built = cache.loadOrBuild(4, 6);
        EndgameDatabase loaded = cache.load(4, 6);
        assertNotNull(loaded);
        assertArrayEquals(built.values(), loaded.values());
        Path file = cache.file(4, 6);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 5] ^= 1;
        Files.write(file, bytes);
        assertNull(cache.load(4, 6), "a corrupted cache file is rejected");
        Files.write(file, new byte[] {1, 2, 3});
        assertNull(cache.load(4, 6), "a truncated cache file is rejected");
        assertNotNull(cache.loadOrBuild(4, 6));
        assertNotNull(cache.load(4, 6), "rebuilt and rewritten");
    }
}
