package dev.gamebots.othello.rules;

/**
 * The geometry of a 10x10 board with blocked squares (none for grand, Octagon's cut corners): a
 * "corner" is a playable square that no line can pass through on any of the four axes (a disc there
 * never flips: the four corners of grand, the eight cut corners c1, h1, a3, j3, a8, j8, c10, h10 of
 * octagon); its diagonal neighbours play the role of X squares, its orthogonal neighbours of C
 * squares; "edges" are playable squares next to the outside or a blocked square. The square values
 * (corner 100, edge 10, C -20, X -50) order moves whatever evaluation plays.
 */
public final class Geometry10 {

    public final long blockedLo;
    public final long blockedHi;
    public final long cornerLo;
    public final long cornerHi;
    public final long edgeLo;
    public final long edgeHi;
    /** The corner squares, and per corner its X and C squares. */
    public final int[] corners;
    public final long[] xLo;
    public final long[] xHi;
    public final long[] cLo;
    public final long[] cHi;
    private final int[] squareWeights = new int[100];

    private static final int[] DR = {0, 1, 1, 1};
    private static final int[] DC = {1, 0, 1, -1};

    /** The geometry of a board with these blocked squares. */
    public static Geometry10 forBlocked(long blockedLo, long blockedHi) {
        return new Geometry10(blockedLo, blockedHi);
    }

    /** The static value of a square as a move-ordering hint. */
    public int squareWeight(int sq) {
        return squareWeights[sq];
    }

    private Geometry10(long blockedLo, long blockedHi) {
        this.blockedLo = blockedLo;
        this.blockedHi = blockedHi;
        boolean[] blocked = new boolean[100];
        for (int sq = 0; sq < 100; sq++) {
            blocked[sq] = sq < 64 ? (blockedLo >>> sq & 1) != 0 : (blockedHi >>> (sq - 64) & 1) != 0;
        }
        long cl = 0;
        long ch = 0;
        long el = 0;
        long eh = 0;
        int[] cornerList = new int[100];
        int nCorners = 0;
        for (int sq = 0; sq < 100; sq++) {
            if (blocked[sq]) {
                continue;
            }
            int r = sq / 10;
            int c = sq % 10;
            boolean corner = true;
            boolean edge = false;
            for (int a = 0; a < 4; a++) {
                boolean closedA = !playable(blocked, r + DR[a], c + DC[a]);
                boolean closedB = !playable(blocked, r - DR[a], c - DC[a]);
                corner &= closedA || closedB;
                edge |= closedA || closedB;
            }
            if (corner) {
                cornerList[nCorners++] = sq;
                if (sq < 64) {
                    cl |= 1L << sq;
                } else {
                    ch |= 1L << (sq - 64);
                }
            } else if (edge) {
                if (sq < 64) {
                    el |= 1L << sq;
                } else {
                    eh |= 1L << (sq - 64);
                }
            }
        }
        cornerLo = cl;
        cornerHi = ch;
        edgeLo = el;
        edgeHi = eh;
        corners = java.util.Arrays.copyOf(cornerList, nCorners);
        xLo = new long[nCorners];
        xHi = new long[nCorners];
        cLo = new long[nCorners];
        cHi = new long[nCorners];
        for (int i = 0; i < nCorners; i++) {
            int r = corners[i] / 10;
            int c = corners[i] % 10;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    if ((dr == 0 && dc == 0) || !playable(blocked, r + dr, c + dc)) {
                        continue;
                    }
                    int n = (r + dr) * 10 + c + dc;
                    if (isSet(cl, ch, n)) {
                        continue;
                    }
                    boolean diagonal = dr != 0 && dc != 0;
                    if (n < 64) {
                        if (diagonal) {
                            xLo[i] |= 1L << n;
                        } else {
                            cLo[i] |= 1L << n;
                        }
                    } else if (diagonal) {
                        xHi[i] |= 1L << (n - 64);
                    } else {
                        cHi[i] |= 1L << (n - 64);
                    }
                    squareWeights[n] = diagonal ? -50 : -20;
                }
            }
        }
        for (int sq = 0; sq < 100; sq++) {
            if (isSet(cl, ch, sq)) {
                squareWeights[sq] = 100;
            } else if (isSet(el, eh, sq) && squareWeights[sq] == 0) {
                squareWeights[sq] = 10;
            }
        }
        }

    private static boolean playable(boolean[] blocked, int r, int c) {
        return r >= 0 && r < 10 && c >= 0 && c < 10 && !blocked[r * 10 + c];
    }

    private static boolean isSet(long lo, long hi, int sq) {
        return sq < 64 ? (lo >>> sq & 1) != 0 : (hi >>> (sq - 64) & 1) != 0;
    }
}
