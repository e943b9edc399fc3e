package dev.gamebots.core;

import java.util.Arrays;

/**
 * A transposition table in one {@code long} array: buckets of two entries, each entry its full 64-bit
 * key (no false hits short of a real collision) beside one packed word, so a bucket is 32 bytes,
 * {@code key0 data0 key1 data1}, and a probe or store touches one cache line (keys and data in two
 * arrays cost two misses; the table's probes are most of the middle game's memory misses):
 *
 * <pre>
 *   bits  0..31  score (signed, already made relative to the node, see Score.toTable)
 *   bits 32..47  move + 1 (0 = no move)
 *   bits 48..55  depth (0..255)
 *   bits 56..57  bound: EXACT, LOWER, UPPER
 *   bits 58..62  generation (age), so entries from earlier searches are replaced first
 *   bit  63      flag: the searcher's own bit (AlphaBetaSearcher: solved, the value rests on finished
 *                games only; the gomoku search: the position is or was on a principal variation)
 * </pre>
 *
 * Entry {@code e} (bucket {@code e / 2}) is at {@code slots[2e]} (key) and {@code slots[2e + 1]} (data).
 * No padding aligns buckets to cache lines: two longs of lead before the first bucket (which put
 * every bucket in one line of a region-aligned array) measured no faster. Replacement within a
 * bucket: the same key, else an empty slot, else the entry whose {@code depth - 8 * age} is lowest.
 * One search thread uses a table at a time.
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
    /** Most entries: twice as many longs must still fit in a Java array. */
    private static final long MAX_ENTRIES = 1L << 29;

    private final long[] slots;
    private final int mask;
    private int generation;

    /**
     * A table of at most {@code megabytes} MB (rounded down to a power-of-two entry count, at least 2,
     * at most 2^29 = 8 GB).
     */
    public TranspositionTable(int megabytes) {
        long bytes = Math.max(1L, megabytes) * 1024L * 1024L;
        long entries = Long.highestOneBit(Math.max(2L, bytes / BYTES_PER_ENTRY));
        entries = Math.min(entries, MAX_ENTRIES);
        slots = new long[2 * (int) entries];
        mask = (int) entries - 1;
    }

    /** Number of entries. */
    public int capacity() {
        return mask + 1;
    }

    /** Forgets everything (new game). */
    public void clear() {
        Arrays.fill(slots, 0L);
        generation = 0;
    }

    /** Marks the start of a new search so older entries become preferred victims. */
    public void newSearch() {
        generation = (generation + 1) & GENERATION_MASK;
    }

    /** Index in {@code slots} of the key of the first entry of {@code key}'s bucket. */
    private int bucket(long key) {
        return ((int) key & mask & ~1) << 1;
    }

    /**
     * Looks {@code key} up; returns the packed word, or 0 when absent. Decode it with the static
     * accessors. A stored word is never 0 because a present entry always has a non-zero bound.
     */
    public long probe(long key) {
        int b = bucket(key);
        long[] s = slots;
        if (s[b] == key && s[b + 1] != 0) {
            return s[b + 1];
        }
        if (s[b + 2] == key && s[b + 3] != 0) {
            return s[b + 3];
        }
        return 0L;
    }

    /** Stores a result; {@code score} must already be made node-relative with {@link Score#toTable}. */
    public void store(long key, int move, int depth, int bound, int score) {
        store(key, move, depth, bound, score, false);
    }

    /**
     * Stores a result with the searcher's {@code flag} bit (see the class comment: for
     * AlphaBetaSearcher, no heuristic leaf contributed to it, so it holds at any depth).
     */
    public void store(long key, int move, int depth, int bound, int score, boolean flag) {
        int b = bucket(key);
        long[] s = slots;
        int slot; // index of the chosen entry's key
        if (s[b] == key || s[b + 1] == 0) {
            slot = b;
        } else if (s[b + 2] == key || s[b + 3] == 0) {
            slot = b + 2;
        } else {
            slot = worth(s[b + 1]) <= worth(s[b + 3]) ? b : b + 2;
        }
        long old = s[slot] == key ? s[slot + 1] : 0L;
        // Keep the previous best move when this result has none (a fail-low node).
        if (move < 0 && old != 0) {
            move = move(old);
        }
        // Do not let a shallow bound overwrite a deeper exact result of the same position.
        if (old != 0 && bound(old) == BOUND_EXACT && bound != BOUND_EXACT && depth(old) > depth
                && generation(old) == generation) {
            return;
        }
        s[slot] = key;
        s[slot + 1] = pack(move, depth, bound, score, generation, flag);
    }

    private int worth(long word) {
        int age = (generation - generation(word)) & GENERATION_MASK;
        return depth(word) - 8 * age;
    }

    static long pack(int move, int depth, int bound, int score, int generation, boolean flag) {
        long m = move < 0 ? 0L : (move + 1L) & 0xFFFFL;
        long d = Math.max(0, Math.min(255, depth));
        return (score & 0xFFFFFFFFL) | (m << 32) | (d << 48) | ((long) bound << 56) | ((long) generation << 58)
                | (flag ? 1L << 63 : 0L);
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

    /** The searcher's flag bit of the entry (AlphaBetaSearcher: the value rests on finished games only). */
    public static boolean flag(long word) {
        return word < 0;
    }

    static int generation(long word) {
        return (int) (word >>> 58) & GENERATION_MASK;
    }

    /** Per-mille of the first 2000 slots used by the current search (like UCI's hashfull). */
    public int hashfull() {
        int n = Math.min(2000, capacity());
        int used = 0;
        for (int i = 0; i < n; i++) {
            long word = slots[2 * i + 1];
            if (word != 0 && generation(word) == generation) {
                used++;
            }
        }
        return used * 1000 / n;
    }
}
