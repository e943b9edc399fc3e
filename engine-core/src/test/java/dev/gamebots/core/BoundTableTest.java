package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoundTableTest {

    private static final int INF = 30000;

    @Test
    void failHighAndFailLowAtOneDepthMergeIntoBothBounds() {
        BoundTable t = new BoundTable(8);
        long key = 0x1234_5678_9ABC_DEF0L;
        t.store(key, 9, 10, 25, 5, 7, true, INF); // fail high: at least 25
        long d = t.probe(key);
        assertEquals(25, BoundTable.lower(d));
        assertEquals(INF, BoundTable.upper(d));
        assertEquals(7, BoundTable.move(d));
        t.store(key, 39, 40, 31, 5, -1, true, INF); // fail low: at most 31, no move found
        d = t.probe(key);
        assertEquals(25, BoundTable.lower(d));
        assertEquals(31, BoundTable.upper(d));
        assertEquals(7, BoundTable.move(d), "a search without a move keeps the stored one");
        assertEquals(5, BoundTable.depth(d));
        assertTrue(BoundTable.exact(d));
        t.store(key, 20, 40, 29, 5, 3, false, INF); // inside the window: both bounds 29, no longer exact
        d = t.probe(key);
        assertEquals(29, BoundTable.lower(d));
        assertEquals(29, BoundTable.upper(d));
        assertFalse(BoundTable.exact(d), "merged bounds are exact only if both were");
    }

    @Test
    void aNewDepthStartsFreshBoundsAndContradictionsKeepTheNewResult() {
        BoundTable t = new BoundTable(8);
        long key = 77;
        t.store(key, -INF, INF, -12, 3, 1, false, INF);
        t.store(key, 0, 1, 5, 4, 2, false, INF); // deeper: the depth-3 bounds do not hold for it
        long d = t.probe(key);
        assertEquals(5, BoundTable.lower(d));
        assertEquals(INF, BoundTable.upper(d));
        assertEquals(4, BoundTable.depth(d));
        t.store(key, 10, 11, 8, 4, -1, false, INF); // at most 8: consistent with at least 5
        t.store(key, 20, 21, 3, 4, -1, false, INF); // at most 3 contradicts at least 5: the new result wins
        d = t.probe(key);
        assertEquals(-INF, BoundTable.lower(d));
        assertEquals(3, BoundTable.upper(d));
    }

    @Test
    void aFullBucketReplacesItsShallowerEntryAndMissesReturnZero() {
        BoundTable t = new BoundTable(4); // 16 entries, 8 buckets
        long a = 0x10;
        long b = a + 16; // same bucket (index bits equal)
        long c = a + 32;
        t.store(a, -INF, INF, 1, 9, 0, false, INF);
        t.store(b, -INF, INF, 2, 2, 0, false, INF);
        t.store(c, -INF, INF, 3, 5, 0, false, INF);
        assertEquals(1, BoundTable.lower(t.probe(a)), "the deeper entry stays");
        assertEquals(0, t.probe(b), "the shallower one made room");
        assertEquals(3, BoundTable.lower(t.probe(c)));
        t.clear();
        assertEquals(0, t.probe(a));
    }

    @Test
    void aTableInMegabytesIsTheLargestPowerOfTwoThatFits() {
        assertEquals(1 << 16, BoundTable.ofMegabytes(1).capacity(), "1 MB of 16-byte entries");
        assertEquals(1L << 20, BoundTable.ofMegabytes(1).bytes());
        assertEquals(1 << 17, BoundTable.ofMegabytes(3).capacity(), "3 MB rounds down to 2 MB");
        assertEquals(1 << 16, BoundTable.ofMegabytes(0).capacity(), "at least 1 MB");
    }
}
