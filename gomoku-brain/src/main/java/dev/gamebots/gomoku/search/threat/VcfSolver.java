package dev.gamebots.gomoku.search.threat;

import dev.gamebots.core.SearchControl;
import dev.gamebots.core.MoveSelection;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;

/**
 * Victory by continuous fours: can the side to move win by making a four on every move? Each four
 * leaves the defender one reply (the point completing the five), so the search is a single-branch
 * AND/OR tree: depth-first over the attacker's four-making points, with a table of positions already
 * shown to fail and the defender's counter-fours respected (when the defender's block makes a four,
 * the attacker must block it with a four of its own or give up).
 *
 * <p>Renju: black never plays a forbidden point; when black defends, a completion point that is
 * forbidden for black cannot be blocked, so the four wins at once.
 *
 * <p>Works on the caller's {@link Board} by make/unmake and leaves it as found. Allocates nothing
 * per node. Time and stop requests come from the shared {@link SearchControl}.
 */
public final class VcfSolver {

    /** Longest VCF searched: attacker moves. */
    public static final int MAX_DEPTH = 160;

    private static final int MAX_CANDIDATES = 96;
    private final Board board;
    private final SearchControl control;
    private final long[] failKeys;
    private final byte[] failDepth;
    private final int failMask;
    private final int[] candidates = new int[(MAX_DEPTH + 1) * MAX_CANDIDATES];
    private final int[] order = new int[(MAX_DEPTH + 1) * MAX_CANDIDATES];
    private final int[] line = new int[2 * MAX_DEPTH + 2];
    private int lineLength;

    /** The control's node count when the last solve began. */
    private long startNodes;
    private boolean aborted;

    /**
     * A solver for {@code board} with a failure table of {@code 2^tableBits} entries (9 bytes each).
     */
    public VcfSolver(Board board, int tableBits, SearchControl control) {
        this.board = board;
        this.control = control;
        int size = 1 << tableBits;
        failKeys = new long[size];
        failDepth = new byte[size];
        failMask = size - 1;
    }

    /** Forgets the positions known to fail (call when the board is set up anew). */
    public void clear() {
        java.util.Arrays.fill(failKeys, 0L);
        java.util.Arrays.fill(failDepth, (byte) 0);
    }

    /**
     * True when the side to move wins by continuous fours within {@code maxDepth} of its moves and
     * about {@code nodeLimit} nodes (and before the control's deadline). On success {@link #line()}
     * holds the winning sequence (attacker, defender, ..., the five).
     */
    public boolean solve(int maxDepth, long nodeLimit) {
        this.startNodes = control.nodes();
        this.aborted = control.expired(); // a solve started after the deadline returns at once
        this.lineLength = 0;
        if (aborted) {
            return false;
        }
        long saved = control.narrowBudget(nodeLimit);
        boolean won = attack(Math.min(maxDepth, MAX_DEPTH), 0);
        control.restoreBudget(saved);
        return won;
    }

    /**
     * {@link #solve(int, long)} within a budget of its own: about {@code nodeLimit} nodes and until
     * {@code deadline} (a clock reading, or {@link SearchControl#NEVER}), set on the control for this
     * solve only (a phase of a bigger search: the search's own deadline still bounds it).
     */
    public boolean solveWithin(int maxDepth, long nodeLimit, long deadline) {
        long saved = control.narrowDeadline(deadline);
        try {
            return solve(maxDepth, nodeLimit);
        } finally {
            control.restoreDeadline(saved);
        }
    }

    /** True when the last solve ran out of nodes or time, or was stopped (a failure is then unproven). */
    public boolean aborted() {
        return aborted;
    }

    /** Nodes of the last solve (counted on the shared control, so an enclosing search counts them too). */
    public long nodes() {
        return control.nodes() - startNodes;
    }

    /** The winning line of the last successful solve. */
    public int[] line() {
        return java.util.Arrays.copyOf(line, lineLength);
    }

    /** The first move of the winning line, or -1. */
    public int firstMove() {
        return lineLength > 0 ? line[0] : -1;
    }

    private boolean attack(int depth, int ply) {
        if (control.tick() || aborted) {
            aborted = true;
            return false;
        }
        Board b = board;
        int att = b.sideToMove();
        int def = Stones.opponent(att);
        if (b.threatCount(att, Threat.FIVE) > 0) {
            line[2 * ply] = firstInSet(att, Board.SET_FIVE);
            lineLength = 2 * ply + 1;
            return true;
        }
        if (depth <= 0) {
            return false;
        }
        long key = b.hash();
        int slot = (int) key & failMask;
        if (failKeys[slot] == key && failDepth[slot] >= depth) {
            return false;
        }
        boolean renjuBlack = b.rule().isRenju() && att == Stones.BLACK;
        int base = ply * MAX_CANDIDATES;
        int count = 0;
        int defFives = b.threatCount(def, Threat.FIVE);
        if (defFives > 0) {
            // The defender's last block made a four: the attacker must block it, with a four.
            int block = firstInSet(def, Board.SET_FIVE);
            if (defFives == 1 && Threat.isFour(b.threat(att, block)) && !(renjuBlack && b.isForbidden(block))) {
                candidates[base] = block;
                order[base] = 0;
                count = 1;
            }
        } else {
            count = collectFours(att, renjuBlack, base);
        }
        for (int i = 0; i < count; i++) {
            int move = pickNext(base, i, count);
            b.makeMove(move);
            int fives = b.threatCount(att, Threat.FIVE);
            boolean won = false;
            if (fives >= 2) {
                line[2 * ply] = move;
                line[2 * ply + 1] = firstInSet(att, Board.SET_FIVE);
                line[2 * ply + 2] = secondInSet(att, Board.SET_FIVE);
                lineLength = 2 * ply + 3;
                won = true;
            } else if (fives == 1) {
                int reply = firstInSet(att, Board.SET_FIVE);
                if (def == Stones.BLACK && b.rule().isRenju() && b.isForbidden(reply)) {
                    // Black cannot block on a forbidden point: the five comes next.
                    line[2 * ply] = move;
                    line[2 * ply + 1] = reply; // shown as the (impossible) block
                    line[2 * ply + 2] = reply;
                    lineLength = 2 * ply + 3;
                    won = true;
                } else {
                    b.makeMove(reply);
                    if (attack(depth - 1, ply + 1)) {
                        line[2 * ply] = move;
                        line[2 * ply + 1] = reply;
                        won = true;
                    }
                    b.unmakeMove();
                }
            }
            b.unmakeMove();
            if (won) {
                return true;
            }
            if (aborted) {
                return false;
            }
        }
        failKeys[slot] = key;
        failDepth[slot] = (byte) Math.min(127, depth);
        return false;
    }

    /** Gathers the attacker's four-making points into the candidate window, scored for ordering. */
    private int collectFours(int att, boolean renjuBlack, int base) {
        Board b = board;
        int count = 0;
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(att, Board.SET_FOUR, w);
            while (bits != 0 && count < MAX_CANDIDATES) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (renjuBlack && b.isForbidden(p)) {
                    continue;
                }
                int t = b.threat(att, p);
                candidates[base + count] = p;
                order[base + count] = (t == Threat.FLEX4 ? 1 << 20 : t << 12) + b.value(att, p);
                count++;
            }
        }
        return count;
    }

    private int pickNext(int base, int i, int count) {
        return MoveSelection.pickBest(candidates, order, base + i, base + count);
    }

    private int firstInSet(int color, int group) {
        return ThreatScan.first(board, color, group);
    }

    private int secondInSet(int color, int group) {
        return ThreatScan.second(board, color, group);
    }
}
