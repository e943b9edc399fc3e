package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The table against a plain model of its documented rules (entries in a map from entry number to a
 * record, no packing, no array layout): long random runs of stores, probes, new searches and clears
 * over keys crowded into few buckets, so replacement, ageing and the keep-the-deeper-exact rule are
 * exercised at every step. Any change of which entry a key lands in, which entry a new key evicts, or
 * what a probe returns makes a probe (or hashfull, which reads the first entries by number) differ.
 */
class TranspositionTableReferenceTest {

    /** One stored result, as the model keeps it. */
    private record Entry(long key, int move, int depth, int bound, int score, int generation, boolean solved) {
    }

    /** The rules of TranspositionTable's javadoc and code, written plainly. */
    private static final class Model {
        final int capacity;
        final Map<Integer, Entry> entries = new HashMap<>();
        int generation;
        /** Stores that replaced another key's entry. */
        int evictions;

        Model(int capacity) {
            this.capacity = capacity;
        }

        /** First entry of the two-entry bucket of {@code key}: its low bits, rounded down to even. */
        int firstEntry(long key) {
            return (int) Long.remainderUnsigned(key, capacity) / 2 * 2;
        }

        Entry probe(long key) {
            int b = firstEntry(key);
            for (int e = b; e <= b + 1; e++) {
                Entry x = entries.get(e);
                if (x != null && x.key() == key) {
                    return x;
                }
            }
            return null;
        }

        int worth(Entry x) {
            int age = Math.floorMod(generation - x.generation(), 32);
            return x.depth() - 8 * age;
        }

        void store(long key, int move, int depth, int bound, int score, boolean solved) {
            int b = firstEntry(key);
            int slot;
            if (holdsOrEmpty(b, key)) {
                slot = b;
            } else if (holdsOrEmpty(b + 1, key)) {
                slot = b + 1;
            } else {
                slot = worth(entries.get(b)) <= worth(entries.get(b + 1)) ? b : b + 1;
            }
            Entry old = entries.get(slot);
            if (old != null && old.key() != key) {
                evictions++;
                old = null;
            }
            int stored = Math.max(0, Math.min(255, depth));
            if (move < 0 && old != null) {
                move = old.move();
            }
            if (old != null && old.bound() == TranspositionTable.BOUND_EXACT && bound != TranspositionTable.BOUND_EXACT
                    && old.depth() > depth && old.generation() == generation) {
                return;
            }
            entries.put(slot, new Entry(key, move, stored, bound, score, generation, solved));
        }

        boolean holdsOrEmpty(int e, long key) {
            Entry x = entries.get(e);
            return x == null || x.key() == key;
        }

        int hashfull() {
            int n = Math.min(2000, capacity);
            int used = 0;
            for (int e = 0; e < n; e++) {
                Entry x = entries.get(e);
                if (x != null && x.generation() == generation) {
                    used++;
                }
            }
            return used * 1000 / n;
        }
    }

    private static void assertSame(Entry expected, long word, long key) {
        if (expected == null) {
            assertEquals(0L, word, () -> "key " + Long.toHexString(key) + " should be absent");
            return;
        }
        String at = "key " + Long.toHexString(key);
        assertTrue(word != 0, () -> at + " should be present");
        assertEquals(expected.score(), TranspositionTable.score(word), at);
        assertEquals(expected.move(), TranspositionTable.move(word), at);
        assertEquals(expected.depth(), TranspositionTable.depth(word), at);
        assertEquals(expected.bound(), TranspositionTable.bound(word), at);
        assertEquals(expected.solved(), TranspositionTable.flag(word), at);
        assertEquals(expected.generation(), TranspositionTable.generation(word), at);
    }

    /**
     * Keys crowded into {@code buckets} buckets (most among the first thousand, which hashfull reads),
     * several keys per bucket and per entry number, with key 0 and negative keys among them.
     */
    private static long[] crowdedKeys(SplittableRandom r, int capacity, int buckets, int count) {
        int[] firsts = new int[buckets];
        for (int i = 0; i < buckets; i++) {
            int bucket = i < buckets * 3 / 4 ? r.nextInt(1000) : r.nextInt(capacity / 2);
            firsts[i] = 2 * bucket;
        }
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            long high = r.nextLong() & -(long) capacity; // bits above the entry number
            keys[i] = high | (firsts[r.nextInt(buckets)] + r.nextInt(2));
        }
        keys[0] = 0L;
        return keys;
    }

    private static void run(int megabytes, long seed, int operations) {
        SplittableRandom r = new SplittableRandom(seed);
        TranspositionTable table = new TranspositionTable(megabytes);
        Model model = new Model(table.capacity());
        long[] keys = crowdedKeys(r, table.capacity(), 40, 300);
        int stores = 0;
        int kept = 0;
        for (int op = 0; op < operations; op++) {
            long key = r.nextInt(10) == 0 ? r.nextLong() : keys[r.nextInt(keys.length)];
            int kind = r.nextInt(1000);
            if (kind < 2) {
                table.newSearch();
                model.generation = (model.generation + 1) % 32;
            } else if (kind < 3 && r.nextInt(20) == 0) {
                table.clear();
                model.entries.clear();
                model.generation = 0;
            } else if (kind < 600) {
                int move = r.nextInt(8) == 0 ? -1 : r.nextInt(TranspositionTable.MAX_MOVE + 1);
                int depth = r.nextInt(50) == 0 ? r.nextInt(-3, 300) : r.nextInt(30);
                int bound = 1 + r.nextInt(3);
                int score = r.nextInt(4) == 0 ? r.nextInt() : r.nextInt(-300, 300);
                boolean solved = r.nextInt(5) == 0;
                Entry before = model.probe(key);
                table.store(key, move, depth, bound, score, solved);
                model.store(key, move, depth, bound, score, solved);
                stores++;
                if (before != null && model.probe(key) == before) {
                    kept++;
                }
            } else {
                assertSame(model.probe(key), table.probe(key), key);
            }
            if (op % 5000 == 0) {
                for (long k : keys) {
                    assertSame(model.probe(k), table.probe(k), k);
                }
                assertEquals(model.hashfull(), table.hashfull(), "hashfull at operation " + op);
            }
        }
        for (long k : keys) {
            assertSame(model.probe(k), table.probe(k), k);
        }
        assertEquals(model.hashfull(), table.hashfull());
        // The run must have crowded the buckets (many evictions) and used the keep-the-deeper-exact rule.
        assertTrue(model.evictions > operations / 10, "evictions " + model.evictions);
        assertTrue(stores > operations / 2 && kept > 0, "stores " + stores + ", kept by the deeper exact rule " + kept);
    }

    @Test
    void oneMegabyteTableMatchesTheModel() {
        run(1, 44, 300_000);
    }

    @Test
    void largerTableMatchesTheModel() {
        run(8, 2026, 300_000);
    }
}
