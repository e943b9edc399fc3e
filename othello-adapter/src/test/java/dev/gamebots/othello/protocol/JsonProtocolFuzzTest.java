package dev.gamebots.othello.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.LineProcess;
import dev.gamebots.othello.rules.ReferenceOthello;
import dev.gamebots.othello.rules.Variant;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The FlipSight JSON-line protocol under a seeded fuzzer, through a real engine process: games of all
 * five modes (positions from {@link ReferenceOthello}, which shares no code with the engine) mixed
 * with hostile lines (mutated and truncated requests, oversized lines, other scripts' digits, wrong
 * types, impossible boards, noise) and end of input in the middle of a search. Checked: the process
 * never dies early; stdout holds nothing but {@code {"move":N}} lines, one per non-blank line sent;
 * every valid request is answered with one of its legal moves within its budget (plus a margin for
 * a loaded machine: a hang, not a slow answer, is what fails here); end of input ends the process.
 * The default run is short; {@code -Pslow} runs {@link #longRun} (figures in docs/benchmarks.md).
 */
class JsonProtocolFuzzTest {

    private static final Pattern ANSWER = Pattern.compile("\\{\"move\":(-?\\d+)\\}");
    /** What a loaded two-core machine may add to a budget before a late answer counts as a hang. */
    private static final long MARGIN_MS = 3000;

    /** The counts of one run, printed for docs/benchmarks.md. */
    static final class Figures {
        int sessions;
        int validRequests;
        int hostileLines;
        int lateAnswers;
        long worstOverBudgetMs = Long.MIN_VALUE;

        @Override
        public String toString() {
            return String.format("sessions %d, valid requests %d, hostile lines %d, answers after budget_ms %d "
                    + "(worst %+d ms), violations 0", sessions, validRequests, hostileLines, lateAnswers, worstOverBudgetMs);
        }
    }

    @TempDir
    Path dir;

    @Test
    void shortRun() throws Exception {
        Figures f = run(20261203L, 3, 24);
        System.out.println("othello json fuzz (short): " + f);
        assertTrue(f.validRequests >= 30 && f.hostileLines >= 10, f.toString());
    }

    @Tag("slow")
    @Test
    void longRun() throws Exception {
        Figures f = run(Long.getLong("fuzz.seed", 7L), Integer.getInteger("fuzz.sessions", 40), 60);
        System.out.println("othello json fuzz (long): " + f);
    }

    private Figures run(long seed, int sessions, int requestsPerSession) throws Exception {
        Figures f = new Figures();
        Random random = new Random(seed);
        for (int s = 0; s < sessions; s++) {
            session(random, s, requestsPerSession, f);
            f.sessions++;
        }
        return f;
    }

    private void session(Random random, int index, int requests, Figures f) throws Exception {
        Path log = dir.resolve("engine-" + index + ".log");
        // The default warm-up runs: a cold engine under fire is part of what is tested.
        try (LineProcess p = LineProcess.start("dev.gamebots.othello.Main", List.of("--log", log.toString(), "--hash-mb", "16"),
                dir.resolve("stderr-" + index + ".txt"))) {
            Variant variant = Variant.values()[random.nextInt(Variant.values().length)];
            ReferenceOthello game = opening(variant, random);
            String previous = "start";
            for (int r = 0; r < requests; r++) {
                if (r > 0 && random.nextBoolean()) {
                    String hostile = hostile(random, game);
                    previous = hostile.length() > 60 ? hostile.substring(0, 60) + "... (" + hostile.length() + " chars)" : hostile;
                    f.hostileLines++;
                    if (!p.send(hostile)) {
                        throw new AssertionError("the engine stopped reading after a hostile line\n" + p.transcript(20));
                    }
                    if (!hostile.isBlank()) {
                        LineProcess.Line a = p.next(10_000 + MARGIN_MS);
                        assertNotNull(a, "no answer to a hostile line\n" + p.transcript(20));
                        assertTrue(ANSWER.matcher(a.text()).matches(), "not a protocol line: " + a.text());
                    }
                    continue;
                }
                if (game.gameOver()) {
                    game = opening(variant, random);
                }
                List<Integer> legal = game.legalMoves(game.toMove);
                // The first request of a leg has a long budget (min(10 s, clock - 750 ms)): the process
                // was just started, and the JVM's start-up counts against it.
                long budget = r == 0 ? 2000 : 20 + random.nextInt(180);
                long start = System.nanoTime();
                assertTrue(p.send(request(game, legal, budget, 30_000)), "the engine stopped reading\n" + p.transcript(20));
                f.validRequests++;
                LineProcess.Line a = p.next(budget + MARGIN_MS);
                assertNotNull(a, "no answer within budget " + budget + " ms + margin\n" + p.transcript(20));
                Matcher m = ANSWER.matcher(a.text());
                assertTrue(m.matches(), "not a protocol line: " + a.text() + "\n" + p.transcript(20));
                int move = Integer.parseInt(m.group(1));
                long took = (a.nanos() - start) / 1_000_000;
                if (took > budget) {
                    f.lateAnswers++;
                    System.out.printf("late answer: session %d request %d (%s), budget %d ms, took %d ms, after %s%n",
                            index, r, game.variant.wireName(), budget, took, previous);
                }
                f.worstOverBudgetMs = Math.max(f.worstOverBudgetMs, took - budget);
                if (legal.isEmpty()) {
                    assertEquals(-1, move, "a pass is -1\n" + p.transcript(20));
                    game.play(-1);
                } else {
                    assertTrue(legal.contains(move), "illegal move " + move + " of " + legal + "\n" + p.transcript(20));
                    game.play(move);
                }
                previous = "a valid request";
                // The opponent's reply, so the next request is the engine's turn again in a real game.
                List<Integer> theirs = game.legalMoves(game.toMove);
                game.play(theirs.isEmpty() ? -1 : theirs.get(random.nextInt(theirs.size())));
            }
            assertTrue(p.alive(), "the engine died early\n" + p.transcript(20));
            // End of input in the middle of a long search ends the process at once.
            if (!game.gameOver()) {
                p.send(request(game, game.legalMoves(game.toMove), 8_000, 30_000));
            }
            p.closeInput();
            assertTrue(p.waitForExit(MARGIN_MS + 2000), "end of input did not end the engine\n" + p.transcript(20));
            assertEquals(0, p.exitValue());
            for (LineProcess.Line l : p.drain(200)) {
                assertTrue(ANSWER.matcher(l.text()).matches(), "not a protocol line: " + l.text());
            }
        }
    }

    /** A start as the server makes one: the initial position and a few random moves. */
    private static ReferenceOthello opening(Variant variant, Random random) {
        ReferenceOthello g = new ReferenceOthello(variant);
        int moves = (variant == Variant.REVERSI ? 4 : 0) + 8 + random.nextInt(12);
        for (int i = 0; i < moves && !g.gameOver(); i++) {
            List<Integer> legal = g.legalMoves(g.toMove);
            g.play(legal.isEmpty() ? -1 : legal.get(random.nextInt(legal.size())));
        }
        return g;
    }

    static String request(ReferenceOthello g, List<Integer> legal, long budgetMs, long remainingMs) {
        StringBuilder b = new StringBuilder("{\"board\":[");
        for (int i = 0; i < g.cells.length; i++) {
            b.append(i > 0 ? "," : "").append(g.cells[i] == 3 ? 0 : g.cells[i]);
        }
        b.append("],\"color\":").append(g.toMove).append(",\"legal_moves\":").append(legal.toString().replace(" ", ""));
        b.append(",\"game_mode\":\"").append(g.variant.wireName()).append("\",\"board_size\":").append(g.n);
        StringBuilder blocked = new StringBuilder();
        for (int sq : g.variant.blockedSquares()) {
            blocked.append(blocked.length() > 0 ? "," : "").append(sq);
        }
        b.append(",\"blocked_squares\":[").append(blocked).append("],\"placed\":{\"1\":").append(g.placed[1])
                .append(",\"2\":").append(g.placed[2]).append("},\"remaining_ms\":").append(remainingMs)
                .append(",\"match_id\":1,\"leg\":0,\"revision\":0,\"history\":[],\"round_no\":null,")
                .append("\"room_created_at\":null,\"budget_ms\":").append(budgetMs).append('}');
        return b.toString();
    }

    /** One line that is not a well-formed request of the game at hand (or a blank line). */
    private static String hostile(Random random, ReferenceOthello g) {
        String valid = request(g, g.legalMoves(g.toMove), 100, 30_000);
        switch (random.nextInt(10)) {
            case 0:
                return valid.substring(0, 1 + random.nextInt(valid.length() - 2)); // truncated
            case 1: { // a character flipped, deleted or duplicated somewhere
                StringBuilder b = new StringBuilder(valid);
                int at = random.nextInt(b.length());
                switch (random.nextInt(3)) {
                    case 0 -> b.setCharAt(at, (char) (32 + random.nextInt(95)));
                    case 1 -> b.deleteCharAt(at);
                    default -> b.insert(at, b.charAt(at));
                }
                return b.toString();
            }
            case 2:
                return "{\"board\":[" + "0,".repeat((1 << 19) + random.nextInt(1 << 19)) + "0]}"; // 1-2 MB
            case 3:
                return valid.replace("\"budget_ms\":100", "\"budget_ms\":\"\u0661\u0660\u0660\"")
                        .replace("\"color\":" + g.toMove, "\"color\":\"\u0663\""); // other scripts' digits
            case 4:
                return valid.replace("\"legal_moves\":[", "\"legal_moves\":[-7,999,\"zz\",null,");
            case 5:
                return valid.replace("\"budget_ms\":100", "\"budget_ms\":-" + random.nextInt(1000))
                        .replace("\"remaining_ms\":30000", "\"remaining_ms\":-" + random.nextInt(1000));
            case 6:
                return valid.replace("\"board\":[", "\"board\":[2,2,2,").replace("\"color\":", "\"color\":\"purple\",\"x\":");
            case 7: {
                StringBuilder b = new StringBuilder();
                int n = 1 + random.nextInt(200);
                for (int i = 0; i < n; i++) {
                    char c = (char) (1 + random.nextInt(0x2FF));
                    b.append(c == '\n' || c == '\r' ? ' ' : c);
                }
                return b.toString(); // noise, control characters included
            }
            case 8:
                return random.nextBoolean() ? "" : "   \t ";
            default:
                return random.nextBoolean() ? "{}" : "[" + valid + "]";
        }
    }
}
