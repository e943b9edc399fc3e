package dev.gamebots.bench.arena.othello;

import dev.gamebots.bench.arena.match.EngineFault;
import java.util.function.Consumer;

/** One engine playing one colour in one leg, whatever protocol it speaks. */
public interface OthelloSeat extends AutoCloseable {

    /**
     * Asks for a move. Returns the square, or -1 for a pass, with the time the answer arrived;
     * throws when the engine fails (no answer by {@code deadlineNanos}, crash, garbage). Whether the
     * move is legal is the referee's business.
     */
    Answer ask(LegState state, long remainingMs, long budgetMs, long deadlineNanos) throws EngineFault;

    /**
     * Hears, as they come, the lines the engine prints besides its answers: its stderr and, through
     * NBoard, its {@code status}, {@code nodestats}, {@code search} and {@code book} lines. The play
     * page shows them as the engine's thinking; a match does not listen.
     */
    void onThinking(Consumer<String> listener);

    /** How many times the engine process was started again after it exited between moves. */
    int restarts();

    /** Ends the engine process (kills it if it does not exit at once). */
    @Override
    void close();

    /** A move (-1 = pass) and when it arrived (System.nanoTime). */
    record Answer(int move, long nanos) {
    }
}
