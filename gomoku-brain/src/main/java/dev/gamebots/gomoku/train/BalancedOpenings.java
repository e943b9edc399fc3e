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
 * Random openings that our own search finds close to even, for matches that test a change (SPRT).
 * A match plays each opening twice with colours swapped; an opening that one side wins whatever
 * the engines do gives a split pair, which says nothing about the change and only costs games.
 * Random stones near the centre mostly leave one side clearly ahead (a 3-4 stone set gave 177 split
 * pairs of 231, docs/strength.md), so each candidate is searched at a fixed node budget from the
 * side to move and kept only when the score is within a margin of zero.
 *
 * <p>Candidate {@code i} depends only on the seed and {@code i} (stones, then a search from a fresh
 * table with a node limit), so a file of openings is a function of the options.
 */
public final class BalancedOpenings {

    /** One candidate: its stones in playing order (black first) and the search score for the side to move. */
    public record Candidate(int[] xs, int[] ys, int score) {

        /** Offsets from the centre ({@code size / 2}), as opening files give them: {@code dx,dy, dx,dy, ...}. */
        public String offsets(int size) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < xs.length; i++) {
                if (i > 0) {
                    line.append(", ");
                }
                line.append(xs[i] - size / 2).append(',').append(ys[i] - size / 2);
            }
            return line.toString();
        }
    }

    private final Rule rule;
    private final int size;
    private final int minStones;
    private final int maxStones;
    private final int radius;
    private final long nodes;
    private final long seed;
    private final PatternModel model;
    private final SearchConfig config;

    public BalancedOpenings(Rule rule, int size, int minStones, int maxStones, int radius, long nodes, long seed,
                            PatternModel model, SearchConfig config) {
        if (minStones < 1 || maxStones < minStones || radius < 1 || 2 * radius + 1 > size) {
            throw new IllegalArgumentException("need 1 <= stones min <= max and a radius that fits the board");
        }
        this.rule = rule;
        this.size = size;
        this.minStones = minStones;
        this.maxStones = maxStones;
        this.radius = radius;
        this.nodes = nodes;
        this.seed = seed;
        this.model = model;
        this.config = config;
    }

    /** Candidate number {@code index}: random stones within the radius of the centre, searched. */
    public Candidate candidate(int index) {
        SplittableRandom random = new SplittableRandom(seed * 1_000_003L + index);
        Board board = new Board(size, size, rule);
        int stones = minStones + random.nextInt(maxStones - minStones + 1);
        int[] points = new int[stones];
        RandomStones.place(board, random, stones, radius, points);
        int[] xs = new int[stones];
        int[] ys = new int[stones];
        for (int i = 0; i < stones; i++) {
            xs[i] = board.x(points[i]);
            ys[i] = board.y(points[i]);
        }
        SearchControl control = new SearchControl(Clock.SYSTEM, GomokuSearcher.POLL_INTERVAL);
        GomokuSearcher searcher = new GomokuSearcher(board, new TranspositionTable(4), control, config, model);
        control.begin(SearchControl.NEVER);
        SearchResult result = searcher.search(SearchLimits.nodes(nodes), SearchListener.NONE);
        return new Candidate(xs, ys, result.score());
    }
}
