package dev.gamebots.bench.arena.match;

/** The result of one scored unit (a game, or a match of two games or legs) from engine A's side. */
public enum Outcome {
    A_WINS, DRAW, B_WINS;

    /** A's points: 1, 0.5 or 0. */
    public double scoreForA() {
        return this == A_WINS ? 1.0 : this == DRAW ? 0.5 : 0.0;
    }

    public static Outcome winner(Side side) {
        return side == Side.A ? A_WINS : B_WINS;
    }

    /** From two totals where more is better for the side that has it. */
    public static Outcome compare(double a, double b) {
        return a > b ? A_WINS : a < b ? B_WINS : DRAW;
    }

    public String label() {
        return this == A_WINS ? "a" : this == B_WINS ? "b" : "draw";
    }
}
