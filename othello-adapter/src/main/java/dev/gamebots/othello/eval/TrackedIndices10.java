package dev.gamebots.othello.eval;

/**
 * The pattern indices of a 10x10 board kept up to date by its make and unmake, so that an evaluation
 * reads them instead of recomputing them: a move changes the placed square and the flipped ones
 * (four or five squares, each in about five instances), against some 500 squares read from scratch.
 * Two sets are kept, one per colour's point of view (cell 1 = that colour, 2 = the other), so the
 * side to move's indices are always at hand without a colour-swap table. The indices equal those of
 * {@link Features10} (tested on random games).
 */
public final class TrackedIndices10 {

    private final int instances;
    /** Per square: its (instance, 3^position) pairs are at [squareStart[sq], squareStart[sq + 1]). */
    private final int[] squareStart = new int[101];
    private final int[] squareInstance;
    private final int[] squarePow;
    /** Indices with black as cell 1 and with white as cell 1. */
    private final int[] black;
    private final int[] white;

    public TrackedIndices10(PatternGeometry geometry) {
        instances = geometry.instanceCount();
        int[] count = new int[100];
        for (PatternGeometry.Family f : geometry.families()) {
            for (int[] inst : f.instances()) {
                for (int sq : inst) {
                    count[sq]++;
                }
            }
        }
        for (int sq = 0; sq < 100; sq++) {
            squareStart[sq + 1] = squareStart[sq] + count[sq];
        }
        squareInstance = new int[squareStart[100]];
        squarePow = new int[squareStart[100]];
        int[] next = squareStart.clone();
        int i = 0;
        for (PatternGeometry.Family f : geometry.families()) {
            for (int[] inst : f.instances()) {
                for (int k = 0; k < inst.length; k++) {
                    int at = next[inst[k]]++;
                    squareInstance[at] = i;
                    squarePow[at] = PatternGeometry.pow3(k);
                }
                i++;
            }
        }
        black = new int[instances];
        white = new int[instances];
    }

    /** The indices from the point of view of {@code side} (0 black, 1 white); do not modify. */
    public int[] indices(int side) {
        return side == 0 ? black : white;
    }

    /** Recomputes every index from the discs. */
    public void reset(long blackLo, long blackHi, long whiteLo, long whiteHi) {
        java.util.Arrays.fill(black, 0);
        java.util.Arrays.fill(white, 0);
        for (int sq = 0; sq < 100; sq++) {
            boolean b = sq < 64 ? (blackLo >>> sq & 1) != 0 : (blackHi >>> (sq - 64) & 1) != 0;
            boolean w = sq < 64 ? (whiteLo >>> sq & 1) != 0 : (whiteHi >>> (sq - 64) & 1) != 0;
            if (b || w) {
                add(sq, b ? 1 : 2, b ? 2 : 1);
            }
        }
    }

    /**
     * Applies a move ({@code sign} 1) or takes it back ({@code sign} -1): {@code side} placed a disc
     * on {@code sq} and turned the discs {@code flipLo}/{@code flipHi}.
     */
    public void move(int side, int sq, long flipLo, long flipHi, int sign) {
        // Placed: cell 0 -> mover. Flipped: cell other -> mover, i.e. -1 for the mover's view
        // (2 -> 1) and +1 for the other's (1 -> 2).
        int own = side == 0 ? 1 : 2; // the mover's cell in black's view
        add(sq, sign * own, sign * (3 - own));
        int flipBlack = side == 0 ? -sign : sign;
        for (long x = flipLo; x != 0; x &= x - 1) {
            add(Long.numberOfTrailingZeros(x), flipBlack, -flipBlack);
        }
        for (long x = flipHi; x != 0; x &= x - 1) {
            add(64 + Long.numberOfTrailingZeros(x), flipBlack, -flipBlack);
        }
    }

    /** Adds {@code dBlack} and {@code dWhite} times the square's digit weight to its instances. */
    private void add(int sq, int dBlack, int dWhite) {
        int[] inst = squareInstance;
        int[] pow = squarePow;
        int[] b = black;
        int[] w = white;
        for (int k = squareStart[sq], end = squareStart[sq + 1]; k < end; k++) {
            int i = inst[k];
            int p = pow[k];
            b[i] += dBlack * p;
            w[i] += dWhite * p;
        }
    }
}
