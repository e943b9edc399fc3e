package dev.gamebots.gomoku.cli;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.SearchConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code wins}: searches positions with a known forced win for the side to move within a node
 * budget each (fresh table, no clock, so the count does not depend on the machine) and counts the
 * wins the search proves: the measure of how well the search finds long threat sequences.
 */
@Command(name = "wins", mixinStandardHelpOptions = true,
        description = "Counts the forced wins the search proves within a node budget (freestyle positions, one a line).")
final class WinsCommand implements Callable<Integer> {

    @ParentCommand
    GomokuCli parent;

    @Parameters(paramLabel = "FILE", description = "Positions: name, label, then moves such as Bkk Wlk (colour, x and y as letters from a); # comments.")
    Path file;

    @Option(names = "--nodes", description = "Node budget per position (default ${DEFAULT-VALUE}).")
    long nodes = 1_000_000;

    @Option(names = "--size", description = "Board size (default ${DEFAULT-VALUE}).")
    int size = 20;

    @Option(names = "--table-mb", description = "Transposition table size in MB (default ${DEFAULT-VALUE}).")
    int tableMb = 64;

    @Option(names = "--search-config", paramLabel = "K=V,...", description = "Search settings instead of the brain's.")
    String searchConfig;

    @Mixin
    EvalOptions eval;

    @Override
    public Integer call() throws IOException {
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            parent.err.println("--size must be " + Board.MIN_SIZE + ".." + Board.MAX_SIZE);
            return 2;
        }
        SearchConfig config = SearchConfig.defaults().with(searchConfig);
        PatternModel model = eval.model();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int found = 0;
        int total = 0;
        long searched = 0;
        for (String line : lines) {
            String[] f = line.strip().split("\\s+");
            if (line.isBlank() || f[0].startsWith("#") || f.length < 3) {
                continue;
            }
            Board b = new Board(size, size, Rule.FREESTYLE);
            if (!play(b, f)) {
                parent.err.println("skipped (bad moves): " + f[0]);
                continue;
            }
            SearchControl control = new SearchControl(Clock.SYSTEM);
            GomokuSearcher s = new GomokuSearcher(b, new TranspositionTable(tableMb), control, config, model);
            control.begin(SearchControl.NEVER);
            SearchResult r = s.search(SearchLimits.depth(SearchLimits.DEFAULT_MAX_DEPTH).withMaxNodes(nodes),
                    SearchListener.NONE);
            boolean win = Score.isDecisive(r.score()) && r.score() > 0;
            total++;
            found += win ? 1 : 0;
            searched += r.nodes();
            parent.out.printf("%-28s %-6s %-4s depth %3d score %-12s nodes %d%n", f[0], f[1], win ? "WIN" : "-",
                    r.depth(), Score.format(r.score()), r.nodes());
        }
        parent.out.printf("Proved %d of %d (%d nodes in all)%n", found, total, searched);
        return 0;
    }

    /** Plays the moves of a position line (fields 2..); false when one is off the board, taken or out of turn. */
    private static boolean play(Board b, String[] f) {
        for (int i = 2; i < f.length; i++) {
            String m = f[i];
            if (m.length() != 3) {
                return false;
            }
            int colour = m.charAt(0) == 'B' ? Stones.BLACK : m.charAt(0) == 'W' ? Stones.WHITE : Stones.EMPTY;
            int x = m.charAt(1) - 'a';
            int y = m.charAt(2) - 'a';
            if (colour != b.sideToMove() || !b.onBoard(x, y) || !b.isEmpty(b.index(x, y)) || b.winner() != 0) {
                return false;
            }
            b.makeMove(b.index(x, y));
        }
        return true;
    }
}
