package dev.gamebots.gomoku.rules;

import dev.gamebots.gomoku.rules.RenjuWinLine.Ply;
import dev.gamebots.gomoku.rules.RenjuWinLine.Verdict;
import dev.gamebots.gomoku.train.GameFiles;
import dev.gamebots.gomoku.train.GameRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A data tool, not part of the brain: builds and checks the renju forced-wins set
 * (docs/data/gomoku-renju-wins.txt, lines of {@link RenjuWinEntry}) with the independent rules only
 * ({@link RenjuVcfFinder} finds, {@link RenjuWinLine} checks; the brain's search is never asked).
 *
 * <p>{@code build GAMES}: for each decisive renju game of the file, every position with the winner to
 * move after the opening is tried for a VCF of the winner (at most {@code --max-fours} fours,
 * {@code --nodes} nodes a search); the start of each run of such positions (the winner's position two
 * plies before has none) is a VCF candidate when its proof line has at least {@code --min-plies}
 * plies. The winner's position two plies before the start of the game's last run is a threat
 * candidate when a quiet move there (the game's move tried first, then every legal point with two of
 * the winner's stones within four on one of its lines) leaves the winner a VCF after every legal
 * reply; threat candidates are sought only until their kind's quota is full. Candidates are black's,
 * white's, or white's using black's forbidden points ({@code /forbidden}); of each kind and proof
 * type the longest proofs are kept, up to its quota. {@code check FILE} re-checks every line of a set.
 * Deterministic: the same games give the same file. Run from the repository root after
 * {@code ./mvnw -pl gomoku-brain -am package -DskipTests}:
 * {@code java -cp gomoku-brain/target/gomoku-brain.jar:gomoku-brain/target/test-classes
 * dev.gamebots.gomoku.rules.RenjuWinsTool build data/gomoku/selfplay/renju-gen0/games-00000.txt.gz
 * --out docs/data/gomoku-renju-wins.txt}.
 */
@Command(name = "renju-wins-tool", subcommands = {RenjuWinsTool.Build.class, RenjuWinsTool.Check.class})
public final class RenjuWinsTool {

    public static void main(String[] args) {
        System.exit(new CommandLine(new RenjuWinsTool()).execute(args));
    }

    /** The finder's limits: a build's searches, and a check's searched tags (give the build's). */
    static final class Limits {

        @Option(names = "--max-fours", defaultValue = "12",
                description = "Most fours of a VCF searched (default ${DEFAULT-VALUE}).")
        int maxFours;

        @Option(names = "--nodes", defaultValue = "200000", description = "Finder nodes a search (default ${DEFAULT-VALUE}).")
        long nodes;
    }

    @Command(name = "build", description = "Positions with a forced win (VCF, or a threat then VCF) from decisive renju games.")
    static final class Build implements Callable<Integer> {

        @Parameters(paramLabel = "GAMES", description = "Self-play games (GameRecord lines, .txt or .txt.gz).")
        Path games;

        @Option(names = "--out", required = true)
        Path out;

        @Mixin
        Limits limits;

        @Option(names = "--min-plies", defaultValue = "5", description = "Shortest VCF proof kept.")
        int minPlies;

        @Option(names = "--black", defaultValue = "15", description = "Black wins to keep of each proof type.")
        int black;

        @Option(names = "--white", defaultValue = "20", description = "White wins not using forbidden points, each proof type.")
        int white;

        @Option(names = "--forbidden", defaultValue = "50", description = "White wins using forbidden points, each proof type.")
        int forbidden;

        @Option(names = "--source", defaultValue = "renju-gen0", description = "Name prefix of the entries.")
        String source;

        @Override
        public Integer call() throws IOException {
            List<GameRecord> records = GameFiles.read(games, Integer.MAX_VALUE);
            int[] quota = {black, white, forbidden};
            // [proof type: VCF, threat][kind: black, white, white using forbidden points]
            List<List<List<RenjuWinEntry>>> found = List.of(
                    List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>()),
                    List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>()));
            for (int gi = 0; gi < records.size(); gi++) {
                GameRecord r = records.get(gi);
                if (r.rule() != Rule.RENJU.gomocupMask() || r.winner() == 0) {
                    continue;
                }
                List<RenjuWinEntry> entries = new ArrayList<>();
                int lastRun = runStarts(gi, r, entries);
                List<List<RenjuWinEntry>> threats = found.get(1);
                boolean wanted = r.winner() == Stones.BLACK ? threats.get(0).size() < black
                        : threats.get(1).size() < white || threats.get(2).size() < forbidden;
                RenjuWinEntry threat = wanted && lastRun - 2 >= r.opening() ? threatWin(gi, r, lastRun - 2) : null;
                int threatKind = threat == null ? -1 : threat.blackToMove() ? 0 : threat.label().contains("/forbidden") ? 2 : 1;
                if (threat != null && threats.get(threatKind).size() < quota[threatKind]) {
                    entries.add(threat);
                }
                for (RenjuWinEntry e : entries) {
                    String why = e.verify(r.size(), limits.maxFours, limits.nodes);
                    if (!why.isEmpty()) {
                        throw new IllegalStateException(e.name() + ": the finder's proof fails the check: " + why);
                    }
                    int kind = e.blackToMove() ? 0 : e.label().contains("/forbidden") ? 2 : 1;
                    found.get(e.threat() == null ? 0 : 1).get(kind).add(e);
                    System.err.printf("%s %s%n", e.name(), e.label());
                }
            }
            // The longest proofs of each kind (the hardest), ties in game order; written in game order.
            List<RenjuWinEntry> kept = new ArrayList<>();
            for (int type = 0; type < 2; type++) {
                for (int kind = 0; kind < 3; kind++) {
                    List<RenjuWinEntry> all = new ArrayList<>(found.get(type).get(kind));
                    all.sort(Comparator.comparingInt((RenjuWinEntry e) -> -e.plies()));
                    kept.addAll(all.subList(0, Math.min(quota[kind], all.size())));
                    System.err.printf("%s, kind %d: %d found, %d kept%n", type == 0 ? "VCF" : "threat", kind, all.size(),
                            Math.min(quota[kind], all.size()));
                }
            }
            kept.sort(Comparator.comparingInt(RenjuWinEntry::game).thenComparingInt(e -> e.moves().size()));
            List<String> file = new ArrayList<>(header());
            kept.forEach(e -> file.add(e.format()));
            Files.write(out, file, StandardCharsets.UTF_8);
            System.err.printf("wrote %d positions to %s%n", kept.size(), out);
            return 0;
        }

        private List<String> header() {
            return List.of(
                    "# Renju forced wins, 15x15, from our renju self-play games (" + games.getFileName() + " of " + source + ").",
                    "# One position a line: name (source:game index@plies played), label, the moves from the opening on",
                    "# (colour, then x and y as letters from a), then after '|' a proof for the side to move:",
                    "#   +M: a win by continuous fours, every defender ply the only legal defence (B*xy: the block is",
                    "#       forbidden for black, white's five follows);",
                    "#   +T: a quiet threat | the VCF after any reply | a reply and its VCF | ... (every legal reply answered).",
                    "# The number: the longest forced sequence in plies. /forbidden: the win uses black's forbidden points",
                    "# (black's only block is forbidden; for +T also a point black may not play that would refute the threat);",
                    "# /only: and white has no VCF of at most " + limits.maxFours + " fours if black may block there.",
                    "# Found and checked by the test-scope referee alone (RenjuVcfFinder, RenjuWinLine), never the brain's",
                    "# search; RenjuWinsSetTest re-checks every line. +M: of each decisive game the start of each run of",
                    "# winner-to-move positions with a VCF; +T: the winner's position before the start of the last run;",
                    "# per kind the longest proofs. Made by RenjuWinsTool build GAMES --max-fours " + limits.maxFours
                            + " --nodes " + limits.nodes,
                    "#   --min-plies " + minPlies + " --black " + black + " --white " + white + " --forbidden " + forbidden,
                    "# Run: gomoku-brain.jar wins docs/data/gomoku-renju-wins.txt (the rule and size are the file's, below)",
                    "# rule: 4",
                    "# size: 15");
        }

        private static List<Ply> movesOf(GameRecord r) {
            List<Ply> moves = new ArrayList<>();
            for (int i = 0; i < r.plies(); i++) {
                moves.add(new Ply(i % 2 == 0 ? Stones.BLACK : Stones.WHITE, r.xs()[i], r.ys()[i], false));
            }
            return moves;
        }

        /**
         * Adds to {@code out} the starts of the game's runs of winner-to-move positions with a VCF (a
         * position with one where the winner's previous position, if after the opening, has none), each
         * with a proof of at least {@code --min-plies} plies. Returns the ply of the last run's start, or
         * -1 when the game does not end with the winner's five.
         */
        private int runStarts(int gi, GameRecord r, List<RenjuWinEntry> out) {
            List<Ply> moves = movesOf(r);
            int last = r.plies() - 1;
            if ((last % 2 == 0 ? Stones.BLACK : Stones.WHITE) != r.winner()) {
                return -1;
            }
            boolean previous = false;
            int lastStart = -1;
            for (int t = r.opening() % 2 == last % 2 ? r.opening() : r.opening() + 1; t <= last - 2; t += 2) {
                int[][] g = RenjuWinLine.position(r.size(), moves.subList(0, t));
                List<Ply> line = new RenjuVcfFinder(g, false).find(limits.maxFours, limits.nodes);
                if (line != null && !previous) {
                    lastStart = t;
                    if (line.size() >= minPlies) {
                        RenjuWinEntry e = RenjuWinEntry.vcf(source + ":" + gi + "@" + t, "", List.copyOf(moves.subList(0, t)),
                                line);
                        out.add(relabelled(e, g, RenjuWinLine.check(g, line)));
                    }
                }
                previous = line != null;
            }
            return lastStart;
        }

        /**
         * A win by a quiet threat of the winner in the position after {@code t} moves: the game's move
         * tried first, then each legal point with two own stones within four on a line; null when none
         * leaves a VCF after every legal reply.
         */
        private RenjuWinEntry threatWin(int gi, GameRecord r, int t) {
            List<Ply> moves = movesOf(r);
            int[][] g = RenjuWinLine.position(r.size(), moves.subList(0, t));
            int att = RenjuWinLine.sideToMove(g);
            if (!RenjuWinLine.fivePoints(g, att).isEmpty() || !RenjuWinLine.fivePoints(g, Stones.opponent(att)).isEmpty()) {
                return null;
            }
            List<int[]> tries = new ArrayList<>();
            tries.add(new int[] {r.xs()[t], r.ys()[t]});
            for (int x = 0; x < g.length; x++) {
                for (int y = 0; y < g.length; y++) {
                    boolean gameMove = x == r.xs()[t] && y == r.ys()[t];
                    if (g[x][y] == Stones.EMPTY && RenjuVcfFinder.ownWithinFour(g, att, x, y, 2) && !gameMove) {
                        tries.add(new int[] {x, y});
                    }
                }
            }
            for (int[] m : tries) {
                if (att == Stones.BLACK && RuleReference.isForbidden(g, m[0], m[1])) {
                    continue;
                }
                RenjuWinEntry e = threatProof(g, att, m);
                if (e != null) {
                    RenjuWinEntry named = new RenjuWinEntry(source + ":" + gi + "@" + t, "", List.copyOf(moves.subList(0, t)),
                            e.threat(), e.proof(), e.answers());
                    return relabelled(named, g, RenjuWinLine.checkThreat(g, e.threat(), e.proof(), e.answers()));
                }
            }
            return null;
        }

        /** The proof that {@code att} wins by the quiet move {@code m} then a VCF against every reply, or null. */
        private RenjuWinEntry threatProof(int[][] position, int att, int[] m) {
            int def = Stones.opponent(att);
            int[][] g = new int[position.length][];
            for (int x = 0; x < g.length; x++) {
                g[x] = position[x].clone();
            }
            g[m[0]][m[1]] = att;
            if (!RenjuWinLine.fivePoints(g, att).isEmpty()) {
                return null; // a four: a VCF, not a quiet threat
            }
            List<Ply> otherwise = new RenjuVcfFinder(g, false).find(att, limits.maxFours, limits.nodes);
            if (otherwise == null) {
                return null;
            }
            List<List<Ply>> answers = new ArrayList<>();
            for (int x = 0; x < g.length; x++) {
                for (int y = 0; y < g.length; y++) {
                    if (g[x][y] != Stones.EMPTY || (def == Stones.BLACK && RuleReference.isForbidden(g, x, y))) {
                        continue;
                    }
                    g[x][y] = def;
                    try {
                        if (RenjuWinLine.check(g, otherwise).proved()) {
                            continue;
                        }
                        List<Ply> line = new RenjuVcfFinder(g, false).find(limits.maxFours, limits.nodes);
                        if (line == null) {
                            return null;
                        }
                        List<Ply> answer = new ArrayList<>();
                        answer.add(new Ply(def, x, y, false));
                        answer.addAll(line);
                        answers.add(answer);
                    } finally {
                        g[x][y] = Stones.EMPTY;
                    }
                }
            }
            return new RenjuWinEntry("", "", List.of(), new Ply(att, m[0], m[1], false), otherwise, answers);
        }

        /** {@code e} with the label its proof, checked as {@code v}, earns. */
        private RenjuWinEntry relabelled(RenjuWinEntry e, int[][] g, Verdict v) {
            String label = e.earnedLabel(g, v, limits.maxFours, limits.nodes);
            return new RenjuWinEntry(e.name(), label, e.moves(), e.threat(), e.proof(), e.answers());
        }
    }

    @Command(name = "check", description = "Re-checks every position of a set with the independent rules.")
    static final class Check implements Callable<Integer> {

        @Parameters(paramLabel = "FILE")
        Path file;

        @Option(names = "--size", defaultValue = "15")
        int size;

        @Mixin
        Limits limits;

        @Override
        public Integer call() throws IOException {
            int bad = 0;
            List<RenjuWinEntry> entries = RenjuWinEntry.read(file);
            for (RenjuWinEntry e : entries) {
                String why = e.verify(size, limits.maxFours, limits.nodes);
                if (!why.isEmpty()) {
                    bad++;
                    System.out.println(e.name() + ": " + why);
                }
            }
            System.out.printf("%d of %d positions proved%n", entries.size() - bad, entries.size());
            return bad == 0 ? 0 : 1;
        }
    }
}
