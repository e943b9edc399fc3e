package dev.gamebots.gomoku.search;

/**
 * How a search chose its move, as a value the code can branch on; its text is what the protocol's
 * MESSAGE lines and the bench print. {@code vcfMoves}: the own moves of the winning VCF, for
 * {@link Kind#VCF} only (0 otherwise).
 */
public record MoveReason(Kind kind, int vcfMoves) {

    /** The ways a move is chosen, with the text each prints as. */
    public enum Kind {
        GAME_OVER("game over"),
        FIVE("five"),
        LOST_TO_TWO_FIVES("lost: two fives threatened"),
        FORCED_BLOCK("forced block"),
        OPEN_FOUR("open four"),
        LOST("lost"),
        LOST_NO_DEFENCE("lost: no defence"),
        VCF("VCF in %d"),
        VCT("VCT"),
        /** The root kept only the moves that refute the opponent's VCF, then searched them. */
        DEFENDING_VCF("defending a VCF"),
        /** The opponent has a VCF that no root move refutes; the search chose among all moves. */
        UNSTOPPABLE_VCF("opponent has an unstoppable VCF"),
        SEARCH("search"),
        STOPPED("stopped (END or end of input)"),
        OUT_OF_TIME("out of time"),
        ENGINE_CORE_ALPHA_BETA("engine-core alpha-beta"),
        ENGINE_CORE_MCTS("engine-core MCTS");

        private final String text;

        Kind(String text) {
            this.text = text;
        }
    }

    public static MoveReason of(Kind kind) {
        return new MoveReason(kind, 0);
    }

    /** A VCF win in {@code moves} own moves. */
    public static MoveReason vcf(int moves) {
        return new MoveReason(Kind.VCF, moves);
    }

    @Override
    public String toString() {
        return kind == Kind.VCF ? String.format(kind.text, vcfMoves) : kind.text;
    }
}
