package dev.gamebots.gomoku.cli;

import dev.gamebots.gomoku.train.GameRecord;
import dev.gamebots.gomoku.train.SgfGames;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code import-sgf}: the games of match managers' SGF files (c-gomoku-cli's {@code -sgf}) as a file
 * of training records ({@link GameRecord} without search scores: trained on their results).
 */
@Command(name = "import-sgf", mixinStandardHelpOptions = true,
        description = "Turn the games of SGF files (c-gomoku-cli -sgf) into training records; games whose result is not the board's are skipped.")
final class ImportSgfCommand implements Callable<Integer> {

    @ParentCommand
    GomokuCli parent;

    @Parameters(paramLabel = "SGF", description = "SGF files, read in the order given.")
    List<Path> files;

    @Option(names = "--out", required = true, description = "Record file to write (replaced).")
    Path out;

    @Override
    public Integer call() throws IOException {
        int kept = 0;
        int skipped = 0;
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (Path f : files) {
                SgfGames.Result r = SgfGames.parse(Files.readString(f, StandardCharsets.ISO_8859_1));
                for (GameRecord g : r.games()) {
                    w.write(g.format());
                    w.write('\n');
                }
                kept += r.games().size();
                skipped += r.skipped();
                parent.err.printf("import-sgf: %s: %d games kept, %d skipped%s%n", f, r.games().size(), r.skipped(),
                        r.firstSkipReason() == null ? "" : " (first: " + r.firstSkipReason() + ")");
            }
        }
        parent.err.printf("import-sgf: %d games into %s, %d skipped%n", kept, out, skipped);
        return 0;
    }
}
