package dev.gamebots.mancala.cli;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.Clock;
import dev.gamebots.mancala.book.OpeningBook;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.solver.DatabaseCache;
import dev.gamebots.mancala.solver.EndgameDatabase;
import dev.gamebots.mancala.solver.Solver;
import dev.gamebots.core.BoundTable;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code book}: builds the opening book of Kalah(6,4) with the project's own solver.
 *
 * <p>For each side the bot may play, it walks the bot's solution tree from the start: where the bot
 * is to move it plays one best move, where the opponent is to move it tries every move. A position
 * where the bot is to move is first given to the bot's own move-time search (a fresh table, the
 * endgame database, at most {@code --easy-nodes} nodes): if that proves the value, the bot will
 * solve it in play and the walk stops there. Otherwise the position is solved exactly with a large
 * shared table, written to the book, and the walk goes on below its best move.
 */
@Command(name = "book", mixinStandardHelpOptions = true,
        description = "Builds the opening book of Kalah(6,4) (exact values of the positions the bot cannot solve in time).")
public final class BookCommand implements Callable<Integer> {

    @Option(names = "--out", required = true, description = "book file to write")
    Path outFile;

    @Option(names = "--table-mb", defaultValue = "2048", description = "shared solver table in MB, at most 1024 are used (default: ${DEFAULT-VALUE})")
    int tableMegabytes;

    @Option(names = "--database-seeds", defaultValue = "16",
            description = "endgame database used for solving and for the easiness test; must match the bot's (default: ${DEFAULT-VALUE})")
    int databaseSeeds;

    @Option(names = "--easy-nodes", defaultValue = "1000000",
            description = "a position the bot's own search solves within this many nodes is left out (default: ${DEFAULT-VALUE})")
    long easyNodes;

    @Option(names = "--easy-table-mb", defaultValue = "64", description = "table of the easiness test in MB (default: ${DEFAULT-VALUE})")
    int easyTableMegabytes;

    @Option(names = "--max-positions", defaultValue = "100000", description = "stop after this many book positions")
    int maxPositions;

    @Option(names = "--after", split = ",", paramLabel = "HOLE",
            description = "walk only the tree below the position after these moves (holes 1..6 from the start,"
                    + " comma-separated), for the side to move there; e.g. --after 4 --max-positions 1")
    List<Integer> after = new ArrayList<>();

    @Option(names = "--resume", description = "reuse the positions already solved in <out>.partial (left by an interrupted run)")
    boolean resume;

    private final PrintStream out;
    private Solver exact;
    private Solver trial;
    private BoundTable trialTable;
    private final Set<String> visited = new HashSet<>();
    private final List<String> lines = new ArrayList<>();
    /** Positions solved by an earlier, interrupted run: key -> book line. */
    private final java.util.Map<String, String> earlier = new java.util.HashMap<>();
    private PrintWriter partial;
    private long solveNodes;
    private long startNanos;

    public BookCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() throws IOException {
        startNanos = System.nanoTime();
        Path partialFile = Path.of(outFile + ".partial");
        if (resume && Files.isRegularFile(partialFile)) {
            for (String line : Files.readAllLines(partialFile, StandardCharsets.US_ASCII)) {
                String[] f = line.trim().split("\\s+");
                if (f.length == 14) {
                    earlier.put(String.join(" ", java.util.Arrays.copyOf(f, 12)), line.trim());
                }
            }
            out.println("resuming with " + earlier.size() + " positions solved before");
        }
        partial = new PrintWriter(Files.newBufferedWriter(partialFile, StandardCharsets.US_ASCII));
        EndgameDatabase db = databaseSeeds > 0 ? DatabaseCache.inTempFolder().loadOrBuild(6, databaseSeeds) : null;
        exact = new Solver(6, BoundTable.ofMegabytes(tableMegabytes), db, Clock.SYSTEM);
        trialTable = BoundTable.ofMegabytes(easyTableMegabytes);
        trial = new Solver(6, trialTable, db, Clock.SYSTEM);
        if (after.isEmpty()) {
            for (int botSide = 0; botSide < 2; botSide++) {
                walk(new Kalah(6, 4), botSide);
            }
        } else {
            Kalah start = new Kalah(6, 4);
            for (int hole : after) {
                if (start.isTerminal() || hole < 1 || hole > 6 || !start.isLegal(hole - 1)) {
                    out.println("--after: hole " + hole + " cannot be played in\n" + start.render());
                    partial.close();
                    return 2;
                }
                start.makeMove(hole - 1);
            }
            walk(start, start.sideToMove());
        }
        partial.close();
        write();
        Files.deleteIfExists(partialFile);
        out.printf("book: %d positions, %d solver nodes, %d s%n", lines.size(), solveNodes,
                (System.nanoTime() - startNanos) / 1_000_000_000L);
        return 0;
    }

    private void walk(Kalah g, int botSide) {
        if (g.isTerminal() || lines.size() >= maxPositions) {
            return;
        }
        if (g.sideToMove() != botSide) {
            int[] moves = new int[6];
            int count = g.generateMoves(moves, 0);
            for (int i = 0; i < count; i++) {
                g.makeMove(moves[i]);
                walk(g, botSide);
                g.unmakeMove();
            }
            return;
        }
        String key = OpeningBook.key(g);
        if (!visited.add(key)) {
            return; // reached before by another order of moves: its subtree is done
        }
        int[] moves = new int[6];
        if (g.generateMoves(moves, 0) == 1) {
            g.makeMove(moves[0]);
            walk(g, botSide);
            g.unmakeMove();
            return;
        }
        String known = earlier.get(OpeningBook.holesText(g));
        if (known != null) {
            String[] f = known.split("\\s+");
            record(known);
            g.makeMove(Integer.parseInt(f[12]) - 1);
            walk(g, botSide);
            g.unmakeMove();
            return;
        }
        trialTable.clear();
        SearchResult quick = trial.solveExact(g, 0, SearchLimits.nodes(easyNodes));
        if (quick.exact()) {
            return;
        }
        SearchResult r = exact.solveExact(g, quick.bestMove() >= 0 ? quick.score() : 0);
        solveNodes += r.nodes();
        record(OpeningBook.line(g, r.bestMove(), r.score()));
        out.printf("%5d  ply %2d  seeds %2d  bot %d  %s  value %+d  nodes %d  %d ms  (total %d s)%n", lines.size(),
                g.plyCount(), g.seedsInHoles(), botSide + 1, OpeningBook.line(g, r.bestMove(), r.score()), r.score(),
                r.nodes(), r.elapsedNanos() / 1_000_000, (System.nanoTime() - startNanos) / 1_000_000_000L);
        out.flush();
        g.makeMove(r.bestMove());
        walk(g, botSide);
        g.unmakeMove();
    }

    private void record(String line) {
        lines.add(line);
        partial.println(line);
        partial.flush();
    }

    private void write() throws IOException {
        Path parent = outFile.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(outFile, StandardCharsets.US_ASCII))) {
            w.println("# Kalah(6,4) opening book: exact values of the positions the bot cannot solve within its move time.");
            w.println("# Built by: java -jar mancala-bot/target/mancala-bot.jar book --out <file> --table-mb " + tableMegabytes
                    + " --database-seeds " + databaseSeeds + " --easy-nodes " + easyNodes + " --easy-table-mb "
                    + easyTableMegabytes + (after.isEmpty() ? "" : " --after " + after.toString().replaceAll("[\\[\\] ]", ""))
                    + " --max-positions " + maxPositions);
            w.println("# Line: mover's holes 1..6, opponent's holes 1..6, best move (hole 1..6), exact future gain for the mover.");
            w.println("# " + lines.size() + " positions, " + solveNodes + " solver nodes.");
            for (String line : lines) {
                w.println(line);
            }
        }
    }
}
