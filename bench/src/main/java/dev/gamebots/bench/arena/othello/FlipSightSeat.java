package dev.gamebots.bench.arena.othello;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.process.EngineProcess;
import dev.gamebots.bench.arena.process.Reply;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * An engine behind the FlipSight connector's {@code --engine} mode: started once per leg, one JSON
 * request line per move, one JSON answer line back. An engine that answers and exits (status 0)
 * is started again for the next move, as the connector does; exiting without an answer to the
 * request at hand, or with an error status, is a crash.
 */
final class FlipSightSeat implements OthelloSeat {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final String label;
    private final List<String> argv;
    private final Path transcriptBase;
    private EngineProcess engine;
    private int starts;
    private int answersFromThisProcess;
    private volatile Consumer<String> thinking = line -> { };

    FlipSightSeat(String label, List<String> argv, Path transcriptBase) {
        this.label = label;
        this.argv = argv;
        this.transcriptBase = transcriptBase;
    }

    @Override
    public Answer ask(LegState state, long remainingMs, long budgetMs, long deadlineNanos) throws EngineFault {
        if (engine != null) {
            List<String> extra = engine.takePendingLines();
            if (!extra.isEmpty()) {
                throw EngineFault.extraOutput(extra, "between moves");
            }
        }
        String request = request(state, remainingMs, budgetMs).toString();
        if (engine == null || !engine.isAlive()) {
            startEngine();
        }
        engine.send(request);
        Reply r = engine.readLine(deadlineNanos);
        if (r.kind() == Reply.Kind.EOF && answersFromThisProcess > 0
                && Integer.valueOf(0).equals(engine.waitForExit(200))) {
            // It answered earlier and has now exited cleanly: a one-answer-per-run engine that had
            // not quite gone when the request was sent. Start it again, as the connector would.
            // (Exiting with an error status, or without ever answering, is a crash.)
            startEngine();
            engine.send(request);
            r = engine.readLine(deadlineNanos);
        }
        if (!r.isLine()) {
            throw EngineFault.noLine(r, engine, "the move request", Math.max(0, budgetMs));
        }
        answersFromThisProcess++;
        return new Answer(parseMove(r.line(), state.variant().size()), r.nanos());
    }

    @Override
    public void onThinking(Consumer<String> listener) {
        thinking = listener;
        if (engine != null) {
            engine.onStderr(listener);
        }
    }

    private void startEngine() throws EngineFault {
        if (engine != null) {
            engine.close(0);
        }
        starts++;
        answersFromThisProcess = 0;
        Path transcript = transcriptBase == null ? null
                : transcriptBase.resolveSibling(transcriptBase.getFileName() + (starts == 1 ? "" : "-run" + starts) + ".io.log");
        try {
            engine = EngineProcess.start(label, argv, null, transcript);
        } catch (IOException e) {
            throw EngineFault.cannotStart(argv, e);
        }
        engine.onStderr(thinking); // the JSON line carries no thinking: an engine's stderr is where it tells
    }

    /** The connector's request line (field order as in the guide's samples). */
    static ObjectNode request(LegState s, long remainingMs, long budgetMs) {
        ObjectNode o = JSON.createObjectNode();
        ArrayNode board = o.putArray("board");
        for (int c : s.board().cells()) {
            board.add(c);
        }
        o.put("color", s.color());
        ArrayNode legal = o.putArray("legal_moves");
        for (int m : s.legal()) {
            legal.add(m);
        }
        o.put("game_mode", s.variant().mode());
        o.put("board_size", s.variant().size());
        ArrayNode blocked = o.putArray("blocked_squares");
        for (int b : s.variant().blockedSquares()) {
            blocked.add(b);
        }
        ObjectNode placed = o.putObject("placed");
        placed.put("1", s.board().placed(1));
        placed.put("2", s.board().placed(2));
        o.put("remaining_ms", remainingMs);
        o.put("match_id", s.matchId());
        o.put("leg", s.leg());
        o.put("revision", s.revision());
        ArrayNode history = o.putArray("history");
        for (LegState.HistoryEntry h : s.history()) {
            ObjectNode e = history.addObject();
            e.put("color", h.color());
            e.put("participant", h.participant());
            e.put("move", h.move());
            e.put("at_ms", h.atMs());
        }
        o.putNull("round_no");
        o.putNull("room_created_at");
        o.put("budget_ms", budgetMs);
        return o;
    }

    /**
     * The square of an answer line: {@code {"move": 19}}, {@code {"move": "d3"}} (any case), or a
     * pass as -1, "pass", "PA", "PS" or "--". Anything else is garbage; a square off the board is
     * an illegal move (-2 is returned and the referee rejects it).
     */
    static int parseMove(String line, int size) throws EngineFault {
        JsonNode node;
        try {
            node = JSON.readTree(line);
        } catch (IOException e) {
            throw new EngineFault(Fault.GARBAGE, "answer is not JSON: " + EngineFault.quote(line));
        }
        JsonNode move = node == null || !node.isObject() ? null : node.get("move");
        if (move == null) {
            throw new EngineFault(Fault.GARBAGE, "answer has no \"move\": " + EngineFault.quote(line));
        }
        if (move.isIntegralNumber()) {
            int m = move.asInt();
            return m == -1 ? -1 : m >= 0 && m < size * size ? m : -2;
        }
        if (move.isTextual()) {
            String t = move.asText().trim().toLowerCase(Locale.ROOT);
            if (t.equals("pass") || t.equals("pa") || t.equals("ps") || t.equals("--") || t.equals("-1")) {
                return -1;
            }
            if (t.matches("\\d+")) {
                int m = Integer.parseInt(t);
                return m < size * size ? m : -2;
            }
            int sq = Squares.parse(t, size);
            if (sq >= 0) {
                return sq;
            }
        }
        throw new EngineFault(Fault.GARBAGE, "\"move\" is not a square: " + EngineFault.quote(line));
    }

    @Override
    public int restarts() {
        return Math.max(0, starts - 1);
    }

    @Override
    public void close() {
        if (engine != null) {
            engine.close(500);
        }
    }
}
