package dev.gamebots.gomoku.search;

import static dev.gamebots.gomoku.search.SelectiveParameters.HISTORY_MAX;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Threat;
import java.util.Arrays;

/**
 * What the selective search learns about moves from its cutoffs, to order and reduce later moves:
 * two killers per ply, a history per colour and point kept apart for quiet moves and attack moves
 * (an open three or more; the two kinds cut for different reasons), and per colour the counter move
 * of the opponent's previous move. Arrays allocated at construction.
 */
final class MoveHistory {

    private final int[] killers;
    private final int[][] quiet = new int[3][];
    private final int[][] attack = new int[3][];
    /** Per colour and the opponent's previous move: the move that refuted it last, or -1. */
    private final int[][] counterMoves = new int[3][];

    /** The ordering bonus of the counter move ({@link SearchConfig#counterMoveBonus}). */
    private final int counterMoveBonus;
    /** History over these is the ordering bonus ({@link SearchConfig#attackHistoryDivisor}, {@link SearchConfig#quietHistoryDivisor}). */
    private final int attackDivisor;
    private final int quietDivisor;

    MoveHistory(int points, int maxPly, int counterMoveBonus, int attackDivisor, int quietDivisor) {
        this.counterMoveBonus = counterMoveBonus;
        this.attackDivisor = attackDivisor;
        this.quietDivisor = quietDivisor;
        killers = new int[(maxPly + 2) * 2];
        for (int c = 1; c <= 2; c++) {
            quiet[c] = new int[points];
            attack[c] = new int[points];
            counterMoves[c] = new int[points];
            Arrays.fill(counterMoves[c], -1);
        }
    }

    /** Forgets everything (a new game). */
    void clear() {
        for (int c = 1; c <= 2; c++) {
            Arrays.fill(quiet[c], 0);
            Arrays.fill(attack[c], 0);
            Arrays.fill(counterMoves[c], -1);
        }
    }

    /** A new move's search: no killers, the histories halved (the last move's lessons count less). */
    void age() {
        Arrays.fill(killers, -1);
        for (int c = 1; c <= 2; c++) {
            int[] h = quiet[c];
            int[] a = attack[c];
            for (int i = 0; i < h.length; i++) {
                h[i] /= 2;
                a[i] /= 2;
            }
        }
    }

    /**
     * Adds history and the counter-move bonus to the generator's ordering scores of
     * {@code moves[base..base+count)}; the table move gets {@code ttOrder}, above all.
     */
    void order(Board b, int me, int lastOppMove, int ttMove, int ttOrder, int[] moves, int[] scores, int base,
               int count) {
        int[] hist = quiet[me];
        int[] att = attack[me];
        int counter = lastOppMove >= 0 ? counterMoves[me][lastOppMove] : -1;
        for (int i = 0; i < count; i++) {
            int m = moves[base + i];
            if (m == ttMove) {
                scores[base + i] = ttOrder;
            } else {
                scores[base + i] += b.threat(me, m) >= Threat.FLEX3 ? att[m] / attackDivisor : hist[m] / quietDivisor;
                if (m == counter) {
                    scores[base + i] += counterMoveBonus;
                }
            }
        }
    }

    boolean isKiller(int ply, int move) {
        return killers[2 * ply] == move || killers[2 * ply + 1] == move;
    }

    /** The history of {@code move} for {@code me} among moves of its kind. */
    int score(int me, int move, int ownThreat) {
        return (ownThreat >= Threat.FLEX3 ? attack : quiet)[me][move];
    }

    /**
     * {@code move} cut at {@code ply} after {@code moves[base..base+searchedUpTo)}: a killer unless it
     * is a four or a forced block; its history up and the history of the moves of its kind tried
     * before it down (bounded, with gravity towards 0); the counter move of the opponent's last move.
     */
    void onCutoff(Board b, int me, int move, int ownThreat, boolean forced, int ply, int plies, int lastOppMove,
                  int[] moves, int base, int searchedUpTo) {
        if (ownThreat < Threat.BLOCK4 && !forced) {
            int k = 2 * ply;
            if (killers[k] != move) {
                killers[k + 1] = killers[k];
                killers[k] = move;
            }
        }
        int bonus = SelectiveParameters.historyBonus(plies);
        boolean attackMove = ownThreat >= Threat.FLEX3;
        int[] h = (attackMove ? attack : quiet)[me];
        h[move] += bonus - h[move] * bonus / HISTORY_MAX;
        for (int j = 0; j < searchedUpTo; j++) {
            int m = moves[base + j];
            if (m != move && (b.threat(me, m) >= Threat.FLEX3) == attackMove) {
                h[m] += -bonus - h[m] * bonus / HISTORY_MAX;
            }
        }
        if (lastOppMove >= 0) {
            counterMoves[me][lastOppMove] = move;
        }
    }
}
