package dev.gamebots.gomoku.rules;

/**
 * The fourteen line-pattern classes of the pattern-code evaluation: what an empty point is worth
 * along one line to one colour, assuming its stone were there. This is the classification the
 * strongest classical brains use (Rapfi's, whose published tables this scheme can read), defined
 * recursively by what one more own stone in the line makes at its own point:
 * <ul>
 *   <li>{@link #F5}: the run through the point is five (or more where overlines win; under caro
 *       not blocked by opponent stones at both ends, the edge blocking no five);
 *       {@link #OL}: six or more where an overline does not win (and renju black's two fours in one
 *       line, which are as forbidden);</li>
 *   <li>{@link #DEAD}: the span between the nearest blocking cells (opponent stone or edge) around
 *       the point is shorter than five;</li>
 *   <li>otherwise, over the empty cells of that span, with one more stone there (the line seen from
 *       that cell, cells beyond the window blocked): two or more five points: {@link #F4}; one:
 *       {@link #B4}; two or more open-four points: {@link #F3S}; one: {@link #F3}; a four point:
 *       {@link #B3}; four, three, or one or two open-three points: {@link #F2B}, {@link #F2A},
 *       {@link #F2}; a block-three point: {@link #B2}; an open-two point: {@link #F1}; a block-two
 *       point: {@link #B1}; none: {@link #DEAD}.</li>
 * </ul>
 * The classes differ from {@link LineShape} (which the threat logic uses) in three ways: twos and
 * threes are split by how many ways they grow, the line seen from the new stone's point counts
 * stones not joined to the point, and the window is four cells a side under freestyle (five
 * otherwise), as in the published tables.
 */
public final class LinePattern {

    public static final int DEAD = 0;
    public static final int OL = 1;
    public static final int B1 = 2;
    public static final int F1 = 3;
    public static final int B2 = 4;
    public static final int F2 = 5;
    public static final int F2A = 6;
    public static final int F2B = 7;
    public static final int B3 = 8;
    public static final int F3 = 9;
    public static final int F3S = 10;
    public static final int B4 = 11;
    public static final int F4 = 12;
    public static final int F5 = 13;

    /** Number of classes. */
    public static final int COUNT = 14;

    private static final String[] NAMES = {
        "DEAD", "OL", "B1", "F1", "B2", "F2", "F2A", "F2B", "B3", "F3", "F3S", "B4", "F4", "F5"};

    private LinePattern() {
    }

    public static String name(int pattern) {
        return NAMES[pattern];
    }
}
