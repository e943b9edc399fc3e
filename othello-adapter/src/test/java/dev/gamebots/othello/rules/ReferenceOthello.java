package dev.gamebots.othello.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple array-based implementation of the five games, written from the rules and
 * sharing no code with the bitboards, to cross-check them. Cells: 0 empty, 1 black, 2 white,
 * 3 blocked. Colours are absolute.
 */
public final class ReferenceOthello {

    static final int[][] DIRECTIONS = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    public final Variant variant;
    public final int n;
    public final int[] cells;
    public int toMove = 1;
    public final int[] placed = new int[3];

    public ReferenceOthello(Variant variant) {
        this.variant = variant;
        this.n = variant.size();
        this.cells = new int[n * n];
        for (int sq : variant.blockedSquares()) {
            cells[sq] = 3;
        }
        if (variant != Variant.REVERSI) {
            int a = n / 2 - 1;
            int b = n / 2;
            cells[a * n + a] = 2;
            cells[a * n + b] = 1;
            cells[b * n + a] = 1;
            cells[b * n + b] = 2;
            placed[1] = 2;
            placed[2] = 2;
        }
    }

    public ReferenceOthello copy() {
        ReferenceOthello r = new ReferenceOthello(variant);
        System.arraycopy(cells, 0, r.cells, 0, cells.length);
        r.toMove = toMove;
        r.placed[1] = placed[1];
        r.placed[2] = placed[2];
        return r;
    }

    private boolean centrePhase() {
        return variant == Variant.REVERSI && (cells[27] == 0 || cells[28] == 0 || cells[35] == 0 || cells[36] == 0);
    }

    /** Discs that {@code color} would flip by playing {@code sq} (standard rules), as a list of squares. */
    List<Integer> flips(int color, int sq) {
        List<Integer> result = new ArrayList<>();
        if (cells[sq] != 0) {
            return result;
        }
        int other = 3 - color;
        int r0 = sq / n;
        int c0 = sq % n;
        for (int[] d : DIRECTIONS) {
            List<Integer> run = new ArrayList<>();
            int r = r0 + d[0];
            int c = c0 + d[1];
            while (r >= 0 && r < n && c >= 0 && c < n && cells[r * n + c] == other) {
                run.add(r * n + c);
                r += d[0];
                c += d[1];
            }
            if (!run.isEmpty() && r >= 0 && r < n && c >= 0 && c < n && cells[r * n + c] == color) {
                result.addAll(run);
            }
        }
        return result;
    }

    /** Legal squares of {@code color}, in increasing order. */
    public List<Integer> legalMoves(int color) {
        List<Integer> moves = new ArrayList<>();
        if (variant == Variant.REVERSI && placed[color] >= 32) {
            return moves;
        }
        if (centrePhase()) {
            for (int sq : new int[] {27, 28, 35, 36}) {
                if (cells[sq] == 0) {
                    moves.add(sq);
                }
            }
            return moves;
        }
        for (int sq = 0; sq < n * n; sq++) {
            if (cells[sq] == 0 && !flips(color, sq).isEmpty()) {
                moves.add(sq);
            }
        }
        return moves;
    }

    public boolean gameOver() {
        return legalMoves(1).isEmpty() && legalMoves(2).isEmpty();
    }

    /** Plays {@code sq} for the side to move ({@code -1} = pass). */
    public void play(int sq) {
        if (sq >= 0) {
            boolean flipsNothing = centrePhase();
            List<Integer> f = flipsNothing ? List.of() : flips(toMove, sq);
            cells[sq] = toMove;
            for (int x : f) {
                cells[x] = toMove;
            }
            placed[toMove]++;
        }
        toMove = 3 - toMove;
    }

    public int count(int color) {
        int c = 0;
        for (int v : cells) {
            if (v == color) {
                c++;
            }
        }
        return c;
    }

    /** Final result from {@code color}'s view: disc difference (anti: reversed); empties count for nobody. */
    public int result(int color) {
        int diff = count(color) - count(3 - color);
        return variant == Variant.ANTI ? -diff : diff;
    }
}
