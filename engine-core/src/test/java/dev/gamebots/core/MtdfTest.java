package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ConnectFour;
import dev.gamebots.core.testkit.Minimax;
import dev.gamebots.core.testkit.TicTacToe;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MtdfTest {

    /**
     * A fail-soft alpha-beta pass (no table) with the conventions of {@link Minimax}: finished games
     * by {@link Score#terminal}, the evaluation at the horizon. Counts nodes, can be cut short.
     */
    private static final class AlphaBetaPass implements Mtdf.Pass {
        private final Game game;
        private final int depth;
        private final long nodeLimit;
        private long nodes;
        private boolean aborted;
        private int rootMove;
        int passes;
        int firstBeta = Integer.MIN_VALUE;

        AlphaBetaPass(Game game, int depth, long nodeLimit) {
            this.game = game;
            this.depth = depth;
            this.nodeLimit = nodeLimit;
        }

        @Override
        public int search(int beta) {
            if (passes++ == 0) {
                firstBeta = beta;
            }
            rootMove = -1;
            return negamax(depth, 0, beta - 1, beta);
        }

        private int negamax(int d, int ply, int alpha, int beta) {
            if (++nodes > nodeLimit) {
                aborted = true;
                return 0;
            }
            if (game.isTerminal()) {
                return Score.terminal(game.outcome(), ply);
            }
            if (d == 0) {
                return game.evaluate();
            }
            int[] moves = new int[game.maxMoves()];
            int n = game.generateMoves(moves, 0);
            int best = -Score.INFINITE;
            for (int i = 0; i < n && !aborted; i++) {
                game.makeMove(moves[i]);
                int v = -negamax(d - 1, ply + 1, -beta, -Math.max(alpha, best));
                game.unmakeMove();
                if (aborted) {
                    return 0;
                }
                if (v > best) {
                    best = v;
                    if (ply == 0) {
                        rootMove = moves[i];
                    }
                    if (v >= beta) {
                        break;
                    }
                }
            }
            return best;
        }

        @Override
        public boolean aborted() {
            return aborted;
        }

        @Override
        public int move() {
            return rootMove;
        }
    }

    private static void checkAgainstMinimax(Game g, int depth, int firstGuess) {
        int expected = Minimax.value(g, depth);
        AlphaBetaPass pass = new AlphaBetaPass(g, depth, Long.MAX_VALUE);
        Mtdf.Outcome o = Mtdf.solve(pass, firstGuess, Score.INFINITE - 1, Score.INFINITE);
        assertTrue(o.complete());
        assertEquals(expected, o.value(), g.render());
        assertEquals(o.value(), o.lastValue());
        assertEquals(o.lower(), o.upper(), "converged");
        int[] moves = new int[g.maxMoves()];
        int[] values = Minimax.moveValues(g, depth, moves);
        int best = o.bestMove();
        boolean found = false;
        for (int i = 0; i < values.length; i++) {
            if (moves[i] == best) {
                found = true;
                assertEquals(expected, values[i], "the move reaches the value\n" + g.render());
            }
        }
        assertTrue(found, "a legal move: " + best + "\n" + g.render());
    }

    @Test
    void ticTacToeToTheEndEqualsMinimaxFromAnyGuess() {
        SplittableRandom random = new SplittableRandom(5);
        int[] buf = new int[9];
        for (int game = 0; game < 60; game++) {
            TicTacToe t = new TicTacToe();
            int plies = random.nextInt(6);
            for (int p = 0; p < plies && !t.isTerminal(); p++) {
                t.makeMove(buf[random.nextInt(t.generateMoves(buf, 0))]);
            }
            if (!t.isTerminal()) {
                checkAgainstMinimax(t, 9, random.nextInt(3) - 1);
            }
        }
    }

    @Test
    void connectFourAtAFixedDepthEqualsMinimaxWithHeuristicLeaves() {
        SplittableRandom random = new SplittableRandom(11);
        int[] buf = new int[8];
        for (int game = 0; game < 25; game++) {
            ConnectFour c = new ConnectFour(5, 4);
            int plies = random.nextInt(8);
            for (int p = 0; p < plies && !c.isTerminal(); p++) {
                c.makeMove(buf[random.nextInt(c.generateMoves(buf, 0))]);
            }
            if (!c.isTerminal()) {
                int guess = random.nextInt(401) - 200;
                checkAgainstMinimax(c, 5, guess);
            }
        }
    }

    @Test
    void aPassCutShortEndsTheDriverIncompleteWithTheGuess() {
        ConnectFour c = new ConnectFour(5, 4);
        AlphaBetaPass pass = new AlphaBetaPass(c, 6, 50);
        Mtdf.Outcome o = Mtdf.solve(pass, 37, Score.INFINITE - 1, Score.INFINITE);
        assertFalse(o.complete());
        assertEquals(37, o.value(), "the guess of the pass that was cut short");
        assertEquals(1, pass.passes);
    }

    @Test
    void theFirstGuessIsClampedAndAGoodGuessNeedsFewPasses() {
        ConnectFour c = new ConnectFour(5, 4);
        int expected = Minimax.value(c, 5);
        AlphaBetaPass exactGuess = new AlphaBetaPass(c, 5, Long.MAX_VALUE);
        Mtdf.solve(exactGuess, expected, Score.INFINITE - 1, Score.INFINITE);
        assertTrue(exactGuess.passes <= 2, "a guess at the value takes one pass each side: " + exactGuess.passes);
        AlphaBetaPass far = new AlphaBetaPass(c, 5, Long.MAX_VALUE);
        Mtdf.Outcome o = Mtdf.solve(far, Integer.MAX_VALUE, 1000, Score.INFINITE);
        assertEquals(expected, o.value());
        assertEquals(1000, far.firstBeta, "the guess is clamped to the largest score");
    }
}
