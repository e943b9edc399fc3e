package dev.gamebots.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.ShippedModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.testdata.Positions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The table's flag bit marks the positions that are or were on a principal variation ("ttPv", read by
 * {@link SearchConfig#ttPvReductionLess}): after a search the root and the first two positions of its
 * principal variation carry it (each can be reached only along the line's own moves, so no later
 * search overwrote them), and of the positions after the root's moves, which were searched with a null
 * window unless they were best once, some do not.
 */
class PrincipalVariationFlagTest {

    @ParameterizedTest
    @ValueSource(strings = {"h8g7f6g8g9", "h2h5h4f6", "h8i9j10i8i7g9", "h8h9h6i10i6i9g9g8j11i7"})
    void theLineIsFlaggedAndNotEveryMove(String position) {
        Board b = Positions.board(15, Rule.FREESTYLE, position);
        TranspositionTable table = new TranspositionTable(16);
        SearchControl control = new SearchControl(Clock.SYSTEM);
        GomokuSearcher s = new GomokuSearcher(b, table, control, SearchConfig.defaults().with("ttPvReductionLess=16"),
                ShippedModel.get());
        control.begin(SearchControl.NEVER);
        SearchResult r = s.search(SearchLimits.depth(8).withMaxNodes(2_000_000), SearchListener.NONE);
        int[] pv = r.pv();
        assertTrue(pv.length >= 3, "a line of three moves at depth 8");
        for (int i = 0; i < 3; i++) {
            long entry = table.probe(b.hash());
            assertNotEquals(0L, entry, "the line's position " + i + " is in the table");
            assertTrue(TranspositionTable.flag(entry), "the line's position " + i + " is flagged");
            b.makeMove(pv[i]);
        }
        for (int i = 0; i < 3; i++) {
            b.unmakeMove();
        }
        int unflagged = 0;
        for (int move = 0; move < b.length(); move++) {
            if (move != pv[0] && b.isLegal(move)) {
                b.makeMove(move);
                long entry = table.probe(b.hash());
                if (entry != 0 && !TranspositionTable.flag(entry)) {
                    unflagged++;
                }
                b.unmakeMove();
            }
        }
        assertTrue(unflagged > 0, "some positions after a root move were never on the line");
    }
}
