package dev.gamebots.bench.arena.mancala;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.play.TurnTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Kalah(6,4) on the play page: a person against a contest bot spoken to as the contest controller
 * speaks (START 1 or 2, MOVE, OPPONENT h; the bot's log file a temporary one), on the arena's rules
 * (a last stone in the own store moves again). The bot's thinking on the page is that log file,
 * followed as it grows, and its stderr: the protocol itself carries only moves. The contest protocol cannot take a move back, so the
 * page offers a new game instead.
 */
public final class KalahTable extends TurnTable<MancalaSeat> {

    /** Time to start the bot and answer START, as {@code arena mancala}'s default. */
    static final long START_MS = 30_000;
    /** How late a bot's answer may come past its time per move. */
    static final long TOLERANCE_MS = 1000;

    private final List<String> argv;
    private KalahBoard board;
    /** Moves played: {mover (1 first, 2 second), hole, ms}. */
    private final List<int[]> moves = new ArrayList<>();
    private int told; // moves the bot knows (its own, and the person's it got as OPPONENT)

    public KalahTable(List<String> engineArgv) {
        this.argv = List.copyOf(engineArgv);
        resetPosition();
    }

    @Override
    public synchronized ObjectNode state() {
        ObjectNode s = commonState();
        int person = personColor() - 1;
        s.put("game", "mancala");
        s.put("title", "Kalah(6,4): you " + board.store(person) + ", engine " + board.store(1 - person));
        ObjectNode b = s.putObject("board");
        b.put("kind", "kalah");
        ArrayNode mine = b.putArray("person");
        ArrayNode theirs = b.putArray("engine");
        for (int h = 1; h <= KalahBoard.HOLES; h++) {
            mine.add(board.stones(person, h));
            theirs.add(board.stones(1 - person, h));
        }
        b.put("personStore", board.store(person));
        b.put("engineStore", board.store(1 - person));
        int[] last = moves.isEmpty() ? null : moves.get(moves.size() - 1);
        b.put("last", last == null ? 0 : last[1]);
        b.put("lastBy", last == null ? "" : last[0] == personColor() ? "person" : "engine");
        ArrayNode legal = s.putArray("legal");
        if (personsTurn()) {
            for (int h = 1; h <= KalahBoard.HOLES; h++) {
                if (board.isLegal(h)) {
                    legal.add(h);
                }
            }
        }
        ArrayNode list = s.putArray("moves");
        for (int[] m : moves) {
            list.add((m[0] == personColor() ? "you " : "engine ") + m[1]);
        }
        return s;
    }

    @Override
    protected int plies() {
        return moves.size();
    }

    @Override
    protected int colorToMove() {
        return board.toMove() + 1;
    }

    @Override
    protected String colorName(int color) {
        return color == 1 ? "first player" : "second player";
    }

    @Override
    protected void resetPosition() {
        board = KalahBoard.initial();
        moves.clear();
        told = 0;
    }

    @Override
    protected MancalaSeat startSeat() throws EngineFault {
        Path log;
        try {
            log = Files.createTempFile("kalah-bot", ".log");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the bot's log file", e);
        }
        log.toFile().deleteOnExit();
        MancalaSeat seat = MancalaSeat.start("engine", argv, log, null);
        seat.onThinking(this::heard);
        try {
            seat.startGame(personColor() == 1 ? 2 : 1, START_MS);
        } catch (EngineFault f) {
            seat.close();
            throw f;
        }
        return seat;
    }

    @Override
    protected void beforeNextTurn(MancalaSeat running) {
        running.awaitQuietLog(); // a bot logs its search after its answer (mancala-bot does)
    }

    @Override
    protected EngineMove askEngine(MancalaSeat seat, long turnMs) throws EngineFault {
        List<Integer> news = new ArrayList<>();
        synchronized (this) {
            for (int i = told; i < moves.size(); i++) {
                if (moves.get(i)[0] == personColor()) {
                    news.add(moves.get(i)[1]);
                }
            }
            told = moves.size();
        }
        for (int hole : news) {
            seat.opponent(hole, turnMs + TOLERANCE_MS);
        }
        MancalaSeat.Move m = seat.move(turnMs + TOLERANCE_MS);
        return new EngineMove(m.hole(), m.nanos() / 1_000_000L);
    }

    @Override
    protected void playEngineMove(EngineMove m) throws EngineFault {
        if (!board.isLegal(m.move())) {
            throw new EngineFault(Fault.ILLEGAL, "hole " + m.move() + " is empty");
        }
        play(m.move(), m.ms());
        told = moves.size();
    }

    @Override
    protected void playPersonMove(int hole) {
        if (!board.isLegal(hole)) {
            throw new IllegalArgumentException("hole " + hole + (hole >= 1 && hole <= KalahBoard.HOLES ? " is empty" : " is not 1..6"));
        }
        play(hole, 0);
    }

    private void play(int hole, long ms) {
        int mover = colorToMove();
        board.play(hole);
        moves.add(new int[] {mover, hole, (int) Math.min(ms, Integer.MAX_VALUE)});
        if (board.isOver()) {
            int person = board.store(personColor() - 1);
            int engine = board.store(2 - personColor());
            gameOver(person == engine ? "draw, " + person + " - " + engine
                    : (person > engine ? "you won, " : "the engine won, ") + person + " - " + engine + " (you - engine)");
        }
    }

    @Override
    protected Setup readSetup(String text) {
        // START, then OPPONENT for the other side's moves only: the bot could not be told its own.
        throw new IllegalStateException("the Kalah contest protocol cannot start a bot from a position: play the moves instead");
    }

    @Override
    protected boolean takeBack() {
        throw new IllegalArgumentException("the Kalah contest protocol cannot take a move back: start a new game");
    }

    @Override
    public synchronized Record record() {
        Map<String, Object> g = new LinkedHashMap<>();
        g.put("first", personColor() == 1 ? "person" : "engine");
        List<Map<String, Object>> list = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            int[] m = moves.get(i);
            list.add(Map.of("ply", i + 1, "side", m[0] == personColor() ? "person" : "engine", "hole", m[1], "ms", m[2]));
        }
        g.put("moves", list);
        g.put("score_person", board.store(personColor() - 1));
        g.put("score_engine", board.store(2 - personColor()));
        g.put("result", result() == null ? "unfinished" : result());
        try {
            return new Record("kalah-game.json", "application/json", Records.mapper().writeValueAsString(g));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
