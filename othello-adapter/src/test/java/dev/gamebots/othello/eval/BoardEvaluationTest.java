package dev.gamebots.othello.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Evaluator8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A board's evaluation, which uses what the board keeps (the 8x8 board's moves known from its
 * terminal test, grand's pattern indices kept by make and unmake), against the same evaluation of
 * the discs alone, bit for bit: over random games that wander down and back up (passes, games played
 * to their end, takebacks) and over the make/unmake sequence of real searches. The shipped 8x8
 * weights are used (reversi's carry the hand-made term), random ones (every table entry differs) and
 * the hand-made evaluations. The 8x8 board's hash, mixed only when asked for, is checked on the way.
 */
public class BoardEvaluationTest {

    private static List<Evaluator8> evaluators8() {
        List<Evaluator8> list = new ArrayList<>();
        for (Variant v : new Variant[] {Variant.STD, Variant.ANTI, Variant.REVERSI}) {
            PatternWeights shipped = PatternWeights.load(v);
            if (shipped != null) {
                list.add(new PatternEvaluation8(shipped));
            }
            list.add(new PatternEvaluation8(PatternEvaluationTest.randomWeights(v, 40 + v.ordinal())));
            list.add(Evaluation8.forVariant(v));
        }
        return list;
    }

    private static Variant variantOf(Evaluator8 eval) {
        if (eval instanceof PatternEvaluation8 p) {
            return p.weights().variant();
        }
        return ((Evaluation8) eval).isAnti() ? Variant.ANTI : Variant.STD;
    }

    private static final int TAKEN_BACK = -1;
    private static final int GAME_OVER = -2;

    /**
     * One step of a game that wanders down and back up: one time in four the last move taken back,
     * else a random move (a pass when that is the only one); the move made, {@link #TAKEN_BACK} or
     * {@link #GAME_OVER}.
     */
    private static int wander(OthelloBoard board, SplittableRandom random, int[] buf) {
        if (board.plyCount() > 0 && random.nextInt(4) == 0) {
            board.unmakeMove();
            return TAKEN_BACK;
        }
        int n = board.generateMoves(buf, 0);
        if (n == 0) {
            return GAME_OVER;
        }
        int m = buf[random.nextInt(n)];
        board.makeMove(m);
        return m;
    }

    @Test
    void board8EvaluationEqualsTheEvaluationOfTheDiscsThroughRandomGames() {
        SplittableRandom random = new SplittableRandom(2);
        int[] buf = new int[64];
        for (Evaluator8 eval : evaluators8()) {
            int checked = 0;
            int passes = 0;
            for (int game = 0; game < 60; game++) {
                Board8 board = new Board8(variantOf(eval), eval);
                for (int step = 0; step < 150; step++) {
                    int m = wander(board, random, buf);
                    if (m == GAME_OVER) {
                        break;
                    }
                    passes += m == Board8.PASS ? 1 : 0;
                    assertEquals(eval.evaluate(board.own(), board.opp()), board.evaluate(),
                            variantOf(eval) + " game " + game + " step " + step);
                    // The hash is mixed when asked for: ask at some positions only, so that moves and
                    // takebacks pass over positions whose hash was never made.
                    if (random.nextInt(3) == 0) {
                        assertEquals(board.recomputeHash(), board.hash(), "hash at game " + game + " step " + step);
                    }
                    checked++;
                }
            }
            assertTrue(checked > 5_000, "positions checked: " + checked);
            assertTrue(passes > 0, "some games pass");
        }
    }

    /** Checks every value a search reads against the evaluation of the discs alone. */
    private static final class Checked implements Evaluator8 {
        final Evaluator8 eval;
        int evaluations;

        Checked(Evaluator8 eval) {
            this.eval = eval;
        }

        @Override
        public int evaluate(long own, long opp) {
            return eval.evaluate(own, opp);
        }

        @Override
        public int evaluate(long own, long opp, long ownMoves) {
            assertEquals(Bitboards8.moves(own, opp), ownMoves, "the board's moves");
            int value = eval.evaluate(own, opp, ownMoves);
            assertEquals(eval.evaluate(own, opp), value, "with the moves known against without");
            evaluations++;
            return value;
        }

        @Override
        public boolean reversesSquareOrder() {
            return eval.reversesSquareOrder();
        }
    }

    @Test
    void searchesReadTheValueOfTheDiscsAtEveryLeaf() {
        SplittableRandom random = new SplittableRandom(3);
        int[] buf = new int[64];
        for (Evaluator8 eval : evaluators8()) {
            Checked checked = new Checked(eval);
            for (int i = 0; i < 4; i++) {
                Board8 board = new Board8(variantOf(eval), checked);
                int plies = 8 + 14 * i;
                for (int p = 0; p < plies && board.generateMoves(buf, 0) > 0; p++) {
                    board.makeMove(buf[random.nextInt(board.generateMoves(buf, 0))]);
                }
                AlphaBetaSearcher searcher = AlphaBetaSearcher.forGame(board,
                        new AlphaBetaSearcher.Config(1, 40, false), Clock.SYSTEM);
                long before = board.hash();
                searcher.search(board, SearchLimits.depth(5), SearchListener.NONE);
                assertEquals(before, board.hash(), "the search leaves the position as it found it");
            }
            assertTrue(checked.evaluations > 1_000, variantOf(eval) + " evaluations checked: " + checked.evaluations);
        }
    }

    /** Grand's pattern indices kept by make and unmake ({@link TrackedIndices10}) against the reading of the discs. */
    @Test
    void grandBoardEvaluationEqualsTheEvaluationOfTheDiscs() {
        PatternWeights w = PatternEvaluationTest.randomWeights(Variant.GRAND, 9);
        PatternEvaluation10 reference = new PatternEvaluation10(w);
        SplittableRandom random = new SplittableRandom(4);
        int[] buf = new int[128];
        int checked = 0;
        for (int game = 0; game < 20; game++) {
            Board10 board = Boards.board10(Variant.GRAND);
            w.useOn(board);
            for (int step = 0; step < 200; step++) {
                if (wander(board, random, buf) == GAME_OVER) {
                    break;
                }
                assertEquals(reference.evaluate(board.ownLo(), board.ownHi(), board.oppLo(), board.oppHi()),
                        board.evaluate(), "game " + game + " step " + step);
                checked++;
            }
        }
        assertTrue(checked > 2_000, "positions checked: " + checked);
    }
}
