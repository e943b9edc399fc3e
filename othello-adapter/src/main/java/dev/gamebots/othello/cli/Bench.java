package dev.gamebots.othello.cli;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import java.util.SplittableRandom;

/**
 * The deterministic benchmark: fixed positions of every game (random playouts from fixed seeds),
 * searched to a fixed depth on one thread with a fixed table size and fresh state, plus exact solves
 * of fixed 8x8 endgames. The total node count is the signature of the search: any change to rules,
 * ordering or evaluation changes it; it must not change from one run to the next.
 */
public final class Bench {

    /** Positions per game. */
    static final int POSITIONS_PER_GAME = 3;
    static final int TABLE_MB = 16;

    /**
     * The outcome of one run.
     *
     * @param nodes    total nodes (the signature)
     * @param nanos    time taken
     * @param searches positions searched or solved
     */
    public record Result(long nodes, long nanos, int searches) {

        public long nodesPerSecond() {
            return nanos <= 0 ? 0 : (long) (nodes * 1e9 / nanos);
        }
    }

    private Bench() {
    }

    /** Runs the benchmark with midgame searches to {@code depth} and endgame solves of {@code solveEmpties}. */
    public static Result run(int depth, int solveEmpties) {
        long nodes = 0;
        long start = System.nanoTime();
        int searches = 0;
        for (Variant variant : Variant.values()) {
            SplittableRandom random = new SplittableRandom(2026 + variant.ordinal());
            for (int i = 0; i < POSITIONS_PER_GAME; i++) {
                OthelloBoard board = playout(variant, random, 10 + 8 * i);
                AlphaBetaSearcher searcher = AlphaBetaSearcher.forGame(board,
                        new AlphaBetaSearcher.Config(TABLE_MB, 40, false), Clock.SYSTEM);
                nodes += searcher.search(board, SearchLimits.depth(depth), SearchListener.NONE).nodes();
                searches++;
            }
        }
        SplittableRandom random = new SplittableRandom(77);
        EndgameSolver solver = new EndgameSolver(18, Clock.SYSTEM);
        for (int i = 0; i < 4; i++) {
            Variant variant = i % 2 == 0 ? Variant.STD : Variant.ANTI;
            Board8 board = (Board8) playoutToEmpties(variant, random, solveEmpties);
            solver.clear();
            nodes += solver.solve(board.own(), board.opp(), Scoring.forVariant(variant)).nodes();
            searches++;
        }
        return new Result(nodes, System.nanoTime() - start, searches);
    }

    private static OthelloBoard playout(Variant variant, SplittableRandom random, int plies) {
        OthelloBoard board = Boards.start(variant);
        int[] buf = new int[128];
        for (int p = 0; p < plies; p++) {
            int n = board.generateMoves(buf, 0);
            if (n == 0) {
                break;
            }
            board.makeMove(buf[random.nextInt(n)]);
        }
        return board.copy();
    }

    private static OthelloBoard playoutToEmpties(Variant variant, SplittableRandom random, int empties) {
        while (true) {
            OthelloBoard board = Boards.start(variant);
            int[] buf = new int[128];
            while (board.empties() > empties) {
                int n = board.generateMoves(buf, 0);
                if (n == 0) {
                    break;
                }
                board.makeMove(buf[random.nextInt(n)]);
            }
            if (board.empties() == empties && !board.isTerminal()) {
                return board.copy();
            }
        }
    }
}
