package dev.gamebots.othello.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A stopped self-play run continues where its files end and writes what one uninterrupted run writes. */
class SelfPlayRunTest {

    private static final SelfPlayRun.Settings SETTINGS =
            new SelfPlayRun.Settings(Variant.STD, null, 2, 10, 0.05, 7);

    @Test
    void aRunStartedAgainPlaysOnlyTheMissingChunksAndTheFilesMatchOneRun(@TempDir Path tmp) throws Exception {
        File whole = tmp.resolve("whole").toFile();
        File resumed = tmp.resolve("resumed").toFile();
        assertTrue(whole.mkdirs() && resumed.mkdirs());
        assertEquals(3, SelfPlayRun.run(SETTINGS, 5, 2, whole, "t", 1, null));

        // A first run that stopped after its first chunk, then the same command again (on two threads).
        assertEquals(3, SelfPlayRun.run(SETTINGS, 5, 2, resumed, "t", 1, null));
        assertTrue(SelfPlayRun.chunkFile(resumed, "t", 1).delete());
        assertTrue(SelfPlayRun.chunkFile(resumed, "t", 2).delete());
        byte[] kept = Files.readAllBytes(SelfPlayRun.chunkFile(resumed, "t", 0).toPath());
        assertEquals(2, SelfPlayRun.run(SETTINGS, 5, 2, resumed, "t", 2, null));
        assertArrayEquals(kept, Files.readAllBytes(SelfPlayRun.chunkFile(resumed, "t", 0).toPath()));
        for (int c = 0; c < 3; c++) {
            assertArrayEquals(Files.readAllBytes(SelfPlayRun.chunkFile(whole, "t", c).toPath()),
                    Files.readAllBytes(SelfPlayRun.chunkFile(resumed, "t", c).toPath()), "chunk " + c);
        }
        assertEquals(0, SelfPlayRun.run(SETTINGS, 5, 2, resumed, "t", 1, null));
    }

    @Test
    void chunksHoldTheirGamesInOrderWithDistinctNumbersAndExactLateLabels(@TempDir Path tmp) throws Exception {
        File dir = tmp.toFile();
        SelfPlayRun.run(SETTINGS, 5, 2, dir, "t", 2, null);
        for (int c = 0; c < 3; c++) {
            TrainingSet set = TrainingSet.read(SelfPlayRun.chunkFile(dir, "t", c));
            assertTrue(set.size() > 0);
            int last = -1;
            for (int i = 0; i < set.size(); i++) {
                assertTrue(set.game(i) >= last, "game order");
                last = set.game(i);
                int empties = 64 - set.discs(i);
                assertEquals(empties <= 10, set.exact(i), "exact from 10 empties");
            }
            assertEquals(SelfPlayRun.FIRST_GAME_ID + Math.min(4, 2 * c + 1), last, "the chunk's last game");
            assertEquals(SelfPlayRun.FIRST_GAME_ID + 2 * c, set.game(0), "the chunk's first game");
        }
    }
}
