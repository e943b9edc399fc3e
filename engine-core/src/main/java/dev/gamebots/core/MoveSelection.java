package dev.gamebots.core;

/**
 * Lazy move ordering over parallel primitive arrays: a search asks for the next-best move only when
 * it needs one, because a cutoff usually comes after the first few and a full sort would be wasted.
 */
public final class MoveSelection {
    private MoveSelection() {
    }

    /**
     * One selection-sort step: swaps the highest-scored move of {@code moves[from..end)} (and its
     * score) to index {@code from} and returns it. Ties keep the earlier move, so the order stays
     * deterministic.
     */
    public static int pickBest(int[] moves, int[] scores, int from, int end) {
        int bestIndex = from;
        int bestScore = scores[from];
        for (int j = from + 1; j < end; j++) {
            if (scores[j] > bestScore) {
                bestScore = scores[j];
                bestIndex = j;
            }
        }
        if (bestIndex != from) {
            int m = moves[bestIndex];
            moves[bestIndex] = moves[from];
            moves[from] = m;
            scores[bestIndex] = scores[from];
            scores[from] = bestScore;
        }
        return moves[from];
    }
}
