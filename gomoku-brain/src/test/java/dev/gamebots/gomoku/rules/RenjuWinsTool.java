package dev.gamebots.gomoku.rules;

import dev.gamebots.gomoku.rules.RenjuWinLine.Ply;
import dev.gamebots.gomoku.rules.RenjuWinLine.Verdict;
import dev.gamebots.gomoku.train.GameFiles;
import dev.gamebots.gomoku.train.GameRecord;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A data tool, not part of the brain: builds and checks the renju forced-wins set
 * (docs/data/gomoku-renju-wins.txt) with the independent rules only ({@link RenjuVcfFinder} finds,
 * {@link RenjuWinLine} checks; the brain's search is never asked).
 *
 * <p>{@code build GAMES}: for each decisive renju game of the file, every position with the winner to
 * move after the opening is tried for a VCF of the winner (at most {@code --max-fours} fours,
 * {@code --nodes} nodes a position); the start of each run of such positions (the winner's position
 * two plies before has none) is a candidate when its proof line has at least {@code --min-plies}
 * plies. A candidate is black's, white's, or white's through a forbidden point (black's only block
 * in the line is forbidden); of each kind the longest proofs are kept, up to its quota. {@code check
 * FILE} re-checks every line of a set. Deterministic: the same games give the same file. Run from
 * the repository root after
 * {@code ./mvnw -pl gomoku-brain -am package -DskipTests}:
 * {@code java -cp gomoku-brain/target/gomoku-brain.jar:gomoku-brain/target/test-classes
 * dev.gamebots.gomoku.rules.RenjuWinsTool build data/gomoku/selfplay/renju-gen0/games-00000.txt.gz
 * --out docs/data/gomoku-renju-wins.txt}.
 */
@Command(name = "renju-wins-tool", subcommands = {RenjuWinsTool.Build.class, RenjuWinsTool.Check.class})
public final class RenjuWinsTool {

    /** Separates a line's position moves from its proof line. */
    static final String PROOF = "|";

    public static void main(String[] args) {
        System.exit(new CommandLine(new RenjuWinsTool()).execute(args));
    }

    /** One entry of a set: name, label, the moves to the position, the proof line. */
    record Entry(String name, String label, List<Ply> moves, List<Ply> proof) {

        static Entry parse(String line) {
            String[] halves = line.split("\\|", -1);
            if (halves.length != 2) {
                throw new IllegalArgumentException("one '|' between the moves and the proof: " + line);
            }
            String[] head = halves[0].strip().split("\\s+");
            if (head.length < 3) {
                throw new IllegalArgumentException("name, label and moves before the '|': " + line);
            }
            List<Ply> moves = new ArrayList<>();
            for (int i = 2; i < head.length; i++) {
                moves.add(Ply.parse(head[i]));
            }
            return new Entry(head[0], head[1], moves, RenjuWinLine.parse(halves[1]));
        }

        String format() {
            return name + " " + label + " " + RenjuWinLine.format(moves) + " " + PROOF + " " + RenjuWinLine.format(proof);
        }

        /** The game index in the name ({@code source:game@plies}). */
        int game() {
            return Integer.parseInt(name.substring(name.lastIndexOf(':') + 1, name.lastIndexOf('@')));
        }

        /**
         * The label a checked proof line earns: {@code +M} and its plies; {@code /forbidden} when it wins
         * through a block black may not play, and then {@code /only} when no VCF of the same limits
         * exists if black may block there.
         */
        static String label(List<Ply> proof, Verdict v, boolean only) {
            return "+M" + proof.size() + (v.throughForbidden() ? "/forbidden" + (only ? "/only" : "") : "");
        }
    }

    /** The entries of a set file (blank lines and {@code #} comments skipped). */
    static List<Entry> read(Path file) throws IOException {
        List<Entry> out = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.strip().startsWith("#")) {
                out.add(Entry.parse(line));
            }
        }
        return out;
    }

    /**
     * Checks an entry: the moves legal under renju, the side to move wins by the proof line, and the
     * label is the one the line earns ({@code /only} searched with {@code maxFours} and {@code nodes}
     * as the set was built). Empty when all holds, else why not.
     */
    static String verify(Entry e, int size, int maxFours, long nodes) {
        int[][] g;
        try {
            g = RenjuWinLine.position(size, e.moves());
        } catch (IllegalArgumentException ex) {
            return ex.getMessage();
        }
        Verdict v = RenjuWinLine.check(g, e.proof());
        if (!v.proved()) {
            return v.reason();
        }
        String label = Entry.label(e.proof(), v, v.throughForbidden() && onlyThroughForbidden(g, maxFours, nodes));
        return label.equals(e.label()) ? "" : "label " + e.label() + ", the line earns " + label;
    }

    /** No VCF within the limits when black may block on its forbidden points (and the search was not cut). */
    static boolean onlyThroughForbidden(int[][] g, int maxFours, long nodes) {
        RenjuVcfFinder anywhere = new RenjuVcfFinder(g, true);
        return anywhere.find(maxFours, nodes) == null && !anywhere.aborted();
    }

    @Command(name = "build", description = "Positions with a VCF from decisive renju games.")
    static final class Build implements Callable<Integer> {

        @Parameters(paramLabel = "GAMES", description = "Self-play games (GameRecord lines, .txt or .txt.gz).")
        Path games;

        @Option(names = "--out", required = true)
        Path out;

        @Option(names = "--max-fours", defaultValue = "12")
        int maxFours;

        @Option(names = "--nodes", defaultValue = "200000", description = "Finder nodes a position.")
        long nodes;

        @Option(names = "--min-plies", defaultValue = "5", description = "Shortest proof line kept.")
        int minPlies;

        @Option(names = "--black", defaultValue = "25", description = "Black wins to keep (the longest proofs).")
        int black;

        @Option(names = "--white", defaultValue = "20", description = "White wins not through a forbidden point to keep.")
        int white;

        @Option(names = "--forbidden", defaultValue = "50", description = "White wins through a forbidden point to keep.")
        int forbidden;

        @Option(names = "--source", defaultValue = "renju-gen0", description = "Name prefix of the entries.")
        String source;

        @Override
        public Integer call() throws IOException {
            List<GameRecord> records = GameFiles.read(games, Integer.MAX_VALUE);
            List<List<Entry>> found = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            for (int gi = 0; gi < records.size(); gi++) {
                GameRecord r = records.get(gi);
                if (r.rule() != Rule.RENJU.gomocupMask() || r.winner() == 0) {
                    continue;
                }
                for (Entry e : runStarts(gi, r)) {
                    String why = verify(e, r.size(), maxFours, nodes);
                    if (!why.isEmpty()) {
                        throw new IllegalStateException(e.name() + ": the finder's line fails the check: " + why);
                    }
                    boolean seen = r.hasScores() && r.scores()[e.moves().size()] == GameRecord.DECIDED;
                    found.get(e.moves().size() % 2 == 0 ? 0 : e.label().contains("/forbidden") ? 2 : 1).add(e);
                    System.err.printf("%s %s %s%n", e.name(), e.label(), seen ? "seen" : "unseen");
                }
            }
            // The longest proofs of each kind (the hardest), ties in game order; written in game order.
            int[] quota = {black, white, forbidden};
            List<Entry> kept = new ArrayList<>();
            for (int kind = 0; kind < 3; kind++) {
                List<Entry> all = new ArrayList<>(found.get(kind));
                all.sort(Comparator.comparingInt((Entry e) -> -e.proof().size()));
                kept.addAll(all.subList(0, Math.min(quota[kind], all.size())));
                System.err.printf("kind %d: %d found, %d kept%n", kind, all.size(), Math.min(quota[kind], all.size()));
            }
            kept.sort(Comparator.comparingInt(Entry::game).thenComparingInt(e -> e.moves().size()));
            List<String> lines = kept.stream().map(Entry::format).toList();
            List<String> file = new ArrayList<>(header());
            file.addAll(lines);
            Files.write(out, file, StandardCharsets.UTF_8);
            System.err.printf("wrote %d positions to %s%n", lines.size(), out);
            return 0;
        }

        private List<String> header() {
            return List.of(
                    "# Renju forced wins, 15x15, from our renju self-play games (" + games.getFileName() + " of " + source + ").",
                    "# One position a line: name (source:game index@plies played), label, the moves from the opening on",
                    "# (colour, then x and y as letters from a), '|', then a proof: a win by continuous fours for the side to",
                    "# move, every defender ply the only legal defence (B*xy: the block is forbidden for black, white's five",
                    "# follows). Label: +M and the proof's plies; /forbidden: white wins because black's only defence is a",
                    "# forbidden point; /only: and white has no VCF of at most " + maxFours + " fours if black may block there.",
                    "# Found and checked by the test-scope referee alone (RenjuVcfFinder, RenjuWinLine), never the brain's",
                    "# search; RenjuWinsSetTest re-checks every line. Of each decisive game the start of each run of winner-",
                    "# to-move positions with a VCF (the winner's position before has none); per kind the longest proofs.",
                    "# Made by RenjuWinsTool build",
                    "#   GAMES --max-fours " + maxFours + " --nodes " + nodes + " --min-plies " + minPlies + " --black " + black
                            + " --white " + white + " --forbidden " + forbidden,
                    "# Run: gomoku-brain.jar wins docs/data/gomoku-renju-wins.txt (the rule and size are the file's, below)",
                    "# rule: 4",
                    "# size: 15");
        }

        /**
         * The starts of the game's runs of winner-to-move positions with a VCF (a position with one where
         * the winner's previous position, if after the opening, has none), each with a proof of at least
         * {@code --min-plies} plies; the last is the start of the final run, which the game's end closes.
         */
        private List<Entry> runStarts(int gi, GameRecord r) {
            List<Entry> out = new ArrayList<>();
            List<Ply> moves = new ArrayList<>();
            for (int i = 0; i < r.plies(); i++) {
                moves.add(new Ply(i % 2 == 0 ? Stones.BLACK : Stones.WHITE, r.xs()[i], r.ys()[i], false));
            }
            int last = r.plies() - 1;
            if ((last % 2 == 0 ? Stones.BLACK : Stones.WHITE) != r.winner()) {
                return out; // not ended by the winner's five
            }
            boolean previous = false;
            for (int t = first(r.opening(), last); t <= last - 2; t += 2) {
                int[][] g = RenjuWinLine.position(r.size(), moves.subList(0, t));
                List<Ply> line = new RenjuVcfFinder(g, false).find(maxFours, nodes);
                if (line != null && !previous && line.size() >= minPlies) {
                    Verdict v = RenjuWinLine.check(g, line);
                    boolean only = v.throughForbidden() && onlyThroughForbidden(g, maxFours, nodes);
                    out.add(new Entry(source + ":" + gi + "@" + t, Entry.label(line, v, only),
                            List.copyOf(moves.subList(0, t)), line));
                }
                previous = line != null;
            }
            return out;
        }

        /** The first ply after the opening with the winner (who plays ply {@code last}) to move. */
        private static int first(int opening, int last) {
            return opening % 2 == last % 2 ? opening : opening + 1;
        }
    }

    @Command(name = "check", description = "Re-checks every position of a set with the independent rules.")
    static final class Check implements Callable<Integer> {

        @Parameters(paramLabel = "FILE")
        Path file;

        @Option(names = "--size", defaultValue = "15")
        int size;

        @Option(names = "--max-fours", defaultValue = "12", description = "As the set was built (for /only).")
        int maxFours;

        @Option(names = "--nodes", defaultValue = "200000", description = "As the set was built (for /only).")
        long nodes;

        @Override
        public Integer call() throws IOException {
            PrintStream out = System.out;
            int bad = 0;
            List<Entry> entries = read(file);
            for (Entry e : entries) {
                String why = verify(e, size, maxFours, nodes);
                if (!why.isEmpty()) {
                    bad++;
                    out.println(e.name() + ": " + why);
                }
            }
            out.printf("%d of %d positions proved%n", entries.size() - bad, entries.size());
            return bad == 0 ? 0 : 1;
        }
    }
}
