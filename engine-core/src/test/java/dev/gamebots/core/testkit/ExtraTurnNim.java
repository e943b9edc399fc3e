package dev.gamebots.core.testkit;

import dev.gamebots.core.Game;

/**
 * A pile of stones; a move takes 1, 2 or 3 (move number = stones taken). Taking exactly 3 earns an
 * extra turn, like a Kalah move that ends in the store. Whoever takes the last stone wins. Exists to
 * test searchers on games where the side to move does not always alternate.
 */
public final class ExtraTurnNim implements Game {

    private static final long SIDE_KEY = 0x9E3779B97F4A7C15L;

    private int stones;
    private int side;
    private final int[] taken = new int[1024];
    private final int[] sideBefore = new int[1024];
    private int plies;

    public ExtraTurnNim(int stones) {
        this.stones = stones;
    }

    @Override
    public int generateMoves(int[] buf, int offset) {
        int n = 0;
        for (int take = 1; take <= 3 && take <= stones; take++) {
            buf[offset + n++] = take;
        }
        return n;
    }

    @Override
    public void makeMove(int move) {
        sideBefore[plies] = side;
        taken[plies++] = move;
        stones -= move;
        if (move != 3 || stones == 0) {
            side ^= 1;
        }
    }

    @Override
    public void unmakeMove() {
        plies--;
        stones += taken[plies];
        side = sideBefore[plies];
    }

    @Override
    public boolean isLegal(int move) {
        return move >= 1 && move <= 3 && move <= stones;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public long hash() {
        return recomputeHash();
    }

    @Override
    public long recomputeHash() {
        return (stones + 1) * 0xD6E8FEB86659FD93L ^ (side == 1 ? SIDE_KEY : 0L);
    }

    @Override
    public boolean isTerminal() {
        return stones == 0;
    }

    @Override
    public int outcome() {
        // The side that took the last stone has just moved; the side to move has lost.
        return -1;
    }

    @Override
    public int evaluate() {
        return 0;
    }

    @Override
    public int plyCount() {
        return plies;
    }

    @Override
    public int moveIdLimit() {
        return 4;
    }

    @Override
    public int maxMoves() {
        return 3;
    }

    @Override
    public String render() {
        return stones + "/" + side;
    }
}
