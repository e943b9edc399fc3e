package dev.gamebots.core;

/**
 * The outcome of one search.
 *
 * @param bestMove the move to play, or -1 when the root position is terminal
 * @param score    its score from the root side to move (see {@link Score})
 * @param depth    deepest completed iteration (MCTS: deepest tree level)
 * @param pv       principal variation, best move first
 * @param nodes    nodes searched (MCTS: playouts)
 * @param elapsedNanos time spent
 * @param stoppedEarly true when a hard deadline, node limit or stop request cut the search short
 */
public record SearchResult(int bestMove, int score, int depth, int[] pv, long nodes, long elapsedNanos,
                           boolean stoppedEarly) {

    /** True when the score is a proven result. */
    public boolean isDecisive() {
        return Score.isDecisive(score);
    }
}
