package dev.gamebots.gomoku.rules;

/**
 * Renju's forbidden points for black on one {@link Board}: an overline or a double-four (read off the
 * threat class), or a double-three with at least two real threes: a three is real when one of its
 * open-four points is itself allowed, which is tested by trying the stone on the board (to a bounded
 * depth of nested tests).
 */
final class RenjuForbidden {

    private static final int DIRECTIONS = 4;
    private static final int MAX_FORBIDDEN_DEPTH = 8;

    private final Board b;

    RenjuForbidden(Board board) {
        this.b = board;
    }

    /** True when {@code point} is forbidden for black; {@code depth}: nesting of the real-three tests. */
    boolean isForbidden(int point, int depth) {
        int t = b.threat(Stones.BLACK, point);
        if (t == Threat.FIVE) {
            return false;
        }
        if (t == Threat.FORBID) {
            return true;
        }
        int code = b.shapeCode(Stones.BLACK, point);
        if (!Threat.mayBeDoubleThree(code) || depth >= MAX_FORBIDDEN_DEPTH) {
            return false;
        }
        int realThrees = 0;
        b.tryStone(point, Stones.BLACK);
        for (int d = 0; d < DIRECTIONS && realThrees < 2; d++) {
            if (Threat.shape(code, d) == LineShape.FLEX3 && isRealThree(point, d, depth)) {
                realThrees++;
            }
        }
        b.takeBack(point);
        return realThrees >= 2;
    }

    /** With black just placed at {@code point}: does the three along {@code d} have an allowed open-four point? */
    private boolean isRealThree(int point, int d, int depth) {
        int s = b.step(d);
        for (int k = -4; k <= 4; k++) {
            int e = point + k * s;
            if (k != 0 && b.at(e) == Stones.EMPTY && b.shape(Stones.BLACK, e, d) == LineShape.FLEX4
                    && runContains(e, d, point) && !isForbidden(e, depth + 1)) {
                return true;
            }
        }
        return false;
    }

    /** True when the black run through empty {@code e} along {@code d} (e counted black) holds {@code point}. */
    private boolean runContains(int e, int d, int point) {
        int s = b.step(d);
        int l = e;
        while (b.at(l - s) == Stones.BLACK) {
            l -= s;
        }
        int r = e;
        while (b.at(r + s) == Stones.BLACK) {
            r += s;
        }
        int k = (point - l) / s;
        return (point - l) % s == 0 && k >= 0 && l + k * s <= r;
    }
}
