package dev.gamebots.bench.arena.play;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gamebots.bench.arena.match.EngineFault;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The turn-taking every game's table shares: the person's colour and the engine's time, the engine
 * asked on the server's engine thread without holding the table (so the page reads the state and
 * the engine's thinking meanwhile), a generation number that voids a reply still coming when the
 * person starts a new game or takes back, and a fault that ends the game as the engine's loss.
 * A game supplies its position, its protocol seat ({@code S}) and its rules.
 */
public abstract class TurnTable<S extends AutoCloseable> implements PlayTable {

    /** Thinking lines kept for the page. */
    static final int THINKING_LINES = 40;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Deque<String> thinking = new ArrayDeque<>();
    /** The latest score the engine's thinking stated for each of its moves: {ply, score}. */
    private final List<Eval> evals = new ArrayList<>();
    /** The ply the engine's lines are about: the move it thinks on, or its last one (a log written after it). */
    private int thinkingPly;
    private S seat;
    private boolean engineBusy;
    /** An analysis runs (the person's turn meanwhile stays, without moves); a stop was asked of it. */
    private boolean analysing;
    private volatile boolean stopAsked;
    private int analysisLines;
    private int generation;
    private int personColor = 1;
    private long turnMs = 2000;
    private String engineName = "";
    private String result;
    /** The page's clock: each side's time over the game and on its last move, and when the turn began. */
    private long personMs;
    private long engineMs;
    private long personLastMs = -1;
    private long engineLastMs = -1;
    private long turnStartNanos = System.nanoTime();

    /** A move the engine chose and the milliseconds it took. */
    public record EngineMove(int move, long ms) {
    }

    /** A pasted game to start from: its moves as the page numbers them, and the colour the person then plays. */
    public record Setup(List<Integer> moves, int personColor) {
    }

    /**
     * Reads a pasted game in the game's notation and checks every move by the rules on a scratch
     * position, changing nothing: a malformed text, an illegal move or a finished game is an
     * IllegalArgumentException with the reason; a protocol that cannot start an engine from a
     * position an IllegalStateException. The person then plays the side to move.
     */
    protected abstract Setup readSetup(String text);

    /** A score the engine's thinking stated for its move at {@code ply} (1-based). */
    private record Eval(int ply, ThinkingScore score) {
    }

    /** Moves (and passes) played so far, read under the lock. */
    protected abstract int plies();

    /** The colour to move (1 moves first), read under the table's lock. */
    protected abstract int colorToMove();

    /** The start position, set under the lock. */
    protected abstract void resetPosition();

    /** Starts the engine for a new game (not under the lock: it may take seconds). */
    protected abstract S startSeat() throws EngineFault;

    /** How the page names a colour: "black", "white", ... */
    protected String colorName(int color) {
        return color == 1 ? "first" : "second";
    }

    /** The engine's name once started (its ABOUT line, say), or "". */
    protected String nameOf(S started) {
        return "";
    }

    /**
     * Asks the engine for its move. Not under the lock: an implementation builds its request in a
     * {@code synchronized (this)} block, then waits for the answer outside it.
     */
    protected abstract EngineMove askEngine(S seat, long turnMs) throws EngineFault;

    /**
     * Called (not under the lock) before the engine, already running, is asked for another move:
     * a game whose engine tells its thinking after its answer waits here until it has, so that
     * those lines are tied to the move they are about.
     */
    protected void beforeNextTurn(S running) {
    }

    /** Whether the engine's protocol can analyse a position without playing (Gomoku's YXNBEST). */
    protected boolean analyses() {
        return false;
    }

    /**
     * Has the engine analyse the position, {@code lines} best moves, until {@code stop} says so or it
     * ends by itself; its answer is not played. Not under the lock, as {@link #askEngine}.
     */
    protected void analyseWith(S seat, int lines, BooleanSupplier stop) throws EngineFault {
        throw new IllegalStateException("this game's protocol cannot analyse");
    }

    /** Plays the engine's move (under the lock); an illegal one is an EngineFault. */
    protected abstract void playEngineMove(EngineMove move) throws EngineFault;

    /** Plays the person's move (under the lock); an illegal one is an IllegalArgumentException. */
    protected abstract void playPersonMove(int move);

    /**
     * Takes back the last move of each side, back to the person's turn (under the lock). Returns
     * whether the engine must be started afresh because its protocol cannot follow the take-back.
     * Nothing to take back is an IllegalArgumentException.
     */
    protected abstract boolean takeBack();

    /** Ends the game with this outcome, told as the page says it ("you won by ..."). */
    protected final void gameOver(String outcome) {
        result = outcome;
    }

    protected final boolean isOver() {
        return result != null;
    }

    protected final int personColor() {
        return personColor;
    }

    protected final String engineName() {
        return engineName;
    }

    protected final String result() {
        return result;
    }

    /** Whether the person may move now. */
    protected final boolean personsTurn() {
        return result == null && !engineBusy && !analysing && colorToMove() == personColor;
    }

    /** Whether an analysis runs. */
    protected final boolean isAnalysing() {
        return analysing;
    }

    /** A line the engine printed while thinking, for the page. */
    protected final synchronized void heard(String line) {
        ThinkingScore score = thinkingPly > 0 ? ThinkingScore.of(line) : null;
        if (score != null) {
            if (!evals.isEmpty() && evals.get(evals.size() - 1).ply() == thinkingPly) {
                evals.remove(evals.size() - 1); // the latest of the move's lines is its evaluation
            }
            evals.add(new Eval(thinkingPly, score));
        }
        thinking.addLast(line);
        while (thinking.size() > THINKING_LINES) {
            thinking.removeFirst();
        }
    }

    /** The state's common fields; a game adds {@code game}, {@code title}, {@code board}, {@code legal}, {@code moves}. */
    protected final ObjectNode commonState() {
        ObjectNode s = JSON.createObjectNode();
        s.put("toMove", result != null ? "over" : colorToMove() == personColor ? "person" : "engine");
        s.put("personColor", colorName(personColor));
        s.put("result", result);
        s.putArray("thinking").addAll(thinking.stream().map(s::textNode).toList());
        s.put("engine", engineName);
        s.put("engineBusy", engineBusy);
        s.put("analysing", analysing);
        s.put("analyses", analyses());
        s.put("turnMs", turnMs);
        ArrayNode graph = s.putArray("evals");
        for (Eval e : evals) {
            ObjectNode o = graph.addObject();
            o.put("ply", e.ply());
            o.put("score", e.score().value());
            o.put("decisive", e.score().decisive());
            o.put("text", e.score().text());
        }
        ObjectNode clock = s.putObject("clock");
        clock.put("personMs", personMs);
        clock.put("engineMs", engineMs);
        clock.put("personLastMs", personLastMs);
        clock.put("engineLastMs", engineLastMs);
        // The side whose time runs now and for how long: the page counts on from there.
        String running = result != null ? "" : engineBusy || colorToMove() != personColor ? "engine" : "person";
        clock.put("running", running);
        clock.put("runningMs", running.isEmpty() ? 0 : (System.nanoTime() - turnStartNanos) / 1_000_000L);
        return s;
    }

    /** A move was played: the next turn's time starts now. */
    private void turnEnds() {
        turnStartNanos = System.nanoTime();
    }

    @Override
    public final void newGame(boolean personFirst, long turnMs) {
        S old;
        synchronized (this) {
            old = restart(personFirst ? 1 : 2, turnMs);
        }
        closeQuietly(old);
    }

    @Override
    public final void setUp(String text, long turnMs) {
        S old;
        synchronized (this) {
            Setup setup = readSetup(text); // throws before anything changed
            old = restart(setup.personColor(), turnMs);
            for (int move : setup.moves()) {
                playPersonMove(move); // checked already: the rules' path for either colour
            }
        }
        // The engine starts afresh at its turn and gets the position its protocol's way.
        closeQuietly(old);
    }

    /** A new game's state (under the lock); returns the old engine, to be closed outside the lock. */
    private S restart(int personColor, long turnMs) {
        generation++;
        S old = seat;
        seat = null;
        thinking.clear();
        evals.clear();
        thinkingPly = 0;
        this.personColor = personColor;
        this.turnMs = turnMs;
        result = null;
        engineBusy = false;
        analysing = false; // a running analysis ends with its engine, closed by the caller
        personMs = 0;
        engineMs = 0;
        personLastMs = -1;
        engineLastMs = -1;
        turnEnds();
        resetPosition();
        return old;
    }

    @Override
    public final synchronized void personMove(int move) {
        if (result != null) {
            throw new IllegalArgumentException("the game is over: " + result);
        }
        if (engineBusy || colorToMove() != personColor) {
            throw new IllegalArgumentException("it is the engine's turn");
        }
        if (analysing) {
            throw new IllegalArgumentException("the engine is analysing: stop it first");
        }
        playPersonMove(move);
        personLastMs = (System.nanoTime() - turnStartNanos) / 1_000_000L;
        personMs += personLastMs;
        turnEnds();
    }

    @Override
    public final synchronized boolean engineToMove() {
        return result == null && !engineBusy && colorToMove() != personColor;
    }

    /** The engine of the game {@code gen}, started if need be (not under the lock); null when the game changed meanwhile. */
    private S runningSeat(int gen) throws EngineFault {
        synchronized (this) {
            if (gen != generation) {
                return null;
            }
            if (seat != null) {
                return seat;
            }
        }
        S started = startSeat();
        synchronized (this) {
            if (gen != generation) {
                closeQuietly(started);
                return null;
            }
            seat = started;
            engineName = nameOf(started);
        }
        return started;
    }

    /** What the engine is asked on the engine thread: a move or an analysis. */
    @FunctionalInterface
    private interface EngineJob {
        void run() throws EngineFault;
    }

    /**
     * Runs {@code job} for the game {@code gen}: a fault ends that game as the engine's ({@code doing}
     * says when, for the page), and {@code done} runs under the lock at the end, unless the game changed.
     */
    private void runForGame(int gen, String doing, EngineJob job, Runnable done) {
        try {
            job.run();
        } catch (EngineFault f) {
            synchronized (this) {
                if (gen == generation) {
                    result = "the engine lost by a fault" + doing + ": " + f.fault().label() + " (" + f.detail() + ")";
                }
            }
        } catch (RuntimeException e) {
            // The arena could not ask (no temporary file for a bot's log, say): the game ends, the page says why.
            synchronized (this) {
                if (gen == generation) {
                    result = "the engine could not be asked" + doing + ": " + e.getMessage();
                }
            }
        } finally {
            synchronized (this) {
                if (gen == generation) {
                    done.run();
                }
            }
        }
    }

    @Override
    public final void engineTurn() {
        int gen;
        S running;
        long ms;
        synchronized (this) {
            running = seat;
        }
        if (running != null) {
            beforeNextTurn(running);
        }
        synchronized (this) {
            if (!engineToMove()) {
                return;
            }
            engineBusy = true;
            thinkingPly = plies() + 1;
            gen = generation;
            ms = turnMs;
        }
        runForGame(gen, "", () -> {
            S s = runningSeat(gen);
            if (s == null) {
                return;
            }
            EngineMove m = askEngine(s, ms);
            synchronized (this) {
                if (gen == generation) {
                    playEngineMove(m);
                    // The engine's time as its protocol measures it, request to answer (as a match's clock).
                    engineLastMs = m.ms();
                    engineMs += m.ms();
                    turnEnds();
                }
            }
        }, () -> engineBusy = false);
    }

    @Override
    public final synchronized void beginAnalysis(int lines) {
        if (!analyses()) {
            throw new IllegalStateException("this game's protocol cannot analyse");
        }
        if (result != null) {
            throw new IllegalStateException("the game is over: " + result);
        }
        if (analysing) {
            throw new IllegalStateException("the engine is analysing already");
        }
        if (engineBusy || colorToMove() != personColor) {
            throw new IllegalStateException("the engine is thinking: wait for its move");
        }
        analysing = true;
        stopAsked = false;
        analysisLines = lines;
        thinkingPly = 0; // its lines are about no move of the game: no point of the graph
    }

    @Override
    public final void analysis() {
        int gen;
        int lines;
        synchronized (this) {
            if (!analysing) {
                return;
            }
            gen = generation;
            lines = analysisLines;
        }
        runForGame(gen, " while analysing", () -> {
            S s = runningSeat(gen);
            if (s != null) {
                analyseWith(s, lines, () -> stopAsked);
            }
        }, () -> analysing = false);
    }

    @Override
    public final synchronized void stopAnalysis() {
        if (!analysing) {
            throw new IllegalStateException("no analysis is running");
        }
        stopAsked = true; // the analysis's own thread sends the stop its protocol's way
    }

    @Override
    public final void undo() {
        S old = null;
        synchronized (this) {
            if (engineBusy) {
                throw new IllegalStateException("the engine is thinking: wait for its move");
            }
            if (analysing) {
                throw new IllegalStateException("the engine is analysing: stop it first");
            }
            if (takeBack()) {
                old = seat;
                seat = null;
                generation++;
            }
            evals.removeIf(e -> e.ply() > plies());
            thinkingPly = 0; // what the engine says now is about no move on the board
            result = null;
            turnEnds();
        }
        closeQuietly(old);
    }

    @Override
    public final void close() {
        S old;
        synchronized (this) {
            generation++;
            old = seat;
            seat = null;
        }
        closeQuietly(old);
    }

    private static void closeQuietly(AutoCloseable c) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (Exception e) {
            // the process is killed either way
        }
    }
}
