package dev.gamebots.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
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
    private static final long MAX_THINK_MS = Math.min(10_000, Math.max(1000, CLOCK_MS / 6));

    @ParameterizedTest
    @EnumSource(Variant.class)
    void fullRandomStartGameThroughTheProcess(Variant variant, @TempDir File dir) throws Exception {
        String only = System.getProperty("othello.driver.games", "");
        org.junit.jupiter.api.Assumptions.assumeTrue(only.isEmpty() || only.contains(variant.wireName()));
        String java = new File(System.getProperty("java.home"), "bin/java").getPath();
        File log = new File(dir, "engine.log");
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "dev.gamebots.othello.Main", "--log", log.getPath());
        pb.redirectError(new File(dir, "stderr.txt"));
        Process process = pb.start();
        BlockingQueue<String> answers = new ArrayBlockingQueue<>(16);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    answers.put(line);
                }
            } catch (IOException | InterruptedException e) {
                // process ended
            }
        });
        reader.setDaemon(true);
        reader.start();
        ObjectMapper mapper = new ObjectMapper();
        // A connector starts the engine when the leg begins; the cold JVM's start-up is not part of the
        // per-move budgets measured here, so wait until the engine says it is ready.
        long waitUntil = System.nanoTime() + 30_000_000_000L;
        while (!(log.exists() && Files.readString(log.toPath()).contains("ready")) && System.nanoTime() < waitUntil) {
            Thread.sleep(20);
        }
        OutputStream stdin = process.getOutputStream();
        try {
            SplittableRandom random = new SplittableRandom(1234 + variant.ordinal());
            ReferenceOthello ref = randomStart(variant, random);
            long[] clock = {0, CLOCK_MS, CLOCK_MS};
            int requests = 0;
            long worstMargin = Long.MAX_VALUE;
            while (!ref.gameOver()) {
                int color = ref.toMove;
                List<Integer> legal = ref.legalMoves(color);
                long budget = Math.max(1, Math.min(MAX_THINK_MS, clock[color] - 750));
                String line = mapper.writeValueAsString(request(mapper, ref, legal, clock[color], budget, requests));
                long sent = System.nanoTime();
                stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                stdin.flush();
                String answer = answers.poll(budget + 5000, TimeUnit.MILLISECONDS);
                long elapsedMs = (System.nanoTime() - sent) / 1_000_000;
                requests++;
                assertNotNull(answer, "no answer to request " + requests);
                JsonNode node = mapper.readTree(answer);
                int move = node.get("move").asInt();
                if (elapsedMs > budget) {
                    String text = Files.readString(log.toPath());
                    String tail = text.substring(Math.max(0, text.length() - 1500));
                    assertTrue(false, "request " + requests + " took " + elapsedMs + " ms, budget " + budget + "\n" + tail);
                }
                worstMargin = Math.min(worstMargin, budget - elapsedMs);
                clock[color] -= elapsedMs;
                assertTrue(clock[color] > 0, "clock of colour " + color + " ran out");
                if (legal.isEmpty()) {
                    assertEquals(-1, move, "must pass");
                } else {
                    assertTrue(legal.contains(move), "illegal answer " + move + " among " + legal + " at request "
                            + requests);
                }
                ref.play(legal.isEmpty() ? -1 : move);
            }
            assertTrue(requests > 20, "a full game: " + requests + " requests");
            System.out.printf("%s: %d requests, clock left black %d ms, white %d ms, smallest margin to budget %d ms,"
                    + " discs %d-%d%n", variant.wireName(), requests, clock[1], clock[2], worstMargin, ref.count(1),
                    ref.count(2));
            assertTrue(worstMargin >= 0);
        } finally {
            stdin.close();
            boolean ended = process.waitFor(10, TimeUnit.SECONDS);
            if (!ended) {
                process.destroyForcibly();
            }
            assertTrue(ended, "the engine must exit at end of input");
            assertEquals(0, process.exitValue());
        }
        String logText = Files.readString(log.toPath());
        assertTrue(logText.contains("end of input"), logText);
        assertTrue(!logText.contains("legal moves differ"), logText);
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
