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
import dev.gamebots.gomoku.search.SearchSettings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code wins}: searches positions with a known forced win for the side to move within a node
 * budget each (fresh table, no clock, so the count does not depend on the machine) and counts the
 * wins the search proves: the measure of how well the search finds long threat sequences. The count
 * is also split by the side to move, by the label's kind (its head less the trailing number, such as
 * {@code +M} of {@code +M21}) and by its tags (the parts after a {@code /}, such as renju's
 * {@code /forbidden}).
 */
@Command(name = "wins", mixinStandardHelpOptions = true,
        description = {"Counts the forced wins the search proves within a node budget (positions, one a line).",
            "A file may name its rule and size in comment lines '# rule: MASK' and '# size: N'; an option that "
                    + "differs from the file's is refused."})
final class WinsCommand implements Callable<Integer> {

    private static final Pattern SETTING = Pattern.compile("#\\s*(rule|size):\\s*(\\d+)\\s*");

    @ParentCommand
    GomokuCli parent;

    @Parameters(paramLabel = "FILE", description = "Positions: name, label, then moves such as Bkk Wlk (colour, x and y as "
            + "letters from a); anything after a '|' (a proof line) is not read; # comments.")
    Path file;

    @Option(names = "--nodes", description = "Node budget per position (default ${DEFAULT-VALUE}).")
    long nodes = 1_000_000;

    @Option(names = "--rule", paramLabel = "MASK", description = "Gomocup rule bitmask: 0 freestyle, 1 standard, 4 renju, "
            + "8 caro (default: the file's, else 0).")
    Integer rule;

    @Option(names = "--size", description = "Board size (default: the file's, else 20).")
    Integer size;

    @Option(names = "--table-mb", description = "Transposition table size in MB (default ${DEFAULT-VALUE}).")
    int tableMb = 64;

    @Option(names = "--search-config", paramLabel = "K=V,...", description = "Search settings instead of the brain's.")
    String searchConfig;

    @Mixin
    EvalOptions eval;

    @Override
    public Integer call() throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        Map<String, Integer> fileSettings = new TreeMap<>();
        for (String line : lines) {
            Matcher m = SETTING.matcher(line.strip());
            if (m.matches()) {
                fileSettings.put(m.group(1), Integer.parseInt(m.group(2)));
            }
        }
        Integer ruleMask = setting("rule", rule, fileSettings, 0);
        Integer boardSize = setting("size", size, fileSettings, 20);
        if (ruleMask == null || boardSize == null) {
            return 2;
        }
        if (boardSize < Board.MIN_SIZE || boardSize > Board.MAX_SIZE) {
            parent.err.println("--size must be " + Board.MIN_SIZE + ".." + Board.MAX_SIZE);
            return 2;
        }
        Rule gameRule = Rule.fromGomocup(ruleMask);
        SearchConfig config = new SearchSettings(searchConfig).forRule(gameRule);
        PatternModel model = eval.model();
        Map<String, int[]> byGroup = new TreeMap<>();
        int found = 0;
        int total = 0;
        long searched = 0;
        for (String line : lines) {
            String[] f = line.split("\\|", 2)[0].strip().split("\\s+");
            if (line.isBlank() || f[0].startsWith("#") || f.length < 3) {
                continue;
            }
            Board b = new Board(boardSize, boardSize, gameRule);
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
            count(byGroup, b.sideToMove() == Stones.BLACK ? "black to move" : "white to move", win);
            String[] tags = f[1].split("/");
            count(byGroup, "label " + tags[0].replaceAll("\\d+$", ""), win);
            for (int i = 1; i < tags.length; i++) {
                count(byGroup, "/" + tags[i], win);
            }
            parent.out.printf("%-28s %-6s %-4s depth %3d score %-12s nodes %d%n", f[0], f[1], win ? "WIN" : "-",
                    r.depth(), Score.format(r.score()), r.nodes());
        }
        parent.out.printf("Proved %d of %d (%d nodes in all)%n", found, total, searched);
        for (Map.Entry<String, int[]> g : byGroup.entrySet()) {
            parent.out.printf("  %s: %d of %d%n", g.getKey(), g.getValue()[0], g.getValue()[1]);
        }
        return 0;
    }

    /** The option's value, else the file's, else the default; null (reported) when option and file differ. */
    private Integer setting(String name, Integer option, Map<String, Integer> fromFile, int fallback) {
        Integer inFile = fromFile.get(name);
        if (option != null && inFile != null && !option.equals(inFile)) {
            parent.err.println("--" + name + " " + option + " differs from the file's (" + name + ": " + inFile + ")");
            return null;
        }
        return option != null ? option : inFile != null ? inFile : fallback;
    }

    private static void count(Map<String, int[]> byGroup, String group, boolean win) {
        int[] c = byGroup.computeIfAbsent(group, k -> new int[2]);
        c[0] += win ? 1 : 0;
        c[1]++;
    }

    /**
     * Plays the moves of a position line (fields 2..); false when one is off the board, taken, out of
     * turn, forbidden (renju black) or after the end.
     */
    private static boolean play(Board b, String[] f) {
        for (int i = 2; i < f.length; i++) {
            String m = f[i];
            if (m.length() != 3) {
                return false;
            }
            int colour = m.charAt(0) == 'B' ? Stones.BLACK : m.charAt(0) == 'W' ? Stones.WHITE : Stones.EMPTY;
            int x = m.charAt(1) - 'a';
            int y = m.charAt(2) - 'a';
            if (colour != b.sideToMove() || !b.onBoard(x, y) || !b.isLegal(b.index(x, y))) {
                return false;
            }
            b.makeMove(b.index(x, y));
        }
        return true;
    }
}
