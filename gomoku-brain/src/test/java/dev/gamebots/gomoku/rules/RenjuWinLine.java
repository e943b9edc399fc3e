package dev.gamebots.gomoku.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A forced win by continuous fours (VCF) under renju, written as a line of plies, and its check
 * move by move against the rules' definitions: {@link RuleReference} only, on its own
 * {@code int[x][y]} grid (nothing of the brain's board, tables or search).
 *
 * <p>A VCF line is a proof because the defender has no choice: after a four the only defences are
 * the defender's own five (the check requires there is none) or the point that completes the four
 * (the check requires it is the only one, and that the line plays it). When that point is forbidden
 * for black, black has no legal defence at all and white's five follows: the line writes black's
 * turn as {@code B*xy}, the block black may not play. A four with two completion points (a double
 * four, or a straight four after a four-three) wins against any reply: the line shows one block.
 * When the defender's block makes a four of its own, the attacker's next move must take its five
 * point and still be a four.
 *
 * <p>Plies are written as in the forced-wins files: colour ({@code B} or {@code W}), then x and y
 * as letters from {@code a}; {@code B*xy} as above.
 */
public final class RenjuWinLine {

    private static final Rule RULE = Rule.RENJU;

    /** One ply: colour, point, and whether it is a block black may not play (no stone is placed). */
    public record Ply(int color, int x, int y, boolean forbiddenBlock) {

        /** Parses {@code Bhh}, {@code Wij} or {@code B*gh}. */
        public static Ply parse(String token) {
            boolean marked = token.length() == 4 && token.charAt(1) == '*';
            if (token.length() != (marked ? 4 : 3) || (token.charAt(0) != 'B' && token.charAt(0) != 'W')) {
                throw new IllegalArgumentException("not a ply (B or W, then x and y as letters): " + token);
            }
            int color = token.charAt(0) == 'B' ? Stones.BLACK : Stones.WHITE;
            if (marked && color != Stones.BLACK) {
                throw new IllegalArgumentException("only black has forbidden points: " + token);
            }
            String xy = token.substring(marked ? 2 : 1);
            return new Ply(color, xy.charAt(0) - 'a', xy.charAt(1) - 'a', marked);
        }

        public String format() {
            return (color == Stones.BLACK ? "B" : "W") + (forbiddenBlock ? "*" : "") + (char) ('a' + x) + (char) ('a' + y);
        }
    }

    /**
     * The outcome of a check: proved or not (with the reason), whether the win goes through a block
     * black may not play, and the attacker's moves (the five included).
     */
    public record Verdict(boolean proved, boolean throughForbidden, int attackerMoves, String reason) {

        static Verdict refuted(int ply, String why) {
            return new Verdict(false, false, 0, "ply " + (ply + 1) + " of the line: " + why);
        }
    }

    private RenjuWinLine() {
    }

    /** Parses plies separated by white space. */
    public static List<Ply> parse(String plies) {
        List<Ply> out = new ArrayList<>();
        for (String t : plies.strip().split("\\s+")) {
            if (!t.isEmpty()) {
                out.add(Ply.parse(t));
            }
        }
        return out;
    }

    /** Formats plies as {@link #parse} reads them. */
    public static String format(List<Ply> plies) {
        StringBuilder sb = new StringBuilder();
        for (Ply p : plies) {
            sb.append(sb.length() == 0 ? "" : " ").append(p.format());
        }
        return sb.toString();
    }

    /**
     * The grid after {@code moves} from the empty {@code size} board, each checked: black first and
     * colours alternating, on an empty board point, black never on a forbidden point, and no five
     * before the last move nor at it (the game is not over).
     *
     * @throws IllegalArgumentException naming the first move that is not so
     */
    public static int[][] position(int size, List<Ply> moves) {
        int[][] g = new int[size][size];
        int toMove = Stones.BLACK;
        for (int i = 0; i < moves.size(); i++) {
            Ply m = moves.get(i);
            String where = "move " + (i + 1) + " (" + m.format() + ")";
            if (m.forbiddenBlock() || m.color() != toMove) {
                throw new IllegalArgumentException(where + ": out of turn");
            }
            if (RuleReference.at(g, m.x(), m.y()) != Stones.EMPTY) {
                throw new IllegalArgumentException(where + ": not an empty point of the board");
            }
            if (RuleReference.makesFive(g, m.x(), m.y(), toMove, RULE)) {
                throw new IllegalArgumentException(where + ": a five, the game is over");
            }
            if (toMove == Stones.BLACK && RuleReference.isForbidden(g, m.x(), m.y())) {
                throw new IllegalArgumentException(where + ": forbidden for black");
            }
            g[m.x()][m.y()] = toMove;
            toMove = Stones.opponent(toMove);
        }
        return g;
    }

    /** The side to move in {@code g}: black when the colours have as many stones. */
    public static int sideToMove(int[][] g) {
        int black = 0;
        int white = 0;
        for (int[] column : g) {
            for (int c : column) {
                black += c == Stones.BLACK ? 1 : 0;
                white += c == Stones.WHITE ? 1 : 0;
            }
        }
        return black == white ? Stones.BLACK : Stones.WHITE;
    }

    /** The empty points where {@code color} would make a winning five, as {x, y}. */
    static List<int[]> fivePoints(int[][] g, int color) {
        List<int[]> out = new ArrayList<>();
        for (int x = 0; x < g.length; x++) {
            for (int y = 0; y < g[x].length; y++) {
                if (g[x][y] == Stones.EMPTY && RuleReference.makesFive(g, x, y, color, RULE)) {
                    out.add(new int[] {x, y});
                }
            }
        }
        return out;
    }

    /**
     * Checks that the side to move of {@code position} wins by {@code line} whatever the defender
     * does (the grid is not changed). Every attacker move is checked legal (black: not forbidden) and
     * a four, every defender ply the only legal defence, or none when it is black's forbidden block.
     */
    public static Verdict check(int[][] position, List<Ply> line) {
        int[][] g = new int[position.length][];
        for (int x = 0; x < g.length; x++) {
            g[x] = position[x].clone();
        }
        int att = sideToMove(g);
        int def = Stones.opponent(att);
        boolean throughForbidden = false;
        int moves = 0;
        int i = 0;
        while (true) {
            if (i >= line.size()) {
                return Verdict.refuted(i, "the line ends before the attacker's five");
            }
            Ply a = line.get(i);
            if (a.color() != att || a.forbiddenBlock()) {
                return Verdict.refuted(i, "not the attacker's move");
            }
            if (RuleReference.at(g, a.x(), a.y()) != Stones.EMPTY) {
                return Verdict.refuted(i, "not an empty point of the board");
            }
            moves++;
            if (!fivePoints(g, att).isEmpty()) {
                if (!RuleReference.makesFive(g, a.x(), a.y(), att, RULE)) {
                    return Verdict.refuted(i, "the attacker has a five and does not play it");
                }
                if (i != line.size() - 1) {
                    return Verdict.refuted(i, "plies after the five");
                }
                return new Verdict(true, throughForbidden, moves, "");
            }
            List<int[]> defenderFives = fivePoints(g, def);
            if (defenderFives.size() >= 2) {
                return Verdict.refuted(i, "the defender has two five points");
            }
            if (defenderFives.size() == 1 && !at(defenderFives.get(0), a)) {
                return Verdict.refuted(i, "the defender's five point is left open");
            }
            if (att == Stones.BLACK && RuleReference.isForbidden(g, a.x(), a.y())) {
                return Verdict.refuted(i, "forbidden for black");
            }
            g[a.x()][a.y()] = att;
            List<int[]> completions = fivePoints(g, att);
            if (completions.isEmpty()) {
                return Verdict.refuted(i, "not a four");
            }
            if (!fivePoints(g, def).isEmpty()) {
                return Verdict.refuted(i, "the defender makes five next");
            }
            i++;
            if (i >= line.size()) {
                return Verdict.refuted(i, "the line ends before the defence");
            }
            Ply d = line.get(i);
            if (d.color() != def) {
                return Verdict.refuted(i, "not the defender's ply");
            }
            boolean onCompletion = false;
            for (int[] p : completions) {
                onCompletion |= at(p, d);
            }
            if (!onCompletion) {
                return Verdict.refuted(i, "not on a point that completes the four");
            }
            boolean forbidden = def == Stones.BLACK && RuleReference.isForbidden(g, d.x(), d.y());
            if (forbidden != d.forbiddenBlock()) {
                return Verdict.refuted(i, forbidden ? "the block is forbidden for black (write B*)" : "the block is allowed");
            }
            if (completions.size() == 1 && forbidden) {
                throughForbidden = true; // black has no legal defence: white's five follows
            }
            if (!forbidden) {
                g[d.x()][d.y()] = def;
            }
            // With two or more completion points one block leaves another: any reply loses (the
            // defender has no five), so the line's block stands for all of them.
            i++;
        }
    }

    /**
     * Checks a win by a quiet threat and then continuous fours: the side to move of {@code position}
     * plays {@code threat}, and after every legal reply of the defender (every empty point, black's
     * forbidden points excepted: black may not play them) the attacker wins by a VCF that
     * {@link #check} accepts: the line of {@code answers} that begins with that reply (the reply
     * then the line), else {@code otherwise}. The verdict's {@code throughForbidden}: some reply's
     * line wins through a block black may not play.
     */
    public static Verdict checkThreat(int[][] position, Ply threat, List<Ply> otherwise, List<List<Ply>> answers) {
        int[][] g = new int[position.length][];
        for (int x = 0; x < g.length; x++) {
            g[x] = position[x].clone();
        }
        int att = sideToMove(g);
        int def = Stones.opponent(att);
        if (threat.color() != att || threat.forbiddenBlock() || RuleReference.at(g, threat.x(), threat.y()) != Stones.EMPTY) {
            return Verdict.refuted(0, "not a move of the side to move");
        }
        if (!fivePoints(g, att).isEmpty() || !fivePoints(g, def).isEmpty()) {
            return Verdict.refuted(0, "a five point is on the board: no quiet threat");
        }
        if (att == Stones.BLACK && RuleReference.isForbidden(g, threat.x(), threat.y())) {
            return Verdict.refuted(0, "forbidden for black");
        }
        g[threat.x()][threat.y()] = att;
        boolean through = false;
        int moves = 0;
        int used = 0;
        for (int x = 0; x < g.length; x++) {
            for (int y = 0; y < g.length; y++) {
                if (g[x][y] != Stones.EMPTY || (def == Stones.BLACK && RuleReference.isForbidden(g, x, y))) {
                    continue;
                }
                List<Ply> line = otherwise;
                for (List<Ply> a : answers) {
                    if (a.get(0).x() == x && a.get(0).y() == y) {
                        line = a.subList(1, a.size());
                        used++;
                    }
                }
                g[x][y] = def;
                Verdict v = check(g, line);
                g[x][y] = Stones.EMPTY;
                if (!v.proved()) {
                    String reply = new Ply(def, x, y, false).format();
                    return new Verdict(false, false, 0, "after the reply " + reply + ", " + v.reason());
                }
                through |= v.throughForbidden();
                moves = Math.max(moves, v.attackerMoves() + 1);
            }
        }
        for (List<Ply> a : answers) {
            if (a.get(0).color() != def || a.get(0).forbiddenBlock()) {
                return Verdict.refuted(0, "an answer not to a defender's move: " + a.get(0).format());
            }
        }
        if (used != answers.size()) {
            return Verdict.refuted(0, "an answer to a reply the defender may not play");
        }
        return new Verdict(true, through, moves, "");
    }

    private static boolean at(int[] p, Ply m) {
        return p[0] == m.x() && p[1] == m.y();
    }
}
