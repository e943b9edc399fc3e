package dev.gamebots.gomoku.cli;

import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.train.GameRecord;
import dev.gamebots.gomoku.search.SearchSettings;
import dev.gamebots.gomoku.train.SelfPlay;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code selfplay}: training games appended to a file, one line each ({@link GameRecord}). A game
 * depends only on its index and the options, so running the same command again resumes after the
 * last complete line (a cut last line is dropped first), and two runs with disjoint index ranges
 * ({@code --first}) can share the work between processes.
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = "Play training games against itself at a fixed node budget and append them to a file.")
final class SelfPlayCommand implements Callable<Integer> {

    @ParentCommand
    GomokuCli parent;

    @Option(names = "--out", required = true, description = "File to append the games to (resumed if it exists).")
    Path out;

    @Option(names = "--games", description = "Games in the file when done (default ${DEFAULT-VALUE}).")
    int games = 1000;

    @Option(names = "--first", description = "Index of the file's first game (default ${DEFAULT-VALUE}).")
    int first = 0;

    @Option(names = "--nodes", description = "Search nodes per move (default ${DEFAULT-VALUE}).")
    long nodes = 20_000;

    @Option(names = "--rule", description = "Gomocup rule mask (default ${DEFAULT-VALUE}).")
    int rule = 0;

    @Option(names = "--size", description = "Board size (default ${DEFAULT-VALUE}).")
    int size = 20;

    @Option(names = "--seed", description = "Seed of the openings (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--table-mb", description = "Transposition table per game in MB (default ${DEFAULT-VALUE}).")
    int tableMb = 16;

    @Option(names = "--eval-file", paramLabel = "FILE", description = "Pattern-code tables to play with (default: the hand-set values).")
    Path evalFile;

    @Option(names = "--search-config", paramLabel = "K=V,...",
            description = "Search settings to play with instead of the brain's (part of what the file's games are a function of).")
    String searchConfig;

    @Override
    public Integer call() throws IOException {
        PatternModel model = evalFile == null ? null : PatternModel.read(evalFile);
        Rule gameRule = Rule.fromGomocup(rule);
        SelfPlay play = new SelfPlay(gameRule, size, nodes, seed, model, tableMb,
                new SearchSettings(searchConfig).forRule(gameRule));
        int done = completeLines(out);
        long start = System.nanoTime();
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            for (int i = first + done; i < first + games; i++) {
                GameRecord g = play.play(i);
                w.write(g.format());
                w.write('\n');
                w.flush();
                done++;
                if (done % 10 == 0) {
                    parent.err.printf("selfplay: %d/%d games, %.1f s%n", done, games, (System.nanoTime() - start) / 1e9);
                }
            }
        }
        parent.err.printf("selfplay: %d games in %s%n", done, out);
        return 0;
    }

    /** Number of complete lines in {@code file}; a last line without its end is cut off. */
    static int completeLines(Path file) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        int lines = 0;
        long lastEnd = 0;
        long pos = 0;
        try (var in = new java.io.BufferedInputStream(Files.newInputStream(file))) {
            int c;
            while ((c = in.read()) >= 0) {
                pos++;
                if (c == '\n') {
                    lines++;
                    lastEnd = pos;
                }
            }
        }
        if (lastEnd < pos) {
            try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
                f.setLength(lastEnd);
            }
        }
        return lines;
    }
}
