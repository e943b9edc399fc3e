package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ConnectFour;
import dev.gamebots.core.testkit.Minimax;
import dev.gamebots.core.testkit.TicTacToe;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SearcherTest {

    private static AlphaBetaSearcher alphaBeta() {
        return AlphaBetaSearcher.forGame(new ConnectFour(7, 6), new AlphaBetaSearcher.Config(1, 50, false),
                Clock.SYSTEM);
    }

    @Test
    void aBoundSearcherSearchesItsPositionAsTheUnboundOneDoes() {
        ConnectFour game = new ConnectFour(7, 6);
        game.makeMove(3);
        game.makeMove(2);
        SearchResult bound = alphaBeta().on(game).search(SearchLimits.depth(8), SearchListener.NONE);
        SearchResult direct = alphaBeta().search(game, SearchLimits.depth(8), SearchListener.NONE);
        assertEquals(direct.bestMove(), bound.bestMove());
        assertEquals(direct.score(), bound.score());
        assertEquals(direct.nodes(), bound.nodes());
        assertArrayEquals(direct.pv(), bound.pv());
    }

    @Test
    void theBoundPositionIsTheSessionsBoardAsItIsAtEachSearch() {
        TicTacToe game = new TicTacToe();
        Searcher searcher = AlphaBetaSearcher.forGame(game).on(game);
        game.makeMove(0);
        game.makeMove(4);
        game.makeMove(8); // X corners, O centre: O to move, and the game is a draw with best play
        SearchResult r = searcher.search(SearchLimits.depth(9), SearchListener.NONE);
        assertTrue(r.exact());
        assertEquals(Minimax.value(game, 9), r.score());
        assertTrue(game.isLegal(r.bestMove()));
    }

    @Test
    void newGameThroughTheViewForgetsWhatTheSearcherLearned() {
        ConnectFour game = new ConnectFour(7, 6);
        Searcher searcher = alphaBeta().on(game);
        long fresh = searcher.search(SearchLimits.depth(9), SearchListener.NONE).nodes();
        long again = searcher.search(SearchLimits.depth(9), SearchListener.NONE).nodes();
        assertNotEquals(fresh, again, "the table makes a repeated search cheaper");
        searcher.newGame();
        assertEquals(fresh, searcher.search(SearchLimits.depth(9), SearchListener.NONE).nodes());
    }

    @Test
    void stopThroughTheViewEndsAnUnlimitedSearch() throws Exception {
        ConnectFour game = new ConnectFour(7, 6);
        AlphaBetaSearcher core = alphaBeta();
        Searcher searcher = core.on(game);
        CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(
                () -> searcher.search(SearchLimits.infinite(), SearchListener.NONE));
        long waitUntil = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (core.control().nodes() < 10_000 && System.nanoTime() < waitUntil) {
            Thread.onSpinWait(); // a stop before the search began would be cleared by its start
        }
        searcher.stop();
        SearchResult r = running.get(30, TimeUnit.SECONDS); // an ignored stop runs on for hours
        assertTrue(game.isLegal(r.bestMove()));
    }

    @Test
    void mctsIsBoundTheSameWay() {
        ConnectFour game = new ConnectFour(7, 6);
        MctsSearcher.Config config = MctsSearcher.Config.defaults().withMaxTreeNodes(50_000).withSeed(3);
        SearchResult bound = MctsSearcher.forGame(game, config, Clock.SYSTEM).on(game)
                .search(SearchLimits.nodes(2_000), SearchListener.NONE);
        SearchResult direct = MctsSearcher.forGame(game, config, Clock.SYSTEM)
                .search(game, SearchLimits.nodes(2_000), SearchListener.NONE);
        assertEquals(direct.bestMove(), bound.bestMove());
        assertEquals(direct.nodes(), bound.nodes());
    }
}
