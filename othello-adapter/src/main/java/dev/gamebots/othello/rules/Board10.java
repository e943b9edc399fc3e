package dev.gamebots.othello.rules;

/**
 * A 10x10 position of {@code grand} or {@code octagon}: own and opponent discs seen from the side to
 * move, each as a low word (squares 0..63) and a high word (squares 64..99). Octagon's blocked squares
 * are kept in a mask that is never empty, so no move goes there and no line passes through them.
 */
public final class Board10 implements OthelloBoard {

    public static final int PASS = 100;
    private static final int MAX_HISTORY = 256;

    private final Variant variant;
    private final Bitboards10 bits = new Bitboards10();
    private Evaluator10 evaluator;
    /** The evaluator's features kept by make/unmake (grand's pattern indices), or null. */
    private IncrementalEvaluation10 tracked;
    /** The geometry of the blocked squares, for its square values as ordering hints (made when first asked). */
    private Geometry10 geometry;

    private long blockedLo;
    private long blockedHi;
    private long ownLo;
    private long ownHi;
    private long oppLo;
    private long oppHi;
    private int side;
    private int placedBlack;
    private int placedWhite;
    private long hash;

    /**
     * The side to move's legal squares, valid while {@link #ownMovesKnown}: a search asks for them up to
     * three times per position (is the game over, the moves, the evaluation's mobility), and on 10x10
     * each generation is the most expensive step of a node.
     */
    private long ownMovesLo;
    private long ownMovesHi;
    private boolean ownMovesKnown;

    private int ply;
    private final long[] flipLo = new long[MAX_HISTORY];
    private final long[] flipHi = new long[MAX_HISTORY];
    private final int[] moveHistory = new int[MAX_HISTORY];

    /**
     * The starting position: four centre discs (e5, f6 white; f5, e6 black), black to move, evaluated
     * by {@code evaluator} (made for the variant's blocked squares if it depends on them).
     */
    public Board10(Variant variant, Evaluator10 evaluator) {
        if (variant.size() != 10) {
            throw new IllegalArgumentException("not a 10x10 variant: " + variant);
        }
        this.variant = variant;
        this.evaluator = java.util.Objects.requireNonNull(evaluator, "evaluator");
        setBlocked(variant.blockedSquares());
        attachTracking();
        int[] cells = new int[100];
        cells[44] = WHITE;
        cells[45] = BLACK;
        cells[54] = BLACK;
        cells[55] = WHITE;
        setPosition(cells, BLACK, 2, 2);
    }

    /**
     * Replaces the blocked squares (Octagon's come with the variant; a request may list them). Squares
     * outside 0..99 are ignored. Call {@link #setPosition} afterwards.
     */
    public void setBlocked(int[] squares) {
        long lo = 0;
        long hi = 0;
        for (int sq : squares) {
            if (sq >= 0 && sq < 64) {
                lo |= 1L << sq;
            } else if (sq >= 64 && sq < 100) {
                hi |= 1L << (sq - 64);
            }
        }
        setBlockedMask(lo, hi);
    }

    private void setBlockedMask(long lo, long hi) {
        blockedLo = lo;
        blockedHi = hi;
        ownMovesKnown = false;
        geometry = null;
        evaluator = evaluator.forBlockedSquares(lo, hi);
    }

    public void setEvaluator(Evaluator10 evaluator) {
        this.evaluator = evaluator;
        attachTracking();
        resetTracking();
    }

    /** Keeps the evaluator's features up to date when it has some. */
    private void attachTracking() {
        tracked = evaluator.incremental();
    }

    private void resetTracking() {
        if (tracked != null) {
            if (side == 0) {
                tracked.reset(ownLo, ownHi, oppLo, oppHi);
            } else {
                tracked.reset(oppLo, oppHi, ownLo, ownHi);
            }
        }
    }

    /** The geometry of the blocked squares, for its square values as ordering hints. */
    private Geometry10 geometry() {
        if (geometry == null) {
            geometry = Geometry10.forBlocked(blockedLo, blockedHi);
        }
        return geometry;
    }

    public Evaluator10 evaluator() {
        return evaluator;
    }

    /** Blocked squares 0..63. */
    public long blockedLo() {
        return blockedLo;
    }

    /** Blocked squares 64..99 (bit = square - 64). */
    public long blockedHi() {
        return blockedHi;
    }

    @Override
    public void setPosition(int[] cells, int colorToMove, int placedBlack, int placedWhite) {
        if (cells.length != 100) {
            throw new IllegalArgumentException("a 10x10 board has 100 cells, got " + cells.length);
        }
        long bLo = 0;
        long bHi = 0;
        long wLo = 0;
        long wHi = 0;
        for (int sq = 0; sq < 100; sq++) {
            if (isBlocked(sq) || (cells[sq] != BLACK && cells[sq] != WHITE)) {
                continue;
            }
            boolean black = cells[sq] == BLACK;
            if (sq < 64) {
                if (black) {
                    bLo |= 1L << sq;
                } else {
                    wLo |= 1L << sq;
                }
            } else if (black) {
                bHi |= 1L << (sq - 64);
            } else {
                wHi |= 1L << (sq - 64);
            }
        }
        side = colorToMove == WHITE ? 1 : 0;
        ownLo = side == 0 ? bLo : wLo;
        ownHi = side == 0 ? bHi : wHi;
        oppLo = side == 0 ? wLo : bLo;
        oppHi = side == 0 ? wHi : bHi;
        this.placedBlack = placedBlack;
        this.placedWhite = placedWhite;
        ply = 0;
        ownMovesKnown = false;
        hash = computeHash();
        resetTracking();
    }

    private boolean isBlocked(int sq) {
        return sq < 64 ? (blockedLo >>> sq & 1) != 0 : (blockedHi >>> (sq - 64) & 1) != 0;
    }

    // ---- raw state ----

    public long ownLo() {
        return ownLo;
    }

    public long ownHi() {
        return ownHi;
    }

    public long oppLo() {
        return oppLo;
    }

    public long oppHi() {
        return oppHi;
    }

    /** Computes the legal squares of the side owning p into {@link Bitboards10#lo}/{@code hi} of {@link #bits}. */
    private void legal(long pLo, long pHi, long oLo, long oHi) {
        long eLo = ~(pLo | oLo | blockedLo);
        long eHi = ~(pHi | oHi | blockedHi) & Bitboards10.HI_FULL;
        bits.moves(pLo, pHi, oLo, oHi, eLo, eHi);
    }

    private boolean hasMoves(long pLo, long pHi, long oLo, long oHi) {
        legal(pLo, pHi, oLo, oHi);
        return (bits.lo | bits.hi) != 0;
    }

    /** Generates the side to move's legal squares into {@link #ownMovesLo}/{@link #ownMovesHi} once per position. */
    private void knowOwnMoves() {
        if (!ownMovesKnown) {
            legal(ownLo, ownHi, oppLo, oppHi);
            ownMovesLo = bits.lo;
            ownMovesHi = bits.hi;
            ownMovesKnown = true;
        }
    }

    private boolean ownHasMoves() {
        knowOwnMoves();
        return (ownMovesLo | ownMovesHi) != 0;
    }

    // ---- Game ----

    @Override
    public int generateMoves(int[] buf, int offset) {
        knowOwnMoves();
        long lo = ownMovesLo;
        long hi = ownMovesHi;
        if ((lo | hi) != 0) {
            int n = offset;
            while (lo != 0) {
                buf[n++] = Long.numberOfTrailingZeros(lo);
                lo &= lo - 1;
            }
            while (hi != 0) {
                buf[n++] = 64 + Long.numberOfTrailingZeros(hi);
                hi &= hi - 1;
            }
            return n - offset;
        }
        if (hasMoves(oppLo, oppHi, ownLo, ownHi)) {
            buf[offset] = PASS;
            return 1;
        }
        return 0;
    }

    @Override
    public void makeMove(int move) {
        long fLo = 0;
        long fHi = 0;
        if (move != PASS) {
            bits.flips(ownLo, ownHi, oppLo, oppHi, move);
            fLo = bits.lo;
            fHi = bits.hi;
            if (move < 64) {
                ownLo |= 1L << move;
            } else {
                ownHi |= 1L << (move - 64);
            }
            ownLo |= fLo;
            ownHi |= fHi;
            oppLo ^= fLo;
            oppHi ^= fHi;
            if (side == 0) {
                placedBlack++;
            } else {
                placedWhite++;
            }
            if (tracked != null) {
                tracked.move(side, move, fLo, fHi, 1);
            }
        }
        flipLo[ply] = fLo;
        flipHi[ply] = fHi;
        moveHistory[ply] = move;
        ply++;
        swap();
        ownMovesKnown = false;
        hash = computeHash();
    }

    @Override
    public void unmakeMove() {
        ply--;
        int move = moveHistory[ply];
        swap();
        if (move != PASS) {
            long fLo = flipLo[ply];
            long fHi = flipHi[ply];
            if (move < 64) {
                ownLo ^= 1L << move;
            } else {
                ownHi ^= 1L << (move - 64);
            }
            ownLo ^= fLo;
            ownHi ^= fHi;
            oppLo |= fLo;
            oppHi |= fHi;
            if (side == 0) {
                placedBlack--;
            } else {
                placedWhite--;
            }
            if (tracked != null) {
                tracked.move(side, move, fLo, fHi, -1);
            }
        }
        ownMovesKnown = false;
        hash = computeHash();
    }

    private void swap() {
        long t = ownLo;
        ownLo = oppLo;
        oppLo = t;
        t = ownHi;
        ownHi = oppHi;
        oppHi = t;
        side ^= 1;
    }

    @Override
    public boolean isLegal(int move) {
        if (move == PASS) {
            return !ownHasMoves() && hasMoves(oppLo, oppHi, ownLo, ownHi);
        }
        if (move < 0 || move >= 100) {
            return false;
        }
        knowOwnMoves();
        return move < 64 ? (ownMovesLo >>> move & 1) != 0 : (ownMovesHi >>> (move - 64) & 1) != 0;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public long recomputeHash() {
        return computeHash();
    }

    private long computeHash() {
        if (side == 0) {
            return Hashing.hash10(ownLo, ownHi, oppLo, oppHi, 0);
        }
        return Hashing.hash10(oppLo, oppHi, ownLo, ownHi, 1);
    }

    @Override
    public boolean isTerminal() {
        return !ownHasMoves() && !hasMoves(oppLo, oppHi, ownLo, ownHi);
    }

    /** Final disc difference from the side to move; empty squares count for nobody. */
    @Override
    public int outcome() {
        return Long.bitCount(ownLo) + Long.bitCount(ownHi) - Long.bitCount(oppLo) - Long.bitCount(oppHi);
    }

    @Override
    public int evaluate() {
        knowOwnMoves();
        if (tracked != null) {
            return tracked.evaluate(side, ownLo, ownHi, oppLo, oppHi, ownMovesLo, ownMovesHi);
        }
        return evaluator.evaluate(ownLo, ownHi, oppLo, oppHi, ownMovesLo, ownMovesHi);
    }

    @Override
    public int plyCount() {
        return ply;
    }

    @Override
    public int moveIdLimit() {
        return 101;
    }

    @Override
    public int maxMoves() {
        return 100;
    }

    @Override
    public int orderingScore(int move) {
        // The geometry's square values (the hand-made evaluation's), whichever evaluation plays.
        return move == PASS ? 0 : geometry().squareWeight(move);
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder(160);
        for (int row = 9; row >= 0; row--) {
            sb.append(row + 1 < 10 ? " " : "").append(row + 1).append(' ');
            for (int col = 0; col < 10; col++) {
                int c = cell(row * 10 + col);
                sb.append(c == BLACK ? 'X' : c == WHITE ? 'O' : c == BLOCKED ? '#' : '-');
            }
            sb.append('\n');
        }
        return sb.append("   abcdefghij\n").append(variant.wireName()).append(' ')
                .append(side == 0 ? "X" : "O").append(" to move\n").toString();
    }

    // ---- OthelloBoard ----

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public int size() {
        return 10;
    }

    @Override
    public int passMove() {
        return PASS;
    }

    @Override
    public int cell(int sq) {
        if (isBlocked(sq)) {
            return BLOCKED;
        }
        boolean own = sq < 64 ? (ownLo >>> sq & 1) != 0 : (ownHi >>> (sq - 64) & 1) != 0;
        boolean opp = sq < 64 ? (oppLo >>> sq & 1) != 0 : (oppHi >>> (sq - 64) & 1) != 0;
        if (!own && !opp) {
            return EMPTY;
        }
        boolean black = own == (side == 0);
        return black ? BLACK : WHITE;
    }

    @Override
    public int discs(int color) {
        boolean ownColor = (color == BLACK) == (side == 0);
        return ownColor ? Long.bitCount(ownLo) + Long.bitCount(ownHi) : Long.bitCount(oppLo) + Long.bitCount(oppHi);
    }

    @Override
    public int empties() {
        return 100 - Long.bitCount(ownLo | oppLo | blockedLo) - Long.bitCount(ownHi | oppHi | blockedHi);
    }

    @Override
    public int placed(int color) {
        return color == BLACK ? placedBlack : placedWhite;
    }

    @Override
    public Board10 copy() {
        // Evaluations with scratch state give each copy its own.
        Board10 b = new Board10(variant, evaluator.forAnotherThread());
        b.setBlockedMask(blockedLo, blockedHi);
        b.ownLo = ownLo;
        b.ownHi = ownHi;
        b.oppLo = oppLo;
        b.oppHi = oppHi;
        b.side = side;
        b.placedBlack = placedBlack;
        b.placedWhite = placedWhite;
        b.ownMovesKnown = false;
        b.hash = computeHash();
        b.resetTracking();
        return b;
    }
}
