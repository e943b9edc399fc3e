package dev.gamebots.bench.arena.othello;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The --openings file of arena othello: lines of moves replayed by the referee's rules, bad lines named. */
class StartLinesTest {

    @TempDir
    Path dir;

    @Test
    void linesAreReplayedFromTheInitialPosition() throws Exception {
        Path file = dir.resolve("starts.txt");
        Files.writeString(file, "# WTHOR lines\n- 124106\nf5d6 80861\n\nf5f6e6f4\n");
        List<RandomStart> starts = StartLines.load(file, Variant.STD);
        assertEquals(3, starts.size());
        assertEquals(4, starts.get(0).board().discs(1) + starts.get(0).board().discs(2));
        assertEquals(1, starts.get(0).toMove(), "black moves first");
        RandomStart f5d6 = starts.get(1);
        assertArrayEquals(new int[] {37, 43}, f5d6.moves());
        assertEquals(1, f5d6.toMove());
        // f5 flips e5; d6 (white) flips d5: black e4 e5 f5, white d4 d5 d6.
        assertEquals(3, f5d6.board().discs(1));
        assertEquals(3, f5d6.board().discs(2));
        assertEquals(1, starts.get(2).toMove(), "black to move after four moves");
        assertEquals(8, starts.get(2).board().discs(1) + starts.get(2).board().discs(2));
    }

    @Test
    void aBadLineIsNamed() throws Exception {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, "f5d6\nf5a1\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StartLines.load(file, Variant.STD));
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("a1"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> StartLines.load(dir.resolve("none.txt"), Variant.STD));
    }
}
