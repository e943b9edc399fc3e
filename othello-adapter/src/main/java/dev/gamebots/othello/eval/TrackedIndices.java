package dev.gamebots.othello.eval;

/**
 * The pattern indices of a board kept up to date by its make and unmake, so that an evaluation reads
 * them instead of recomputing them from the discs (as Edax and Egaroucid do): each square's place in
 * each instance through it (the instance and the square's digit weight 3^position) is listed once,
 * and a move adds the placed square's and the flipped squares' changes to those instances only. An
 * 8x8 move changes about four squares, each in five or six of the 46 instances; a 10x10 move about as
 * many, against some 500 squares read from scratch. Both board sizes use this class: squares 0..63 are
 * the low word, 64..99 the high word (zero on 8x8).
 *
 * <p>A move's change is applied to the indices in place after they are saved on a stack, and taking
 * the move back copies them back (as Edax does): a copy of a hundred ints is cheaper than undoing
 * twenty-odd instance updates, and a search takes back every move it makes.
 *
 * <p>Two sets are kept, one per colour's point of view (cell 1 = that colour, 2 = the other), so the
 * side to move's indices are always at hand without a colour-swap table. Each index may carry a fixed
 * base (the instance's family offset in the phase table, so that an evaluation reads
 * {@code table[index]} with no addition), or none. The indices equal those read from the bitboards
 * (tested on random games and on searches' make/unmake sequences).
 */
public final class TrackedIndices {

    private final int squares;
    /** Per square: its (instance, 3^position) pairs are at [squareStart[sq], squareStart[sq + 1]), interleaved. */
    private final int[] squareStart;
    /** instance, pow, instance, pow, ... in square order. */
    private final int[] squareTerms;
    /** What each index starts from on an empty board. */
    private final int[] base;
    /** Indices with black as cell 1 and with white as cell 1. */
    private final int[] black;
    private final int[] white;
    /** Saved sets, black then white, one frame of {@code 2 * instances} per move made and not taken back. */
    private final int[] saved;
    private final int instances;
    /** Frames in {@link #saved}. */
    private int depth;
    /**
     * Moves made beyond the saved frames (a position set with moves still to take back, or a stack
     * full): taken back by undoing their change instead of a copy.
     */
    private int unsaved;

    /** Moves a board can have made since its position was set (both boards keep at most 256). */
    private static final int MAX_DEPTH = 256;

    /** Raw ternary indices of {@code geometry}'s instances, in its order. */
    public TrackedIndices(PatternGeometry geometry) {
        this(geometry, new int[geometry.instanceCount()]);
    }

    /** The indices of {@code geometry}'s instances, each plus {@code base[instance]}. */
    public TrackedIndices(PatternGeometry geometry, int[] base) {
        int instances = geometry.instanceCount();
        if (base.length != instances) {
            throw new IllegalArgumentException("one base per instance: " + base.length + " for " + instances);
        }
        squares = geometry.size() * geometry.size();
        squareStart = new int[squares + 1];
        int[] count = new int[squares];
        for (PatternGeometry.Family f : geometry.families()) {
            for (int[] inst : f.instances()) {
                for (int sq : inst) {
                    count[sq]++;
                }
            }
        }
        for (int sq = 0; sq < squares; sq++) {
            squareStart[sq + 1] = squareStart[sq] + 2 * count[sq];
        }
        squareTerms = new int[squareStart[squares]];
        int[] next = squareStart.clone();
        int i = 0;
        for (PatternGeometry.Family f : geometry.families()) {
            for (int[] inst : f.instances()) {
                for (int k = 0; k < inst.length; k++) {
                    int at = next[inst[k]];
                    next[inst[k]] += 2;
                    squareTerms[at] = i;
                    squareTerms[at + 1] = PatternGeometry.pow3(k);
                }
                i++;
            }
        }
        this.base = base.clone();
        this.instances = instances;
        black = new int[instances];
        white = new int[instances];
        saved = new int[MAX_DEPTH * 2 * instances];
    }

    /** The indices from the point of view of {@code side} (0 black, 1 white); do not modify. */
    public int[] indices(int side) {
        return side == 0 ? black : white;
    }

    /** Recomputes every index from the discs of an 8x8 board. */
    public void reset(long black, long white) {
        reset(black, 0, white, 0);
    }

    /** Recomputes every index from the discs (squares 64.. in the high words). */
    public void reset(long blackLo, long blackHi, long whiteLo, long whiteHi) {
        depth = 0;
        unsaved = 0;
        System.arraycopy(base, 0, black, 0, base.length);
        System.arraycopy(base, 0, white, 0, base.length);
        for (int sq = 0; sq < squares; sq++) {
            boolean b = sq < 64 ? (blackLo >>> sq & 1) != 0 : (blackHi >>> (sq - 64) & 1) != 0;
            boolean w = sq < 64 ? (whiteLo >>> sq & 1) != 0 : (whiteHi >>> (sq - 64) & 1) != 0;
            if (b || w) {
                add(sq, b ? 1 : 2, b ? 2 : 1);
            }
        }
    }

    /**
     * Applies an 8x8 move ({@code sign} 1) or takes it back ({@code sign} -1): {@code side} placed a
     * disc on {@code sq} and turned the discs {@code flips}.
     */
    public void move(int side, int sq, long flips, int sign) {
        if (sign > 0) {
            save();
        } else if (restore()) {
            return;
        }
        change(side, sq, flips, sign);
    }

    /** Saves the indices before a move. */
    private void save() {
        if (unsaved == 0 && depth < MAX_DEPTH) {
            int at = depth * 2 * instances;
            System.arraycopy(black, 0, saved, at, instances);
            System.arraycopy(white, 0, saved, at + instances, instances);
            depth++;
        } else {
            unsaved++;
        }
    }

    /** Restores the indices saved before the move being taken back; false when they were not saved. */
    private boolean restore() {
        if (unsaved > 0 || depth == 0) {
            unsaved = Math.max(0, unsaved - 1);
            return false;
        }
        depth--;
        int at = depth * 2 * instances;
        System.arraycopy(saved, at, black, 0, instances);
        System.arraycopy(saved, at + instances, white, 0, instances);
        return true;
    }

    /** The placement and flips of a move added ({@code sign} 1) or removed (-1), in place. */
    private void change(int side, int sq, long flips, int sign) {
        int own = side == 0 ? 1 : 2; // the mover's cell in black's view
        add(sq, sign * own, sign * (3 - own));
        int flipBlack = side == 0 ? -sign : sign;
        for (long x = flips; x != 0; x &= x - 1) {
            add(Long.numberOfTrailingZeros(x), flipBlack, -flipBlack);
        }
    }

    /**
     * Applies a move ({@code sign} 1) or takes it back ({@code sign} -1): {@code side} placed a disc
     * on {@code sq} and turned the discs {@code flipLo}/{@code flipHi}.
     */
    public void move(int side, int sq, long flipLo, long flipHi, int sign) {
        // Placed: cell 0 -> mover. Flipped: cell other -> mover, i.e. -1 for the mover's view
        // (2 -> 1) and +1 for the other's (1 -> 2).
        if (sign > 0) {
            save();
        } else if (restore()) {
            return;
        }
        change(side, sq, flipLo, sign);
        int flipBlack = side == 0 ? -sign : sign;
        for (long x = flipHi; x != 0; x &= x - 1) {
            add(64 + Long.numberOfTrailingZeros(x), flipBlack, -flipBlack);
        }
    }

    /** Adds {@code dBlack} and {@code dWhite} times the square's digit weight to its instances. */
    private void add(int sq, int dBlack, int dWhite) {
        int[] terms = squareTerms;
        int[] b = black;
        int[] w = white;
        for (int k = squareStart[sq], end = squareStart[sq + 1]; k < end; k += 2) {
            int i = terms[k];
            int p = terms[k + 1];
            b[i] += dBlack * p;
            w[i] += dWhite * p;
        }
    }
}
