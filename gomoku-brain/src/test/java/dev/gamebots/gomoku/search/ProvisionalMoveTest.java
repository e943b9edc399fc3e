package dev.gamebots.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import org.junit.jupiter.api.Test;

/**
 * The move the deadline watchdog reads while a search runs: after a search it is that search's
 * best (the point the brain then plays, occupied in the next position), so it is cleared before the
 * next search's thread starts. Seen on the loaded machine: a BEGIN after RESTART answered at the
 * deadline with the previous game's move instead of the centre.
 */
class ProvisionalMoveTest {

    @Test
    void theLastSearchesMoveIsForgottenWhenCleared() {
        Board b = new Board(15, 15, Rule.FREESTYLE);
        for (int i = 0; i < 4; i++) {
            b.place(b.index(3 + i, 3), Stones.WHITE);
        }
        b.place(b.index(2, 3), Stones.BLACK);
        b.place(b.index(10, 10), Stones.BLACK);
        b.setSideToMove(Stones.BLACK);
        GomokuSearcher s = new GomokuSearcher(b, new TranspositionTable(2), new SearchControl(Clock.SYSTEM),
                SearchConfig.defaults());
        s.control().begin(SearchControl.NEVER);
        int best = s.search(SearchLimits.depth(2).withMaxNodes(200_000), SearchListener.NONE).bestMove();
        assertEquals(b.index(7, 3), best, "the only block");
        assertEquals(best, s.provisionalMove(), "after the search its best move stays readable");
        s.clearProvisionalMove();
        assertEquals(-1, s.provisionalMove());
    }
}
