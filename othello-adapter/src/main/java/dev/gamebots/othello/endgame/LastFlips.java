package dev.gamebots.othello.endgame;

/**
 * How many discs a move on the last empty square flips, without building the flip mask: when every
 * other square is filled, each square is either the mover's or the opponent's, so the flips along a
 * line only depend on where the mover's discs lie on it. The four lines through the square are
 * gathered into bytes (rank: a shift; file and diagonals: one multiplication each) and a table gives
 * the count on each; the endgame's leaves (the last move of every line) use it.
 */
public final class LastFlips {

    /** COUNT[i * 256 + bits]: discs flipped on an 8-cell line by a move at cell i, the mover owning {@code bits}. */
    private static final byte[] COUNT = new byte[8 * 256];
    /** Per square: the a1-h8 and the h1-a8 diagonal through it. */
    private static final long[] DIAG_UP = new long[64];
    private static final long[] DIAG_DOWN = new long[64];
    private static final long FILE_A = 0x0101010101010101L;
    /** Gathers bit c of every rank into the top byte when each rank has at most one bit, in a distinct column. */
    private static final long GATHER_COLUMNS = 0x0101010101010101L;
    /** Gathers the a-file (bit 8r) into the top byte as bit r. */
    private static final long GATHER_FILE = 0x0102040810204080L;

    static {
        for (int i = 0; i < 8; i++) {
            for (int bits = 0; bits < 256; bits++) {
                if ((bits >>> i & 1) != 0) {
                    continue; // the move's own cell is empty
                }
                int n = 0;
                for (int dir = -1; dir <= 1; dir += 2) {
                    int run = 0;
                    int j = i + dir;
                    while (j >= 0 && j < 8 && (bits >>> j & 1) == 0) {
                        run++;
                        j += dir;
                    }
                    if (j >= 0 && j < 8 && run > 0) {
                        n += run; // stopped by the mover's disc
                    }
                }
                COUNT[i * 256 + bits] = (byte) n;
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            int r = sq >>> 3;
            int c = sq & 7;
            for (int s = 0; s < 64; s++) {
                int rs = s >>> 3;
                int cs = s & 7;
                if (rs - cs == r - c) {
                    DIAG_UP[sq] |= 1L << s;
                }
                if (rs + cs == r + c) {
                    DIAG_DOWN[sq] |= 1L << s;
                }
            }
        }
    }

    private LastFlips() {
    }

    /**
     * Discs flipped when the owner of {@code p} plays on {@code sq}, assuming every square except
     * {@code sq} is filled (the opponent owns all that {@code p} does not).
     */
    public static int count(long p, int sq) {
        int r = sq >>> 3;
        int c = sq & 7;
        int rank = (int) (p >>> (sq & 56)) & 0xff;
        int file = (int) ((((p >>> c) & FILE_A) * GATHER_FILE) >>> 56);
        // Diagonal cells are indexed by column; cells off the diagonal read as the opponent's, so a run
        // reaching the diagonal's end finds no own disc and flips nothing.
        int up = (int) (((p & DIAG_UP[sq]) * GATHER_COLUMNS) >>> 56);
        int down = (int) (((p & DIAG_DOWN[sq]) * GATHER_COLUMNS) >>> 56);
        return COUNT[c * 256 + rank] + COUNT[r * 256 + file] + COUNT[c * 256 + up] + COUNT[c * 256 + down];
    }
}
