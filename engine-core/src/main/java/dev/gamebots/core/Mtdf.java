package dev.gamebots.core;

/**
 * The one MTD(f) driver of the code base (Plaat et al.): a sequence of null-window searches
 * converging on the value. Each pass only proves "at least beta" or "below beta", which is much
 * cheaper than a full window, and a table that keeps both bounds between passes makes the later
 * passes cheap; a first guess near the value saves most of them. The exact solvers use it (Othello's
 * endgame, Kalah's solver), each with its own pass.
 *
 * <p>A pass must be fail-soft: a value below beta is an upper bound on the true value, one at or
 * above beta a lower bound.
 */
public final class Mtdf {

    /** One null-window search of the caller's position. */
    public interface Pass {

        /** Searches the window (beta - 1, beta) and returns a fail-soft value. */
        int search(int beta);

        /** True when the last {@link #search} was cut short (its value is void). */
        boolean aborted();

        /** The best root move of the last {@link #search}, or -1. */
        int move();

        /** Told after each finished pass the bounds proven so far (progress reports). */
        default void passDone(int lower, int upper) {
        }
    }

    /**
     * Where the driver stopped.
     *
     * @param complete     false when a pass was cut short
     * @param value        the exact value when complete (else the guess of the pass that was cut short)
     * @param lower        the best lower bound proven (-outside: none)
     * @param upper        the best upper bound proven (outside: none)
     * @param failedHigh   true when some pass failed high
     * @param provenMove   the move of the last pass that failed high (a move proven to reach
     *                     {@code lower}), or -1
     * @param fallbackMove the first move (not -1) of a pass that failed low before any failed high, or
     *                     -1: the best a caller has when no move was proven to reach anything
     * @param lastValue    the last finished pass's value: {@code value} when the passes agree; a
     *                     depth-limited search with a table may end a little off it
     */
    public record Outcome(boolean complete, int value, int lower, int upper, boolean failedHigh, int provenMove,
                          int fallbackMove, int lastValue) {

        /** The proven move once a pass failed high, else the fallback move (-1 when there is neither). */
        public int bestMove() {
            return failedHigh ? provenMove : fallbackMove;
        }
    }

    private Mtdf() {
    }

    /**
     * Converges from {@code firstGuess} (clamped to +-{@code maxScore}); {@code outside} is above any
     * value the passes return (their "no bound").
     */
    public static Outcome solve(Pass pass, int firstGuess, int maxScore, int outside) {
        int lower = -outside;
        int upper = outside;
        int guess = Math.max(-maxScore, Math.min(maxScore, firstGuess));
        boolean failedHigh = false;
        int provenMove = -1;
        int fallbackMove = -1;
        int lastValue = guess;
        while (lower < upper) {
            int beta = guess == lower ? guess + 1 : guess;
            int value = pass.search(beta);
            if (pass.aborted()) {
                return new Outcome(false, guess, lower, upper, failedHigh, provenMove, fallbackMove, lastValue);
            }
            if (value < beta) {
                upper = value;
                if (!failedHigh && fallbackMove < 0) {
                    fallbackMove = pass.move();
                }
            } else {
                lower = value;
                failedHigh = true;
                provenMove = pass.move();
            }
            guess = value;
            lastValue = value;
            pass.passDone(lower, upper);
        }
        return new Outcome(true, lower, lower, upper, failedHigh, provenMove, fallbackMove, lastValue);
    }
}
