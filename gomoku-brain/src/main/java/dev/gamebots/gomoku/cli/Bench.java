package dev.gamebots.gomoku.cli;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.eval.ShippedModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.SearchSettings;
import dev.gamebots.core.SearchControl;
import java.io.PrintStream;
import java.util.List;

/**
 * The deterministic benchmark: fixed positions, each searched to a fixed depth from a fresh searcher
 * with a fixed table on one thread. The total node count is the search's regression signature (it
 * changes exactly when the search does); nodes per second is the speed.
 */
public final class Bench {

    public static final int DEFAULT_DEPTH = 14;
    public static final int DEFAULT_TABLE_MB = 16;

    /** A bench position: board size, Gomocup rule, moves in "pos" notation (black first). */
    public record Position(String name, int size, int rule, String moves) {
    }

    /**
     * Rapfi's bench positions (command/benchmark.cpp) and two c-gomoku-cli freestyle openings
     * (opening_examples), as recorded in the project's gomoku data.
     */
    public static final List<Position> POSITIONS = List.of(
            new Position("rapfi_bench_1", 15, 0, "h8g7f6g8g9"),
            new Position("rapfi_bench_2", 15, 0, "h2h5h4f6"),
            new Position("rapfi_bench_3", 20, 0, "e2f2h3g3g6h5f9"),
            new Position("rapfi_bench_4", 20, 0, "f5e3b7h5g3g4i6e4h4d4f2i5f4f6e5d6d7e7f8"),
            new Position("rapfi_bench_5", 15, 1, "h8h7j6i7f7"),
            new Position("rapfi_bench_8", 15, 4, "h8i9j10i8i7g9"),
            new Position("cgc_opening_1", 20, 0, "d3e5f6d7"),
            new Position("cgc_opening_2", 20, 0, "k10j10i9j9m7"));

    /**
     * Totals of a run: wall time, and the bench thread's CPU time (steadier on a shared machine,
     * where the thread may wait for a core).
     */
    public record Report(long nodes, long millis, long cpuMillis, long[] expanded) {
        public long nodesPerSecond() {
            return millis > 0 ? nodes * 1000 / millis : 0;
        }

        public long nodesPerCpuSecond() {
            return cpuMillis > 0 ? nodes * 1000 / cpuMillis : 0;
        }
    }

    private final int depth;
    private final int tableMb;
    private final SearchSettings settings;
    private final PatternModel model;

    public Bench(int depth, int tableMb) {
        this(depth, tableMb, SearchSettings.defaults(), ShippedModel.get());
    }

    /** A bench of another search configuration or evaluation (its signature is not the brain's). */
    public Bench(int depth, int tableMb, SearchSettings settings, PatternModel model) {
        this.depth = depth;
        this.tableMb = tableMb;
        this.settings = settings;
        this.model = model;
    }

    /** Builds the board of a bench position. */
    public static Board board(Position p) {
        Board b = new Board(p.size(), p.size(), Rule.fromGomocup(p.rule()));
        List<int[]> moves = ShowCommand.parseMoves(p.moves());
        for (int i = 0; i < moves.size(); i++) {
            b.place(b.index(moves.get(i)[0], moves.get(i)[1]), Stones.colorOfMove(i));
        }
        b.setSideToMove(Stones.colorOfMove(moves.size()));
        return b;
    }

    /** Runs every position; prints one line each to {@code out} (may be null). */
    public Report run(PrintStream out) {
        long nodes = 0;
        long nanos = 0;
        long[] expanded = new long[4];
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpu0 = threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : 0;
        for (Position p : POSITIONS) {
            Board b = board(p);
            SearchControl control = new SearchControl(Clock.SYSTEM, GomokuSearcher.POLL_INTERVAL);
            GomokuSearcher s = new GomokuSearcher(b, new TranspositionTable(tableMb), control, settings.forRule(b.rule()), model);
            control.begin(SearchControl.NEVER);
            long t0 = System.nanoTime();
            SearchResult r = s.search(SearchLimits.depth(depth), SearchListener.NONE);
            long t = System.nanoTime() - t0;
            nodes += r.nodes();
            nanos += t;
            long[] e = s.expandedNodes();
            for (int k = 0; k < expanded.length; k++) {
                expanded[k] += e[k];
            }
            if (out != null) {
                out.printf("%-14s move %2d,%-2d depth %2d nodes %10d  %s%n", p.name(), b.x(r.bestMove()),
                        b.y(r.bestMove()), r.depth(), r.nodes(), s.lastReason());
            }
        }
        long cpu = threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() - cpu0 : 0;
        return new Report(nodes, nanos / 1_000_000L, cpu / 1_000_000L, expanded);
    }
}
