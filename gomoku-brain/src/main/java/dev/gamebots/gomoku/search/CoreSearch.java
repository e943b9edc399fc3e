package dev.gamebots.gomoku.search;

import dev.gamebots.core.SearchControl;
import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.MctsSearcher;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;

/**
 * The comparison modes: engine-core's {@link AlphaBetaSearcher} or {@link MctsSearcher} on a
 * {@link CandidateGame} view of the board. Both keep the root shortcuts every brain needs (a five,
 * a forced block) through the view's move list; neither runs the threat solvers.
 */
public final class CoreSearch implements BrainSearch {

    /** Quiet moves kept per position by the view. */
    public static final int WIDTH = 20;
    /** Evaluation units per unit of tanh in the MCTS leaf value. */
    private static final double MCTS_SCALE = 600.0;

    private final CandidateGame game;
    private final SearchControl control;
    private final AlphaBetaSearcher alphaBeta;
    private final MctsSearcher mcts;

    private CoreSearch(SearchControl control, AlphaBetaSearcher alphaBeta, MctsSearcher mcts, CandidateGame game) {
        this.game = game;
        this.control = control;
        this.alphaBeta = alphaBeta;
        this.mcts = mcts;
    }

    /**
     * engine-core alpha-beta (PVS, aspiration, late move reductions) on the session's table (null:
     * none). It runs under a control of its own, which each search begins; the session's control
     * gives it its deadline and stop request.
     */
    public static CoreSearch alphaBeta(Board board, SearchControl control, TranspositionTable table) {
        CandidateGame game = new CandidateGame(board, WIDTH);
        AlphaBetaSearcher ab = AlphaBetaSearcher.forGame(game, new AlphaBetaSearcher.Config(0, 50, true),
                new SearchControl(control.clock(), GomokuSearcher.POLL_INTERVAL), table);
        return new CoreSearch(control, ab, null, game);
    }

    /** engine-core MCTS (UCT with MCTS-Solver), leaves valued by the static evaluation. */
    public static CoreSearch mcts(Board board, SearchControl control, int treeNodes) {
        CandidateGame game = new CandidateGame(board, WIDTH);
        MctsSearcher m = new MctsSearcher(game.maxMoves(),
                MctsSearcher.Config.defaults().withMaxTreeNodes(treeNodes).withExploration(1.0), control.clock(),
                null, g -> Math.tanh(((CandidateGame) g).evaluate() / MCTS_SCALE), null);
        return new CoreSearch(control, null, m, game);
    }

    @Override
    public SearchResult search(SearchLimits limits, SearchListener listener) {
        SearchLimits l = limits.withDeadlines(limits.softDeadline(), Math.min(limits.hardDeadline(), control.deadline()));
        if (control.stopRequested()) {
            l = l.withDeadlines(0, 0);
        }
        return alphaBeta != null ? alphaBeta.search(game, l, listener) : mcts.search(game, l, listener);
    }

    @Override
    public void newGame() {
        if (alphaBeta != null) {
            alphaBeta.newGame();
        } else {
            mcts.newGame();
        }
    }

    @Override
    public void stop() {
        control.stop();
        if (alphaBeta != null) {
            alphaBeta.stop();
        } else {
            mcts.stop();
        }
    }

    @Override
    public MoveReason reason() {
        return MoveReason.of(alphaBeta != null ? MoveReason.Kind.ENGINE_CORE_ALPHA_BETA : MoveReason.Kind.ENGINE_CORE_MCTS);
    }
}
