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
import dev.gamebots.gomoku.search.SearchConfig;
import java.util.SplittableRandom;

/**
 * Self-play games for training: the brain's own search plays both sides with a fixed node budget
 * per move, so a game is a function of its index alone (seed, opening, search) and a stopped run
 * resumes where its file ends. Each game starts from a random opening of a few stones near the
 * centre (the published opening sets are too few for training) and is played until a five, a full
 * board or {@link #MAX_PLIES}.
 */
public final class SelfPlay {

    /** A game longer than this is recorded as a draw. */
    public static final int MAX_PLIES = 200;

    private final Rule rule;
    private final int size;
    private final long nodesPerMove;
    private final long seed;
    private final PatternModel model;
    private final int tableMb;
    private final SearchConfig config;

    public SelfPlay(Rule rule, int size, long nodesPerMove, long seed, PatternModel model, int tableMb) {
        this(rule, size, nodesPerMove, seed, model, tableMb, SearchConfig.defaults(rule.kind()));
    }

    /** Self-play with the search settings {@code config} (the brain's are {@link SearchConfig#defaults(Rule.Kind)}). */
    public SelfPlay(Rule rule, int size, long nodesPerMove, long seed, PatternModel model, int tableMb,
                    SearchConfig config) {
        this.config = config;
        this.rule = rule;
        this.size = size;
        this.nodesPerMove = nodesPerMove;
        this.seed = seed;
        this.model = model;
        this.tableMb = tableMb;
    }

    /** Plays game number {@code index}. */
    public GameRecord play(int index) {
        SplittableRandom random = new SplittableRandom(seed * 1_000_003L + index);
        Board board = new Board(size, size, rule);
        SearchControl control = new SearchControl(Clock.SYSTEM, GomokuSearcher.POLL_INTERVAL);
        GomokuSearcher searcher = new GomokuSearcher(board, new TranspositionTable(tableMb), control,
                config, model);
        int openingStones = 2 + random.nextInt(4);
        int[] moves = new int[MAX_PLIES];
        int[] scores = new int[MAX_PLIES];
        RandomStones.place(board, random, openingStones, Math.max(2, Math.min(4, size / 5)), moves);
        int plies = openingStones; // their scores stay 0
        int winner = 0;
        while (plies < MAX_PLIES && !board.isFull()) {
            control.begin(SearchControl.NEVER);
            SearchResult r = searcher.search(SearchLimits.nodes(nodesPerMove), SearchListener.NONE);
            int p = r.bestMove();
            if (p < 0 || !board.isLegal(p)) {
                break; // no legal move (renju black with only forbidden points): a draw
            }
            int mover = board.sideToMove();
            board.makeMove(p);
            moves[plies] = p;
            scores[plies] = GameRecord.recordedScore(r.score());
            plies++;
            if (board.winner() != 0) {
                winner = mover;
                break;
            }
        }
        int[] xs = new int[plies];
        int[] ys = new int[plies];
        for (int i = 0; i < plies; i++) {
            xs[i] = board.x(moves[i]);
            ys[i] = board.y(moves[i]);
        }
        return new GameRecord(rule.gomocupMask(), size, winner, openingStones, xs, ys,
                java.util.Arrays.copyOf(scores, plies));
    }
}
