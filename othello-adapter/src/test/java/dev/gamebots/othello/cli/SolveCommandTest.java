package dev.gamebots.othello.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.Main;
import dev.gamebots.othello.endgame.FfoEndgameTest;
import dev.gamebots.othello.rules.ObfPosition;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code solve} command end to end: one line per position with the FFO value (FFO #40: a2 +38,
 * from the public problem file), an error line for a malformed position, comments skipped, and
 * nothing else on stdout (the start-up warm-up included).
 */
class SolveCommandTest {

    @Test
    void solvesEachPositionAndReportsBadLines(@TempDir File dir) throws IOException {
        FfoEndgameTest.Problem ffo40 = FfoEndgameTest.problems().stream().filter(p -> p.id() == 40).findFirst()
                .orElseThrow();
        String line40 = toObf(ffo40.position());
        File file = new File(dir, "two.obf");
        Files.write(file.toPath(), List.of("% a comment", line40, "", "not a position", line40),
                StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"solve", file.getPath()}, System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\\R");
        assertEquals(3, lines.length, String.join("\n", lines));
        assertTrue(lines[0].matches("1 a2 \\+38 nodes=\\d+ ms=\\d+ cpu_ms=\\d+"), lines[0]);
        assertTrue(lines[1].startsWith("2 error "), lines[1]);
        assertTrue(lines[2].matches("3 a2 \\+38 nodes=\\d+ ms=\\d+ cpu_ms=\\d+"), lines[2]);
        // The table is cleared before each position: the same position costs the same nodes again.
        assertEquals(lines[0].split(" ")[3], lines[2].split(" ")[3]);
        assertEquals(1, code, "a bad line makes the exit code 1");
    }

    /** The OBF line of a position: 64 squares a1..h8 (X black, O white, - empty), then the side to move. */
    private static String toObf(ObfPosition p) {
        StringBuilder sb = new StringBuilder();
        for (int sq = 0; sq < 64; sq++) {
            sb.append((p.black() >>> sq & 1) != 0 ? 'X' : (p.white() >>> sq & 1) != 0 ? 'O' : '-');
        }
        return sb.append(p.blackToMove() ? " X" : " O").toString();
    }
}
