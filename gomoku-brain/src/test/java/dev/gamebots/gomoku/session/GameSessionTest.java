package dev.gamebots.gomoku.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchListener;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.SearchConfig;
import dev.gamebots.gomoku.search.SearchSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The session's bookkeeping: colours from BOARD, TAKEBACK, errors that leave the game unchanged, the
 * memory plan of each search mode.
 */
class GameSessionTest {

    private static GameSession session() {
        GameSession s = new GameSession(SearchOptions.defaults().withSkipWarmup(true).withFixedTableMb(1), Clock.SYSTEM);
        s.start(15, 15);
        s.info("timeout_turn", "100");
        return s;
    }

    @Test
    void colourFollowsTheStoneCounts() {
        GameSession s = session();
        s.setPosition(List.of(new int[] {7, 7, 2}));
        assertEquals(Stones.WHITE, s.brainColor());
        s.setPosition(List.of(new int[] {7, 7, 1}, new int[] {8, 8, 2}));
        assertEquals(Stones.BLACK, s.brainColor());
        s.setPosition(List.of());
        assertEquals(Stones.BLACK, s.brainColor());
    }

    @Test
    void turnBeforeBeginMakesTheBrainWhite() {
        GameSession s = session();
        Decision d = s.turn(7, 7, System.nanoTime(), SearchListener.NONE);
        assertEquals(Stones.WHITE, s.brainColor());
        assertEquals(Stones.WHITE, s.board().at(d.x(), d.y()));
        assertEquals(Stones.BLACK, s.board().at(7, 7));
    }

    @Test
    void takeBackRemovesTheStoneAndErrorsChangeNothing() {
        GameSession s = session();
        Decision d = s.begin(System.nanoTime(), SearchListener.NONE);
        String before = s.board().render();
        assertThrows(IllegalArgumentException.class, () -> s.turn(d.x(), d.y(), 0, SearchListener.NONE));
        assertThrows(IllegalArgumentException.class, () -> s.turn(15, 0, 0, SearchListener.NONE));
        assertThrows(IllegalArgumentException.class, () -> s.takeBack(0, 0));
        assertThrows(IllegalArgumentException.class, () -> s.setPosition(List.of(new int[] {1, 1, 4})));
        assertEquals(before, s.board().render());
        s.takeBack(d.x(), d.y());
        assertEquals(0, s.board().stoneCount());
    }

    @Test
    void restartClearsAndStartRejectsBadSizes() {
        GameSession s = session();
        s.begin(System.nanoTime(), SearchListener.NONE);
        s.restart();
        assertEquals(0, s.board().stoneCount());
        assertThrows(IllegalArgumentException.class, () -> s.start(4, 4));
        assertThrows(IllegalArgumentException.class, () -> s.start(20, 33));
        assertEquals(15, s.board().width(), "a refused START keeps the old board");
    }

    @Test
    void ruleChangeKeepsTheStones() {
        GameSession s = session();
        s.setPosition(List.of(new int[] {7, 7, 2}, new int[] {8, 8, 1}));
        s.info("rule", "4");
        assertTrue(s.board().rule().isRenju());
        assertEquals(2, s.board().stoneCount());
    }

    @Test
    void onlyTheModesThatSearchWithATableAllocateOne() {
        for (SearchOptions.Mode mode : SearchOptions.Mode.values()) {
            GameSession s = new GameSession(SearchOptions.defaults().withSkipWarmup(true).withFixedTableMb(2)
                    .withMode(mode), Clock.SYSTEM);
            s.start(15, 15);
            assertEquals(2, s.plannedMegabytes(), mode + " plans the fixed size");
            if (mode == SearchOptions.Mode.MCTS) {
                assertNull(s.table(), "MCTS keeps a tree of its own");
            } else {
                assertEquals((2 << 20) / 16, s.table().capacity(), mode + " searches on a 2 MB table");
            }
        }
        assertEquals(2 << 14, SearchOptions.mctsTreeNodes(2), "the tree is sized by the plan");
        assertEquals(1 << 14, SearchOptions.mctsTreeNodes(0), "and never below 2^14 nodes");
    }

    @Test
    void mctsFollowsMaxMemoryAndStillPlays() {
        GameSession s = new GameSession(SearchOptions.defaults().withSkipWarmup(true)
                .withMode(SearchOptions.Mode.MCTS), Clock.SYSTEM);
        s.start(15, 15);
        s.info("timeout_turn", "100");
        assertTrue(s.plannedMegabytes() > 0, "without a limit the plan has room");
        s.info("max_memory", "1");
        assertEquals(0, s.plannedMegabytes(), "a limit below the footprint leaves no room");
        assertNull(s.table());
        Decision d = s.begin(System.nanoTime(), SearchListener.NONE);
        assertEquals(Stones.BLACK, s.board().at(d.x(), d.y()));
    }

    @Test
    void theSettingsInForceAreTheRulesWithTheCommandLinesAndInfosChanges() {
        GameSession s = new GameSession(SearchOptions.defaults().withSkipWarmup(true).withFixedTableMb(1)
                .withSearchSettings(new SearchSettings("razorScale=61")), Clock.SYSTEM);
        s.start(15, 15);
        assertEquals(SearchConfig.defaults(Rule.Kind.FREESTYLE).with("razorScale=61"), s.searchConfig());
        s.info("rule", "4");
        assertEquals(SearchConfig.defaults(Rule.Kind.RENJU).with("razorScale=61"), s.searchConfig());
        s.setSearchConfig("aspirationDelta=9");
        assertEquals(SearchConfig.defaults(Rule.Kind.RENJU).with("razorScale=61,aspirationDelta=9"), s.searchConfig());
        s.info("rule", "1");
        assertEquals(SearchConfig.defaults(Rule.Kind.STANDARD).with("razorScale=61,aspirationDelta=9"), s.searchConfig(),
                "a new rule keeps INFO search_config's changes");
        s.setSearchConfig("");
        assertEquals(SearchConfig.defaults(Rule.Kind.STANDARD).with("razorScale=61"), s.searchConfig(),
                "an empty INFO search_config: the command line's changes alone");
        Decision d = s.begin(System.nanoTime(), SearchListener.NONE);
        assertEquals(Stones.BLACK, s.board().at(d.x(), d.y()));
    }
}
