package dev.gamebots.othello.session;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The searches behind the opening book: a std position searched to a fixed depth by the same
 * middle-game search, evaluation and ProbCut that a move in play uses, with a fresh table each time,
 * so that a position's result depends on the position and the depth only (a book build that stops
 * and resumes gives the same file). One thread.
 */
public final class BookSearch {

    private final GameContext game;

    /** A searcher with a table of {@code tableMb} MB; waits for the std weights (the book is for them). */
    public BookSearch(int tableMb) {
        EngineLog quiet = EngineLog.to(new PrintStream(OutputStream.nullOutputStream()));
        game = new GameContext(Variant.STD, false, new Engine.Settings(tableMb, 0, 1), Clock.SYSTEM, quiet);
        game.settleEvaluation(Long.MAX_VALUE / 8);
        if (!game.trained()) {
            throw new IllegalStateException("the jar has no std weights: the book is searched with them");
        }
    }

    /**
     * The search of the position with {@code black} and {@code white} discs, {@code blackToMove} or
     * not, to {@code depth}: its move (a square), its score and its value in discs for the side to move.
     */
    public Engine.Decision search(long black, long white, boolean blackToMove, int depth) {
        OthelloBoard board = game.board();
        int discs = Long.bitCount(black | white);
        ((dev.gamebots.othello.rules.Board8) board).setBitboards(black, white, blackToMove ? 0 : 1,
                (discs + 1) / 2, discs / 2);
        game.newGame();
        return game.search(SearchLimits.depth(depth), new AfterAnswer(), System.nanoTime());
    }
}
