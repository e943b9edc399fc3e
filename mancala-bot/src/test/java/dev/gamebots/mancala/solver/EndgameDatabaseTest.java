package dev.gamebots.mancala.solver;

import dev.gamebots.core.BoundTable;
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
                    : new Solver(6, BoundTable.ofMegabytes(1), null, dev.gamebots.core.Clock.SYSTEM).solveExact(k, 0).score();
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

    /** A build stopped at any chunk and resumed from a copy of its state ends with the same values. */
    @Test
    void aBuildResumedFromAnyCheckpointEqualsAFreshBuild() {
        EndgameDatabase fresh = EndgameDatabase.build(4, 9);
        List<byte[]> copies = new ArrayList<>();
        List<Integer> nexts = new ArrayList<>();
        EndgameDatabase.build(4, 9, null, 0, db -> { }, () -> { }, (db, next) -> {
            copies.add(db.values().clone());
            nexts.add(next);
        });
        assertTrue(copies.size() > 3, "several chunks: " + nexts);
        for (int i = 0; i < copies.size(); i++) {
            List<Integer> levels = new ArrayList<>();
            EndgameDatabase resumed = EndgameDatabase.build(4, 9, copies.get(i), nexts.get(i), db -> levels.add(db.maxSeeds()),
                    () -> { }, (db, next) -> { });
            assertArrayEquals(fresh.values(), resumed.values(), "resumed at " + nexts.get(i));
            if (nexts.get(i) < fresh.size()) {
                assertEquals(9, levels.get(levels.size() - 1));
            }
            // The levels complete at the checkpoint are handed over first.
            int complete = EndgameDatabase.completeLevels(4, 9, nexts.get(i));
            if (complete < 9) {
                assertEquals(complete, levels.get(0));
            }
        }
        // Resuming in the middle of a level (not at a chunk boundary) also works.
        int mid = (int) EndgameDatabase.size(4, 8) + 5_000;
        byte[] partial = fresh.values().clone();
        java.util.Arrays.fill(partial, mid, partial.length, EndgameDatabase.UNKNOWN);
        assertArrayEquals(fresh.values(), EndgameDatabase.build(4, 9, partial, mid, db -> { }, () -> { }, (db, n) -> { }).values());
    }

    /** Issue 15: the cache holds a cut-short build; the next process resumes it and the file is complete at the end. */
    @Test
    void aPartialBuildIsSavedAndResumedThroughTheCache(@TempDir Path dir) throws IOException {
        DatabaseCache cache = new DatabaseCache(dir);
        EndgameDatabase fresh = EndgameDatabase.build(4, 9);
        // A process that saved at rank 20,000 (in level 9, the last) and then exited.
        int next = 20_000;
        byte[] partial = fresh.values().clone();
        java.util.Arrays.fill(partial, next, partial.length, EndgameDatabase.UNKNOWN);
        assertTrue(cache.save(EndgameDatabase.fromValues(4, 9, partial), next));
        assertNull(cache.load(4, 9), "not complete");
        assertTrue(!cache.looksComplete(4, 9));
        DatabaseCache.Saved saved = cache.loadSaved(4, 9);
        assertEquals(next, saved.next());
        assertArrayEquals(partial, saved.values());
        assertTrue(!cache.save(EndgameDatabase.fromValues(4, 9, partial), next - 1), "less progress is not written over more");
        List<Integer> levels = new ArrayList<>();
        EndgameDatabase resumed = cache.loadOrBuild(4, 9, db -> levels.add(db.maxSeeds()));
        assertArrayEquals(fresh.values(), resumed.values());
        assertEquals(EndgameDatabase.completeLevels(4, 9, next), levels.get(0), "the complete levels are usable at once");
        assertArrayEquals(fresh.values(), cache.load(4, 9).values(), "complete file at the end");
        assertTrue(cache.looksComplete(4, 9));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(cache.file(4, 9)), files.toList(), "no temporary file left");
        }
    }

    /** A save asked for while the build runs is written at the next chunk, not at the end. */
    @Test
    void aRequestedSaveIsWrittenDuringTheBuild(@TempDir Path dir) {
        DatabaseCache cache = new DatabaseCache(dir);
        DatabaseCache.Saver saver = new DatabaseCache.Saver(3_600_000);
        int[] seenBeforeEnd = {-1};
        cache.loadOrBuild(4, 9, db -> { }, new Runnable() {
            int chunks;

            @Override
            public void run() {
                if (++chunks == 2) {
                    saver.requestNow();
                } else if (chunks == 3) {
                    DatabaseCache.Saved s = cache.loadSaved(4, 9);
                    seenBeforeEnd[0] = s == null ? -1 : s.next();
                }
            }
        }, saver);
        assertTrue(seenBeforeEnd[0] > 0, "saved during the build: " + seenBeforeEnd[0]);
    }
}
