package dev.gamebots.gomoku.rules;

/**
 * A colour's {@link LineShape} and {@link LinePattern} at one ternary line index, in one byte (shape
 * in bits 0..3, pattern in bits 4..7): with patterns tracked, the board reads both classifications of
 * a changed line with one table load per colour instead of two (the pattern-code evaluation's share
 * of a move's cost, docs/benchmarks.md). Built from the two tables it joins, so it says exactly what
 * they say; one per pair, shared read-only.
 */
final class ShapePatternTable {

    private static final byte[][] CACHE = new byte[2 * LineSemantics.values().length * PatternTable.Kind.values().length][];

    private ShapePatternTable() {
    }

    /**
     * The joined table of {@code shapes} and {@code patterns}, indexed like
     * {@link LineTable#shapeAtNearIndex} when {@code near}, like {@link LineTable#shapeAtIndex}
     * otherwise (the pattern table's window must be the same: four neighbours a side when near, five
     * otherwise). Thread-safe; built on first use.
     */
    static byte[] of(LineTable shapes, PatternTable patterns, boolean near) {
        int key = 2 * (shapes.semantics().ordinal() * PatternTable.Kind.values().length + patterns.kind().ordinal())
                + (near ? 1 : 0);
        synchronized (CACHE) {
            byte[] t = CACHE[key];
            if (t == null) {
                int size = near ? 6561 : 59049; // 3^8, 3^10
                t = new byte[size];
                for (int i = 0; i < size; i++) {
                    int shape = near ? shapes.shapeAtNearIndex(i) : shapes.shapeAtIndex(i);
                    t[i] = (byte) (shape | patterns.patternAt(i) << 4);
                }
                CACHE[key] = t;
            }
            return t;
        }
    }

    /** The shape of a joined entry. */
    static int shape(int entry) {
        return entry & 15;
    }

    /** The pattern of a joined entry. */
    static int pattern(int entry) {
        return (entry >>> 4) & 15;
    }
}
