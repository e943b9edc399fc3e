package dev.gamebots.core;

import java.util.Arrays;

/**
 * A transposition table in two parallel {@code long} arrays whose length is a power of two, grouped in
 * buckets of two entries. Each entry stores the full 64-bit key (no false hits short of a real
 * collision) and one packed word:
 *
 * <pre>
 *   bits  0..31  score (signed, already made relative to the node, see Score.toTable)
 *   bits 32..47  move + 1 (0 = no move)
 *   bits 48..55  depth (0..255)
 *   bits 56..57  bound: EXACT, LOWER, UPPER
 *   bits 58..62  generation (age), so entries from earlier searches are replaced first
 *   bit  63      solved: the value rests on finished games only, no heuristic leaf below it
 * </pre>
 *
 * Replacement within a bucket: the same key, else an empty slot, else the entry whose
 * {@code depth - 8 * age} is lowest. One search thread uses a table at a time.
 */
public final class TranspositionTable {

    public static final int BOUND_NONE = 0;
    public static final int BOUND_EXACT = 1;
    public static final int BOUND_LOWER = 2;
    public static final int BOUND_UPPER = 3;

    /** Largest move number the packed entry can hold. */
    public static final int MAX_MOVE = 0xFFFE;

    private static final int BYTES_PER_ENTRY = 16;
    private static final int GENERATION_MASK = 31;

    private final long[] keys;
    private final long[] data;
    private final int mask;
    private int generation;

    /** A table of at most {@code megabytes} MB (rounded down to a power-of-two entry count, at least 2). */
    public TranspositionTable(int megabytes) {
        long bytes = Math.max(1L, megabytes) * 1024L * 1024L;
        long entries = Long.highestOneBit(Math.max(2L, bytes / BYTES_PER_ENTRY));
        entries = Math.min(entries, 1L << 30);
        keys = new long[(int) entries];
        data = new long[(int) entries];
        mask = (int) entries - 1;
    }

    /** Number of entries. */
    public int capacity() {
        return keys.length;
    }

    /** Forgets everything (new game). */
    public void clear() {
        Arrays.fill(keys, 0L);
        Arrays.fill(data, 0L);
        generation = 0;
    }

    /** Marks the start of a new search so older entries become preferred victims. */
    public void newSearch() {
        generation = (generation + 1) & GENERATION_MASK;
    }

    /**
     * Looks {@code key} up; returns the packed word, or 0 when absent. Decode it with the static
     * accessors. A stored word is never 0 because a present entry always has a non-zero bound.
     */
    public long probe(long key) {
        int i = (int) key & mask & ~1;
        if (keys[i] == key && data[i] != 0) {
            return data[i];
        }
        if (keys[i + 1] == key && data[i + 1] != 0) {
            return data[i + 1];
        }
        return 0L;
    }

    /** Stores a result; {@code score} must already be made node-relative with {@link Score#toTable}. */
    public void store(long key, int move, int depth, int bound, int score) {
        store(key, move, depth, bound, score, false);
    }

    /**
     * Stores a result; {@code solved} says no heuristic leaf contributed to it, so it holds at any
     * depth (a searcher may then stop deepening).
     */
    public void store(long key, int move, int depth, int bound, int score, boolean solved) {
        int i = (int) key & mask & ~1;
        int slot;
        if (keys[i] == key || data[i] == 0) {
            slot = i;
        } else if (keys[i + 1] == key || data[i + 1] == 0) {
            slot = i + 1;
        } else {
            slot = worth(data[i]) <= worth(data[i + 1]) ? i : i + 1;
        }
        long old = keys[slot] == key ? data[slot] : 0L;
        // Keep the previous best move when this result has none (a fail-low node).
        if (move < 0 && old != 0) {
            move = move(old);
        }
        // Do not let a shallow bound overwrite a deeper exact result of the same position.
        if (old != 0 && bound(old) == BOUND_EXACT && bound != BOUND_EXACT && depth(old) > depth
                && generation(old) == generation) {
            return;
        }
        keys[slot] = key;
        data[slot] = pack(move, depth, bound, score, generation, solved);
    }

    private int worth(long word) {
        int age = (generation - generation(word)) & GENERATION_MASK;
        return depth(word) - 8 * age;
    }

    static long pack(int move, int depth, int bound, int score, int generation, boolean solved) {
        long m = move < 0 ? 0L : (move + 1L) & 0xFFFFL;
        long d = Math.max(0, Math.min(255, depth));
        return (score & 0xFFFFFFFFL) | (m << 32) | (d << 48) | ((long) bound << 56) | ((long) generation << 58)
                | (solved ? 1L << 63 : 0L);
    }

    /** Stored score (node-relative). */
    public static int score(long word) {
        return (int) word;
    }

    /** Stored move, or -1. */
    public static int move(long word) {
        return (int) ((word >>> 32) & 0xFFFFL) - 1;
    }

    /** Stored depth. */
    public static int depth(long word) {
        return (int) ((word >>> 48) & 0xFFL);
    }

    /** Stored bound type. */
    public static int bound(long word) {
        return (int) ((word >>> 56) & 3L);
    }

    /** True when the stored value rests on finished games only. */
    public static boolean solved(long word) {
        return word < 0;
    }

    static int generation(long word) {
        return (int) (word >>> 58) & GENERATION_MASK;
    }

    /** Per-mille of the first 2000 slots used by the current search (like UCI's hashfull). */
    public int hashfull() {
        int n = Math.min(2000, keys.length);
        int used = 0;
        for (int i = 0; i < n; i++) {
            if (data[i] != 0 && generation(data[i]) == generation) {
                used++;
            }
        }
        return used * 1000 / n;
    }
}
