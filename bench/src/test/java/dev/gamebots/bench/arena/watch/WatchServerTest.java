package dev.gamebots.bench.arena.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gamebots.bench.arena.ArenaRun;
import dev.gamebots.bench.arena.fakes.FakeGomocupBrain;
import dev.gamebots.bench.arena.fakes.Fakes;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arena watch} on a match while it is played: the event stream carries the board of the game
 * being played as it changes, then the match's end; the run's own files are served by plain name
 * only, and only to the page's own address.
 */
class WatchServerTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @Test
    void aRunningMatchIsFollowedUntilItEnds(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        // Slow movers (150 ms a move) so the watcher sees the game while it is played.
        String slow = Fakes.command(FakeGomocupBrain.class, "slow", "150");
        CompletableFuture<ArenaRun> match = CompletableFuture.supplyAsync(() -> ArenaRun.of(dir, "gomoku", "--games", "2",
                "--size", "5", "--turn-ms", "3000", "--seed", "1", "--a", slow, "--b", slow));
        java.nio.file.Files.createDirectories(dir);
        try (WatchServer server = WatchServer.start(dir, 0)) {
            HttpResponse<InputStream> events = HTTP.send(HttpRequest.newBuilder(URI.create(server.address() + "events"))
                    .build(), HttpResponse.BodyHandlers.ofInputStream());
            assertEquals("text/event-stream", events.headers().firstValue("Content-Type").orElse(""));
            boolean sawABoard = false;
            boolean sawTheEnd = false;
            try (BufferedReader r = new BufferedReader(new InputStreamReader(events.body(), StandardCharsets.UTF_8))) {
                String line;
                while (!sawTheEnd && (line = r.readLine()) != null) {
                    if (!line.startsWith("data: ")) {
                        continue;
                    }
                    JsonNode v = JSON.readTree(line.substring(6));
                    for (JsonNode b : v.path("boards")) {
                        sawABoard |= !v.path("finished").asBoolean() && b.path("text").asText().contains("Game ");
                    }
                    sawTheEnd = v.path("finished").asBoolean();
                    if (sawTheEnd) {
                        assertEquals(2, v.path("units").asInt());
                        assertTrue(v.path("report").asLong() > 0, "report.html is there");
                    }
                }
            }
            assertTrue(sawABoard, "a board of a game in progress came");
            assertTrue(sawTheEnd, "the end came");
            assertEquals(0, match.get().exitCode(), match.get().toString());

            assertEquals(200, get(server, "report.html", null).statusCode());
            assertEquals(404, get(server, ".hidden", null).statusCode());
            assertEquals(404, get(server, "live", null).statusCode(), "a folder is not a file");
            assertEquals(404, get(server, "..%2Frun.json", null).statusCode());
            assertEquals(403, get(server, "report.html", "http://evil.example").statusCode());
        }
    }

    private static HttpResponse<String> get(WatchServer s, String path, String origin) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(s.address() + path));
        if (origin != null) {
            b.header("Origin", origin);
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }
}
