package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    @Test
    void sizeIsAPowerOfTwoWithinTheBudget() {
        TranspositionTable t = new TranspositionTable(1);
        assertEquals(1 << 16, t.capacity()); // 1 MB / 16 bytes per entry
        assertEquals(0, Integer.bitCount(new TranspositionTable(3).capacity()) - 1);
        assertTrue(new TranspositionTable(3).capacity() * 16L <= 3L << 20);
    }

    @Test
    void storesAndReturnsEveryField() {
        TranspositionTable t = new TranspositionTable(1);
        int[] scores = {0, 1, -1, Game.MAX_EVAL, -Game.MAX_EVAL, Score.terminal(40, 3), Score.terminal(-64, 9)};
        long key = 0x1234_5678_9ABC_DEF0L;
        for (int s : scores) {
            for (int move : new int[] {-1, 0, 7, TranspositionTable.MAX_MOVE}) {
                t.store(key, move, 42, TranspositionTable.BOUND_EXACT, s);
                long w = t.probe(key);
                assertEquals(s, TranspositionTable.score(w));
                assertEquals(move, TranspositionTable.move(w));
                assertEquals(42, TranspositionTable.depth(w));
                assertEquals(TranspositionTable.BOUND_EXACT, TranspositionTable.bound(w));
                t.clear();
            }
        }
    }

    @Test
    void missesUnknownKeysAndKeepsDeepEntriesOfTheCurrentSearch() {
        TranspositionTable t = new TranspositionTable(1);
        SplittableRandom r = new SplittableRandom(1);
        long[] keys = new long[200_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = r.nextLong();
            t.store(keys[i], i & 0xFFF, i % 20, TranspositionTable.BOUND_LOWER, i);
        }
        int found = 0;
        for (int i = 0; i < keys.length; i++) {
            long w = t.probe(keys[i]);
            if (w != 0) {
                found++;
                assertEquals(i, TranspositionTable.score(w), "a hit must be the entry stored for that key");
            }
        }
        assertTrue(found > 0 && found <= t.capacity());
        assertEquals(0, t.probe(0x5555_5555_5555_5555L));
    }

    @Test
    void failLowStoreKeepsThePreviousMove() {
        TranspositionTable t = new TranspositionTable(1);
        t.store(99L, 5, 3, TranspositionTable.BOUND_LOWER, 10);
        t.store(99L, -1, 4, TranspositionTable.BOUND_UPPER, -3);
        long w = t.probe(99L);
        assertEquals(5, TranspositionTable.move(w));
        assertEquals(TranspositionTable.BOUND_UPPER, TranspositionTable.bound(w));
    }
}
