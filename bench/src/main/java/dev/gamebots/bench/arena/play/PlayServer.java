package dev.gamebots.bench.arena.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The play page's server, on the loopback address only: it serves the page ({@code GET /}) and a
 * small JSON API the page calls. {@code GET /api/state} is the table's state; {@code POST
 * /api/move {"move": N}}, {@code POST /api/new {"personFirst": true, "turnMs": 2000}}, {@code POST
 * /api/setup {"moves": "e5d4", "turnMs": 2000}} (a new game from a pasted move string) and
 * {@code POST /api/undo} change it and answer the new state; {@code GET /api/record} saves the game.
 * Gomoku's analysis: {@code POST /api/best {"lines": N}} (the engine's N best moves shown with each
 * of its moves, 0 for none), {@code POST /api/analyse {"lines": N}} (the engine analyses the position
 * without playing, until {@code POST /api/stop}).
 * A malformed or refused request gets a 4xx with a one-line reason and changes nothing. The engine
 * thinks on a thread of its own, so the page keeps reading the state (and the engine's thinking)
 * meanwhile.
 */
public final class PlayServer implements AutoCloseable {

    /** Longest request body read: a move or a new game is a few bytes. */
    static final int MAX_BODY_BYTES = 4096;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer http;
    private final PlayTable table;
    private final ExecutorService engineThread;
    private final LocalOnly local;
    private final byte[] page;

    private PlayServer(HttpServer http, PlayTable table, byte[] page) {
        this.http = http;
        this.table = table;
        this.page = page;
        this.local = new LocalOnly(http.getAddress().getPort());
        this.engineThread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "play-engine");
            t.setDaemon(true);
            return t;
        });
    }

    /** Serves {@code table} on 127.0.0.1:{@code port} (0: a free port). */
    public static PlayServer start(PlayTable table, int port) throws IOException {
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 16);
        byte[] page;
        try (InputStream in = PlayServer.class.getResourceAsStream("play.html")) {
            if (in == null) {
                throw new IllegalStateException("play.html is missing from the arena jar");
            }
            page = in.readAllBytes();
        }
        PlayServer server = new PlayServer(http, table, page);
        http.createContext("/", server::handle);
        http.setExecutor(Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "play-http");
            t.setDaemon(true);
            return t;
        }));
        http.start();
        server.askEngineIfItsTurn();
        return server;
    }

    public int port() {
        return http.getAddress().getPort();
    }

    /** The page's address. */
    public String address() {
        return "http://127.0.0.1:" + port() + "/";
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            if (!local.allows(ex)) {
                HttpReplies.send(ex, 403, "text/plain", "refused: the play server answers only its own page on 127.0.0.1");
                return;
            }
            String path = ex.getRequestURI().getPath();
            String method = ex.getRequestMethod();
            try {
                switch (path) {
                    case "/", "/index.html" -> {
                        expect(method, "GET");
                        HttpReplies.send(ex, 200, "text/html; charset=utf-8", page);
                    }
                    case "/api/state" -> {
                        expect(method, "GET");
                        sendState(ex);
                    }
                    case "/api/record" -> {
                        expect(method, "GET");
                        PlayTable.Record r = table.record();
                        ex.getResponseHeaders().add("Content-Disposition", "attachment; filename=\"" + r.fileName() + "\"");
                        HttpReplies.send(ex, 200, r.mediaType(), r.text());
                    }
                    case "/api/move" -> {
                        expect(method, "POST");
                        JsonNode body = body(ex);
                        JsonNode move = body.get("move");
                        if (move == null || !move.canConvertToInt()) {
                            throw new BadRequest(400, "a move is {\"move\": N}");
                        }
                        table.personMove(move.intValue());
                        askEngineIfItsTurn();
                        sendState(ex);
                    }
                    case "/api/new" -> {
                        expect(method, "POST");
                        JsonNode body = body(ex);
                        table.newGame(body.path("personFirst").asBoolean(true), turnMs(body));
                        askEngineIfItsTurn();
                        sendState(ex);
                    }
                    case "/api/setup" -> {
                        expect(method, "POST");
                        JsonNode body = body(ex);
                        JsonNode moves = body.get("moves");
                        if (moves == null || !moves.isTextual()) {
                            throw new BadRequest(400, "a set-up is {\"moves\": \"the game's moves\"}");
                        }
                        long turnMs = turnMs(body);
                        try {
                            table.setUp(moves.asText(), turnMs);
                        } catch (IllegalArgumentException e) {
                            throw new BadRequest(400, "refused: " + e.getMessage());
                        }
                        askEngineIfItsTurn();
                        sendState(ex);
                    }
                    case "/api/best" -> {
                        expect(method, "POST");
                        table.showBest(lines(body(ex), 0));
                        sendState(ex);
                    }
                    case "/api/analyse" -> {
                        expect(method, "POST");
                        table.beginAnalysis(lines(body(ex), 1));
                        engineThread.execute(table::analysis);
                        sendState(ex);
                    }
                    case "/api/stop" -> {
                        expect(method, "POST");
                        body(ex);
                        table.stopAnalysis();
                        sendState(ex);
                    }
                    case "/api/undo" -> {
                        expect(method, "POST");
                        body(ex);
                        table.undo();
                        sendState(ex);
                    }
                    default -> throw new BadRequest(404, "no such page: " + path);
                }
            } catch (BadRequest e) {
                HttpReplies.send(ex, e.status, "text/plain; charset=utf-8", e.getMessage());
            } catch (IllegalArgumentException | IllegalStateException e) {
                HttpReplies.send(ex, 409, "text/plain; charset=utf-8", e.getMessage());
            }
        }
    }

    private void askEngineIfItsTurn() {
        engineThread.execute(() -> {
            // Again while it is the engine's turn: a Kalah move into the own store moves again.
            while (table.engineToMove()) {
                table.engineTurn();
            }
        });
    }

    /** A number of best moves, {@code min} to {@link PlayTable#MAX_BEST_LINES}: {@code {"lines": N}}. */
    private static int lines(JsonNode body, int min) throws BadRequest {
        JsonNode lines = body.get("lines");
        if (lines == null || !lines.isIntegralNumber() || !lines.canConvertToInt() || lines.intValue() < min
                || lines.intValue() > PlayTable.MAX_BEST_LINES) {
            throw new BadRequest(400, "best moves are {\"lines\": N}, N from " + min + " to " + PlayTable.MAX_BEST_LINES);
        }
        return lines.intValue();
    }

    private static long turnMs(JsonNode body) throws BadRequest {
        long turnMs = body.path("turnMs").asLong(2000);
        if (turnMs < 100 || turnMs > 600_000) {
            throw new BadRequest(400, "turnMs must be 100..600000");
        }
        return turnMs;
    }

    private static void expect(String method, String wanted) throws BadRequest {
        if (!method.equals(wanted)) {
            throw new BadRequest(405, "use " + wanted);
        }
    }

    private static JsonNode body(HttpExchange ex) throws IOException, BadRequest {
        byte[] bytes = ex.getRequestBody().readNBytes(MAX_BODY_BYTES + 1);
        if (bytes.length > MAX_BODY_BYTES) {
            throw new BadRequest(413, "request body over " + MAX_BODY_BYTES + " bytes");
        }
        if (bytes.length == 0) {
            return JSON.createObjectNode();
        }
        try {
            JsonNode node = JSON.readTree(bytes);
            if (node == null || !node.isObject()) {
                throw new BadRequest(400, "the body must be a JSON object");
            }
            return node;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new BadRequest(400, "malformed JSON");
        }
    }

    private void sendState(HttpExchange ex) throws IOException {
        HttpReplies.send(ex, 200, "application/json", JSON.writeValueAsBytes(table.state()));
    }

    /** A request refused with an HTTP status and a one-line reason. */
    private static final class BadRequest extends Exception {
        private static final long serialVersionUID = 1L;
        final int status;

        BadRequest(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    @Override
    public void close() {
        http.stop(0);
        engineThread.shutdownNow();
        try {
            table.close();
        } catch (UncheckedIOException e) {
            // the engine is gone either way
        }
    }
}
