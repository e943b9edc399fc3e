package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PackedBoundTableTest {

    private static final int NB = PackedBoundTable.NO_BOUND;

    @Test
    void failHighAndFailLowMergeIntoBothBoundsAndKeepTheMove() {
        PackedBoundTable t = new PackedBoundTable(8);
        long key = 0x1234_5678_9ABC_DEF0L;
        t.store(key, 9, 10, 25, 7, 20); // fail high: at least 25
        long d = t.probe(key);
        assertEquals(25, PackedBoundTable.lower(d));
        assertEquals(NB, PackedBoundTable.upper(d));
        assertEquals(7, PackedBoundTable.move(d));
        t.store(key, 39, 40, 31, -1, 20); // fail low: at most 31, no move found
        d = t.probe(key);
        assertEquals(25, PackedBoundTable.lower(d));
        assertEquals(31, PackedBoundTable.upper(d));
        assertEquals(7, PackedBoundTable.move(d), "a search without a move keeps the stored one");
        t.store(key, 20, 40, -64, PackedBoundTable.MAX_MOVE, 20); // at most -64 contradicts at least 25
        d = t.probe(key);
        assertEquals(-NB, PackedBoundTable.lower(d), "the new result wins");
        assertEquals(-64, PackedBoundTable.upper(d));
        assertEquals(PackedBoundTable.MAX_MOVE, PackedBoundTable.move(d));
    }

    @Test
    void keysDifferingOnlyInTheirCheckBitsAreTwoPositions() {
        PackedBoundTable t = new PackedBoundTable(4);
        long a = 0x5L;
        long b = a | (1L << 63); // same bucket and index bits, another check
        t.store(a, -NB, NB, 3, 1, 10);
        assertEquals(0, t.probe(b));
        t.store(b, -NB, NB, -3, 2, 10);
        assertEquals(3, PackedBoundTable.lower(t.probe(a)));
        assertEquals(-3, PackedBoundTable.lower(t.probe(b)));
    }

    @Test
    void aFullBucketReplacesItsShallowerEntryAndMissesReturnZero() {
        PackedBoundTable t = new PackedBoundTable(4); // 16 entries, 8 buckets
        long a = 0x10L << 40;
        long b = 0x11L << 40; // same bucket (same low bits), other check bits
        long c = 0x12L << 40;
        t.store(a, -NB, NB, 1, 0, 30);
        t.store(b, -NB, NB, 2, 0, 12);
        t.store(c, -NB, NB, 3, 0, 200); // deeper than MAX_DEPTH: kept as MAX_DEPTH
        assertEquals(1, PackedBoundTable.lower(t.probe(a)), "the deeper entry stays");
        assertEquals(0, t.probe(b), "the shallower one made room");
        assertEquals(3, PackedBoundTable.lower(t.probe(c)));
        t.clear();
        assertEquals(0, t.probe(a));
    }

    /**
     * Against a map of the bounds each key was given (a table big enough that nothing is replaced):
     * the entries hold the intersection of every stored result's bound, as the solver relies on.
     */
    @Test
    void boundsAreTheIntersectionOfAllStoredResults() {
        PackedBoundTable t = new PackedBoundTable(16);
        Map<Long, int[]> model = new HashMap<>();
        SplittableRandom random = new SplittableRandom(5);
        long[] keys = new long[200];
        int[] values = new int[keys.length];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = ((long) i << 40) | (i * 2L); // distinct buckets
            values[i] = random.nextInt(-64, 65);
        }
        for (int n = 0; n < 5000; n++) {
            int i = random.nextInt(keys.length);
            int alpha = random.nextInt(-70, 70);
            int beta = alpha + 1 + random.nextInt(3);
            int v = values[i];
            // a fail-soft search: the value itself inside the window, a bound between it and the
            // window outside (at least the value when failing low, at most it when failing high)
            int score = v <= alpha ? random.nextInt(v, alpha + 1) : v >= beta ? random.nextInt(beta, v + 1) : v;
            t.store(keys[i], alpha, beta, score, -1, 20);
            int[] b = model.computeIfAbsent(keys[i], k -> new int[] {-NB, NB});
            if (score > alpha) {
                b[0] = Math.max(b[0], score);
            }
            if (score < beta) {
                b[1] = Math.min(b[1], score);
            }
        }
        for (Map.Entry<Long, int[]> e : model.entrySet()) {
            long d = t.probe(e.getKey());
            assertEquals(e.getValue()[0], PackedBoundTable.lower(d));
            assertEquals(e.getValue()[1], PackedBoundTable.upper(d));
        }
        for (int i = 0; i < keys.length; i++) {
            long d = t.probe(keys[i]);
            if (d != 0) {
                int v = values[i];
                assertTrue(PackedBoundTable.lower(d) <= v && v <= PackedBoundTable.upper(d));
            }
        }
    }
}
