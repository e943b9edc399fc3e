package dev.gamebots.othello.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.Main;
import dev.gamebots.othello.rules.ReferenceOthello;
import dev.gamebots.othello.rules.Squares;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.session.Engine;
import dev.gamebots.othello.session.EngineLog;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An NBoard session like the protocol document's example, through Main's {@code --nboard} mode. */
class NBoardProtocolTest {

    private static final String GAME = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]"
            + "TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]"
            + "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";

    private static String[] session(String input, File dir) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"--nboard", "--think-ms", "100", "--no-warmup", "--log",
            new File(dir, "nb.log").getPath()},
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()));
        assertEquals(0, code);
        return out.toString(StandardCharsets.UTF_8).split("\n");
    }

    @Test
    void exampleSession(@TempDir File dir) {
        String[] lines = session("nboard 2\nset depth 6\nset game " + GAME + "\nping 1\ngo\nhint 1\nping 2\nlearn\n",
                dir);
        assertEquals("set myname gamebots", lines[0]);
        assertEquals("pong 1", lines[1]);
        String go = null;
        String search = null;
        for (String l : lines) {
            if (l.startsWith("=== ")) {
                go = l;
            }
            if (l.startsWith("search ")) {
                search = l;
            }
        }
        // After F5 F6 D3 C5 E6 F7 E7 F4 black to move; the legal moves (checked against the reference):
        ReferenceOthello ref = new ReferenceOthello(Variant.STD);
        for (String m : new String[] {"f5", "f6", "d3", "c5", "e6", "f7", "e7", "f4"}) {
            ref.play(Squares.parse(m, 8));
        }
        Set<String> legal = new java.util.HashSet<>();
        for (int sq : ref.legalMoves(ref.toMove)) {
            legal.add(Squares.name(sq, 8).toUpperCase());
        }
        assertTrue(go != null && legal.contains(go.substring(4, 6)), "go answered " + go + ", legal " + legal);
        assertTrue(go.matches("=== [A-H][1-8]/-?\\d+\\.\\d\\d/\\d+\\.\\d\\d"), go);
        assertTrue(search != null && legal.contains(search.substring(7, 9)), search);
        assertEquals("pong 2", lines[lines.length - 2]);
        assertEquals("learned", lines[lines.length - 1]);
    }

    @Test
    void hintNGivesEveryMoveItsExactValueInAnEndgame(@TempDir File dir) {
        // Random games to 8 empties: every legal move's search line has the move's exact value by brute force.
        java.util.SplittableRandom random = new java.util.SplittableRandom(46);
        int[] buf = new int[65];
        for (int game = 0; game < 4; game++) {
            dev.gamebots.othello.rules.Board8 board = dev.gamebots.othello.eval.Boards.board8(Variant.STD);
            while (board.empties() > 8 || board.mustPass()) {
                int n = board.generateMoves(buf, 0);
                board.makeMove(buf[random.nextInt(n)]);
                if (board.isTerminal()) {
                    board = dev.gamebots.othello.eval.Boards.board8(Variant.STD);
                }
            }
            StringBuilder cells = new StringBuilder();
            for (int sq = 0; sq < 64; sq++) {
                cells.append(board.cell(sq) == 1 ? '*' : board.cell(sq) == 2 ? 'O' : '-');
            }
            String ggf = "(;GM[Othello]TI[5:00]TY[8]BO[8 " + cells + (board.sideToMove() == 0 ? " *" : " O") + "];)";
            String[] lines = heldSession("nboard 2\nset game " + ggf + "\nhint 3\nping 1\n", "pong 1", dir);
            java.util.Map<String, Integer> expected = new java.util.TreeMap<>();
            int n = board.generateMoves(buf, 0);
            for (int m : java.util.Arrays.copyOf(buf, n)) {
                board.makeMove(m);
                expected.put(Squares.name(m, 8).toUpperCase(), -dev.gamebots.othello.endgame.EndgameSolverTest.bruteForce(
                        board, dev.gamebots.othello.rules.Scoring.DISCS));
                board.unmakeMove();
            }
            java.util.Map<String, Integer> got = new java.util.TreeMap<>();
            for (String l : lines) {
                if (l.startsWith("search ")) {
                    String[] w = l.split(" ");
                    assertEquals("0", w[3], l);
                    got.put(w[1], (int) Math.round(Double.parseDouble(w[2])));
                }
            }
            assertEquals(expected, got, String.join("\n", lines) + "\n" + board.render() + "\n" + log(dir));
            assertEquals("status", lines[lines.length - 2]);
            assertEquals("pong 1", lines[lines.length - 1]);
        }
    }

    /** A session whose input stays open until the output has {@code last} (at end of input the engine stops searching). */
    private static String[] heldSession(String input, String last, File dir) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"--nboard", "--no-warmup", "--log", new File(dir, "nb.log").getPath()},
                new HeldOpenInput(input.getBytes(StandardCharsets.UTF_8),
                        () -> out.toString(StandardCharsets.UTF_8).contains(last)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()));
        assertEquals(0, code);
        return out.toString(StandardCharsets.UTF_8).split("\n");
    }

    private static String log(File dir) {
        try {
            return java.nio.file.Files.readString(new File(dir, "nb.log").toPath());
        } catch (java.io.IOException e) {
            return "(no log: " + e + ")";
        }
    }

    @Test
    void aDepthInOtherDigitsIsRefusedAndLogged(@TempDir File dir) throws java.io.IOException {
        // Issue 28: "set depth \u0661\u0662" (Arabic-Indic 12) was read as 12; the protocol's numbers are ASCII.
        String[] lines = session("nboard 2\nset depth \u0661\u0662\nset depth 7\nping 1\n", dir);
        assertEquals("pong 1", lines[lines.length - 1]);
        String log = java.nio.file.Files.readString(new File(dir, "nb.log").toPath());
        assertTrue(log.contains("nboard: bad depth '\u0661\u0662'"), log);
        assertTrue(log.contains("nboard: depth 7 "), log);
    }

    @Test
    void theClockCarriesOverWhenTheSameGameIsSentAgain(@TempDir File dir) {
        // The same game sent again with one more move pair keeps the engine's own clock; a new start resets it.
        NBoardProtocol p = new NBoardProtocol(new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream()), EngineLog.to(new PrintStream(new ByteArrayOutputStream())),
                Engine.Settings.defaults(), dev.gamebots.core.Clock.SYSTEM);
        p.setGame(GAME);
        p.addSpentForTest(5000);
        p.setGame(GAME.replace(";)", "B[D6]W[C3];)"));
        assertEquals(5000, p.spentMs());
        p.setGame("(;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *];)");
        assertEquals(0, p.spentMs());
    }

    @Test
    void movesUpdateThePositionAndNonsenseIsIgnored(@TempDir File dir) {
        // From the start: f5 d6 c3 d3 c4 (a known opening); then black must answer legally.
        String start = "(;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *];)";
        String[] lines = session("nboard 2\nset game " + start + "\nmove f5\nmove d6/0.5/1.0\nc3\nmove d3\n"
                + "move c4\nmove z9\nfrobnicate\nset nonsense 3\ngo\nping 7\n", dir);
        ReferenceOthello ref = new ReferenceOthello(Variant.STD);
        for (String m : new String[] {"f5", "d6", "c3", "d3", "c4"}) {
            ref.play(Squares.parse(m, 8));
        }
        String go = null;
        for (String l : lines) {
            if (l.startsWith("=== ")) {
                go = l;
            }
        }
        assertTrue(go != null);
        int sq = Squares.parse(go.substring(4, 6), 8);
        assertTrue(ref.legalMoves(ref.toMove).contains(sq), go);
        assertEquals("pong 7", lines[lines.length - 1]);
    }
}
