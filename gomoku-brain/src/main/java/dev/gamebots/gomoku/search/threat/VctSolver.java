package dev.gamebots.gomoku.search.threat;

import dev.gamebots.core.SearchControl;
import dev.gamebots.core.MoveSelection;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;

/**
 * Victory by continuous threats: can the side to move win by making, on every move, a four or an
 * open three (a threat to make an open four)? An AND/OR depth-first search:
 * <ul>
 *   <li>attacker nodes try the attacker's VCF first, then every four- or three-making point;</li>
 *   <li>attacker nodes also try a few quiet moves that threaten a VCF (a "fukumi" move), when
 *       depth allows: the defender must then stop the VCF (replies on the VCF's line, or fours);</li>
 *   <li>after a four the defender's only reply is the completion point;</li>
 *   <li>after a three the defender may block anywhere on the threatened lines (replies that leave an
 *       open-four point are skipped: they lose at once), or counter with a four of its own (the
 *       attacker must then block, and the defender moves again); a defender VCF or open-four point
 *       refutes the attack.</li>
 * </ul>
 * Depth counts attacker moves. Results are cached by position hash (proofs at any depth, disproofs
 * with their depth). Renju restrictions apply to whichever side is black; white's four past a
 * forbidden block ({@link RenjuThreats}) threatens as an open four does, and black's replies to it
 * are the points that stop it, each tried.
 *
 * <p>Not run in default play: the root VCT is off ({@code useVct}) since 8d4f98c, the
 * selective search finding those wins itself (25 of the 62 forced wins of docs/strength.md proved
 * within 1 M nodes without it, 26 with it, Rapfi's tables). Kept because it is the threat-space
 * prover of {@code show --vct} (the VCT solve times in docs/gomoku.md) and behind {@code useVct},
 * and {@code VctSolverTest} holds it to the VCT puzzles.
 */
public final class VctSolver {

    /** Deepest VCT searched (attacker moves). */
    public static final int MAX_DEPTH = 15;

    private static final int MAX_MOVES = 128;
    private static final int MAX_PLY = 4 * MAX_DEPTH + 8;
    private static final int VCF_DEPTH = 40;
    private static final long VCF_NODES = 4_000;

    /** Quiet VCF-threat moves tried per attacker node. */
    private static final int QUIET_MOVES = 8;
    /** Quiet VCF-threat moves allowed along one line of play. */
    public static final int DEFAULT_QUIET_LIMIT = 3;

    private static final byte WIN = 1;
    private static final byte LOSS = 2;

    private final Board board;
    private final SearchControl control;
    private final VcfSolver vcf;
    private final long[] tableKeys;
    private final byte[] tableResult;
    /** Disproofs hold for this depth and quiet allowance (depth * 16 + quiet) or less. */
    private final byte[] tableDepth;
    private final int tableMask;
    private final int[] moves = new int[MAX_PLY * MAX_MOVES];
    private final int[] scores = new int[MAX_PLY * MAX_MOVES];
    private final int[] marks;
    private int stamp;

    /** The control's node count when the last solve began. */
    private long startNodes;
    private boolean aborted;
    private int rootMove;
    /** Mixed into cache keys: a node's meaning depends on which colour attacks. */
    private long attackerSalt;
    private int quietLeft;

    /** A solver for {@code board} with a result cache of {@code 2^tableBits} entries. */
    public VctSolver(Board board, int tableBits, SearchControl control, VcfSolver vcf) {
        this.board = board;
        this.control = control;
        this.vcf = vcf;
        int size = 1 << tableBits;
        tableKeys = new long[size];
        tableResult = new byte[size];
        tableDepth = new byte[size];
        tableMask = size - 1;
        marks = new int[board.length()];
    }

    /** Forgets cached results. */
    public void clear() {
        java.util.Arrays.fill(tableKeys, 0L);
        java.util.Arrays.fill(tableResult, (byte) 0);
    }

    /**
     * True when the side to move wins by continuous threats within {@code maxDepth} of its moves and
     * about {@code nodeLimit} nodes (VCF nodes included). {@link #firstMove()} is then the move.
     * Deepens one attacker move at a time, so the shortest win found first.
     */
    public boolean solve(int maxDepth, long nodeLimit) {
        return solve(maxDepth, nodeLimit, DEFAULT_QUIET_LIMIT);
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

    /** As {@link #solve(int, long)}, with at most {@code quietLimit} quiet VCF threats along a line. */
    public boolean solve(int maxDepth, long nodeLimit, int quietLimit) {
        this.startNodes = control.nodes();
        this.aborted = control.expired();
        this.rootMove = -1;
        if (aborted) {
            return false;
        }
        long saved = control.narrowBudget(nodeLimit);
        try {
            return deepen(maxDepth, quietLimit);
        } finally {
            control.restoreBudget(saved);
        }
    }

    private boolean deepen(int maxDepth, int quietLimit) {
        this.attackerSalt = board.sideToMove() == Stones.BLACK ? 0L : 0x5DEECE66DL * 0x9E3779B97F4A7C15L;
        int limit = Math.min(maxDepth, MAX_DEPTH);
        for (int depth = 1; depth <= limit; depth++) {
            quietLeft = quietLimit;
            if (attack(depth, 0)) {
                return true;
            }
            if (aborted) {
                return false;
            }
        }
        return false;
    }

    /** The first move of the last successful solve, or -1. */
    public int firstMove() {
        return rootMove;
    }

    /** True when the last solve ran out of nodes or time (a failure is then unproven). */
    public boolean aborted() {
        return aborted;
    }

    /** Nodes of the last solve, its VCF solves' included (counted on the shared control). */
    public long nodes() {
        return control.nodes() - startNodes;
    }

    private boolean limitsReached() {
        if (control.tick()) {
            aborted = true;
        }
        return aborted;
    }

    /**
     * Runs the VCF solver for the side to move within a small budget (and within ours: the control
     * narrows to the smaller), its nodes counting as ours.
     */
    private boolean vcfWins() {
        boolean won = vcf.solve(VCF_DEPTH, VCF_NODES);
        if (vcf.aborted() && control.expired()) {
            aborted = true;
        }
        return won;
    }

    /** Attacker to move. */
    private boolean attack(int depth, int ply) {
        if (limitsReached() || ply >= MAX_PLY - 2) {
            return false;
        }
        Board b = board;
        int att = b.sideToMove();
        int def = Stones.opponent(att);
        if (b.threatCount(att, Threat.FIVE) > 0) {
            if (ply == 0) {
                rootMove = ThreatScan.first(b, att, Board.SET_FIVE);
            }
            return true;
        }
        long key = b.hash() ^ attackerSalt;
        int slot = (int) key & tableMask;
        if (tableKeys[slot] == key) {
            if (tableResult[slot] == WIN && ply > 0) {
                return true;
            }
            if (tableResult[slot] == LOSS && covers(tableDepth[slot], depth)) {
                return false;
            }
        }
        if (vcfWins()) {
            if (ply == 0) {
                rootMove = vcf.firstMove();
            }
            store(slot, key, WIN, depth);
            return true;
        }
        if (aborted || depth <= 0) {
            return false;
        }
        boolean renjuBlack = b.rule().isRenju() && att == Stones.BLACK;
        int base = ply * MAX_MOVES;
        int count = 0;
        int defFives = b.threatCount(def, Threat.FIVE);
        if (defFives > 1) {
            return false;
        }
        if (defFives == 1) {
            // Must block the defender's four; go on only if the block is itself a threat.
            int block = ThreatScan.first(b, def, Board.SET_FIVE);
            int t = b.threat(att, block);
            if (t >= Threat.FLEX3 && t <= Threat.FLEX4 && !(renjuBlack && b.isForbidden(block))) {
                moves[base] = block;
                scores[base] = 0;
                count = 1;
            }
        } else {
            count = collect(att, Board.SET_FOUR, renjuBlack, base, 0);
            count = collect(att, Board.SET_THREE, renjuBlack, base, count);
            if (depth >= 2 && quietLeft > 0) {
                count = collectQuiet(att, renjuBlack, base, count);
            }
        }
        for (int i = 0; i < count; i++) {
            int move = pickNext(base, i, count);
            boolean quiet = b.threat(att, move) < Threat.FLEX3;
            quietLeft -= quiet ? 1 : 0;
            b.makeMove(move);
            boolean won = defend(depth - 1, ply + 1);
            b.unmakeMove();
            quietLeft += quiet ? 1 : 0;
            if (won) {
                if (ply == 0) {
                    rootMove = move;
                }
                store(slot, key, WIN, depth);
                return true;
            }
            if (aborted) {
                return false;
            }
        }
        store(slot, key, LOSS, depth);
        return false;
    }

    /** Defender to move, the attacker having just threatened. True when the attacker still wins. */
    private boolean defend(int depth, int ply) {
        if (limitsReached() || ply >= MAX_PLY - 2) {
            return false;
        }
        Board b = board;
        int def = b.sideToMove();
        int att = Stones.opponent(def);
        boolean defRenjuBlack = b.rule().isRenju() && def == Stones.BLACK;
        if (b.threatCount(def, Threat.FIVE) > 0) {
            return false; // the defender completes a five first
        }
        int attFives = b.threatCount(att, Threat.FIVE);
        if (attFives >= 2) {
            return true;
        }
        if (attFives == 1) {
            int block = ThreatScan.first(b, att, Board.SET_FIVE);
            if (defRenjuBlack && b.isForbidden(block)) {
                return true;
            }
            b.makeMove(block);
            boolean won = attack(depth, ply + 1);
            b.unmakeMove();
            return won;
        }
        boolean threeThreat = ThreatScan.hasFlex4Point(b, att);
        // Renju: white's four past a forbidden block threatens as an open four does.
        boolean forbiddenBlockThreat = defRenjuBlack && RenjuThreats.whiteFourPastForbiddenBlock(b) >= 0;
        if (ThreatScan.hasFlex4Point(b, def)) {
            return false; // the defender's open four comes first
        }
        long key = b.hash() ^ attackerSalt;
        int slot = (int) key & tableMask;
        if (tableKeys[slot] == key) {
            if (tableResult[slot] == WIN) {
                return true;
            }
            if (tableResult[slot] == LOSS && covers(tableDepth[slot], depth)) {
                return false;
            }
        }
        if (vcfWins()) {
            store(slot, key, LOSS, depth);
            return false; // the defender wins by continuous fours
        }
        if (aborted) {
            return false;
        }
        int base = ply * MAX_MOVES;
        int count;
        if (forbiddenBlockThreat) {
            count = RenjuThreats.forbiddenBlockStops(b, moves, base, MAX_MOVES, marks, ++stamp);
        } else if (threeThreat) {
            count = ThreatScan.flex4Defences(b, att, moves, base, MAX_MOVES, marks, ++stamp);
        } else {
            // A quiet move: a threat only if the attacker would then win by continuous fours.
            b.passTurn();
            boolean vcfThreat = vcfWins();
            b.passTurn();
            if (!vcfThreat || aborted) {
                return false;
            }
            count = 0;
            ++stamp;
            int[] line = vcf.line();
            for (int i = 0; i < line.length && count < MAX_MOVES; i++) {
                int q = line[i];
                if (b.at(q) == Stones.EMPTY && marks[q] != stamp) {
                    marks[q] = stamp;
                    moves[base + count++] = q;
                }
            }
        }
        for (int i = 0; i < count; i++) {
            scores[base + i] = b.value(att, moves[base + i]) + b.value(def, moves[base + i]);
        }
        // The defender's own fours: each forces the attacker's reply.
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(def, Board.SET_FOUR, w);
            while (bits != 0 && count < MAX_MOVES) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (marks[p] != stamp) {
                    marks[p] = stamp;
                    moves[base + count] = p;
                    scores[base + count] = b.value(def, p);
                    count++;
                }
            }
        }
        for (int i = 0; i < count; i++) {
            int reply = pickNext(base, i, count);
            if (defRenjuBlack && b.isForbidden(reply)) {
                continue;
            }
            b.makeMove(reply);
            boolean attackerWins;
            if (b.threatCount(def, Threat.FIVE) > 0) {
                // A counter-four: the attacker must block it, then the defender moves again.
                if (b.threatCount(def, Threat.FIVE) >= 2) {
                    attackerWins = false;
                } else {
                    int block = ThreatScan.first(b, def, Board.SET_FIVE);
                    if (b.rule().isRenju() && att == Stones.BLACK && b.isForbidden(block)) {
                        attackerWins = false;
                    } else {
                        b.makeMove(block);
                        attackerWins = defend(depth, ply + 2);
                        b.unmakeMove();
                    }
                }
            } else if (ThreatScan.hasFlex4Point(b, att)
                    || defRenjuBlack && RenjuThreats.whiteFourPastForbiddenBlock(b) >= 0) {
                attackerWins = true; // this reply does not stop the open four (or the unblockable four)
            } else {
                attackerWins = attack(depth, ply + 1);
            }
            b.unmakeMove();
            if (aborted) {
                return false;
            }
            if (!attackerWins) {
                store(slot, key, LOSS, depth);
                return false;
            }
        }
        store(slot, key, WIN, depth);
        return true;
    }

    private int collect(int att, int group, boolean renjuBlack, int base, int count) {
        Board b = board;
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(att, group, w);
            while (bits != 0 && count < MAX_MOVES) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (renjuBlack && b.isForbidden(p)) {
                    continue;
                }
                moves[base + count] = p;
                scores[base + count] = (b.threat(att, p) << 12) + b.value(att, p) + b.value(Stones.opponent(att), p);
                count++;
            }
        }
        return count;
    }

    /**
     * Quiet points after which the attacker would win by continuous fours if the defender passed
     * (at most {@link #QUIET_MOVES}, shortest VCF first). Each candidate costs one small VCF probe.
     */
    private int collectQuiet(int att, boolean renjuBlack, int base, int count) {
        Board b = board;
        int start = count;
        int words = b.setWords();
        for (int w = 0; w < words && !aborted; w++) {
            long bits = b.candidateWord(w);
            while (bits != 0 && !aborted) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int t = b.threat(att, p);
                if (t < Threat.FLEX2 || t > Threat.BLOCK3_PLUS || (renjuBlack && b.isForbidden(p))) {
                    continue;
                }
                b.makeMove(p);
                b.passTurn();
                boolean threat = vcfWins();
                int length = threat ? vcf.line().length : 0;
                b.passTurn();
                b.unmakeMove();
                if (!threat) {
                    continue;
                }
                int score = -(1 << 24) - length * 64 + b.value(att, p) / 16;
                if (count - start < QUIET_MOVES) {
                    moves[base + count] = p;
                    scores[base + count] = score;
                    count++;
                } else {
                    int worst = start;
                    for (int j = start + 1; j < count; j++) {
                        if (scores[base + j] < scores[base + worst]) {
                            worst = j;
                        }
                    }
                    if (score > scores[base + worst]) {
                        moves[base + worst] = p;
                        scores[base + worst] = score;
                    }
                }
            }
        }
        return count;
    }

    private int pickNext(int base, int i, int count) {
        return MoveSelection.pickBest(moves, scores, base + i, base + count);
    }

    private void store(int slot, long key, byte result, int depth) {
        if (aborted) {
            return;
        }
        tableKeys[slot] = key;
        tableResult[slot] = result;
        tableDepth[slot] = (byte) (Math.min(15, depth) * 16 + Math.min(15, quietLeft));
    }

    /** A stored disproof covers a search of {@code depth} with the current quiet allowance. */
    private boolean covers(byte stored, int depth) {
        int d = (stored & 0xFF) >>> 4;
        int q = stored & 15;
        return d >= Math.min(15, depth) && q >= Math.min(15, quietLeft);
    }
}
