package dev.gamebots.bench.arena.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gamebots.bench.arena.fakes.FakeFlipSightEngine;
import dev.gamebots.bench.arena.fakes.FakeGomocupBrain;
import dev.gamebots.bench.arena.fakes.FakeMancalaBot;
import dev.gamebots.bench.arena.fakes.FakeNBoardEngine;
import dev.gamebots.bench.arena.fakes.Fakes;
import dev.gamebots.bench.arena.gomoku.GomokuTable;
import dev.gamebots.bench.arena.mancala.KalahTable;
import dev.gamebots.bench.arena.othello.OthelloTable;
import dev.gamebots.bench.arena.process.CommandSplitter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The play server through HTTP as the page speaks it, with a real brain process (the test fakes):
 * a person's move is judged and answered by the brain through the Gomocup protocol; foreign hosts
 * and origins, malformed bodies and illegal moves are refused without changing the game; a
 * crashing brain ends the game as a fault and a new game starts a new brain.
 */
class PlayServerTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    static PlayServer serve(String mode, String... args) throws Exception {
        String[] full = new String[args.length + 1];
        full[0] = mode;
        System.arraycopy(args, 0, full, 1, args.length);
        GomokuTable table = new GomokuTable("freestyle", 9, CommandSplitter.split(Fakes.command(FakeGomocupBrain.class, full)));
        table.newGame(true, 2000);
        return PlayServer.start(table, 0);
    }

    static HttpResponse<String> get(PlayServer s, String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(s.address() + path.substring(1))).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> post(PlayServer s, String path, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(s.address() + path.substring(1)))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static JsonNode state(PlayServer s) throws Exception {
        return JSON.readTree(get(s, "/api/state").body());
    }

    /** Waits (up to a minute: a loaded machine starts a JVM slowly) until the engine has answered. */
    static JsonNode afterEngine(PlayServer s) throws Exception {
        long end = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < end) {
            JsonNode st = state(s);
            if (!st.path("toMove").asText().equals("engine") && !st.path("engineBusy").asBoolean()) {
                return st;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the engine never answered: " + state(s));
    }

    @Test
    void aMoveIsAnsweredByTheBrain() throws Exception {
        try (PlayServer s = serve("first")) {
            assertTrue(get(s, "/").body().contains("<svg id=\"board\""));
            JsonNode st = state(s);
            assertEquals("person", st.path("toMove").asText());
            assertEquals(81, st.path("legal").size());
            assertEquals(200, post(s, "/api/move", "{\"move\": 40}").statusCode()); // 4,4: the centre
            st = afterEngine(s);
            assertEquals("person", st.path("toMove").asText());
            // The fake plays the first empty point row by row: 0,0.
            assertEquals("[\"4,4\",\"0,0\"]", st.path("moves").toString());
            assertEquals(2, st.path("board").path("cells").get(0).asInt());
            assertEquals(1, st.path("board").path("cells").get(40).asInt());
            assertEquals("fake-first", st.path("engine").asText());
            assertTrue(get(s, "/api/record").body().contains(";B[ee]"), "the SGF has the person's move");
        }
    }

    @Test
    void foreignAndMalformedRequestsChangeNothing() throws Exception {
        try (PlayServer s = serve("first")) {
            HttpResponse<String> foreign = HTTP.send(HttpRequest.newBuilder(URI.create(s.address() + "api/move"))
                    .header("Origin", "http://evil.example").POST(HttpRequest.BodyPublishers.ofString("{\"move\": 1}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(403, foreign.statusCode());
            assertEquals(400, post(s, "/api/move", "{move").statusCode());
            assertEquals(400, post(s, "/api/move", "{\"move\": \"x\"}").statusCode());
            assertEquals(409, post(s, "/api/move", "{\"move\": 81}").statusCode());
            assertEquals(409, post(s, "/api/move", "{\"move\": -1}").statusCode());
            assertEquals(413, post(s, "/api/move", "{\"move\": 1, \"pad\": \"" + "x".repeat(5000) + "\"}").statusCode());
            assertEquals(405, get(s, "/api/move").statusCode());
            assertEquals(404, get(s, "/nope").statusCode());
            assertEquals(409, post(s, "/api/undo", "{}").statusCode(), "nothing to take back");
            assertEquals(0, state(s).path("moves").size());
            post(s, "/api/move", "{\"move\": 40}");
            afterEngine(s);
            assertEquals(409, post(s, "/api/move", "{\"move\": 40}").statusCode(), "taken");
            assertEquals(2, state(s).path("moves").size());
        }
    }

    @Test
    void takeBackGivesTheBrainTheWholePosition() throws Exception {
        try (PlayServer s = serve("first")) {
            post(s, "/api/move", "{\"move\": 40}");
            afterEngine(s);
            post(s, "/api/move", "{\"move\": 41}");
            afterEngine(s);
            assertEquals(200, post(s, "/api/undo", "{}").statusCode());
            JsonNode st = state(s);
            assertEquals("[\"4,4\",\"0,0\"]", st.path("moves").toString());
            assertEquals(0, st.path("board").path("cells").get(41).asInt());
            post(s, "/api/move", "{\"move\": 42}");
            st = afterEngine(s);
            // The brain got BOARD with the three stones and answered the first empty point: 2,0.
            assertEquals("[\"4,4\",\"0,0\",\"6,4\",\"1,0\"]", st.path("moves").toString());
        }
    }

    @Test
    void aCrashingBrainLosesAndANewGameStartsAFreshOne() throws Exception {
        try (PlayServer s = serve("crash", "1")) {
            post(s, "/api/move", "{\"move\": 40}");
            JsonNode st = afterEngine(s);
            assertEquals("person", st.path("toMove").asText(), "its first move came: " + st);
            post(s, "/api/move", "{\"move\": 41}");
            st = afterEngine(s);
            assertEquals("over", st.path("toMove").asText());
            assertTrue(st.path("result").asText().contains("fault"), st.path("result").asText());
            assertEquals(200, post(s, "/api/new", "{\"personFirst\": false, \"turnMs\": 1000}").statusCode());
            st = afterEngine(s);
            assertEquals("[\"0,0\"]", st.path("moves").toString());
            assertEquals("white", st.path("personColor").asText());
        }
    }

    @Test
    void aBrainMovePastTheEdgeIsAFaultNotThePointOfTheNextRow() throws Exception {
        // 9,0 on a 9x9 board: off the board, though 0 * 9 + 9 is the number of point 0,1.
        try (PlayServer s = serve("pastedge")) {
            post(s, "/api/move", "{\"move\": 40}");
            JsonNode st = afterEngine(s);
            assertEquals("over", st.path("toMove").asText(), st.toString());
            assertTrue(st.path("result").asText().contains("9,0 is off the board"), st.path("result").asText());
            assertEquals(0, st.path("board").path("cells").get(9).asInt(), "no stone on 0,1");
        }
    }

    @Test
    void othelloIsPlayedThroughFlipSightRequestsAndTakenBack() throws Exception {
        OthelloTable table = new OthelloTable("std", "json",
                CommandSplitter.split(Fakes.command(FakeFlipSightEngine.class, "first")));
        table.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            JsonNode st = state(s);
            // The four opening moves of black, by the rules (an independent count: d3, c4, f5, e6).
            assertEquals("[19,26,37,44]", st.path("legal").toString());
            assertEquals(409, post(s, "/api/move", "{\"move\": 0}").statusCode());
            post(s, "/api/move", "{\"move\": 19}");
            st = afterEngine(s);
            // The fake answers the first of the server's legal moves: white's c3, e3, c5 after d3 -> c3 (18).
            assertEquals("[\"black d3\",\"white c3\"]", st.path("moves").toString());
            assertEquals(2, st.path("board").path("cells").get(18).asInt());
            assertTrue(get(s, "/api/record").body().contains("B[D3"), get(s, "/api/record").body());
            assertEquals(200, post(s, "/api/undo", "{}").statusCode());
            assertEquals("[]", state(s).path("moves").toString());
        }
    }

    @Test
    void theClockCountsEachSidesTime() throws Exception {
        OthelloTable table = new OthelloTable("std", "json",
                CommandSplitter.split(Fakes.command(FakeFlipSightEngine.class, "slow", "300")));
        table.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            JsonNode clock = state(s).path("clock");
            assertEquals("person", clock.path("running").asText());
            assertEquals(-1, clock.path("personLastMs").asLong(), "no move yet");
            Thread.sleep(300); // the person thinks
            post(s, "/api/move", "{\"move\": 19}");
            clock = afterEngine(s).path("clock");
            // Lower bounds only: the person waited 300 ms, the fake sleeps 300 ms before it answers.
            assertTrue(clock.path("personLastMs").asLong() >= 300, clock.toString());
            assertEquals(clock.path("personLastMs").asLong(), clock.path("personMs").asLong());
            assertTrue(clock.path("engineLastMs").asLong() >= 300, clock.toString());
            assertEquals(clock.path("engineLastMs").asLong(), clock.path("engineMs").asLong());
            assertEquals("person", clock.path("running").asText());
            post(s, "/api/new", "{\"personFirst\": true}");
            assertEquals(0, state(s).path("clock").path("engineMs").asLong(), "a new game, a new clock");
        }
    }

    @Test
    void aPastedGomokuGameSetsUpThePositionAndTheBrainGetsItWithBoard() throws Exception {
        try (PlayServer s = serve("first")) {
            // e5 d4 e4: black, white, black; white (the brain would be black) is to move: the person plays white.
            JsonNode st = JSON.readTree(post(s, "/api/setup", "{\"moves\": \"e5d4e4\"}").body());
            assertEquals("[\"4,4\",\"3,3\",\"4,3\"]", st.path("moves").toString());
            assertEquals("white", st.path("personColor").asText());
            assertEquals("person", st.path("toMove").asText());
            post(s, "/api/move", "{\"move\": 0}"); // 0,0
            st = afterEngine(s);
            // A fresh brain, told the four stones with BOARD, answers the first empty point: 1,0.
            assertEquals("[\"4,4\",\"3,3\",\"4,3\",\"0,0\",\"1,0\"]", st.path("moves").toString());
        }
    }

    @Test
    void aMalformedOrIllegalSetUpIsRefusedAndChangesNothing() throws Exception {
        try (PlayServer s = serve("first")) {
            post(s, "/api/move", "{\"move\": 40}");
            String before = afterEngine(s).path("moves").toString();
            for (String bad : List.of("{\"moves\": \"e5e5\"}", "{\"moves\": \"e5 hello\"}", "{\"moves\": \"z99\"}",
                    "{\"moves\": \"a1a2b1b2c1c2d1d2e1\"}", "{\"moves\": 5}", "{}", "{\"moves\": \"e5\", \"turnMs\": 5}")) {
                HttpResponse<String> r = post(s, "/api/setup", bad);
                assertEquals(400, r.statusCode(), bad + ": " + r.body());
                assertEquals(before, state(s).path("moves").toString(), bad + " changed the game");
            }
        }
        OthelloTable othello = new OthelloTable("std", "json", CommandSplitter.split(Fakes.command(FakeFlipSightEngine.class, "first")));
        othello.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(othello, 0)) {
            // d3 (black) and c5 (white) are legal; d3 again is taken.
            assertEquals(400, post(s, "/api/setup", "{\"moves\": \"d3c5d3\"}").statusCode());
            assertEquals(400, post(s, "/api/setup", "{\"moves\": \"d3 x9\"}").statusCode());
            assertEquals(400, post(s, "/api/setup", "{\"moves\": \"i9\"}").statusCode(), "no i column on 8x8");
            assertEquals("[]", state(s).path("moves").toString());
            // Case, spaces and commas are free; c5 flips d5 (between c5 and e5).
            JsonNode st = JSON.readTree(post(s, "/api/setup", "{\"moves\": \"D3, c5\"}").body());
            assertEquals("[\"black d3\",\"white c5\"]", st.path("moves").toString());
            assertEquals("black", st.path("personColor").asText());
            assertEquals(2, st.path("board").path("cells").get(34).asInt(), "c5 is white");
            assertEquals(2, st.path("board").path("cells").get(35).asInt(), "d5 was flipped");
            assertEquals(1, st.path("board").path("cells").get(27).asInt(), "d4, flipped by d3, is black");
        }
        KalahTable kalah = new KalahTable(CommandSplitter.split(Fakes.command(FakeMancalaBot.class, "first")));
        kalah.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(kalah, 0)) {
            HttpResponse<String> r = post(s, "/api/setup", "{\"moves\": \"3 1\"}");
            assertEquals(409, r.statusCode(), r.body());
            assertTrue(r.body().contains("cannot start a bot from a position"), r.body());
            assertEquals("person", state(s).path("toMove").asText());
        }
    }

    @Test
    void theEnginesScoresMakeTheEvaluationGraphAndATakeBackDropsThem() throws Exception {
        OthelloTable table = new OthelloTable("std", "json", CommandSplitter.split(Fakes.command(FakeFlipSightEngine.class, "think")));
        table.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            post(s, "/api/move", "{\"move\": 19}"); // d3: white has c3, e3, c5, the fake's "score +3.00"
            afterEngine(s);
            thinkingLine(s, Pattern.compile("score \\+3\\.00"));
            JsonNode evals = state(s).path("evals");
            assertEquals(1, evals.size(), evals.toString());
            assertEquals(2, evals.get(0).path("ply").asInt(), "the engine's move is the game's second");
            assertEquals(3.0, evals.get(0).path("score").asDouble());
            assertEquals(200, post(s, "/api/undo", "{}").statusCode());
            assertEquals("[]", state(s).path("evals").toString(), "its move was taken back");
        }
    }

    @Test
    void kalahMovesAgainAfterTheStoreAndRefusesTakeBack() throws Exception {
        KalahTable table = new KalahTable(CommandSplitter.split(Fakes.command(FakeMancalaBot.class, "first")));
        table.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            // Hole 3's four stones end in the store: the person moves again.
            JsonNode st = JSON.readTree(post(s, "/api/move", "{\"move\": 3}").body());
            assertEquals("person", st.path("toMove").asText());
            assertEquals(1, st.path("board").path("personStore").asInt());
            post(s, "/api/move", "{\"move\": 1}");
            st = afterEngine(s);
            // The fake plays its lowest non-empty hole, 1: its four stones end in its hole 5, the person moves.
            assertEquals("engine 1", st.path("moves").get(2).asText());
            assertEquals("person", st.path("toMove").asText());
            assertEquals(409, post(s, "/api/undo", "{}").statusCode());
            assertTrue(get(s, "/api/record").body().contains("\"hole\" : 3"));
        }
    }

    @Test
    void nboardsStatusAndNodestatsLinesAreTheThinking() throws Exception {
        OthelloTable table = new OthelloTable("std", "nboard", CommandSplitter.split(Fakes.command(FakeNBoardEngine.class)));
        table.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            post(s, "/api/move", "{\"move\": 19}"); // d3
            JsonNode st = afterEngine(s);
            assertEquals("[\"black d3\",\"white c3\"]", st.path("moves").toString());
            String thinking = st.path("thinking").toString();
            // White has three moves after d3 (c3, e3, c5): the fake's node count.
            assertTrue(thinking.contains("\"status thinking\"") && thinking.contains("\"nodestats 3 0.0\""), thinking);
            assertFalse(thinking.contains("pong"), "the arena's own ping is not the engine's thinking: " + thinking);
        }
    }

    @Test
    void anNboardEngineAnsweringHintShowsItsBestMovesAndAnalysesWithoutPlaying() throws Exception {
        OthelloTable table = new OthelloTable("std", "nboard", CommandSplitter.split(Fakes.command(FakeNBoardEngine.class, "hint")));
        table.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            assertTrue(state(s).path("analyses").asBoolean(), "NBoard's hint can analyse");
            assertEquals(400, post(s, "/api/best", "{\"lines\": 6}").statusCode());
            assertEquals(200, post(s, "/api/best", "{\"lines\": 2}").statusCode());
            post(s, "/api/move", "{\"move\": 19}"); // d3
            JsonNode st = afterEngine(s);
            // The hint came before the go: the fake plays its first legal move (c3) whatever it hinted.
            assertEquals("[\"black d3\",\"white c3\"]", st.path("moves").toString());
            // Its depth-2 lines replace the depth-1 ones (0.00): one flip each, plus the square / 100:
            // c5 (34) 1.34, e3 (20) 1.20, c3 (18) 1.18; two asked.
            assertEquals("1:34:1.34 2:20:1.20", candidates(st));
            assertEquals("white", st.path("candidatesColor").asText());
            assertEquals("2", st.path("candidates").get(0).path("depth").asText());
            assertTrue(st.path("thinking").toString().contains("search C5 1.34 0 2"), st.path("thinking").toString());

            post(s, "/api/best", "{\"lines\": 0}");
            assertEquals(200, post(s, "/api/analyse", "{\"lines\": 3}").statusCode());
            st = until(s, x -> !x.path("analysing").asBoolean(), "the analysis ended");
            assertEquals(2, st.path("moves").size(), "nothing played: " + st);
            assertEquals("person", st.path("toMove").asText());
            assertEquals("black", st.path("candidatesColor").asText());
            // Black's moves after d3 c3, by the fake's formula from the server's own legal moves.
            List<String> expected = new java.util.ArrayList<>();
            for (JsonNode m : st.path("legal")) {
                expected.add(String.valueOf(m.asInt()));
            }
            assertEquals(3, st.path("candidates").size(), st.toString());
            double last = Double.MAX_VALUE;
            for (JsonNode c : st.path("candidates")) {
                assertTrue(expected.contains(String.valueOf(c.path("move").asInt())), "a legal move: " + c);
                double v = Double.parseDouble(c.path("score").asText());
                assertTrue(v <= last && v > 1, "ranked by eval, the depth-2 lines: " + st.path("candidates"));
                last = v;
            }
            post(s, "/api/move", "{\"move\": " + st.path("candidates").get(0).path("move").asInt() + "}");
            st = afterEngine(s);
            assertEquals(4, st.path("moves").size(), "the engine plays on after its analysis: " + st);
            assertEquals(0, st.path("candidates").size(), "plain moves with best moves off");
        }
    }

    @Test
    void anNboardEngineIgnoringHintGetsPlainMovesAndThePageSaysSoOnce() throws Exception {
        OthelloTable table = new OthelloTable("std", "nboard", CommandSplitter.split(Fakes.command(FakeNBoardEngine.class)));
        table.newGame(true, 300);
        try (PlayServer s = PlayServer.start(table, 0)) {
            post(s, "/api/best", "{\"lines\": 3}");
            post(s, "/api/move", "{\"move\": 19}"); // d3
            JsonNode st = afterEngine(s);
            assertEquals("[\"black d3\",\"white c3\"]", st.path("moves").toString(), st.toString());
            assertEquals(0, st.path("candidates").size());
            post(s, "/api/move", "{\"move\": " + st.path("legal").get(0).asInt() + "}");
            st = afterEngine(s);
            assertEquals(4, st.path("moves").size(), st.toString());
            String thinking = st.path("thinking").toString();
            assertEquals(1, thinking.split("no search or book line to hint", -1).length - 1, thinking);
            assertEquals(200, post(s, "/api/analyse", "{\"lines\": 3}").statusCode());
            st = until(s, x -> !x.path("analysing").asBoolean(), "the analysis ended");
            assertTrue(st.path("thinking").toString().contains("it cannot analyse"), st.path("thinking").toString());
            assertEquals("person", st.path("toMove").asText());
        }
    }

    /** The candidates the state shows: "rank:cell:score" each. */
    static String candidates(JsonNode st) {
        StringBuilder b = new StringBuilder();
        for (JsonNode c : st.path("candidates")) {
            b.append(b.length() == 0 ? "" : " ").append(c.path("rank").asInt()).append(':')
                    .append(c.path("move").asInt()).append(':').append(c.path("score").asText());
        }
        return b.toString();
    }

    /** Waits (up to a minute) until the state satisfies {@code test}. */
    static JsonNode until(PlayServer s, java.util.function.Predicate<JsonNode> test, String what) throws Exception {
        long end = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < end) {
            JsonNode st = state(s);
            if (test.test(st)) {
                return st;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("never " + what + ": " + state(s));
    }

    @Test
    void withBestMovesAskedTheBrainGetsYxnbestAndItsFirstLineIsPlayed() throws Exception {
        try (PlayServer s = serve("nbest")) {
            for (String bad : List.of("{}", "{\"lines\": 6}", "{\"lines\": -1}", "{\"lines\": \"3\"}", "{\"lines\": 2.5}")) {
                assertEquals(400, post(s, "/api/best", bad).statusCode(), bad);
            }
            assertEquals(0, state(s).path("bestLines").asInt(), "off by default");
            assertEquals(200, post(s, "/api/best", "{\"lines\": 3}").statusCode());
            post(s, "/api/move", "{\"move\": 40}"); // 4,4
            JsonNode st = afterEngine(s);
            // The fake's lines: the first three empty points row by row, +30, +20, +10; it plays line 1.
            assertEquals("[\"4,4\",\"0,0\"]", st.path("moves").toString());
            assertEquals("1:0:+30 2:1:+20 3:2:+10", candidates(st));
            assertEquals("white", st.path("candidatesColor").asText());
            assertEquals("+30", st.path("evals").get(0).path("text").asText(), "the graph's point: line 1's score");
            // Shown until the person moves; the brain's next answer comes from the position YXBOARD gave it.
            st = JSON.readTree(post(s, "/api/move", "{\"move\": 41}").body());
            assertEquals("", candidates(st));
            st = afterEngine(s);
            assertEquals("[\"4,4\",\"0,0\",\"5,4\",\"1,0\"]", st.path("moves").toString());
            assertEquals("1:1:+30 2:2:+20 3:3:+10", candidates(st));
            assertEquals(200, post(s, "/api/undo", "{}").statusCode());
            assertEquals("", candidates(state(s)), "a take-back drops them");
        }
    }

    @Test
    void aBrainThatDoesNotKnowYxnbestStillPlaysItsPlainMoves() throws Exception {
        // "first" answers UNKNOWN to every line it does not know (YXBOARD, its stones, DONE, YXNBEST).
        try (PlayServer s = serve("first")) {
            post(s, "/api/best", "{\"lines\": 3}");
            post(s, "/api/move", "{\"move\": 40}");
            JsonNode st = afterEngine(s);
            assertEquals("person", st.path("toMove").asText(), st.toString());
            assertEquals("[\"4,4\",\"0,0\"]", st.path("moves").toString());
            assertEquals("", candidates(st));
            assertTrue(st.path("thinking").toString().contains("answered UNKNOWN YXBOARD to YXNBEST"), st.path("thinking").toString());
            post(s, "/api/move", "{\"move\": 41}");
            st = afterEngine(s);
            assertEquals("[\"4,4\",\"0,0\",\"5,4\",\"1,0\"]", st.path("moves").toString());
            // An analysis is not sent to it again: the page says it cannot.
            assertEquals(200, post(s, "/api/analyse", "{\"lines\": 2}").statusCode());
            st = until(s, x -> !x.path("analysing").asBoolean(), "the analysis ended");
            assertTrue(st.path("thinking").toString().contains("it cannot analyse"), st.path("thinking").toString());
            assertEquals(4, st.path("moves").size());
        }
    }

    @Test
    void anAnalysisShowsTheBrainsLinesUntilStoppedAndPlaysNothing() throws Exception {
        try (PlayServer s = serve("nbest")) {
            assertEquals(409, post(s, "/api/stop", "{}").statusCode(), "nothing to stop");
            post(s, "/api/best", "{\"lines\": 1}");
            post(s, "/api/move", "{\"move\": 40}");
            JsonNode st = afterEngine(s);
            assertEquals("1:0:+30", candidates(st));
            post(s, "/api/best", "{\"lines\": 0}");
            for (String bad : List.of("{}", "{\"lines\": 0}", "{\"lines\": 6}")) {
                assertEquals(400, post(s, "/api/analyse", bad).statusCode(), bad);
            }
            st = JSON.readTree(post(s, "/api/analyse", "{\"lines\": 3}").body());
            assertTrue(st.path("analysing").asBoolean(), st.toString());
            assertEquals(0, st.path("legal").size(), "no move while it analyses");
            // No time limit: the fake (+50 for its best when analysing) says its DEBUG line's best and waits for YXSTOP.
            st = until(s, x -> candidates(x).equals("1:1:+50"), "the DEBUG line's best was shown");
            assertTrue(st.path("analysing").asBoolean());
            assertEquals(409, post(s, "/api/move", "{\"move\": 41}").statusCode());
            assertEquals(409, post(s, "/api/undo", "{}").statusCode());
            assertEquals(409, post(s, "/api/analyse", "{\"lines\": 3}").statusCode());
            assertEquals(200, post(s, "/api/stop", "{}").statusCode());
            st = until(s, x -> !x.path("analysing").asBoolean(), "the analysis ended");
            assertEquals("1:1:+50 2:2:+40 3:3:+30", candidates(st));
            assertEquals("[\"4,4\",\"0,0\"]", st.path("moves").toString(), "the analysis's answer is not played");
            assertEquals("[{\"ply\":2,\"score\":30.0,\"decisive\":false,\"text\":\"+30\"}]", st.path("evals").toString(),
                    "the graph keeps the engine's move's score, not the analysis's");
            // The brain's board and limits are given again: with 2 best moves its answer comes at once
            // (timeout_turn again), from the position (its analysis's 1,0 is not on the board).
            post(s, "/api/best", "{\"lines\": 2}");
            post(s, "/api/move", "{\"move\": 41}");
            st = afterEngine(s);
            assertEquals("[\"4,4\",\"0,0\",\"5,4\",\"1,0\"]", st.path("moves").toString());
            assertEquals("1:1:+30 2:2:+20", candidates(st));
        }
        OthelloTable othello = new OthelloTable("std", "json", CommandSplitter.split(Fakes.command(FakeFlipSightEngine.class, "first")));
        othello.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(othello, 0)) {
            assertEquals(409, post(s, "/api/analyse", "{\"lines\": 3}").statusCode(), "Othello's protocols cannot");
            assertEquals(409, post(s, "/api/best", "{\"lines\": 3}").statusCode());
            assertFalse(state(s).path("analyses").asBoolean());
        }
    }

    @Test
    void aNewGameEndsARunningAnalysis() throws Exception {
        try (PlayServer s = serve("nbest")) {
            post(s, "/api/analyse", "{\"lines\": 2}");
            until(s, x -> candidates(x).equals("1:0:+50"), "the analysis began");
            assertEquals(200, post(s, "/api/new", "{\"personFirst\": false}").statusCode());
            JsonNode st = afterEngine(s);
            assertEquals("[\"0,0\"]", st.path("moves").toString(), "a fresh brain opened");
            assertFalse(st.path("analysing").asBoolean());
        }
    }

    @Test
    void aBrainThatCrashesWhileAnalysingShowsAsSuchAndANewGameWorks() throws Exception {
        try (PlayServer s = serve("nbest", "crash")) {
            post(s, "/api/move", "{\"move\": 40}");
            afterEngine(s);
            post(s, "/api/analyse", "{\"lines\": 2}");
            until(s, x -> candidates(x).equals("1:1:+50"), "the analysis began");
            post(s, "/api/stop", "{}");
            JsonNode st = until(s, x -> !x.path("analysing").asBoolean(), "the analysis ended");
            assertEquals("over", st.path("toMove").asText(), st.toString());
            assertTrue(st.path("result").asText().contains("while analysing: crash"), st.path("result").asText());
            assertEquals(2, st.path("moves").size());
            assertEquals(200, post(s, "/api/new", "{\"personFirst\": false}").statusCode());
            st = afterEngine(s);
            assertEquals("[\"0,0\"]", st.path("moves").toString(), "a fresh brain opened");
        }
    }

    @Test
    void theRealGomokuBrainAnswersYxnbestWithThreeScoredMovesAndAnalysesUntilStopped() throws Exception {
        GomokuTable table = new GomokuTable("freestyle", 15, RealBots.command("dev.gamebots.gomoku.Main"));
        table.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            post(s, "/api/best", "{\"lines\": 3}");
            post(s, "/api/move", "{\"move\": 112}"); // 7,7
            JsonNode st = afterEngine(s);
            assertEquals(2, st.path("moves").size(), st.toString());
            assertCandidates(st, 3);
            int played = 15 * Integer.parseInt(st.path("moves").get(1).asText().split(",")[1])
                    + Integer.parseInt(st.path("moves").get(1).asText().split(",")[0]);
            assertEquals(played, st.path("candidates").get(0).path("move").asInt(), "line 1 is the move played");
            thinkingLine(s, Pattern.compile("^NBEST 3 \\d+,\\d+ score "));

            post(s, "/api/best", "{\"lines\": 0}");
            post(s, "/api/analyse", "{\"lines\": 3}");
            until(s, x -> x.path("candidates").size() > 0, "a line of the analysis was shown");
            post(s, "/api/stop", "{}");
            st = until(s, x -> !x.path("analysing").asBoolean(), "the analysis ended");
            assertEquals("person", st.path("toMove").asText(), st.path("result").asText());
            assertCandidates(st, 3);
            assertEquals(2, st.path("moves").size(), "nothing played");
            int next = played != 113 ? 113 : 127; // 8,7, or 7,8 when the brain took 8,7 (a timed search chooses)
            post(s, "/api/move", "{\"move\": " + next + "}");
            st = afterEngine(s);
            assertEquals(4, st.path("moves").size(), "the brain plays on after its analysis: " + st);
        }
    }

    /** {@code count} candidates ranked 1.., each on an empty point with a score as the brain states them. */
    private static void assertCandidates(JsonNode st, int count) {
        JsonNode c = st.path("candidates");
        assertEquals(count, c.size(), st.toString());
        java.util.Set<Integer> points = new java.util.HashSet<>();
        for (int i = 0; i < count; i++) {
            assertEquals(i + 1, c.get(i).path("rank").asInt());
            assertTrue(c.get(i).path("score").asText().matches("[+-]\\d+|(win|loss)[+-]\\d+@\\d+"), c.toString());
            assertTrue(c.get(i).path("depth").asInt() >= 1, c.toString());
            assertTrue(points.add(c.get(i).path("move").asInt()), "distinct points: " + c);
        }
    }

    /** Waits (up to a minute) until the engine's thinking has a line {@code pattern} finds. */
    static Matcher thinkingLine(PlayServer s, Pattern pattern) throws Exception {
        long end = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < end) {
            for (JsonNode line : state(s).path("thinking")) {
                Matcher m = pattern.matcher(line.asText());
                if (m.find()) {
                    return m;
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no thinking line like " + pattern + ": " + state(s).path("thinking"));
    }

    @Test
    void theRealOthelloAdaptersSearchLineShowsWithItsLogOnStderr() throws Exception {
        // --no-book: with the book on, std's first moves would come from it and search nothing.
        OthelloTable table = new OthelloTable("std", "json",
                RealBots.command("dev.gamebots.othello.Main", "--log", "/dev/stderr", "--no-warmup", "--no-book"));
        table.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            post(s, "/api/move", "{\"move\": 19}"); // d3
            JsonNode st = afterEngine(s);
            String reply = st.path("moves").get(1).asText();
            // The adapter's line for the request: the move it chose, how (a search; on a cold, loaded
            // machine the start-up may leave time for a one-ply look only), the depth and the nodes.
            Matcher m = thinkingLine(s, Pattern.compile("move ([a-h][1-8]) \\(\\d+\\) by [^,]*?depth (\\d+) score \\S+ nodes (\\d+)"));
            assertEquals("white " + m.group(1), reply, "the line is about the move played");
            assertTrue(Integer.parseInt(m.group(2)) >= 1 && Long.parseLong(m.group(3)) > 0, m.group());
            assertEquals(2, state(s).path("evals").get(0).path("ply").asInt(), "its score is the graph's point at move 2");
        }
    }

    @Test
    void theRealOthelloAdapterSpeakingNBoardShowsItsNodestats() throws Exception {
        OthelloTable table = new OthelloTable("std", "nboard", RealBots.command("dev.gamebots.othello.Main", "--nboard", "--no-warmup", "--no-book"));
        table.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            post(s, "/api/move", "{\"move\": 19}"); // d3
            JsonNode st = afterEngine(s);
            assertEquals(2, st.path("moves").size(), st.toString());
            assertTrue(st.path("moves").get(1).asText().matches("white (c3|e3|c5)"), st.path("moves").toString());
            Matcher m = thinkingLine(s, Pattern.compile("^nodestats (\\d+) \\d+\\.\\d+$"));
            assertTrue(Long.parseLong(m.group(1)) > 0, m.group());
            assertTrue(st.path("thinking").toString().contains("status thinking"), st.path("thinking").toString());
        }
    }

    @Test
    void theRealOthelloAdapterSpeakingNBoardAnswersHintWithScoredMoves() throws Exception {
        OthelloTable table = new OthelloTable("std", "nboard", RealBots.command("dev.gamebots.othello.Main", "--nboard", "--no-warmup", "--no-book"));
        table.newGame(true, 1000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            post(s, "/api/best", "{\"lines\": 3}");
            post(s, "/api/move", "{\"move\": 19}"); // d3
            JsonNode st = afterEngine(s);
            assertEquals(2, st.path("moves").size(), st.toString());
            JsonNode c = st.path("candidates");
            // Its answer to hint 3: a search line for each of white's three moves, each searched on its own.
            assertEquals(3, c.size(), "its hint's search lines: " + st);
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (JsonNode one : c) {
                // White's moves after d3: c3, e3, c5.
                assertTrue(List.of(18, 20, 34).contains(one.path("move").asInt()), c.toString());
                assertTrue(seen.add(one.path("move").asInt()), "distinct moves: " + c);
                assertTrue(one.path("score").asText().matches("-?\\d+\\.\\d+"), c.toString());
            }
            thinkingLine(s, Pattern.compile("^search [A-H][1-8] -?\\d+\\.\\d+ 0 \\d+$"));
            assertFalse(st.path("thinking").toString().contains("no search or book line"), st.path("thinking").toString());
        }
    }

    @Test
    void theRealKalahBotsLogShowsItsSearch() throws Exception {
        // No book and no endgame database: the move comes from a search, which the bot logs.
        KalahTable table = new KalahTable(RealBots.command("dev.gamebots.mancala.Main", "--no-book", "--database-seeds", "0"));
        table.newGame(true, 2000);
        try (PlayServer s = PlayServer.start(table, 0)) {
            post(s, "/api/move", "{\"move\": 1}");
            JsonNode st = afterEngine(s);
            String reply = st.path("moves").get(1).asText();
            Matcher played = thinkingLine(s, Pattern.compile("we played (\\d)"));
            assertEquals("engine " + played.group(1), reply, "the log is about the move played");
            // Each pass of its search: by depth, or an exact solve (cut short when time runs out), with its nodes.
            Matcher search = thinkingLine(s, Pattern.compile("search (depth \\d+|exact solve[^:]*): value [^,]+, move (\\d|none), (\\d+) nodes"));
            assertTrue(Long.parseLong(search.group(3)) > 0, search.group());
            // Its values are the graph's points at its moves (the bot logs them after its answer: the
            // arena waits for its log to be quiet before asking again, so under load a line may be
            // tied to its next move, never to a move of the person's).
            JsonNode now = state(s);
            assertTrue(now.path("evals").size() > 0, now.toString());
            for (JsonNode e : now.path("evals")) {
                assertTrue(now.path("moves").get(e.path("ply").asInt() - 1).asText().startsWith("engine "), now.toString());
            }
        }
    }
}
