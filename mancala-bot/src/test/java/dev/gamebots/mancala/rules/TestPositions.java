package dev.gamebots.mancala.rules;

import java.util.SplittableRandom;

/** Positions for tests. */
public final class TestPositions {

    private TestPositions() {
    }

    /**
     * A random position of {@code m} holes a side with {@code seedsInHoles} seeds spread unevenly over
     * the holes (so that empty holes, captures and endings are common), random stores and side.
     */
    public static Kalah random(SplittableRandom random, int m, int seedsInHoles) {
        int[] pits = new int[2 * m + 2];
        int[] holesOnly = new int[2 * m];
        for (int s = 0; s < seedsInHoles; s++) {
            int h = random.nextInt(4) == 0 ? random.nextInt(2 * m) : random.nextInt(Math.max(1, m));
            if (random.nextBoolean()) {
                h = (h + m) % (2 * m);
            }
            holesOnly[h]++;
        }
        for (int i = 0; i < 2 * m; i++) {
            if (random.nextInt(5) == 0) {
                holesOnly[i] = 0;
            }
        }
        for (int i = 0; i < m; i++) {
            pits[i] = holesOnly[i];
            pits[m + 1 + i] = holesOnly[m + i];
        }
        pits[m] = random.nextInt(20);
        pits[2 * m + 1] = random.nextInt(20);
        return new Kalah(m, pits, random.nextInt(2));
    }

    /** Kalah(m, n) after the given moves (hole numbers 1..m of the side to move, space-separated). */
    public static Kalah afterMoves(int m, int n, String holes) {
        Kalah k = new Kalah(m, n);
        for (String h : holes.trim().split("\\s+")) {
            if (!h.isEmpty()) {
                int move = Integer.parseInt(h) - 1;
                if (!k.isLegal(move)) {
                    throw new IllegalArgumentException("illegal move " + h + " in " + holes);
                }
                k.makeMove(move);
            }
        }
        return k;
    }
}
