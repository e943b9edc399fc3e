package dev.gamebots.gomoku.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * A slow, obviously correct renju referee for the search's tests: legality straight from the
 * definition ({@link RuleReference#isForbidden}, which shares no code with the board's tables) and
 * forced wins by exhaustive search of every legal move of both sides, on its own {@code int[x][y]}
 * grid. Only the board's stones are read from a {@link Board}; nothing else of the brain is used.
 *
 * <p>The exhaustive searches try every legal point within two of a stone, plus one point far from
 * every stone ("elsewhere": a move that touches no line of the fight, which under renju may matter,
 * since a black stone can make black's own points forbidden). They prune only by what the rules
 * decide outright:
 * <ol>
 *   <li>a five wins at once (under renju a five wins even where black's move is also a forbidden shape);</li>
 *   <li>when the opponent has a point that makes five, any move but occupying it loses at once, and
 *       two such points lose (only one can be occupied); black cannot occupy a forbidden point;</li>
 *   <li>with one own move left only a five wins, and with two left only a move after which the mover
 *       has a five point (the opponent's stone cannot make one for it).</li>
 * </ol>
 * Depths count the attacker's moves, the five included: {@code winsWithin(2)} is a move, any reply,
 * then a five.
 */
public final class RenjuReferee {

    private static final Rule RULE = Rule.RENJU;
    private final int[][] g;
    private final int size;
    /** Far from every stone, or null: the one "elsewhere" move. */
    private final int[] elsewhere;
    /** Nodes of the searches so far (to keep tests' sizes honest). */
    private long nodes;

    /** The referee for the stones of {@code b} (its own copy). */
    public RenjuReferee(Board b) {
        size = b.width();
        g = new int[size][size];
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                g[x][y] = b.at(x, y);
            }
        }
        elsewhere = farPoint();
    }

    public long nodes() {
        return nodes;
    }

    /** Is empty (x, y) forbidden for black (renju's definition, five first)? */
    public boolean isForbidden(int x, int y) {
        return RuleReference.isForbidden(g, x, y);
    }

    /** May {@code color} play (x, y): empty, and not a forbidden point when black. */
    public boolean isLegal(int color, int x, int y) {
        return RuleReference.at(g, x, y) == Stones.EMPTY && !(color == Stones.BLACK && isForbidden(x, y));
    }

    /** Does {@code color} playing empty (x, y) make a winning five? */
    public boolean makesFive(int color, int x, int y) {
        return RuleReference.at(g, x, y) == Stones.EMPTY && RuleReference.makesFive(g, x, y, color, RULE);
    }

    /** The empty points where {@code color} would make five, as {x, y}. */
    public List<int[]> fivePoints(int color) {
        List<int[]> out = new ArrayList<>();
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                if (makesFive(color, x, y)) {
                    out.add(new int[] {x, y});
                }
            }
        }
        return out;
    }

    /** Does {@code color}, to move, win with at most {@code k} moves of its own against every defence? */
    public boolean winsWithin(int color, int k) {
        return attack(color, k, false);
    }

    /** Does {@code color}, to move, win by continuous fours: at most {@code k} fours, then the five? */
    public boolean vcfWithin(int color, int k) {
        return attack(color, k + 1, true);
    }

    /** Does {@code color} playing (x, y) now leave it a win with at most {@code k} more moves of its own? */
    public boolean winsAfter(int color, int x, int y, int k) {
        return afterMove(color, x, y, () -> k >= 1 && defenderLoses(color, k, false));
    }

    /**
     * Does {@code color} (to move) avoid losing within {@code k} of the opponent's moves by playing
     * (x, y)? (A legal move after which the opponent has no forced win of {@code k} moves.)
     */
    public boolean holdsAfter(int color, int x, int y, int k) {
        return afterMove(color, x, y, () -> !attack(Stones.opponent(color), k, false));
    }

    /** False for an illegal move, true for a five, else {@code then} asked with the stone on (x, y). */
    private boolean afterMove(int color, int x, int y, BooleanSupplier then) {
        if (!isLegal(color, x, y)) {
            return false;
        }
        if (makesFive(color, x, y)) {
            return true;
        }
        g[x][y] = color;
        try {
            return then.getAsBoolean();
        } finally {
            g[x][y] = Stones.EMPTY;
        }
    }

    /** Attacker to move with {@code k} own moves left (the five included). */
    private boolean attack(int att, int k, boolean foursOnly) {
        nodes++;
        int def = Stones.opponent(att);
        if (k <= 0) {
            return false;
        }
        if (!fivePoints(att).isEmpty()) {
            return true; // rule 1 (a five is never forbidden)
        }
        if (k == 1) {
            return false; // rule 3
        }
        List<int[]> defFives = fivePoints(def);
        List<int[]> candidates;
        if (defFives.size() >= 2) {
            return false; // rule 2: the defender makes five next whatever we do
        } else if (defFives.size() == 1) {
            candidates = defFives; // rule 2: block it or lose
        } else {
            candidates = nearPoints();
        }
        for (int[] m : candidates) {
            int x = m[0];
            int y = m[1];
            if ((k == 2 || foursOnly) && !makesFour(att, x, y)) {
                continue; // rule 3 (VCF: every attacking move is a four)
            }
            if (!isLegal(att, x, y)) {
                continue;
            }
            g[x][y] = att;
            try {
                if (defenderLoses(att, k - 1, foursOnly)) {
                    return true;
                }
            } finally {
                g[x][y] = Stones.EMPTY;
            }
        }
        return false;
    }

    /** Defender to move; true when the attacker wins with {@code k} more moves whatever the defender plays. */
    private boolean defenderLoses(int att, int k, boolean foursOnly) {
        nodes++;
        int def = Stones.opponent(att);
        if (!fivePoints(def).isEmpty()) {
            return false; // the defender's five comes first
        }
        List<int[]> attFives = fivePoints(att);
        List<int[]> candidates;
        if (attFives.size() >= 2) {
            return true; // rule 2
        } else if (attFives.size() == 1) {
            candidates = attFives; // rule 2: the block, if the defender may play it
        } else if (foursOnly) {
            return false; // a VCF move that is no four (not generated)
        } else {
            candidates = nearPoints();
        }
        boolean anyLegal = false;
        for (int[] m : candidates) {
            int x = m[0];
            int y = m[1];
            if (!isLegal(def, x, y)) {
                continue;
            }
            anyLegal = true;
            g[x][y] = def;
            try {
                if (!attack(att, k, foursOnly)) {
                    return false;
                }
            } finally {
                g[x][y] = Stones.EMPTY;
            }
        }
        // The single block forbidden: the five follows. No legal move at all in the region: not a
        // position these tests use, counted as not won (the elsewhere point is nearly always there).
        return anyLegal || attFives.size() == 1;
    }

    /**
     * Does {@code color} on empty (x, y) leave a point where it makes five? Only points on the four
     * lines through (x, y), at most four away, can have become five points (the callers know the
     * colour had none before).
     */
    private boolean makesFour(int color, int x, int y) {
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        g[x][y] = color;
        try {
            for (int[] d : dirs) {
                for (int i = -4; i <= 4; i++) {
                    if (i != 0 && makesFive(color, x + i * d[0], y + i * d[1])) {
                        return true;
                    }
                }
            }
            return false;
        } finally {
            g[x][y] = Stones.EMPTY;
        }
    }

    /** Every empty point within two of a stone, and the elsewhere point. */
    private List<int[]> nearPoints() {
        List<int[]> out = new ArrayList<>();
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                if (g[x][y] == Stones.EMPTY && stoneWithin(x, y, 2)) {
                    out.add(new int[] {x, y});
                }
            }
        }
        if (elsewhere != null && g[elsewhere[0]][elsewhere[1]] == Stones.EMPTY) {
            out.add(elsewhere);
        }
        return out;
    }

    private boolean stoneWithin(int x, int y, int r) {
        for (int dx = -r; dx <= r; dx++) {
            for (int dy = -r; dy <= r; dy++) {
                int c = RuleReference.at(g, x + dx, y + dy);
                if (c == Stones.BLACK || c == Stones.WHITE) {
                    return true;
                }
            }
        }
        return false;
    }

    /** An empty point at least eight from every stone (no five or six-run can join it to the fight), or null. */
    private int[] farPoint() {
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                if (g[x][y] == Stones.EMPTY && !stoneWithin(x, y, 8)) {
                    return new int[] {x, y};
                }
            }
        }
        return null;
    }
}
