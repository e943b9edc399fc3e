package dev.gamebots.othello.cli;

import dev.gamebots.othello.book.BookBuilder;
import dev.gamebots.othello.book.BookLine;
import dev.gamebots.othello.book.OpeningBook;
import dev.gamebots.othello.book.SearchedPosition;
import dev.gamebots.othello.session.BookSearch;
import dev.gamebots.othello.session.Engine;
import dev.gamebots.othello.train.BookPositions;
import dev.gamebots.othello.train.WthorGame;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * The std opening book's three steps (docs/othello-training.md, "The opening book"): the positions
 * to hold, from WTHOR; our search of each, resumable (the committed data); the book file from those
 * searches, by minimax.
 */
@Command(name = "book", mixinStandardHelpOptions = true,
        description = "The std opening book: positions (from WTHOR), search (resumable), build (the book file).",
        subcommands = {BookCommand.Positions.class, BookCommand.Search.class, BookCommand.Build.class})
public final class BookCommand implements Callable<Integer> {

    @ParentCommand
    Launcher main;

    @Override
    public Integer call() {
        main.out().println("book: give a step: positions, search or build (--help)");
        return 2;
    }

    /** The positions of WTHOR's openings reached by enough games, one line each: moves and games. */
    @Command(name = "positions", mixinStandardHelpOptions = true,
            description = "Positions of WTHOR's first plies reached by at least --min-games games (any orientation),"
                    + " one per line: the line of moves from the start and the number of games.")
    static final class Positions implements Callable<Integer> {

        @ParentCommand
        BookCommand book;

        @Parameters(paramLabel = "FOLDER", description = "Folder of the WTH_*.wtb files (the WTHOR archive).")
        Path folder;

        @Option(names = "--max-ply", defaultValue = "20", description = "Deepest ply (default: ${DEFAULT-VALUE}).")
        int maxPly;

        @Option(names = "--min-games", defaultValue = "20", description = "Fewest games (default: ${DEFAULT-VALUE}).")
        int minGames;

        @Option(names = "--out", required = true, description = "The positions file to write.")
        Path out;

        @Override
        public Integer call() throws IOException {
            List<WthorGame> games = dev.gamebots.othello.train.Wthor.readFolder(folder);
            List<BookPositions.Counted> positions = BookPositions.of(games, maxPly, minGames);
            List<String> lines = new ArrayList<>();
            for (BookPositions.Counted c : positions) {
                lines.add(c.line().text() + " " + c.games());
            }
            Files.write(out, lines, StandardCharsets.UTF_8);
            book.main.out().printf(Locale.ROOT, "%d positions of %d games (plies 0-%d, at least %d games) in %s%n",
                    positions.size(), games.size(), maxPly, minGames, out);
            return 0;
        }
    }

    /** Our search of each position, appended line by line; a run that stops goes on where its file ends. */
    @Command(name = "search", mixinStandardHelpOptions = true,
            description = "Searches each position of a positions file to a fixed depth (the engine's own search, a fresh"
                    + " table each) and appends 'line move value depth nodes' to --out; resumes where --out ends.")
    static final class Search implements Callable<Integer> {

        @ParentCommand
        BookCommand book;

        @Option(names = "--positions", required = true, description = "A positions file (book positions).")
        Path positions;

        @Option(names = "--depth", defaultValue = "18", description = "Search depth (default: ${DEFAULT-VALUE}).")
        int depth;

        @Option(names = "--count", defaultValue = "0", description = "Stop after this many positions of the file (0: all).")
        int count;

        @Option(names = "--table-mb", defaultValue = "64", description = "Search table (default: ${DEFAULT-VALUE} MB).")
        int tableMb;

        @Option(names = "--out", required = true, description = "The searched-positions file (appended to).")
        Path out;

        @Override
        public Integer call() throws IOException {
            PrintStream say = book.main.out();
            List<String> wanted = new ArrayList<>();
            for (String line : dataLines(positions)) {
                wanted.add(line.strip().split("\\s+")[0]);
            }
            int limit = count > 0 ? Math.min(count, wanted.size()) : wanted.size();
            List<String> done = Files.exists(out) ? dataLines(out) : List.of();
            for (int i = 0; i < done.size(); i++) {
                String line = SearchedPosition.parse(done.get(i)).line().text();
                if (i >= wanted.size() || !line.equals(wanted.get(i))) {
                    say.println("book search: " + out + " line " + (i + 1) + " (" + line
                            + ") is not the positions file's; give a new --out");
                    return 2;
                }
            }
            if (done.size() >= limit) {
                say.printf(Locale.ROOT, "%d of %d positions searched already%n", done.size(), limit);
                return 0;
            }
            BookSearch search = new BookSearch(tableMb);
            long start = System.nanoTime();
            try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND)) {
                for (int i = done.size(); i < limit; i++) {
                    BookLine line = BookLine.parse(wanted.get(i));
                    long black = line.blackToMove() ? line.own() : line.opp();
                    long white = line.blackToMove() ? line.opp() : line.own();
                    Engine.Decision d = search.search(black, white, line.blackToMove(), depth);
                    SearchedPosition p = new SearchedPosition(line, d.move(), (int) Math.round(d.discs() * 100),
                            d.depth(), d.nodes());
                    w.write(p.text());
                    w.newLine();
                    w.flush();
                    if ((i + 1) % 50 == 0 || i + 1 == limit) {
                        say.printf(Locale.ROOT, "%d of %d searched, %.0f s%n", i + 1, limit,
                                (System.nanoTime() - start) / 1e9);
                    }
                }
            }
            return 0;
        }
    }

    /** The book file from a searched-positions file. */
    @Command(name = "build", mixinStandardHelpOptions = true,
            description = "Builds the book file from searched positions by minimax (the shipped one: --out"
                    + " othello-adapter/src/main/resources" + OpeningBook.RESOURCE + ").")
    static final class Build implements Callable<Integer> {

        @ParentCommand
        BookCommand book;

        @Option(names = "--searched", required = true, description = "Searched-positions file(s).", arity = "1..*")
        List<Path> searched;

        @Option(names = "--out", required = true, description = "The book file to write.")
        Path out;

        @Override
        public Integer call() throws IOException {
            List<SearchedPosition> positions = new ArrayList<>();
            for (Path file : searched) {
                for (String line : dataLines(file)) {
                    positions.add(SearchedPosition.parse(line));
                }
            }
            OpeningBook built = BookBuilder.build(positions);
            try (OutputStream o = Files.newOutputStream(out)) {
                built.write(o);
            }
            book.main.out().printf(Locale.ROOT, "%d positions searched, %d in the book: %s%n", positions.size(),
                    built.size(), out);
            return 0;
        }
    }

    /** The lines of a file that are neither blank nor comments. */
    static List<String> dataLines(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                out.add(line);
            }
        }
        return out;
    }
}
