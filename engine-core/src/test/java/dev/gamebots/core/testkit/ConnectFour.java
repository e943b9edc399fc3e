package dev.gamebots.core.testkit;

import dev.gamebots.core.Game;
import java.util.SplittableRandom;

/**
 * Connect-Four on a small board (width x height, four in a row wins), bitboards with one guard bit
 * per column as in the classic layout: bit {@code col * (height + 1) + row}. Moves are column numbers.
 */
public final class ConnectFour implements Game {

    private final int width;
    private final int height;
    private final int stride;
    private final long[] stones = new long[2];
    private final int[] heights;
    private final int[] history;
    private final long[][] keys;
    private final long sideKey;
    private int plies;
    private long hash;

    public ConnectFour(int width, int height) {
        if (width * (height + 1) > 63) {
            throw new IllegalArgumentException("board too big for one long");
        }
        this.width = width;
        this.height = height;
        this.stride = height + 1;
        this.heights = new int[width];
        this.history = new int[width * height];
        SplittableRandom r = new SplittableRandom(0xC4C4L + width * 31L + height);
        keys = new long[2][width * stride];
        for (int s = 0; s < 2; s++) {
            for (int i = 0; i < keys[s].length; i++) {
                keys[s][i] = r.nextLong();
            }
        }
        sideKey = r.nextLong();
    }

    @Override
    public int generateMoves(int[] buf, int offset) {
        if (isTerminal()) {
            return 0;
        }
        int n = 0;
        // Centre columns first: the natural order for Connect-Four.
        for (int k = 0; k < width; k++) {
            int col = width / 2 + ((k & 1) == 0 ? k / 2 : -(k + 1) / 2);
            if (col >= 0 && col < width && heights[col] < height) {
                buf[offset + n++] = col;
            }
        }
        return n;
    }

    @Override
    public void makeMove(int col) {
        int side = plies & 1;
        int bit = col * stride + heights[col]++;
        stones[side] |= 1L << bit;
        history[plies++] = col;
        hash ^= keys[side][bit] ^ sideKey;
    }

    @Override
    public void unmakeMove() {
        int col = history[--plies];
        int side = plies & 1;
        int bit = col * stride + --heights[col];
        stones[side] &= ~(1L << bit);
        hash ^= keys[side][bit] ^ sideKey;
    }

    @Override
    public boolean isLegal(int move) {
        return move >= 0 && move < width && heights[move] < height && !isTerminal();
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
        long h = (plies & 1) == 1 ? sideKey : 0L;
        for (int s = 0; s < 2; s++) {
            long b = stones[s];
            while (b != 0) {
                h ^= keys[s][Long.numberOfTrailingZeros(b)];
                b &= b - 1;
            }
        }
        return h;
    }

    private boolean fourInARow(long b) {
        int[] shifts = {1, stride, stride + 1, stride - 1};
        for (int s : shifts) {
            long m = b & (b >>> s);
            if ((m & (m >>> (2 * s))) != 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean isTerminal() {
        return plies == width * height || (plies > 0 && fourInARow(stones[(plies - 1) & 1]));
    }

    @Override
    public int outcome() {
        return plies > 0 && fourInARow(stones[(plies - 1) & 1]) ? -1 : 0;
    }

    @Override
    public int evaluate() {
        // Centre preference: discs in central columns count more.
        int score = 0;
        for (int s = 0; s < 2; s++) {
            long b = stones[s];
            int v = 0;
            while (b != 0) {
                int col = Long.numberOfTrailingZeros(b) / stride;
                v += width - Math.abs(2 * col - (width - 1));
                b &= b - 1;
            }
            score += s == (plies & 1) ? v : -v;
        }
        return score;
    }

    @Override
    public int plyCount() {
        return plies;
    }

    @Override
    public int moveIdLimit() {
        return width;
    }

    @Override
    public int maxMoves() {
        return width;
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        for (int row = height - 1; row >= 0; row--) {
            for (int col = 0; col < width; col++) {
                long bit = 1L << (col * stride + row);
                sb.append((stones[0] & bit) != 0 ? 'X' : (stones[1] & bit) != 0 ? 'O' : '.');
            }
            sb.append('\n');
        }
        return sb.append(plies & 1).toString();
    }
}
