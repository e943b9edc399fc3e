package dev.gamebots.othello.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.Main;
import dev.gamebots.othello.rules.ObfPosition;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The wthor command's positions: OBF lines at 24 empties with the recorded perfect-play score. */
class WthorCommandTest {

    @Test
    void exportsTheTheoreticalPositionsOfSampledGames() throws Exception {
        Path folder = Path.of(WthorCommandTest.class.getResource("/othello/wthor/WTH_2020.wtb").toURI()).getParent();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"wthor", "--sample", "5", "--seed", "3", folder.toString()}, System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(5, lines.length, out.toString(StandardCharsets.UTF_8));
        for (String line : lines) {
            ObfPosition p = ObfPosition.parse(line);
            assertEquals(24, 64 - Long.bitCount(p.black() | p.white()), line);
            assertTrue(line.matches(".*; WTHOR 2020 theoretical [+-]?\\d+"), line);
            int score = Integer.parseInt(line.replaceAll(".* theoretical \\+?", ""));
            assertTrue(score >= -64 && score <= 64 && score % 2 == 0, line);
        }
    }
}
