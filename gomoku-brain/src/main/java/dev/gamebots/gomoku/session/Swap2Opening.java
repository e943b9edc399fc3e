package dev.gamebots.gomoku.session;

import dev.gamebots.core.Score;
import dev.gamebots.gomoku.rules.Board;
import java.util.ArrayList;
import java.util.List;

/**
 * The brain's Swap2 choices: the three stones it proposes, the stones it is given as a BOARD
 * position seen from white, and whether it takes black.
 */
final class Swap2Opening {

    /** Below this evaluation for the side to play the 4th/6th stone, the brain takes the other side. */
    static final int SWAP_THRESHOLD = -120;

    private Swap2Opening() {
    }

    /** A quiet, roughly balanced opening (Piskvork's first freestyle opening: 0,0 1,0 1,3), centred. */
    static List<int[]> proposal(Board b) {
        int cx = b.width() / 2;
        int cy = b.height() / 2;
        return List.of(new int[] {cx, cy}, new int[] {cx + 1, cy}, new int[] {cx + 1, Math.min(b.height() - 1, cy + 3)});
    }

    /** The stones (black first, alternating) as BOARD entries from white's side: black is the opponent. */
    static List<int[]> entries(Board b, List<int[]> stones) {
        List<int[]> entries = new ArrayList<>();
        for (int i = 0; i < stones.size(); i++) {
            int[] s = stones.get(i);
            if (!b.onBoard(s[0], s[1])) {
                throw new IllegalArgumentException("coordinates out of the board: " + s[0] + "," + s[1]);
            }
            entries.add(new int[] {s[0], s[1], i % 2 == 0 ? 2 : 1});
        }
        return entries;
    }

    /** True when white, to play, stands worse than {@link #SWAP_THRESHOLD} (or is lost): take black. */
    static boolean takesBlack(Decision white) {
        int score = white.result() == null ? 0 : white.result().score();
        return Score.isDecisive(score) ? score < 0 : score < SWAP_THRESHOLD;
    }
}
