package dev.gamebots.gomoku.rules;

import java.util.Arrays;

/**
 * The board's incremental core: the cells, and for every empty point what a stone there would make,
 * kept up to date stone by stone.
 *
 * <p>For every point and each of the four directions it keeps the line key of the ten neighbours
 * (see {@link LineTable}); placing or removing a stone updates the 40 keys it appears in with one
 * OR / AND-NOT each, then re-reads the line shapes of the empty points among them for both colours,
 * their packed shape codes, their {@link Threat} classes, the count of empty points per class and
 * colour, the per-colour sum of {@link ShapeValues}, and the bit sets of the points of each threat
 * group; beside that the count of stones within the 5x5 square of every point (the candidate area).
 * {@link #remove} is the exact undo of {@link #put}. When asked to, it also keeps every empty
 * point's line patterns and pattern code in the {@link PatternTracker}'s words, read from the same
 * line index through a {@link ShapePatternTable} and logged in the same undo entry as the shapes.
 *
 * <p>The arrays are package-private and final: {@link Board} holds the same arrays in final fields of
 * its own and reads them directly, so a query costs one array read, as before the board was split.
 * Allocates nothing after construction.
 */
final class ShapeTracker {

    private static final int DIRECTIONS = BoardGeometry.DIRECTIONS;
    private static final int PAD = BoardGeometry.PAD;

    /** Groups of threat classes kept as point sets: points that make a five. */
    static final int SET_FIVE = 0;
    /** Points that make a four (BLOCK4 .. FLEX4). */
    static final int SET_FOUR = 1;
    /** Points that make an open three but no four (FLEX3 .. FLEX3_2X). */
    static final int SET_THREE = 2;
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

    private final BoardGeometry geometry;
    private final int length;
    private final int stride;
    private final int[] step;
    private final boolean renju;
    private final LineTable blackTable;
    private final LineTable whiteTable;
    private final boolean compactTables;
    private final boolean nearTables;
    /** Per colour: the threat class table to use (renju black has its own). */
    private final byte[][] threatTable = new byte[3][];
    /** How far a stone can change a neighbour's shape: 4 when only fives of five or more count. */
    private final int reach;
    private final PatternTracker patterns;
    /** The pattern tracker's words (the same array), per slot like {@link #state}. */
    private final int[] patternWords;
    /** Line patterns are kept only once asked for (the hand-set evaluation does not read them). */
    private boolean patternsOn;
    /** Per colour, while patterns are kept on a compact board: shape and pattern of a line index in one byte. */
    private byte[] blackJoined;
    private byte[] whiteJoined;
    /** The words each stone changed, so that {@link #remove} restores them (see {@link UndoLog}). */
    private final UndoLog log;
    /** True while a logged {@link #put} runs: changed words are recorded. */
    private boolean recording;
    /** Most words one stone can change: both colours' words of its neighbours along its four lines. */
    private static final int CHANGES_PER_STONE = 2 * DIRECTIONS * 2 * PAD;
    /** Size of {@link #tallies}: a colour's sum at its number, its counts from 16 times it. */
    private static final int TALLIES = 3 * 16;
    /** The tallies as they were before each stone of the open frames (see {@link #tallies}). */
    private final int[] savedTallies;

    /** What each point holds ({@link Stones}); padding is BLOCKED. */
    final byte[] cells;
    /** Line key of point p along direction d at {@code p * 4 + d}. */
    final int[] keys;
    /*
     * Per empty point and colour, one word at slot(color, point) (both colours of a point share a
     * cache line): bits 0..15 the packed shape code, 16..19 the threat class, 20..30 the line part of
     * the value (the sum of the four line values). The value is the line part plus the threat bonus,
     * computed when read. One load and one store per shape change.
     */
    final int[] state;
    /*
     * The tallies in one array, so that a stone's frame copies them at once and taking the stone back
     * copies them back (instead of moving every restored word's class and value out and in again):
     * at {@link #sumAt} a colour's sum of the values of the empty points, at {@link #countAt} its
     * number of empty points of a threat class.
     */
    final int[] tallies = new int[TALLIES];
    /** Stones within the 5x5 square around each point. */
    final byte[] near;
    /** Number of 64-bit words of the point sets; point p is bit {@code p & 63} of word {@code p >>> 6}. */
    final int words;
    final long[] emptySet;
    /** Points with a stone within two (near count above zero), empty or not. */
    final long[] nearSet;
    /** Per colour and threat group ({@link #SET_FIVE} ...): the empty points of that group. */
    final long[][][] threatSets = new long[3][3][];

    ShapeTracker(BoardGeometry geometry, Rule rule, PatternTracker patterns) {
        this.geometry = geometry;
        this.length = geometry.length;
        this.stride = geometry.stride;
        this.step = geometry.step;
        this.renju = rule.isRenju();
        this.patterns = patterns;
        this.patternWords = patterns.patterns;
        this.blackTable = LineTable.of(rule.semantics(Stones.BLACK));
        this.whiteTable = LineTable.of(rule.semantics(Stones.WHITE));
        this.compactTables = blackTable.compact() && whiteTable.compact();
        this.nearTables = blackTable.hasNearTable() && whiteTable.hasNearTable();
        // The fast paths read both colours' patterns from the index the shapes were read with.
        int blackHalf = patterns.windowHalf(Stones.BLACK);
        int whiteHalf = patterns.windowHalf(Stones.WHITE);
        if (nearTables && (blackHalf != 4 || whiteHalf != 4)
                || compactTables && !nearTables && (blackHalf != 5 || whiteHalf != 5)) {
            throw new IllegalStateException("pattern window does not match the line tables of " + rule);
        }
        // Freestyle shapes only look four points away; exact fives and caro ends need the fifth.
        this.reach = blackTable.semantics() == LineSemantics.FREE && whiteTable.semantics() == LineSemantics.FREE
                ? PAD - 1 : PAD;
        for (int c = 1; c <= 2; c++) {
            threatTable[c] = Threat.table(renju && c == Stones.BLACK);
        }
        cells = new byte[length];
        log = new UndoLog(undoFrames(geometry), CHANGES_PER_STONE);
        savedTallies = new int[(undoFrames(geometry) + 1) * TALLIES];
        keys = new int[length * DIRECTIONS];
        near = new byte[length];
        state = new int[2 * length];
        words = (length + 63) >>> 6;
        emptySet = new long[words];
        nearSet = new long[words];
        for (int c = 1; c <= 2; c++) {
            for (int g = 0; g < 3; g++) {
                threatSets[c][g] = new long[words];
            }
        }
        resetCells();
    }

    // ------------------------------------------------------------------ the state word

    /** Stones that can be put and not yet taken back at once (frames of the undo log). */
    static int undoFrames(BoardGeometry geometry) {
        return geometry.length + 16;
    }

    /** Index of a point's state word for {@code color} in {@link #state} (and the pattern words). */
    static int slot(int color, int point) {
        return 2 * point + color - 1;
    }

    /** Packed shape code of a state word (see {@link Threat#shape}). */
    static int shapeCodeOf(int word) {
        return word & 0xFFFF;
    }

    /** Line shape along direction {@code d} of a state word. */
    static int shapeOf(int word, int d) {
        return (word >>> (4 * d)) & 15;
    }

    /** Threat class of a state word. */
    static int threatOf(int word) {
        return (word >>> 16) & 15;
    }

    /** Index in {@link #tallies} of the sum of the values of {@code color}'s empty points. */
    static int sumAt(int color) {
        return color;
    }

    /** Index in {@link #tallies} of the number of {@code color}'s empty points of class {@code threat}. */
    static int countAt(int color, int threat) {
        return color << 4 | threat;
    }

    /** Heuristic value of a state word: its line part plus its threat bonus. */
    static int valueOf(int word) {
        return ShapeValues.value(word >>> 20, (word >>> 16) & 15);
    }

    // ------------------------------------------------------------------ patterns on and off

    /** True while line patterns are fed to the {@link PatternTracker}. */
    boolean patternsOn() {
        return patternsOn;
    }

    /** Keeps line patterns from now on (the caller rebuilds). */
    void feedPatterns() {
        patterns.loadTables();
        patternsOn = true;
        if (nearTables || compactTables) {
            blackJoined = ShapePatternTable.of(blackTable, patterns.table(Stones.BLACK), nearTables);
            whiteJoined = ShapePatternTable.of(whiteTable, patterns.table(Stones.WHITE), nearTables);
        }
    }

    // ------------------------------------------------------------------ stones

    /** Every board point empty, the padding blocked (the caller rebuilds). */
    void resetCells() {
        log.reset();
        Arrays.fill(cells, (byte) Stones.BLOCKED);
        for (int y = 0; y < geometry.height; y++) {
            for (int x = 0; x < geometry.width; x++) {
                cells[geometry.index(x, y)] = Stones.EMPTY;
            }
        }
    }

    /** Puts a stone of {@code color} on empty {@code point}, to be taken back by {@link #remove}. */
    void put(int point, int color) {
        if (patternsOn) {
            patterns.saveCounts(log.depth());
        }
        System.arraycopy(tallies, 0, savedTallies, log.depth() * TALLIES, TALLIES);
        log.open();
        recording = true;
        putStone(point, color);
        recording = false;
    }

    /**
     * Puts a stone (or a blocked point) that is never taken back (a set-up stone): the frames of
     * stones below it become stale, as its lines changed under them.
     */
    void putForGood(int point, int color) {
        log.invalidate();
        putStone(point, color);
    }

    private void putStone(int point, int color) {
        leaveEmpty(point);
        cells[point] = (byte) color;
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

    /**
     * Takes the stone off {@code point}, the last one {@link #put} (stones come off in the reverse
     * order): the words it changed get their old values back from the log, without reading the lines
     * again; the exact undo of {@link #put}.
     */
    void remove(int point) {
        int start = log.close();
        if (start < 0) {
            removeByReading(point);
            return;
        }
        cells[point] = Stones.EMPTY;
        int[] k = keys;
        for (int d = 0; d < DIRECTIONS; d++) {
            int s = step[d];
            for (int i = 1; i <= PAD; i++) {
                k[(point - i * s) * DIRECTIONS + d] &= ~(3 << LineTable.shift(i));
                k[(point + i * s) * DIRECTIONS + d] &= ~(3 << LineTable.shift(-i));
            }
        }
        // The words go back with their threat sets; the tallies (and the pattern counts and sums)
        // come from the copies made when the stone was put.
        if (patternsOn) {
            for (int i = log.closedEnd() - 1; i >= start; i--) {
                int slot = log.slot(i);
                restore(slot, log.word(i));
                patternWords[slot] = log.patternWord(i);
            }
            patterns.restoreCounts(log.depth());
        } else {
            for (int i = log.closedEnd() - 1; i >= start; i--) {
                restore(log.slot(i), log.word(i));
            }
        }
        System.arraycopy(savedTallies, log.depth() * TALLIES, tallies, 0, TALLIES);
        adjustNear(point, -1);
        reenterEmpty(point);
    }

    /** Gives a state word its logged value back, and its point its place in the threat sets. */
    private void restore(int at, int old) {
        int current = state[at];
        state[at] = old;
        int go = GROUP[threatOf(current)];
        int gn = GROUP[threatOf(old)];
        if (go != gn) {
            int color = (at & 1) + 1;
            int point = at >>> 1;
            if (go >= 0) {
                threatSets[color][go][point >>> 6] &= ~(1L << point);
            }
            if (gn >= 0) {
                threatSets[color][gn][point >>> 6] |= 1L << point;
            }
        }
    }

    /**
     * A point whose stone was taken back is empty again with the words it had: back in the point
     * sets (its tallies are already back, see {@link #remove}).
     */
    private void reenterEmpty(int point) {
        emptySet[point >>> 6] |= 1L << point;
        for (int c = 1; c <= 2; c++) {
            int g = GROUP[threatOf(state[slot(c, point)])];
            if (g >= 0) {
                threatSets[c][g][point >>> 6] |= 1L << point;
            }
        }
    }

    /** {@link #remove} when the log cannot help: every line around the point read again. */
    private void removeByReading(int point) {
        cells[point] = Stones.EMPTY;
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
            if (patternsOn) {
                return updateBoth(Stones.BLACK, point, d, blackJoined[pair & 0xFFFF])
                        + ((long) updateBoth(Stones.WHITE, point, d, whiteJoined[pair >>> 16]) << 32);
            }
            blackShape = blackTable.shapeAtNearIndex(pair & 0xFFFF);
            whiteShape = whiteTable.shapeAtNearIndex(pair >>> 16);
        } else if (compactTables) {
            // lo + 243 * hi computed on both packed halves at once: no carry crosses bit 16.
            int pair = LineTable.ternaryPair(key);
            if (patternsOn) {
                return updateBoth(Stones.BLACK, point, d, blackJoined[pair & 0xFFFF])
                        + ((long) updateBoth(Stones.WHITE, point, d, whiteJoined[pair >>> 16]) << 32);
            }
            blackShape = blackTable.shapeAtIndex(pair & 0xFFFF);
            whiteShape = whiteTable.shapeAtIndex(pair >>> 16);
        } else {
            blackShape = blackTable.shapeFor(key, false);
            whiteShape = whiteTable.shapeFor(key, true);
            if (patternsOn) {
                int black = blackShape | patterns.patternOfKey(Stones.BLACK, key) << 4;
                int white = whiteShape | patterns.patternOfKey(Stones.WHITE, key) << 4;
                return updateBoth(Stones.BLACK, point, d, black) + ((long) updateBoth(Stones.WHITE, point, d, white) << 32);
            }
        }
        return update(Stones.BLACK, point, d, blackShape) + ((long) update(Stones.WHITE, point, d, whiteShape) << 32);
    }

    /** Adds packed value changes (black + (white << 32)) to the sums. */
    private void applyValueDelta(long delta) {
        int black = (int) delta;
        int white = (int) ((delta - black) >> 32);
        tallies[sumAt(Stones.BLACK)] += black;
        tallies[sumAt(Stones.WHITE)] += white;
    }

    /** Sets the shape of {@code point} along {@code d} for {@code color}; returns the change of its value. */
    private int update(int color, int point, int d, int shape) {
        int at = slot(color, point);
        int st = state[at];
        int shift = 4 * d;
        if (((st >>> shift) & 15) == shape) {
            return 0;
        }
        if (recording) {
            log.record(at, st);
        }
        int next = reshape(color, point, st, shift, shape);
        state[at] = next;
        return valueOf(next) - valueOf(st);
    }

    /**
     * Sets the shape and the pattern of {@code point} along {@code d} for {@code color} from a
     * {@link ShapePatternTable} entry; returns the change of its value.
     */
    private int updateBoth(int color, int point, int d, int joined) {
        int at = slot(color, point);
        int st = state[at];
        int pw = patternWords[at];
        int shift = 4 * d;
        int shape = ShapePatternTable.shape(joined);
        int pattern = ShapePatternTable.pattern(joined);
        boolean shapeChanged = ((st >>> shift) & 15) != shape;
        if (!shapeChanged && ((pw >>> shift) & 15) == pattern) {
            return 0;
        }
        if (recording) {
            log.record(at, st, pw);
        }
        patternWords[at] = patterns.withPattern(color, pw, shift, pattern);
        if (!shapeChanged) {
            return 0;
        }
        int next = reshape(color, point, st, shift, shape);
        state[at] = next;
        return valueOf(next) - valueOf(st);
    }

    /**
     * The shape half {@code st} of a state word of {@code color} at {@code point} with the shape along
     * the direction at bit {@code shift} (4d) replaced by {@code shape} (a different one): its threat
     * class and line value follow, and so do the threat counts and sets.
     */
    private int reshape(int color, int point, int st, int shift, int shape) {
        int oldShape = (st >>> shift) & 15;
        int code = (st & 0xFFFF & ~(15 << shift)) | (shape << shift);
        int line = (st >>> 20) + ShapeValues.LINE[shape] - ShapeValues.LINE[oldShape];
        int oldThreat = (st >>> 16) & 15;
        int newThreat = threatTable[color][code];
        if (newThreat != oldThreat) {
            tallies[countAt(color, oldThreat)]--;
            tallies[countAt(color, newThreat)]++;
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
        return code | (newThreat << 16) | (line << 20);
    }

    /** A point stops being empty: its classes leave the counts. */
    private void leaveEmpty(int point) {
        emptySet[point >>> 6] &= ~(1L << point);
        for (int c = 1; c <= 2; c++) {
            int st = state[slot(c, point)];
            if (patternsOn) {
                patterns.leave(c, PatternTracker.codeOf(patternWords[slot(c, point)]));
            }
            int t = threatOf(st);
            tallies[countAt(c, t)]--;
            tallies[sumAt(c)] -= valueOf(st);
            if (GROUP[t] >= 0) {
                threatSets[c][GROUP[t]][point >>> 6] &= ~(1L << point);
            }
        }
    }

    /** A point becomes empty: recompute its shapes from its keys and count it again. */
    private void enterEmpty(int point) {
        emptySet[point >>> 6] |= 1L << point;
        if (patternsOn) {
            patterns.enter(point, keys);
        }
        for (int c = 1; c <= 2; c++) {
            LineTable table = c == Stones.BLACK ? blackTable : whiteTable;
            int code = 0;
            for (int d = 0; d < DIRECTIONS; d++) {
                code |= table.shapeFor(keys[point * DIRECTIONS + d], c == Stones.WHITE) << (4 * d);
            }
            int line = ShapeValues.lineSum(code);
            int t = Threat.of(code, renju && c == Stones.BLACK);
            state[slot(c, point)] = code | (t << 16) | (line << 20);
            tallies[countAt(c, t)]++;
            if (GROUP[t] >= 0) {
                threatSets[c][GROUP[t]][point >>> 6] |= 1L << point;
            }
            tallies[sumAt(c)] += ShapeValues.value(line, t);
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

    /** Recomputes every key, shape, count and set (and the patterns, when fed) from the cells. */
    void rebuild() {
        log.invalidate();
        Arrays.fill(keys, 0);
        Arrays.fill(tallies, 0);
        patterns.reset();
        Arrays.fill(near, (byte) 0);
        Arrays.fill(emptySet, 0L);
        Arrays.fill(nearSet, 0L);
        for (int c = 1; c <= 2; c++) {
            for (int g = 0; g < 3; g++) {
                Arrays.fill(threatSets[c][g], 0L);
            }
        }
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
            } else if (geometry.isBoardPoint(p)) {
                adjustNear(p, 1);
            }
        }
    }
}
