package dev.gamebots.bench.jmh;

import dev.gamebots.othello.eval.Boards;
import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.rules.Bitboards10;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.endgame.EndgameSolver10;
import dev.gamebots.othello.eval.Evaluation10;
import dev.gamebots.othello.eval.Evaluation8;
import dev.gamebots.othello.eval.Features10;
import dev.gamebots.othello.rules.ObfPosition;
import dev.gamebots.othello.eval.PatternEvaluation10;
import dev.gamebots.othello.eval.PatternLayout;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.BitboardPerft8;
import dev.gamebots.othello.rules.Perft;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The Othello engine's hot paths: move generation and flips per board size (the 8x8 flips both by
 * constant shifts and by ray masks, the solver's choice), make/unmake, the evaluations, perft, and
 * whole searches (alpha-beta midgame, exact endgame) whose time per operation gives nodes per second.
 * Per-position benchmarks run over {@value #POSITIONS} positions from random games, so the figure is
 * per position (OperationsPerInvocation).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class OthelloBenchmark {

    static final int POSITIONS = 1024;

    private final long[] own8 = new long[POSITIONS];
    private final long[] opp8 = new long[POSITIONS];
    private final int[] move8 = new int[POSITIONS];
    private final long[] ownLo = new long[POSITIONS];
    private final long[] ownHi = new long[POSITIONS];
    private final long[] oppLo = new long[POSITIONS];
    private final long[] oppHi = new long[POSITIONS];
    private final int[] move10 = new int[POSITIONS];
    private final Bitboards10 bits10 = new Bitboards10();
    private final Evaluation8 eval8 = Evaluation8.forVariant(Variant.STD);
    private Evaluation10 eval10;
    private PatternEvaluation10 pattern10;
    private Features10 features10;
    private final int[] entries10 = new int[128];
    /** Grand midgame positions (about 30 discs) with the hand-made and with the pattern evaluation. */
    private Board10 grandHand;
    private Board10 grandPattern;
    private Board8 std;
    private Board10 grand;
    private Board8 midgame;
    private AlphaBetaSearcher midgameSearcher;
    private EndgameSolver solver;
    /** A grand position of about 30 discs, engine-core's alpha-beta on it, and a grand endgame. */
    private Board10 grandMidgame;
    private AlphaBetaSearcher grandSearcher;
    private Board10 grandEndgame;
    private EndgameSolver10 solver10;
    private long endgameOwn;
    private long endgameOpp;

    @Setup(Level.Trial)
    public void setUp() {
        SplittableRandom random = new SplittableRandom(42);
        int[] buf = new int[128];
        int n8 = 0;
        while (n8 < POSITIONS) {
            Board8 b = Boards.board8(Variant.STD);
            while (n8 < POSITIONS) {
                int n = b.generateMoves(buf, 0);
                if (n == 0) {
                    break;
                }
                int m = buf[random.nextInt(n)];
                if (m != Board8.PASS) {
                    own8[n8] = b.own();
                    opp8[n8] = b.opp();
                    move8[n8] = m;
                    n8++;
                }
                b.makeMove(m);
            }
        }
        int n10 = 0;
        while (n10 < POSITIONS) {
            Board10 b = Boards.board10(Variant.GRAND);
            while (n10 < POSITIONS) {
                int n = b.generateMoves(buf, 0);
                if (n == 0) {
                    break;
                }
                int m = buf[random.nextInt(n)];
                if (m != Board10.PASS) {
                    ownLo[n10] = b.ownLo();
                    ownHi[n10] = b.ownHi();
                    oppLo[n10] = b.oppLo();
                    oppHi[n10] = b.oppHi();
                    move10[n10] = m;
                    n10++;
                }
                b.makeMove(m);
            }
        }
        eval10 = Evaluation10.forBlocked(0, 0);
        PatternWeights weights = randomGrandWeights(random);
        pattern10 = new PatternEvaluation10(weights);
        features10 = new Features10(weights.layout());
        grandHand = Boards.board10(Variant.GRAND);
        while (grandHand.discs(1) + grandHand.discs(2) < 30) {
            grandHand.makeMove(buf[random.nextInt(grandHand.generateMoves(buf, 0))]);
        }
        grandPattern = grandHand.copy();
        weights.useOn(grandPattern);
        std = Boards.board8(Variant.STD);
        grand = Boards.board10(Variant.GRAND);
        midgame = Boards.board8(Variant.STD);
        for (String m : new String[] {"f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"}) {
            midgame.makeMove((m.charAt(1) - '1') * 8 + (m.charAt(0) - 'a'));
        }
        midgameSearcher = AlphaBetaSearcher.forGame(midgame, new AlphaBetaSearcher.Config(16, 40, false),
                Clock.SYSTEM);
        grandMidgame = grandHand.copy();
        grandSearcher = AlphaBetaSearcher.forGame(grandMidgame, new AlphaBetaSearcher.Config(16, 40, false),
                Clock.SYSTEM);
        grandEndgame = Boards.board10(Variant.GRAND);
        SplittableRandom endgameRandom = new SplittableRandom(14);
        while (grandEndgame.empties() > 14 && grandEndgame.generateMoves(buf, 0) > 0) {
            grandEndgame.makeMove(buf[endgameRandom.nextInt(grandEndgame.generateMoves(buf, 0))]);
        }
        solver10 = new EndgameSolver10(18, Clock.SYSTEM);
        solver = new EndgameSolver(18, Clock.SYSTEM);
        // FFO #40 (20 empties) after black's best move a2 and white's first legal reply: 18 empties.
        ObfPosition ffo40 = ObfPosition.parse("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X");
        Board8 b = Boards.board8(Variant.STD);
        b.setBitboards(ffo40.black(), ffo40.white(), 0, 0, 0);
        b.makeMove(8);
        b.generateMoves(buf, 0);
        b.makeMove(buf[0]);
        endgameOwn = b.own();
        endgameOpp = b.opp();
    }

    /** 8x8 legal moves of one position (constant-shift Kogge-Stone style fill). */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void moves8(Blackhole bh) {
        for (int i = 0; i < POSITIONS; i++) {
            bh.consume(Bitboards8.moves(own8[i], opp8[i]));
        }
    }

    /** 8x8 flips of one move, by constant shifts (the rules' version). */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void flips8Shifts(Blackhole bh) {
        for (int i = 0; i < POSITIONS; i++) {
            bh.consume(Bitboards8.flips(own8[i], opp8[i], move8[i]));
        }
    }

    /** 8x8 flips of one move, by ray masks (the solver's version). */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void flips8Rays(Blackhole bh) {
        for (int i = 0; i < POSITIONS; i++) {
            bh.consume(Bitboards8.flipsByRays(own8[i], opp8[i], move8[i]));
        }
    }

    /** 10x10 legal moves of one position (128-bit pair shifts). */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void moves10(Blackhole bh) {
        for (int i = 0; i < POSITIONS; i++) {
            long eLo = ~(ownLo[i] | oppLo[i]);
            long eHi = ~(ownHi[i] | oppHi[i]) & Bitboards10.HI_FULL;
            bits10.moves(ownLo[i], ownHi[i], oppLo[i], oppHi[i], eLo, eHi);
            bh.consume(bits10.lo ^ bits10.hi);
        }
    }

    /** 10x10 flips of one move. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void flips10(Blackhole bh) {
        for (int i = 0; i < POSITIONS; i++) {
            bits10.flips(ownLo[i], ownHi[i], oppLo[i], oppHi[i], move10[i]);
            bh.consume(bits10.lo ^ bits10.hi);
        }
    }

    /** 8x8 evaluation of one position. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void evaluate8(Blackhole bh) {
        for (int i = 0; i < POSITIONS; i++) {
            bh.consume(eval8.evaluate(own8[i], opp8[i]));
        }
    }

    /** 10x10 evaluation of one position. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void evaluate10(Blackhole bh) {
        for (int i = 0; i < POSITIONS; i++) {
            bh.consume(eval10.evaluate(ownLo[i], ownHi[i], oppLo[i], oppHi[i]));
        }
    }

    /** Grand weights with every parameter non-zero and the hand-made term, as the trained file has. */
    private static PatternWeights randomGrandWeights(SplittableRandom random) {
        PatternLayout layout = PatternLayout.forVariant(Variant.GRAND);
        float[][] p = new float[layout.phases()][layout.parameterCount() + 1];
        for (float[] phase : p) {
            for (int i = 0; i < phase.length - 1; i++) {
                phase[i] = (float) (random.nextDouble() * 8 - 4);
            }
            phase[phase.length - 1] = 0.03f;
        }
        return PatternWeights.fromDiscs(Variant.GRAND, p, ProbCutTable.none(layout.phases()));
    }

    /** Grand pattern indices of one position read from the bitboards (with both sides' mobility). */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void patternEntries10(Blackhole bh) {
        for (int i = 0; i < POSITIONS; i++) {
            bh.consume(features10.entries(ownLo[i], ownHi[i], oppLo[i], oppHi[i], entries10));
        }
    }

    /** Grand trained evaluation (patterns + hand-made term) of one position, indices read from the bitboards. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void evaluatePattern10(Blackhole bh) {
        for (int i = 0; i < POSITIONS; i++) {
            bh.consume(pattern10.evaluate(ownLo[i], ownHi[i], oppLo[i], oppHi[i]));
        }
    }

    /** Every legal move of a grand midgame: make, evaluate (hand-made), unmake. */
    @Benchmark
    public int makeEvaluateUnmakeHand10() {
        return makeEvaluateUnmake(grandHand);
    }

    /** The same with the trained evaluation, whose pattern indices the board keeps by make/unmake. */
    @Benchmark
    public int makeEvaluateUnmakePattern10() {
        return makeEvaluateUnmake(grandPattern);
    }

    private final int[] moveBuf = new int[128];

    private int makeEvaluateUnmake(Board10 board) {
        int n = board.generateMoves(moveBuf, 0);
        int sum = 0;
        for (int i = 0; i < n; i++) {
            board.makeMove(moveBuf[i]);
            sum += board.evaluate();
            board.unmakeMove();
        }
        return sum;
    }

    /** Make and unmake of one move through the Game interface (8x8, hash included). */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void makeUnmake8(Blackhole bh) {
        for (int i = 0; i < POSITIONS; i++) {
            std.setBitboards(own8[i], opp8[i], 0, 0, 0);
            std.makeMove(move8[i]);
            bh.consume(std.hash());
            std.unmakeMove();
        }
    }

    /** Perft 6 of 8x8 from the start (8200 leaves): time / 8200 = time per leaf. */
    @Benchmark
    public long perft8Depth6() {
        return new Perft(std).count(std, 6);
    }

    /** The same perft 6 on the two bitboards alone (the {@code perft} command's path for std and anti). */
    @Benchmark
    public long perft8Depth6Bitboards() {
        return BitboardPerft8.count(std.own(), std.opp(), 6);
    }

    /** Perft 5 of 10x10 from the start. */
    @Benchmark
    public long perft10Depth5() {
        return new Perft(grand).count(grand, 5);
    }

    /** Alpha-beta to depth 8 from a fixed std midgame (fresh table); nodes / time = nodes per second. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public SearchResult searchStdDepth8() {
        midgameSearcher.newGame();
        return midgameSearcher.search(midgame, SearchLimits.depth(8), SearchListener.NONE);
    }

    /** Exact solve of an 18-empty position (from FFO #40) with a cleared table. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public SearchResult solve18Empties() {
        solver.clear();
        return solver.solve(endgameOwn, endgameOpp, Scoring.WOF);
    }

    /** engine-core alpha-beta to depth 7 from a grand midgame (about 30 discs, fresh table). */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public SearchResult searchGrandDepth7() {
        grandSearcher.newGame();
        return grandSearcher.search(grandMidgame, SearchLimits.depth(7), SearchListener.NONE);
    }

    /** Exact solve (MTD(f) from 0) of a 14-empty grand position from a random game, cleared table. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public SearchResult solveGrand14Empties() {
        solver10.clear();
        return solver10.solveExact(grandEndgame, 0, SearchLimits.infinite());
    }
}
