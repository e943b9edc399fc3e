package dev.gamebots.gomoku.rules;

/**
 * The {@link LinePattern} of a line, looked up from the ternary index the board already computes for
 * its line shapes (own 1, empty 0, blocked 2 per neighbour; see {@link LineTable#nearPair} and
 * {@link LineTable#ternaryPair}): four neighbours a side (3^8 entries) under freestyle, five
 * (3^10 entries) otherwise. One table per {@link Kind}, built once by a memoised recursion over whole
 * lines and shared read-only.
 */
public final class PatternTable {

    /** The four classifications: which runs count as five, and the window. */
    public enum Kind {
        /** Five or more wins; four neighbours a side (a five through the point fits in them). */
        FREESTYLE(4, false, false),
        /** Exactly five, for both colours; an overline is {@link LinePattern#OL}. */
        STANDARD(5, true, false),
        /** Renju black: exactly five; overlines and two fours in one line are {@link LinePattern#OL}. */
        RENJU_BLACK(5, true, true),
        /** Renju white: five or more wins, five neighbours a side. */
        RENJU_WHITE(5, false, false);

        final int half;
        final boolean overlineCounts;
        final boolean renjuBlack;

        Kind(int half, boolean overlineCounts, boolean renjuBlack) {
            this.half = half;
            this.overlineCounts = overlineCounts;
            this.renjuBlack = renjuBlack;
        }

        /** Neighbours on each side of the point that the classification reads. */
        public int half() {
            return half;
        }

        /** The kind for a colour under a rule; caro reads as freestyle or standard (its own tables). */
        public static Kind of(Rule rule, int color) {
            return switch (rule.kind()) {
                case FREESTYLE -> FREESTYLE;
                case STANDARD -> STANDARD;
                case RENJU -> color == Stones.BLACK ? RENJU_BLACK : RENJU_WHITE;
                case CARO -> rule.exactFive() ? STANDARD : FREESTYLE;
            };
        }
    }

    private static final int EMPTY = 0;
    private static final int SELF = 1;
    private static final int OPPO = 2;
    private static final PatternTable[] CACHE = new PatternTable[Kind.values().length];

    private final Kind kind;
    private final byte[] patterns;

    private PatternTable(Kind kind) {
        this.kind = kind;
        this.patterns = new Builder(kind).buildTable();
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
     * {@link LineTable#ternaryPair}'s otherwise.
     */
    public int patternAt(int ternaryIndex) {
        return patterns[ternaryIndex];
    }

    /** The pattern of a board key for black ({@code white} false) or white: the slow path of caro boards. */
    public int patternOfKey(int key, boolean white) {
        int k = white ? LineTable.swapColors(key) : key;
        int pair = kind.half == 4 ? LineTable.nearPair(k) : LineTable.ternaryPair(k);
        return patterns[pair & 0xFFFF];
    }

    /**
     * The pattern computed directly from a line of {@code 2 * half + 1} cells ({@link Stones}: own =
     * {@code BLACK}, opponent = {@code WHITE} or {@code BLOCKED}; the centre is taken as own), without
     * the table (the builder's own recursion, for tests and tools).
     */
    public static int classify(Kind kind, int[] cells) {
        if (cells.length != 2 * kind.half + 1) {
            throw new IllegalArgumentException("a line of " + (2 * kind.half + 1) + " cells is needed");
        }
        int[] line = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            line[i] = i == kind.half || cells[i] == Stones.BLACK ? SELF : cells[i] == Stones.EMPTY ? EMPTY : OPPO;
        }
        return new Builder(kind).pattern(line);
    }

    /** Memoised recursion over whole lines (base-3 code of all cells, centre included). */
    private static final class Builder {
        private final Kind kind;
        private final int len;
        private final int mid;
        private final byte[] memo; // pattern + 1, 0 = not computed yet

        Builder(Kind kind) {
            this.kind = kind;
            this.mid = kind.half;
            this.len = 2 * kind.half + 1;
            int states = 1;
            for (int i = 0; i < len; i++) {
                states *= 3;
            }
            this.memo = new byte[states];
        }

        /** Ternary index (digits: the neighbours at offsets -half..-1, 1..half) -> pattern. */
        byte[] buildTable() {
            int neighbours = 2 * kind.half;
            int size = 1;
            for (int i = 0; i < neighbours; i++) {
                size *= 3;
            }
            byte[] out = new byte[size];
            int[] line = new int[len];
            for (int t = 0; t < size; t++) {
                int rest = t;
                for (int j = 0; j < neighbours; j++) {
                    line[j < kind.half ? j : j + 1] = rest % 3;
                    rest /= 3;
                }
                line[mid] = SELF;
                out[t] = (byte) pattern(line);
            }
            return out;
        }

        int pattern(int[] line) {
            int code = 0;
            for (int v : line) {
                code = code * 3 + v;
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
            // The own run through the centre, and the span up to the nearest blocking cells.
            int run = 1;
            int start = mid;
            int end = mid;
            boolean joined = true;
            for (int i = mid - 1; i >= 0 && line[i] != OPPO; i--) {
                if (line[i] == SELF && joined) {
                    run++;
                } else if (line[i] == EMPTY) {
                    joined = false;
                }
                start = i;
            }
            joined = true;
            for (int i = mid + 1; i < len && line[i] != OPPO; i++) {
                if (line[i] == SELF && joined) {
                    run++;
                } else if (line[i] == EMPTY) {
                    joined = false;
                }
                end = i;
            }
            if (kind.overlineCounts && run >= 6) {
                return LinePattern.OL;
            }
            if (run >= 5) {
                return LinePattern.F5;
            }
            if (end - start + 1 < 5) {
                return LinePattern.DEAD;
            }
            int[] count = new int[LinePattern.COUNT];
            int firstFive = -1;
            int secondFive = -1;
            int[] shifted = new int[len];
            for (int i = start; i <= end; i++) {
                if (line[i] != EMPTY) {
                    continue;
                }
                // The line seen from cell i with a stone there; cells beyond the window are unknown, so blocked.
                for (int j = 0; j < len; j++) {
                    int from = j + i - mid;
                    shifted[j] = from >= 0 && from < len ? line[from] : OPPO;
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
