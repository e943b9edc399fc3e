package dev.gamebots.gomoku.rules;

import java.util.Arrays;

/**
 * The board's pattern codes, kept beside its shapes: per empty point and colour the four directional
 * {@link LinePattern}s and their {@link PatternCode}, the count of empty points per code threat class
 * and colour and, when an evaluation gave per-code values, each colour's sum of them over the empty
 * points, with that balance remembered for every move on the undo stack.
 *
 * <p>Fed by the {@link ShapeTracker} from the same line reads as the shapes (one more byte read per
 * line change), and only after {@link Board#trackPatterns} or {@link Board#setCodeValues}: the
 * hand-set evaluation does not read them, and they cost about a quarter of the board's speed
 * (docs/benchmarks.md).
 */
final class PatternTracker {

    private static final int DIRECTIONS = BoardGeometry.DIRECTIONS;

    private final PatternTable blackTable;
    private final PatternTable whiteTable;
    /** Per colour: the threat class of each pattern code (renju black's forbids included). */
    private final byte[][] codeThreat = new byte[3][];
    /** Per colour: the value of each pattern code to that colour, or null when no evaluation uses them. */
    private final short[][] codeValue = new short[3][];
    /** Black's minus white's code-value sum before each move on the undo stack (index = ply). */
    private final int[] balanceHistory;
    /** Moves below this ply on the undo stack were made before the code values were set: no balance. */
    private int balanceKnownFrom;

    /*
     * Per empty point and colour (index ShapeTracker.slot): bits 0..15 the four LinePatterns packed
     * (direction d in bits 4d..4d+3), bits 16..27 the PatternCode.
     */
    final int[] patterns;
    /** Per colour: number of empty points per code threat class. */
    final int[][] codeThreatCount = new int[3][Threat.COUNT];
    /** Per colour: sum of the code values over the empty points (0 without values). */
    final int[] codeValueSum = new int[3];

    /** The shape tracker's undo log, and whether the running put records into it. */
    private UndoLog log;
    boolean recording;

    PatternTracker(BoardGeometry geometry, Rule rule) {
        boolean renju = rule.isRenju();
        this.blackTable = PatternTable.of(PatternTable.Kind.of(rule, Stones.BLACK));
        this.whiteTable = PatternTable.of(PatternTable.Kind.of(rule, Stones.WHITE));
        for (int c = 1; c <= 2; c++) {
            codeThreat[c] = new byte[PatternCode.COUNT];
            for (int code = 0; code < PatternCode.COUNT; code++) {
                codeThreat[c][code] = (byte) PatternCode.threat(code, renju && c == Stones.BLACK);
            }
        }
        patterns = new int[2 * geometry.length];
        balanceHistory = new int[geometry.width * geometry.height + 1];
    }

    /** Records changed pattern words into {@code undoLog} while {@link #recording}. */
    void useLog(UndoLog undoLog) {
        this.log = undoLog;
    }

    /** Cells a side {@code color}'s patterns see: the ternary index they are read with must see as many. */
    int windowHalf(int color) {
        return (color == Stones.BLACK ? blackTable : whiteTable).kind().half();
    }

    /** Packed directional patterns of a pattern word. */
    static int linePatternsOf(int word) {
        return word & 0xFFFF;
    }

    /** Pattern code of a pattern word. */
    static int codeOf(int word) {
        return word >>> 16;
    }

    // ------------------------------------------------------------------ code values

    /** Per-code values for both colours, or null for both; {@code ply}: the board's undo stack depth. */
    void setValues(short[] forBlack, short[] forWhite, int ply) {
        codeValue[Stones.BLACK] = forBlack;
        codeValue[Stones.WHITE] = forWhite;
        balanceKnownFrom = ply;
    }

    short[] values(int color) {
        return codeValue[color];
    }

    /** Remembers the balance before the move made at {@code ply}. */
    void saveBalance(int ply) {
        balanceHistory[ply] = codeValueSum[Stones.BLACK] - codeValueSum[Stones.WHITE];
    }

    /** The move at {@code ply} was taken back: a later move there has a balance again. */
    void takenBackTo(int ply) {
        balanceKnownFrom = Math.min(balanceKnownFrom, ply);
    }

    /** The board was emptied. */
    void clearBalances() {
        balanceKnownFrom = 0;
    }

    /** See {@link Board#previousCodeBalance}. */
    int previousBalance(int ply) {
        return ply <= balanceKnownFrom ? codeValueSum[Stones.BLACK] - codeValueSum[Stones.WHITE]
                : balanceHistory[ply - 1];
    }

    // ------------------------------------------------------------------ incremental updates

    /**
     * Re-reads both colours' patterns of empty {@code point} along {@code d} from the packed index
     * pair the shapes were read with ({@link LineTable#nearPair} or {@link LineTable#ternaryPair}).
     */
    void refreshAt(int point, int d, int pair) {
        update(Stones.BLACK, point, d, blackTable.patternAt(pair & 0xFFFF));
        update(Stones.WHITE, point, d, whiteTable.patternAt(pair >>> 16));
    }

    /** The same from the line key (the slow path of caro boards). */
    void refreshByKey(int point, int d, int key) {
        update(Stones.BLACK, point, d, blackTable.patternOfKey(key, false));
        update(Stones.WHITE, point, d, whiteTable.patternOfKey(key, true));
    }

    /** Sets the line pattern of {@code point} along {@code d} for {@code color}, with its code, class and value. */
    private void update(int color, int point, int d, int pattern) {
        int at = ShapeTracker.slot(color, point);
        int old = patterns[at];
        int shift = 4 * d;
        if (((old >>> shift) & 15) == pattern) {
            return;
        }
        if (recording) {
            log.record(at | ShapeTracker.PATTERN_ENTRY, old);
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

    /** {@code point} stops being empty: its codes leave the counts and sums. */
    void leave(int point) {
        for (int c = 1; c <= 2; c++) {
            int code = codeOf(patterns[ShapeTracker.slot(c, point)]);
            codeThreatCount[c][codeThreat[c][code]]--;
            if (codeValue[c] != null) {
                codeValueSum[c] -= codeValue[c][code];
            }
        }
    }

    /** Gives a pattern word its logged value back, with the counts and sums it is part of. */
    void restore(int at, int old) {
        int color = (at & 1) + 1;
        int current = patterns[at];
        patterns[at] = old;
        int was = codeOf(current);
        int code = codeOf(old);
        if (was != code) {
            byte[] ct = codeThreat[color];
            codeThreatCount[color][ct[was]]--;
            codeThreatCount[color][ct[code]]++;
            short[] v = codeValue[color];
            if (v != null) {
                codeValueSum[color] += v[code] - v[was];
            }
        }
    }

    /** {@code point} is empty again with the pattern words it had before its stone: counted again. */
    void reenter(int point) {
        for (int c = 1; c <= 2; c++) {
            int code = codeOf(patterns[ShapeTracker.slot(c, point)]);
            codeThreatCount[c][codeThreat[c][code]]++;
            if (codeValue[c] != null) {
                codeValueSum[c] += codeValue[c][code];
            }
        }
    }

    /** {@code point} becomes empty: its patterns from its line keys, counted again. */
    void enter(int point, int[] keys) {
        for (int c = 1; c <= 2; c++) {
            PatternTable table = c == Stones.BLACK ? blackTable : whiteTable;
            int packed = 0;
            for (int d = 0; d < DIRECTIONS; d++) {
                packed |= table.patternOfKey(keys[point * DIRECTIONS + d], c == Stones.WHITE) << (4 * d);
            }
            int code = PatternCode.of(packed);
            patterns[ShapeTracker.slot(c, point)] = packed | (code << 16);
            codeThreatCount[c][codeThreat[c][code]]++;
            if (codeValue[c] != null) {
                codeValueSum[c] += codeValue[c][code];
            }
        }
    }

    /** Zero counts and sums, before a rebuild enters every empty point again. */
    void reset() {
        for (int c = 1; c <= 2; c++) {
            Arrays.fill(codeThreatCount[c], 0);
            codeValueSum[c] = 0;
        }
    }
}
