package dev.gamebots.bench.arena.gomoku;

/**
 * The referee's own Gomoku rules: stones, wins under each {@link Rule}, and renju's forbidden
 * moves for black. Written for clarity, not speed. Cells hold 0 (empty), 1 (black) or 2 (white);
 * x is the column, y the row, both 0-based as in the Gomocup protocol.
 *
 * <p>Renju forbidden moves (black only, and never when the move makes exactly five):
 * <ul>
 *   <li>overline: six or more in a row;</li>
 *   <li>double-four: two or more fours, counted as distinct sets of four stones with the move
 *       that one more stone turns into exactly five (so a straight four is one four, and
 *       X.XXX.X played in the middle is two);</li>
 *   <li>double-three: two or more directions with a true three, i.e. a point whose stone would
 *       make a straight four (.XXXX. that each end turns into exactly five) and is not itself
 *       forbidden (checked recursively).</li>
 * </ul>
 */
public final class GomokuBoard {

    /** What a move does. */
    public enum Verdict { NONE, WIN, FORBIDDEN }

    private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    private final int size;
    private final int[] cells;
    private int stones;

    public GomokuBoard(int size) {
        this.size = size;
        this.cells = new int[size * size];
    }

    public int size() {
        return size;
    }

    public boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < size && y < size;
    }

    public int at(int x, int y) {
        return cells[y * size + x];
    }

    public boolean isFull() {
        return stones == cells.length;
    }

    public void place(int x, int y, int color) {
        if (at(x, y) != 0) {
            throw new IllegalArgumentException("occupied: " + x + "," + y);
        }
        cells[y * size + x] = color;
        stones++;
    }

    private void remove(int x, int y) {
        cells[y * size + x] = 0;
        stones--;
    }

    /**
     * Judges a move of {@code color} at the empty point (x, y) under {@code rule}, without
     * playing it: a win, a forbidden move (renju, black), or neither.
     */
    public Verdict judge(int x, int y, int color, Rule rule) {
        place(x, y, color);
        try {
            boolean blackRenju = rule == Rule.RENJU && color == 1;
            for (int[] d : DIRS) {
                int len = run(x, y, d, color);
                boolean wins = switch (rule) {
                    case FREESTYLE -> len >= 5;
                    case STANDARD -> len == 5;
                    case RENJU -> color == 1 ? len == 5 : len >= 5;
                    case CARO -> len >= 5 && !blockedBothEnds(x, y, d, color);
                };
                if (wins) {
                    return Verdict.WIN;
                }
            }
            if (blackRenju && forbiddenAfterPlacing(x, y)) {
                return Verdict.FORBIDDEN;
            }
            return Verdict.NONE;
        } finally {
            remove(x, y);
        }
    }

    /** Renju: whether the empty point (x, y) is forbidden for black (a five is never forbidden). */
    public boolean isForbidden(int x, int y) {
        return judge(x, y, 1, Rule.RENJU) == Verdict.FORBIDDEN;
    }

    /** With a black stone just placed at (x, y), and no five made: overline, double-four or double-three. */
    private boolean forbiddenAfterPlacing(int x, int y) {
        int fours = 0;
        int threes = 0;
        for (int[] d : DIRS) {
            if (run(x, y, d, 1) >= 6) {
                return true;
            }
            fours += foursThrough(x, y, d);
            if (hasTrueThree(x, y, d)) {
                threes++;
            }
        }
        return fours >= 2 || threes >= 2;
    }

    /** Length of the unbroken line of {@code color} through (x, y) along d. */
    private int run(int x, int y, int[] d, int color) {
        return 1 + count(x, y, d[0], d[1], color) + count(x, y, -d[0], -d[1], color);
    }

    private int count(int x, int y, int dx, int dy, int color) {
        int n = 0;
        int cx = x + dx;
        int cy = y + dy;
        while (inside(cx, cy) && at(cx, cy) == color) {
            n++;
            cx += dx;
            cy += dy;
        }
        return n;
    }

    /** Caro: the cells just past both ends of the line through (x, y) hold opponent stones. */
    private boolean blockedBothEnds(int x, int y, int[] d, int color) {
        int fwd = count(x, y, d[0], d[1], color) + 1;
        int back = count(x, y, -d[0], -d[1], color) + 1;
        int ex = x + fwd * d[0];
        int ey = y + fwd * d[1];
        int bx = x - back * d[0];
        int by = y - back * d[1];
        int opp = 3 - color;
        return inside(ex, ey) && at(ex, ey) == opp && inside(bx, by) && at(bx, by) == opp;
    }

    /**
     * Black fours through (x, y) along d: the distinct sets of black stones (the move included)
     * that one more black stone in the line turns into exactly five.
     */
    private int foursThrough(int x, int y, int[] d) {
        java.util.Set<Integer> sets = new java.util.HashSet<>();
        for (int k = -4; k <= 4; k++) {
            int qx = x + k * d[0];
            int qy = y + k * d[1];
            if (k == 0 || !inside(qx, qy) || at(qx, qy) != 0) {
                continue;
            }
            place(qx, qy, 1);
            if (run(qx, qy, d, 1) == 5 && run(x, y, d, 1) == 5) {
                sets.add(runMask(x, y, d) & ~(1 << (k + 5)));
            }
            remove(qx, qy);
        }
        return sets.size();
    }

    /** The unbroken black line through (x, y) along d, as bits i+5 for offsets i from (x, y). */
    private int runMask(int x, int y, int[] d) {
        int mask = 0;
        for (int i = -count(x, y, -d[0], -d[1], 1); i <= count(x, y, d[0], d[1], 1); i++) {
            mask |= 1 << (i + 5);
        }
        return mask;
    }

    /** A true three along d: some point turns it into a straight four through (x, y) and is not forbidden. */
    private boolean hasTrueThree(int x, int y, int[] d) {
        for (int k = -4; k <= 4; k++) {
            int qx = x + k * d[0];
            int qy = y + k * d[1];
            if (k == 0 || !inside(qx, qy) || at(qx, qy) != 0) {
                continue;
            }
            place(qx, qy, 1);
            boolean straight = run(qx, qy, d, 1) == 4 && run(x, y, d, 1) == 4 && straightFour(x, y, d);
            remove(qx, qy);
            if (straight && !isForbidden(qx, qy)) {
                return true;
            }
        }
        return false;
    }

    /** The four through (x, y) along d is open at both ends, and each end makes exactly five. */
    private boolean straightFour(int x, int y, int[] d) {
        int fwd = count(x, y, d[0], d[1], 1) + 1;
        int back = count(x, y, -d[0], -d[1], 1) + 1;
        int ex = x + fwd * d[0];
        int ey = y + fwd * d[1];
        int bx = x - back * d[0];
        int by = y - back * d[1];
        if (!inside(ex, ey) || at(ex, ey) != 0 || !inside(bx, by) || at(bx, by) != 0) {
            return false;
        }
        // Exactly five at each end: the point beyond the end must not be black (that would be six).
        boolean endOk = !(inside(ex + d[0], ey + d[1]) && at(ex + d[0], ey + d[1]) == 1);
        boolean backOk = !(inside(bx - d[0], by - d[1]) && at(bx - d[0], by - d[1]) == 1);
        return endOk && backOk;
    }

    /** Rows top (y = 0) to bottom, X black, O white; {@code markX, markY} (or -1) in lower case. */
    public String render(int markX, int markY) {
        StringBuilder b = new StringBuilder("   ");
        for (int x = 0; x < size; x++) {
            b.append(String.format("%3d", x));
        }
        b.append('\n');
        for (int y = 0; y < size; y++) {
            b.append(String.format("%2d ", y));
            for (int x = 0; x < size; x++) {
                int c = at(x, y);
                char ch = c == 1 ? 'X' : c == 2 ? 'O' : '.';
                if (x == markX && y == markY) {
                    ch = Character.toLowerCase(ch);
                }
                b.append("  ").append(ch);
            }
            b.append('\n');
        }
        return b.toString();
    }
}
