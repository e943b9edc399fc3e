package dev.gamebots.othello.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gamebots.othello.rules.ReferenceOthello;
import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Plays a full game of each variant through a real engine process ({@code java -cp <test classpath>
 * dev.gamebots.othello.Main}), refereed by the array reference: both colours are asked by the same
 * process, as a human game would; the start is random like a bot pair's (12 discs); every answer must
 * be legal and arrive within {@code budget_ms}, and each colour's clock is charged like the server's.
 */
class ProcessDriverTest {

    /** Clock per colour; -Dothello.driver.clockMs=60000 plays the real bot-match clock (slow). */
    private static final long CLOCK_MS = Long.getLong("othello.driver.clockMs", 4000);

    @ParameterizedTest
    @EnumSource(Variant.class)
    void fullRandomStartGameThroughTheProcess(Variant variant, @TempDir File dir) throws Exception {
        String only = System.getProperty("othello.driver.games", "");
        org.junit.jupiter.api.Assumptions.assumeTrue(only.isEmpty() || only.contains(variant.wireName()));
        Result r = play(variant, new SplittableRandom(1234 + variant.ordinal()), dir, CLOCK_MS, 0);
        System.out.println(r);
    }

    /**
     * What a game through the process came to.
     *
     * @param worstMarginMs the least time any answer had left of its budget_ms
     */
    record Result(Variant variant, int requests, long clockLeftBlackMs, long clockLeftWhiteMs, long worstMarginMs,
                  int discsBlack, int discsWhite) {
    }

    /**
     * Plays one game through a new engine process from a random start, each colour on a clock of
     * {@code clockMs}, and asserts what the connector asserts: every answer legal and inside budget_ms,
     * no clock under the connector's 750 ms margin while moves remain. Each answer is charged
     * {@code extraChargeMs} more than it took here, as pipes and scheduling on a loaded machine charge
     * it (the engine cannot see that time, only its clock going down faster).
     */
    static Result play(Variant variant, SplittableRandom random, File dir, long clockMs, long extraChargeMs)
            throws Exception {
        long maxThinkMs = Math.min(10_000, Math.max(1000, clockMs / 6));
        File log = new File(dir, "engine.log");
        try (EngineProcessHarness engine = EngineProcessHarness.start(dir)) {
            ObjectMapper mapper = new ObjectMapper();
            // A connector starts the engine when the leg begins; the cold JVM's start-up is not part of the
            // per-move budgets measured here, so wait until the engine says it is ready.
            engine.awaitLog("ready", 30_000);
            ReferenceOthello ref = randomStart(variant, random);
            long[] clock = {0, clockMs, clockMs};
            int requests = 0;
            long worstMargin = Long.MAX_VALUE;
            while (!ref.gameOver()) {
                int color = ref.toMove;
                List<Integer> legal = ref.legalMoves(color);
                long budget = Math.min(maxThinkMs, clock[color] - 750);
                assertTrue(budget > 0, "colour " + color + "'s clock down to " + clock[color]
                        + " ms, under the connector's 750 ms margin, at request " + (requests + 1) + "\n" + tail(log));
                String line = mapper.writeValueAsString(request(mapper, ref, legal, clock[color], budget, requests));
                long sent = System.nanoTime();
                engine.send(line);
                String answer = engine.answer(budget + 5000);
                long elapsedMs = (System.nanoTime() - sent) / 1_000_000 + extraChargeMs;
                requests++;
                assertNotNull(answer, "no answer to request " + requests);
                JsonNode node = mapper.readTree(answer);
                int move = node.get("move").asInt();
                assertTrue(elapsedMs <= budget, "request " + requests + " took " + elapsedMs + " ms, budget " + budget
                        + "\n" + tail(log));
                worstMargin = Math.min(worstMargin, budget - elapsedMs);
                clock[color] -= elapsedMs;
                if (legal.isEmpty()) {
                    assertEquals(-1, move, "must pass");
                } else {
                    assertTrue(legal.contains(move), "illegal answer " + move + " among " + legal + " at request "
                            + requests);
                }
                ref.play(legal.isEmpty() ? -1 : move);
            }
            assertTrue(requests > 20, "a full game: " + requests + " requests");
            engine.closeInput();
            boolean ended = engine.waitForExit(10_000);
            assertTrue(ended, "the engine must exit at end of input");
            assertEquals(0, engine.exitValue());
            String logText = engine.log();
            assertTrue(logText.contains("end of input"), logText);
            assertTrue(!logText.contains("legal moves differ"), logText);
            return new Result(variant, requests, clock[1], clock[2], worstMargin, ref.count(1), ref.count(2));
        }
    }

    private static String tail(File log) throws IOException {
        String text = log.exists() ? Files.readString(log.toPath()) : "";
        return text.substring(Math.max(0, text.length() - 1500));
    }

    /** A random 12-disc start as FlipSight deals to bot pairs (Reversi: 12 random placements). */
    static ReferenceOthello randomStart(Variant variant, SplittableRandom random) {
        while (true) {
            ReferenceOthello ref = new ReferenceOthello(variant);
            int target = 12;
            while (ref.count(1) + ref.count(2) < target && !ref.gameOver()) {
                List<Integer> legal = ref.legalMoves(ref.toMove);
                ref.play(legal.isEmpty() ? -1 : legal.get(random.nextInt(legal.size())));
            }
            if (!ref.gameOver() && ref.toMove == 1) {
                return ref;
            }
        }
    }

    static ObjectNode request(ObjectMapper mapper, ReferenceOthello ref, List<Integer> legal, long remaining,
                              long budget, int revision) {
        ObjectNode r = mapper.createObjectNode();
        ArrayNode board = r.putArray("board");
        for (int c : ref.cells) {
            board.add(c == 3 ? 0 : c);
        }
        r.put("color", ref.toMove);
        ArrayNode moves = r.putArray("legal_moves");
        legal.forEach(moves::add);
        r.put("game_mode", ref.variant.wireName());
        r.put("board_size", ref.n);
        ArrayNode blocked = r.putArray("blocked_squares");
        for (int sq : ref.variant.blockedSquares()) {
            blocked.add(sq);
        }
        ObjectNode placed = r.putObject("placed");
        placed.put("1", ref.placed[1]);
        placed.put("2", ref.placed[2]);
        r.put("remaining_ms", remaining);
        r.put("match_id", 123);
        r.put("leg", 0);
        r.put("revision", revision);
        r.putArray("history");
        r.putNull("round_no");
        r.putNull("room_created_at");
        r.put("budget_ms", budget);
        return r;
    }
}
