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
import dev.gamebots.othello.rules.IncrementalEvaluation8;
import dev.gamebots.othello.rules.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The pattern indices kept by make and unmake ({@link PackedIndices} on 8x8, {@link TrackedIndices} on grand) and the evaluation read from
 * them against the same read from the discs alone, bit for bit: over random games that wander down
 * and back up (passes, games to their end, takebacks past a position set mid-game) and over the
 * make/unmake sequence of real searches. The shipped weights are used (reversi's carry the hand-made
 * term) and random ones, in which every table entry differs.
 */
public class IncrementalIndicesTest {

    private static List<PatternWeights> weights8() {
        List<PatternWeights> list = new ArrayList<>();
        for (Variant v : new Variant[] {Variant.STD, Variant.ANTI, Variant.REVERSI}) {
            PatternWeights shipped = PatternWeights.load(v);
            if (shipped != null) {
                list.add(shipped);
            }
            list.add(PatternEvaluationTest.randomWeights(v, 40 + v.ordinal()));
        }
        return list;
    }

    /** The from-scratch evaluation, without tracking: what a position given by its discs gets. */
    private static int fromScratch(PatternEvaluation8 eval, Board8 board) {
        return eval.evaluate(board.own(), board.opp());
    }

    @Test
    void indicesEqualTheBitboardReadingThroughRandomGamesWithTakebacks() {
        Features8 features = new Features8(PatternLayout.forVariant(Variant.STD));
        int[] entries = new int[features.entryCount()];
        PackedIndices tracked = new PackedIndices(IndexLanes.of(PatternGeometry.EIGHT, features.instanceOffsets()), 64);
        SplittableRandom random = new SplittableRandom(1);
        int[] buf = new int[64];
        long[] flips = new long[256];
        int[] moves = new int[256];
        int checked = 0;
        int passes = 0;
        for (int game = 0; game < 200; game++) {
            Board8 board = Boards.board8(Variant.STD);
            tracked.reset(board.black(), board.white());
            int ply = 0;
            for (int step = 0; step < 200; step++) {
                boolean back = ply > 0 && random.nextInt(3) == 0;
                if (back) {
                    board.unmakeMove();
                    ply--;
                    if (moves[ply] != Board8.PASS) {
                        tracked.move(board.sideToMove(), moves[ply], flips[ply], 0, -1);
                    }
                } else {
                    int n = board.generateMoves(buf, 0);
                    if (n == 0) {
                        break;
                    }
                    int m = buf[random.nextInt(n)];
                    long f = m == Board8.PASS ? 0 : Bitboards8.flips(board.own(), board.opp(), m);
                    if (m == Board8.PASS) {
                        passes++;
                    } else {
                        tracked.move(board.sideToMove(), m, f, 0, 1);
                    }
                    moves[ply] = m;
                    flips[ply] = f;
                    ply++;
                    board.makeMove(m);
                }
                features.entries(board.own(), board.opp(), entries);
                int[] indices = tracked.indices(board.sideToMove());
                for (int i = 0; i < indices.length; i++) {
                    assertEquals(entries[i], indices[i], "instance " + i + " at game " + game + " step " + step);
                }
                checked++;
            }
        }
        assertTrue(checked > 10_000, "positions checked: " + checked);
        assertTrue(passes > 0, "some games pass");
    }

    @Test
    void boardEvaluationEqualsTheFromScratchOneThroughRandomGames() {
        SplittableRandom random = new SplittableRandom(2);
        int[] buf = new int[64];
        for (PatternWeights w : weights8()) {
            PatternEvaluation8 eval = new PatternEvaluation8(w);
            int checked = 0;
            for (int game = 0; game < 60; game++) {
                Board8 board = new Board8(w.variant(), eval);
                for (int step = 0; step < 150; step++) {
                    if (board.plyCount() > 0 && random.nextInt(4) == 0) {
                        board.unmakeMove();
                    } else {
                        int n = board.generateMoves(buf, 0);
                        if (n == 0) {
                            break;
                        }
                        board.makeMove(buf[random.nextInt(n)]);
                    }
                    assertEquals(fromScratch(eval, board), board.evaluate(), w.variant() + " game " + game + " step " + step);
                    checked++;
                }
                // Tracking started part way (moves still to take back), then taken back past it.
                board.setEvaluator(eval);
                while (board.plyCount() > 0) {
                    board.unmakeMove();
                    assertEquals(fromScratch(eval, board), board.evaluate(), w.variant() + " taken back");
                    checked++;
                }
            }
            assertTrue(checked > 5_000, "positions checked: " + checked);
        }
    }

    /** Wraps an evaluation's tracking and checks every value the search reads against the from-scratch one. */
    private static final class Checked implements Evaluator8 {
        final PatternEvaluation8 eval;
        int evaluations;

        Checked(PatternEvaluation8 eval) {
            this.eval = eval;
        }

        @Override
        public int evaluate(long own, long opp) {
            return eval.evaluate(own, opp);
        }

        @Override
        public boolean reversesSquareOrder() {
            return eval.reversesSquareOrder();
        }

        @Override
        public IncrementalEvaluation8 incremental8() {
            IncrementalEvaluation8 inner = eval.incremental8();
            return new IncrementalEvaluation8() {
                @Override
                public void reset(long black, long white) {
                    inner.reset(black, white);
                }

                @Override
                public void move(int side, int sq, long flips, int sign) {
                    inner.move(side, sq, flips, sign);
                }

                @Override
                public int evaluate(int side, long own, long opp, long ownMoves) {
                    assertEquals(Bitboards8.moves(own, opp), ownMoves, "the board's moves");
                    int value = inner.evaluate(side, own, opp, ownMoves);
                    assertEquals(eval.evaluate(own, opp), value, "tracked against from scratch");
                    evaluations++;
                    return value;
                }
            };
        }
    }

    @Test
    void searchesReadTheFromScratchValueAtEveryNode() {
        SplittableRandom random = new SplittableRandom(3);
        int[] buf = new int[64];
        for (PatternWeights w : weights8()) {
            Checked checked = new Checked(new PatternEvaluation8(w));
            for (int i = 0; i < 4; i++) {
                Board8 board = new Board8(w.variant(), checked);
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
            assertTrue(checked.evaluations > 1_000, w.variant() + " evaluations checked: " + checked.evaluations);
        }
    }

    @Test
    void grandBoardEvaluationEqualsTheFromScratchOne() {
        PatternWeights w = PatternEvaluationTest.randomWeights(Variant.GRAND, 9);
        PatternEvaluation10 reference = new PatternEvaluation10(w);
        SplittableRandom random = new SplittableRandom(4);
        int[] buf = new int[128];
        int checked = 0;
        for (int game = 0; game < 20; game++) {
            Board10 board = Boards.board10(Variant.GRAND);
            w.useOn(board);
            for (int step = 0; step < 200; step++) {
                if (board.plyCount() > 0 && random.nextInt(4) == 0) {
                    board.unmakeMove();
                } else {
                    int n = board.generateMoves(buf, 0);
                    if (n == 0) {
                        break;
                    }
                    board.makeMove(buf[random.nextInt(n)]);
                }
                assertEquals(reference.evaluate(board.ownLo(), board.ownHi(), board.oppLo(), board.oppHi()),
                        board.evaluate(), "game " + game + " step " + step);
                checked++;
            }
        }
        assertTrue(checked > 2_000, "positions checked: " + checked);
    }
}
