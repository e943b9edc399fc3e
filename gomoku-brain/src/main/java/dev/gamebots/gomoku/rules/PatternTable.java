package dev.gamebots.gomoku.rules;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The {@link LinePattern} of a line, looked up from the index the board already computes for its
 * line shapes: the ternary index (own 1, empty 0, blocked 2 per neighbour; see
 * {@link LineTable#nearPair} and {@link LineTable#ternaryPair}) with four neighbours a side (3^8
 * entries) under freestyle and five (3^10 entries) under standard and renju; under caro, where the
 * edge does not block a five and an opponent stone does, the line key itself (own, empty, opponent,
 * edge per neighbour, 4^10 entries, the index of caro's {@link LineTable}). One table per
 * {@link Kind}, built once by a memoised recursion over whole lines and shared read-only.
 */
public final class PatternTable {

    /** The classifications: which runs count as five, and the window. */
    public enum Kind {
        /** Five or more wins; four neighbours a side (a five through the point fits in them). */
        FREESTYLE(4, false, false, false),
        /** Exactly five, for both colours; an overline is {@link LinePattern#OL}. */
        STANDARD(5, true, false, false),
        /** Renju black: exactly five; overlines and two fours in one line are {@link LinePattern#OL}. */
        RENJU_BLACK(5, true, true, false),
        /** Renju white: five or more wins, five neighbours a side. */
        RENJU_WHITE(5, false, false, false),
        /**
         * Caro: five or more wins unless opponent stones block both of its ends (the edge does not
         * block, cells beyond the window neither); a run so blocked is no five, and with no empty
         * cell beside it the line is {@link LinePattern#DEAD}. Five neighbours a side (the five's
         * ends), both colours alike.
         */
        CARO(5, false, false, true),
        /** Caro with exactly five (Gomocup bit 1): as {@link #CARO}, and an overline is {@link LinePattern#OL}. */
        CARO_EXACT(5, true, false, true);

        final int half;
        final boolean overlineCounts;
        final boolean renjuBlack;
        final boolean caro;

        Kind(int half, boolean overlineCounts, boolean renjuBlack, boolean caro) {
            this.half = half;
            this.overlineCounts = overlineCounts;
            this.renjuBlack = renjuBlack;
            this.caro = caro;
        }

        /** Neighbours on each side of the point that the classification reads. */
        public int half() {
            return half;
        }

        /** The kind for a colour under a rule. */
        public static Kind of(Rule rule, int color) {
            return switch (rule.kind()) {
                case FREESTYLE -> FREESTYLE;
                case STANDARD -> STANDARD;
                case RENJU -> color == Stones.BLACK ? RENJU_BLACK : RENJU_WHITE;
                case CARO -> rule.exactFive() ? CARO_EXACT : CARO;
            };
        }

        /** States a cell can have: empty, own, blocked; and under caro the edge apart from the opponent. */
        int states() {
            return caro ? 4 : 3;
        }
    }

    // Cell states of the builder; the same numbers as Stones, so a caro line key is its own index.
    private static final int EMPTY = Stones.EMPTY;
    private static final int SELF = Stones.BLACK;
    private static final int OPPO = Stones.WHITE;
    /** Caro only: the edge (or a cell beyond the window), which stops a line but blocks no five. */
    private static final int EDGE = Stones.BLOCKED;
    private static final PatternTable[] CACHE = new PatternTable[Kind.values().length];

    private final Kind kind;
    private final byte[] patterns;

    private PatternTable(Kind kind) {
        this.kind = kind;
        this.patterns = new Builder(kind, true).buildTable();
    }

    /** The shared table of {@code kind}, built on first use (thread-safe). */
    public static PatternTable of(Kind kind) {
        synchronized (CACHE) {
            PatternTable t = CACHE[kind.ordinal()];
            if (t == null) {
                t = new PatternTable(kind);
                CACHE[kind.ordinal()] = t;
            }
            return t;
        }
    }

    public Kind kind() {
        return kind;
    }

    /**
     * The pattern at a ternary index: {@link LineTable#nearPair}'s half for {@link Kind#FREESTYLE},
     * {@link LineTable#ternaryPair}'s otherwise (not caro's, which are read by key).
     */
    public int patternAt(int ternaryIndex) {
        return patterns[ternaryIndex];
    }

    /** The pattern of a board key for black ({@code white} false) or white: the slow path of caro boards. */
    public int patternOfKey(int key, boolean white) {
        int k = white ? LineTable.swapColors(key) : key;
        if (kind.caro) {
            return patterns[k];
        }
        int pair = kind.half == 4 ? LineTable.nearPair(k) : LineTable.ternaryPair(k);
        return patterns[pair & 0xFFFF];
    }

    /**
     * The pattern computed directly from a line of {@code 2 * half + 1} cells ({@link Stones}: own =
     * {@code BLACK}, opponent = {@code WHITE}, edge = {@code BLOCKED}, which blocks as the opponent
     * does but under caro; the centre is taken as own), without the table (the builder's own
     * recursion, for tests and tools).
     */
    public static int classify(Kind kind, int[] cells) {
        if (cells.length != 2 * kind.half + 1) {
            throw new IllegalArgumentException("a line of " + (2 * kind.half + 1) + " cells is needed");
        }
        int[] line = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            line[i] = i == kind.half || cells[i] == Stones.BLACK ? SELF
                    : cells[i] == Stones.EMPTY ? EMPTY
                    : cells[i] == Stones.BLOCKED && kind.caro ? EDGE : OPPO;
        }
        return new Builder(kind, false).pattern(line);
    }

    /**
     * Memoised recursion over whole lines. A line's memo index is its cells but the centre (always
     * own) as base-{@link Kind#states} digits, the first cell the lowest: the ternary index of the
     * board's tables, or under caro the line key, so that the memo of a whole build is the table.
     */
    private static final class Builder {
        private final Kind kind;
        private final int len;
        private final int mid;
        private final int base;
        /** Table builds: pattern + 1 per memo index, 0 = not computed yet. */
        private final byte[] memo;
        /** Single lines ({@link #classify}): the few lines one classification visits. */
        private final Map<Integer, Integer> lines;
        /** Scratch per recursion depth (each level has one more own stone): no allocation per line. */
        private final int[][] shiftedAt;
        private final int[][] countAt;
        private int depth;

        Builder(Kind kind, boolean wholeTable) {
            this.kind = kind;
            this.mid = kind.half;
            this.len = 2 * kind.half + 1;
            this.base = kind.states();
            int states = 1;
            for (int i = 1; i < len; i++) {
                states *= base;
            }
            this.memo = wholeTable ? new byte[states] : null;
            this.lines = wholeTable ? null : new HashMap<>();
            this.shiftedAt = new int[len + 1][len];
            this.countAt = new int[len + 1][LinePattern.COUNT];
        }

        /** Memo index -> pattern, every index. */
        byte[] buildTable() {
            int[] line = new int[len];
            for (int t = 0; t < memo.length; t++) {
                if (memo[t] != 0) {
                    continue; // reached earlier by the recursion
                }
                int rest = t;
                for (int j = 0; j < len - 1; j++) {
                    line[j < mid ? j : j + 1] = rest % base;
                    rest /= base;
                }
                line[mid] = SELF;
                pattern(line);
            }
            byte[] out = memo;
            for (int t = 0; t < out.length; t++) {
                out[t]--;
            }
            return out;
        }

        int pattern(int[] line) {
            int code = 0;
            for (int i = len - 1; i >= 0; i--) {
                if (i != mid) {
                    code = code * base + line[i];
                }
            }
            if (memo == null) {
                Integer known = lines.get(code);
                if (known == null) {
                    known = compute(line);
                    lines.put(code, known);
                }
                return known;
            }
            int cached = memo[code];
            if (cached != 0) {
                return cached - 1;
            }
            int p = compute(line);
            memo[code] = (byte) (p + 1);
            return p;
        }

        private int compute(int[] line) {
            depth++;
            try {
                return classifyLine(line, shiftedAt[depth], countAt[depth]);
            } finally {
                depth--;
            }
        }

        /** The pattern of {@code line} (not memoised), with this depth's scratch arrays. */
        private int classifyLine(int[] line, int[] shifted, int[] count) {
            // The own run through the centre, and the span up to the nearest blocking cells.
            int run = 1;
            int start = mid;
            int end = mid;
            int runStart = mid;
            int runEnd = mid;
            boolean joined = true;
            for (int i = mid - 1; i >= 0 && line[i] <= SELF; i--) {
                if (line[i] == SELF && joined) {
                    run++;
                    runStart = i;
                } else if (line[i] == EMPTY) {
                    joined = false;
                }
                start = i;
            }
            joined = true;
            for (int i = mid + 1; i < len && line[i] <= SELF; i++) {
                if (line[i] == SELF && joined) {
                    run++;
                    runEnd = i;
                } else if (line[i] == EMPTY) {
                    joined = false;
                }
                end = i;
            }
            if (kind.overlineCounts && run >= 6) {
                return LinePattern.OL;
            }
            if (run >= 5) {
                // Caro: opponent stones at both ends make it no five (cells beyond the window block nothing).
                boolean blocked = kind.caro && runStart > 0 && line[runStart - 1] == OPPO
                        && runEnd < len - 1 && line[runEnd + 1] == OPPO;
                if (!blocked) {
                    return LinePattern.F5;
                }
            }
            if (end - start + 1 < 5) {
                return LinePattern.DEAD;
            }
            Arrays.fill(count, 0);
            int firstFive = -1;
            int secondFive = -1;
            // The line seen from another cell: cells beyond the window are unknown, so blocked (under
            // caro an edge: they stop the line but block no five, as the board's caro shapes take them).
            int beyond = kind.caro ? EDGE : OPPO;
            for (int i = start; i <= end; i++) {
                if (line[i] != EMPTY) {
                    continue;
                }
                for (int j = 0; j < len; j++) {
                    int from = j + i - mid;
                    shifted[j] = from >= 0 && from < len ? line[from] : beyond;
                }
                shifted[mid] = SELF;
                int p = pattern(shifted);
                if (p == LinePattern.F5) {
                    if (firstFive < 0) {
                        firstFive = i;
                    } else if (secondFive < 0) {
                        secondFive = i;
                    }
                }
                count[p]++;
            }
            int flex3 = count[LinePattern.F3] + count[LinePattern.F3S];
            if (count[LinePattern.F5] >= 2) {
                // Renju black: two fives less than five apart are two fours in one line (forbidden).
                return kind.renjuBlack && secondFive - firstFive < 5 ? LinePattern.OL : LinePattern.F4;
            }
            if (count[LinePattern.F5] == 1) {
                return LinePattern.B4;
            }
            if (count[LinePattern.F4] >= 2) {
                return LinePattern.F3S;
            }
            if (count[LinePattern.F4] == 1) {
                return LinePattern.F3;
            }
            if (count[LinePattern.B4] > 0) {
                return LinePattern.B3;
            }
            if (flex3 >= 4) {
                return LinePattern.F2B;
            }
            if (flex3 == 3) {
                return LinePattern.F2A;
            }
            if (flex3 > 0) {
                return LinePattern.F2;
            }
            if (count[LinePattern.B3] > 0) {
                return LinePattern.B2;
            }
            if (count[LinePattern.F2] + count[LinePattern.F2A] + count[LinePattern.F2B] > 0) {
                return LinePattern.F1;
            }
            if (count[LinePattern.B2] > 0) {
                return LinePattern.B1;
            }
            return LinePattern.DEAD;
        }
    }
}
