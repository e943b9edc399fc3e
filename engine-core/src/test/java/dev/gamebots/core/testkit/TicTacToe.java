package dev.gamebots.core.testkit;

import dev.gamebots.core.Game;
import java.util.SplittableRandom;

/**
 * Tic-tac-toe as a {@link Game}: cells 0..8 row by row, side 0 (X) moves first. Small enough to be
 * solved completely by a plain minimax, which makes it the reference game of the searcher tests.
 */
public final class TicTacToe implements Game {

    private static final int[] LINES = {
        0b000_000_111, 0b000_111_000, 0b111_000_000,
        0b001_001_001, 0b010_010_010, 0b100_100_100,
        0b100_010_001, 0b001_010_100,
    };
    private static final long[][] KEYS = new long[2][9];
    private static final long SIDE_KEY;

    static {
        SplittableRandom r = new SplittableRandom(0x7107);
        for (int s = 0; s < 2; s++) {
            for (int c = 0; c < 9; c++) {
                KEYS[s][c] = r.nextLong();
            }
        }
        SIDE_KEY = r.nextLong();
    }

    private final int[] stones = new int[2];
    private final int[] history = new int[9];
    private int plies;
    private long hash;

    /** Plays the given cells alternately from the empty board, X first. */
    public static TicTacToe of(int... cells) {
        TicTacToe t = new TicTacToe();
        for (int c : cells) {
            t.makeMove(c);
        }
        return t;
    }

    @Override
    public int generateMoves(int[] buf, int offset) {
        if (isTerminal()) {
            return 0;
        }
        int empty = ~(stones[0] | stones[1]) & 0x1FF;
        int n = 0;
        while (empty != 0) {
            buf[offset + n++] = Integer.numberOfTrailingZeros(empty);
            empty &= empty - 1;
        }
        return n;
    }

    @Override
    public void makeMove(int move) {
        int side = plies & 1;
        stones[side] |= 1 << move;
        history[plies++] = move;
        hash ^= KEYS[side][move] ^ SIDE_KEY;
    }

    @Override
    public void unmakeMove() {
        int move = history[--plies];
        int side = plies & 1;
        stones[side] &= ~(1 << move);
        hash ^= KEYS[side][move] ^ SIDE_KEY;
    }

    @Override
    public boolean isLegal(int move) {
        return move >= 0 && move < 9 && !isTerminal() && ((stones[0] | stones[1]) & (1 << move)) == 0;
    }

    @Override
    public int sideToMove() {
        return plies & 1;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public long recomputeHash() {
        long h = (plies & 1) == 1 ? SIDE_KEY : 0L;
        for (int s = 0; s < 2; s++) {
            for (int c = 0; c < 9; c++) {
                if ((stones[s] & (1 << c)) != 0) {
                    h ^= KEYS[s][c];
                }
            }
        }
        return h;
    }

    private static boolean hasLine(int bits) {
        for (int line : LINES) {
            if ((bits & line) == line) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean isTerminal() {
        return plies == 9 || (plies > 0 && hasLine(stones[(plies - 1) & 1]));
    }

    @Override
    public int outcome() {
        // Only the side that just moved can have completed a line.
        return plies > 0 && hasLine(stones[(plies - 1) & 1]) ? -1 : 0;
    }

    @Override
    public int evaluate() {
        // Lines still open for the side to move minus those open for the opponent.
        int me = stones[plies & 1];
        int you = stones[(plies + 1) & 1];
        int score = 0;
        for (int line : LINES) {
            if ((line & you) == 0) {
                score++;
            }
            if ((line & me) == 0) {
                score--;
            }
        }
        return -score;
    }

    @Override
    public int plyCount() {
        return plies;
    }

    @Override
    public int moveIdLimit() {
        return 9;
    }

    @Override
    public int maxMoves() {
        return 9;
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 9; c++) {
            sb.append((stones[0] >> c & 1) != 0 ? 'X' : (stones[1] >> c & 1) != 0 ? 'O' : '.');
            if (c % 3 == 2) {
                sb.append('\n');
            }
        }
        return sb.append(plies & 1).toString();
    }
}
