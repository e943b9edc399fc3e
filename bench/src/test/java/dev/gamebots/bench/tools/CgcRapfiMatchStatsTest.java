package dev.gamebots.bench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/tools/cgc_rapfi_match_stats.py run by python3 on a three-game c-gomoku-cli match written
 * here: the engines' names come from --ours/--rapfi, and a match of engines named otherwise is
 * refused instead of counting every win as a draw.
 */
class CgcRapfiMatchStatsTest {

    private static final PythonTool TOOL = new PythonTool("cgc_rapfi_match_stats.py");

    @TempDir
    Path dir;

    @BeforeAll
    static void python3IsThere() {
        PythonTool.assumePython3();
    }

    /** games.pgn and messages.txt as c-gomoku-cli writes them: A wins as black, B wins as black, a draw, a forfeit. */
    private Path match(String a, String b) throws IOException {
        String pgn = game(1, a, b, "0-1", "five") + game(2, b, a, "0-1", "five") + game(3, a, b, "1/2-1/2", "draw")
                + game(4, b, a, "1-0", "time forfeit");
        Files.writeString(dir.resolve("games.pgn"), pgn);
        Files.writeString(dir.resolve("messages.txt"),
                a + ": search: depth 12, 40000 nodes, 200 ms, 200000 n/s\n"
                        + a + ": search: depth 14, 90000 nodes, 300 ms, 300000 n/s\n"
                        + b + ": Speed 900K | Depth 20-30 | Eval 12 | Time 150ms\n");
        return dir;
    }

    /** One game in PGN: {@code result} as written there, "1-0" a white win, "0-1" a black win. */
    private static String game(int n, String black, String white, String result, String termination) {
        return "[Event \"game " + n + "\"]\n[Black \"" + black + "\"]\n[White \"" + white + "\"]\n[Result \""
                + result + "\"]\n[Termination \"" + termination + "\"]\n\n1. h8 h9 *\n\n";
    }

    @Test
    void theDefaultNamesCountEachEnginesWins() throws Exception {
        String[] r = TOOL.run(match("ours", "rapfi").toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("not played out: game game 4, black rapfi, white ours: time forfeit"), r[1]);
        assertTrue(r[1].contains("played out 3: ours 1 - rapfi 1, draws 1 (33.3% won by ours)"), r[1]);
        assertTrue(r[1].contains("ours: 2 searched moves, median depth 13"), r[1]);
        assertTrue(r[1].contains("rapfi: 1 searched moves, median depth 20"), r[1]);
    }

    @Test
    void otherNamesAreRefusedInOneLineUnlessGiven() throws Exception {
        Path folder = match("brain", "Rapfi-2024");
        String[] refused = TOOL.run(folder.toString());
        assertTrue(!refused[0].equals("0"), refused[1]);
        assertFalse(refused[1].contains("draws"), "no score of engines it cannot tell apart: " + refused[1]);
        assertEquals(1, refused[2].strip().lines().count(), refused[2]);
        assertTrue(refused[2].contains("--ours NAME --rapfi NAME"), refused[2]);

        String[] named = TOOL.run("--ours", "brain", "--rapfi", "Rapfi-2024", folder.toString());
        assertEquals("0", named[0], named[2]);
        assertTrue(named[1].contains("played out 3: brain 1 - Rapfi-2024 1, draws 1"), named[1]);
        assertTrue(named[1].contains("brain: 2 searched moves"), named[1]);
    }
}
