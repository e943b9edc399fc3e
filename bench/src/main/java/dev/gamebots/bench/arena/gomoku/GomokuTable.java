package dev.gamebots.bench.arena.gomoku;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.play.PlayTable;
import dev.gamebots.bench.arena.report.Names;
import dev.gamebots.bench.arena.report.SgfExport;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gomoku on the play page: a person against a Gomocup brain, the brain driven as {@code arena
 * gomoku} drives it (START, the INFO lines with its first request, then TURN or BOARD), every move
 * judged by the arena's rules (renju's forbidden points refused for a black person, a forbidden
 * move of a black brain a fault). After a take-back the brain gets the whole position with BOARD;
 * back to the empty board it is started afresh, since BEGIN is only for a new game.
 */
public final class GomokuTable implements PlayTable {

    /** Time to start the brain and answer START, off the clock as a manager allows. */
    static final long START_MS = 30_000;
    /** How late a brain's move may come, as {@code arena gomoku}'s default. */
    static final long TOLERANCE_MS = 1000;
    /** Thinking lines kept for the page. */
    static final int THINKING_LINES = 40;

    private final Rule rule;
    private final int size;
    private final List<String> argv;
    private GomokuBoard board;
    private final List<int[]> stones = new ArrayList<>(); // x, y, colour, milliseconds (0 for the person)
    private final Deque<String> thinking = new ArrayDeque<>();
    private int personColor = 1;
    private long turnMs = 2000;
    private GomocupSeat seat;
    private int known;
    private String engineName = "";
    private String result;
    private boolean engineBusy;
    private int generation;

    public GomokuTable(String rule, Integer size, List<String> engineArgv) {
        this.rule = Rule.of(rule);
        this.size = size == null ? this.rule.defaultSize() : size;
        if (this.size < 5 || this.size > 52) {
            throw new IllegalArgumentException("--size must be 5..52 for the play page");
        }
        this.argv = List.copyOf(engineArgv);
        this.board = new GomokuBoard(this.size);
    }

    @Override
    public synchronized ObjectNode state() {
        ObjectNode s = Records.mapper().createObjectNode();
        s.put("game", "gomoku");
        s.put("title", "Gomoku " + rule.label() + " " + size + "x" + size);
        ObjectNode b = s.putObject("board");
        b.put("kind", "stones");
        b.put("width", size);
        b.put("height", size);
        ArrayNode cells = b.putArray("cells");
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                cells.add(board.at(x, y));
            }
        }
        int[] last = stones.isEmpty() ? null : stones.get(stones.size() - 1);
        b.put("last", last == null ? -1 : last[1] * size + last[0]);
        ArrayNode forbidden = b.putArray("forbidden");
        ArrayNode legal = s.putArray("legal");
        boolean personsTurn = result == null && colorToMove() == personColor;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (board.at(x, y) != 0) {
                    continue;
                }
                boolean banned = rule == Rule.RENJU && colorToMove() == 1 && result == null && board.isForbidden(x, y);
                if (banned) {
                    forbidden.add(y * size + x);
                } else if (personsTurn) {
                    legal.add(y * size + x);
                }
            }
        }
        s.put("toMove", result != null ? "over" : personsTurn ? "person" : "engine");
        s.put("personColor", personColor == 1 ? "black" : "white");
        s.put("result", result);
        ArrayNode moves = s.putArray("moves");
        for (int[] st : stones) {
            moves.add(st[0] + "," + st[1]);
        }
        s.putArray("thinking").addAll(thinking.stream().map(t -> s.textNode(t)).toList());
        s.put("engine", engineName);
        s.put("engineBusy", engineBusy);
        s.put("turnMs", turnMs);
        return s;
    }

    private int colorToMove() {
        return stones.size() % 2 == 0 ? 1 : 2;
    }

    @Override
    public void newGame(boolean personFirst, long turnMs) {
        GomocupSeat old;
        synchronized (this) {
            generation++;
            old = seat;
            seat = null;
            board = new GomokuBoard(size);
            stones.clear();
            thinking.clear();
            personColor = personFirst ? 1 : 2;
            this.turnMs = turnMs;
            known = 0;
            result = null;
            engineBusy = false;
        }
        if (old != null) {
            old.close();
        }
    }

    @Override
    public synchronized void personMove(int move) {
        if (result != null) {
            throw new IllegalArgumentException("the game is over: " + result);
        }
        if (colorToMove() != personColor || engineBusy) {
            throw new IllegalArgumentException("it is the engine's turn");
        }
        int x = move % size;
        int y = move / size;
        if (move < 0 || !board.inside(x, y)) {
            throw new IllegalArgumentException("no such point: " + move);
        }
        if (board.at(x, y) != 0) {
            throw new IllegalArgumentException(x + "," + y + " is taken");
        }
        GomokuBoard.Verdict v = board.judge(x, y, personColor, rule);
        if (v == GomokuBoard.Verdict.FORBIDDEN) {
            throw new IllegalArgumentException(x + "," + y + " is forbidden for black (renju)");
        }
        place(x, y, personColor, 0, v, "you");
    }

    private void place(int x, int y, int color, long ms, GomokuBoard.Verdict v, String who) {
        board.place(x, y, color);
        stones.add(new int[] {x, y, color, (int) ms});
        if (v == GomokuBoard.Verdict.WIN) {
            result = who + " won with a five";
        } else if (board.isFull()) {
            result = "draw: the board is full";
        }
    }

    @Override
    public synchronized boolean engineToMove() {
        return result == null && !engineBusy && colorToMove() != personColor;
    }

    @Override
    public void engineTurn() {
        int gen;
        GomocupSeat s;
        synchronized (this) {
            if (!engineToMove()) {
                return;
            }
            engineBusy = true;
            gen = generation;
            s = seat;
        }
        try {
            if (s == null) {
                s = GomocupSeat.start("engine", argv, null);
                s.onMessage(this::heard);
                s.init(size, START_MS);
                synchronized (this) {
                    if (gen != generation) {
                        s.close();
                        return;
                    }
                    seat = s;
                    engineName = nameIn(s.about());
                }
            }
            List<String> lines = new ArrayList<>();
            int ownColor;
            synchronized (this) {
                if (s.requests() == 0) {
                    lines.addAll(GomokuGame.infos(new GomokuGame.Settings(size, rule, turnMs, 0, TOLERANCE_MS,
                            TOLERANCE_MS, START_MS, 0)));
                }
                ownColor = colorToMove();
                lines.addAll(GomokuGame.request(stones, known, ownColor, Long.MAX_VALUE));
            }
            long[] answer = s.move(lines, turnMs + TOLERANCE_MS, stones.size() + 1);
            synchronized (this) {
                if (gen != generation) {
                    return;
                }
                int x = (int) answer[0];
                int y = (int) answer[1];
                if (!board.inside(x, y) || board.at(x, y) != 0) {
                    throw new EngineFault(Fault.ILLEGAL, x + "," + y + (board.inside(x, y) ? " is taken" : " is off the board"));
                }
                GomokuBoard.Verdict v = board.judge(x, y, ownColor, rule);
                if (v == GomokuBoard.Verdict.FORBIDDEN) {
                    throw new EngineFault(Fault.FORBIDDEN, x + "," + y + " is forbidden for black (renju)");
                }
                place(x, y, ownColor, answer[2] / 1_000_000L, v, "the engine");
                known = stones.size();
            }
        } catch (EngineFault f) {
            synchronized (this) {
                if (gen == generation) {
                    result = "the engine lost by a fault: " + f.fault().label() + " (" + f.detail() + ")";
                }
            }
        } finally {
            synchronized (this) {
                if (gen == generation) {
                    engineBusy = false;
                }
            }
        }
    }

    /** The name in an ABOUT line ({@code name="Rapfi", version=...}), or the whole line. */
    static String nameIn(String about) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("name=\"([^\"]*)\"").matcher(about);
        return m.find() ? m.group(1) : about;
    }

    private synchronized void heard(String line) {
        thinking.addLast(line.replaceFirst("(?i)^MESSAGE\\s*", ""));
        while (thinking.size() > THINKING_LINES) {
            thinking.removeFirst();
        }
    }

    @Override
    public void undo() {
        GomocupSeat old = null;
        synchronized (this) {
            if (engineBusy) {
                throw new IllegalStateException("the engine is thinking: wait for its move");
            }
            int before = stones.size();
            // Back to the person's turn with at least one of the person's moves taken back.
            boolean personMoveTaken = false;
            while (!stones.isEmpty() && (!personMoveTaken || colorToMove() != personColor)) {
                int[] st = stones.remove(stones.size() - 1);
                personMoveTaken |= st[2] == personColor;
            }
            if (stones.size() == before) {
                throw new IllegalArgumentException("nothing to take back");
            }
            if (colorToMove() != personColor) {
                // The person moves second and took back everything: the engine opens again.
                stones.clear();
            }
            board = new GomokuBoard(size);
            for (int[] st : stones) {
                board.place(st[0], st[1], st[2]);
            }
            result = null;
            known = -1; // the brain's board is stale: its next request carries the whole position
            if (stones.isEmpty()) {
                old = seat; // BEGIN is only for a fresh brain
                seat = null;
                known = 0;
                generation++;
            }
        }
        if (old != null) {
            old.close();
        }
    }

    @Override
    public synchronized Record record() {
        Map<String, Object> g = new LinkedHashMap<>();
        g.put("game", 1);
        g.put("size", size);
        g.put("rule", rule.label());
        g.put("black", personColor == 1 ? "a" : "b");
        String winner = result == null || result.startsWith("draw") ? null
                : result.startsWith("you") || result.startsWith("the engine lost") ? "a" : "b";
        g.put("result", result == null ? "unfinished" : winner == null ? "draw" : winner);
        g.put("reason", result != null && result.contains("fault") ? "fault" : "five");
        g.put("opening", List.of());
        List<Map<String, Object>> moves = new ArrayList<>();
        for (int[] st : stones) {
            moves.add(Map.of("color", st[2], "x", st[0], "y", st[1], "ms", st[3]));
        }
        g.put("moves", moves);
        String sgf = SgfExport.of(Records.mapper().valueToTree(g), new Names("person", engineName.isEmpty() ? "engine" : engineName));
        return new Record("gomoku-game.sgf", "application/x-go-sgf", sgf);
    }

    @Override
    public void close() {
        GomocupSeat old;
        synchronized (this) {
            generation++;
            old = seat;
            seat = null;
        }
        if (old != null) {
            old.close();
        }
    }
}
