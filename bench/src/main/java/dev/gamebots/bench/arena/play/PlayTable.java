package dev.gamebots.bench.arena.play;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One game on the play page between a person and an engine that speaks its real protocol: the
 * position, the person's moves (checked by the same rules as a match), the engine's replies and
 * what it printed while thinking. Implementations are thread-safe: the page reads the state while
 * the engine thinks on the server's engine thread.
 *
 * <p>Moves are numbered as the page draws them: a grid game's cell {@code y * width + x}, a Kalah
 * pit 1..6 of the side to move.
 */
public interface PlayTable extends AutoCloseable {

    /** Most best moves the page asks an engine for. */
    int MAX_BEST_LINES = 5;

    /**
     * Everything the page draws, as JSON: {@code game}, {@code title}, {@code board} (kind and cells),
     * {@code legal} (the person's legal moves, empty when it is not the person's turn), {@code toMove}
     * ("person", "engine" or "over"), {@code result}, {@code moves} (the game so far in the game's
     * notation), {@code thinking} (the engine's latest lines), {@code engine} (its name), {@code turnMs},
     * {@code clock} (each side's milliseconds over the game and on its last move, -1 before its
     * first, and which side's time runs now, for how long), {@code analysing} (an analysis runs).
     */
    ObjectNode state();

    /** A new game; the engine process is started afresh. The person moves first or second. */
    void newGame(boolean personFirst, long turnMs);

    /**
     * A new game from a pasted game (the moves in the game's notation): the person plays the side
     * to move after them, the engine is started afresh and gets the position. A malformed text, an
     * illegal move or a finished game is an IllegalArgumentException and changes nothing; a
     * protocol that cannot start from a position, an IllegalStateException.
     */
    void setUp(String moves, long turnMs);

    /** The person's move; an illegal one, or one out of turn, is an IllegalArgumentException with the reason. */
    void personMove(int move);

    /** Whether it is the engine's turn and it has not been asked yet. */
    boolean engineToMove();

    /**
     * Asks the engine for its move and plays it (blocking, on the server's engine thread). A fault
     * (crash, time-out, illegal move) ends the game and shows on the page as such.
     */
    void engineTurn();

    /** Takes back the last move of each side, back to the person's turn; refused while the engine thinks. */
    void undo();

    /**
     * How many of its best moves the engine shows on each of its moves (0: none, its plain move), for
     * engines whose protocol can tell them (Gomoku's {@code YXNBEST}); others refuse with an
     * IllegalStateException.
     */
    default void showBest(int lines) {
        throw new IllegalStateException("this game's protocol cannot show an engine's best moves");
    }

    /** {@code lines} if it is a number of best moves the page may ask (0 to {@link #MAX_BEST_LINES}), else an IllegalArgumentException. */
    static int checkedBestLines(int lines) {
        if (lines < 0 || lines > MAX_BEST_LINES) {
            throw new IllegalArgumentException("best moves: 0 (none) to " + MAX_BEST_LINES);
        }
        return lines;
    }

    /**
     * Marks the start of an analysis of the position (whoever is to move) with {@code lines} best
     * moves, which {@link #analysis()} then runs on the server's engine thread; refused (an
     * IllegalStateException with the reason) while the engine thinks or analyses, after the game's
     * end, or by a game whose protocol cannot analyse.
     */
    default void beginAnalysis(int lines) {
        throw new IllegalStateException("this game's protocol cannot analyse");
    }

    /**
     * Runs the analysis {@link #beginAnalysis} marked until {@link #stopAnalysis()} (blocking, on the
     * server's engine thread); the engine's answer is not played. A fault ends the game as the engine's.
     */
    default void analysis() {
    }

    /** Asks the running analysis to stop; refused when none runs (an IllegalStateException). */
    default void stopAnalysis() {
        throw new IllegalStateException("no analysis is running");
    }

    /** The game as a record file (SGF, GGF or the Kalah record): its file name and text. */
    Record record();

    /** A saved game. */
    record Record(String fileName, String mediaType, String text) {
    }

    @Override
    void close();
}
