package dev.gamebots.gomoku.rules;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A gomoku position on a padded array, with every empty point's line shapes kept up to date.
 *
 * <p>Points are indexed {@code (y + PAD) * stride + (x + PAD)} with {@code stride = width + PAD}: the
 * five padding columns are shared by neighbouring rows and five padding rows sit above and below,
 * so a walk of up to five steps in any direction from a board point needs no bounds check. The
 * padded index is also the move number.
 *
 * <p>For every point and each of the four directions the board keeps the line key of the ten
 * neighbours (see {@link LineTable}); placing or removing a stone updates the 40 keys it appears
 * in with one OR / AND-NOT each, then re-reads the shapes of the empty points among them for both
 * colours, their packed shape codes, their {@link Threat} classes, the count of empty points per
 * class and colour, and the per-colour sum of {@link ShapeValues}. Queries such as "can the side to
 * move make five" or "where are the opponent's fours" are therefore a count or a table read.
 *
 * <p>Colours are absolute ({@link Stones#BLACK} opens). Under renju black's forbidden points are
 * illegal for black ({@link #isForbidden}). The board has its own undo stack; it allocates nothing
 * after construction.
 */
public final class Board {

    public static final int MIN_SIZE = 5;
    public static final int MAX_SIZE = 32;
    /** Padding around the board: one more than the reach of a line key would not be needed. */
    public static final int PAD = LineTable.HALF;

    private static final int DIRECTIONS = 4;

    /** Groups of threat classes kept as point sets: points that make a five. */
    public static final int SET_FIVE = 0;
    /** Points that make a four (BLOCK4 .. FLEX4). */
    public static final int SET_FOUR = 1;
    /** Points that make an open three but no four (FLEX3 .. FLEX3_2X). */
    public static final int SET_THREE = 2;
    private static final int[] GROUP = new int[Threat.COUNT];

    static {
        Arrays.fill(GROUP, -1);
        GROUP[Threat.FIVE] = SET_FIVE;
        for (int t = Threat.BLOCK4; t <= Threat.FLEX4; t++) {
            GROUP[t] = SET_FOUR;
        }
        for (int t = Threat.FLEX3; t <= Threat.FLEX3_2X; t++) {
            GROUP[t] = SET_THREE;
        }
    }
    private static final long SIDE_KEY = 0x9E3779B97F4A7C15L;

    private final int width;
    private final int height;
    private final int stride;
    private final int length;
    private final Rule rule;
    private final boolean renju;
    /** Renju's forbidden points for black, tested on this board. */
    private final RenjuForbidden forbidden = new RenjuForbidden(this);
    private final int[] step;
    private final LineTable blackTable;
    private final LineTable whiteTable;
    private final boolean caroOverlineCheck;
    private final boolean compactTables;
    private final boolean nearTables;

    private final byte[] cells;
    private final int[] keys;
    /*
     * Per empty point and colour, one word at index 2 * point + colour - 1 (both colours of a point
     * share a cache line): bits 0..15 the packed shape code, 16..19 the threat class, 20..30 the
     * line part of the value (the sum of the four line values). The value is the line part plus the
     * threat bonus, computed when read. One load and one store per shape change.
     */
    private final int[] state;
    /*
     * Per empty point and colour (same index as state): bits 0..15 the four LinePatterns packed
     * (direction d in bits 4d..4d+3), bits 16..27 the PatternCode. Kept for the pattern-code
     * evaluation and its move scores.
     */
    private final int[] patterns;
    private final PatternTable blackPatterns;
    private final PatternTable whitePatterns;
    /** Per colour: the threat class of each pattern code (renju black's forbids included). */
    private final byte[][] codeThreat = new byte[3][];
    private final int[][] codeThreatCount = new int[3][Threat.COUNT];
    /** Line patterns are kept only once asked for (they cost about a quarter of the board's speed). */
    private boolean patternsOn;
    /** Per colour: the value of each pattern code to that colour, or null when no evaluation uses them. */
    private final short[][] codeValue = new short[3][];
    private final int[] codeValueSum = new int[3];
    /** Black's minus white's code-value sum before each move on the undo stack. */
    private final int[] codeBalanceHistory;
    /** Moves below this ply on the undo stack were made before the code values were set: no balance. */
    private int balanceKnownFrom;
    /** Per colour: the threat class table to use (renju black has its own). */
    private final byte[][] threatTable = new byte[3][];
    /** How far a stone can change a neighbour's shape: 4 when only fives of five or more count. */
    private final int reach;
    private final int[][] threatCount = new int[3][Threat.COUNT];
    private final int[] valueSum = new int[3];
    /** Stones within the 5x5 square around each point: the candidate area. */
    private final byte[] near;
    private final long[] zobrist;
    /** Bit sets over points: empty points, points with stones within two, and threat groups per colour. */
    private final int words;
    private final long[] emptySet;
    private final long[] nearSet;
    private final long[][][] threatSets = new long[3][3][];

    private final int[] history;
    private final byte[] winnerHistory;
    private int ply;
    private int stones;
    private int sideToMove = Stones.BLACK;
    private int winner;
    private long hash;

    /** An empty {@code width x height} board under {@code rule}, black to move. */
    public Board(int width, int height, Rule rule) {
        if (width < MIN_SIZE || height < MIN_SIZE || width > MAX_SIZE || height > MAX_SIZE) {
            throw new IllegalArgumentException("board size must be within " + MIN_SIZE + ".." + MAX_SIZE
                    + ": " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        this.rule = rule;
        this.renju = rule.isRenju();
        this.stride = width + PAD;
        this.length = (height + 2 * PAD + 1) * stride;
        this.step = new int[] {1, stride, stride + 1, stride - 1};
        this.blackTable = LineTable.of(rule.semantics(Stones.BLACK));
        this.whiteTable = LineTable.of(rule.semantics(Stones.WHITE));
        this.caroOverlineCheck = rule.kind() == Rule.Kind.CARO && !rule.exactFive();
        this.compactTables = blackTable.compact() && whiteTable.compact();
        this.nearTables = blackTable.hasNearTable() && whiteTable.hasNearTable();
        this.blackPatterns = PatternTable.of(PatternTable.Kind.of(rule, Stones.BLACK));
        this.whitePatterns = PatternTable.of(PatternTable.Kind.of(rule, Stones.WHITE));
        // The fast paths read both colours' patterns from the index the shapes were read with.
        if (nearTables && (blackPatterns.kind().half() != 4 || whitePatterns.kind().half() != 4)
                || compactTables && !nearTables && (blackPatterns.kind().half() != 5 || whitePatterns.kind().half() != 5)) {
            throw new IllegalStateException("pattern window does not match the line tables of " + rule);
        }
        // Freestyle shapes only look four points away; exact fives and caro ends need the fifth.
        this.reach = blackTable.semantics() == LineSemantics.FREE && whiteTable.semantics() == LineSemantics.FREE
                ? PAD - 1 : PAD;
        cells = new byte[length];
        keys = new int[length * DIRECTIONS];
        near = new byte[length];
        state = new int[2 * length];
        patterns = new int[2 * length];
        for (int c = 1; c <= 2; c++) {
            threatTable[c] = Threat.table(renju && c == Stones.BLACK);
            codeThreat[c] = new byte[PatternCode.COUNT];
            for (int code = 0; code < PatternCode.COUNT; code++) {
                codeThreat[c][code] = (byte) PatternCode.threat(code, renju && c == Stones.BLACK);
            }
        }
        words = (length + 63) >>> 6;
        emptySet = new long[words];
        nearSet = new long[words];
        for (int c = 1; c <= 2; c++) {
            for (int g = 0; g < 3; g++) {
                threatSets[c][g] = new long[words];
            }
        }
        zobrist = new long[3 * length];
        SplittableRandom random = new SplittableRandom(0x60D0L * 1_000_003L + width * 64L + height);
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = random.nextLong();
        }
        history = new int[width * height + 1];
        codeBalanceHistory = new int[width * height + 1];
        winnerHistory = new byte[width * height + 1];
        Arrays.fill(cells, (byte) Stones.BLOCKED);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                cells[index(x, y)] = Stones.EMPTY;
            }
        }
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
        return (y + PAD) * stride + x + PAD;
    }

    public int x(int point) {
        return point % stride - PAD;
    }

    public int y(int point) {
        return point / stride - PAD;
    }

    /** True when {@code (x, y)} is on the board. */
    public boolean onBoard(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** True when {@code point} is a point of the board (empty or not). */
    public boolean isBoardPoint(int point) {
        if (point < 0 || point >= length) {
            return false;
        }
        int x = x(point);
        int y = y(point);
        return onBoard(x, y);
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
        return state[2 * point + color - 1] & 0xFFFF;
    }

    /** Line shape of an empty point along direction {@code d} for {@code color}. */
    public int shape(int color, int point, int d) {
        return (state[2 * point + color - 1] >>> (4 * d)) & 15;
    }

    /** Threat class of an empty point for {@code color} (meaningless for occupied points). */
    public int threat(int color, int point) {
        return (state[2 * point + color - 1] >>> 16) & 15;
    }

    /** Heuristic value of an empty point for {@code color}. */
    public int value(int color, int point) {
        int st = state[2 * point + color - 1];
        return ShapeValues.value(st >>> 20, (st >>> 16) & 15);
    }

    /**
     * Starts keeping line patterns, pattern codes and their threat counts (off on a new board: the
     * hand-set evaluation does not read them, and they cost about a quarter of the board's speed).
     */
    public void trackPatterns() {
        if (!patternsOn) {
            patternsOn = true;
            rebuild();
        }
    }

    /** True when the board keeps line patterns ({@link #trackPatterns}). */
    public boolean tracksPatterns() {
        return patternsOn;
    }

    /**
     * Packed directional {@link LinePattern}s of an empty point for {@code color} (direction d in bits
     * 4d..4d+3); this and the other pattern queries are kept only while {@link #tracksPatterns}.
     */
    public int linePatterns(int color, int point) {
        return patterns[2 * point + color - 1] & 0xFFFF;
    }

    /** The {@link PatternCode} of an empty point for {@code color}. */
    public int patternCode(int color, int point) {
        return patterns[2 * point + color - 1] >>> 16;
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
        codeValue[Stones.BLACK] = forBlack;
        codeValue[Stones.WHITE] = forWhite;
        patternsOn |= forBlack != null;
        balanceKnownFrom = ply;
        rebuild();
    }

    /** The code values of {@code color} given to {@link #setCodeValues} (tests compare boards with them). */
    short[] codeValues(int color) {
        return codeValue[color];
    }

    /** True when {@link #setCodeValues} gave values. */
    public boolean hasCodeValues() {
        return codeValue[Stones.BLACK] != null;
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
        return ply <= balanceKnownFrom ? codeValueSum[Stones.BLACK] - codeValueSum[Stones.WHITE]
                : codeBalanceHistory[ply - 1];
    }

    /** Number of empty points whose threat class for {@code color} is {@code threatClass}. */
    public int threatCount(int color, int threatClass) {
        return threatCount[color][threatClass];
    }

    /** Sum of {@link #value} over the empty points for {@code color}. */
    public int valueSum(int color) {
        return valueSum[color];
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

    // ------------------------------------------------------------------ moves

    /**
     * True when the side to move may play {@code point}: an empty board point, not a forbidden point
     * of renju black, and the game not already won.
     */
    public boolean isLegal(int point) {
        if (point < 0 || point >= length || cells[point] != Stones.EMPTY || winner != 0) {
            return false;
        }
        return !(renju && sideToMove == Stones.BLACK && isForbidden(point));
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
        codeBalanceHistory[ply] = codeValueSum[Stones.BLACK] - codeValueSum[Stones.WHITE];
        history[ply++] = point;
        put(point, color);
        if (five) {
            winner = color;
        }
        sideToMove = Stones.opponent(color);
        hash ^= SIDE_KEY;
    }

    /** Takes back the last {@link #makeMove}. */
    public void unmakeMove() {
        int point = history[--ply];
        balanceKnownFrom = Math.min(balanceKnownFrom, ply);
        winner = winnerHistory[ply];
        remove(point);
        sideToMove = Stones.opponent(sideToMove);
        hash ^= SIDE_KEY;
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
        put(point, color);
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
        Arrays.fill(cells, (byte) Stones.BLOCKED);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                cells[index(x, y)] = Stones.EMPTY;
            }
        }
        ply = 0;
        balanceKnownFrom = 0;
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

    // ------------------------------------------------------------------ renju

    /**
     * Renju: true when {@code point} is forbidden for black (overline, double-four, or a double-three
     * with at least two real threes), unless it makes a five. Always false under other rules.
     */
    public boolean isForbidden(int point) {
        return renju && forbidden.isForbidden(point, 0);
    }

    /** Puts a stone for a look-ahead of the forbidden-point test (undone by {@link #takeBack}). */
    void tryStone(int point, int color) {
        put(point, color);
    }

    /** Takes back a stone of {@link #tryStone}. */
    void takeBack(int point) {
        remove(point);
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

    // ------------------------------------------------------------------ incremental core

    private void put(int point, int color) {
        leaveEmpty(point);
        cells[point] = (byte) color;
        if (color != Stones.BLOCKED) {
            hash ^= zobrist[color * length + point];
        }
        stones++;
        int[] k = keys;
        byte[] cl = cells;
        int r = reach;
        long delta = 0;
        for (int d = 0; d < DIRECTIONS; d++) {
            int s = step[d];
            for (int i = 1; i <= PAD; i++) {
                int before = point - i * s;
                int after = point + i * s;
                int kb = before * DIRECTIONS + d;
                int ka = after * DIRECTIONS + d;
                k[kb] |= color << LineTable.shift(i);
                k[ka] |= color << LineTable.shift(-i);
                if (i <= r) {
                    if (cl[before] == Stones.EMPTY) {
                        delta += refresh(before, d, k[kb]);
                    }
                    if (cl[after] == Stones.EMPTY) {
                        delta += refresh(after, d, k[ka]);
                    }
                }
            }
        }
        applyValueDelta(delta);
        adjustNear(point, 1);
    }

    private void remove(int point) {
        int color = cells[point];
        cells[point] = Stones.EMPTY;
        if (color != Stones.BLOCKED) {
            hash ^= zobrist[color * length + point];
        }
        stones--;
        int[] k = keys;
        byte[] cl = cells;
        int r = reach;
        long delta = 0;
        for (int d = 0; d < DIRECTIONS; d++) {
            int s = step[d];
            for (int i = 1; i <= PAD; i++) {
                int before = point - i * s;
                int after = point + i * s;
                int kb = before * DIRECTIONS + d;
                int ka = after * DIRECTIONS + d;
                k[kb] &= ~(3 << LineTable.shift(i));
                k[ka] &= ~(3 << LineTable.shift(-i));
                if (i <= r) {
                    if (cl[before] == Stones.EMPTY) {
                        delta += refresh(before, d, k[kb]);
                    }
                    if (cl[after] == Stones.EMPTY) {
                        delta += refresh(after, d, k[ka]);
                    }
                }
            }
        }
        applyValueDelta(delta);
        adjustNear(point, -1);
        enterEmpty(point);
    }

    /**
     * Re-reads the shapes of empty {@code point} along {@code d} (line key {@code key}) for both
     * colours; returns the change of the two value sums packed as black + (white << 32).
     */
    private long refresh(int point, int d, int key) {
        int blackShape;
        int whiteShape;
        if (nearTables) {
            int pair = LineTable.nearPair(key);
            blackShape = blackTable.shapeAtNearIndex(pair & 0xFFFF);
            whiteShape = whiteTable.shapeAtNearIndex(pair >>> 16);
            if (patternsOn) {
                updatePattern(Stones.BLACK, point, d, blackPatterns.patternAt(pair & 0xFFFF));
                updatePattern(Stones.WHITE, point, d, whitePatterns.patternAt(pair >>> 16));
            }
        } else if (compactTables) {
            // lo + 243 * hi computed on both packed halves at once: no carry crosses bit 16.
            int pair = LineTable.ternaryPair(key);
            blackShape = blackTable.shapeAtIndex(pair & 0xFFFF);
            whiteShape = whiteTable.shapeAtIndex(pair >>> 16);
            if (patternsOn) {
                updatePattern(Stones.BLACK, point, d, blackPatterns.patternAt(pair & 0xFFFF));
                updatePattern(Stones.WHITE, point, d, whitePatterns.patternAt(pair >>> 16));
            }
        } else {
            blackShape = blackTable.shapeFor(key, false);
            whiteShape = whiteTable.shapeFor(key, true);
            if (patternsOn) {
                updatePattern(Stones.BLACK, point, d, blackPatterns.patternOfKey(key, false));
                updatePattern(Stones.WHITE, point, d, whitePatterns.patternOfKey(key, true));
            }
        }
        return update(Stones.BLACK, point, d, blackShape) + ((long) update(Stones.WHITE, point, d, whiteShape) << 32);
    }

    /** Adds packed value changes (black + (white << 32)) to the sums. */
    private void applyValueDelta(long delta) {
        int black = (int) delta;
        int white = (int) ((delta - black) >> 32);
        valueSum[Stones.BLACK] += black;
        valueSum[Stones.WHITE] += white;
    }

    /** Sets the shape of {@code point} along {@code d} for {@code color}; returns the change of its value. */
    private int update(int color, int point, int d, int shape) {
        int at = 2 * point + color - 1;
        int st = state[at];
        int shift = 4 * d;
        int oldShape = (st >>> shift) & 15;
        if (oldShape == shape) {
            return 0;
        }
        int code = (st & 0xFFFF & ~(15 << shift)) | (shape << shift);
        int oldLine = st >>> 20;
        int line = oldLine + ShapeValues.LINE[shape] - ShapeValues.LINE[oldShape];
        int oldThreat = (st >>> 16) & 15;
        int newThreat = threatTable[color][code];
        state[at] = code | (newThreat << 16) | (line << 20);
        if (newThreat != oldThreat) {
            threatCount[color][oldThreat]--;
            threatCount[color][newThreat]++;
            int go = GROUP[oldThreat];
            int gn = GROUP[newThreat];
            if (go != gn) {
                if (go >= 0) {
                    threatSets[color][go][point >>> 6] &= ~(1L << point);
                }
                if (gn >= 0) {
                    threatSets[color][gn][point >>> 6] |= 1L << point;
                }
            }
        }
        return ShapeValues.value(line, newThreat) - ShapeValues.value(oldLine, oldThreat);
    }

    /** Sets the line pattern of {@code point} along {@code d} for {@code color}, with its code, class and value. */
    private void updatePattern(int color, int point, int d, int pattern) {
        int at = 2 * point + color - 1;
        int old = patterns[at];
        int shift = 4 * d;
        if (((old >>> shift) & 15) == pattern) {
            return;
        }
        int packed = (old & 0xFFFF & ~(15 << shift)) | (pattern << shift);
        int oldCode = old >>> 16;
        int code = PatternCode.of(packed);
        patterns[at] = packed | (code << 16);
        if (code != oldCode) {
            byte[] ct = codeThreat[color];
            codeThreatCount[color][ct[oldCode]]--;
            codeThreatCount[color][ct[code]]++;
            short[] v = codeValue[color];
            if (v != null) {
                codeValueSum[color] += v[code] - v[oldCode];
            }
        }
    }

    /** A point stops being empty: its classes leave the counts. */
    private void leaveEmpty(int point) {
        emptySet[point >>> 6] &= ~(1L << point);
        for (int c = 1; c <= 2; c++) {
            if (patternsOn) {
                int code = patternCode(c, point);
                codeThreatCount[c][codeThreat[c][code]]--;
                if (codeValue[c] != null) {
                    codeValueSum[c] -= codeValue[c][code];
                }
            }
            int t = threat(c, point);
            threatCount[c][t]--;
            valueSum[c] -= value(c, point);
            if (GROUP[t] >= 0) {
                threatSets[c][GROUP[t]][point >>> 6] &= ~(1L << point);
            }
        }
    }

    /** A point becomes empty: recompute its shapes from its keys and count it again. */
    private void enterEmpty(int point) {
        emptySet[point >>> 6] |= 1L << point;
        for (int c = 1; c <= 2; c++) {
            boolean rb = renju && c == Stones.BLACK;
            LineTable table = c == Stones.BLACK ? blackTable : whiteTable;
            PatternTable patternTable = c == Stones.BLACK ? blackPatterns : whitePatterns;
            int code = 0;
            int packed = 0;
            for (int d = 0; d < DIRECTIONS; d++) {
                int key = keys[point * DIRECTIONS + d];
                code |= table.shapeFor(key, c == Stones.WHITE) << (4 * d);
                if (patternsOn) {
                    packed |= patternTable.patternOfKey(key, c == Stones.WHITE) << (4 * d);
                }
            }
            if (patternsOn) {
                int pcode = PatternCode.of(packed);
                patterns[2 * point + c - 1] = packed | (pcode << 16);
                codeThreatCount[c][codeThreat[c][pcode]]++;
                if (codeValue[c] != null) {
                    codeValueSum[c] += codeValue[c][pcode];
                }
            }
            int at = 2 * point + c - 1;
            int line = ShapeValues.lineSum(code);
            int t = Threat.of(code, rb);
            state[at] = code | (t << 16) | (line << 20);
            threatCount[c][t]++;
            if (GROUP[t] >= 0) {
                threatSets[c][GROUP[t]][point >>> 6] |= 1L << point;
            }
            valueSum[c] += ShapeValues.value(line, t);
        }
    }

    private void adjustNear(int point, int delta) {
        for (int dy = -2; dy <= 2; dy++) {
            int row = point + dy * stride;
            for (int dx = -2; dx <= 2; dx++) {
                int q = row + dx;
                int n = near[q] + delta;
                near[q] = (byte) n;
                if (n == 0) {
                    nearSet[q >>> 6] &= ~(1L << q);
                } else if (n == delta && delta > 0) {
                    nearSet[q >>> 6] |= 1L << q;
                }
            }
        }
    }

    /** Recomputes every key, shape, count and the hash from the cells. */
    private void rebuild() {
        Arrays.fill(keys, 0);
        for (int c = 1; c <= 2; c++) {
            Arrays.fill(threatCount[c], 0);
            Arrays.fill(codeThreatCount[c], 0);
            valueSum[c] = 0;
            codeValueSum[c] = 0;
        }
        Arrays.fill(near, (byte) 0);
        Arrays.fill(emptySet, 0L);
        Arrays.fill(nearSet, 0L);
        for (int c = 1; c <= 2; c++) {
            for (int g = 0; g < 3; g++) {
                Arrays.fill(threatSets[c][g], 0L);
            }
        }
        hash = sideToMove == Stones.WHITE ? SIDE_KEY : 0L;
        for (int p = 0; p < length; p++) {
            for (int d = 0; d < DIRECTIONS; d++) {
                int key = 0;
                for (int off = -PAD; off <= PAD; off++) {
                    if (off != 0) {
                        int q = p + off * step[d];
                        int v = q >= 0 && q < length ? cells[q] : Stones.BLOCKED;
                        key |= v << LineTable.shift(off);
                    }
                }
                keys[p * DIRECTIONS + d] = key;
            }
        }
        for (int p = 0; p < length; p++) {
            int c = cells[p];
            if (c == Stones.EMPTY) {
                enterEmpty(p);
            } else if (isBoardPoint(p)) {
                if (c != Stones.BLOCKED) {
                    hash ^= zobrist[c * length + p];
                }
                adjustNear(p, 1);
            }
        }
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
