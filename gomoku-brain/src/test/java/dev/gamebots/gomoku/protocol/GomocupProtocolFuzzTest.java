package dev.gamebots.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.LineProcess;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Gomocup pipe protocol under a seeded fuzzer, through a real brain process started bare as a
 * manager starts it: freestyle games on 15x15 and 20x20 (the board and the five kept here, sharing no
 * code with the brain) begun by BEGIN, TURN or BOARD, with hostile lines mixed in: noise, truncated
 * and unknown commands, TURN on an occupied or outside point or in other scripts' digits, malformed
 * BOARD blocks, DONE and TAKEBACK out of place, bad INFO values, oversized and blank lines; games
 * ended by END (also in the middle of a BOARD block) and by end of input during a search.
 *
 * <p>Checked: the brain never dies early; every stdout line is a protocol line; the lines a batch
 * of hostile lines draws before an ABOUT fence are only ERROR, UNKNOWN, OK, MESSAGE or DEBUG, at
 * least one ERROR or UNKNOWN for each line that must be refused; every move request gets a legal
 * move of the true board within {@code timeout_turn} plus a margin for a loaded machine (a rejected
 * line changed nothing: the brain's next moves are still legal on the board kept here); nothing is
 * written after END; the process ends on END and on end of input. Short by default; {@code -Pslow}
 * runs {@link #longRun} (figures in docs/benchmarks.md).
 */
class GomocupProtocolFuzzTest {

    private static final Pattern MOVE = Pattern.compile("(\\d+),(\\d+)");
    private static final Pattern PROTOCOL_LINE = Pattern.compile(
            "\\d+,\\d+|OK|(ERROR|UNKNOWN|MESSAGE|DEBUG)( .*)?|SUGGEST \\d+,\\d+|name=\".*");
    private static final Pattern REFUSAL_OR_NOTE = Pattern.compile("OK|(ERROR|UNKNOWN|MESSAGE|DEBUG)( .*)?");
    private static final long MARGIN_MS = 3000;
    /**
     * How long an OK may take: set-up is on no turn's clock (the arena allows 30 s), and a fresh
     * process's first START (JVM start, warm-up, table) took over 5 s with two busy loops pinning both cores.
     */
    private static final long SETUP_MS = 30_000;

    static final class Figures {
        int sessions;
        int games;
        int moveRequests;
        int hostileLines;
        int lateAnswers;
        long worstOverTurnMs = Long.MIN_VALUE;

        @Override
        public String toString() {
            return String.format("sessions %d, games %d, move requests %d, hostile lines %d, answers after "
                    + "timeout_turn %d (worst %+d ms), violations 0", sessions, games, moveRequests, hostileLines,
                    lateAnswers, worstOverTurnMs);
        }
    }

    /** The game as the manager sees it: 0 empty, 1 the brain's stone, 2 the opponent's. */
    private static final class Game {
        final int size;
        final int[] cells;
        final List<int[]> moves = new ArrayList<>();

        Game(int size) {
            this.size = size;
            this.cells = new int[size * size];
        }

        boolean empty(int x, int y) {
            return x >= 0 && y >= 0 && x < size && y < size && cells[y * size + x] == 0;
        }

        /** Places a stone; true when it makes five or more in a row (freestyle). */
        boolean place(int x, int y, int who) {
            cells[y * size + x] = who;
            moves.add(new int[] {x, y, who});
            for (int[] d : new int[][] {{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
                int run = 1 + count(x, y, d[0], d[1], who) + count(x, y, -d[0], -d[1], who);
                if (run >= 5) {
                    return true;
                }
            }
            return false;
        }

        private int count(int x, int y, int dx, int dy, int who) {
            int n = 0;
            for (int cx = x + dx, cy = y + dy; cx >= 0 && cy >= 0 && cx < size && cy < size
                    && cells[cy * size + cx] == who; cx += dx, cy += dy) {
                n++;
            }
            return n;
        }

        boolean full() {
            return moves.size() == cells.length;
        }

        /** An empty point near the stones (or the centre), as a weak but plausible opponent plays. */
        int[] randomMove(Random random) {
            for (int tries = 0; tries < 200; tries++) {
                int x;
                int y;
                if (moves.isEmpty()) {
                    x = size / 2 + random.nextInt(3) - 1;
                    y = size / 2 + random.nextInt(3) - 1;
                } else {
                    int[] m = moves.get(random.nextInt(moves.size()));
                    x = m[0] + random.nextInt(5) - 2;
                    y = m[1] + random.nextInt(5) - 2;
                }
                if (empty(x, y)) {
                    return new int[] {x, y};
                }
            }
            for (int i = 0; i < cells.length; i++) {
                if (cells[i] == 0) {
                    return new int[] {i % size, i / size};
                }
            }
            throw new IllegalStateException("full board");
        }
    }

    @TempDir
    Path dir;

    @Test
    void shortRun() throws Exception {
        // How many moves are asked for (and so how many hostile batches fall between them) depends
        // on when the brain's own moves end the games, and so on the time its searches get: one CI
        // run of three sessions drew only 9 hostile lines. So the run goes on, session by session
        // from the same seeded stream, until the protocol has been exercised enough, up to a cap.
        Figures f = new Figures();
        Random random = new Random(20261203L);
        while (f.sessions < 3 || (f.sessions < 12 && (f.moveRequests < 12 || f.hostileLines < 12))) {
            session(random, f.sessions, f);
            f.sessions++;
        }
        System.out.println("gomoku gomocup fuzz (short): " + f);
        assertTrue(f.moveRequests >= 12 && f.hostileLines >= 12, f.toString());
    }

    @Tag("slow")
    @Test
    void longRun() throws Exception {
        Figures f = run(Long.getLong("fuzz.seed", 7L), Integer.getInteger("fuzz.sessions", 30));
        System.out.println("gomoku gomocup fuzz (long): " + f);
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
        try (LineProcess p = LineProcess.start("dev.gamebots.gomoku.Main", List.of(), dir.resolve("stderr-" + index + ".txt"))) {
            fence(p, 0, 0, "start");
            int size = random.nextBoolean() ? 15 : 20;
            expectOk(p, "START " + size);
            int turnMs = 100 * (1 + random.nextInt(3));
            p.send("INFO timeout_match 0");
            p.send("INFO timeout_turn " + turnMs);
            p.send("INFO rule 0");
            int games = 1 + random.nextInt(2);
            boolean inputEnded = false;
            for (int g = 0; g < games && !inputEnded; g++) {
                if (g > 0) {
                    expectOk(p, "RESTART");
                }
                Game game = new Game(size);
                inputEnded = !playGame(p, random, game, turnMs, f, g == games - 1);
                f.games++;
            }
            if (!inputEnded) {
                // END, sometimes in the middle of a BOARD block: the brain leaves without a word.
                if (random.nextBoolean()) {
                    p.send("BOARD");
                    p.send("3,3,1");
                }
                p.send(random.nextBoolean() ? "END" : "END\r");
                p.closeInput();
                assertTrue(p.waitForExit(MARGIN_MS), "END did not end the brain\n" + p.transcript(20));
                List<LineProcess.Line> after = p.drain(200);
                assertTrue(after.isEmpty(), "written after END: " + after + "\n" + p.transcript(20));
            } else {
                assertTrue(p.waitForExit(MARGIN_MS), "end of input did not end the brain\n" + p.transcript(20));
                for (LineProcess.Line l : p.drain(200)) {
                    assertTrue(PROTOCOL_LINE.matcher(l.text()).matches(), "not a protocol line: " + l.text());
                }
            }
            assertEquals(0, p.exitValue(), p.transcript(20));
        }
    }

    /** Plays one game; false when it ended by end of input in the middle of a search. */
    private boolean playGame(LineProcess p, Random random, Game game, int turnMs, Figures f, boolean lastGame)
            throws Exception {
        int opening = random.nextInt(3);
        String request;
        if (opening == 0) {
            request = "BEGIN";
        } else if (opening == 1) {
            int[] m = game.randomMove(random);
            game.place(m[0], m[1], 2);
            request = "TURN " + m[0] + "," + m[1];
        } else {
            for (int i = 0, n = 1 + random.nextInt(6); i < n; i++) {
                int[] m = game.randomMove(random);
                game.place(m[0], m[1], 1 + i % 2 == 1 ? 2 : 1);
            }
            request = null; // a BOARD of the whole position
        }
        int cutAt = lastGame && random.nextInt(3) == 0 ? 2 + random.nextInt(10) : -1;
        for (int ply = 0; ; ply++) {
            if (ply == cutAt) {
                sendRequest(p, request, game, random);
                p.closeInput(); // end of input while the brain searches
                return false;
            }
            sendRequest(p, request, game, random);
            f.moveRequests++;
            long start = System.nanoTime();
            int[] move = readMove(p, turnMs, start, f);
            assertTrue(game.empty(move[0], move[1]), "illegal move " + move[0] + "," + move[1] + "\n" + p.transcript(30));
            if (game.place(move[0], move[1], 1) || game.full()) {
                return true;
            }
            int batch = random.nextInt(3) == 0 ? 1 + random.nextInt(4) : 0;
            if (batch > 0) {
                hostileBatch(p, random, game, batch, f);
            }
            int[] theirs = game.randomMove(random);
            if (game.place(theirs[0], theirs[1], 2) || game.full()) {
                return true;
            }
            request = switch (random.nextInt(6)) {
                case 0 -> null; // the whole position as BOARD
                case 1 -> "TURN " + theirs[0] + "," + theirs[1] + "\r";
                case 2 -> "INFO time_left " + (1_000_000 + random.nextInt(1000)) + "\nTURN " + theirs[0] + "," + theirs[1];
                default -> "TURN " + theirs[0] + "," + theirs[1];
            };
        }
    }

    private static void sendRequest(LineProcess p, String request, Game game, Random random) {
        if (request != null) {
            assertTrue(p.send(request), "the brain stopped reading\n" + p.transcript(20));
            return;
        }
        StringBuilder b = new StringBuilder("BOARD\n");
        List<int[]> stones = new ArrayList<>(game.moves);
        java.util.Collections.shuffle(stones, random);
        for (int[] s : stones) {
            b.append(s[0]).append(',').append(s[1]).append(',').append(s[2]).append('\n');
        }
        b.append("DONE");
        assertTrue(p.send(b.toString()), "the brain stopped reading\n" + p.transcript(20));
    }

    /** The move answering a request, skipping MESSAGE and DEBUG lines; timing noted. */
    private static int[] readMove(LineProcess p, int turnMs, long start, Figures f) throws InterruptedException {
        while (true) {
            LineProcess.Line a = p.next(turnMs + MARGIN_MS);
            assertNotNull(a, "no move within timeout_turn " + turnMs + " ms + margin\n" + p.transcript(30));
            assertTrue(PROTOCOL_LINE.matcher(a.text()).matches(), "not a protocol line: " + a.text() + "\n" + p.transcript(30));
            Matcher m = MOVE.matcher(a.text());
            if (m.matches()) {
                long took = (a.nanos() - start) / 1_000_000;
                if (took > turnMs) {
                    f.lateAnswers++;
                }
                f.worstOverTurnMs = Math.max(f.worstOverTurnMs, took - turnMs);
                return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
            }
            assertTrue(a.text().startsWith("MESSAGE") || a.text().startsWith("DEBUG"),
                    "expected a move, got " + a.text() + "\n" + p.transcript(30));
        }
    }

    private static void expectOk(LineProcess p, String line) throws InterruptedException {
        assertTrue(p.send(line), "the brain stopped reading\n" + p.transcript(20));
        while (true) {
            LineProcess.Line a = p.next(SETUP_MS);
            assertNotNull(a, "no OK to " + line + "\n" + p.transcript(20));
            if (a.text().equals("OK")) {
                return;
            }
            assertTrue(a.text().startsWith("MESSAGE") || a.text().startsWith("DEBUG"),
                    "reply to " + line + ": " + a.text() + "\n" + p.transcript(20));
        }
    }

    /**
     * Sends ABOUT and reads up to its answer: the lines before it may only be refusals and notes,
     * with at least {@code mustRefuse} ERROR/UNKNOWN lines and no more refusals than {@code mayReply}.
     */
    private static void fence(LineProcess p, int mustRefuse, int mayReply, String after) throws InterruptedException {
        assertTrue(p.send("ABOUT"), "the brain stopped reading\n" + p.transcript(20));
        int refusals = 0;
        while (true) {
            LineProcess.Line a = p.next(MARGIN_MS + 2000);
            assertNotNull(a, "no answer to ABOUT after " + after + "\n" + p.transcript(30));
            if (a.text().startsWith("name=\"")) {
                break;
            }
            assertTrue(REFUSAL_OR_NOTE.matcher(a.text()).matches(),
                    "after " + after + ": " + a.text() + "\n" + p.transcript(30));
            if (a.text().startsWith("ERROR") || a.text().startsWith("UNKNOWN") || a.text().equals("OK")) {
                refusals++;
            }
        }
        assertTrue(refusals >= mustRefuse && refusals <= mayReply,
                refusals + " refusals for " + mustRefuse + ".." + mayReply + " after " + after + "\n" + p.transcript(30));
    }

    /** {@code n} lines the brain must not act on, then the ABOUT fence. */
    private static void hostileBatch(LineProcess p, Random random, Game game, int n, Figures f) throws InterruptedException {
        int must = 0;
        int may = 0;
        StringBuilder kinds = new StringBuilder();
        for (int i = 0; i < n; i++) {
            f.hostileLines++;
            int kind = random.nextInt(11);
            kinds.append(kind).append(' ');
            switch (kind) {
                case 0 -> { // noise
                    StringBuilder b = new StringBuilder("~");
                    for (int k = random.nextInt(100); k > 0; k--) {
                        char c = (char) (32 + random.nextInt(0x2E0));
                        b.append(c);
                    }
                    p.send(b.toString());
                    must++;
                    may++;
                }
                case 1 -> {
                    p.send(new String[] {"TUR 3,4", "BOAR", "STAR 15", "BEGI", "TURNX 1,1", "FOO", "RESTARTT"}[random.nextInt(7)]);
                    must++;
                    may++;
                }
                case 2 -> { // an occupied point
                    int[] m = game.moves.get(random.nextInt(game.moves.size()));
                    p.send("TURN " + m[0] + "," + m[1]);
                    must++;
                    may++;
                }
                case 3 -> {
                    p.send("TURN " + new String[] {game.size + ",3", "-1,2", "3", "a,b", "3;4", "", "99999999999,1", "1,2,"}
                            [random.nextInt(8)]);
                    must++;
                    may++;
                }
                case 4 -> { // an empty point, in Arabic-Indic or fullwidth digits
                    int[] m = game.randomMove(random);
                    char zero = random.nextBoolean() ? '\u0660' : '\uFF10';
                    p.send("TURN " + digits(m[0], zero) + "," + digits(m[1], zero));
                    must++;
                    may++;
                }
                case 5 -> { // oversized
                    p.send("TURN " + "7".repeat((1 << 20) + random.nextInt(1 << 20)) + ",1");
                    must++;
                    may++;
                }
                case 6 -> { // bad INFO values: ignored, or refused
                    p.send("INFO " + new String[] {"timeout_turn -5", "timeout_turn abc", "max_memory 1e99", "time_left",
                        "timeout_match \u0661\u0660", "evaluate 3,3"}[random.nextInt(6)]);
                    may++;
                }
                case 7 -> { // a BOARD block that is not a position: refused, the game kept
                    int[] m = game.randomMove(random);
                    p.send("BOARD\n" + m[0] + "," + m[1] + "," + new String[] {"7", "x", "1,1"}[random.nextInt(3)]
                            + "\nDONE");
                    must++;
                    may++;
                }
                case 8 -> { // out of place
                    p.send(random.nextBoolean() ? "DONE" : "TAKEBACK " + game.size + "," + game.size);
                    must++;
                    may++;
                }
                case 9 -> p.send(random.nextBoolean() ? "" : " \t "); // blank: nothing
                default -> { // control characters
                    p.send("\u0007\u001b[2J\u0000");
                    must++;
                    may++;
                }
            }
        }
        fence(p, must, may + 2 * n, "hostile kinds " + kinds);
    }

    private static String digits(int v, char zero) {
        StringBuilder b = new StringBuilder();
        for (char c : Integer.toString(v).toCharArray()) {
            b.append((char) (zero + (c - '0')));
        }
        return b.toString();
    }
}
