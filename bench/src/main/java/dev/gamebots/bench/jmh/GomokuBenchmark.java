package dev.gamebots.bench.jmh;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.core.Clock;
import dev.gamebots.gomoku.cli.Bench;
import dev.gamebots.gomoku.eval.HandEvaluation;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.SearchConfig;
import dev.gamebots.gomoku.search.moves.MoveGenerator;
import dev.gamebots.core.SearchControl;
import dev.gamebots.gomoku.search.threat.VcfSolver;
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
 * The gomoku brain's hot paths on a 20x20 freestyle middle game (Rapfi's bench position 4, 19
 * stones): one make + unmake, a threat-aware move list, the evaluation, a VCF solve (the renju
 * "vcf_white" puzzle, 5 fours), and a fixed-depth search from a fresh searcher (its node count is
 * fixed, so nodes per second = nodes / time per operation; the count is printed by
 * {@code java -jar gomoku-brain/target/gomoku-brain.jar bench}).
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar GomokuBenchmark}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class GomokuBenchmark {

    /**
     * The "vcf_white" puzzle (renju, white to move and win by fours in 5: L13...), from github
     * renju-note/quintet benches/cases (MIT, puzzle from renjuportal.com/puzzle/2990). o = black.
     */
    private static final String[] VCF_WHITE = {
        "...............",
        "...........x...",
        "..........o....",
        ".........x.xo..",
        "........x...o..",
        ".......xxo.x...",
        "......oxoo..o..",
        ".....xoo.......",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "..............."};

    private Board middleGame;
    private int[] candidates;
    private int candidateCount;
    private int next;
    private MoveGenerator generator;
    private int[] moves;
    private int[] scores;
    private Board vcfBoard;
    /** The brain's one tempo (the hand-set evaluation's bonus for having the move). */
    private static final int TEMPO = SearchConfig.defaults().tempo();
    private VcfSolver vcf;
    private Board searchBoard;
    private GomokuSearcher searcher;
    private SearchControl control;

    @Setup(Level.Trial)
    public void setUp() {
        middleGame = Bench.board(Bench.POSITIONS.get(3));
        candidates = new int[middleGame.length()];
        for (int w = 0; w < middleGame.setWords(); w++) {
            long bits = middleGame.candidateWord(w);
            while (bits != 0) {
                candidates[candidateCount++] = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
            }
        }
        generator = new MoveGenerator(middleGame);
        moves = new int[middleGame.length()];
        scores = new int[middleGame.length()];

        vcfBoard = new Board(15, 15, Rule.RENJU);
        for (int y = 0; y < 15; y++) {
            for (int x = 0; x < 15; x++) {
                char c = VCF_WHITE[y].charAt(x);
                if (c != '.') {
                    vcfBoard.place(vcfBoard.index(x, y), c == 'o' ? Stones.BLACK : Stones.WHITE);
                }
            }
        }
        vcfBoard.setSideToMove(Stones.WHITE);
        SearchControl vcfControl = new SearchControl(Clock.SYSTEM);
        vcfControl.begin(SearchControl.NEVER);
        vcf = new VcfSolver(vcfBoard, 16, vcfControl);

        searchBoard = Bench.board(Bench.POSITIONS.get(3));
        control = new SearchControl(Clock.SYSTEM);
        searcher = new GomokuSearcher(searchBoard, new TranspositionTable(16), control,
                SearchConfig.defaults(searchBoard.rule().kind()));
    }

    /** One make and one unmake of a candidate point (cycling through all of them). */
    @Benchmark
    public long makeUnmake() {
        int m = candidates[next];
        next = next + 1 == candidateCount ? 0 : next + 1;
        middleGame.makeMove(m);
        long h = middleGame.hash();
        middleGame.unmakeMove();
        return h;
    }

    /** The threat-aware move list of the side to move, with ordering scores. */
    @Benchmark
    public int moveGeneration() {
        return generator.generate(moves, scores, 0, moves.length);
    }

    /** The static evaluation (incremental sums: a few reads). */
    @Benchmark
    public int evaluation() {
        return HandEvaluation.weighted(middleGame, 100, 100, TEMPO);
    }

    /** Solving the vcf_white puzzle from an empty failure table. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public boolean vcfSolve() {
        vcf.clear();
        return vcf.solve(VcfSolver.MAX_DEPTH, 10_000_000L);
    }

    /** A depth-6 search from a fresh searcher (same node count every time). */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Warmup(iterations = 2, time = 5)
    @Measurement(iterations = 3, time = 5)
    public SearchResult searchDepth6() {
        searcher.newGame();
        control.begin(SearchControl.NEVER);
        return searcher.search(SearchLimits.depth(6), SearchListener.NONE);
    }
}
