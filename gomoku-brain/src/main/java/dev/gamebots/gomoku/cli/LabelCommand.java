package dev.gamebots.gomoku.cli;

import dev.gamebots.gomoku.search.SearchSettings;
import dev.gamebots.gomoku.train.GameFiles;
import dev.gamebots.gomoku.train.GameRecord;
import dev.gamebots.gomoku.train.SearchLabels;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code label}: game records (a peer's imported games, or our own) with every position after the
 * opening scored by our own search ({@link SearchLabels}), appended to a file one game a line in the
 * order read. A label depends only on the game and the options, so the same command resumes after
 * the last complete line (a cut last line is dropped first). A game that cannot be replayed is
 * written as it was read (without scores: trained on its result alone) and named on stderr, so that
 * line N of the output is always game N of the input.
 */
@Command(name = "label", mixinStandardHelpOptions = true,
        description = "Score every position of recorded games with our own search (labels for train), appending to a file.")
final class LabelCommand implements Callable<Integer> {

    @ParentCommand
    GomokuCli parent;

    @Parameters(paramLabel = "FILE", description = "Game files (.txt or .txt.gz, as selfplay and import-sgf write them) or folders of them.")
    List<Path> files;

    @Option(names = "--out", required = true, description = "File to append the labelled games to (resumed if it exists).")
    Path out;

    @Option(names = "--nodes", description = "Search nodes per position (default ${DEFAULT-VALUE}: five times self-play's).")
    long nodes = 100_000;

    @Option(names = "--games", description = "Label at most this many games of the files (default: all).")
    int games = Integer.MAX_VALUE;

    @Option(names = "--table-mb", description = "Transposition table per game in MB (default ${DEFAULT-VALUE}).")
    int tableMb = 16;

    @Option(names = "--search-config", paramLabel = "K=V,...", description = "Search settings instead of the brain's.")
    String searchConfig;

    @Mixin
    EvalOptions eval;

    @Override
    public Integer call() throws IOException {
        if (nodes < 1 || games < 0 || tableMb < 1) {
            parent.err.println("label: --nodes and --table-mb must be positive, --games at least 0");
            return 2;
        }
        SearchLabels labels = new SearchLabels(nodes, eval.model(), tableMb, new SearchSettings(searchConfig));
        List<GameRecord> input = GameFiles.readAll(files, games);
        int done = SelfPlayCommand.completeLines(out);
        long start = System.nanoTime();
        int labelled = 0;
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            for (int i = done; i < input.size(); i++) {
                GameRecord g = input.get(i);
                GameRecord written;
                try {
                    written = labels.label(g);
                } catch (IllegalArgumentException e) {
                    parent.err.printf("label: game %d kept without scores: %s%n", i + 1, e.getMessage());
                    written = g;
                }
                w.write(written.format());
                w.write('\n');
                w.flush();
                labelled++;
                if (labelled % 10 == 0) {
                    parent.err.printf("label: %d/%d games, %.1f s%n", i + 1, input.size(), (System.nanoTime() - start) / 1e9);
                }
            }
        }
        parent.err.printf("label: %d games in %s (%d labelled now)%n", Math.max(done, input.size()), out, labelled);
        return 0;
    }
}
