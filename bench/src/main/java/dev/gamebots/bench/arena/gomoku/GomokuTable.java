package dev.gamebots.bench.arena.gomoku;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.play.PlayTable;
import dev.gamebots.bench.arena.play.TurnTable;
import dev.gamebots.bench.arena.report.Names;
import dev.gamebots.bench.arena.report.SgfExport;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Gomoku on the play page: a person against a Gomocup brain, the brain driven as {@code arena
 * gomoku} drives it (START, the INFO lines with its first request, then TURN or BOARD), every move
 * judged by the arena's rules (renju's forbidden points refused for a black person, a forbidden
 * move of a black brain a fault). After a take-back the brain gets the whole position with BOARD;
 * back to the empty board it is started afresh, since BEGIN is only for a new game.
 *
 * <p>Yixin-Board's analysis commands (docs/gomoku-protocol.md), for brains that know them: with N
 * best moves asked, each move is asked with {@code YXBOARD ... DONE} and {@code YXNBEST N}, its
 * answer played and its {@code MESSAGE NBEST} lines kept as the {@link Candidate}s the page draws
 * until the person moves; an analysis sends the position with no time limit and {@code YXNBEST N},
 * draws the latest DEBUG line's best line and then the NBEST lines, stops with {@code YXSTOP} and
 * plays nothing. A brain that answers ERROR or UNKNOWN to them gets its plain requests from then on.
 */
public final class GomokuTable extends TurnTable<GomocupSeat> {

    /** Time to start the brain and answer START, off the clock as a manager allows. */
    static final long START_MS = 30_000;
    /** How late a brain's move may come, as {@code arena gomoku}'s default. */
    static final long TOLERANCE_MS = 1000;
    private static final Pattern ABOUT_NAME = Pattern.compile("name=\"([^\"]*)\"");

    private final Rule rule;
    private final int size;
    private final List<String> argv;
    private GomokuBoard board;
    private final List<int[]> stones = new ArrayList<>(); // x, y, colour, milliseconds (0 for the person)
    private int known; // stones the brain knows; -1: its board is stale (after a take-back or an analysis)
    /** Best moves asked with each of the brain's moves (0: a plain request), kept over new games. */
    private int bestLines;
    /** The brain's time limits were changed by an analysis: the next move request says them again. */
    private boolean limitsStale;
    /** The candidate moves of the brain's latest YXNBEST request, shown until the person moves. */
    private final List<Candidate> candidates = new ArrayList<>();
    /** Candidates wanted from the lines now heard (0: none), whether DEBUG lines count, and whether an NBEST line came. */
    private int collecting;
    private boolean collectingDebug;
    private boolean nbestHeard;
    /** The colour the candidates are moves of: 1 black, 2 white. */
    private int candidatesColor;

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
        ObjectNode s = commonState();
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
        boolean personsTurn = personsTurn();
        boolean renjuBlack = rule == Rule.RENJU && colorToMove() == 1 && !isOver();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (board.at(x, y) != 0) {
                    continue;
                }
                if (renjuBlack && board.isForbidden(x, y)) {
                    forbidden.add(y * size + x);
                } else if (personsTurn) {
                    legal.add(y * size + x);
                }
            }
        }
        ArrayNode moves = s.putArray("moves");
        for (int[] st : stones) {
            moves.add(st[0] + "," + st[1]);
        }
        s.put("bestLines", bestLines);
        s.put("candidatesColor", colorName(candidatesColor));
        ArrayNode shown = s.putArray("candidates");
        for (Candidate c : candidates) {
            ObjectNode o = shown.addObject();
            o.put("rank", c.rank());
            o.put("move", c.y() * size + c.x());
            o.put("score", c.score());
            o.put("depth", c.depth());
            ArrayNode pv = o.putArray("pv");
            for (int[] p : c.pv()) {
                if (board.inside(p[0], p[1])) {
                    pv.add(p[1] * size + p[0]);
                }
            }
        }
        return s;
    }

    @Override
    protected int plies() {
        return stones.size();
    }

    @Override
    protected int colorToMove() {
        return stones.size() % 2 == 0 ? 1 : 2;
    }

    @Override
    protected String colorName(int color) {
        return color == 1 ? "black" : "white";
    }

    @Override
    protected void resetPosition() {
        board = new GomokuBoard(size);
        stones.clear();
        known = 0;
        limitsStale = false;
        candidates.clear();
        collecting = 0;
    }

    @Override
    protected GomocupSeat startSeat() throws EngineFault {
        GomocupSeat s = GomocupSeat.start("engine", argv, null);
        s.onMessage(line -> {
            String text = line.replaceFirst("(?i)^MESSAGE\\s*", "");
            heard(text);
            candidateHeard(text);
        });
        s.onStderr(this::heard);
        try {
            s.init(size, START_MS);
        } catch (EngineFault f) {
            s.close();
            throw f;
        }
        return s;
    }

    @Override
    protected String nameOf(GomocupSeat started) {
        Matcher m = ABOUT_NAME.matcher(started.about());
        return m.find() ? m.group(1) : started.about();
    }

    @Override
    public synchronized void showBest(int lines) {
        bestLines = PlayTable.checkedBestLines(lines);
    }

    @Override
    protected boolean analyses() {
        return true;
    }

    /** A line the brain printed: an NBEST line (or while analysing a DEBUG line's best line) is a candidate. */
    private synchronized void candidateHeard(String line) {
        if (collecting == 0) {
            return;
        }
        Candidate c = Candidate.ofNBest(line);
        if (c == null && collectingDebug && !nbestHeard) {
            c = Candidate.ofDebug(line); // the best line so far, until the NBEST lines come
            if (c != null) {
                candidates.clear();
            }
        } else if (c != null) {
            if (!nbestHeard || c.rank() == 1) {
                candidates.clear(); // a new set of lines (a brain may print one per depth)
            }
            nbestHeard = true;
        }
        if (c != null && board.inside(c.x(), c.y()) && candidates.size() < collecting) {
            candidates.add(c);
        }
    }

    /** The candidates shown so far are over: the lines heard from now on, up to {@code lines}, are the new ones. */
    private void collect(int lines, boolean debugToo) {
        candidates.clear();
        candidatesColor = colorToMove();
        collecting = lines;
        collectingDebug = debugToo;
        nbestHeard = false;
    }

    private synchronized void collected() {
        collecting = 0;
    }

    /** The INFO lines of the limits, as a match gives them ({@code turnMs} 0 with no match limit: none, until YXSTOP). */
    private List<String> limits(long turnMs) {
        return GomokuGame.infos(new GomokuGame.Settings(size, rule, turnMs, 0, TOLERANCE_MS, TOLERANCE_MS, START_MS, 0));
    }

    @Override
    protected EngineMove askEngine(GomocupSeat seat, long turnMs) throws EngineFault {
        List<String> lines = new ArrayList<>();
        int ply;
        int best;
        synchronized (this) {
            if (seat.requests() == 0 || limitsStale) {
                lines.addAll(limits(turnMs));
                limitsStale = false;
            }
            best = seat.refusal() == null ? bestLines : 0;
            collect(best, false);
            if (best > 0) {
                lines.addAll(GomokuGame.position("YXBOARD", stones, colorToMove()));
                lines.add("YXNBEST " + best);
            } else {
                lines.addAll(GomokuGame.request(stones, known, colorToMove(), Long.MAX_VALUE));
            }
            ply = stones.size() + 1;
        }
        long[] answer;
        try {
            answer = best > 0 ? seat.nbest(lines, turnMs + TOLERANCE_MS, ply, () -> false)
                    : seat.move(lines, turnMs + TOLERANCE_MS, ply);
        } finally {
            collected();
        }
        if (answer == null) {
            // It does not know Yixin-Board's commands: its plain move, the whole position with BOARD
            // (whatever it made of the lines it did not know).
            synchronized (this) {
                known = -1;
                heard("arena: the engine answered " + seat.refusal() + " to YXNBEST: plain moves from now on");
                lines = GomokuGame.request(stones, known, colorToMove(), Long.MAX_VALUE);
            }
            answer = seat.move(lines, turnMs + TOLERANCE_MS, ply);
        }
        int x = (int) answer[0];
        int y = (int) answer[1];
        if (x < 0 || y < 0 || x >= size || y >= size) {
            // Checked here: as a cell number an x past the edge would read as a point of the next row.
            throw new EngineFault(Fault.ILLEGAL, x + "," + y + " is off the board");
        }
        return new EngineMove(y * size + x, answer[2] / 1_000_000L);
    }

    /**
     * The position with no time limit ({@code timeout_turn 0}, {@code timeout_match 0}: until YXSTOP)
     * and {@code YXNBEST lines}; the answer, the brain's best so far, is not played (the brain has
     * played it on its own board: its next request carries the whole position).
     */
    @Override
    protected void analyseWith(GomocupSeat seat, int lines, BooleanSupplier stop) throws EngineFault {
        List<String> request = new ArrayList<>();
        int ply;
        synchronized (this) {
            if (seat.refusal() != null) {
                heard("arena: the engine answered " + seat.refusal() + " to YXNBEST: it cannot analyse");
                return;
            }
            request.addAll(limits(0));
            limitsStale = true;
            request.addAll(GomokuGame.position("YXBOARD", stones, colorToMove()));
            request.add("YXNBEST " + lines);
            known = -1;
            collect(lines, true);
            ply = stones.size() + 1;
        }
        long[] answer;
        try {
            answer = seat.nbest(request, 0, ply, stop);
        } finally {
            collected();
        }
        if (answer == null) {
            heard("arena: the engine answered " + seat.refusal() + " to YXNBEST: it cannot analyse");
        }
    }

    @Override
    protected void playEngineMove(EngineMove m) throws EngineFault {
        int x = m.move() % size;
        int y = m.move() / size;
        int color = colorToMove();
        if (!board.inside(x, y) || board.at(x, y) != 0) {
            throw new EngineFault(Fault.ILLEGAL, x + "," + y + (board.inside(x, y) ? " is taken" : " is off the board"));
        }
        GomokuBoard.Verdict v = board.judge(x, y, color, rule);
        if (v == GomokuBoard.Verdict.FORBIDDEN) {
            throw new EngineFault(Fault.FORBIDDEN, x + "," + y + " is forbidden for black (renju)");
        }
        place(x, y, color, m.ms(), v, "the engine");
        known = stones.size();
    }

    @Override
    protected void playPersonMove(int move) {
        int x = Math.floorMod(move, size);
        int y = Math.floorDiv(move, size);
        if (move < 0 || !board.inside(x, y)) {
            throw new IllegalArgumentException("no such point: " + move);
        }
        if (board.at(x, y) != 0) {
            throw new IllegalArgumentException(x + "," + y + " is taken");
        }
        GomokuBoard.Verdict v = board.judge(x, y, colorToMove(), rule);
        if (v == GomokuBoard.Verdict.FORBIDDEN) {
            throw new IllegalArgumentException(x + "," + y + " is forbidden for black (renju)");
        }
        place(x, y, colorToMove(), 0, v, "you");
        candidates.clear(); // the engine's candidates were about the position before
    }

    private void place(int x, int y, int color, long ms, GomokuBoard.Verdict v, String who) {
        board.place(x, y, color);
        stones.add(new int[] {x, y, color, (int) Math.min(ms, Integer.MAX_VALUE)});
        if (v == GomokuBoard.Verdict.WIN) {
            gameOver(who + " won with a five");
        } else if (board.isFull()) {
            gameOver("draw: the board is full");
        }
    }

    /**
     * A pasted game in the arena's opening formats ({@code --openings}): {@code h8i9j10} (letter x
     * from a, number y from 1) or Gomocup offsets from the centre {@code 0,0, 1,1}; stones alternate
     * from black, each judged by the rule.
     */
    @Override
    protected Setup readSetup(String text) {
        List<int[]> placed = Openings.parse(text.trim(), size);
        GomokuBoard scratch = new GomokuBoard(size);
        List<Integer> moves = new ArrayList<>();
        for (int i = 0; i < placed.size(); i++) {
            int x = placed.get(i)[0];
            int y = placed.get(i)[1];
            int color = i % 2 == 0 ? 1 : 2;
            GomokuBoard.Verdict v = scratch.judge(x, y, color, rule);
            if (v == GomokuBoard.Verdict.FORBIDDEN) {
                throw new IllegalArgumentException(x + "," + y + " is forbidden for black (renju)");
            }
            if (v == GomokuBoard.Verdict.WIN) {
                throw new IllegalArgumentException("the game is over at " + x + "," + y + " (a five)");
            }
            scratch.place(x, y, color);
            moves.add(y * size + x);
        }
        if (scratch.isFull()) {
            throw new IllegalArgumentException("the board is full");
        }
        return new Setup(moves, placed.size() % 2 == 0 ? 1 : 2);
    }

    @Override
    protected boolean takeBack() {
        int before = stones.size();
        boolean personMoveTaken = false;
        while (!stones.isEmpty() && (!personMoveTaken || colorToMove() != personColor())) {
            personMoveTaken |= stones.remove(stones.size() - 1)[2] == personColor();
        }
        if (stones.size() == before) {
            throw new IllegalArgumentException("nothing to take back");
        }
        board = new GomokuBoard(size);
        for (int[] st : stones) {
            board.place(st[0], st[1], st[2]);
        }
        candidates.clear();
        known = -1; // the brain's board is stale: its next request carries the whole position
        if (stones.isEmpty()) {
            known = 0;
            return true; // BEGIN is only for a fresh brain
        }
        return false;
    }

    @Override
    public synchronized Record record() {
        Map<String, Object> g = new LinkedHashMap<>();
        g.put("game", 1);
        g.put("size", size);
        g.put("rule", rule.label());
        g.put("black", personColor() == 1 ? "a" : "b");
        String r = result();
        String winner = r == null || r.startsWith("draw") ? null
                : r.startsWith("you") || r.startsWith("the engine lost") ? "a" : "b";
        g.put("result", r == null ? "unfinished" : winner == null ? "draw" : winner);
        g.put("reason", r != null && r.contains("fault") ? "fault" : "five");
        g.put("opening", List.of());
        List<Map<String, Object>> moves = new ArrayList<>();
        for (int[] st : stones) {
            moves.add(Map.of("color", st[2], "x", st[0], "y", st[1], "ms", st[3]));
        }
        g.put("moves", moves);
        String sgf = SgfExport.of(Records.mapper().valueToTree(g),
                new Names("person", engineName().isEmpty() ? "engine" : engineName()));
        return new Record("gomoku-game.sgf", "application/x-go-sgf", sgf);
    }
}
