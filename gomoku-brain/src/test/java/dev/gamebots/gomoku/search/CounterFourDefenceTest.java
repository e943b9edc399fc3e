package dev.gamebots.gomoku.search;

import static dev.gamebots.gomoku.search.RenjuPositions.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.RenjuReferee;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.moves.MoveGenerator;
import dev.gamebots.gomoku.search.threat.ThreatShortcuts;
import dev.gamebots.gomoku.testdata.Positions;
import org.junit.jupiter.api.Test;

/**
 * A four-three is answered not only on its lines: a stone that turns the four's forced block into
 * a four of the defender's own answers the four-three with a tempo. The position is game 4 of the
 * renju bar match against Rapfi (2026-12-07, docs/history/matches/gomoku-rapfi-15x15-2026-12-07):
 * after black's (8,11) our search claimed a win in 15 plies; Rapfi played (10,9), off every line
 * of black's four-three (9,11), and won. Each fact is first checked by {@link RenjuReferee}.
 */
class CounterFourDefenceTest {

    /** The game's first 21 moves; white to move. */
    private static final String GAME_4_PLY_21 = "h8i9h11h10j8i8i7g9i11k9j9j7g10f9h9f11j11k11k12i10i12";

    private static Board position(Rule rule) {
        return Positions.board(15, rule, GAME_4_PLY_21);
    }

    /** The board after {@code moves} (x, y pairs) from {@code b}'s position, each by the side to move. */
    private static Board after(Board b, int... xy) {
        Board c = RenjuPositions.copyOf(b);
        for (int i = 0; i < xy.length; i += 2) {
            c.makeMove(c.index(xy[i], xy[i + 1]));
        }
        return c;
    }

    @Test
    void theBlockOfTheFourThreeBecomesAFourOnlyAfterTheDefence() {
        Board b = position(Rule.RENJU);
        // Black's (9,11): a four (col 9, its five point (9,9)) and an open three (row 11).
        Board fourThree = after(b, 10, 9, 9, 11);
        assertEquals(1, new RenjuReferee(fourThree).fivePoints(Stones.BLACK).size());
        assertTrue(new RenjuReferee(fourThree).makesFive(Stones.BLACK, 9, 9));
        // White's block at (9,9) makes a four (7,9)-(10,9) with the defence, none without it.
        assertFalse(new RenjuReferee(after(b, 10, 9, 9, 11, 9, 9)).fivePoints(Stones.WHITE).isEmpty(),
                "with (10,9) the block is a four");
        assertTrue(new RenjuReferee(after(b, 9, 11, 9, 9)).fivePoints(Stones.WHITE).isEmpty(),
                "without it the block makes no four");

        // Black to move after (10,9): its four-three does not win at once, in renju and freestyle.
        for (Rule rule : new Rule[] {Rule.RENJU, Rule.FREESTYLE}) {
            Board defended = after(position(rule), 10, 9);
            assertFalse(ThreatShortcuts.fourThreeWins(defended, Stones.BLACK), rule + " after (10,9)");
            Board far = after(position(rule), 0, 0);
            assertTrue(ThreatShortcuts.fourThreeWins(far, Stones.BLACK), rule + " after a far stone");
        }
    }

    @Test
    void theDefendersListHoldsTheCounterFourMaker() {
        for (Rule rule : new Rule[] {Rule.RENJU, Rule.FREESTYLE}) {
            Board b = position(rule);
            MoveGenerator gen = new MoveGenerator(b);
            int[] moves = new int[512];
            int n = gen.generateSelective(moves, new int[512], 0, moves.length);
            boolean listed = false;
            for (int i = 0; i < n; i++) {
                listed |= moves[i] == b.index(10, 9);
            }
            assertEquals(MoveGenerator.DEFEND, gen.kind(), rule.toString());
            assertTrue(listed, rule + ": (10,9) among the " + n + " defences");
        }
    }

    @Test
    void theSearchNoLongerThinksWhiteLost() {
        Board b = position(Rule.RENJU);
        RenjuReferee referee = new RenjuReferee(b);
        assertTrue(referee.holdsAfter(Stones.WHITE, 10, 9, 2), "referee: (10,9) holds two black moves");
        SearchResult r = search(b, 50_000);
        assertFalse(Score.isDecisive(r.score()) && r.score() < 0, "score " + Score.format(r.score()));
        assertTrue(referee.holdsAfter(Stones.WHITE, b.x(r.bestMove()), b.y(r.bestMove()), 2),
                "played " + at(b, r.bestMove()));
    }

    /** Black to move before (8,11): the search claimed a win in 15 plies at 26,380 nodes; Rapfi refuted it. */
    @Test
    void blackClaimsNoWinBeforeTheFourThree() {
        Board b = Positions.board(15, Rule.RENJU, GAME_4_PLY_21.substring(0, GAME_4_PLY_21.lastIndexOf('i')));
        assertEquals(Stones.BLACK, b.sideToMove());
        SearchResult r = search(b, 100_000);
        assertFalse(Score.isDecisive(r.score()) && r.score() > 0, "score " + Score.format(r.score()));
    }

    private static SearchResult search(Board b, long nodes) {
        SearchControl control = new SearchControl(Clock.SYSTEM);
        GomokuSearcher s = new GomokuSearcher(b, new TranspositionTable(16), control, SearchConfig.defaults());
        control.begin(SearchControl.NEVER);
        String before = b.render();
        SearchResult r = s.search(SearchLimits.depth(64).withMaxNodes(nodes), SearchListener.NONE);
        assertEquals(before, b.render(), "the search leaves the board as found");
        return r;
    }
}
