package dev.gamebots.mancala.solver;

import java.util.Arrays;

/**
 * The solver's transposition table: one {@code long} array holding (key, data) pairs, buckets of two
 * entries (32 bytes, one cache line), keyed by {@link dev.gamebots.mancala.rules.Kalah#moverKey()} (hole contents seen
 * from the side to move). It stores bounds on the <em>future gain</em> of a position (the final store
 * difference minus the present one), which does not depend on the stores, so positions reached with
 * different scores share an entry and exact entries stay true for the rest of the process.
 *
 * <pre>
 *   bits  0..7   lower bound + 128
 *   bits  8..15  upper bound + 128
 *   bits 16..23  best move + 1 (0 = none)
 *   bits 24..31  depth the bounds hold for; {@value #SOLVED} = exact (no heuristic leaf below)
 *   bits 32..37  work: log2 of the nodes searched below (replacement priority)
 *   bit  63      present
 * </pre>
 *
 * <p>Why Kalah keeps its own table rather than engine-core's {@link dev.gamebots.core.BoundTable}
 * (the same shape: two bounds per depth, two-entry buckets of 16-byte entries): three rules of this
 * one that the solver's node counts rest on and the core table does not have. The bucket comes from
 * the top bits of a multiplicative mix (the additive {@code moverKey}'s low bits, which the core
 * table indexes by, are weak); a store never replaces a deeper or solved result of the same position
 * with a shallower one; and the victim in a full bucket is the entry with less work below it
 * (solved entries preferred), not the shallower one. Measured 2026-12-02 with the solver on
 * {@code BoundTable} through an adapter (key mixed first, solved = depth 255 with the exact flag):
 * the bench signature became 7,692,253 instead of the frozen 7,707,953 (same values and moves), so
 * the port is a change of search behaviour, not a refactoring; its speed was within the loaded
 * machine's noise (best of 5: 2,050 against 2,138 ms, and 3,100 against 3,488 ms). Folding it would
 * need those rules in the core table and a check of the long exact solves (docs/benchmarks.md,
 * "Kalah's solver table against engine-core's BoundTable").
 */
public final class SolverTable {

    /** Depth stored for bounds that rest on finished games only: they hold at any depth. */
    public static final int SOLVED = 255;

    private static final long PRESENT = 1L << 63;
    private static final int BYTES_PER_ENTRY = 16;

    /** slots[2e] = key of entry e, slots[2e + 1] = its data. */
    private final long[] slots;
    private final int entries;
    private final int shift;

    /** A table of at most {@code megabytes} MB (rounded down to a power-of-two entry count, at least 1024). */
    public SolverTable(int megabytes) {
        long entries = Long.highestOneBit(Math.max(1024L, Math.max(1L, megabytes) * 1024L * 1024L / BYTES_PER_ENTRY));
        entries = Math.min(entries, 1L << 29);
        this.entries = (int) entries;
        slots = new long[2 * (int) entries];
        shift = 64 - Long.numberOfTrailingZeros(entries);
    }

    /** Number of entries. */
    public int capacity() {
        return entries;
    }

    /** Size in bytes. */
    public long bytes() {
        return (long) entries * BYTES_PER_ENTRY;
    }

    /** Forgets everything. */
    public void clear() {
        Arrays.fill(slots, 0L);
    }

    /** Index in {@link #slots} of the first key of the bucket of {@code key}. */
    private int bucket(long key) {
        // The additive key's low bits are weak; take the index from a multiplicative mix's top bits.
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift) << 1 & ~3;
    }

    /** The packed entry for {@code key}, or 0 when absent. */
    public long probe(long key) {
        int i = bucket(key);
        long[] t = slots;
        if (t[i] == key && t[i + 1] != 0) {
            return t[i + 1];
        }
        if (t[i + 2] == key && t[i + 3] != 0) {
            return t[i + 3];
        }
        return 0L;
    }

    /**
     * Records that the value of {@code key} lies in {@code [lower, upper]} at {@code depth}; merges with
     * bounds already known for the same depth or better.
     */
    public void store(long key, int lower, int upper, int move, int depth, int work) {
        int i = bucket(key);
        long[] t = slots;
        int slot;
        if (t[i] == key && t[i + 1] != 0) {
            slot = i;
        } else if (t[i + 2] == key && t[i + 3] != 0) {
            slot = i + 2;
        } else if (t[i + 1] == 0) {
            slot = i;
        } else if (t[i + 3] == 0) {
            slot = i + 2;
        } else {
            slot = priority(t[i + 1]) <= priority(t[i + 3]) ? i : i + 2;
        }
        long old = t[slot] == key ? t[slot + 1] : 0L;
        if (old != 0) {
            int oldDepth = depth(old);
            if (oldDepth == depth) {
                lower = Math.max(lower, lower(old));
                upper = Math.min(upper, upper(old));
                if (move < 0) {
                    move = move(old);
                }
                work = Math.max(work, work(old));
            } else if (oldDepth > depth) {
                return; // a deeper (or exact) result of the same position is worth more
            }
        }
        t[slot] = key;
        t[slot + 1] = pack(lower, upper, move, depth, work);
    }

    private static int priority(long word) {
        return work(word) + (depth(word) == SOLVED ? 4 : 0);
    }

    static long pack(int lower, int upper, int move, int depth, int work) {
        return (lower + 128L) | ((upper + 128L) << 8) | ((move + 1L) << 16) | ((long) depth << 24)
                | ((long) Math.min(63, work) << 32) | PRESENT;
    }

    public static int lower(long word) {
        return (int) (word & 0xFF) - 128;
    }

    public static int upper(long word) {
        return (int) ((word >>> 8) & 0xFF) - 128;
    }

    public static int move(long word) {
        return (int) ((word >>> 16) & 0xFF) - 1;
    }

    public static int depth(long word) {
        return (int) ((word >>> 24) & 0xFF);
    }

    public static int work(long word) {
        return (int) ((word >>> 32) & 0x3F);
    }
}
