package dev.gamebots.gomoku.rules;

/**
 * Independent reference for the rules, written from their definitions with plain bounds-checked
 * scans of an {@code int[x][y]} grid (values of {@link Stones}), sharing no code with the tables.
 * Slow and obvious on purpose: tests compare the incremental board against it.
 */
final class RuleReference {

    private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    private RuleReference() {
    }

    static int at(int[][] g, int x, int y) {
        if (x < 0 || y < 0 || x >= g.length || y >= g[0].length) {
            return Stones.BLOCKED;
        }
        return g[x][y];
    }

    /** Length of the run of {@code color} through (x, y) along direction d (the point itself counted). */
    static int run(int[][] g, int x, int y, int d, int color) {
        int dx = DIRS[d][0];
        int dy = DIRS[d][1];
        int n = 1;
        for (int i = 1; at(g, x + i * dx, y + i * dy) == color; i++) {
            n++;
        }
        for (int i = 1; at(g, x - i * dx, y - i * dy) == color; i++) {
            n++;
        }
        return n;
    }

    /** With {@code color} at (x, y): does the run through it along d win under {@code rule}? */
    static boolean winsAlong(int[][] g, int x, int y, int d, int color, Rule rule) {
        int dx = DIRS[d][0];
        int dy = DIRS[d][1];
        int a = 1;
        while (at(g, x + a * dx, y + a * dy) == color) {
            a++;
        }
        int b = 1;
        while (at(g, x - b * dx, y - b * dy) == color) {
            b++;
        }
        int len = a + b - 1;
        boolean exact = switch (rule.kind()) {
            case FREESTYLE -> false;
            case STANDARD -> true;
            case RENJU -> color == Stones.BLACK;
            case CARO -> rule.exactFive();
        };
        if (len < 5 || (exact && len != 5)) {
            return false;
        }
        if (rule.kind() == Rule.Kind.CARO) {
            int opp = Stones.opponent(color);
            int endA = g.length > 0 ? at(g, x + a * dx, y + a * dy) : 0;
            int endB = at(g, x - b * dx, y - b * dy);
            // Outside the board is not a blocking stone.
            boolean blockedA = endA == opp;
            boolean blockedB = endB == opp;
            return !(blockedA && blockedB);
        }
        return true;
    }

    /** Would {@code color} playing empty (x, y) win under {@code rule}? */
    static boolean makesFive(int[][] g, int x, int y, int color, Rule rule) {
        g[x][y] = color;
        try {
            for (int d = 0; d < 4; d++) {
                if (winsAlong(g, x, y, d, color, rule)) {
                    return true;
                }
            }
            return false;
        } finally {
            g[x][y] = Stones.EMPTY;
        }
    }

    /** Renju: is empty (x, y) forbidden for black? Straight from the definition. */
    static boolean isForbidden(int[][] g, int x, int y) {
        if (makesFive(g, x, y, Stones.BLACK, Rule.RENJU)) {
            return false;
        }
        g[x][y] = Stones.BLACK;
        try {
            int fours = 0;
            int threes = 0;
            for (int d = 0; d < 4; d++) {
                if (run(g, x, y, d, Stones.BLACK) >= 6) {
                    return true;
                }
                fours += foursAlong(g, x, y, d);
            }
            if (fours >= 2) {
                return true;
            }
            for (int d = 0; d < 4; d++) {
                // A line that is already a four is not also a three.
                if (foursAlong(g, x, y, d) == 0 && isOpenThreeAlong(g, x, y, d)) {
                    threes++;
                }
            }
            return threes >= 2;
        } finally {
            g[x][y] = Stones.EMPTY;
        }
    }

    /** Points on line d that make an exact black five containing (x, y), which is black. */
    private static int[][] fivePoints(int[][] g, int x, int y, int d) {
        int dx = DIRS[d][0];
        int dy = DIRS[d][1];
        int[][] pts = new int[10][];
        int n = 0;
        for (int k = -4; k <= 4; k++) {
            int ex = x + k * dx;
            int ey = y + k * dy;
            if (k == 0 || at(g, ex, ey) != Stones.EMPTY) {
                continue;
            }
            g[ex][ey] = Stones.BLACK;
            // The five must contain (x, y): the run through (x, y) is exactly five.
            if (winsAlong(g, x, y, d, Stones.BLACK, Rule.RENJU)) {
                pts[n++] = new int[] {k};
            }
            g[ex][ey] = Stones.EMPTY;
        }
        int[][] out = new int[n][];
        System.arraycopy(pts, 0, out, 0, n);
        return out;
    }

    /** Number of fours through black (x, y) along d: a straight four counts once. */
    static int foursAlong(int[][] g, int x, int y, int d) {
        int[][] pts = fivePoints(g, x, y, d);
        if (pts.length == 2 && Math.abs(pts[0][0] - pts[1][0]) == 5) {
            int lo = Math.min(pts[0][0], pts[1][0]);
            boolean straight = true;
            for (int k = lo + 1; k < lo + 5; k++) {
                if (at(g, x + k * DIRS[d][0], y + k * DIRS[d][1]) != Stones.BLACK) {
                    straight = false;
                }
            }
            if (straight) {
                return 1;
            }
        }
        return pts.length;
    }

    /** Is there an allowed point on line d making a straight four that contains black (x, y)? */
    static boolean isOpenThreeAlong(int[][] g, int x, int y, int d) {
        int dx = DIRS[d][0];
        int dy = DIRS[d][1];
        for (int k = -4; k <= 4; k++) {
            int ex = x + k * dx;
            int ey = y + k * dy;
            if (k == 0 || at(g, ex, ey) != Stones.EMPTY) {
                continue;
            }
            g[ex][ey] = Stones.BLACK;
            boolean straight = isStraightFour(g, x, y, d);
            g[ex][ey] = Stones.EMPTY;
            if (straight && !isForbidden(g, ex, ey)) {
                return true;
            }
        }
        return false;
    }

    /** Black (x, y) is in four consecutive blacks with both ends making exact fives. */
    private static boolean isStraightFour(int[][] g, int x, int y, int d) {
        int[][] pts = fivePoints(g, x, y, d);
        for (int i = 0; i < pts.length; i++) {
            for (int j = 0; j < pts.length; j++) {
                if (pts[j][0] - pts[i][0] == 5) {
                    boolean allBlack = true;
                    for (int k = pts[i][0] + 1; k < pts[j][0]; k++) {
                        if (at(g, x + k * DIRS[d][0], y + k * DIRS[d][1]) != Stones.BLACK) {
                            allBlack = false;
                        }
                    }
                    if (allBlack) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
