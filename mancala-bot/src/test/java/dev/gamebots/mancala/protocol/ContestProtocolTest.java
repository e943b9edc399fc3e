package dev.gamebots.mancala.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.mancala.book.OpeningBook;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.session.Player;
import dev.gamebots.core.BoundTable;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The default dialect line by line: replies, board tracking, robustness, and the input loop. */
class ContestProtocolTest {

    private final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    private final StringWriter logText = new StringWriter();
    private final ContestProtocol protocol = newProtocol(stdout, logText, 300);

    static ContestProtocol newProtocol(ByteArrayOutputStream out, StringWriter log, long moveMs) {
        Player player = new Player(6, OpeningBook.contest(), BoundTable.ofMegabytes(16), Clock.SYSTEM);
        return new ContestProtocol(new PrintStream(out, true, StandardCharsets.UTF_8), GameLog.to(new PrintWriter(log)),
                player, new ContestProtocol.Timing(moveMs, moveMs, 200), System::nanoTime);
    }

    /** Sends one line and returns what the bot printed in reply (possibly nothing). */
    private List<String> send(String line) {
        int before = stdout.size();
        protocol.handle(line, System.nanoTime());
        String printed = stdout.toString(StandardCharsets.UTF_8).substring(before);
        return printed.isEmpty() ? List.of() : List.of(printed.split("\n"));
    }

    @Test
    void specExample() {
        assertEquals(List.of("OK"), send("START 2"));
        assertEquals(List.of("OK"), send("OPPONENT 3"));
        assertEquals(List.of("OK"), send("OPPONENT 6"));
        Kalah board = protocol.board();
        int[] ours = new int[6];
        for (int i = 0; i < 6; i++) {
            ours[i] = board.seeds(1, i);
        }
        assertArrayEquals(new int[] {5, 5, 5, 5, 4, 4}, ours, "the bot's holes after the opponent's 3 and 6");
        assertEquals(1, board.sideToMove(), "our turn");
        List<String> reply = send("MOVE");
        assertEquals(1, reply.size());
        int hole = Integer.parseInt(reply.get(0));
        assertTrue(hole >= 1 && hole <= 6 && ours[hole - 1] > 0, "a legal hole: " + hole);
        assertTrue(logText.toString().contains("> START 2") && logText.toString().contains("< " + hole));
    }

    @Test
    void aRejectedOpponentMoveOutOfTurnChangesNothing() {
        assertEquals(List.of("OK"), send("START 2"));
        assertEquals(List.of("OK"), send("OPPONENT 3")); // ends in their store: they move again
        assertEquals(List.of("OK"), send("OPPONENT 6"));
        int[] before = protocol.board().pits();
        assertEquals(1, protocol.board().sideToMove(), "our turn");
        // Their hole 3 is empty: the line is ignored, and it must not hand the turn to them either.
        assertEquals(List.of("OK"), send("OPPONENT 3"));
        assertEquals(1, protocol.board().sideToMove(), "still our turn after a rejected line");
        assertArrayEquals(before, protocol.board().pits());
        assertTrue(logText.toString().contains("that hole is empty on our board: ignored"), logText::toString);
    }

    @Test
    void onlyAsciiDigitsAreHoleNumbers() {
        assertEquals(List.of("OK"), send("START 2"));
        int[] before = protocol.board().pits();
        // A fullwidth 3, an Arabic-Indic 3, a signed 3: none is the contest's "3"; the board stays.
        for (String hole : new String[] {"\uFF13", "\u0663", "+3", "03x"}) {
            assertEquals(List.of("OK"), send("OPPONENT " + hole));
            assertArrayEquals(before, protocol.board().pits(), hole);
            assertTrue(logText.toString().contains("out of range"), logText::toString);
        }
        assertEquals(List.of("OK"), send("OPPONENT 3"));
        assertEquals(0, protocol.board().seeds(0, 2), "the ASCII 3 is played");
        assertEquals(3, ContestProtocol.parseInt("3"));
        assertEquals(-1, ContestProtocol.parseInt("\uFF13"));
        assertEquals(-1, ContestProtocol.parseInt("1234567890"));
    }

    @Test
    void searchEventsGoToTheLogAfterTheReply() {
        assertEquals(List.of("OK"), send("START 1"));
        Kalah board = protocol.board();
        for (int ply = 0; ply < 60 && !board.isTerminal(); ply++) {
            if (board.sideToMove() == 0) {
                assertEquals(1, send("MOVE").size());
            } else {
                assertEquals(List.of("OK"), send("OPPONENT " + firstNonEmpty(board, 1)));
            }
        }
        String[] lines = logText.toString().split("\n");
        int searches = 0;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains("search exact solve") || lines[i].contains("search depth")) {
                searches++;
                assertTrue(lines[i].matches(".*search (depth \\d+|exact solve( cut short)?): value [+-]?\\d+( \\(exact\\))?, "
                        + "move ([1-6]|none), \\d+ nodes, \\d+ ms"), lines[i]);
                boolean replied = false;
                for (int j = i - 1; j >= 0 && !lines[j].contains("> MOVE"); j--) {
                    replied |= lines[j].matches(".*< [1-6]");
                }
                assertTrue(replied, "written after the move's reply: " + lines[i]);
            }
        }
        assertTrue(searches > 0, "the solver's moves are logged with their searches\n" + logText);
    }

    @Test
    void keywordsAreCaseInsensitiveAndSpacesAndCarriageReturnsAreTolerated() {
        assertEquals(List.of("OK"), send("  start   1 \r"));
        List<String> reply = send("move\r");
        assertEquals(1, reply.size());
        assertTrue(reply.get(0).matches("[1-6]"));
        Kalah board = protocol.board();
        while (board.sideToMove() == 0 && !board.isTerminal()) {
            reply = send("Move");
            assertTrue(reply.get(0).matches("[1-6]"));
        }
        int opponentHole = firstNonEmpty(board, 1);
        assertEquals(List.of("OK"), send("oPpOnEnT    " + opponentHole + "   \r"));
        assertTrue(logText.toString().contains("opponent played " + opponentHole));
    }

    @Test
    void unknownLinesAreLoggedAndNotAnswered() {
        assertEquals(List.of("OK"), send("START 1"));
        assertEquals(List.of(), send("HELLO there"));
        assertEquals(List.of(), send(""));
        assertEquals(List.of(), send("MOVES"));
        assertTrue(logText.toString().contains("unknown line ignored: HELLO there"));
        assertEquals(0, protocol.board().plyCount(), "nothing was played");
    }

    @Test
    void badOpponentMovesAreDesynchronisationsAndTheBotPlaysOn() {
        assertEquals(List.of("OK"), send("START 2"));
        assertEquals(List.of("OK"), send("OPPONENT 9"));
        assertEquals(List.of("OK"), send("OPPONENT 0"));
        assertEquals(List.of("OK"), send("OPPONENT x"));
        assertEquals(List.of("OK"), send("OPPONENT"));
        assertEquals(0, protocol.board().plyCount(), "none of them was applied");
        assertEquals(List.of("OK"), send("OPPONENT 1"));
        assertEquals(List.of("OK"), send("OPPONENT 1"), "hole 1 is empty now, and it is our turn anyway");
        String log = logText.toString();
        assertTrue(log.contains("DESYNC: OPPONENT with a hole out of range"), log);
        assertTrue(log.contains("DESYNC"), log);
        // Our turn on our board: every MOVE gets a legal hole of ours.
        for (int i = 0; i < 3 && !protocol.board().isTerminal(); i++) {
            if (protocol.board().sideToMove() != 1) {
                send("OPPONENT " + firstNonEmpty(protocol.board(), 0));
                continue;
            }
            Kalah before = protocol.board().copy();
            List<String> reply = send("MOVE");
            assertEquals(1, reply.size());
            assertTrue(before.isLegal(Integer.parseInt(reply.get(0)) - 1));
        }
    }

    @Test
    void moveOutOfTurnIsADesynchronisationAnsweredWithALegalMove() {
        assertEquals(List.of("OK"), send("START 2"));
        List<String> reply = send("MOVE");
        assertEquals(1, reply.size());
        assertTrue(reply.get(0).matches("[1-6]"));
        assertTrue(logText.toString().contains("DESYNC: MOVE but on our board it is the opponent's turn"));
    }

    @Test
    void aStartWithoutIdLearnsTheSideFromTheFirstCommand() {
        assertEquals(List.of("OK"), send("START"));
        assertEquals(List.of("OK"), send("OPPONENT 3"));
        assertEquals(0, protocol.board().sideToMove(), "player 1 moved again (extra turn)");
        assertTrue(logText.toString().contains("we are player 2"));
    }

    @Test
    void endOfInputExits() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter log = new StringWriter();
        String script = "START 1\nMOVE\nEND\n";
        long t0 = System.nanoTime();
        int rc = newProtocol(out, log, 200).run(new ByteArrayInputStream(script.getBytes(StandardCharsets.US_ASCII)));
        assertEquals(0, rc);
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 5000);
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals("OK", lines[0]);
        assertTrue(lines[1].matches("[1-6]"));
    }

    /**
     * END with the input left open: the bot exits by itself after the grace period. The time limit is
     * a margin a loaded machine meets; the exit time itself is measured in docs/mancala.md.
     */
    @Test
    void endWithoutFurtherInputExitsByItself() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(feed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter log = new StringWriter();
        ContestProtocol p = newProtocol(out, log, 200);
        CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> p.run(in));
        feed.write("START 1\nEND game over\n".getBytes(StandardCharsets.US_ASCII));
        feed.flush();
        assertEquals(0, running.get(30, TimeUnit.SECONDS));
        assertTrue(log.toString().contains("no START after END within 200 ms: exiting"), log.toString());
        feed.close();
    }

    /**
     * Issue 15: the grace for another START after END is short enough that the spec's "exit within
     * 1 s" holds on a loaded machine, where the JVM's own exit took up to about 500 ms more
     * (docs/mancala.md, "Exit"); the controllers that reuse a process send START at once.
     */
    @Test
    void theDefaultGraceAfterEndLeavesTheExitMostOfTheSpecsSecond() {
        assertTrue(ContestProtocol.Timing.defaults().endGraceMs() <= 250, "grace " + ContestProtocol.Timing.defaults());
        assertTrue(ContestProtocol.Timing.defaults().endGraceMs() >= 100, "another START must still be caught");
    }

    /** Issue 15: the heavy start-up work starts after the first move's reply, not before it. */
    @Test
    void backgroundWorkStartsAfterTheFirstMoveOfPlayerOne() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<String> events = new java.util.ArrayList<>();
        ContestProtocol p = new ContestProtocol(new PrintStream(out, true, StandardCharsets.UTF_8),
                GameLog.to(new PrintWriter(new StringWriter())), new Player(6, OpeningBook.contest(), BoundTable.ofMegabytes(1),
                Clock.SYSTEM), new ContestProtocol.Timing(200, 200, 100), System::nanoTime, new ContestProtocol.Events() {
                    @Override
                    public void startBackground() {
                        events.add("background after output " + List.of(out.toString(StandardCharsets.UTF_8).split("\n")));
                    }

                    @Override
                    public void gameStarted() {
                        events.add("started");
                    }

                    @Override
                    public void gameOver() {
                        events.add("over");
                    }
                });
        String script = "START 1\nMOVE\nEND\n";
        assertEquals(0, p.run(new ByteArrayInputStream(script.getBytes(StandardCharsets.US_ASCII))));
        assertEquals(List.of("started", "background after output [OK, 3]", "over"), events);
    }

    /** Player 2 waiting for the opponent: idle input starts the background work before our first move. */
    @Test
    void backgroundWorkStartsWhenTheInputIsIdle() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(feed);
        java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
        ContestProtocol p = new ContestProtocol(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                GameLog.to(new PrintWriter(new StringWriter())), new Player(6, OpeningBook.contest(), BoundTable.ofMegabytes(1),
                Clock.SYSTEM), new ContestProtocol.Timing(200, 200, 100), System::nanoTime, new ContestProtocol.Events() {
                    @Override
                    public void startBackground() {
                        started.countDown();
                    }
                });
        CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> p.run(in));
        feed.write("START 2\n".getBytes(StandardCharsets.US_ASCII));
        feed.flush();
        assertTrue(started.await(30, TimeUnit.SECONDS), "started while no MOVE came");
        feed.close();
        assertEquals(0, running.get(30, TimeUnit.SECONDS));
    }

    /** Several START..END cycles in one process, the second one right after the first END. */
    @Test
    void severalGamesInOneProcess() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter log = new StringWriter();
        String script = "START 1\nMOVE\nEND\nSTART 2\nOPPONENT 1\nMOVE\nEND\n";
        int rc = newProtocol(out, log, 200).run(new ByteArrayInputStream(script.getBytes(StandardCharsets.US_ASCII)));
        assertEquals(0, rc);
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals("OK", lines[0]);
        assertTrue(lines[1].matches("[1-6]"));
        assertEquals("OK", lines[2], "second game started");
        assertEquals("OK", lines[3]);
        assertTrue(lines[4].matches("[1-6]"));
        assertEquals(2, log.toString().split("new game", -1).length - 1);
    }

    /**
     * Issue 15: a 100 KB garbage line was written to the log twice (204 KB of log). It is logged once,
     * as a short excerpt with control characters replaced and the full length, and the bot plays on.
     */
    @Test
    void aHugeGarbageLineIsLoggedOnceAsAShortSanitisedExcerpt() {
        StringBuilder garbage = new StringBuilder("MOVE\u0007\u001b[2J");
        java.util.Random random = new java.util.Random(15);
        while (garbage.length() < 100 * 1024) {
            garbage.append((char) (random.nextInt(2) == 0 ? random.nextInt(32) : 'a' + random.nextInt(26)));
        }
        garbage.setLength(100 * 1024);
        String g = garbage.toString().replace('\n', 'x').replace('\r', 'x');
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter log = new StringWriter();
        String script = "START 1\n" + g + "\nMOVE\nEND\n";
        int rc = newProtocol(out, log, 200).run(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)));
        assertEquals(0, rc);
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(List.of("OK"), List.of(lines[0]), "the garbage line got no reply");
        assertEquals(2, lines.length);
        assertTrue(lines[1].matches("[1-6]"), "the next MOVE is answered: " + lines[1]);
        String text = log.toString();
        assertTrue(text.length() < 4000, "log of " + text.length() + " chars:\n" + text);
        String excerpt = g.substring(0, 60).replaceAll("[\\x00-\\x1f]", "?");
        assertEquals(1, text.split(java.util.regex.Pattern.quote(excerpt), -1).length - 1, text);
        assertTrue(text.contains("[102400 chars, excerpt, control characters as ?]"), text);
        for (String l : text.split("\n")) {
            assertTrue(l.chars().noneMatch(c -> c < 0x20), "control characters in the log line " + l);
        }
    }

    /**
     * 64 M characters without a line break: only the beginning is kept (InputLines.MAX_KEPT), the
     * length is counted and logged, and the next command is answered.
     */
    @Test
    void aLineWithoutEndIsCutCountedAndSkipped() throws Exception {
        long size = 64L * 1024 * 1024;
        java.io.InputStream endless = new java.io.InputStream() {
            long left = size;

            @Override
            public int read() {
                return left-- > 0 ? 'z' : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                java.util.Arrays.fill(b, off, off + n, (byte) 'z');
                left -= n;
                return n;
            }
        };
        java.io.InputStream in = new java.io.SequenceInputStream(
                new ByteArrayInputStream("START 1\n".getBytes(StandardCharsets.US_ASCII)), new java.io.SequenceInputStream(
                        endless, new ByteArrayInputStream("\nMOVE\n".getBytes(StandardCharsets.US_ASCII))));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter log = new StringWriter();
        assertEquals(0, newProtocol(out, log, 200).run(in));
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals("OK", lines[0]);
        assertTrue(lines[1].matches("[1-6]"), "MOVE after the long line is answered");
        assertTrue(log.toString().contains("[" + size + " chars, excerpt"), log.toString());
    }

    private static int firstNonEmpty(Kalah board, int player) {
        for (int i = 0; i < 6; i++) {
            if (board.seeds(player, i) > 0) {
                return i + 1;
            }
        }
        return 1;
    }
}
