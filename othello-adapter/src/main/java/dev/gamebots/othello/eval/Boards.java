package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;

/**
 * Makes the right board for a variant, evaluated by the hand-made evaluation (the first version's,
 * and the default until a session gives a board trained weights). The boards themselves only know
 * the evaluator interfaces: this is where the rules meet an evaluation.
 */
public final class Boards {

    private Boards() {
    }

    /** The starting position of {@code variant} (Reversi: the empty board). */
    public static OthelloBoard start(Variant variant) {
        return variant.size() == 8 ? board8(variant) : board10(variant);
    }

    /** An 8x8 starting position with {@link Evaluation8}. */
    public static Board8 board8(Variant variant) {
        return new Board8(variant, Evaluation8.forVariant(variant));
    }

    /** A 10x10 starting position with {@link Evaluation10} of the variant's blocked squares. */
    public static Board10 board10(Variant variant) {
        // Made for grand's geometry; the board remakes it for its own blocked squares.
        return new Board10(variant, Evaluation10.forBlocked(0, 0));
    }
}
