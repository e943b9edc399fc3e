package dev.gamebots.othello.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gamebots.othello.Main;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input never kills the engine: one well-formed, legal answer per request line, problems logged. */
class JsonProtocolRobustnessTest {

    private static final String START = "[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,1,0,0,0,0,0,0,1,2,0,0,0,"
            + "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]";

    private static String request(String board, String color, String legal, String mode, String size, String budget) {
        return "{\"board\":" + board + ",\"color\":" + color + ",\"legal_moves\":" + legal + ",\"game_mode\":" + mode
                + ",\"board_size\":" + size + ",\"blocked_squares\":[],\"placed\":{\"1\":2,\"2\":2},"
                + "\"remaining_ms\":60000,\"match_id\":1,\"leg\":0,\"revision\":0,\"history\":[],"
                + "\"round_no\":null,\"room_created_at\":null,\"budget_ms\":" + budget + "}";
    }

    /** A request line and the answers that are acceptable for it. */
    record Case(String line, int... allowed) {
    }

    @Test
    void everyBadRequestGetsALegalAnswerAndTheEngineKeepsGoing(@TempDir File dir) throws IOException {
        List<Case> cases = new ArrayList<>();
        String good = request(START, "1", "[19,26,37,44]", "\"std\"", "8", "200");
        cases.add(new Case(good, 19, 26, 37, 44));
        // Malformed JSON: the legal moves are still found in the raw text.
        cases.add(new Case(good.substring(0, good.length() - 30), 19, 26, 37, 44));
        cases.add(new Case("this is not json", -1));
        cases.add(new Case("[1,2,3]", -1));
        cases.add(new Case("{}", -1));
        // Missing and wrong-typed fields.
        cases.add(new Case(good.replace("\"color\":1,", ""), 19, 26, 37, 44));
        cases.add(new Case(request(START, "\"black\"", "[19,26,37,44]", "\"std\"", "8", "200"), 19, 26, 37, 44));
        cases.add(new Case(request(START, "1", "[19,26,37,44]", "\"std\"", "8", "\"soon\""), 19, 26, 37, 44));
        cases.add(new Case(request(START.replace("2,1,", "\"w\",1,"), "1", "[19,26,37,44]", "\"std\"", "8", "200"),
                19, 26, 37, 44));
        cases.add(new Case(request(START, "1", "\"all of them\"", "\"std\"", "8", "200"), 19, 26, 37, 44));
        // Unknown game on an 8x8 board: played as std.
        cases.add(new Case(request(START, "1", "[19,26,37,44]", "\"chess\"", "8", "200"), 19, 26, 37, 44));
        cases.add(new Case(request(START, "1", "[19,26,37,44]", "42", "8", "200"), 19, 26, 37, 44));
        // Board of the wrong length, or a size that does not fit the game.
        cases.add(new Case(request("[0,1,2]", "1", "[19,26,37,44]", "\"std\"", "8", "200"), 19, 26, 37, 44));
        cases.add(new Case(request(START, "1", "[19,26,37,44]", "\"grand\"", "10", "200"), 19, 26, 37, 44));
        // A side with no discs (impossible position): the server's list wins.
        cases.add(new Case(request(START.replace("1", "2"), "1", "[19,26]", "\"std\"", "8", "200"), 19, 26));
        // Out-of-range and string squares: the usable ones are the server's list.
        cases.add(new Case(request(START, "1", "[19,-5,640,\"zz\"]", "\"std\"", "8", "200"), 19));
        // Nothing usable in the list (not an empty list, which is a pass): the board's own legal moves.
        cases.add(new Case(request(START, "1", "[200,300]", "\"std\"", "8", "200"), 19, 26, 37, 44));
        cases.add(new Case(request(START, "1", "[19.5]", "\"std\"", "8", "200"), 19, 26, 37, 44));
        cases.add(new Case(request(START, "1", "[\"d3\",\"C4\"]", "\"std\"", "8", "200"), 19, 26));
        // Digits of other scripts are no numbers here (issue 28): an Arabic-Indic "19" and "d3" with
        // an Arabic-Indic 3 are not squares, the ASCII "26" is.
        cases.add(new Case(request(START, "1", "[\"\u0661\u0669\",\"d\u0663\",\"26\"]", "\"std\"", "8", "200"), 26));
        // budget_ms of 1 and 0, no time left; negative clocks (no time either).
        cases.add(new Case(request(START, "1", "[19,26,37,44]", "\"std\"", "8", "-1").replace("60000", "-500"),
                19, 26, 37, 44));
        cases.add(new Case(request(START, "1", "[19,26,37,44]", "\"std\"", "8", "1"), 19, 26, 37, 44));
        cases.add(new Case(request(START, "1", "[19,26,37,44]", "\"std\"", "8", "0").replace("60000", "0"),
                19, 26, 37, 44));
        // Pass.
        cases.add(new Case(request(START, "1", "[]", "\"std\"", "8", "200"), -1));
        // An over-long line (2 MB) is rejected without holding it in memory.
        cases.add(new Case("{\"board\":[" + "0,".repeat(1 << 20) + "0]}", -1));
        // Still alive and playing properly.
        cases.add(new Case(good, 19, 26, 37, 44));

        StringBuilder input = new StringBuilder();
        for (Case c : cases) {
            input.append(c.line()).append('\n');
            input.append("\n"); // blank lines are not requests and get no answer
        }
        File logFile = new File(dir, "engine.log");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // Held open until every request is answered, as a connector does: each is searched as in a game.
        int code = Main.run(new String[] {"--log", logFile.getPath(), "--no-warmup"},
                new HeldOpenInput(input.toString().getBytes(StandardCharsets.UTF_8),
                        () -> out.toString(StandardCharsets.UTF_8).split("\n", -1).length > cases.size()),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code);
        String[] answers = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(cases.size(), answers.length, "one answer per request:\n" + out);
        ObjectMapper mapper = new ObjectMapper();
        for (int i = 0; i < answers.length; i++) {
            JsonNode node = mapper.readTree(answers[i]);
            assertEquals(1, node.size(), answers[i]);
            int move = node.get("move").asInt();
            boolean ok = false;
            for (int a : cases.get(i).allowed()) {
                ok |= a == move;
            }
            assertTrue(ok, "case " + i + " answered " + answers[i]);
        }
        String log = Files.readString(logFile.toPath());
        assertTrue(log.contains("malformed JSON"), log);
        assertTrue(log.contains("unknown game_mode 'chess'"), log);
        assertTrue(log.contains("longer than"), log);
        assertTrue(log.contains("legal moves differ"), log);
        assertTrue(log.contains("legal_moves has no usable square"), log);
        assertTrue(log.contains("remaining_ms -500 is negative"), log);
        assertTrue(log.contains("legal_moves entry \"\u0661\u0669\" is not a square"), log);
        assertTrue(!log.contains("input ended"), "every request was searched as in a game:\n" + log);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }
}
