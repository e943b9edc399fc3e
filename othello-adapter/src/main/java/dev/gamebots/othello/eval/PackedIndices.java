package dev.gamebots.othello.eval;

/**
 * The pattern indices of a board kept up to date by its make and unmake, packed four to a
 * {@code long} ({@link IndexLanes}), so that an evaluation reads them instead of recomputing them from
 * the discs (as Edax and Egaroucid do). A disc placed or turned on a square changes every instance
 * through it by the square's digit weight: with the instances packed, that is one {@code long}
 * addition per long holding any of them (3.5 per square on 8x8) instead of one per instance (5.6).
 *
 * <p>One set is kept, from black's point of view (cell 1 black, 2 white), with three times the
 * occupied squares' digit weights beside it: white's view is their difference (a disc's digit is 1 in
 * one view and 2 in the other), so a turned disc changes one set and only a placed one both. The
 * difference is taken lane by lane in one subtraction: each lane's result lies in 0..3^10, so no
 * borrow crosses a lane (the occupied weights' own carries cancel).
 *
 * <p>A move saves the sets before changing them, and taking it back copies them back (as Edax
 * does): a search takes back every move it makes, and a copy of 24 longs is cheaper than undoing the
 * change. A move taken back that was made before the position was set is undone by its change.
 */
public final class PackedIndices {

    /** Moves a board can have made since its position was set (both board sizes keep at most 256). */
    private static final int MAX_DEPTH = 256;
    private static final int LANE_MASK = (1 << IndexLanes.LANE_BITS) - 1;

    private final IndexLanes lanes;
    private final int longs;
    private final int squares;
    /** The indices from black's point of view, without the bases. */
    private final long[] black;
    /** Three times the digit weights of the occupied squares: white's view is this minus {@link #black}. */
    private final long[] occupied3;
    /** Saved sets: per move made and not taken back, black then occupied3. */
    private final long[] saved;
    private int depth;
    /** Moves made without a saved frame (the stack full): taken back by undoing their change. */
    private int unsaved;

    PackedIndices(IndexLanes lanes, int squares) {
        this.lanes = lanes;
        this.longs = lanes.longs;
        this.squares = squares;
        black = new long[longs];
        occupied3 = new long[longs];
        saved = new long[MAX_DEPTH * 2 * longs];
    }

    /** Recomputes every index from the discs of an 8x8 board. */
    public void reset(long black, long white) {
        reset(black, 0, white, 0);
    }

    /** Recomputes every index from the discs (squares 64.. in the high words). */
    public void reset(long blackLo, long blackHi, long whiteLo, long whiteHi) {
        depth = 0;
        unsaved = 0;
        java.util.Arrays.fill(black, 0);
        java.util.Arrays.fill(occupied3, 0);
        for (int sq = 0; sq < squares; sq++) {
            boolean b = sq < 64 ? (blackLo >>> sq & 1) != 0 : (blackHi >>> (sq - 64) & 1) != 0;
            boolean w = sq < 64 ? (whiteLo >>> sq & 1) != 0 : (whiteHi >>> (sq - 64) & 1) != 0;
            if (b || w) {
                add(black, sq, b ? 1 : 2);
                add(occupied3, sq, 3);
            }
        }
    }

    /**
     * Applies a move ({@code sign} 1) or takes it back ({@code sign} -1): {@code side} (0 black, 1
     * white) placed a disc on {@code sq} and turned the discs {@code flipLo}/{@code flipHi}.
     */
    public void move(int side, int sq, long flipLo, long flipHi, int sign) {
        if (sign > 0) {
            save();
        } else if (restore()) {
            return;
        }
        // Placed: cell 0 -> the mover's (1 for black in black's view, 2 for white). Turned: the
        // other's cell -> the mover's, -1 in black's view when black moves, +1 when white does.
        add(black, sq, sign * (side + 1));
        add(occupied3, sq, sign * 3);
        int turned = side == 0 ? -sign : sign;
        for (long x = flipLo; x != 0; x &= x - 1) {
            add(black, Long.numberOfTrailingZeros(x), turned);
        }
        for (long x = flipHi; x != 0; x &= x - 1) {
            add(black, 64 + Long.numberOfTrailingZeros(x), turned);
        }
    }

    /** Adds {@code digit} times the square's digit weights to the instances through it. */
    private void add(long[] set, int sq, int digit) {
        IndexLanes l = lanes;
        int[] at = l.termLong;
        long[] weight = l.termWeight;
        for (int k = l.squareStart[sq], end = l.squareStart[sq + 1]; k < end; k++) {
            set[at[k]] += digit * weight[k];
        }
    }

    private void save() {
        if (unsaved == 0 && depth < MAX_DEPTH) {
            int at = depth * 2 * longs;
            System.arraycopy(black, 0, saved, at, longs);
            System.arraycopy(occupied3, 0, saved, at + longs, longs);
            depth++;
        } else {
            unsaved++;
        }
    }

    /** Restores the sets saved before the move being taken back; false when they were not saved. */
    private boolean restore() {
        if (unsaved > 0 || depth == 0) {
            unsaved = Math.max(0, unsaved - 1);
            return false;
        }
        depth--;
        int at = depth * 2 * longs;
        System.arraycopy(saved, at, black, 0, longs);
        System.arraycopy(saved, at + longs, occupied3, 0, longs);
        return true;
    }

    /**
     * The sum of {@code table}'s entries at every instance's base plus index, from the point of view of
     * {@code side} (0 black, 1 white).
     */
    public int sum(int side, short[] table) {
        long[] b = black;
        long[] o = occupied3;
        int[] base = lanes.laneBase;
        int s = 0;
        if (side == 0) {
            for (int j = 0, k = 0; j < longs; j++, k += 4) {
                s += four(table, base, k, b[j]);
            }
        } else {
            for (int j = 0, k = 0; j < longs; j++, k += 4) {
                s += four(table, base, k, o[j] - b[j]);
            }
        }
        // Spare lanes read entry 0 (base 0, index 0): take them out again.
        return s - lanes.spareLanes * table[0];
    }

    private static int four(short[] table, int[] base, int k, long x) {
        return table[base[k] + ((int) x & LANE_MASK)] + table[base[k + 1] + ((int) (x >>> 16) & LANE_MASK)]
                + table[base[k + 2] + ((int) (x >>> 32) & LANE_MASK)] + table[base[k + 3] + (int) (x >>> 48)];
    }

    /** Each instance's base plus index from the point of view of {@code side}, in the geometry's order (for tests). */
    int[] indices(int side) {
        int[] out = new int[lanes.laneOf.length];
        for (int i = 0; i < out.length; i++) {
            int lane = lanes.laneOf[i];
            long x = side == 0 ? black[lane / 4] : occupied3[lane / 4] - black[lane / 4];
            out[i] = lanes.laneBase[lane] + ((int) (x >>> (16 * (lane % 4))) & LANE_MASK);
        }
        return out;
    }
}
