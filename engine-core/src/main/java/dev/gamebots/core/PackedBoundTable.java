package dev.gamebots.core;

import java.util.Arrays;

/**
 * The two-bound table of exact solvers whose scores fit in a byte (a disc or seed margin): as
 * {@link BoundTable}, a lower and an upper bound per position with the best move, but in one 8-byte
 * word per entry, the upper {@value #CHECK_BITS} bits of the key beside the packed data, so twice the
 * positions fit in the same memory and a bucket of two entries is 16 bytes (never across a cache
 * line). An exact solver's nodes are cheap and its table is probed at most of them: the halved
 * entry is what it is for (Othello's endgame solvers).
 *
 * <pre>
 *   bits  0..7   lower bound + 128
 *   bits  8..15  upper bound + 128
 *   bits 16..22  move + 1 (0 = none)
 *   bits 23..29  depth: the plies left below the position (an exact solver: its empty squares)
 *   bits 30..63  the key's upper bits (the lower ones chose the bucket)
 * </pre>
 *
 * The bounds of a position are merged whatever their depth: an exact solver searches a position to
 * the end, so its bounds hold at any depth. A new position replaces the entry of its bucket with the
 * smaller depth, keeping the one closer to the root, whose subtree cost more. One search thread uses a
 * table at a time.
 */
public final class PackedBoundTable {

    /** Beyond every score an entry holds: a bound of this size is "no bound". */
    public static final int NO_BOUND = 127;
    /** Largest move number an entry can hold. */
    public static final int MAX_MOVE = 126;
    /** Largest depth an entry keeps (deeper ones are stored as this). */
    public static final int MAX_DEPTH = 127;
    /** Bits of the data word: lower + 128 (8), upper + 128 (8), move + 1 (7), depth (7). */
    private static final int DATA_BITS = 30;
    private static final long DATA_MASK = (1L << DATA_BITS) - 1;
    /** Bits of the key kept in an entry to tell positions of one bucket apart. */
    public static final int CHECK_BITS = 64 - DATA_BITS;

    private final long[] slots;
    private final int mask;

    /** A table of 2^{@code bits} entries (8 bytes each), {@code bits} clamped to 4..27. */
    public PackedBoundTable(int bits) {
        int entries = 1 << Math.max(4, Math.min(27, bits));
        slots = new long[entries];
        mask = entries - 1;
    }

    /** Number of entries. */
    public int capacity() {
        return mask + 1;
    }

    /** Forgets everything. */
    public void clear() {
        Arrays.fill(slots, 0L);
    }

    /** The data stored for {@code key}, or 0; decode it with the static accessors. */
    public long probe(long key) {
        int i = (int) key & mask & ~1;
        long e = slots[i];
        if (((e ^ key) & ~DATA_MASK) == 0 && e != 0) {
            return e & DATA_MASK;
        }
        e = slots[i + 1];
        if (((e ^ key) & ~DATA_MASK) == 0 && e != 0) {
            return e & DATA_MASK;
        }
        return 0;
    }

    /** The lower bound in a non-zero data word ({@code -NO_BOUND}: none). */
    public static int lower(long data) {
        return (int) (data & 0xff) - 128;
    }

    /** The upper bound in a non-zero data word ({@code NO_BOUND}: none). */
    public static int upper(long data) {
        return (int) ((data >>> 8) & 0xff) - 128;
    }

    /** The best move in a non-zero data word, or -1. */
    public static int move(long data) {
        return (int) ((data >>> 16) & 0x7f) - 1;
    }

    /** The depth of an entry (data word or whole entry). */
    private static int depth(long entry) {
        return (int) (entry >>> 23) & 0x7f;
    }

    /**
     * Records that a search of the position {@code key} within (alpha, beta) returned {@code score}
     * with the best move {@code move} (-1: none, the stored one stays) at {@code depth} plies: a lower
     * bound when it failed high, an upper bound when it failed low, both when inside; merged with what
     * the entry already knew. Scores within +-{@value #NO_BOUND}, moves up to {@value #MAX_MOVE}.
     */
    public void store(long key, int alpha, int beta, int score, int move, int depth) {
        int i = (int) key & mask & ~1;
        long e0 = slots[i];
        long e1 = slots[i + 1];
        int slot;
        long old = 0;
        if (((e0 ^ key) & ~DATA_MASK) == 0 && e0 != 0) {
            slot = i;
            old = e0;
        } else if (((e1 ^ key) & ~DATA_MASK) == 0 && e1 != 0) {
            slot = i + 1;
            old = e1;
        } else {
            // Keep the entry closer to the root (the greater depth); replace the other.
            slot = depth(e0) <= depth(e1) ? i : i + 1;
        }
        int lower = -NO_BOUND;
        int upper = NO_BOUND;
        if (old != 0) {
            lower = lower(old);
            upper = upper(old);
            if (move < 0) {
                move = move(old);
            }
        }
        if (score > alpha) {
            lower = Math.max(lower, score); // true value >= score
        }
        if (score < beta) {
            upper = Math.min(upper, score); // true value <= score
        }
        if (lower > upper) { // cannot happen with exact bounds; keep the newest result
            lower = score > alpha ? score : -NO_BOUND;
            upper = score < beta ? score : NO_BOUND;
        }
        slots[slot] = (key & ~DATA_MASK) | (lower + 128) | ((long) (upper + 128) << 8) | ((long) (move + 1) << 16)
                | ((long) Math.min(depth, MAX_DEPTH) << 23);
    }
}
