package dev.gamebots.mancala.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.LineProcess;
import dev.gamebots.mancala.rules.ReferenceKalah;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The contest protocol under a seeded fuzzer, through a real bot process: whole games (the board
 * kept by {@link ReferenceKalah}, which shares no code with the bot) with hostile lines mixed in:
 * noise, oversized lines, unknown and truncated commands, OPPONENT lines the bot must reject (holes
 * out of range, in other scripts' digits, empty on its board, out of turn), blank lines; games
 * ended by END, by end of input, and by end of input in the middle of a search. Checked: the bot
 * never dies early; stdout holds only {@code OK} and holes 1..6, exactly one reply for each line
 * that wants one and none for the others; every MOVE gets a legal hole of the true board (a
 * rejected line changed nothing); the bot exits on END and on end of input. Short by default;
 * {@code -Pslow} runs {@link #longRun} (figures in docs/benchmarks.md).
 */
class ContestProtocolFuzzTest {

    /** Move time given to the bot (its option), and what a loaded machine may add before it is a hang. */
    private static final long MOVE_MS = 100;
    private static final long MARGIN_MS = 3000;
    /** The contest's limit for one move. */
    private static final long CONTEST_MS = 2000;

    static final class Figures {
        int sessions;
        int games;
        int moves;
        int hostileLines;
        int overContestLimit;
        long slowestMoveMs;

        @Override
        public String toString() {
            return String.format("sessions %d, games %d, MOVE requests %d, hostile lines %d, slowest answer %d ms, "
                    + "over the contest's 2 s %d, violations 0", sessions, games, moves, hostileLines, slowestMoveMs,
                    overContestLimit);
        }
    }

    @TempDir
    Path dir;

    @Test
    void shortRun() throws Exception {
        Figures f = run(20261203L, 3);
        System.out.println("kalah contest fuzz (short): " + f);
        assertTrue(f.moves >= 20 && f.hostileLines >= 20, f.toString());
    }

    @Tag("slow")
    @Test
    void longRun() throws Exception {
        Figures f = run(Long.getLong("fuzz.seed", 7L), Integer.getInteger("fuzz.sessions", 30));
        System.out.println("kalah contest fuzz (long): " + f);
        assertEquals(0, f.overContestLimit, f.toString());
    }

    private Figures run(long seed, int sessions) throws Exception {
        Figures f = new Figures();
        Random random = new Random(seed);
        for (int s = 0; s < sessions; s++) {
            session(random, s, f);
            f.sessions++;
        }
        return f;
    }

    private void session(Random random, int index, Figures f) throws Exception {
        Path log = dir.resolve("bot-" + index + ".log");
        try (LineProcess p = LineProcess.start("dev.gamebots.mancala.Main", List.of("--move-ms", "" + MOVE_MS,
                "--database-seeds", "0", "--table-mb", "16", log.toString()), dir.resolve("stderr-" + index + ".txt"))) {
            int games = 1 + random.nextInt(2);
            for (int g = 0; g < games; g++) {
                boolean last = g == games - 1;
                // How the last game ends: END (0), end of input between moves (1), or during a search (2).
                int ending = last ? random.nextInt(3) : 0;
                playGame(p, random, f, ending);
                f.games++;
                if (ending != 0) {
                    break;
                }
                if (last) {
                    p.closeInput();
                }
            }
            assertTrue(p.waitForExit(MARGIN_MS), "the bot did not exit\n" + p.transcript(20));
            assertEquals(0, p.exitValue());
            // Nothing after END; after a MOVE cut short by the end of input, at most its hole.
            List<LineProcess.Line> after = p.drain(200);
            assertTrue(after.isEmpty() || after.size() == 1 && after.get(0).text().matches("[1-6]"),
                    "output after the end: " + after + "\n" + p.transcript(20));
        }
    }

    private void playGame(LineProcess p, Random random, Figures f, int ending) throws Exception {
        int me = random.nextInt(2);
        ReferenceKalah board = new ReferenceKalah(6, new int[] {4, 4, 4, 4, 4, 4}, new int[] {4, 4, 4, 4, 4, 4}, 0, 0, 0);
        expect(p, "START " + (me + 1), "OK");
        int plies = 0;
        int stopAt = ending == 0 ? Integer.MAX_VALUE : 4 + random.nextInt(20);
        while (!board.gameOver() && plies < stopAt) {
            while (random.nextInt(3) == 0) {
                hostile(p, random, board, me);
                f.hostileLines++;
            }
            if (board.toMove == me) {
                long start = System.nanoTime();
                assertTrue(p.send("MOVE"), "the bot stopped reading\n" + p.transcript(20));
                f.moves++;
                LineProcess.Line a = p.next(MOVE_MS + MARGIN_MS);
                assertNotNull(a, "no answer to MOVE\n" + p.transcript(20));
                assertTrue(a.text().matches("[1-6]"), "not a hole: " + a.text() + "\n" + p.transcript(20));
                long took = (a.nanos() - start) / 1_000_000;
                f.slowestMoveMs = Math.max(f.slowestMoveMs, took);
                if (took > CONTEST_MS) {
                    f.overContestLimit++;
                }
                int hole = Integer.parseInt(a.text()) - 1;
                assertTrue(board.legal(hole), "illegal hole " + (hole + 1) + "\n" + p.transcript(20));
                board.play(hole);
            } else {
                List<Integer> legal = legal(board);
                int hole = legal.get(random.nextInt(legal.size()));
                expect(p, random.nextBoolean() ? "OPPONENT " + (hole + 1) : "opponent  " + (hole + 1) + " \r", "OK");
                board.play(hole);
            }
            plies++;
        }
        if (ending == 0) {
            p.send(random.nextBoolean() ? "END" : "END 29 19");
        } else {
            if (ending == 2 && !board.gameOver()) {
                p.send("MOVE"); // and the input ends while the bot searches
            }
            p.closeInput();
        }
    }

    /** Sends {@code line} and asserts the one reply {@code reply} (and no protocol-breaking output). */
    private static void expect(LineProcess p, String line, String reply) throws InterruptedException {
        assertTrue(p.send(line), "the bot stopped reading\n" + p.transcript(20));
        LineProcess.Line a = p.next(MARGIN_MS + 1000);
        assertNotNull(a, "no reply to " + line + "\n" + p.transcript(20));
        assertEquals(reply, a.text(), "reply to " + line + "\n" + p.transcript(20));
    }

    private static List<Integer> legal(ReferenceKalah board) {
        List<Integer> holes = new ArrayList<>();
        for (int h = 0; h < 6; h++) {
            if (board.legal(h)) {
                holes.add(h);
            }
        }
        return holes;
    }

    /**
     * One line the bot must not act on. Lines it does not understand get no reply (a reply would be
     * read as a move); an OPPONENT line it rejects is acknowledged with OK and changes nothing.
     */
    private static void hostile(LineProcess p, Random random, ReferenceKalah board, int me) throws InterruptedException {
        int them = 1 - me;
        List<Integer> empty = new ArrayList<>();
        for (int h = 0; h < 6; h++) {
            if (board.row[them][h] == 0) {
                empty.add(h + 1);
            }
        }
        switch (random.nextInt(8)) {
            case 0 -> {
                StringBuilder b = new StringBuilder("~");
                int n = random.nextInt(120);
                for (int i = 0; i < n; i++) {
                    char c = (char) (1 + random.nextInt(0x2FF));
                    b.append(c == '\n' || c == '\r' ? ' ' : c);
                }
                p.send(b.toString()); // noise: no reply
            }
            case 1 -> p.send("OPPONENT" + "6".repeat((1 << 20) + random.nextInt(1 << 20))); // oversized: no reply
            case 2 -> p.send(random.nextBoolean() ? "" : "  \t"); // blank: no reply
            case 3 -> p.send(new String[] {"MOV", "OPPONEN 3", "STAR 1", "EN", "PLAY 3", "HELLO"}[random.nextInt(6)]);
            case 4 -> expect(p, "OPPONENT " + new String[] {"0", "7", "-2", "99999999999", "+3", "3.0", "x", ""}[random.nextInt(8)],
                    "OK");
            case 5 -> expect(p, "OPPONENT " + new String[] {"\uFF13", "\u0663", "\u0969", "\u00B3"}[random.nextInt(4)], "OK");
            case 6 -> {
                if (!empty.isEmpty()) { // a hole that is empty on the true board, in or out of turn
                    expect(p, "OPPONENT " + empty.get(random.nextInt(empty.size())), "OK");
                } else {
                    p.send("");
                }
            }
            default -> p.send("\u0000\u0007\u001b[2J"); // control characters: no reply
        }
    }
}
