package dev.gamebots.bench.arena.mancala;

/**
 * The referee's own Kalah(6,4) rules, as the contest plays them (the "empty capture" variant:
 * a last stone in an empty own hole captures itself and the opposite hole even when that is empty).
 *
 * <p>Pits 0..5 are player 1's holes 1..6, pit 6 its store, pits 7..12 player 2's holes 1..6, pit 13
 * its store; sowing runs upwards (counter-clockwise), skipping the opponent's store. Each player
 * numbers its holes 1..6 from its own left, which is the same index order for both.
 */
public final class KalahBoard {

    public static final int HOLES = 6;
    private static final int PITS = 2 * HOLES + 2;
    private final int[] pits = new int[PITS];
    private int toMove; // 0 = player 1, 1 = player 2

    public KalahBoard(int stones) {
        for (int i = 0; i < HOLES; i++) {
            pits[i] = stones;
            pits[HOLES + 1 + i] = stones;
        }
    }

    /** The start of a contest game: 4 stones in each hole, player 1 to move. */
    public static KalahBoard initial() {
        return new KalahBoard(4);
    }

    /** 0 for player 1, 1 for player 2. */
    public int toMove() {
        return toMove;
    }

    public int store(int player) {
        return pits[storeIndex(player)];
    }

    /** Stones in hole {@code hole} (1..6) of {@code player}. */
    public int stones(int player, int hole) {
        return pits[pitIndex(player, hole)];
    }

    public boolean isLegal(int hole) {
        return !isOver() && hole >= 1 && hole <= HOLES && stones(toMove, hole) > 0;
    }

    /** The game is over once either side's six holes are empty (the rest is then swept home). */
    public boolean isOver() {
        return sideEmpty(0) || sideEmpty(1);
    }

    /**
     * Plays hole {@code hole} (1..6) of the side to move. Returns true if the same side moves again
     * (last stone in its own store and the game not over).
     */
    public boolean play(int hole) {
        if (!isLegal(hole)) {
            throw new IllegalArgumentException("illegal hole " + hole);
        }
        int me = toMove;
        int pit = pitIndex(me, hole);
        int seeds = pits[pit];
        pits[pit] = 0;
        int opponentStore = storeIndex(1 - me);
        while (seeds > 0) {
            pit = (pit + 1) % PITS;
            if (pit == opponentStore) {
                continue;
            }
            pits[pit]++;
            seeds--;
        }
        boolean ownHole = me == 0 ? pit < HOLES : pit > HOLES && pit < PITS - 1;
        if (ownHole && pits[pit] == 1) {
            int opposite = 2 * HOLES - pit;
            pits[storeIndex(me)] += 1 + pits[opposite];
            pits[pit] = 0;
            pits[opposite] = 0;
        }
        if (isOver()) {
            sweep();
            return false;
        }
        if (pit == storeIndex(me)) {
            return true;
        }
        toMove = 1 - me;
        return false;
    }

    private void sweep() {
        for (int p = 0; p < 2; p++) {
            for (int h = 1; h <= HOLES; h++) {
                pits[storeIndex(p)] += pits[pitIndex(p, h)];
                pits[pitIndex(p, h)] = 0;
            }
        }
    }

    private boolean sideEmpty(int player) {
        for (int h = 1; h <= HOLES; h++) {
            if (stones(player, h) > 0) {
                return false;
            }
        }
        return true;
    }

    private static int pitIndex(int player, int hole) {
        return player * (HOLES + 1) + hole - 1;
    }

    private static int storeIndex(int player) {
        return player * (HOLES + 1) + HOLES;
    }

    /**
     * The board as seen from player 1 (bottom row, holes 1..6 left to right); player 2's holes are on
     * top, its hole 1 at the right (its own left), its store on the left.
     */
    public String render(String name1, String name2) {
        StringBuilder b = new StringBuilder();
        b.append(String.format("        %s (player 2)%n", name2));
        b.append("     ");
        for (int h = HOLES; h >= 1; h--) {
            b.append(String.format("  %d  ", h));
        }
        b.append(String.format("%n     "));
        for (int h = HOLES; h >= 1; h--) {
            b.append(String.format("[%3d]", stones(1, h)));
        }
        b.append(String.format("%n[%3d]%" + (5 * HOLES) + "s[%3d]%n     ", store(1), "", store(0)));
        for (int h = 1; h <= HOLES; h++) {
            b.append(String.format("[%3d]", stones(0, h)));
        }
        b.append(String.format("%n     "));
        for (int h = 1; h <= HOLES; h++) {
            b.append(String.format("  %d  ", h));
        }
        b.append(String.format("%n        %s (player 1)%n", name1));
        return b.toString();
    }
}
