package dev.gamebots.gomoku.search;

import dev.gamebots.core.Score;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The root moves of a multi-PV search with the score and line each got, kept in step with the
 * search's root list: index {@code i} here is the move at {@code moves[i]}. At each depth line
 * {@code k} is searched over {@code moves[k..)}, its best move is brought to index {@code k}, and the
 * first {@code k + 1} are then sorted by score, best first (stable), as Rapfi sorts its root moves
 * after each PV line. Allocated once per multi-PV search (at the root only, never per node).
 */
final class RootLines {

    private final int[] moves;
    private final int count;
    private final int[] scores;
    private final int[] previous;
    private final int[][] pvs;
    /** The lines of the last finished depth (what a stopped search reports), best first. */
    private List<PvLine> finished = List.of();

    RootLines(int[] moves, int count) {
        this.moves = moves;
        this.count = count;
        this.scores = new int[count];
        this.previous = new int[count];
        this.pvs = new int[count][];
    }

    /** A new depth: each line's aspiration window starts from its score at the depth before. */
    void newDepth() {
        System.arraycopy(scores, 0, previous, 0, count);
    }

    /** The score line {@code k} had at the depth before (0 before any). */
    int previousScore(int k) {
        return previous[k];
    }

    /**
     * Line {@code k} was searched: its best move is at {@code best} (at or after {@code k}), with
     * {@code score} and {@code pv}. The move goes to index {@code k}; returns its line.
     */
    PvLine found(int k, int best, int score, int[] pv, int depth) {
        rotate(k, best);
        scores[k] = score;
        pvs[k] = pv.length > 0 && pv[0] == moves[k] ? pv : new int[] {moves[k]};
        return new PvLine(moves[k], score, depth, pvs[k]);
    }

    /** Sorts the first {@code k + 1} lines by score, best first; equal scores keep their order. */
    void sortFirst(int k) {
        for (int i = 1; i <= k; i++) {
            int j = i;
            while (j > 0 && scores[j - 1] < scores[j]) {
                swap(j - 1, j);
                j--;
            }
        }
    }

    /** The first {@code n} lines at {@code depth}, kept as the last finished depth's. */
    void finishDepth(int n, int depth) {
        finished = List.copyOf(lines(n, depth));
    }

    /** The lines of the last finished depth, or, when none finished, the first {@code n} found so far at {@code depth}. */
    List<PvLine> result(int foundSoFar, int depth) {
        if (!finished.isEmpty()) {
            return finished;
        }
        List<PvLine> partial = lines(foundSoFar, depth);
        return partial.isEmpty() ? List.of(new PvLine(moves[0], 0, 0, new int[] {moves[0]})) : partial;
    }

    /** True when each of the first {@code n} lines is a proven win or loss within {@code depth} plies. */
    boolean allProven(int n, int depth) {
        for (int i = 0; i < n; i++) {
            if (!Score.isDecisive(scores[i]) || Score.distance(scores[i]) > depth) {
                return false;
            }
        }
        return true;
    }

    private List<PvLine> lines(int n, int depth) {
        List<PvLine> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(new PvLine(moves[i], scores[i], depth, Arrays.copyOf(pvs[i], pvs[i].length)));
        }
        return out;
    }

    /** Brings index {@code from} to {@code to} (from at or after to), shifting those between one up. */
    private void rotate(int to, int from) {
        for (int i = from; i > to; i--) {
            swap(i - 1, i);
        }
    }

    private void swap(int i, int j) {
        int m = moves[i];
        moves[i] = moves[j];
        moves[j] = m;
        int s = scores[i];
        scores[i] = scores[j];
        scores[j] = s;
        int p = previous[i];
        previous[i] = previous[j];
        previous[j] = p;
        int[] l = pvs[i];
        pvs[i] = pvs[j];
        pvs[j] = l;
    }
}
