package dev.gamebots.othello.rules;

/**
 * An 8x8 position of {@code std}, {@code anti} or {@code reversi}: own and opponent discs as two
 * {@code long}s seen from the side to move, so a pass is a swap and negamax needs no colour branches.
 * Each move pushes its flip mask; unmake is a few XORs.
 *
 * <p>Reversi adds two rules: while any centre square is empty the only moves are the empty centre
 * squares and they flip nothing, and a colour that has placed 32 discs has no move.
 */
public final class Board8 implements OthelloBoard {

    public static final int PASS = 64;
    /** Plenty for any game: 64 placements plus the passes between them. */
    private static final int MAX_HISTORY = 256;
    static final int REVERSI_CAP = 32;

    private final Variant variant;
    private final boolean reversi;
    private final boolean anti;
    private Evaluator8 evaluator;
    /** Move-ordering scores per square, per the evaluator's {@link Evaluator8#reversesSquareOrder}. */
    private int[] squareScores;

    private long own;
    private long opp;
    /** Colour of the side to move: 0 black, 1 white. */
    private int side;
    /** Discs placed by black and white (Reversi's cap; counted in every variant). */
    private int placedBlack;
    private int placedWhite;
    /** The position's hash, valid while {@link #hashKnown}. */
    private long hash;
    /**
     * Whether {@link #hash} is up to date: a move leaves it to be mixed when asked for, since the search
     * asks for it only at nodes it searches deeper (most positions it reaches are evaluated leaves).
     */
    private boolean hashKnown;

    private int ply;
    private final long[] flipHistory = new long[MAX_HISTORY];
    private final int[] moveHistory = new int[MAX_HISTORY];
    /** The hash before each move, and whether it was known: unmake restores it instead of mixing the bitboards again. */
    private final long[] hashHistory = new long[MAX_HISTORY];
    private final boolean[] hashKnownHistory = new boolean[MAX_HISTORY];

    /**
     * The starting position of {@code variant} (std/anti: the four centre discs; reversi: empty),
     * evaluated by {@code evaluator}.
     */
    public Board8(Variant variant, Evaluator8 evaluator) {
        if (variant.size() != 8) {
            throw new IllegalArgumentException("not an 8x8 variant: " + variant);
        }
        this.variant = variant;
        this.reversi = variant == Variant.REVERSI;
        this.anti = variant == Variant.ANTI;
        this.evaluator = java.util.Objects.requireNonNull(evaluator, "evaluator");
        this.squareScores = SquareOrder.scores8(evaluator.reversesSquareOrder());
        if (reversi) {
            setBitboards(0L, 0L, 0, 0, 0);
        } else {
            setBitboards((1L << 28) | (1L << 35), (1L << 27) | (1L << 36), 0, 2, 2);
        }
    }

    /** Sets the position from absolute bitboards; {@code side} 0 = black to move. Clears the history. */
    public void setBitboards(long black, long white, int side, int placedBlack, int placedWhite) {
        if ((black & white) != 0) {
            throw new IllegalArgumentException("a square holds both colours");
        }
        this.side = side & 1;
        this.own = this.side == 0 ? black : white;
        this.opp = this.side == 0 ? white : black;
        this.placedBlack = placedBlack;
        this.placedWhite = placedWhite;
        this.ply = 0;
        this.hash = computeHash();
        this.hashKnown = true;
    }

    public void setEvaluator(Evaluator8 evaluator) {
        this.evaluator = evaluator;
        this.squareScores = SquareOrder.scores8(evaluator.reversesSquareOrder());
    }

    public Evaluator8 evaluator() {
        return evaluator;
    }

    @Override
    public void setPosition(int[] cells, int colorToMove, int placedBlack, int placedWhite) {
        if (cells.length != 64) {
            throw new IllegalArgumentException("an 8x8 board has 64 cells, got " + cells.length);
        }
        long black = 0;
        long white = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (cells[sq] == BLACK) {
                black |= 1L << sq;
            } else if (cells[sq] == WHITE) {
                white |= 1L << sq;
            }
        }
        setBitboards(black, white, colorToMove == WHITE ? 1 : 0, placedBlack, placedWhite);
    }

    // ---- raw state (for solvers and evaluation) ----

    /** Discs of the side to move. */
    public long own() {
        return own;
    }

    /** Discs of the side not to move. */
    public long opp() {
        return opp;
    }

    public long black() {
        return side == 0 ? own : opp;
    }

    public long white() {
        return side == 0 ? opp : own;
    }

    /** Legal squares of the side to move (no pass), under this variant's rules. */
    public long legalMoves() {
        return legalFor(own, opp, side);
    }

    private long legalFor(long p, long o, int colour) {
        if (reversi) {
            if ((colour == 0 ? placedBlack : placedWhite) >= REVERSI_CAP) {
                return 0L;
            }
            long centreEmpty = Bitboards8.CENTRE & ~(p | o);
            if (centreEmpty != 0) {
                return centreEmpty;
            }
        }
        return rawMoves(p, o);
    }

    // The searcher asks for the same position's moves several times (terminal test, move list, both
    // sides): remember the last two results.
    private long memoP1 = -1;
    private long memoO1 = -1;
    private long memoMoves1;
    private long memoP2 = -1;
    private long memoO2 = -1;
    private long memoMoves2;

    private long rawMoves(long p, long o) {
        if (p == memoP1 && o == memoO1) {
            return memoMoves1;
        }
        if (p == memoP2 && o == memoO2) {
            return memoMoves2;
        }
        long m = Bitboards8.moves(p, o);
        memoP2 = memoP1;
        memoO2 = memoO1;
        memoMoves2 = memoMoves1;
        memoP1 = p;
        memoO1 = o;
        memoMoves1 = m;
        return m;
    }

    /** True when the side to move must pass (no move, but the opponent has one). */
    public boolean mustPass() {
        return legalFor(own, opp, side) == 0 && legalFor(opp, own, side ^ 1) != 0;
    }

    // ---- Game ----

    @Override
    public int generateMoves(int[] buf, int offset) {
        long moves = legalFor(own, opp, side);
        if (moves != 0) {
            int n = offset;
            while (moves != 0) {
                buf[n++] = Long.numberOfTrailingZeros(moves);
                moves &= moves - 1;
            }
            return n - offset;
        }
        if (legalFor(opp, own, side ^ 1) != 0) {
            buf[offset] = PASS;
            return 1;
        }
        return 0;
    }

    @Override
    public void makeMove(int move) {
        long flips = 0;
        if (move != PASS) {
            long bit = 1L << move;
            if (!reversi || (Bitboards8.CENTRE & ~(own | opp)) == 0) {
                flips = Bitboards8.flipsByRays(own, opp, move);
            }
            own |= bit | flips;
            opp ^= flips;
            if (side == 0) {
                placedBlack++;
            } else {
                placedWhite++;
            }
        }
        flipHistory[ply] = flips;
        moveHistory[ply] = move;
        hashHistory[ply] = hash;
        hashKnownHistory[ply] = hashKnown;
        ply++;
        long t = own;
        own = opp;
        opp = t;
        side ^= 1;
        hashKnown = false;
    }

    @Override
    public void unmakeMove() {
        ply--;
        int move = moveHistory[ply];
        long t = own;
        own = opp;
        opp = t;
        side ^= 1;
        if (move != PASS) {
            long flips = flipHistory[ply];
            own ^= flips | (1L << move);
            opp |= flips;
            if (side == 0) {
                placedBlack--;
            } else {
                placedWhite--;
            }
        }
        hash = hashHistory[ply];
        hashKnown = hashKnownHistory[ply];
    }

    @Override
    public boolean isLegal(int move) {
        if (move == PASS) {
            return mustPass();
        }
        if (move < 0 || move >= 64) {
            return false;
        }
        return (legalFor(own, opp, side) & (1L << move)) != 0;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public long hash() {
        if (!hashKnown) {
            hash = computeHash();
            hashKnown = true;
        }
        return hash;
    }

    @Override
    public long recomputeHash() {
        return computeHash();
    }

    private long computeHash() {
        int extra = reversi ? placedBlack * 65 + placedWhite : 0;
        return Hashing.hash8(black(), white(), side, extra);
    }

    @Override
    public boolean isTerminal() {
        return legalFor(own, opp, side) == 0 && legalFor(opp, own, side ^ 1) == 0;
    }

    /** Final disc difference from the side to move (empty squares count for nobody); anti: reversed. */
    @Override
    public int outcome() {
        int diff = Long.bitCount(own) - Long.bitCount(opp);
        return anti ? -diff : diff;
    }

    @Override
    public int evaluate() {
        // The standard moves are usually known already: the search's terminal test asked for them.
        return evaluator.evaluate(own, opp, rawMoves(own, opp));
    }

    @Override
    public int plyCount() {
        return ply;
    }

    @Override
    public int moveIdLimit() {
        return 65;
    }

    @Override
    public int maxMoves() {
        return 64;
    }

    @Override
    public int orderingScore(int move) {
        // Under a trained anti evaluation std's bad squares come first: there a corner given away is
        // the opponent's burden (duels in docs/benchmarks.md, "The fold of MidgameSearch").
        return move == PASS ? 0 : squareScores[move];
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder(120);
        for (int row = 7; row >= 0; row--) {
            sb.append(row + 1).append(' ');
            for (int col = 0; col < 8; col++) {
                int c = cell(row * 8 + col);
                sb.append(c == BLACK ? 'X' : c == WHITE ? 'O' : '-');
            }
            sb.append('\n');
        }
        sb.append("  abcdefgh\n").append(variant.wireName()).append(' ')
                .append(side == 0 ? "X" : "O").append(" to move");
        if (reversi) {
            sb.append(" placed ").append(placedBlack).append('/').append(placedWhite);
        }
        return sb.append('\n').toString();
    }

    // ---- OthelloBoard ----

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public int size() {
        return 8;
    }

    @Override
    public int passMove() {
        return PASS;
    }

    @Override
    public int cell(int sq) {
        long bit = 1L << sq;
        if ((black() & bit) != 0) {
            return BLACK;
        }
        return (white() & bit) != 0 ? WHITE : EMPTY;
    }

    @Override
    public int discs(int color) {
        return Long.bitCount(color == BLACK ? black() : white());
    }

    @Override
    public int empties() {
        return 64 - Long.bitCount(own | opp);
    }

    @Override
    public int placed(int color) {
        return color == BLACK ? placedBlack : placedWhite;
    }

    @Override
    public Board8 copy() {
        Board8 b = new Board8(variant, evaluator);
        b.setBitboards(black(), white(), side, placedBlack, placedWhite);
        return b;
    }
}
