package dev.gamebots.othello.endgame;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternEvaluation10;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A measuring tool, not part of the engine: the grand endgame solves of a fixed set of positions
 * (docs/othello.md, "Endgame solver"), before and after a change of {@link EndgameSolver10}.
 * {@code positions} writes grand positions at the given empties from games of a depth-3 search after
 * eight random moves (one line each: 100 squares {@code X}/{@code O}/{@code -} row by row from a1,
 * the side to move, discs placed by black and white); {@code solve FILE} solves each as the engine
 * does (a fresh 2^20-entry table, win/draw/loss, then the exact score from its sign) after solving
 * the first three once to warm up, and prints each score, nodes and this thread's CPU time, then the
 * sums by empties. {@code src/test/resources/othello/grand14-20.txt} holds the set of
 * {@code positions --seed 42 --count 10 14 16 18 20}. Run from the repository root after
 * {@code ./mvnw -pl othello-adapter -am verify}:
 * {@code java -cp othello-adapter/target/othello-adapter.jar:othello-adapter/target/test-classes
 * dev.gamebots.othello.endgame.GrandSolveTool solve othello-adapter/src/test/resources/othello/grand14-20.txt}.
 */
@Command(name = "grand-solve-tool", subcommands = {GrandSolveTool.Positions.class, GrandSolveTool.Solve.class})
public final class GrandSolveTool {

    public static void main(String[] args) {
        System.exit(new CommandLine(new GrandSolveTool()).execute(args));
    }

    @Command(name = "positions", description = "Grand positions at the given empties from search games.")
    static final class Positions implements Callable<Integer> {

        @Option(names = "--seed", defaultValue = "42")
        long seed;

        @Option(names = "--count", defaultValue = "10", description = "Positions per number of empties.")
        int count;

        @Parameters(paramLabel = "EMPTIES")
        List<Integer> empties;

        @Override
        public Integer call() {
            SplittableRandom random = new SplittableRandom(seed);
            int[] buf = new int[128];
            for (int target : empties) {
                int made = 0;
                while (made < count) {
                    Board10 board = Boards.board10(Variant.GRAND);
                    AlphaBetaSearcher search = AlphaBetaSearcher.forGame(board,
                            new AlphaBetaSearcher.Config(4, 40, false), Clock.SYSTEM);
                    for (int ply = 0; !board.isTerminal() && board.empties() > target; ply++) {
                        int n = board.generateMoves(buf, 0);
                        board.makeMove(ply < 8 || n == 1 ? buf[random.nextInt(n)]
                                : search.search(board, SearchLimits.depth(3), SearchListener.NONE).bestMove());
                    }
                    int n = board.generateMoves(buf, 0);
                    if (board.isTerminal() || board.empties() != target || (n == 1 && buf[0] == board.passMove())) {
                        continue;
                    }
                    StringBuilder line = new StringBuilder();
                    for (int sq = 0; sq < 100; sq++) {
                        int c = board.cell(sq);
                        line.append(c == OthelloBoard.BLACK ? 'X' : c == OthelloBoard.WHITE ? 'O' : '-');
                    }
                    System.out.println(line + " " + (board.sideToMove() == 0 ? 'X' : 'O') + " "
                            + board.placed(OthelloBoard.BLACK) + " " + board.placed(OthelloBoard.WHITE));
                    made++;
                }
            }
            return 0;
        }
    }

    @Command(name = "solve", description = "Solve each position of FILE; nodes and CPU time.")
    static final class Solve implements Callable<Integer> {

        @Parameters(paramLabel = "FILE")
        File file;

        @Option(names = "--trained", description = "Order with grand's trained evaluation (as the engine does once it has it).")
        boolean trained;

        @Override
        public Integer call() throws IOException {
            List<String> lines = Files.readAllLines(file.toPath());
            EndgameSolver10 solver = new EndgameSolver10(20, Clock.SYSTEM);
            if (trained) {
                PatternWeights weights = PatternWeights.load(Variant.GRAND);
                weights.expandAll();
                solver.setOrderingEvaluator(new PatternEvaluation10(weights));
            }
            for (int i = 0; i < Math.min(3, lines.size()); i++) {
                solve(solver, lines.get(i)); // warm-up
            }
            ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
            Map<Integer, long[]> byEmpties = new TreeMap<>();
            for (int i = 0; i < lines.size(); i++) {
                long start = cpu.getCurrentThreadCpuTime();
                SearchResult[] r = solve(solver, lines.get(i));
                long ms = (cpu.getCurrentThreadCpuTime() - start) / 1_000_000;
                long nodes = r[0].nodes() + r[1].nodes();
                int empties = r[1].depth();
                System.out.println((i + 1) + " " + empties + " " + r[1].score() + " nodes=" + nodes + " cpu_ms=" + ms);
                long[] sum = byEmpties.computeIfAbsent(empties, e -> new long[3]);
                sum[0]++;
                sum[1] += nodes;
                sum[2] += ms;
            }
            long nodes = 0;
            long ms = 0;
            for (Map.Entry<Integer, long[]> e : byEmpties.entrySet()) {
                long[] s = e.getValue();
                System.out.println("empties " + e.getKey() + ": " + s[0] + " positions, nodes=" + s[1] + " cpu_ms=" + s[2]);
                nodes += s[1];
                ms += s[2];
            }
            System.out.println("total nodes=" + nodes + " cpu_ms=" + ms);
            return 0;
        }

        /** Win/draw/loss, then the exact score from its sign, with a fresh table. */
        private static SearchResult[] solve(EndgameSolver10 solver, String line) {
            String[] f = line.trim().split(" ");
            int[] cells = new int[100];
            for (int sq = 0; sq < 100; sq++) {
                char c = f[0].charAt(sq);
                cells[sq] = c == 'X' ? OthelloBoard.BLACK : c == 'O' ? OthelloBoard.WHITE : OthelloBoard.EMPTY;
            }
            Board10 board = Boards.board10(Variant.GRAND);
            board.setPosition(cells, f[1].equals("X") ? OthelloBoard.BLACK : OthelloBoard.WHITE,
                    Integer.parseInt(f[2]), Integer.parseInt(f[3]));
            solver.clear();
            SearchResult wld = solver.solve(board, -1, 1, SearchLimits.infinite());
            SearchResult exact = solver.solveExact(board, Integer.signum(wld.score()), SearchLimits.infinite());
            return new SearchResult[] {wld, exact};
        }
    }
}
