package dev.gamebots.othello.cli;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.endgame.ParallelEndgame;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternEvaluation8;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.ObfPosition;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.session.WarmUp;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.function.IntFunction;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code solve FILE.obf}: solves every position exactly and prints {@code <n> <move> <score> nodes=<count>
 * ms=<time> cpu_ms=<this thread's CPU time>}, one line per position in file order (n from 1; score = final disc difference for the side
 * to move under WOF rules, empties to the winner, as in the FFO suite). The times start after the
 * engine's start-up JIT warm-up (up to {@value #WARMUP_MS} ms, skipped with {@code --no-warmup}).
 */
@Command(name = "solve", mixinStandardHelpOptions = true, description = "Solve OBF positions exactly.")
public final class SolveCommand implements Callable<Integer> {

    /** Longest warm-up before the first solve. */
    private static final long WARMUP_MS = 1000;

    @ParentCommand
    Launcher main;

    @Parameters(paramLabel = "FILE.obf", description = "One position per line.")
    File file;

    @Option(names = "--scoring", defaultValue = "wof",
            description = "wof (empties to the winner, as FFO), discs (FlipSight std) or anti (FlipSight anti).")
    String scoring;

    @Option(names = "--table-bits", defaultValue = "0",
            description = "log2 of the solver's table entries (default: sized for each position's empties).")
    int tableBits;

    @Option(names = "--threads", defaultValue = "1", description = "Threads (root split; default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--eval", defaultValue = "pattern",
            description = "Evaluation that orders the moves far from the end: pattern (the trained std or anti weights)"
                    + " or classic (hand-made) (default: ${DEFAULT-VALUE}).")
    String eval;

    @Override
    public Integer call() {
        Scoring mode = switch (scoring.toLowerCase()) {
            case "wof" -> Scoring.WOF;
            case "discs" -> Scoring.DISCS;
            case "anti" -> Scoring.ANTI_DISCS;
            default -> null;
        };
        if (mode == null) {
            main.out().println("unknown scoring '" + scoring + "' (wof, discs, anti)");
            return 2;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file.toPath(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            main.out().println("cannot read " + file + ": " + e.getMessage());
            return 2;
        }
        PatternWeights weights = eval.equals("classic") ? null
                : PatternWeights.load(mode == Scoring.ANTI_DISCS ? Variant.ANTI : Variant.STD);
        if (weights != null) {
            weights.expandAll();
        }
        // One solver per table size in use (the ordering evaluation set once on each).
        Map<Integer, EndgameSolver> solvers = new HashMap<>();
        IntFunction<EndgameSolver> solverFor = bits -> solvers.computeIfAbsent(bits, b -> {
            EndgameSolver s = new EndgameSolver(b, Clock.SYSTEM);
            if (weights != null) {
                s.setOrderingEvaluator(new PatternEvaluation8(weights));
            }
            return s;
        });
        ParallelEndgame parallel = threads > 1 ? new ParallelEndgame(Math.min(threads, 64), tableBitsFor(0), Clock.SYSTEM) : null;
        if (!main.noWarmup()) {
            // The engine's own start-up warm-up, here before the clock starts: the times below are
            // those of a warm JVM, as an engine in a game has it (a cold one runs the first solve
            // interpreted for a while; --no-warmup shows it).
            new WarmUp(WARMUP_MS).run();
            warmUpSolver(solverFor.apply(tableBitsFor(WARMUP_EMPTIES)), weights, mode);
        }
        int n = 0;
        int errors = 0;
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("%") || line.startsWith("#")) {
                continue;
            }
            n++;
            ObfPosition p;
            try {
                p = ObfPosition.parse(line);
            } catch (IllegalArgumentException e) {
                main.out().println(n + " error " + e.getMessage());
                errors++;
                continue;
            }
            long cpuStart = threadCpuNanos();
            long wallStart = System.nanoTime();
            SearchResult r;
            if (parallel != null) {
                parallel = new ParallelEndgame(parallel.threads(), tableBitsFor(p.empties()), Clock.SYSTEM); // fresh tables
                r = parallel.solve(p.own(), p.opp(), mode, -65, 65, SearchLimits.infinite());
            } else {
                EndgameSolver solver = solverFor.apply(tableBitsFor(p.empties()));
                solver.clear();
                r = solver.solveExact(p.own(), p.opp(), mode, guess(weights, p), SearchLimits.infinite());
            }
            String move = r.bestMove() < 0 ? "--" : r.bestMove() == EndgameSolver.PASS ? "pass" : Bitboards8.squareName(r.bestMove());
            String score = r.score() > 0 ? "+" + r.score() : Integer.toString(r.score());
            long cpuMs = (threadCpuNanos() - cpuStart) / 1_000_000;
            // The time includes the first-guess search, which is part of the solve's cost.
            long wallMs = (System.nanoTime() - wallStart) / 1_000_000;
            main.out().println(n + " " + move + " " + score + " nodes=" + r.nodes() + " ms=" + wallMs
                    + (parallel == null ? " cpu_ms=" + cpuMs : ""));
            main.out().flush();
        }
        return errors == 0 ? 0 : 1;
    }

    /**
     * Solves a few positions of random games with this very solver (ordering evaluation, table,
     * scoring) within a node budget, then clears it. The engine's warm-up solves a 14-empty position
     * without the ordering searches; the first timed solve of 16+ empties would otherwise run their
     * code cold, and on a loaded machine the JIT's compiler threads then take the core the solve needs
     * (issue 30: FFO #40-#44 slowed 1.5x under load while NTest did not). The positions are not FFO
     * ones and the table is cleared, so nothing of them is left for the timed solves but compiled code.
     */
    private static void warmUpSolver(EndgameSolver solver, PatternWeights weights, Scoring mode) {
        SplittableRandom random = new SplittableRandom(30);
        int[] buf = new int[64];
        for (int game = 0; game < WARMUP_SOLVES; game++) {
            Board8 board = Boards.board8(Variant.STD);
            while (board.empties() > WARMUP_EMPTIES) {
                int n = board.generateMoves(buf, 0);
                if (n == 0) {
                    break;
                }
                board.makeMove(buf[random.nextInt(n)]);
            }
            if (board.isTerminal()) {
                continue;
            }
            ObfPosition p = new ObfPosition(board.black(), board.white(), board.sideToMove() == 0);
            solver.clear();
            solver.solveExact(p.own(), p.opp(), mode, guess(weights, p), SearchLimits.nodes(WARMUP_NODES));
        }
        solver.clear();
    }

    /**
     * The table size for a position: {@code --table-bits} when given, else 2^18 entries (2 MB) up to
     * {@value #SMALL_TABLE_MAX_EMPTIES} empties and 2^21 (16 MB) beyond. A table larger than the solve
     * needs costs time in cache and TLB misses: FFO #40-#44 (20-23 empties) took 3% less CPU with 2^18
     * than with 2^21 entries, alternating in one run (docs/benchmarks.md); the larger solves keep the
     * size they were tuned with.
     */
    private int tableBitsFor(int empties) {
        if (tableBits > 0) {
            return tableBits;
        }
        return empties <= SMALL_TABLE_MAX_EMPTIES ? 18 : 21;
    }

    private static final int SMALL_TABLE_MAX_EMPTIES = 23;

    /** Solver warm-up: positions, their empties and each one's node budget (about 0.1 s warm). */
    private static final int WARMUP_SOLVES = 4;
    private static final int WARMUP_EMPTIES = 20;
    private static final long WARMUP_NODES = 3_000_000;

    /**
     * The solver's first guess: a short search with the trained evaluation (0 without weights), rounded
     * to an even number as the WOF scores are. It is the engine's own midgame search, ProbCut with the
     * weights' calibration, to {@value #GUESS_DEPTH} plies (empties - 7 below {@value #GUESS_DEPTH} + 7
     * empties, where the solve is cheap next to the search). In about the time of the depth-8
     * full-width search it replaced (about 10 ms a position) it misses the FFO values by less (#40-#49
     * 24 discs summed over the ten against 38, #50-#59 22 against 40), so the null-window passes start
     * nearer the value and fewer of them run: FFO #40-#44 76,895,266 instead of 90,919,508 nodes,
     * #45-#49 611,619,191 instead of 624,357,575 (docs/history/benchmarks-2026-12-03.md). A depth-10
     * full-width search was dropped for costing #45-#49 nodes.
     */
    public static int guess(PatternWeights weights, ObfPosition p) {
        if (weights == null) {
            return 0;
        }
        Board8 board = Boards.board8(weights.variant());
        board.setBitboards(p.black(), p.white(), p.blackToMove() ? 0 : 1, 32, 32);
        weights.useOn(board);
        AlphaBetaSearcher search = AlphaBetaSearcher.forGame(board, new AlphaBetaSearcher.Config(1, 40, false),
                Clock.SYSTEM);
        search.setProbCut(weights.alphaBetaProbCut(board, ProbCutTable.PROBCUT_T));
        int depth = Math.max(1, Math.min(GUESS_DEPTH, p.empties() - 7));
        SearchResult r = search.search(board, SearchLimits.depth(depth), SearchListener.NONE);
        int discs = Math.round(PatternWeights.discs(r.score()));
        return discs - (discs & 1);
    }

    /**
     * Depth of the first-guess search (ProbCut): of 10 to 14, 13 solved FFO #40-#44 and #45-#49 in the
     * fewest nodes (12 misses the values as little but cost #45-#49 nodes; 14 takes twice the time).
     * Empties - 7 below: 40 random-game positions of 16 empties took 418 ms against 388 ms with the
     * depth-8 search before (empties - 5: 511 ms), of 18 empties 2,512 against 2,492 ms (2,827 ms).
     */
    private static final int GUESS_DEPTH = 13;

    /** CPU time of this thread (the solve's own work, whatever else runs on the machine), or 0. */
    private static long threadCpuNanos() {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        return bean.isCurrentThreadCpuTimeSupported() ? bean.getCurrentThreadCpuTime() : 0;
    }
}
