package dev.gamebots.bench.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: subcommands listed, bad options rejected with exit code 2, the demo still runs. */
class ArenaMainTest {

    @TempDir
    Path dir;

    @Test
    void helpListsEverySubcommand() {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int code = ArenaMain.run(new java.io.PrintStream(out, true), System.err, "--help");
        assertEquals(0, code);
        String text = out.toString();
        for (String sub : new String[] {"gomoku", "othello", "mancala", "demo"}) {
            assertTrue(text.contains(sub), text);
        }
    }

    @Test
    void badOptionsAreRefusedBeforeAnythingStarts() {
        ArenaRun chess = ArenaRun.of(dir, "othello", "--a", "x", "--b", "y", "--game", "chess");
        assertEquals(2, chess.exitCode());
        assertTrue(chess.err().contains("--game must be one of std, anti, grand, octagon, reversi, not 'chess'"),
                chess.err());
        ArenaRun pente = ArenaRun.of(dir, "gomoku", "--a", "x", "--b", "y", "--rule", "pente");
        assertEquals(2, pente.exitCode());
        assertTrue(pente.err().contains("--rule must be one of freestyle, standard, renju, caro, not 'pente'"),
                pente.err());
        assertTrue(!pente.err().contains("No enum constant"), pente.err());
        assertEquals(2, ArenaRun.of(dir, "mancala", "--a", "x", "--b", "'unclosed").exitCode());
        assertEquals(2, ArenaRun.of(dir, "mancala", "--a", "x", "--b", "y", "--sprt", "10,0").exitCode());
        assertEquals(2, ArenaRun.of(dir, "gomoku", "--a", "x").exitCode()); // --b missing
    }

    @Test
    void theDemoStillRuns() {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        assertEquals(0, ArenaMain.run(new java.io.PrintStream(out, true), System.err, "demo", "--ms", "10", "--games", "1"));
        assertTrue(out.toString().contains("Result:"));
    }
}
