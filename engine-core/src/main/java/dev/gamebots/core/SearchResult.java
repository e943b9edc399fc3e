package dev.gamebots.core;

/**
 * The outcome of one search, the result type of every searcher and solver of the bots.
 *
 * @param bestMove the move to play, or -1 when the root position is terminal (a solver may give -1
 *                 when it was cut short before proving anything)
 * @param score    its score from the root side to move, in the searcher's units (engine-core
 *                 searchers: {@link Score}; a game's own solver says its units)
 * @param depth    deepest completed iteration (MCTS: deepest tree level)
 * @param pv       principal variation, best move first
 * @param nodes    nodes searched (MCTS: playouts)
 * @param elapsedNanos time spent
 * @param stoppedEarly true when a hard deadline, node limit or stop request cut the search short
 * @param exact    true when the score is the game-theoretic value (or, for a search with a window,
 *                 an exact bound): no heuristic leaf and no selective cut contributed to it
 */
public record SearchResult(int bestMove, int score, int depth, int[] pv, long nodes, long elapsedNanos,
                           boolean stoppedEarly, boolean exact) {

    /** A result whose score rests on heuristic values. */
    public SearchResult(int bestMove, int score, int depth, int[] pv, long nodes, long elapsedNanos,
                        boolean stoppedEarly) {
        this(bestMove, score, depth, pv, nodes, elapsedNanos, stoppedEarly, false);
    }

    /** The principal variation of a result without a move. */
    private static final int[] NO_MOVES = new int[0];

    /**
     * The result of an exact solver's search (to the end of the game, {@code depth} plies away, within
     * a window or not): exact when it finished, cut short otherwise; the principal variation is the
     * move alone. The solver's score units are the game's margin.
     */
    public static SearchResult ofSolve(int move, int score, int depth, long nodes, long elapsedNanos,
                                       boolean finished) {
        return new SearchResult(move, score, depth, move >= 0 ? new int[] {move} : NO_MOVES, nodes, elapsedNanos,
                !finished, finished);
    }

    /** True when the score is a proven result in {@link Score} units. */
    public boolean isDecisive() {
        return Score.isDecisive(score);
    }
}
