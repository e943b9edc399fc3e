package dev.gamebots.othello.endgame;

import dev.gamebots.othello.rules.Hashing;
import java.util.Arrays;

/**
 * The exact solver's transposition table: per position both bounds on its exact score, the best
 * move and the number of empties, in a {@code long[]} of 2^bits entries of 8 bytes each: the upper
 * {@value #CHECK_BITS} bits of the position's key and the packed data in one word. Two entries share
 * a bucket (16 bytes, never across a cache line); a new position replaces the one of the two closer
 * to the end of the game.
 */
final class SolverTable {

    private static final int INF = 127;
    /** Bits of the data word: lower + 128 (8), upper + 128 (8), move + 1 (7), empties (7). */
    private static final int DATA_BITS = 30;
    private static final long DATA_MASK = (1L << DATA_BITS) - 1;
    static final int CHECK_BITS = 64 - DATA_BITS;

    private final long[] slots;
    private final int mask;

    /** A table of 2^{@code bits} entries (bits clamped to 4..27). */
    SolverTable(int bits) {
        int entries = 1 << Math.max(4, Math.min(27, bits));
        slots = new long[entries];
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
        return (int) ((data >>> 16) & 0x7f) - 1;
    }

    private static int empties(long entry) {
        return (int) (entry >>> 23) & 0x7f;
    }

    /**
     * Records that a search of the position {@code key} within (alpha, beta) returned {@code score}
     * with the best move {@code move} (-1: none): a lower bound when it failed high, an upper bound
     * when it failed low, both when inside; merged with what the entry already knew.
     */
    void store(long key, int alpha, int beta, int score, int move, int empties) {
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
            // Keep the entry closer to the root (more empties); replace the other.
            slot = empties(e0) <= empties(e1) ? i : i + 1;
        }
        int lower = -INF;
        int upper = INF;
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
            lower = score > alpha ? score : -INF;
            upper = score < beta ? score : INF;
        }
        slots[slot] = (key & ~DATA_MASK) | (lower + 128) | ((long) (upper + 128) << 8) | ((long) (move + 1) << 16)
                | ((long) Math.min(empties, 127) << 23);
    }
}
