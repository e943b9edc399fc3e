package dev.gamebots.gomoku.train;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.SearchSettings;

/**
 * Labels a recorded game's positions with our own search (issue 43: a stronger engine's games are
 * data, its evaluation never a label): before each move after the opening, the side to move's score
 * from a search of a fixed number of nodes, recorded as {@link SelfPlay} records its own. The game is
 * replayed as self-play plays it (one searcher and table per game, the same searches in the same
 * order), so a self-play game labelled at its own node budget gets its own scores back; labels from
 * a deeper search than the games were played at are what {@code train} blends with the results.
 */
public final class SearchLabels {

    private final long nodes;
    private final PatternModel model;
    private final int tableMb;
    private final SearchSettings settings;

    /**
     * @param nodes    search nodes per position
     * @param model    the evaluation's tables (null: the hand-set values)
     * @param tableMb  transposition table per game in MB
     * @param settings search settings (each game's rule picks its own)
     */
    public SearchLabels(long nodes, PatternModel model, int tableMb, SearchSettings settings) {
        if (nodes < 1 || tableMb < 1) {
            throw new IllegalArgumentException("nodes and table size must be positive");
        }
        this.nodes = nodes;
        this.model = model;
        this.tableMb = tableMb;
        this.settings = settings;
    }

    /**
     * The game with its scores from our search (opening moves 0, as self-play records them).
     *
     * @throws IllegalArgumentException when a move is off the board, on a stone, or after the game ended
     */
    public GameRecord label(GameRecord game) {
        Rule rule = Rule.fromGomocup(game.rule());
        Board board = new Board(game.size(), game.size(), rule);
        SearchControl control = new SearchControl(Clock.SYSTEM, GomokuSearcher.POLL_INTERVAL);
        GomokuSearcher searcher = new GomokuSearcher(board, new TranspositionTable(tableMb), control,
                settings.forRule(rule), model);
        int[] scores = new int[game.plies()];
        for (int t = 0; t < game.plies(); t++) {
            int x = game.xs()[t];
            int y = game.ys()[t];
            if (board.winner() != 0 || !board.onBoard(x, y) || !board.isEmpty(board.index(x, y))) {
                throw new IllegalArgumentException("move " + (t + 1) + " (" + x + "," + y + ") cannot be played"
                        + (board.winner() != 0 ? ": the game has ended" : ""));
            }
            if (t >= game.opening()) {
                control.begin(SearchControl.NEVER);
                SearchResult r = searcher.search(SearchLimits.nodes(nodes), SearchListener.NONE);
                scores[t] = GameRecord.recordedScore(r.score());
            }
            board.makeMove(board.index(x, y));
        }
        return game.withScores(scores);
    }
}
