package dev.gamebots.bench.arena.gomoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opening files: the offset format of GomocupJudge / Piskvork and the pos format, per the data README. */
class OpeningsTest {

    @Test
    void offsetsAreFromTheCentre() {
        // README of shared/data/gomoku: x = size/2 + dx, y = size/2 + dy.
        List<int[]> o = Openings.parse("-7,-8, -6,-9, -3,-9", 20);
        assertEquals(3, o.size());
        assertArrayEquals(new int[] {3, 2}, o.get(0));
        assertArrayEquals(new int[] {4, 1}, o.get(1));
        assertArrayEquals(new int[] {7, 1}, o.get(2));
        assertArrayEquals(new int[] {7, 7}, Openings.parse("0,0", 15).get(0));
    }

    @Test
    void posFormatIsLetterAndOneBasedNumber() {
        List<int[]> o = Openings.parse("d3e5k10", 20);
        assertArrayEquals(new int[] {3, 2}, o.get(0));
        assertArrayEquals(new int[] {4, 4}, o.get(1));
        assertArrayEquals(new int[] {10, 9}, o.get(2));
    }

    @Test
    void badLinesAreRefusedWithTheirLineNumber(@TempDir Path dir) throws Exception {
        assertThrows(IllegalArgumentException.class, () -> Openings.parse("12,0", 20)); // off the board
        assertThrows(IllegalArgumentException.class, () -> Openings.parse("0,0, 0,0", 20)); // twice
        assertThrows(IllegalArgumentException.class, () -> Openings.parse("0,0, 1", 20));
        assertThrows(IllegalArgumentException.class, () -> Openings.parse("h8 x", 20));
        Path f = dir.resolve("o.txt");
        Files.writeString(f, "# c\n\n0,0, 1,1\n9,9\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Openings.load(f, 15));
        assertEquals(true, e.getMessage().contains("line 4"), e.getMessage());
        assertEquals(1, Openings.load(f, 20).size() - 1);
    }
}
