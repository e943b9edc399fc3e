package dev.gamebots.gomoku.rules;

import java.util.Arrays;

/**
 * The board's pattern codes, kept beside its shapes: per empty point and colour the four directional
 * {@link LinePattern}s and their {@link PatternCode}, the count of empty points per code threat class
 * and colour and, when an evaluation gave per-code values, each colour's sum of them over the empty
 * points, with that balance remembered for every move on the undo stack. The evaluation then reads
 * two sums and a few counts, however large the board: it is kept, not computed.
 *
 * <p>Driven by the {@link ShapeTracker}: one read of a joined {@link ShapePatternTable} gives a
 * line's shape and pattern, one undo-log entry holds a point's shape and pattern words, and taking a
 * stone back puts the pattern words back and the counts and sums from the copy made when the stone
 * was put ({@link #saveCounts}), without recounting. Fed only after {@link Board#trackPatterns} or
 * {@link Board#setCodeValues}: the hand-set evaluation does not read them (docs/benchmarks.md has
 * their cost), and their tables are built only then.
 */
final class PatternTracker {

    private static final int DIRECTIONS = BoardGeometry.DIRECTIONS;

    private final PatternTable.Kind blackKind;
    private final PatternTable.Kind whiteKind;
    /*
     * The pattern tables, null until patterns are first fed (loadTables): only a board whose
     * evaluation or move ordering has tables for its rule reads them, and caro's have a million
     * entries (0.1 to 0.3 s to build in a cold JVM, START's warm-up time).
     */
    private PatternTable blackTable;
    private PatternTable whiteTable;
    /** Per colour: the threat class of each pattern code (renju black's forbids included). */
    private final byte[][] codeThreat = new byte[3][];
    /** Per colour: the value of each pattern code to that colour, or null when no evaluation uses them. */
    private final short[][] codeValue = new short[3][];
    /**
     * Per colour and pattern code: its value (0 without values) times 16 plus its threat class, so a
     * changed code costs one table read where the class and the value would cost two.
     */
    private final int[][] codeInfo = new int[3][PatternCode.COUNT];
    /** Black's minus white's code-value sum before each move on the undo stack (index = ply). */
    private final int[] balanceHistory;
    /** Moves below this ply on the undo stack were made before the code values were set: no balance. */
    private int balanceKnownFrom;

    /** Counts and sums copied per undo-log frame: two sums, then each colour's threat-class counts. */
    private static final int SAVED = 2 + 2 * Threat.COUNT;
    private final int[] saved;

    /*
     * Per empty point and colour (index ShapeTracker.slot): bits 0..15 the four LinePatterns packed
     * (direction d in bits 4d..4d+3), bits 16..27 the PatternCode.
     */
    final int[] patterns;
    /** Per colour: number of empty points per code threat class. */
    final int[][] codeThreatCount = new int[3][Threat.COUNT];
    /** Per colour: sum of the code values over the empty points (0 without values). */
    final int[] codeValueSum = new int[3];

    /** {@code frames}: the most undo-log frames open at once. */
    PatternTracker(BoardGeometry geometry, Rule rule, int frames) {
        boolean renju = rule.isRenju();
        this.blackKind = PatternTable.Kind.of(rule, Stones.BLACK);
        this.whiteKind = PatternTable.Kind.of(rule, Stones.WHITE);
        for (int c = 1; c <= 2; c++) {
            codeThreat[c] = new byte[PatternCode.COUNT];
            for (int code = 0; code < PatternCode.COUNT; code++) {
                codeThreat[c][code] = (byte) PatternCode.threat(code, renju && c == Stones.BLACK);
            }
            fillInfo(c);
        }
        balanceHistory = new int[geometry.width * geometry.height + 1];
        patterns = new int[2 * geometry.length];
        saved = new int[(frames + 1) * SAVED];
    }

    /** Cells a side {@code color}'s patterns see: the ternary index they are read with must see as many. */
    int windowHalf(int color) {
        return (color == Stones.BLACK ? blackKind : whiteKind).half();
    }

    /** Builds (or finds built) both colours' pattern tables: patterns are about to be fed. */
    void loadTables() {
        if (blackTable == null) {
            blackTable = PatternTable.of(blackKind);
            whiteTable = PatternTable.of(whiteKind);
        }
    }

    /** The pattern table of {@code color} (after {@link #loadTables}). */
    PatternTable table(int color) {
        return color == Stones.BLACK ? blackTable : whiteTable;
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
        fillInfo(Stones.BLACK);
        fillInfo(Stones.WHITE);
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
     * The pattern word {@code word} of an empty point of {@code color} with its pattern along the
     * direction at bit {@code shift} (4d) replaced by {@code pattern}; the counts and sums follow the
     * new code.
     */
    int withPattern(int color, int word, int shift, int pattern) {
        int packed = (word & 0xFFFF & ~(15 << shift)) | (pattern << shift);
        int oldCode = word >>> 16;
        int code = PatternCode.of(packed);
        if (code != oldCode) {
            codeChanged(color, oldCode, code);
        }
        return packed | (code << 16);
    }

    /** Copies the counts and sums for undo-log frame {@code frame} (a stone is about to be put). */
    void saveCounts(int frame) {
        int at = frame * SAVED;
        int[] s = saved;
        s[at] = codeValueSum[Stones.BLACK];
        s[at + 1] = codeValueSum[Stones.WHITE];
        System.arraycopy(codeThreatCount[Stones.BLACK], 0, s, at + 2, Threat.COUNT);
        System.arraycopy(codeThreatCount[Stones.WHITE], 0, s, at + 2 + Threat.COUNT, Threat.COUNT);
    }

    /** The counts and sums {@link #saveCounts} copied for {@code frame} (its stone was taken back). */
    void restoreCounts(int frame) {
        int at = frame * SAVED;
        int[] s = saved;
        codeValueSum[Stones.BLACK] = s[at];
        codeValueSum[Stones.WHITE] = s[at + 1];
        System.arraycopy(s, at + 2, codeThreatCount[Stones.BLACK], 0, Threat.COUNT);
        System.arraycopy(s, at + 2 + Threat.COUNT, codeThreatCount[Stones.WHITE], 0, Threat.COUNT);
    }

    /** An empty point of {@code color} went from code {@code was} to {@code code}: counts and sums follow. */
    private void codeChanged(int color, int was, int code) {
        int[] info = codeInfo[color];
        int before = info[was];
        int after = info[code];
        int[] count = codeThreatCount[color];
        count[before & 15]--;
        count[after & 15]++;
        codeValueSum[color] += (after >> 4) - (before >> 4);
    }

    /** {@link #codeInfo} of {@code color} from its classes and values. */
    private void fillInfo(int color) {
        short[] v = codeValue[color];
        for (int code = 0; code < PatternCode.COUNT; code++) {
            codeInfo[color][code] = (v == null ? 0 : v[code]) * 16 + codeThreat[color][code];
        }
    }

    /** An empty point of {@code color} with pattern code {@code code} stops being empty: it leaves the counts and sums. */
    void leave(int color, int code) {
        int info = codeInfo[color][code];
        codeThreatCount[color][info & 15]--;
        codeValueSum[color] -= info >> 4;
    }

    /** Counts code {@code code} of an empty point of {@code color}. */
    private void reenter(int color, int code) {
        int info = codeInfo[color][code];
        codeThreatCount[color][info & 15]++;
        codeValueSum[color] += info >> 4;
    }

    /** The pattern of line key {@code key} for {@code color} (the slow path of caro boards). */
    int patternOfKey(int color, int key) {
        return table(color).patternOfKey(key, color == Stones.WHITE);
    }

    /** {@code point} becomes empty: its pattern words from its line keys, counted again. */
    void enter(int point, int[] keys) {
        for (int c = 1; c <= 2; c++) {
            int packed = 0;
            for (int d = 0; d < DIRECTIONS; d++) {
                packed |= patternOfKey(c, keys[point * DIRECTIONS + d]) << (4 * d);
            }
            int code = PatternCode.of(packed);
            patterns[ShapeTracker.slot(c, point)] = packed | (code << 16);
            reenter(c, code);
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
