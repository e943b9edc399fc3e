package dev.gamebots.bench.jmh;

import dev.gamebots.core.SearchResult;
import dev.gamebots.core.Clock;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.solver.Solver;
import dev.gamebots.core.BoundTable;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Kalah(6,4) rules and solver of mancala-bot.
 * <ul>
 *   <li>{@code makeUnmake}: every legal move of 64 fixed random positions made and taken back; the
 *       set-up prints how many make + unmake pairs one invocation does, to turn the time into ns per
 *       pair.</li>
 *   <li>{@code fixedDepthSearch}: a depth-14 MTD(f) search of a middle-game position from a cleared
 *       table, the same kind of work as the jar's {@code bench} command; the set-up prints its node
 *       count, to turn the time into nodes per second.</li>
 *   <li>{@code exactSolve}: an exact solve of a late middle-game position without endgame database
 *       (node count printed likewise).</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class MancalaBenchmark {

    /** Positions used by {@code makeUnmake}. */
    static final int POSITIONS = 64;

    private Kalah[] positions;
    private int[][] moves;
    private Kalah middleGame;
    private Kalah lateGame;
    private Solver solver;
    private BoundTable table;

    @Setup(Level.Trial)
    public void setUp() {
        SplittableRandom random = new SplittableRandom(7);
        positions = new Kalah[POSITIONS];
        moves = new int[POSITIONS][];
        int total = 0;
        for (int i = 0; i < POSITIONS; i++) {
            Kalah k;
            do {
                k = new Kalah(6, 4);
                int plies = random.nextInt(30);
                int[] buf = new int[6];
                for (int p = 0; p < plies && !k.isTerminal(); p++) {
                    k.makeMove(buf[random.nextInt(k.generateMoves(buf, 0))]);
                }
            } while (k.isTerminal());
            positions[i] = k.copy();
            int[] buf = new int[6];
            int n = k.generateMoves(buf, 0);
            moves[i] = java.util.Arrays.copyOf(buf, n);
            total += n;
        }
        middleGame = after("3 6 2 1 6 5");
        lateGame = after("3 6 2 1 6 5 4 1 3 2 6 5 4 3 1 2");
        table = BoundTable.ofMegabytes(64);
        solver = new Solver(6, table, null, Clock.SYSTEM);
        long searchNodes = fixedDepthSearch().nodes();
        table.clear();
        long solveNodes = exactSolve().nodes();
        System.out.println("makeUnmake: " + total + " make+unmake pairs per invocation; fixedDepthSearch: "
                + searchNodes + " nodes; exactSolve: " + solveNodes + " nodes (" + lateGame.seedsInHoles()
                + " seeds in the holes)");
    }

    private static Kalah after(String holes) {
        Kalah k = new Kalah(6, 4);
        for (String h : holes.split(" ")) {
            int m = Integer.parseInt(h) - 1;
            if (!k.isLegal(m)) {
                // Skip a move made illegal by an earlier extra turn: take the first legal one instead.
                int[] buf = new int[6];
                k.generateMoves(buf, 0);
                m = buf[0];
            }
            k.makeMove(m);
        }
        return k.copy();
    }

    /** All legal moves of 64 positions, each made and unmade; returns a checksum of the keys seen. */
    @Benchmark
    public long makeUnmake() {
        long sum = 0;
        for (int i = 0; i < POSITIONS; i++) {
            Kalah k = positions[i];
            for (int m : moves[i]) {
                k.makeMove(m);
                sum += k.moverKey();
                k.unmakeMove();
            }
        }
        return sum;
    }

    /** Each search starts from an empty table (cleared outside the measured time; a search lasts tens of ms). */
    @Setup(Level.Invocation)
    public void clearTable() {
        table.clear();
    }

    /** Fixed-depth MTD(f) from a cleared table (nodes per second = nodes printed at set-up / time). */
    @Benchmark
    public SearchResult fixedDepthSearch() {
        return solver.searchDepth(middleGame, 0, 14);
    }

    /** Exact solve of a late middle-game position without endgame database, from a cleared table. */
    @Benchmark
    public SearchResult exactSolve() {
        return solver.solveExact(lateGame, 0);
    }
}
