package dev.gamebots.core;

import java.util.Arrays;

/**
 * A transposition table that keeps both bounds of a position, for searches whose windows move around
 * the value (null-window passes, aspiration re-searches): a lower and an upper bound proven at one
 * depth, so a later search with another window still finds what the earlier ones proved. One
 * {@code long[]} of (key, data) pairs in buckets of two entries (32 bytes, one cache line), replaced
 * by depth:
 *
 * <pre>
 *   bits  0..15  lower bound (signed)
 *   bits 16..31  upper bound (signed)
 *   bits 32..39  depth (0..255)
 *   bits 40..55  move + 1 (0 = none)
 *   bit  56      present
 *   bit  57      exact: both bounds rest on finished games only (no heuristic leaf, no selective cut)
 * </pre>
 *
 * Bounds and scores must fit in 16 signed bits. One search thread uses a table at a time.
 */
public final class BoundTable {

    /** Largest move number an entry can hold. */
    public static final int MAX_MOVE = 0xFFFE;

    private static final long PRESENT = 1L << 56;
    private static final long EXACT = 1L << 57;

    private final long[] slots;
    private final int mask;

    /** Bytes of one entry (key and data). */
    public static final int BYTES_PER_ENTRY = 16;
    /** Most entry bits a table takes (1 GB). */
    public static final int MAX_BITS = 26;

    /** A table of 2^{@code bits} entries (16 bytes each), {@code bits} clamped to 4..{@value #MAX_BITS}. */
    public BoundTable(int bits) {
        int entries = 1 << Math.max(4, Math.min(MAX_BITS, bits));
        slots = new long[2 * entries];
        mask = entries - 1;
    }

    /**
     * A table of at most {@code megabytes} MB (at least 1): the largest power-of-two entry count that
     * fits, within the constructor's clamp (so at most 1 GB).
     */
    public static BoundTable ofMegabytes(int megabytes) {
        long entries = Math.max(1L, megabytes) * 1024L * 1024L / BYTES_PER_ENTRY;
        return new BoundTable(63 - Long.numberOfLeadingZeros(entries));
    }

    /** Number of entries. */
    public int capacity() {
        return mask + 1;
    }

    /** Size in bytes. */
    public long bytes() {
        return (long) capacity() * BYTES_PER_ENTRY;
    }

    /** Forgets everything. */
    public void clear() {
        Arrays.fill(slots, 0L);
    }

    /** The data word of {@code key}, or 0 when absent; decode it with the static accessors. */
    public long probe(long key) {
        int i = (int) key & mask & ~1;
        if (slots[2 * i] == key) {
            return slots[2 * i + 1];
        }
        if (slots[2 * i + 2] == key) {
            return slots[2 * i + 3];
        }
        return 0;
    }

    /**
     * Stores the result {@code score} of a search of window (alpha, beta) at {@code depth}: a lower
     * bound when it is above alpha, an upper bound when below beta (both: exact). Bounds of the same
     * position and depth are merged (the result is exact only if both were); a search that found no
     * move ({@code move < 0}) keeps the stored one. Replaces the shallower entry of the bucket.
     *
     * @param noBound a value beyond every score ("no bound yet"), e.g. the search's infinity
     */
    public void store(long key, int alpha, int beta, int score, int depth, int move, boolean exact, int noBound) {
        int i = (int) key & mask & ~1;
        int slot;
        if (slots[2 * i] == key) {
            slot = i;
        } else if (slots[2 * i + 2] == key) {
            slot = i + 1;
        } else {
            slot = depth(slots[2 * i + 1]) <= depth(slots[2 * i + 3]) ? i : i + 1;
        }
        int lower = -noBound;
        int upper = noBound;
        long old = slots[2 * slot] == key ? slots[2 * slot + 1] : 0;
        if (old != 0 && depth(old) == depth) {
            lower = lower(old);
            upper = upper(old);
            exact &= exact(old); // merged bounds are exact only if both were
        }
        if (move < 0 && old != 0) {
            move = move(old);
        }
        if (score > alpha) {
            lower = Math.max(lower, score);
        }
        if (score < beta) {
            upper = Math.min(upper, score);
        }
        if (lower > upper) {
            lower = score > alpha ? score : -noBound;
            upper = score < beta ? score : noBound;
        }
        slots[2 * slot] = key;
        slots[2 * slot + 1] = (lower & 0xffffL) | ((upper & 0xffffL) << 16) | ((long) depth << 32)
                | ((long) (move + 1) << 40) | PRESENT | (exact ? EXACT : 0);
    }

    /** Stored lower bound. */
    public static int lower(long data) {
        return (short) data;
    }

    /** Stored upper bound. */
    public static int upper(long data) {
        return (short) (data >>> 16);
    }

    /** Depth the bounds hold for. */
    public static int depth(long data) {
        return (int) (data >>> 32) & 0xff;
    }

    /** Stored best move, or -1. */
    public static int move(long data) {
        return (int) ((data >>> 40) & 0xffff) - 1;
    }

    /** True when the bounds rest on finished games only. */
    public static boolean exact(long data) {
        return (data & EXACT) != 0;
    }
}
