package dev.gamebots.core;

/**
 * Search scores. Heuristic values live in {@code [-Game.MAX_EVAL, Game.MAX_EVAL]}; proven results live
 * in a band far above them and encode both the margin and the distance to the end of the game:
 * {@code win(margin, ply) = WIN + margin * MARGIN_UNIT - ply}. A bigger margin always beats a shorter
 * route, and among equal margins a win is taken by the shortest route and a loss delayed the longest.
 */
public final class Score {

    /** Distances are counted in plies below this bound. */
    public static final int MAX_PLY = 1000;
    /** One point of margin outweighs any difference in distance. */
    public static final int MARGIN_UNIT = 1024;
    /** Margins must stay below this (discs, stones, or 1 for a plain win). */
    public static final int MAX_MARGIN = 1024;
    /** Base of the decisive band. */
    public static final int WIN = 1 << 24;
    /** Larger than every score; the initial window is (-INFINITE, INFINITE). */
    public static final int INFINITE = WIN + MAX_MARGIN * MARGIN_UNIT + MAX_PLY + 1;

    private Score() {
    }

    /** The score of a finished game {@code ply} plies from the root, from the side to move. */
    public static int terminal(int outcome, int ply) {
        if (outcome > 0) {
            return WIN + outcome * MARGIN_UNIT - ply;
        }
        if (outcome < 0) {
            return -WIN + outcome * MARGIN_UNIT + ply;
        }
        return 0;
    }

    /** True when the score is a proven win or loss. */
    public static boolean isDecisive(int score) {
        return score >= WIN - MAX_PLY || score <= -WIN + MAX_PLY;
    }

    /** The game's margin of a decisive score (positive for the side it is seen from); 0 otherwise. */
    public static int margin(int score) {
        if (score >= WIN - MAX_PLY) {
            return (score - WIN + MAX_PLY) / MARGIN_UNIT;
        }
        if (score <= -WIN + MAX_PLY) {
            return -((-score - WIN + MAX_PLY) / MARGIN_UNIT);
        }
        return 0;
    }

    /** Plies from the search root to the end of the game for a decisive score. */
    public static int distance(int score) {
        int s = Math.abs(score);
        int rest = (s - WIN) % MARGIN_UNIT;
        return rest <= 0 ? -rest : MARGIN_UNIT - rest;
    }

    /** Converts a score relative to the root into one relative to a node {@code ply} deep (for storing). */
    public static int toTable(int score, int ply) {
        if (score >= WIN - MAX_PLY) {
            return score + ply;
        }
        if (score <= -WIN + MAX_PLY) {
            return score - ply;
        }
        return score;
    }

    /** Inverse of {@link #toTable}. */
    public static int fromTable(int score, int ply) {
        if (score >= WIN - MAX_PLY) {
            return score - ply;
        }
        if (score <= -WIN + MAX_PLY) {
            return score + ply;
        }
        return score;
    }

    /** Human-readable form: {@code +35}, or {@code win+2@7} (margin 2 in 7 plies), {@code loss-2@7}. */
    public static String format(int score) {
        if (!isDecisive(score)) {
            return (score > 0 ? "+" : "") + score;
        }
        int m = margin(score);
        return (score > 0 ? "win+" : "loss") + m + "@" + distance(score);
    }
}
