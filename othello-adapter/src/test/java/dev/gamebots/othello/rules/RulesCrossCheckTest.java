package dev.gamebots.othello.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.eval.Boards;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The bitboards against the simple array reference on thousands of positions of every game. */
class RulesCrossCheckTest {

    /** Random games: at every position the same moves, the same board after each move, the same end. */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void randomGamesAgreeWithReference(Variant variant) {
        SplittableRandom random = new SplittableRandom(20261129L + variant.ordinal());
        int positions = 0;
        int passes = 0;
        int ends = 0;
        int[] buf = new int[128];
        for (int game = 0; game < 120; game++) {
            OthelloBoard board = Boards.start(variant);
            ReferenceOthello ref = new ReferenceOthello(variant);
            assertSameCells(ref, board, "start");
            while (true) {
                positions++;
                int count = board.generateMoves(buf, 0);
                List<Integer> refMoves = ref.legalMoves(ref.toMove);
                String where = variant + " game " + game + "\n" + board.render();
                if (refMoves.isEmpty()) {
                    if (ref.gameOver()) {
                        assertEquals(0, count, "game over " + where);
                        assertTrue(board.isTerminal());
                        assertEquals(ref.result(ref.toMove), board.outcome(), "result " + where);
                        ends++;
                        break;
                    }
                    assertEquals(1, count, "pass " + where);
                    assertEquals(board.passMove(), buf[0], "pass " + where);
                    passes++;
                    board.makeMove(board.passMove());
                    ref.play(-1);
                } else {
                    List<Integer> ours = new ArrayList<>();
                    for (int i = 0; i < count; i++) {
                        ours.add(buf[i]);
                    }
                    assertEquals(refMoves, ours, "moves " + where);
                    // Every move gives the same board; then one is played for real.
                    for (int m : refMoves) {
                        ReferenceOthello after = ref.copy();
                        after.play(m);
                        board.makeMove(m);
                        assertSameCells(after, board, "after " + m + " in " + where);
                        board.unmakeMove();
                    }
                    int m = refMoves.get(random.nextInt(refMoves.size()));
                    board.makeMove(m);
                    ref.play(m);
                }
                assertEquals(ref.toMove, board.colorToMove());
                assertEquals(ref.placed[1], board.placed(1));
                assertEquals(ref.placed[2], board.placed(2));
            }
        }
        assertTrue(positions > 5000, "positions checked: " + positions);
        assertTrue(ends == 120);
        if (variant != Variant.REVERSI) {
            assertTrue(passes > 0, "some games should contain passes");
        }
    }

    /** Random fillings of the board (unreachable ones too): same legal moves and flips for both colours. */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void randomFillingsAgreeWithReference(Variant variant) {
        SplittableRandom random = new SplittableRandom(77 + variant.ordinal());
        int n = variant.size();
        int[] buf = new int[128];
        long movesChecked = 0;
        for (int trial = 0; trial < 1500; trial++) {
            ReferenceOthello ref = new ReferenceOthello(variant);
            int[] cells = new int[n * n];
            double emptyShare = random.nextDouble();
            for (int sq = 0; sq < n * n; sq++) {
                if (ref.cells[sq] == 3) {
                    continue;
                }
                cells[sq] = random.nextDouble() < emptyShare ? 0 : 1 + random.nextInt(2);
                ref.cells[sq] = cells[sq];
            }
            int color = 1 + random.nextInt(2);
            ref.toMove = color;
            ref.placed[1] = random.nextInt(33);
            ref.placed[2] = random.nextInt(33);
            OthelloBoard board = Boards.start(variant);
            board.setPosition(cells, color, ref.placed[1], ref.placed[2]);
            assertSameCells(ref, board, "set-up");
            int count = board.generateMoves(buf, 0);
            List<Integer> refMoves = ref.legalMoves(color);
            if (refMoves.isEmpty()) {
                assertEquals(ref.legalMoves(3 - color).isEmpty() ? 0 : 1, count, board.render());
                continue;
            }
            List<Integer> ours = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                ours.add(buf[i]);
            }
            assertEquals(refMoves, ours, board.render());
            for (int m : refMoves) {
                ReferenceOthello after = ref.copy();
                after.play(m);
                board.makeMove(m);
                assertSameCells(after, board, "after " + m + "\n" + board.render());
                board.unmakeMove();
                movesChecked++;
            }
        }
        assertTrue(movesChecked > 3000, "moves checked: " + movesChecked);
    }

    static void assertSameCells(ReferenceOthello ref, OthelloBoard board, String where) {
        for (int sq = 0; sq < ref.cells.length; sq++) {
            assertEquals(ref.cells[sq], board.cell(sq), "cell " + sq + " " + where);
        }
    }
}
