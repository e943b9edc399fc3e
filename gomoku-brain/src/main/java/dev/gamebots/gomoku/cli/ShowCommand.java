package dev.gamebots.gomoku.cli;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.HandEvaluation;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.SearchConfig;
import dev.gamebots.core.SearchControl;
import dev.gamebots.gomoku.search.threat.VcfSolver;
import dev.gamebots.gomoku.search.threat.VctSolver;
import dev.gamebots.gomoku.session.BoardDisplay;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code show}: prints a position the way the brain sees it (B = brain = side to move unless told
 * otherwise, M = the other side, last move in brackets), its evaluation and threats, and optionally
 * the move the brain would play.
 */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Print a position as the brain sees it; optionally think about it.")
final class ShowCommand implements Callable<Integer> {

    @ParentCommand
    GomokuCli parent;

    @Option(names = "--size", description = "Board size (default ${DEFAULT-VALUE}).")
    int size = 20;

    @Option(names = "--rule", description = "Gomocup rule bitmask: 0 freestyle, 1 standard, 4 renju, 8 caro.")
    int rule;

    @Option(names = "--brain", description = "Colour shown as B: black, white or auto (side to move).")
    String brain = "auto";

    @Option(names = "--think-ms", description = "Search this long and print the chosen move (0 = do not think).")
    long thinkMs;

    @Option(names = "--board", paramLabel = "FILE",
            description = "Read the stones from a diagram (rows of '.', 'o' = black, 'x' = white, top row = y 0; "
                    + "lines before 'board:' are skipped) instead of MOVES.")
    java.nio.file.Path boardFile;

    @Option(names = "--to-move", description = "Side to move with --board: black or white (default black).")
    String toMoveOption = "black";

    @Option(names = "--vcf", description = "Run the VCF solver for the side to move and print the result and time.")
    boolean vcf;

    @Option(names = "--vct", description = "Run the VCT solver for the side to move and print the result and time.")
    boolean vct;

    @Option(names = "--repeat", description = "Solve this many times from fresh tables and report the fastest "
            + "(the first runs include JIT compilation).")
    int repeat = 1;

    @Parameters(arity = "0..*", paramLabel = "MOVES",
            description = "Moves from the empty board, black first: 'h8h9i8' (letter = x, number = y + 1) "
                    + "or 'x,y' pairs.")
    List<String> moves = new ArrayList<>();

    @Override
    public Integer call() {
        Board b;
        try {
            b = new Board(size, size, Rule.fromGomocup(rule));
        } catch (IllegalArgumentException e) {
            parent.err.println(e.getMessage());
            return 2;
        }
        List<int[]> list = new ArrayList<>();
        for (String m : moves) {
            list.addAll(parseMoves(m));
        }
        int last = -1;
        if (boardFile != null) {
            try {
                readDiagram(b, java.nio.file.Files.readAllLines(boardFile));
            } catch (java.io.IOException | IllegalArgumentException e) {
                parent.err.println("cannot read " + boardFile + ": " + e.getMessage());
                return 2;
            }
        }
        for (int i = 0; i < list.size(); i++) {
            int x = list.get(i)[0];
            int y = list.get(i)[1];
            if (!b.onBoard(x, y) || !b.isEmpty(b.index(x, y))) {
                parent.err.println("illegal move " + (i + 1) + ": " + x + "," + y);
                return 2;
            }
            last = b.index(x, y);
            b.place(last, Stones.colorOfMove(i));
        }
        int toMove = boardFile != null ? ("white".equals(toMoveOption) ? Stones.WHITE : Stones.BLACK)
                : Stones.colorOfMove(list.size());
        b.setSideToMove(toMove);
        int brainColor = switch (brain) {
            case "black" -> Stones.BLACK;
            case "white" -> Stones.WHITE;
            default -> toMove;
        };
        parent.out.print(BoardDisplay.text(b, brainColor, last));
        parent.out.println("rule " + b.rule().displayName() + ", " + (toMove == Stones.BLACK ? "black" : "white")
                + " to move (" + (toMove == brainColor ? "B" : "M") + "), evaluation " + HandEvaluation.weighted(b, 100, 100, SearchConfig.defaults().tempo())
                + (b.winner() != 0 ? ", game won by " + (b.winner() == brainColor ? "B" : "M") : ""));
        printThreats(parent.out, b, toMove, "side to move");
        printThreats(parent.out, b, Stones.opponent(toMove), "other side");
        if (vcf || vct) {
            SearchControl control = new SearchControl(Clock.SYSTEM, GomokuSearcher.POLL_INTERVAL);
            control.begin(SearchControl.NEVER);
            VcfSolver vcfSolver = new VcfSolver(b, 20, control);
            long t0 = System.nanoTime();
            if (vcf) {
                boolean won = false;
                double ms = Double.MAX_VALUE;
                for (int r = 0; r < Math.max(1, repeat); r++) {
                    vcfSolver.clear();
                    t0 = System.nanoTime();
                    won = vcfSolver.solve(VcfSolver.MAX_DEPTH, 100_000_000L);
                    ms = Math.min(ms, (System.nanoTime() - t0) / 1e6);
                }
                int[] line = won ? vcfSolver.line() : new int[0];
                parent.out.printf("VCF: %s, %d nodes, %.1f ms%s%n", won ? "win in " + (line.length + 1) / 2 : "none",
                        vcfSolver.nodes(), ms, won ? ", first move " + b.x(line[0]) + "," + b.y(line[0])
                                + " (" + (char) ('A' + b.x(line[0])) + (b.height() - b.y(line[0])) + ")" : "");
            }
            if (vct) {
                VctSolver vctSolver = new VctSolver(b, 20, control,
                        vcfSolver);
                boolean won = false;
                double ms = Double.MAX_VALUE;
                for (int r = 0; r < Math.max(1, repeat); r++) {
                    vctSolver.clear();
                    vcfSolver.clear();
                    t0 = System.nanoTime();
                    won = vctSolver.solve(12, 100_000_000L);
                    ms = Math.min(ms, (System.nanoTime() - t0) / 1e6);
                }
                int m = vctSolver.firstMove();
                parent.out.printf("VCT: %s, %d nodes, %.1f ms%s%n", won ? "win" : "none", vctSolver.nodes(), ms,
                        won ? ", first move " + b.x(m) + "," + b.y(m) + " (" + (char) ('A' + b.x(m)) + (b.height() - b.y(m))
                                + ")" : "");
            }
        }
        if (thinkMs > 0 && b.winner() == 0 && !b.isFull()) {
            SearchControl control = new SearchControl(Clock.SYSTEM, GomokuSearcher.POLL_INTERVAL);
            GomokuSearcher searcher = new GomokuSearcher(b, new TranspositionTable(16), control,
                    SearchConfig.defaults(b.rule().kind()));
            long now = System.nanoTime();
            long deadline = now + thinkMs * 1_000_000L;
            control.begin(deadline);
            SearchResult r = searcher.search(new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE,
                    now + thinkMs * 500_000L, deadline), SearchListener.NONE);
            parent.out.println("best move " + b.x(r.bestMove()) + "," + b.y(r.bestMove()) + " (" + searcher.lastReason()
                    + ", depth " + r.depth() + ", score " + Score.format(r.score()) + ", " + r.nodes() + " nodes)");
        }
        return 0;
    }

    /** Lists the points where {@code color} makes an open three or more. */
    private static void printThreats(java.io.PrintStream out, Board b, int color, String who) {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int p = b.index(x, y);
                if (b.isEmpty(p) && b.threat(color, p) >= Threat.FLEX3) {
                    sb.append(' ').append(x).append(',').append(y).append('=').append(Threat.name(b.threat(color, p)));
                }
            }
        }
        if (sb.length() > 0) {
            out.println("threats of " + who + (color == Stones.BLACK ? " (black)" : " (white)") + ":" + sb);
        }
    }

    /** Places the stones of a diagram: rows of '.', 'o' (black), 'x' (white), spaces ignored. */
    static void readDiagram(Board b, List<String> lines) {
        int start = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).strip().startsWith("board:")) {
                start = i + 1;
            }
        }
        int y = 0;
        for (int i = start; i < lines.size() && y < b.height(); i++) {
            String row = lines.get(i).replace(" ", "");
            if (row.isEmpty() || row.startsWith("#")) {
                continue;
            }
            if (row.length() != b.width()) {
                throw new IllegalArgumentException("row " + y + " has " + row.length() + " points, expected " + b.width());
            }
            for (int x = 0; x < row.length(); x++) {
                char c = row.charAt(x);
                if (c == 'o' || c == 'x') {
                    b.place(b.index(x, y), c == 'o' ? Stones.BLACK : Stones.WHITE);
                }
            }
            y++;
        }
    }

    /** "h8h9" pos notation or "x,y" pairs separated by spaces. */
    static List<int[]> parseMoves(String text) {
        List<int[]> out = new ArrayList<>();
        String t = text.strip();
        if (t.contains(",")) {
            for (String pair : t.split("\\s+")) {
                String[] f = pair.split(",");
                out.add(new int[] {Integer.parseInt(f[0].strip()), Integer.parseInt(f[1].strip())});
            }
            return out;
        }
        int i = 0;
        while (i < t.length()) {
            int x = Character.toLowerCase(t.charAt(i++)) - 'a';
            int j = i;
            while (j < t.length() && Character.isDigit(t.charAt(j))) {
                j++;
            }
            out.add(new int[] {x, Integer.parseInt(t.substring(i, j)) - 1});
            i = j;
        }
        return out;
    }
}
