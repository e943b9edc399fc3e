package dev.gamebots.othello.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.ReferenceOthello;
import dev.gamebots.othello.rules.Variant;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The 10x10 solver against a plain alpha-beta over {@link ReferenceOthello} (the array-based rules that
 * share no code with the bitboards) on endgames of grand and octagon of 1 to 12 empties, and against
 * engine-core's alpha-beta searched to the end.
 */
class EndgameSolver10Test {

    /**
     * The exact final disc difference for the side to move by a plain alpha-beta over the reference
     * rules: every move tried in the rules' order, no table, no ordering, no bound but the window.
     */
    static int alphaBeta(ReferenceOthello game, int alpha, int beta) {
        List<Integer> moves = game.legalMoves(game.toMove);
        if (moves.isEmpty()) {
            if (game.legalMoves(3 - game.toMove).isEmpty()) {
                return game.result(game.toMove);
            }
            ReferenceOthello passed = game.copy();
            passed.play(-1);
            return -alphaBeta(passed, -beta, -alpha);
        }
        int best = -1000;
        for (int sq : moves) {
            ReferenceOthello next = game.copy();
            next.play(sq);
            best = Math.max(best, -alphaBeta(next, -beta, -Math.max(alpha, best)));
            if (best >= beta) {
                break;
            }
        }
        return best;
    }

    /** A random game of {@code variant} played down to {@code empties} empty squares (or its end). */
    private static ReferenceOthello randomEndgame(Variant variant, int empties, SplittableRandom random) {
        return endgame(variant, empties, random, false);
    }

    /**
     * A game of {@code variant} played down to {@code empties} empty squares (or its end), white at
     * random, black too or, {@code greedyBlack}, by the move that leaves it most discs.
     */
    private static ReferenceOthello endgame(Variant variant, int empties, SplittableRandom random,
                                            boolean greedyBlack) {
        ReferenceOthello game = new ReferenceOthello(variant);
        while (!game.gameOver() && emptyCount(game) > empties) {
            List<Integer> moves = game.legalMoves(game.toMove);
            int move = moves.isEmpty() ? -1 : moves.get(random.nextInt(moves.size()));
            for (int most = -1, i = 0; greedyBlack && game.toMove == 1 && i < moves.size(); i++) {
                ReferenceOthello next = game.copy();
                next.play(moves.get(i));
                int discs = (int) java.util.Arrays.stream(next.cells).filter(c -> c == 1).count();
                if (discs > most) {
                    most = discs;
                    move = moves.get(i);
                }
            }
            game.play(move);
        }
        return game;
    }

    private static int emptyCount(ReferenceOthello game) {
        int n = 0;
        for (int c : game.cells) {
            n += c == 0 ? 1 : 0;
        }
        return n;
    }

    private static Board10 boardOf(ReferenceOthello game) {
        Board10 board = Boards.board10(game.variant);
        int[] cells = new int[100];
        for (int sq = 0; sq < 100; sq++) {
            cells[sq] = game.cells[sq] == 1 ? OthelloBoard.BLACK : game.cells[sq] == 2 ? OthelloBoard.WHITE
                    : OthelloBoard.EMPTY;
        }
        board.setPosition(cells, game.toMove == 1 ? OthelloBoard.BLACK : OthelloBoard.WHITE,
                game.placed[1], game.placed[2]);
        return board;
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = {"GRAND", "OCTAGON"})
    void agreesWithTheReferenceOnSmallEndgames(Variant variant) {
        // 1..8 empties: the shallow code alone, and (7 and more) the sorted search.
        agreesWithTheReference(variant, 17 + variant.ordinal(), 100, 1, 8, false, 12);
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = {"GRAND", "OCTAGON"})
    void agreesWithAlphaBetaWhereTheTablesAndTheStabilityCutoffWork(Variant variant) {
        // 10 to 12 empties: the sorted search with both tables, the enhanced transposition cutoffs
        // (from 11) and the stability cutoff. Half of the games lopsided (black plays the move that
        // flips most), where the scores are large and the stability cutoff bounds them.
        agreesWithTheReference(variant, 29 + variant.ordinal(), 16, 10, 3, true, 14);
    }

    /**
     * On {@code positions} endgames of {@code minEmpties} to {@code minEmpties + spread - 1} empties
     * (every other one lopsided if asked): the full-window value and the move reaching it, MTD(f) from
     * a random guess, both null-window bounds, win/draw/loss, and the stability bound above the value,
     * each against {@link #alphaBeta} over the reference rules.
     */
    private static void agreesWithTheReference(Variant variant, int seed, int positions, int minEmpties, int spread,
                                               boolean lopsided, int tableBits) {
        SplittableRandom random = new SplittableRandom(seed);
        EndgameSolver10 solver = new EndgameSolver10(tableBits, Clock.SYSTEM);
        for (int i = 0; i < positions; i++) {
            ReferenceOthello game = endgame(variant, minEmpties + random.nextInt(spread), random, lopsided && i % 2 == 1);
            int expected = alphaBeta(game, -1000, 1000);
            Board10 board = boardOf(game);
            String where = board.render();
            solver.clear();
            SearchResult full = solver.solve(board, -127, 127, SearchLimits.infinite());
            assertTrue(full.exact());
            assertEquals(expected, full.score(), where);
            if (full.bestMove() >= 0) {
                // The move it names reaches that value.
                ReferenceOthello after = game.copy();
                after.play(full.bestMove() == EndgameSolver10.PASS ? -1 : full.bestMove());
                assertEquals(expected, -alphaBeta(after, -1000, 1000), "best move must reach the value\n" + where);
            } else {
                assertTrue(game.gameOver(), where);
            }
            solver.clear();
            assertEquals(expected, solver.solveExact(board, random.nextInt(21) - 10, SearchLimits.infinite())
                    .score(), "MTD(f) " + where);
            // A null window gives a bound on the right side of it.
            SearchResult low = solver.solve(board, expected, expected + 1, SearchLimits.infinite());
            assertFalse(low.score() > expected, "fail-low bound " + where);
            SearchResult high = solver.solve(board, expected - 1, expected, SearchLimits.infinite());
            assertFalse(high.score() < expected, "fail-high bound " + where);
            int wld = Integer.signum(solver.solve(board, -1, 1, SearchLimits.infinite()).score());
            assertEquals(Integer.signum(expected), wld, "win/draw/loss " + where);
            // The bound of the stability cutoff, computed whatever alpha, is never below the value.
            int bound = solver.stabilityBound(board.ownLo(), board.ownHi(), board.oppLo(), board.oppHi(), 127);
            assertTrue(bound >= expected, "stability bound " + bound + " below " + expected + "\n" + where);
        }
    }

    @Test
    void solvesDeeperGrandEndgamesLikeTheGenericSearchAndMuchFaster() {
        // 12 empties: engine-core's alpha-beta (the first version's endgame) to the end of the game as
        // an independent reference of the value.
        SplittableRandom random = new SplittableRandom(5);
        EndgameSolver10 solver = new EndgameSolver10(16, Clock.SYSTEM);
        for (int i = 0; i < 3; i++) {
            ReferenceOthello game = randomEndgame(Variant.GRAND, 12, random);
            Board10 board = boardOf(game);
            dev.gamebots.core.AlphaBetaSearcher searcher = dev.gamebots.core.AlphaBetaSearcher.forGame(board,
                    new dev.gamebots.core.AlphaBetaSearcher.Config(4, 40, false), Clock.SYSTEM);
            SearchResult r = searcher.search(board, dev.gamebots.core.SearchLimits.depth(30),
                    dev.gamebots.core.SearchListener.NONE);
            int expected = dev.gamebots.core.Score.isDecisive(r.score()) ? dev.gamebots.core.Score.margin(r.score()) : 0;
            SearchResult exact = solver.solveExact(board, 0, SearchLimits.infinite());
            assertEquals(expected, exact.score(), board.render());
        }
    }

    @Test
    void stopsAtItsDeadline() {
        Board10 board = boardOf(randomEndgame(Variant.GRAND, 30, new SplittableRandom(3)));
        EndgameSolver10 solver = new EndgameSolver10(16, Clock.SYSTEM);
        long start = System.nanoTime();
        SearchResult r = solver.solve(board, -1, 1, SearchLimits.infinite().withDeadlines(start + 50_000_000L, start + 50_000_000L));
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertFalse(r.exact(), "30 empties cannot be solved in 50 ms");
        assertTrue(r.stoppedEarly());
        assertTrue(ms < 1000, "took " + ms + " ms");
    }
}
