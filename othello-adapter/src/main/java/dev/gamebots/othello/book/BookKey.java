package dev.gamebots.othello.book;

import dev.gamebots.othello.rules.Symmetry8;

/**
 * A position's book key: its discs (the side to move's and the other side's) in the orientation whose
 * pair is smallest (unsigned, own first) of the eight symmetric ones, and the symmetry that maps the
 * position onto it. Two positions share a key exactly when one is a symmetric image of the other.
 *
 * @param own      the side to move's discs, canonical orientation
 * @param opp      the other side's discs, canonical orientation
 * @param symmetry what maps the position given onto the canonical one ({@link Symmetry8})
 */
public record BookKey(long own, long opp, int symmetry) {

    /** The key of the position with {@code own} to move against {@code opp}. */
    public static BookKey of(long own, long opp) {
        long bestOwn = own;
        long bestOpp = opp;
        int best = 0;
        for (int s = 1; s < Symmetry8.COUNT; s++) {
            long o = Symmetry8.apply(own, s);
            long p = Symmetry8.apply(opp, s);
            int c = Long.compareUnsigned(o, bestOwn);
            if (c < 0 || c == 0 && Long.compareUnsigned(p, bestOpp) < 0) {
                bestOwn = o;
                bestOpp = p;
                best = s;
            }
        }
        return new BookKey(bestOwn, bestOpp, best);
    }

    /** Whether {@code other} is the same canonical position (the symmetries may differ). */
    public boolean samePosition(BookKey other) {
        return own == other.own && opp == other.opp;
    }
}
