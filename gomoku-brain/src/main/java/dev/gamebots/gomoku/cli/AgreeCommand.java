package dev.gamebots.gomoku.cli;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.SearchSettings;
import dev.gamebots.gomoku.train.GameFiles;
import dev.gamebots.gomoku.train.GameRecord;
import dev.gamebots.gomoku.train.PatternTrainer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agree}: how often the search, at a fixed node budget, plays the move that was played in
 * recorded games (a stronger player's: Rapfi's games of {@code data/gomoku/peer}). A screen for
 * candidate tables before their SPRT: the loss of a fit on game results stopped predicting strength
 * (Rapfi's own tables, the stronger ones in our search, have a higher loss on Rapfi's games than
 * ours), while the share of a strong player's moves found ranks the hand-set values, our tables and
 * Rapfi's tables in the order of their strength. The peer's moves only measure here; nothing is
 * trained on them.
 *
 * <p>No clock (a node budget and a fresh table per position), so the figure is the same on any
 * machine. By default only the games {@code train} holds out are read (index 9 mod 10 in the files
 * as given), so that tables fitted on the same files are measured on games they were not fitted on.
 */
@Command(name = "agree", mixinStandardHelpOptions = true,
        description = "Share of recorded moves the search plays at a node budget (a screen for candidate tables).")
final class AgreeCommand implements Callable<Integer> {

    @ParentCommand
    GomokuCli parent;

    @Parameters(paramLabel = "GAMES", description = "Game files (records; .gz too) or folders of them, in the order given.")
    List<Path> files;

    @Option(names = "--nodes", description = "Node budget per position (default ${DEFAULT-VALUE}).")
    long nodes = 20_000;

    @Option(names = "--every", description = "Only every K-th position after the openings (default ${DEFAULT-VALUE}).")
    int every = 1;

    @Option(names = "--all-games", description = "Every game, not only those train holds out.")
    boolean allGames;

    @Option(names = "--table-mb", description = "Transposition table size in MB (default ${DEFAULT-VALUE}).")
    int tableMb = 16;

    @Option(names = "--search-config", paramLabel = "K=V,...", description = "Search settings instead of the brain's.")
    String searchConfig;

    @Mixin
    EvalOptions eval;

    @Override
    public Integer call() throws IOException {
        if (nodes < 1 || every < 1 || tableMb < 1) {
            parent.err.println("--nodes, --every and --table-mb must be positive");
            return 2;
        }
        SearchSettings settings = new SearchSettings(searchConfig);
        PatternModel model = eval.model();
        List<GameRecord> games = GameFiles.readAll(files, Integer.MAX_VALUE);
        TranspositionTable table = new TranspositionTable(tableMb);
        int positions = 0;
        int agreed = 0;
        long searched = 0;
        int counter = 0;
        for (int gi = 0; gi < games.size(); gi++) {
            if (!allGames && gi % PatternTrainer.HELD_OUT_EVERY != PatternTrainer.HELD_OUT_EVERY - 1) {
                continue;
            }
            GameRecord g = games.get(gi);
            Board b = new Board(g.size(), g.size(), Rule.fromGomocup(g.rule()));
            for (int t = 0; t < g.plies() && b.winner() == 0; t++) {
                if (!b.onBoard(g.xs()[t], g.ys()[t]) || !b.isEmpty(b.index(g.xs()[t], g.ys()[t]))) {
                    parent.err.printf("agree: game %d: move %d is off the board or taken; the rest of the game skipped%n",
                            gi + 1, t + 1);
                    break;
                }
                int played = b.index(g.xs()[t], g.ys()[t]);
                if (t >= g.opening() && counter++ % every == 0) {
                    table.clear();
                    SearchControl control = new SearchControl(Clock.SYSTEM);
                    GomokuSearcher searcher = new GomokuSearcher(b, table, control, settings.forRule(b.rule()), model);
                    control.begin(SearchControl.NEVER);
                    SearchResult r = searcher.search(SearchLimits.depth(SearchLimits.DEFAULT_MAX_DEPTH).withMaxNodes(nodes),
                            SearchListener.NONE);
                    positions++;
                    agreed += r.bestMove() == played ? 1 : 0;
                    searched += r.nodes();
                }
                b.makeMove(played);
            }
        }
        parent.out.printf("Agreed %d of %d (%.2f%%; %d nodes in all)%n", agreed, positions,
                positions == 0 ? 0.0 : 100.0 * agreed / positions, searched);
        return 0;
    }
}
