package dev.gamebots.gomoku.rules;

/**
 * What counts as a five along one line, for one colour. Everything else in a line (fours, threes,
 * twos) is defined from fives, so this is the only rule-specific part of the line analysis.
 */
public enum LineSemantics {
    /** Five or more in a row (freestyle; renju white). */
    FREE(false, false, false),
    /** Exactly five (standard, both colours); an overline is just a dead line. */
    EXACT(true, false, false),
    /** Exactly five, and a double-four is not a threat because it is forbidden (renju black). */
    RENJU_BLACK(true, false, true),
    /** Five or more, not blocked by the opponent at both ends (caro). */
    CARO(false, true, false),
    /** Exactly five, not blocked by the opponent at both ends (caro with bit 1). */
    CARO_EXACT(true, true, false);

    private final boolean exact;
    private final boolean blockedEndsMatter;
    private final boolean renjuBlack;

    LineSemantics(boolean exact, boolean blockedEndsMatter, boolean renjuBlack) {
        this.exact = exact;
        this.blockedEndsMatter = blockedEndsMatter;
        this.renjuBlack = renjuBlack;
    }

    /** An overline (six or more) does not win. */
    public boolean exact() {
        return exact;
    }

    /** A five whose two ends are opponent stones does not win (caro). */
    public boolean blockedEndsMatter() {
        return blockedEndsMatter;
    }

    /** Black under renju: overlines, double-fours and double-threes are forbidden. */
    public boolean renjuBlack() {
        return renjuBlack;
    }

    /**
     * True when the run of {@code own} stones through {@code line[center]} is a winning five.
     * Cells outside {@code line} count as unknown: they never block a caro five.
     */
    public boolean isFive(int[] line, int center, int own) {
        int l = center;
        while (l > 0 && line[l - 1] == own) {
            l--;
        }
        int r = center;
        while (r < line.length - 1 && line[r + 1] == own) {
            r++;
        }
        int len = r - l + 1;
        if (len < 5 || (exact && len > 5)) {
            return false;
        }
        if (exact && (l == 0 || r == line.length - 1)) {
            return false; // the run may go on outside the window: not provably exactly five
        }
        if (blockedEndsMatter) {
            int opp = Stones.opponent(own);
            boolean leftBlocked = l > 0 && line[l - 1] == opp;
            boolean rightBlocked = r < line.length - 1 && line[r + 1] == opp;
            return !(leftBlocked && rightBlocked);
        }
        return true;
    }

    /** True when the run of {@code own} stones through {@code line[center]} is six or longer. */
    public static boolean isOverline(int[] line, int center, int own) {
        int len = 1;
        for (int i = center - 1; i >= 0 && line[i] == own; i--) {
            len++;
        }
        for (int i = center + 1; i < line.length && line[i] == own; i++) {
            len++;
        }
        return len >= 6;
    }
}
