package dev.gamebots.othello;

import java.util.Arrays;

/**
 * The transposition table of an exact endgame solver: per position (a 64-bit key) a lower and an
 * upper bound on its exact score, the best move found and the number of empty squares. Two-way
 * buckets of two entries (a cache line holds both), the entry closer to the root (more empties) kept
 * on a collision. Scores lie within +-127, moves within 0..254.
 *
 * <p>A probe returns the packed word (0 when absent) and the static accessors read it, so a probe
 * allocates nothing and costs one memory access.
 */
final class BoundsTable {

    /** Outside every score: an absent bound. */
    static final int NO_BOUND = 127;

    /** Entry i is the key at [2i] and its packed word at [2i + 1]. */
    private final long[] table;
    private final int mask;

    /** A table of 2^{@code bits} entries (16 bytes each), bits clamped to 4..26. */
    BoundsTable(int bits) {
        int entries = 1 << Math.max(4, Math.min(26, bits));
        table = new long[2 * entries];
        mask = entries - 1;
    }

    void clear() {
        Arrays.fill(table, 0L);
    }

    /** The packed word of {@code key}, or 0. */
    long probe(long key) {
        int i = (int) key & mask & ~1;
        return table[2 * i] == key ? table[2 * i + 1] : table[2 * i + 2] == key ? table[2 * i + 3] : 0;
    }

    static int lower(long word) {
        return (int) (word & 0xff) - 128;
    }

    static int upper(long word) {
        return (int) ((word >>> 8) & 0xff) - 128;
    }

    /** The stored best move, or -1. */
    static int move(long word) {
        return (int) ((word >>> 16) & 0xff) - 1;
    }

    /**
     * Records a search of {@code key} in the window (alpha, beta) that returned {@code score}: a lower
     * bound when it failed high or was exact, an upper bound when it failed low or was exact, merged
     * with the bounds already known. A move of -1 keeps the stored one.
     */
    void store(long key, int alpha, int beta, int score, int move, int empties) {
        int i = (int) key & mask & ~1;
        int slot;
        if (table[2 * i] == key) {
            slot = i;
        } else if (table[2 * i + 2] == key) {
            slot = i + 1;
        } else {
            // Keep the entry closer to the root (more empties); replace the other.
            int e0 = (int) (table[2 * i + 1] >>> 24) & 0xff;
            int e1 = (int) (table[2 * i + 3] >>> 24) & 0xff;
            slot = e0 <= e1 ? i : i + 1;
        }
        int lower = -NO_BOUND;
        int upper = NO_BOUND;
        long old = table[2 * slot + 1];
        if (table[2 * slot] == key && old != 0) {
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
        table[2 * slot] = key;
        table[2 * slot + 1] = (lower + 128) | ((long) (upper + 128) << 8) | ((long) (move + 1) << 16)
                | ((long) empties << 24) | (1L << 40);
    }
}
