package dev.gamebots.gomoku.train;

import dev.gamebots.core.Score;
import java.util.Arrays;

/**
 * One training game as a line of text: {@code rule size winner opening x,y,score ...} with the
 * Gomocup rule mask, the board size, the winner (0 none, 1 black, 2 white), how many of the first
 * moves were the random opening, and per move its point and the mover's search score (0 for
 * opening moves; +-{@link #DECIDED} for a proven win or loss). A game without search scores (a
 * peer engine's, whose evaluation is never a label) has {@code scores} null and its moves written
 * {@code x,y}: it is trained on its result alone.
 */
public record GameRecord(int rule, int size, int winner, int opening, int[] xs, int[] ys, int[] scores) {

    /** The recorded score of a proven result. */
    public static final int DECIDED = 30000;

    /** A search score as recorded: wins and losses as +-{@link #DECIDED}, other scores kept inside them. */
    public static int recordedScore(int searchScore) {
        if (Score.isDecisive(searchScore)) {
            return searchScore > 0 ? DECIDED : -DECIDED;
        }
        return Math.max(-DECIDED + 1, Math.min(DECIDED - 1, searchScore));
    }

    /** This game with {@code newScores} (one per move) in place of its own. */
    public GameRecord withScores(int[] newScores) {
        if (newScores.length != xs.length) {
            throw new IllegalArgumentException(newScores.length + " scores for " + xs.length + " moves");
        }
        return new GameRecord(rule, size, winner, opening, xs, ys, newScores);
    }

    public int plies() {
        return xs.length;
    }

    /** False for a game recorded without search scores (moves written {@code x,y}). */
    public boolean hasScores() {
        return scores != null;
    }

    /** The record as one line (no line end). */
    public String format() {
        StringBuilder sb = new StringBuilder();
        sb.append(rule).append(' ').append(size).append(' ').append(winner).append(' ').append(opening);
        for (int i = 0; i < xs.length; i++) {
            sb.append(' ').append(xs[i]).append(',').append(ys[i]);
            if (scores != null) {
                sb.append(',').append(scores[i]);
            }
        }
        return sb.toString();
    }

    /** Parses a line of {@link #format}. */
    public static GameRecord parse(String line) {
        String[] f = line.trim().split(" ");
        if (f.length < 4) {
            throw new IllegalArgumentException("a game record has at least four fields: " + line);
        }
        int n = f.length - 4;
        int[] xs = new int[n];
        int[] ys = new int[n];
        boolean scored = n == 0 || f[4].split(",").length == 3;
        int[] scores = scored ? new int[n] : null;
        for (int i = 0; i < n; i++) {
            String[] m = f[4 + i].split(",");
            if (m.length != (scored ? 3 : 2)) {
                throw new IllegalArgumentException("a move is x,y,score (or x,y in every move of a game without scores): "
                        + f[4 + i]);
            }
            xs[i] = Integer.parseInt(m[0]);
            ys[i] = Integer.parseInt(m[1]);
            if (scored) {
                scores[i] = Integer.parseInt(m[2]);
            }
        }
        return new GameRecord(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]),
                Integer.parseInt(f[3]), xs, ys, scores);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameRecord g && g.rule == rule && g.size == size && g.winner == winner
                && g.opening == opening && Arrays.equals(g.xs, xs) && Arrays.equals(g.ys, ys)
                && Arrays.equals(g.scores, scores);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(xs) * 31 + Arrays.hashCode(ys);
    }
}
