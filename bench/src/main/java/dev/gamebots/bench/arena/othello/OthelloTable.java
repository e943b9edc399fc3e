package dev.gamebots.bench.arena.othello;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.play.PlayTable;
import dev.gamebots.bench.arena.play.TurnTable;
import dev.gamebots.bench.arena.report.GgfExport;
import dev.gamebots.bench.arena.report.Names;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Othello on the play page, any of FlipSight's five games from its initial position: the engine is
 * asked as the FlipSight connector asks it (the whole position and the legal moves in each request;
 * {@code budget_ms} the time per move) or through NBoard (std only). A side without a legal move
 * passes by itself; the game ends when neither can move, scored by discs (fewest win in anti).
 * Both protocols carry the whole game in every request, so a take-back needs no restart. The
 * engine's thinking on the page is its stderr (othello-adapter's search lines with {@code --log
 * /dev/stderr}) and, through NBoard, its status and nodestats lines.
 *
 * <p>NBoard's {@code hint n}, for engines that answer it: with N best moves asked, each engine move
 * is preceded by {@code hint N} on the position, whose {@code search}/{@code book} lines become the
 * candidates the page draws (the latest line of each move, ranked by eval, N at most) until the
 * person moves; the move itself is then asked with {@code go} as ever. An analysis is {@code hint N}
 * without a {@code go}; it ends with the engine's hint, or at Stop with a {@code ping} (NBoard has
 * no stop command: an engine must stop thinking to answer a ping). An engine that sends no search
 * or book line to a hint gets plain {@code go}s from then on, and the page says so once.
 */
public final class OthelloTable extends TurnTable<OthelloSeat> {

    /** How late an answer may come past its budget (the arena's default tolerance). */
    static final long TOLERANCE_MS = 1000;
    /** The clock the requests report: ample, the budget is what limits a move. */
    static final long CLOCK_MS = 3_600_000;

    /** One square of a pasted move string: a column letter and a row (10, or 0 for 10, on 10x10). */
    private static final Pattern SQUARE = Pattern.compile("\\G[\\s,;]*([a-jA-J])(10|[0-9])");

    private final Variant variant;
    private final List<String> argv;
    private final boolean nboard;
    private final OthelloBoard start;
    private OthelloBoard board;
    private int toMove;
    private final List<LegState.HistoryEntry> history = new ArrayList<>();
    private final List<Integer> millis = new ArrayList<>();
    /** Best moves asked with each of the engine's moves (0: a plain go), kept over new games. */
    private int bestLines;
    /** The running engine sent no search or book line to a hint: plain moves only. */
    private boolean hintIgnored;
    /** The latest hint line of each move heard while collecting, and how many are shown (0: not collecting). */
    private final Map<Integer, HintLine> hints = new LinkedHashMap<>();
    private int collecting;
    private final List<HintLine> candidates = new ArrayList<>();
    private int candidatesColor;

    /** {@code protocol}: "json" (FlipSight, default) or "nboard" (std only). */
    public OthelloTable(String mode, String protocol, List<String> engineArgv) {
        this.variant = Variant.of(mode);
        if (!protocol.equals("json") && !protocol.equals("nboard")) {
            throw new IllegalArgumentException("--engine-protocol must be json or nboard for othello, not " + protocol);
        }
        this.nboard = protocol.equals("nboard");
        if (nboard && variant != Variant.STD) {
            throw new IllegalArgumentException("NBoard plays std only");
        }
        this.argv = List.copyOf(engineArgv);
        this.start = OthelloBoard.initial(variant);
        resetPosition();
    }

    @Override
    public synchronized ObjectNode state() {
        ObjectNode s = commonState();
        int n = variant.size();
        s.put("game", "othello");
        s.put("title", "Othello " + variant.mode() + " " + n + "x" + n + " (black " + board.discs(1) + ", white "
                + board.discs(2) + ")");
        ObjectNode b = s.putObject("board");
        b.put("kind", "squares");
        b.put("width", n);
        b.put("height", n);
        ArrayNode cells = b.putArray("cells");
        List<Integer> blocked = variant.blockedSquares();
        for (int sq = 0; sq < n * n; sq++) {
            cells.add(blocked.contains(sq) ? -1 : board.cell(sq));
        }
        int last = -1;
        for (int i = history.size() - 1; i >= 0 && last < 0; i--) {
            last = history.get(i).move();
        }
        b.put("last", last);
        ArrayNode legal = s.putArray("legal");
        if (personsTurn()) {
            for (int m : board.legalMoves(toMove)) {
                legal.add(m);
            }
        }
        ArrayNode moves = s.putArray("moves");
        for (LegState.HistoryEntry h : history) {
            moves.add((h.color() == 1 ? "black " : "white ") + Squares.name(h.move(), n));
        }
        s.put("bestLines", bestLines);
        s.put("candidatesColor", colorName(candidatesColor));
        ArrayNode shown = s.putArray("candidates");
        for (int i = 0; i < candidates.size(); i++) {
            HintLine c = candidates.get(i);
            ObjectNode o = shown.addObject();
            o.put("rank", i + 1);
            o.put("move", c.move());
            o.put("score", c.eval());
            o.put("depth", c.depth());
            o.put("source", c.source());
            o.putArray("pv").add(c.move());
        }
        return s;
    }

    @Override
    protected int plies() {
        return history.size();
    }

    @Override
    protected int colorToMove() {
        return toMove;
    }

    @Override
    protected String colorName(int color) {
        return color == 1 ? "black" : "white";
    }

    @Override
    protected void resetPosition() {
        board = start.copy();
        toMove = 1;
        history.clear();
        millis.clear();
        candidates.clear();
    }

    @Override
    protected OthelloSeat startSeat() {
        // Both seats start their process at the first request (and again if a one-shot engine exits).
        OthelloSeat seat = nboard ? new NBoardSeat("engine", argv, null, 0) : new FlipSightSeat("engine", argv, null);
        synchronized (this) {
            hintIgnored = false; // a fresh process: asked again
        }
        seat.onThinking(line -> {
            hintHeard(line);
            heard(line);
        });
        return seat;
    }

    @Override
    public synchronized void showBest(int lines) {
        if (!nboard) {
            super.showBest(lines); // FlipSight's JSON line has no best moves
        }
        bestLines = PlayTable.checkedBestLines(lines);
    }

    @Override
    protected boolean analyses() {
        return nboard;
    }

    /** A search or book line heard while a hint runs: the candidates are its best {@code collecting} moves so far. */
    private synchronized void hintHeard(String line) {
        HintLine h = collecting > 0 ? HintLine.of(line) : null;
        if (h == null || !board.isLegal(h.move(), toMove)) {
            return;
        }
        hints.remove(h.move()); // the latest line of a move (a deeper search) replaces its earlier one
        hints.put(h.move(), h);
        candidates.clear();
        hints.values().stream()
                .sorted((a, b) -> Double.compare(b.value(), a.value()))
                .limit(collecting)
                .forEach(candidates::add);
    }

    /** The candidates shown so far are over: the hint lines heard from now on, up to {@code lines}, are the new ones. */
    private void collect(int lines) {
        hints.clear();
        candidates.clear();
        candidatesColor = toMove;
        collecting = lines;
    }

    private synchronized void collected() {
        collecting = 0;
    }

    /** The position as the seats take it (under the lock). */
    private LegState legState() {
        return new LegState(variant, 1, 0, start, 1, board.copy(), toMove, board.legalMoves(toMove),
                history.size(), List.copyOf(history));
    }

    /**
     * {@code hint lines} on the position, its lines collected as candidates; returns false (and says
     * so on the page, once) when the engine sent no search or book line.
     */
    private boolean hint(NBoardSeat seat, LegState state, long remainingMs, int lines, long deadlineNanos,
            java.util.function.BooleanSupplier stop) throws EngineFault {
        synchronized (this) {
            collect(lines);
        }
        boolean answered;
        try {
            answered = seat.hint(state, remainingMs, lines, deadlineNanos, stop);
        } finally {
            collected();
        }
        if (!answered) {
            synchronized (this) {
                hintIgnored = true;
                heard("arena: the engine sent no search or book line to hint " + lines + ": plain moves from now on");
            }
        }
        return answered;
    }

    @Override
    protected void analyseWith(OthelloSeat seat, int lines, java.util.function.BooleanSupplier stop) throws EngineFault {
        LegState state;
        synchronized (this) {
            if (hintIgnored) {
                heard("arena: the engine sent no search or book line to hint: it cannot analyse");
                return;
            }
            state = legState();
        }
        if (state.legal().length == 0) {
            return;
        }
        // No time limit but Stop: the engine's clock is ample and the hint ends by itself or at a ping.
        hint((NBoardSeat) seat, state, CLOCK_MS, lines, System.nanoTime() + CLOCK_MS * 1_000_000L, stop);
    }

    @Override
    protected EngineMove askEngine(OthelloSeat seat, long turnMs) throws EngineFault {
        LegState state;
        int best;
        synchronized (this) {
            state = legState();
            best = nboard && !hintIgnored && state.legal().length > 0 ? bestLines : 0;
        }
        if (best > 0) {
            // The hint has the move's time; the go after it its own (the page's clock counts the go's).
            long hintMs = nboardClockMs(turnMs, state.board().discs(1) + state.board().discs(2));
            hint((NBoardSeat) seat, state, hintMs, best, System.nanoTime() + (turnMs + TOLERANCE_MS) * 1_000_000L,
                    () -> false);
        }
        long sent = System.nanoTime();
        long remainingMs = CLOCK_MS;
        long limitMs = turnMs;
        if (nboard) {
            // NBoard has no time per move, only the game's clock in set game's TI[]: the engine is
            // given the page's time for each of its moves still to come, and may use that clock.
            remainingMs = nboardClockMs(turnMs, state.board().discs(1) + state.board().discs(2));
            limitMs = remainingMs;
        }
        OthelloSeat.Answer a = seat.ask(state, remainingMs, turnMs, sent + (limitMs + TOLERANCE_MS) * 1_000_000L);
        return new EngineMove(a.move(), (a.nanos() - sent) / 1_000_000L);
    }

    /** An NBoard engine's clock: {@code turnMs} for each of its moves left (half the empty squares of 8x8, rounded up). */
    static long nboardClockMs(long turnMs, int discs) {
        return turnMs * Math.max(1, (64 - discs + 1) / 2);
    }

    @Override
    protected void playEngineMove(EngineMove m) throws EngineFault {
        if (!board.isLegal(m.move(), toMove)) {
            throw new EngineFault(Fault.ILLEGAL, m.move() < 0 ? "passed with a legal move"
                    : Squares.name(m.move(), variant.size()) + " (" + m.move() + ") is not a legal move");
        }
        play(m.move(), m.ms());
    }

    @Override
    protected void playPersonMove(int move) {
        if (!board.isLegal(move, toMove)) {
            throw new IllegalArgumentException(Squares.name(move, variant.size()) + " is not a legal move");
        }
        play(move, 0);
        candidates.clear(); // the engine's candidates were about the position before
    }

    /** Plays a legal move, then the passes that follow, and ends the game when neither side can move. */
    private void play(int move, long ms) {
        board.play(move, toMove);
        record(move, ms);
        toMove = 3 - toMove;
        if (board.isOver()) {
            int black = board.discs(1);
            int white = board.discs(2);
            int personDiscs = personColor() == 1 ? black : white;
            int engineDiscs = personColor() == 1 ? white : black;
            boolean personWins = variant.fewestWins() ? personDiscs < engineDiscs : personDiscs > engineDiscs;
            gameOver(black == white ? "draw, " + black + " - " + white
                    : (personWins ? "you won, " : "the engine won, ") + black + " - " + white + " (black - white)");
        } else if (board.legalMoves(toMove).length == 0) {
            record(-1, 0);
            toMove = 3 - toMove;
        }
    }

    private void record(int move, long ms) {
        history.add(new LegState.HistoryEntry(toMove, toMove == personColor() ? 0 : 1, move, System.currentTimeMillis()));
        millis.add((int) Math.min(ms, Integer.MAX_VALUE));
    }

    /**
     * A pasted move string, {@code d3c5f6} (case, spaces and commas free), from the game's initial
     * position; a side without a move passes by itself, as in play.
     */
    @Override
    protected Setup readSetup(String text) {
        Matcher m = SQUARE.matcher(text);
        int end = 0;
        OthelloBoard scratch = start.copy();
        int color = 1;
        List<Integer> moves = new ArrayList<>();
        while (m.find()) {
            String name = m.group(1) + m.group(2);
            int sq = Squares.parse(name, variant.size());
            if (sq < 0) {
                throw new IllegalArgumentException(name + " is not a square of " + variant.mode());
            }
            if (scratch.isOver()) {
                throw new IllegalArgumentException("the game is over before " + name);
            }
            if (!scratch.isLegal(sq, color)) {
                throw new IllegalArgumentException("move " + (moves.size() + 1) + ", " + name + ", is not legal for "
                        + colorName(color));
            }
            scratch.play(sq, color);
            moves.add(sq);
            color = scratch.legalMoves(3 - color).length > 0 ? 3 - color : color;
            end = m.end();
        }
        if (!text.substring(end).isBlank()) {
            throw new IllegalArgumentException("not a move string (like d3c5f6) from: " + EngineFault.quote(text.substring(end)));
        }
        if (scratch.isOver()) {
            throw new IllegalArgumentException("the game is over after these moves");
        }
        return new Setup(moves, color);
    }

    @Override
    protected boolean takeBack() {
        // Back to just before the person's last move (the engine's replies and any passes after it go too).
        int keep = history.size();
        boolean found = false;
        while (keep > 0 && !found) {
            LegState.HistoryEntry h = history.get(--keep);
            found = h.color() == personColor() && h.move() >= 0;
        }
        if (!found) {
            throw new IllegalArgumentException("nothing to take back");
        }
        List<LegState.HistoryEntry> replay = new ArrayList<>(history.subList(0, keep));
        List<Integer> replayMs = new ArrayList<>(millis.subList(0, keep));
        resetPosition();
        for (int i = 0; i < replay.size(); i++) {
            LegState.HistoryEntry h = replay.get(i);
            if (h.move() >= 0) {
                board.play(h.move(), h.color());
            }
            history.add(h);
            millis.add(replayMs.get(i));
            toMove = 3 - h.color();
        }
        return false;
    }

    @Override
    public synchronized Record record() {
        Map<String, Object> match = Map.of("game_mode", variant.mode(), "match", 1);
        Map<String, Object> leg = new LinkedHashMap<>();
        leg.put("leg", 0);
        leg.put("black", personColor() == 1 ? "a" : "b");
        leg.put("discs_black", board.discs(1));
        leg.put("discs_white", board.discs(2));
        List<Integer> startCells = new ArrayList<>();
        for (int c : start.cells()) {
            startCells.add(c);
        }
        leg.put("start_board", startCells);
        leg.put("start_to_move", 1);
        List<Map<String, Object>> moves = new ArrayList<>();
        for (int i = 0; i < history.size(); i++) {
            moves.add(Map.of("color", history.get(i).color(), "move", history.get(i).move(), "ms", millis.get(i)));
        }
        leg.put("moves", moves);
        String ggf = GgfExport.of(Records.mapper().valueToTree(match), Records.mapper().valueToTree(leg),
                new Names("person", "engine"));
        return new Record("othello-game.ggf", "text/plain; charset=utf-8", ggf);
    }
}
