package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Bitboards10;
import java.util.List;

/**
 * The pattern indices of a 10x10 position (grand or octagon). Grand's shapes are read from the
 * bitboards by {@link GrandIndices}; octagon's by spreading the discs into a cell array (0 empty, 1
 * own, 2 opponent) and reading each instance's base-3 index square by square (also kept for grand as
 * the reference of the tests). Mobility uses the board's own move generator, so blocked squares stop
 * lines. Keeps scratch state: one instance per thread.
 */
public final class Features10 {

    private final PatternLayout layout;
    private final int instances;
    private final int[] instanceOffset;
    /** Squares of all instances, back to back; instance i has squares [start[i], start[i + 1]). */
    private final int[] squares;
    private final int[] start;
    private final long blockedLo;
    private final long blockedHi;
    private final int playable;
    private final Bitboards10 bits = new Bitboards10();
    /** Scratch of {@link #countMoves}: the legal moves of each side. */
    private int ownMoveCount;
    private int oppMoveCount;
    private final byte[] cells = new byte[100];
    /** The bitboard reading of grand's shapes, or null for octagon. */
    private final GrandIndices grand;
    private final int[] indices;

    public Features10(PatternLayout layout) {
        if (layout.geometry().size() != 10) {
            throw new IllegalArgumentException("not a 10x10 layout");
        }
        this.layout = layout;
        PatternGeometry g = layout.geometry();
        List<PatternGeometry.Family> families = g.families();
        instances = g.instanceCount();
        instanceOffset = new int[instances];
        start = new int[instances + 1];
        int total = 0;
        for (PatternGeometry.Family f : families) {
            total += f.length() * f.instances().length;
        }
        squares = new int[total];
        int i = 0;
        int k = 0;
        for (int f = 0; f < families.size(); f++) {
            for (int[] inst : families.get(f).instances()) {
                instanceOffset[i] = layout.familyOffset(f);
                start[i] = k;
                // Stored last square first, so the index builds up by "times 3 plus cell".
                for (int j = inst.length - 1; j >= 0; j--) {
                    squares[k++] = inst[j];
                }
                i++;
            }
        }
        start[instances] = k;
        long lo = 0;
        long hi = 0;
        int blockedCount = 0;
        for (int sq = 0; sq < 100; sq++) {
            if (g.isBlocked(sq)) {
                blockedCount++;
                if (sq < 64) {
                    lo |= 1L << sq;
                } else {
                    hi |= 1L << (sq - 64);
                }
            }
        }
        blockedLo = lo;
        blockedHi = hi;
        playable = 100 - blockedCount;
        grand = g == PatternGeometry.GRAND ? new GrandIndices() : null;
        indices = new int[instances];
    }

    public PatternLayout layout() {
        return layout;
    }

    public long blockedLo() {
        return blockedLo;
    }

    public long blockedHi() {
        return blockedHi;
    }

    /** Entries per position: instances + mobility + parity. */
    public int entryCount() {
        return instances + 2;
    }

    private void fillCells(long ownLo, long ownHi, long oppLo, long oppHi) {
        java.util.Arrays.fill(cells, (byte) 0);
        for (long x = ownLo; x != 0; x &= x - 1) {
            cells[Long.numberOfTrailingZeros(x)] = 1;
        }
        for (long x = ownHi; x != 0; x &= x - 1) {
            cells[64 + Long.numberOfTrailingZeros(x)] = 1;
        }
        for (long x = oppLo; x != 0; x &= x - 1) {
            cells[Long.numberOfTrailingZeros(x)] = 2;
        }
        for (long x = oppHi; x != 0; x &= x - 1) {
            cells[64 + Long.numberOfTrailingZeros(x)] = 2;
        }
    }

    private int index(int i) {
        int idx = 0;
        for (int k = start[i]; k < start[i + 1]; k++) {
            idx = idx * 3 + cells[squares[k]];
        }
        return idx;
    }

    private int mobilityEntry(long ownLo, long ownHi, long oppLo, long oppHi) {
        countMoves(ownLo, ownHi, oppLo, oppHi);
        return layout.mobilityEntry(ownMoveCount, oppMoveCount);
    }

    /** Counts both sides' legal moves into {@link #ownMoveCount} and {@link #oppMoveCount}. */
    private void countMoves(long ownLo, long ownHi, long oppLo, long oppHi) {
        long eLo = ~(ownLo | oppLo | blockedLo);
        long eHi = ~(ownHi | oppHi | blockedHi) & Bitboards10.HI_FULL;
        bits.moves(ownLo, ownHi, oppLo, oppHi, eLo, eHi);
        ownMoveCount = Long.bitCount(bits.lo) + Long.bitCount(bits.hi);
        bits.moves(oppLo, oppHi, ownLo, ownHi, eLo, eHi);
        oppMoveCount = Long.bitCount(bits.lo) + Long.bitCount(bits.hi);
    }

    private int discs(long ownLo, long ownHi, long oppLo, long oppHi) {
        return Long.bitCount(ownLo) + Long.bitCount(ownHi) + Long.bitCount(oppLo) + Long.bitCount(oppHi);
    }

    /** Fills {@code out} with the table entries of the position; returns the phase. */
    public int entries(long ownLo, long ownHi, long oppLo, long oppHi, int[] out) {
        instanceIndices(ownLo, ownHi, oppLo, oppHi);
        for (int i = 0; i < instances; i++) {
            out[i] = instanceOffset[i] + indices[i];
        }
        int discs = discs(ownLo, ownHi, oppLo, oppHi);
        out[instances] = mobilityEntry(ownLo, ownHi, oppLo, oppHi);
        out[instances + 1] = layout.parityEntry(playable - discs);
        return layout.phase(discs);
    }

    /** The same entries read square by square (the reference of the bitboard reading). */
    int squareBySquareEntries(long ownLo, long ownHi, long oppLo, long oppHi, int[] out) {
        fillCells(ownLo, ownHi, oppLo, oppHi);
        for (int i = 0; i < instances; i++) {
            out[i] = instanceOffset[i] + index(i);
        }
        int discs = discs(ownLo, ownHi, oppLo, oppHi);
        out[instances] = mobilityEntry(ownLo, ownHi, oppLo, oppHi);
        out[instances + 1] = layout.parityEntry(playable - discs);
        return layout.phase(discs);
    }

    /** Sets {@link #indices} to each instance's ternary index. */
    private void instanceIndices(long ownLo, long ownHi, long oppLo, long oppHi) {
        if (grand != null) {
            grand.indices(ownLo, ownHi, oppLo, oppHi, indices);
            return;
        }
        fillCells(ownLo, ownHi, oppLo, oppHi);
        for (int i = 0; i < instances; i++) {
            indices[i] = index(i);
        }
    }

    /** The phase of the position. */
    public int phase(long ownLo, long ownHi, long oppLo, long oppHi) {
        return layout.phase(discs(ownLo, ownHi, oppLo, oppHi));
    }

    /** The sum of the table's entries for the position. */
    public int sum(long ownLo, long ownHi, long oppLo, long oppHi, short[] table) {
        countMoves(ownLo, ownHi, oppLo, oppHi);
        return sum(ownLo, ownHi, oppLo, oppHi, table, ownMoveCount, oppMoveCount);
    }

    /** The sum of the table's entries, given the number of legal moves of each side. */
    public int sum(long ownLo, long ownHi, long oppLo, long oppHi, short[] table, int ownMoves, int oppMoves) {
        instanceIndices(ownLo, ownHi, oppLo, oppHi);
        return sum(ownLo, ownHi, oppLo, oppHi, table, ownMoves, oppMoves, indices);
    }

    /** The sum of the table's entries, given the moves of each side and every instance's ternary index. */
    int sum(long ownLo, long ownHi, long oppLo, long oppHi, short[] table, int ownMoves, int oppMoves, int[] idx) {
        int[] off = instanceOffset;
        int sum = 0;
        for (int i = 0; i < instances; i++) {
            sum += table[off[i] + idx[i]];
        }
        int discs = discs(ownLo, ownHi, oppLo, oppHi);
        sum += table[layout.mobilityEntry(ownMoves, oppMoves)];
        sum += table[layout.parityEntry(playable - discs)];
        return sum;
    }
}
