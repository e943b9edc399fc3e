package dev.gamebots.gomoku.rules;

import dev.gamebots.gomoku.rules.RenjuWinLine.Ply;
import dev.gamebots.gomoku.rules.RenjuWinLine.Verdict;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One position of the renju forced-wins set and its proof, as a line of the set's file:
 * <ul>
 *   <li>a VCF: {@code name +M<plies>[/forbidden[/only]] MOVES | LINE}, the side to move wins by LINE
 *       ({@link RenjuWinLine#check});</li>
 *   <li>a quiet threat, then a VCF against every reply: {@code name +T<plies>[/forbidden] MOVES |
 *       THREAT | LINE | REPLY LINE | REPLY LINE ...}, after THREAT each listed REPLY is answered by its
 *       LINE and every other legal reply by the first LINE ({@link RenjuWinLine#checkThreat}).</li>
 * </ul>
 * Labels: {@code +M}/{@code +T} and the longest forced sequence in plies (a threat's: the threat, the
 * reply, the line); {@code /forbidden}: the win uses black's forbidden points (a VCF: black's only
 * block is forbidden; a threat: so in some reply's line, or a point black may not play would refute
 * the threat if black could); {@code /only} (VCF): no VCF within the set's limits if black may block
 * on its forbidden points.
 */
record RenjuWinEntry(String name, String label, List<Ply> moves, Ply threat, List<Ply> proof, List<List<Ply>> answers) {

    /** Separates the parts of a line. */
    static final String SEPARATOR = "|";

    static RenjuWinEntry vcf(String name, String label, List<Ply> moves, List<Ply> proof) {
        return new RenjuWinEntry(name, label, moves, null, proof, List.of());
    }

    static RenjuWinEntry parse(String line) {
        String[] parts = line.split("\\|", -1);
        if (parts.length < 2) {
            throw new IllegalArgumentException("a '|' between the moves and the proof: " + line);
        }
        String[] head = parts[0].strip().split("\\s+");
        if (head.length < 3) {
            throw new IllegalArgumentException("name, label and moves before the '|': " + line);
        }
        List<Ply> moves = RenjuWinLine.parse(parts[0].strip().substring(head[0].length() + head[1].length() + 1));
        if (head[1].startsWith("+M") && parts.length == 2) {
            return vcf(head[0], head[1], moves, RenjuWinLine.parse(parts[1]));
        }
        if (!head[1].startsWith("+T") || parts.length < 3 || RenjuWinLine.parse(parts[1]).size() != 1) {
            throw new IllegalArgumentException("+M with one line, or +T with a threat and lines: " + line);
        }
        List<List<Ply>> answers = new ArrayList<>();
        for (int i = 3; i < parts.length; i++) {
            answers.add(RenjuWinLine.parse(parts[i]));
        }
        return new RenjuWinEntry(head[0], head[1], moves, RenjuWinLine.parse(parts[1]).get(0), RenjuWinLine.parse(parts[2]),
                answers);
    }

    String format() {
        StringBuilder sb = new StringBuilder(name + " " + label + " " + RenjuWinLine.format(moves) + " " + SEPARATOR + " ");
        if (threat != null) {
            sb.append(threat.format()).append(' ').append(SEPARATOR).append(' ');
        }
        sb.append(RenjuWinLine.format(proof));
        for (List<Ply> a : answers) {
            sb.append(' ').append(SEPARATOR).append(' ').append(RenjuWinLine.format(a));
        }
        return sb.toString();
    }

    /** The game index in the name ({@code source:game@plies}). */
    int game() {
        return Integer.parseInt(name.substring(name.lastIndexOf(':') + 1, name.lastIndexOf('@')));
    }

    boolean blackToMove() {
        return moves.size() % 2 == 0;
    }

    /** The longest forced sequence of the proof, in plies. */
    int plies() {
        if (threat == null) {
            return proof.size();
        }
        int longest = proof.size() + 2;
        for (List<Ply> a : answers) {
            longest = Math.max(longest, a.size() + 1);
        }
        return longest;
    }

    /**
     * Checks the entry: the moves legal under renju, the side to move wins by the proof, and the label
     * is the one the proof earns (its searched tags with {@code maxFours} and {@code nodes}, as the set
     * was built). Empty when all holds, else why not.
     */
    String verify(int size, int maxFours, long nodes) {
        int[][] g;
        try {
            g = RenjuWinLine.position(size, moves);
        } catch (IllegalArgumentException ex) {
            return ex.getMessage();
        }
        Verdict v = threat == null ? RenjuWinLine.check(g, proof) : RenjuWinLine.checkThreat(g, threat, proof, answers);
        if (!v.proved()) {
            return v.reason();
        }
        String earned = earnedLabel(g, v, maxFours, nodes);
        return earned.equals(label) ? "" : "label " + label + ", the proof earns " + earned;
    }

    /** The label of this entry's proof, checked as {@code v}, in position {@code g}. */
    String earnedLabel(int[][] g, Verdict v, int maxFours, long nodes) {
        if (threat == null) {
            boolean only = v.throughForbidden() && onlyThroughForbidden(g, maxFours, nodes);
            return "+M" + plies() + (v.throughForbidden() ? "/forbidden" + (only ? "/only" : "") : "");
        }
        boolean forbidden = v.throughForbidden() || forbiddenReplyWouldRefute(g, maxFours, nodes);
        return "+T" + plies() + (forbidden ? "/forbidden" : "");
    }

    /** No VCF within the limits when black may block on its forbidden points (and the search was not cut). */
    static boolean onlyThroughForbidden(int[][] g, int maxFours, long nodes) {
        RenjuVcfFinder anywhere = new RenjuVcfFinder(g, true);
        return anywhere.find(maxFours, nodes) == null && !anywhere.aborted();
    }

    /**
     * After white's threat: a point forbidden for black where a black stone would leave white no VCF
     * within the limits (the threat wins because black may not play there).
     */
    private boolean forbiddenReplyWouldRefute(int[][] position, int maxFours, long nodes) {
        if (threat.color() != Stones.WHITE) {
            return false;
        }
        int[][] g = new int[position.length][];
        for (int x = 0; x < g.length; x++) {
            g[x] = position[x].clone();
        }
        g[threat.x()][threat.y()] = Stones.WHITE;
        for (int x = 0; x < g.length; x++) {
            for (int y = 0; y < g.length; y++) {
                if (g[x][y] == Stones.EMPTY && RuleReference.isForbidden(g, x, y)) {
                    g[x][y] = Stones.BLACK;
                    RenjuVcfFinder finder = new RenjuVcfFinder(g, false);
                    boolean refutes = finder.find(Stones.WHITE, maxFours, nodes) == null && !finder.aborted();
                    g[x][y] = Stones.EMPTY;
                    if (refutes) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The entries of a set file (blank lines and {@code #} comments skipped). */
    static List<RenjuWinEntry> read(Path file) throws IOException {
        List<RenjuWinEntry> out = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.strip().startsWith("#")) {
                out.add(parse(line));
            }
        }
        return out;
    }
}
