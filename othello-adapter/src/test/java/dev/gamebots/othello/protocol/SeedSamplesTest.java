package dev.gamebots.othello.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gamebots.core.Clock;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.session.Engine;
import dev.gamebots.othello.session.EngineLog;
import dev.gamebots.othello.session.Request;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The guide's sample requests: our rules produce exactly their legal_moves, and the engine answers one of them. */
class SeedSamplesTest {

    static List<String> lines(String resource) throws IOException {
        List<String> result = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                SeedSamplesTest.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.isBlank()) {
                    result.add(line);
                }
            }
        }
        return result;
    }

    @Test
    void ourLegalMovesEqualTheSamples() throws IOException {
        List<String> all = new ArrayList<>(lines("/othello/seed-requests.jsonl"));
        all.addAll(lines("/othello/seed-poll-legs.jsonl"));
        assertEquals(8, all.size());
        RequestParser parser = new RequestParser();
        List<Variant> seen = new ArrayList<>();
        for (String line : all) {
            Request r = parser.parse(line);
            assertTrue(r.problems().isEmpty(), r.problems().toString());
            assertTrue(r.positionUsable());
            OthelloBoard board = Boards.start(r.variant());
            if (board instanceof Board10 b10) {
                b10.setBlocked(r.variant() == Variant.OCTAGON ? r.blocked() : new int[0]);
            }
            board.setPosition(r.board(), r.color(), r.placedBlack(), r.placedWhite());
            int[] buf = new int[128];
            int n = board.generateMoves(buf, 0);
            int[] ours = Arrays.copyOf(buf, n);
            Arrays.sort(ours);
            assertEquals(Arrays.toString(r.legalMoves()), Arrays.toString(ours), r.variant() + "\n" + board.render());
            seen.add(r.variant());
        }
        for (Variant v : Variant.values()) {
            assertTrue(seen.contains(v), "a sample of " + v);
        }
    }

    @Test
    void engineAnswersEverySampleWithALegalMove() throws IOException {
        List<String> all = new ArrayList<>(lines("/othello/seed-requests.jsonl"));
        all.addAll(lines("/othello/seed-poll-legs.jsonl"));
        StringBuilder input = new StringBuilder();
        for (String line : all) {
            // Keep the test quick: 150 ms per answer at most.
            input.append(line.replace("\"budget_ms\":10000", "\"budget_ms\":150")).append('\n');
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream logBytes = new ByteArrayOutputStream();
        EngineLog log = EngineLog.to(new PrintStream(logBytes, true, StandardCharsets.UTF_8));
        Engine engine = new Engine(Engine.Settings.defaults(), Clock.SYSTEM, log);
        int code = new JsonProtocol(new HeldOpenInput(input.toString().getBytes(StandardCharsets.UTF_8),
                        () -> out.toString(StandardCharsets.UTF_8).split("\n", -1).length > all.size()),
                new PrintStream(out, true, StandardCharsets.UTF_8), log, engine, Clock.SYSTEM, System.nanoTime(),
                new RequestParser()).run(0);
        assertEquals(0, code);
        String[] answers = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(all.size(), answers.length, out.toString(StandardCharsets.UTF_8));
        ObjectMapper mapper = new ObjectMapper();
        RequestParser parser = new RequestParser();
        for (int i = 0; i < answers.length; i++) {
            int move = mapper.readTree(answers[i]).get("move").asInt();
            int[] legal = parser.parse(all.get(i)).legalMoves();
            assertTrue(Arrays.stream(legal).anyMatch(m -> m == move), "answer " + answers[i] + " to " + all.get(i));
        }
    }
}
