package dev.gamebots.othello;

import java.util.Arrays;

/**
 * The exact solver's transposition table: per position both bounds on its exact score, the best
 * move and the number of empties, in a {@code long[]} of 2^bits entries (16 bytes each: the key,
 * then the packed data). Two entries share a bucket; a new position replaces the one of the two
 * closer to the end of the game.
 */
final class SolverTable {

    private static final int INF = 127;

    /** Entry i is the key at [2i] and its packed data at [2i + 1]; a bucket (two entries) shares a cache line. */
    private final long[] slots;
    private final int mask;

    /** A table of 2^{@code bits} entries (bits clamped to 4..26). */
    SolverTable(int bits) {
        int entries = 1 << Math.max(4, Math.min(26, bits));
        slots = new long[2 * entries];
        mask = entries - 1;
    }

    /** The key of a position: a strong mix of both bitboards. */
    static long key(long p, long o) {
        return Hashing.mix(p + 0x9E3779B97F4A7C15L) ^ Long.rotateLeft(Hashing.mix(o ^ 0xC2B2AE3D27D4EB4FL), 23);
    }

    void clear() {
        Arrays.fill(slots, 0L);
    }

    /** The data stored for {@code key}, or 0. */
    long probe(long key) {
        int i = 2 * ((int) key & mask & ~1);
        return slots[i] == key ? slots[i + 1] : slots[i + 2] == key ? slots[i + 3] : 0;
    }

    /** The lower bound in a non-zero data word. */
    static int lower(long data) {
        return (int) (data & 0xff) - 128;
    }

    /** The upper bound in a non-zero data word. */
    static int upper(long data) {
        return (int) ((data >>> 8) & 0xff) - 128;
    }

    /** The best move in a non-zero data word, or -1. */
    static int move(long data) {
        return (int) ((data >>> 16) & 0xff) - 1;
    }

    /**
     * Records that a search of the position {@code key} within (alpha, beta) returned {@code score}
     * with the best move {@code move} (-1: none): a lower bound when it failed high, an upper bound
     * when it failed low, both when inside; merged with what the entry already knew.
     */
    void store(long key, int alpha, int beta, int score, int move, int empties) {
        int i = (int) key & mask & ~1;
        int slot;
        if (slots[2 * i] == key) {
            slot = i;
        } else if (slots[2 * i + 2] == key) {
            slot = i + 1;
        } else {
            // Keep the entry closer to the root (more empties); replace the other.
            int e0 = (int) (slots[2 * i + 1] >>> 24) & 0xff;
            int e1 = (int) (slots[2 * i + 3] >>> 24) & 0xff;
            slot = e0 <= e1 ? i : i + 1;
        }
        int lower = -INF;
        int upper = INF;
        long old = slots[2 * slot + 1];
        if (slots[2 * slot] == key && old != 0) {
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
            lower = score > alpha ? score : -INF;
            upper = score < beta ? score : INF;
        }
        slots[2 * slot] = key;
        slots[2 * slot + 1] = (lower + 128) | ((long) (upper + 128) << 8) | ((long) (move + 1) << 16)
                | ((long) empties << 24) | (1L << 40);
    }
}
