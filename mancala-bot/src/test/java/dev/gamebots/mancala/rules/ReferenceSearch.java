package dev.gamebots.mancala.rules;

/**
 * Plain negamax over {@link ReferenceKalah}: no pruning, no table, no ordering. Exponential; used only
 * on small positions as the independent reference for the solver and the endgame database.
 */
public final class ReferenceSearch {

    private ReferenceSearch() {
    }

    /** Final store difference from the side to move under perfect play. */
    static int margin(ReferenceKalah r) {
        if (r.gameOver()) {
            return r.finalMarginForMover();
        }
        int best = Integer.MIN_VALUE;
        for (int h = 0; h < r.holes; h++) {
            if (r.legal(h)) {
                best = Math.max(best, marginAfter(r, h));
            }
        }
        return best;
    }

    /** Final store difference for the side to move of {@code r} if it plays {@code hole} and both play perfectly after. */
    static int marginAfter(ReferenceKalah r, int hole) {
        ReferenceKalah c = r.copy();
        c.play(hole);
        int v = margin(c);
        return c.toMove == r.toMove ? v : -v;
    }

    /** The exact final margin for the side to move of {@code k}, computed on an independent copy. */
    public static int margin(Kalah k) {
        return margin(KalahTest.reference(k));
    }

    /** The exact final margin for the side to move of {@code k} after it plays {@code hole}. */
    public static int marginAfter(Kalah k, int hole) {
        return marginAfter(KalahTest.reference(k), hole);
    }
}
