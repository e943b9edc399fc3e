package dev.gamebots.bench.arena.match;

/** Wins, draws and losses of engine A; immutable. */
public record Tally(int wins, int draws, int losses) {

    public static final Tally EMPTY = new Tally(0, 0, 0);

    public Tally plus(Outcome o) {
        return switch (o) {
            case A_WINS -> new Tally(wins + 1, draws, losses);
            case DRAW -> new Tally(wins, draws + 1, losses);
            case B_WINS -> new Tally(wins, draws, losses + 1);
        };
    }

    public int total() {
        return wins + draws + losses;
    }

    /** A's points: a win 1, a draw half. */
    public double points() {
        return wins + draws / 2.0;
    }

    /** A's mean score in [0, 1]; NaN with no games. */
    public double score() {
        return total() == 0 ? Double.NaN : points() / total();
    }
}
