package dev.gamebots.othello.endgame;

/**
 * MTD(f) for the exact solvers: a sequence of null-window searches converging on the value. Each
 * pass only proves "at least" or "at most", which is much cheaper than a full window, and the
 * solver's table keeps both bounds between passes; a first guess near the value saves most passes.
 */
final class Mtdf {

    /** One null-window search (beta - 1, beta) with at most {@code maxNodes} nodes. */
    interface NullWindow {
        SolveOutcome search(int beta, long maxNodes);
    }

    /**
     * The converged value.
     *
     * @param move     best move found (-1 when none proved anything yet)
     * @param score    the exact value when complete, else the last guess
     * @param nodes    nodes of all passes
     * @param complete false when a pass was cut short
     */
    record Outcome(int move, int score, long nodes, boolean complete) {
    }

    private Mtdf() {
    }

    /**
     * Converges from {@code firstGuess} (clamped to +-{@code maxScore}); {@code outside} is above any
     * score the searches return (their "no bound").
     */
    static Outcome solve(NullWindow pass, int firstGuess, int maxScore, int outside, long maxNodes) {
        long totalNodes = 0;
        int lower = -outside;
        int upper = outside;
        int guess = Math.max(-maxScore, Math.min(maxScore, firstGuess));
        int bestMove = -1;
        while (lower < upper) {
            int beta = guess == lower ? guess + 1 : guess;
            SolveOutcome r = pass.search(beta, maxNodes - totalNodes);
            totalNodes += r.nodes();
            if (!r.complete()) {
                return new Outcome(bestMove, guess, totalNodes, false);
            }
            if (r.score() < beta) {
                upper = r.score();
            } else {
                lower = r.score();
                bestMove = r.move();
            }
            if (bestMove < 0 && r.move() >= 0 && lower == -outside) {
                bestMove = r.move(); // nothing better known yet
            }
            guess = r.score();
        }
        return new Outcome(bestMove, lower, totalNodes, true);
    }
}
