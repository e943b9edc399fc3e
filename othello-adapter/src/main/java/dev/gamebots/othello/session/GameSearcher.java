package dev.gamebots.othello.session;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.ProbCut;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Squares;

/**
 * One game's middle-game search: engine-core's alpha-beta on the game's board and evaluation (until
 * issue 16 std, anti, octagon and reversi had a search of their own on the trained one; engine-core's
 * won the duels against it, docs/benchmarks.md "The fold of MidgameSearch"). Its full-size table is
 * made in the background ({@link Prepared}) and kept for the game; a move that finds it not ready
 * searches with a small table of its own.
 */
final class GameSearcher {

    /** Aspiration window of the alpha-beta, in evaluation units. */
    private static final int ASPIRATION = 40;

    private final OthelloBoard board;
    private final Engine.Settings settings;
    private final Clock clock;
    private final EngineLog log;
    /** Late-move reductions where the board size has them ({@link BoardSize#lateMoveReductions}). */
    private final boolean lateMoveReductions;
    /** Logs each finished iteration (made once: a move allocates no listener). */
    private final SearchListener iterations;
    /** The full-size searcher being made; null until the first search asks for it. */
    private Prepared<AlphaBetaSearcher> making;
    private volatile AlphaBetaSearcher full;
    /** The latest small-table searcher of a move too short to wait for the full-size one. */
    private volatile AlphaBetaSearcher scratch;
    /** Whether the full-size table was last filled by the trained evaluation (null: not yet searched). */
    private Boolean tableTrained;

    GameSearcher(BoardSize size, Engine.Settings settings, Clock clock, EngineLog log) {
        this.board = size.board();
        this.settings = settings;
        this.clock = clock;
        this.log = log;
        this.lateMoveReductions = size.lateMoveReductions();
        this.iterations = iterationLog(board, log);
    }

    /**
     * Searches the board's position within {@code limits} with {@code cut}; {@code trained}: the board
     * evaluates with trained weights (scores in their units, else the hand-made evaluation's).
     */
    Engine.Decision search(SearchLimits limits, ProbCut cut, boolean trained, AfterAnswer later, long startNanos) {
        SearchResult result = searcher(limits, cut, trained, later).search(board, limits, iterations);
        int move = result.bestMove() == board.passMove() ? -1 : result.bestMove();
        double unitsPerDisc = trained ? PatternWeights.SCALE : 100.0;
        double discs = Score.isDecisive(result.score()) ? Score.margin(result.score()) : result.score() / unitsPerDisc;
        return new Engine.Decision(move, result.exact() ? "search exact" : "search", result.depth(), result.score(),
                discs, result.nodes(), (clock.nanoTime() - startNanos) / 1000);
    }

    /** Forgets what earlier searches learned (table, history), so the next search depends on its position only. */
    void newGame() {
        AlphaBetaSearcher f = full;
        if (f != null) {
            f.newGame();
        }
    }

    /** Asks the search running now, if any, to return. Safe from any thread. */
    void stop() {
        AlphaBetaSearcher f = full;
        if (f != null) {
            f.stop();
        }
        AlphaBetaSearcher s = scratch;
        if (s != null) {
            s.stop();
        }
    }

    /** The full-size searcher when ready (waiting as {@link AfterAnswer#readyOrLater} allows), else a small one. */
    private AlphaBetaSearcher searcher(SearchLimits limits, ProbCut cut, boolean trained, AfterAnswer later) {
        AlphaBetaSearcher searcher = full;
        if (searcher == null) {
            if (making == null) {
                int maxMoves = board.maxMoves();
                int moveIds = board.moveIdLimit();
                making = new Prepared<>("table-" + board.variant().wireName(),
                        () -> makeSearcher(maxMoves, moveIds, cut));
            }
            searcher = later.readyOrLater(making, MoveTime.waitMillis(limits, clock));
            if (searcher == null) {
                AlphaBetaSearcher small = AlphaBetaSearcher.forGame(board,
                        new AlphaBetaSearcher.Config(1, ASPIRATION, lateMoveReductions, cut), clock);
                scratch = small;
                return small;
            }
            full = searcher;
        }
        searcher.setProbCut(cut); // follows the evaluation (trained weights may arrive later) and its phase
        if (tableTrained != null && tableTrained != trained) {
            searcher.newGame(); // the table's scores are in the other evaluation's units
        }
        tableTrained = trained;
        return searcher;
    }

    /** A full-size alpha-beta searcher (16 MB when the configured table does not fit in memory). */
    private AlphaBetaSearcher makeSearcher(int maxMoves, int moveIds, ProbCut cut) {
        try {
            return new AlphaBetaSearcher(maxMoves, moveIds,
                    new AlphaBetaSearcher.Config(settings.hashMegabytes(), ASPIRATION, lateMoveReductions, cut), clock);
        } catch (OutOfMemoryError e) {
            log.log("no memory for a " + settings.hashMegabytes() + " MB table: using 16 MB");
            return new AlphaBetaSearcher(maxMoves, moveIds,
                    new AlphaBetaSearcher.Config(16, ASPIRATION, lateMoveReductions, cut), clock);
        }
    }

    /**
     * Logs each finished iteration of a search (depth, score in the search's units, nodes, time,
     * principal variation): the engine log is where the FlipSight front-end reports search events,
     * stdout being the protocol's.
     */
    private static SearchListener iterationLog(OthelloBoard board, EngineLog log) {
        int size = board.size();
        int pass = board.passMove();
        return info -> {
            StringBuilder pv = new StringBuilder();
            for (int m : info.pv()) {
                pv.append(' ').append(m == pass ? "pass" : Squares.name(m, size));
            }
            log.log("  depth " + info.depth() + " score " + info.score() + " nodes " + info.nodes() + " in "
                    + info.elapsedMillis() + " ms, pv" + pv);
        };
    }
}
