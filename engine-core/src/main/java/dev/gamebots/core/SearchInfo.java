package dev.gamebots.core;

/**
 * What a searcher reports after each completed iteration (alpha-beta) or at intervals (MCTS).
 *
 * @param depth       nominal depth of the iteration (MCTS: deepest tree level reached)
 * @param score       score of the best move from the root side to move (see {@link Score})
 * @param pv          principal variation, best move first
 * @param nodes       nodes searched so far in this search (MCTS: playouts)
 * @param nodesPerSecond speed so far
 * @param elapsedMillis time since the search started
 * @param exact       true when the score is proven (no heuristic leaf below it)
 */
public record SearchInfo(int depth, int score, int[] pv, long nodes, long nodesPerSecond, long elapsedMillis,
                         boolean exact) {

    /** An iteration whose score rests on heuristic values. */
    public SearchInfo(int depth, int score, int[] pv, long nodes, long nodesPerSecond, long elapsedMillis) {
        this(depth, score, pv, nodes, nodesPerSecond, elapsedMillis, false);
    }

    /** The principal variation as space-separated move numbers, or with the given formatter. */
    public String pvString(java.util.function.IntFunction<String> moveName) {
        StringBuilder sb = new StringBuilder();
        for (int m : pv) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(moveName.apply(m));
        }
        return sb.toString();
    }
}
