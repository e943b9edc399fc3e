package dev.gamebots.bench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/tools/cgc_paired_screen.py run by python3 on two four-game gauntlets written here as c-gomoku-cli
 * writes them (its Result field reversed, the Termination field right): the scores follow the
 * Termination field, void games leave both runs, and the paired difference is counted game by game.
 */
class CgcPairedScreenTest {

    private static final PythonTool TOOL = new PythonTool("cgc_paired_screen.py");

    @TempDir
    Path dir;

    @BeforeAll
    static void python3IsThere() {
        PythonTool.assumePython3();
    }

    /** A run's games.pgn: one game per termination, ours black in the odd rounds. */
    private Path run(String name, String... terminations) throws IOException {
        StringBuilder pgn = new StringBuilder();
        for (int i = 0; i < terminations.length; i++) {
            boolean oursBlack = i % 2 == 0;
            // c-gomoku-cli's Result is the reverse of the Termination: the tool must not read it.
            String result = terminations[i].startsWith("Black win") ? "0-1" : "1-0";
            pgn.append("[Event \"?\"]\n[Round \"1.").append(i + 1).append("\"]\n[Black \"")
                    .append(oursBlack ? "ours" : "rapfi").append("\"]\n[White \"").append(oursBlack ? "rapfi" : "ours")
                    .append("\"]\n[Result \"").append(result).append("\"]\n[Termination \"").append(terminations[i])
                    .append("\"]\n[PlyCount \"9\"]\n\n1. h8 *\n\n");
        }
        Path folder = dir.resolve(name);
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("games.pgn"), pgn.toString());
        return folder;
    }

    @Test
    void scoresByTerminationAndPairsGameByGame() throws Exception {
        String five = " win by five connection";
        // Candidate: wins as black (round 1), loses as white (2), void (3), wins as white (4).
        Path candidate = run("candidate", "Black" + five, "Black" + five, "White win by time forfeit", "White" + five);
        // Baseline: loses as black (1), loses as white (2), wins as black (3), draws (4).
        Path baseline = run("baseline", "White" + five, "Black" + five, "Black" + five, "draw");
        String[] r = TOOL.run(candidate.toString(), baseline.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("4 games, 1 void, ours 2 of 3 (66.7%); as black 1 of 1, as white 1 of 2"), r[1]);
        assertTrue(r[1].contains("4 games, 0 void, ours 1.5 of 4 (37.5%); as black 1 of 2, as white 0.5 of 2"), r[1]);
        // Rounds 1, 2 and 4 count: differences +1, 0, +0.5: mean +0.5, standard error 0.289.
        assertTrue(r[1].contains("paired on 3 games: candidate - baseline +0.500 a game (standard error 0.289); "
                + "candidate better in 2, baseline in 0"), r[1]);
    }

    @Test
    void aRunWithoutOurNameIsRefused() throws Exception {
        Path candidate = run("candidate", "Black win by five connection");
        String[] r = TOOL.run("--ours", "brain", candidate.toString());
        assertTrue(!r[0].equals("0"), r[1]);
        assertTrue(r[2].contains("no engine named brain"), r[2]);
    }
}
