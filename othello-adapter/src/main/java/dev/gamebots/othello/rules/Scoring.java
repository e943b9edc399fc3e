package dev.gamebots.othello.rules;

/** How a finished 8x8 game is scored for the exact endgame solver, from the side to move. */
public enum Scoring {
    /** FlipSight std/reversi: own discs minus opponent discs; empty squares count for nobody. */
    DISCS,
    /** FlipSight anti: opponent discs minus own discs (fewest discs wins; being wiped out wins). */
    ANTI_DISCS,
    /**
     * World Othello Federation rules, used by the FFO test suite: empty squares go to the winner
     * (none on a draw).
     */
    WOF;

    /** The final score with {@code own} and {@code opp} discs on the board. */
    public int score(int own, int opp) {
        switch (this) {
            case DISCS:
                return own - opp;
            case ANTI_DISCS:
                return opp - own;
            default:
                int diff = own - opp;
                int empty = 64 - own - opp;
                return diff > 0 ? diff + empty : diff < 0 ? diff - empty : 0;
        }
    }

    /** The scoring of a FlipSight 8x8 game. */
    public static Scoring forVariant(Variant variant) {
        return variant.isAnti() ? ANTI_DISCS : DISCS;
    }
}
