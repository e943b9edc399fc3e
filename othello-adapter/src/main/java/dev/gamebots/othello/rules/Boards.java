package dev.gamebots.othello.rules;

/** Makes the right board for a variant. */
public final class Boards {

    private Boards() {
    }

    /** The starting position of {@code variant} (Reversi: the empty board). */
    public static OthelloBoard start(Variant variant) {
        return variant.size() == 8 ? new Board8(variant) : new Board10(variant);
    }
}
