package dev.gamebots.mancala.rules;

/**
 * A deliberately plain Kalah written from the contest text, independent of {@link Kalah}: two rows
 * of holes and two stores, a cursor that walks (row, hole) around the board one seed at a time,
 * copy-on-move. Slow and obvious; used only to cross-check the fast implementation.
 */
public final class ReferenceKalah {

    public final int holes;
    public final int[][] row;
    public final int[] store = new int[2];
    public int toMove;

    public ReferenceKalah(int holes, int[] rowOfPlayer0, int[] rowOfPlayer1, int store0, int store1, int toMove) {
        this.holes = holes;
        this.row = new int[][] {rowOfPlayer0.clone(), rowOfPlayer1.clone()};
        this.store[0] = store0;
        this.store[1] = store1;
        this.toMove = toMove;
    }

    ReferenceKalah copy() {
        return new ReferenceKalah(holes, row[0], row[1], store[0], store[1], toMove);
    }

    int seedsOnSide(int player) {
        int s = 0;
        for (int v : row[player]) {
            s += v;
        }
        return s;
    }

    public boolean gameOver() {
        return seedsOnSide(0) == 0 || seedsOnSide(1) == 0;
    }

    public boolean legal(int hole) {
        return !gameOver() && hole >= 0 && hole < holes && row[toMove][hole] > 0;
    }

    /** What happened in the last {@link #play}. */
    boolean lastWasExtraTurn;
    boolean lastWasCapture;

    /** Plays hole {@code hole} (0-based from the mover's left) of the player to move. */
    public void play(int hole) {
        int me = toMove;
        int seeds = row[me][hole];
        row[me][hole] = 0;
        // Cursor: which row we are on (or -1 for "in my store") and which hole.
        int curRow = me;
        int curHole = hole;
        boolean inStore = false;
        while (seeds > 0) {
            // Step counter-clockwise: along a row towards higher hole numbers; after the last hole of
            // my row comes my store; after the last hole of the other row comes my own row again
            // (the other player's store is skipped).
            if (inStore) {
                inStore = false;
                curRow = 1 - me;
                curHole = 0;
            } else if (curHole == holes - 1) {
                if (curRow == me) {
                    inStore = true;
                } else {
                    curRow = me;
                    curHole = 0;
                }
            } else {
                curHole++;
            }
            if (inStore) {
                store[me]++;
            } else {
                row[curRow][curHole]++;
            }
            seeds--;
        }
        lastWasExtraTurn = inStore;
        lastWasCapture = false;
        if (!inStore && curRow == me && row[me][curHole] == 1) {
            int oppositeHole = holes - 1 - curHole;
            store[me] += 1 + row[1 - me][oppositeHole];
            row[me][curHole] = 0;
            row[1 - me][oppositeHole] = 0;
            lastWasCapture = true;
        }
        if (!inStore) {
            toMove = 1 - me;
        }
    }

    /** Final store difference from the player to move, each side banking its own seeds. */
    int finalMarginForMover() {
        int me = toMove;
        return store[me] + seedsOnSide(me) - store[1 - me] - seedsOnSide(1 - me);
    }
}
