package dev.gamebots.gomoku.rules;

import dev.gamebots.gomoku.rules.RenjuWinLine.Ply;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Finds a shortest win by continuous fours under renju for the side to move, independently of the
 * brain: an exhaustive depth-first search over every four-making point (iterative deepening on the
 * number of fours), written on {@link RuleReference}'s definitions and its own grid. The lines it
 * returns are what {@link RenjuWinLine#check} accepts; "none" is only as strong as its limits (the
 * number of fours and the node budget).
 *
 * <p>{@code blackBlocksAnywhere} lets black defend on its forbidden points (as if the rule had
 * none): a white win that exists under renju but not so relies on black's forbidden points.
 */
public final class RenjuVcfFinder {

    private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
    private static final Rule RULE = Rule.RENJU;

    private final int[][] g;
    private final int size;
    private final boolean blackBlocksAnywhere;
    private final long[][] keys;
    private long hash;
    /** Positions (attacker to move) shown to have no VCF within the given number of fours. */
    private final Map<Long, Integer> failed = new HashMap<>();
    private long nodes;
    private long maxNodes;
    private boolean aborted;

    /** A finder on a copy of {@code position}. */
    public RenjuVcfFinder(int[][] position, boolean blackBlocksAnywhere) {
        size = position.length;
        g = new int[size][];
        for (int x = 0; x < size; x++) {
            g[x] = position[x].clone();
        }
        this.blackBlocksAnywhere = blackBlocksAnywhere;
        SplittableRandom r = new SplittableRandom(1);
        keys = new long[size * size][3];
        for (long[] k : keys) {
            k[1] = r.nextLong();
            k[2] = r.nextLong();
        }
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                hash ^= keys[x * size + y][g[x][y]];
            }
        }
    }

    /** Nodes searched by the last {@link #find}. */
    public long nodes() {
        return nodes;
    }

    /** True when the last {@link #find} stopped at its node budget (its "none" then proves nothing). */
    public boolean aborted() {
        return aborted;
    }

    /**
     * A shortest VCF of at most {@code maxFours} fours (then the five) for the side to move, as the
     * plies of {@link RenjuWinLine}, or null.
     */
    public List<Ply> find(int maxFours, long nodeBudget) {
        return find(RenjuWinLine.sideToMove(g), maxFours, nodeBudget);
    }

    /**
     * As {@link #find(int, long)} for {@code att} whoever is to move: after a quiet move of {@code att},
     * the VCF it threatens (the win if the opponent passed).
     */
    public List<Ply> find(int att, int maxFours, long nodeBudget) {
        nodes = 0;
        maxNodes = nodeBudget;
        aborted = false;
        failed.clear();
        for (int k = 0; k <= maxFours && !aborted; k++) {
            List<Ply> line = attack(att, k);
            if (line != null) {
                return line;
            }
        }
        return null;
    }

    /** The attacker to move with {@code fours} fours left before the five. */
    private List<Ply> attack(int att, int fours) {
        if (++nodes > maxNodes) {
            aborted = true;
            return null;
        }
        List<int[]> own = RenjuWinLine.fivePoints(g, att);
        if (!own.isEmpty()) {
            return new ArrayList<>(List.of(new Ply(att, own.get(0)[0], own.get(0)[1], false)));
        }
        Integer known = failed.get(hash);
        if (fours == 0 || (known != null && known >= fours)) {
            return null;
        }
        int def = Stones.opponent(att);
        List<int[]> defenderFives = RenjuWinLine.fivePoints(g, def);
        if (defenderFives.size() >= 2) {
            return null;
        }
        List<int[]> candidates = defenderFives.isEmpty() ? fourPoints(att) : defenderFives;
        for (int[] c : candidates) {
            if (aborted) {
                return null;
            }
            if (att == Stones.BLACK && RuleReference.isForbidden(g, c[0], c[1])) {
                continue;
            }
            put(c[0], c[1], att);
            try {
                List<Ply> line = afterFour(att, c, fours);
                if (line != null) {
                    line.add(0, new Ply(att, c[0], c[1], false));
                    return line;
                }
            } finally {
                put(c[0], c[1], Stones.EMPTY);
            }
        }
        if (!aborted) {
            failed.put(hash, fours);
        }
        return null;
    }

    /** The attacker has just played {@code c}: the defender's forced reply and the rest, or null. */
    private List<Ply> afterFour(int att, int[] c, int fours) {
        int def = Stones.opponent(att);
        List<int[]> completions = completionsThrough(att, c);
        if (completions.isEmpty()) {
            return null; // not a four (the candidate blocked the defender's five only)
        }
        if (completions.size() >= 2) {
            int[] block = completions.get(0);
            int[] five = completions.get(1);
            boolean forbidden = def == Stones.BLACK && RuleReference.isForbidden(g, block[0], block[1]);
            return new ArrayList<>(List.of(new Ply(def, block[0], block[1], forbidden), new Ply(att, five[0], five[1], false)));
        }
        int[] p = completions.get(0);
        if (def == Stones.BLACK && !blackBlocksAnywhere && RuleReference.isForbidden(g, p[0], p[1])) {
            return new ArrayList<>(List.of(new Ply(def, p[0], p[1], true), new Ply(att, p[0], p[1], false)));
        }
        put(p[0], p[1], def);
        try {
            List<Ply> rest = attack(att, fours - 1);
            if (rest != null) {
                rest.add(0, new Ply(def, p[0], p[1], false));
            }
            return rest;
        } finally {
            put(p[0], p[1], Stones.EMPTY);
        }
    }

    /**
     * The attacker's five points after its stone on {@code c}, when it had none before: they lie on
     * the four lines through {@code c}, at most four away.
     */
    private List<int[]> completionsThrough(int att, int[] c) {
        List<int[]> out = new ArrayList<>();
        for (int[] d : DIRS) {
            for (int i = -4; i <= 4; i++) {
                int x = c[0] + i * d[0];
                int y = c[1] + i * d[1];
                if (i != 0 && RuleReference.at(g, x, y) == Stones.EMPTY && RuleReference.makesFive(g, x, y, att, RULE)
                        && out.stream().noneMatch(p -> p[0] == x && p[1] == y)) {
                    out.add(new int[] {x, y});
                }
            }
        }
        return out;
    }

    /**
     * Empty points where the attacker's stone makes a four: on some line through it, three own stones
     * within four (a cheap filter), then a five point confirmed.
     */
    private List<int[]> fourPoints(int att) {
        List<int[]> out = new ArrayList<>();
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                if (g[x][y] != Stones.EMPTY || !ownWithinFour(g, att, x, y, 3)) {
                    continue;
                }
                int[] c = {x, y};
                g[x][y] = att;
                boolean four = !completionsThrough(att, c).isEmpty();
                g[x][y] = Stones.EMPTY;
                if (four) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** On some line through (x, y), at least {@code n} stones of {@code color} within four of it. */
    static boolean ownWithinFour(int[][] g, int color, int x, int y, int n) {
        for (int[] d : DIRS) {
            int count = 0;
            for (int i = -4; i <= 4; i++) {
                count += i != 0 && RuleReference.at(g, x + i * d[0], y + i * d[1]) == color ? 1 : 0;
            }
            if (count >= n) {
                return true;
            }
        }
        return false;
    }

    private void put(int x, int y, int color) {
        hash ^= keys[x * size + y][g[x][y]];
        g[x][y] = color;
        hash ^= keys[x * size + y][color];
    }
}
