package dev.gamebots.gomoku.rules;

import java.util.SplittableRandom;

/**
 * A gomoku position: the stones, the side to move, the move history with undo, the hash, the winner,
 * and every empty point's line shapes, threat classes and (when asked) pattern codes kept up to date
 * move by move, so that queries such as "can the side to move make five" or "where are the
 * opponent's fours" are a count or a table read.
 *
 * <p>The facade over three parts of the rules package: {@link BoardGeometry} (the padded point
 * numbering: the padded index is the move number), {@link ShapeTracker} (the incremental line keys,
 * shapes, threat counts and sets, value sums, candidate area) and {@link PatternTracker} (line
 * patterns, pattern codes and their sums, kept only after {@link #trackPatterns} or
 * {@link #setCodeValues}); renju's forbidden points are {@link RenjuForbidden}'s. The queries read
 * the trackers' arrays through final fields of this class holding the same arrays, so the search's
 * inner loop pays no indirection for the split.
 *
 * <p>Colours are absolute ({@link Stones#BLACK} opens). Under renju black's forbidden points are
 * illegal for black ({@link #isForbidden}). Allocates nothing after construction.
 */
public final class Board {

    public static final int MIN_SIZE = BoardGeometry.MIN_SIZE;
    public static final int MAX_SIZE = BoardGeometry.MAX_SIZE;

    /** Threat groups kept as point sets ({@link #threatSetWord}): points that make a five. */
    public static final int SET_FIVE = ShapeTracker.SET_FIVE;
    /** Points that make a four (BLOCK4 .. FLEX4). */
    public static final int SET_FOUR = ShapeTracker.SET_FOUR;
    /** Points that make an open three but no four (FLEX3 .. FLEX3_2X). */
    public static final int SET_THREE = ShapeTracker.SET_THREE;

    private static final int DIRECTIONS = BoardGeometry.DIRECTIONS;
    private static final long SIDE_KEY = 0x9E3779B97F4A7C15L;

    private final BoardGeometry geometry;
    private final int width;
    private final int height;
    private final int length;
    private final int[] step;
    private final Rule rule;
    private final boolean renju;
    private final boolean caroOverlineCheck;
    private final ShapeTracker shapes;
    private final PatternTracker patterns;
    /** Renju's forbidden points for black, tested on this board. */
    private final RenjuForbidden forbidden;

    // The trackers' arrays (the same objects), read by the queries without a load of the tracker.
    private final byte[] cells;
    private final int[] keys;
    private final int[] state;
    private final int[] patternWords;
    private final int[] tallies;
    private final byte[] near;
    private final long[] emptySet;
    private final long[] nearSet;
    private final long[][][] threatSets;
    private final int words;
    private final int[][] codeThreatCount;
    private final int[] codeValueSum;

    private final long[] zobrist;
    private final int[] history;
    private final byte[] winnerHistory;
    private int ply;
    private int stones;
    private int sideToMove = Stones.BLACK;
    private int winner;
    private long hash;

    /** An empty {@code width x height} board under {@code rule}, black to move. */
    public Board(int width, int height, Rule rule) {
        this.geometry = new BoardGeometry(width, height);
        this.width = width;
        this.height = height;
        this.length = geometry.length;
        this.step = geometry.step;
        this.rule = rule;
        this.renju = rule.isRenju();
        this.caroOverlineCheck = rule.kind() == Rule.Kind.CARO && !rule.exactFive();
        this.patterns = new PatternTracker(geometry, rule, ShapeTracker.undoFrames(geometry));
        this.shapes = new ShapeTracker(geometry, rule, patterns);
        this.forbidden = new RenjuForbidden(this);
        cells = shapes.cells;
        keys = shapes.keys;
        state = shapes.state;
        tallies = shapes.tallies;
        near = shapes.near;
        emptySet = shapes.emptySet;
        nearSet = shapes.nearSet;
        threatSets = shapes.threatSets;
        words = shapes.words;
        patternWords = patterns.patterns;
        codeThreatCount = patterns.codeThreatCount;
        codeValueSum = patterns.codeValueSum;
        zobrist = new long[3 * length];
        SplittableRandom random = new SplittableRandom(0x60D0L * 1_000_003L + width * 64L + height);
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = random.nextLong();
        }
        history = new int[width * height + 1];
        winnerHistory = new byte[width * height + 1];
        rebuild();
    }

    // ------------------------------------------------------------------ geometry

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public Rule rule() {
        return rule;
    }

    /** Size of the padded array: move numbers are below this. */
    public int length() {
        return length;
    }

    /** Index step of direction {@code d}: 0 horizontal, 1 vertical, 2 diagonal, 3 anti-diagonal. */
    public int step(int d) {
        return step[d];
    }

    /** The point (move number) of board coordinates; no range check. */
    public int index(int x, int y) {
        return geometry.index(x, y);
    }

    public int x(int point) {
        return geometry.x(point);
    }

    public int y(int point) {
        return geometry.y(point);
    }

    /** True when {@code (x, y)} is on the board. */
    public boolean onBoard(int x, int y) {
        return geometry.onBoard(x, y);
    }

    /** True when {@code point} is a point of the board (empty or not). */
    public boolean isBoardPoint(int point) {
        return geometry.isBoardPoint(point);
    }

    // ------------------------------------------------------------------ state

    /** What the point holds ({@link Stones}). */
    public int at(int point) {
        return cells[point];
    }

    public int at(int x, int y) {
        return cells[index(x, y)];
    }

    public boolean isEmpty(int point) {
        return cells[point] == Stones.EMPTY;
    }

    /** Colour to move. */
    public int sideToMove() {
        return sideToMove;
    }

    /** Stones (and blocked points set with {@link #block}) on the board. */
    public int stoneCount() {
        return stones;
    }

    /** Moves made with {@link #makeMove} still on the undo stack. */
    public int ply() {
        return ply;
    }

    /** The {@code i}-th move on the undo stack (0 = oldest). */
    public int moveAt(int i) {
        return history[i];
    }

    /** The last move made, or -1. */
    public int lastMove() {
        return ply == 0 ? -1 : history[ply - 1];
    }

    /** The colour that made a winning five with its last move, or 0. */
    public int winner() {
        return winner;
    }

    /** True when the board has no empty point left. */
    public boolean isFull() {
        return stones == width * height;
    }

    public long hash() {
        return hash;
    }

    /** Packed shape code of an empty point for {@code color} (see {@link Threat#shape}). */
    public int shapeCode(int color, int point) {
        return ShapeTracker.shapeCodeOf(state[ShapeTracker.slot(color, point)]);
    }

    /** Line shape of an empty point along direction {@code d} for {@code color}. */
    public int shape(int color, int point, int d) {
        return ShapeTracker.shapeOf(state[ShapeTracker.slot(color, point)], d);
    }

    /** Threat class of an empty point for {@code color} (meaningless for occupied points). */
    public int threat(int color, int point) {
        return ShapeTracker.threatOf(state[ShapeTracker.slot(color, point)]);
    }

    /** Heuristic value of an empty point for {@code color}. */
    public int value(int color, int point) {
        return ShapeTracker.valueOf(state[ShapeTracker.slot(color, point)]);
    }

    /** Number of empty points whose threat class for {@code color} is {@code threatClass}. */
    public int threatCount(int color, int threatClass) {
        return tallies[ShapeTracker.countAt(color, threatClass)];
    }

    /** Sum of {@link #value} over the empty points for {@code color}. */
    public int valueSum(int color) {
        return tallies[ShapeTracker.sumAt(color)];
    }

    /** Stones within two points (5x5 square) of {@code point}. */
    public int nearCount(int point) {
        return near[point];
    }

    /** Number of 64-bit words of the point sets. */
    public int setWords() {
        return words;
    }

    /**
     * Word {@code w} of the set of empty points of threat group {@code group} ({@link #SET_FIVE},
     * {@link #SET_FOUR}, {@link #SET_THREE}) for {@code color}. Point {@code p} is bit {@code p & 63}
     * of word {@code p >>> 6}.
     */
    public long threatSetWord(int color, int group, int w) {
        return threatSets[color][group][w];
    }

    /** Word {@code w} of the set of empty points with a stone within two points (the candidate area). */
    public long candidateWord(int w) {
        return nearSet[w] & emptySet[w];
    }

    /** Word {@code w} of the set of empty board points. */
    public long emptyWord(int w) {
        return emptySet[w];
    }

    /** The line key of {@code point} along direction {@code d} (black = own bits). */
    public int key(int point, int d) {
        return keys[point * DIRECTIONS + d];
    }

    // ------------------------------------------------------------------ pattern codes

    /**
     * Starts keeping line patterns, pattern codes and their threat counts (off on a new board: the
     * hand-set evaluation does not read them, and they cost part of the board's speed).
     */
    public void trackPatterns() {
        if (!shapes.patternsOn()) {
            shapes.feedPatterns();
            rebuild();
        }
    }

    /** True when the board keeps line patterns ({@link #trackPatterns}). */
    public boolean tracksPatterns() {
        return shapes.patternsOn();
    }

    /**
     * Packed directional {@link LinePattern}s of an empty point for {@code color} (direction d in bits
     * 4d..4d+3); this and the other pattern queries are kept only while {@link #tracksPatterns}.
     */
    public int linePatterns(int color, int point) {
        return PatternTracker.linePatternsOf(patternWords[ShapeTracker.slot(color, point)]);
    }

    /** The {@link PatternCode} of an empty point for {@code color}. */
    public int patternCode(int color, int point) {
        return PatternTracker.codeOf(patternWords[ShapeTracker.slot(color, point)]);
    }

    /** Number of empty points whose pattern code's threat class for {@code color} is {@code threatClass}. */
    public int codeThreatCount(int color, int threatClass) {
        return codeThreatCount[color][threatClass];
    }

    /**
     * Uses per-code values (index = {@link PatternCode}) for the two colours: the board then keeps
     * each colour's sum over the empty points ({@link #codeValueSum}) and its line patterns; null for
     * both turns the sums off.
     */
    public void setCodeValues(short[] forBlack, short[] forWhite) {
        if ((forBlack == null) != (forWhite == null)) {
            throw new IllegalArgumentException("values for both colours or for none");
        }
        patterns.setValues(forBlack, forWhite, ply);
        if (forBlack != null) {
            shapes.feedPatterns();
        }
        rebuild();
    }

    /** The code values of {@code color} given to {@link #setCodeValues} (tests compare boards with them). */
    short[] codeValues(int color) {
        return patterns.values(color);
    }

    /** True when {@link #setCodeValues} gave values. */
    public boolean hasCodeValues() {
        return patterns.values(Stones.BLACK) != null;
    }

    /** Sum over the empty points of their code values for {@code color} (0 without values). */
    public int codeValueSum(int color) {
        return codeValueSum[color];
    }

    /**
     * Black's minus white's code-value sum before the last move on the undo stack (the current one
     * when there is none, or when that move was made before {@link #setCodeValues}): the evaluation
     * averages two plies to damp the odd-even swing.
     */
    public int previousCodeBalance() {
        return patterns.previousBalance(ply);
    }

    // ------------------------------------------------------------------ moves

    /**
     * True when the side to move may play {@code point}: an empty board point, not a forbidden point
     * of renju black, and the game not already won.
     */
    public boolean isLegal(int point) {
        if (point < 0 || point >= length || cells[point] != Stones.EMPTY || winner != 0) {
            return false;
        }
        return !(sideToMove == Stones.BLACK && isForbidden(point));
    }

    /** True when {@code color} playing empty {@code point} makes a winning five under the rule. */
    public boolean isWinningMove(int point, int color) {
        return threat(color, point) == Threat.FIVE && (!caroOverlineCheck || isCaroFiveByScan(point, color));
    }

    /** Plays {@code point} for the side to move (which must be legal) and passes the turn. */
    public void makeMove(int point) {
        int color = sideToMove;
        boolean five = isWinningMove(point, color);
        winnerHistory[ply] = (byte) winner;
        patterns.saveBalance(ply);
        history[ply++] = point;
        shapes.put(point, color);
        stones++;
        if (five) {
            winner = color;
        }
        sideToMove = Stones.opponent(color);
        hash ^= zobrist[color * length + point] ^ SIDE_KEY;
    }

    /** Takes back the last {@link #makeMove}. */
    public void unmakeMove() {
        int point = history[--ply];
        patterns.takenBackTo(ply);
        winner = winnerHistory[ply];
        int color = cells[point];
        shapes.remove(point);
        stones--;
        sideToMove = Stones.opponent(sideToMove);
        hash ^= zobrist[color * length + point] ^ SIDE_KEY;
    }

    /** Plays a null move: only the turn passes (for threat analysis of the other side). */
    public void passTurn() {
        sideToMove = Stones.opponent(sideToMove);
        hash ^= SIDE_KEY;
    }

    /**
     * Sets up a position: places a stone of {@code color} outside the move history (BOARD command,
     * openings). The caller fixes the side to move with {@link #setSideToMove}.
     */
    public void place(int point, int color) {
        if (cells[point] != Stones.EMPTY) {
            throw new IllegalArgumentException("point is not empty: " + point);
        }
        boolean five = color != Stones.BLOCKED && isWinningMove(point, color);
        shapes.putForGood(point, color);
        stones++;
        if (color != Stones.BLOCKED) {
            hash ^= zobrist[color * length + point];
        }
        if (five && winner == 0) {
            winner = color;
        }
    }

    /** Marks a point as blocked (BOARD field 3 of a continuous game). */
    public void block(int point) {
        place(point, Stones.BLOCKED);
    }

    /** Empties the board (same size and rule), black to move; allocates nothing. */
    public void clear() {
        shapes.resetCells();
        ply = 0;
        patterns.clearBalances();
        stones = 0;
        winner = 0;
        sideToMove = Stones.BLACK;
        rebuild();
    }

    public void setSideToMove(int color) {
        if (color != sideToMove) {
            passTurn();
        }
    }

    /** Recomputes the trackers and the hash from the cells. */
    private void rebuild() {
        shapes.rebuild();
        hash = recomputeHash();
    }

    /** The hash computed from scratch (for tests of the incremental one). */
    public long recomputeHash() {
        long h = sideToMove == Stones.WHITE ? SIDE_KEY : 0L;
        for (int p = 0; p < length; p++) {
            int c = cells[p];
            if ((c == Stones.BLACK || c == Stones.WHITE) && isBoardPoint(p)) {
                h ^= zobrist[c * length + p];
            }
        }
        return h;
    }

    // ------------------------------------------------------------------ renju

    /**
     * Renju: true when {@code point} is forbidden for black (overline, double-four, or a double-three
     * with at least two real threes), unless it makes a five. Always false under other rules.
     */
    public boolean isForbidden(int point) {
        return renju && forbidden.isForbidden(point, 0);
    }

    /**
     * Puts a stone for a look-ahead of the forbidden-point test (undone by {@link #takeBack}): the
     * shapes only; the hash and the stone count, which the test does not read, stay as they are.
     */
    void tryStone(int point, int color) {
        shapes.put(point, color);
    }

    /** Takes back a stone of {@link #tryStone}. */
    void takeBack(int point) {
        shapes.remove(point);
    }

    // ------------------------------------------------------------------ win scans

    /** Caro overline: a run longer than the key window is checked stone by stone. */
    private boolean isCaroFiveByScan(int point, int color) {
        for (int d = 0; d < DIRECTIONS; d++) {
            int s = step[d];
            int l = point;
            while (cells[l - s] == color) {
                l -= s;
            }
            int r = point;
            while (cells[r + s] == color) {
                r += s;
            }
            int len = (r - l) / s + 1;
            if (len >= 5) {
                int opp = Stones.opponent(color);
                if (!(cells[l - s] == opp && cells[r + s] == opp)) {
                    return true;
                }
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ text

    /** The position as text: one row per line, 'X' black, 'O' white, '#' blocked, '.' empty. */
    public String render() {
        StringBuilder sb = new StringBuilder();
        sb.append(width).append('x').append(height).append(' ').append(rule.displayName())
                .append(", ").append(sideToMove == Stones.BLACK ? "black" : "white").append(" to move\n");
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                sb.append(switch (cells[index(x, y)]) {
                    case Stones.BLACK -> 'X';
                    case Stones.WHITE -> 'O';
                    case Stones.BLOCKED -> '#';
                    default -> '.';
                });
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
