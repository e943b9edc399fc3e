package dev.gamebots.othello.train;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.othello.rules.OthelloBoard;

/**
 * The search of training and analysis: engine-core's alpha-beta on the board's evaluation without
 * ProbCut or reductions, so a fixed-depth value is exactly the negamax value (the table, windows and
 * ordering only make it sooner): labels, self-play moves and ProbCut calibrations do not depend on
 * search heuristics. A proven result comes back in engine-core's decisive band
 * ({@link dev.gamebots.othello.eval.PatternWeights#discs} reads either kind in discs).
 */
public final class FullWidthSearch {

    private FullWidthSearch() {
    }

    /** A searcher for boards of {@code board}'s game with a table of {@code tableMegabytes} MB. */
    public static AlphaBetaSearcher of(OthelloBoard board, int tableMegabytes) {
        return AlphaBetaSearcher.forGame(board, new AlphaBetaSearcher.Config(tableMegabytes, 40, false), Clock.SYSTEM);
    }
}
