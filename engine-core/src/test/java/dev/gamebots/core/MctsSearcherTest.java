package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ConnectFour;
import dev.gamebots.core.testkit.ExtraTurnNim;
import dev.gamebots.core.testkit.ManualClock;
import dev.gamebots.core.testkit.Minimax;
import dev.gamebots.core.testkit.TicTacToe;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MctsSearcherTest {

    private static MctsSearcher uct(Game g, long seed) {
        return MctsSearcher.forGame(g, MctsSearcher.Config.defaults().withMaxTreeNodes(200_000).withSeed(seed),
                Clock.SYSTEM);
    }

    @Test
    void findsAWinInOne() {
        // X X .    X to move: 2 wins now.
        // O O .
        // . . .
        TicTacToe t = TicTacToe.of(0, 3, 1, 4);
        SearchResult r = uct(t, 1).search(t, SearchLimits.nodes(2_000), SearchListener.NONE);
        assertEquals(2, r.bestMove());
        assertTrue(r.isDecisive() && r.score() > 0, "a proven win");
    }

    @Test
    void findsAWinInTwoByAFork() {
        // X . .    X to move: 6 makes two threats (3 and 8 via 0-3-6 / 6-7-8? no: 2-4-6 and 0-3-6).
        // . X .    Every other move lets O hold.
        // . . O
        // Found by brute force below rather than trusted: the move must be a minimax win.
        TicTacToe t = TicTacToe.of(0, 8, 4, 1);
        int[] moves = new int[9];
        int[] values = Minimax.moveValues(t, 9, moves);
        int root = Minimax.value(t, 9);
        assertTrue(root > 0 && Score.distance(root) == 3, "X wins in two moves of its own");
        SearchResult r = uct(t, 2).search(t, SearchLimits.nodes(20_000), SearchListener.NONE);
        assertTrue(valueOf(r.bestMove(), moves, values) > 0, "MCTS must pick a winning move");
    }

    @Test
    void aProvenWinIsOneTheWinnerCanForceInTheStatedPlies() {
        // The fork position of findsAWinInTwoByAFork: X wins, but no move wins at once (the arena's
        // demo printed such wins as win+1@1). Brute force: the shortest forced win is 3 plies.
        TicTacToe t = TicTacToe.of(0, 8, 4, 1);
        assertEquals(3, Score.distance(Minimax.value(t, 9)));
        assertFalse(Score.isDecisive(Minimax.value(t, 1)), "no move wins at once");
        SearchResult r = uct(t, 2).search(t, SearchLimits.nodes(50_000), SearchListener.NONE);
        assertTrue(r.isDecisive() && r.score() > 0, "proven: " + Score.format(r.score()));
        assertForcedWithinTheStatedPlies(t, r.score());
    }

    @Test
    void provenScoresAgreeWithBruteForceOnRandomPositions() {
        SplittableRandom random = new SplittableRandom(11);
        int provenWins = 0;
        int provenLosses = 0;
        int drawsChecked = 0;
        for (int trial = 0; trial < 60; trial++) {
            TicTacToe t = randomPosition(random, 2 + random.nextInt(5));
            if (t.isTerminal()) {
                continue;
            }
            SearchResult r = uct(t, trial).search(t, SearchLimits.nodes(50_000), SearchListener.NONE);
            int exact = Minimax.value(t, 9);
            if (exact == 0) {
                // No move wins and none loses: the search must not claim either.
                assertFalse(r.isDecisive(), Score.format(r.score()) + " in a drawn position\n" + t.render());
                drawsChecked++;
            } else if (r.isDecisive()) {
                assertEquals(Integer.signum(exact), Integer.signum(r.score()), "the proven result\n" + t.render());
                assertForcedWithinTheStatedPlies(t, r.score());
                if (r.score() > 0) {
                    provenWins++;
                } else {
                    provenLosses++;
                }
            }
        }
        assertTrue(provenWins >= 10 && provenLosses >= 2 && drawsChecked >= 10,
                "proven wins " + provenWins + ", proven losses " + provenLosses + ", draws " + drawsChecked);
    }

    @Test
    void provenDistancesCountPliesWithExtraTurns() {
        for (int stones = 2; stones <= 14; stones++) {
            ExtraTurnNim g = new ExtraTurnNim(stones);
            SearchResult r = uct(g, stones).search(g, SearchLimits.nodes(200_000), SearchListener.NONE);
            if (r.isDecisive()) {
                assertForcedWithinTheStatedPlies(g, r.score());
            }
        }
    }

    /** Tic-tac-toe after up to {@code plies} random moves (fewer when the game ends first). */
    private static TicTacToe randomPosition(SplittableRandom random, int plies) {
        TicTacToe t = new TicTacToe();
        int[] buf = new int[9];
        for (int i = 0; i < plies && !t.isTerminal(); i++) {
            t.makeMove(buf[random.nextInt(t.generateMoves(buf, 0))]);
        }
        return t;
    }

    /**
     * Brute force within the score's distance: a win of that length or shorter the side to move can
     * force, a loss the opponent can (every line ends in the loss within that many plies).
     */
    private static void assertForcedWithinTheStatedPlies(Game g, int score) {
        int plies = Score.distance(score);
        int bounded = Minimax.value(g, plies);
        assertTrue(Score.isDecisive(bounded) && Integer.signum(bounded) == Integer.signum(score),
                Score.format(score) + " but brute force to " + plies + " plies gives " + Score.format(bounded)
                        + "\n" + g.render());
        assertTrue(Score.distance(bounded) <= plies);
    }

    @Test
    void convergesToAMinimaxMoveOnSmallPositions() {
        SplittableRandom random = new SplittableRandom(3);
        int checked = 0;
        for (int trial = 0; trial < 40; trial++) {
            TicTacToe t = randomPosition(random, random.nextInt(6));
            if (t.isTerminal()) {
                continue;
            }
            int[] moves = new int[9];
            int[] values = Minimax.moveValues(t, 9, moves);
            int best = Integer.signum(Minimax.value(t, 9));
            SearchResult r = uct(t, trial).search(t, SearchLimits.nodes(30_000), SearchListener.NONE);
            assertEquals(best, Integer.signum(valueOf(r.bestMove(), moves, values)),
                    "MCTS move must keep the game-theoretic result\n" + t.render());
            checked++;
        }
        assertTrue(checked >= 30);
    }

    @Test
    void handlesExtraTurns() {
        for (int stones = 2; stones <= 14; stones++) {
            ExtraTurnNim g = new ExtraTurnNim(stones);
            int[] moves = new int[3];
            int[] values = Minimax.moveValues(g, 40, moves);
            int root = Minimax.value(g, 40);
            SearchResult r = uct(g, stones).search(g, SearchLimits.nodes(20_000), SearchListener.NONE);
            assertEquals(Integer.signum(root), Integer.signum(valueOf(r.bestMove(), moves, values)),
                    stones + " stones");
        }
    }

    private static int valueOf(int move, int[] moves, int[] values) {
        for (int i = 0; i < values.length; i++) {
            if (moves[i] == move) {
                return values[i];
            }
        }
        throw new AssertionError("move " + move + " is not a root move");
    }

    @Test
    void reusesTheSubtreeOfTheNextPosition() {
        ConnectFour c = new ConnectFour(7, 6);
        MctsSearcher s = uct(c, 9);
        SearchResult first = s.search(c, SearchLimits.nodes(20_000), SearchListener.NONE);
        int[] pv = first.pv();
        assertTrue(pv.length >= 2);
        c.makeMove(pv[0]);
        c.makeMove(pv[1]);
        s.search(c, SearchLimits.nodes(1), SearchListener.NONE);
        assertTrue(s.rootVisits() > 100, "the new root keeps its earlier visits: " + s.rootVisits());
        assertTrue(s.treeSize() < 200_000);

        // A position not in the tree starts afresh.
        ConnectFour other = new ConnectFour(7, 6);
        other.makeMove(0);
        other.makeMove(0);
        other.makeMove(0);
        s.search(other, SearchLimits.nodes(1), SearchListener.NONE);
        assertTrue(s.rootVisits() <= 2);
    }

    @Test
    void seededSearchesAreReproducible() {
        long[] sig = new long[2];
        for (int run = 0; run < 2; run++) {
            ConnectFour c = new ConnectFour(7, 6);
            List<SearchInfo> infos = new ArrayList<>();
            SearchResult r = uct(c, 77).search(c, SearchLimits.nodes(5_000), infos::add);
            long s = r.bestMove() * 1_000_003L + r.score();
            if (run == 0) {
                sig[0] = s;
            } else {
                assertEquals(sig[0], s);
            }
            assertTrue(!infos.isEmpty());
        }
    }

    @Test
    void respectsTheHardDeadlineOnTheInjectedClock() {
        ManualClock clock = new ManualClock(0, 100_000L); // 0.1 ms per reading
        ConnectFour c = new ConnectFour(7, 6);
        MctsSearcher s = MctsSearcher.forGame(c, MctsSearcher.Config.defaults().withMaxTreeNodes(100_000), clock);
        long hard = 50_000_000L;
        SearchResult r = s.search(c, SearchLimits.infinite().withDeadlines(hard, hard), SearchListener.NONE);
        assertTrue(c.isLegal(r.bestMove()));
        assertTrue(clock.peek() <= hard + 500_000L, "clock at return " + clock.peek());
    }

    @Test
    void respectsTheHardDeadlineOnTheRealClock() {
        ConnectFour c = new ConnectFour(7, 6);
        MctsSearcher s = uct(c, 5);
        s.search(c, SearchLimits.nodes(20_000), SearchListener.NONE);
        long[] overruns = new long[7];
        for (int i = 0; i < overruns.length; i++) {
            s.newGame();
            long hard = System.nanoTime() + 60_000_000L;
            SearchResult r = s.search(c, SearchLimits.infinite().withDeadlines(hard, hard), SearchListener.NONE);
            overruns[i] = System.nanoTime() - hard;
            assertTrue(c.isLegal(r.bestMove()));
        }
        java.util.Arrays.sort(overruns);
        // Wall-clock overruns on a shared machine include time the thread was descheduled, so only
        // the best run measures the searcher (the injected-clock test above is the exact check);
        // the worst run only guards against a search that ignores the deadline. Bounds a loaded
        // machine keeps (at load 7-9 all seven runs overran 3 ms): this is no speed measurement.
        assertTrue(overruns[0] < 50_000_000L, "best overrun " + overruns[0] / 1e6 + " ms");
        assertTrue(overruns[6] < 2_000_000_000L, "worst overrun " + overruns[6] / 1e6 + " ms");
    }

    @Test
    void fullTreeKeepsSearchingWithoutGrowing() {
        ConnectFour c = new ConnectFour(7, 6);
        MctsSearcher s = MctsSearcher.forGame(c, MctsSearcher.Config.defaults().withMaxTreeNodes(50), Clock.SYSTEM);
        SearchResult r = s.search(c, SearchLimits.nodes(5_000), SearchListener.NONE);
        assertTrue(c.isLegal(r.bestMove()));
        assertTrue(s.treeSize() <= 50);
        assertEquals(5_000, r.nodes());
    }

    @Test
    void priorsAndLeafEvaluatorArePluggable() {
        TicTacToe t = TicTacToe.of(0, 8, 4, 1); // X wins in two of its moves, none at once
        int[] moves = new int[9];
        int[] values = Minimax.moveValues(t, 9, moves);
        int[] calls = new int[2];
        MctsSearcher s = new MctsSearcher(9, MctsSearcher.Config.defaults().withMaxTreeNodes(10_000), Clock.SYSTEM,
                null,
                game -> {
                    calls[0]++;
                    return Math.tanh(game.evaluate() / 4.0);
                },
                (game, ms, count, out) -> {
                    calls[1]++;
                    for (int i = 0; i < count; i++) {
                        out[i] = 1f / count;
                    }
                });
        SearchResult r = s.search(t, SearchLimits.nodes(3_000), SearchListener.NONE);
        assertTrue(valueOf(r.bestMove(), moves, values) > 0);
        assertTrue(calls[0] > 0 && calls[1] > 0, "leaf evaluator calls " + calls[0] + ", prior calls " + calls[1]);
    }
}
