package dev.gamebots.gomoku.search;

import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.Evaluation;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import dev.gamebots.gomoku.search.moves.MoveGenerator;
import dev.gamebots.gomoku.search.threat.ThreatShortcuts;
import java.util.List;

/**
 * What the tree search after {@link GomokuSearcher}'s root tactics holds apart from its algorithm
 * ({@link SelectiveSearch}): the board and its searcher's parts, the per-ply move lists, the
 * principal variation, the node kinds counted, the best root move for the deadline watchdog, the
 * quiescence's fours and the evaluation. Kept apart so the search itself reads as its steps. One
 * instance per board; all buffers allocated at construction.
 */
abstract class MainSearch {

    static final int MAX_PLY = 120;
    static final int MAX_MOVES = 512;
    /** Depth is counted in sixteenths of a ply, so that extensions and reductions can be fractions of one. */
    static final int PLY_SHIFT = 4;
    static final int ONE_PLY = 1 << PLY_SHIFT;
    /** Kinds of expanded nodes (those that generate moves), counted over the searcher's life. */
    static final int QUIESCENCE_NODE = 0;
    static final int FORCED_NODE = 1;
    static final int DEFEND_NODE = 2;
    static final int NORMAL_NODE = 3;
    /** Ordering score of the table move: above every other. */
    static final int ORDER_TT = 1 << 28;
    /** A four's order: its threat class shifted this far, plus its point value or learned score. */
    static final int FOUR_ORDER_SHIFT = 12;
    /** The last plies of the search's stacks: a node there is evaluated, not searched. */
    static final int LAST_PLIES = 4;
    /** A quiescence four is near the side's previous stone within this square, or this far along a line. */
    static final int NEAR_SQUARE = 2;
    static final int NEAR_LINE = 4;

    final Board board;
    final SearchControl control;
    /** The session's table, or null. */
    final TranspositionTable table;
    final SearchConfig config;
    final MoveGenerator generator;
    /** The static evaluation (pattern-code or hand-set), in the units the margins are in. */
    final Evaluation evaluation;
    /** Per ply, from ply * MAX_MOVES: the move list of the node and its ordering scores. */
    final int[] moves = new int[MAX_PLY * MAX_MOVES];
    final int[] scores = new int[MAX_PLY * MAX_MOVES];
    final long[] expanded = new long[4];
    /** Per ply of the current line: the static evaluation, the move made and the mover's threat class of it. */
    final int[] evals = new int[MAX_PLY + 2];
    final int[] lineMoves = new int[MAX_PLY + 2];
    final int[] lineThreats = new int[MAX_PLY + 2];
    /** Triangular principal-variation table: row {@code ply} holds the line from that ply. */
    final int[] pv = new int[MAX_PLY * MAX_PLY];
    final int[] pvLength = new int[MAX_PLY + 1];
    /** The control's node count when this search began: its nodes are counted there, solvers' included. */
    long startNodes;
    /** Set once the control says stop (deadline, node budget, END): every node then returns at once. */
    boolean aborted;
    /** The best root move known so far, for the deadline watchdog (another thread). */
    private volatile int provisional = -1;
    /** A multi-PV search's lines at its last finished depth, for the deadline watchdog; empty otherwise. */
    private volatile List<PvLine> provisionalLines = List.of();
    /** What {@link #generatedOutcome} returns when the node must be searched. */
    static final int UNDECIDED = Integer.MIN_VALUE;

    MainSearch(Board board, TranspositionTable table, SearchControl control, SearchConfig config,
               MoveGenerator generator, Evaluation evaluation) {
        this.board = board;
        this.table = table;
        this.control = control;
        this.config = config;
        this.generator = generator;
        this.evaluation = evaluation;
    }

    /** Starts a move's search: fresh killers, aged history, a new table generation, nodes counted from now. */
    abstract void begin();

    /** Forgets the history (a new game; the table is the searcher's to clear). */
    abstract void newGame();

    /**
     * Iterative deepening over {@code rootMoves[0..count)} (best first; reordered by each finished
     * iteration), reporting each to {@code listener}. {@code start}: the search's first clock reading.
     */
    abstract SearchResult search(int[] rootMoves, int count, SearchLimits limits, SearchListener listener, long start);

    /**
     * Multi-PV: the {@code lines} best of {@code rootMoves[0..count)} (best first; reordered), each
     * with its score and line, by iterative deepening over all of them; see {@link SelectiveSearch}.
     */
    abstract MultiPvResult searchLines(int[] rootMoves, int count, int lines, SearchLimits limits,
                                       SearchListener listener, LineListener lineListener, long start);

    /** Nodes expanded so far of a kind ({@link #QUIESCENCE_NODE} ...). */
    final long expanded(int kind) {
        return expanded[kind];
    }

    /** The best root move known so far, for the deadline watchdog (another thread); -1 if none. */
    final int provisional() {
        return provisional;
    }

    /** Sets the move {@link #provisional} reports (and forgets the lines when there is none). */
    final void provisional(int move) {
        provisional = move;
        if (move < 0) {
            provisionalLines = List.of();
        }
    }

    /** A multi-PV search's lines at its last finished depth (any thread). */
    final List<PvLine> provisionalLines() {
        return provisionalLines;
    }

    /** Sets the lines {@link #provisionalLines()} reports. */
    final void provisionalLines(List<PvLine> lines) {
        provisionalLines = lines;
    }

    /** The static evaluation for the side to move. */
    final int evaluate(Board b) {
        return evaluation.evaluate(b);
    }

    /** The value of a node known without searching it: a threat shortcut, or the evaluation at the last ply; else UNDECIDED. */
    final int decidedAtOnce(Board b, int me, int opp, int ply) {
        int quick = ThreatShortcuts.quickWin(b, me, opp, ply);
        if (quick != 0) {
            return quick;
        }
        return ply >= MAX_PLY - LAST_PLIES ? evaluate(b) : UNDECIDED;
    }

    /** {@code move} heads the line at {@code ply}, followed by the line found below it. */
    final void updatePv(int ply, int move) {
        int row = ply * MAX_PLY;
        int child = (ply + 1) * MAX_PLY;
        pv[row + ply] = move;
        int len = pvLength[ply + 1];
        for (int i = ply + 1; i < len; i++) {
            pv[row + i] = pv[child + i];
        }
        pvLength[ply] = Math.max(ply + 1, len);
    }

    /**
     * The side's fours into moves[base..), best first by threat class (the quiescence's moves).
     * {@code nearOnly}: only within two points (or four along a line) of the side's previous stone,
     * when it has one; {@code combinationsOnly}: only fours that make another threat too;
     * {@code firstMove} (or -1) is ordered first; ties by the learned move scores
     * ({@code learnedOrder}) or the point values. Renju black's forbidden points are left out.
     */
    final int collectFours(int me, int base, boolean nearOnly, boolean combinationsOnly, int firstMove,
                           boolean learnedOrder) {
        Board b = board;
        boolean renjuMe = b.rule().isRenju() && me == Stones.BLACK;
        int last = nearOnly && b.ply() >= 2 ? b.moveAt(b.ply() - 2) : -1;
        int lx = last >= 0 ? b.x(last) : 0;
        int ly = last >= 0 ? b.y(last) : 0;
        int n = 0;
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(me, Board.SET_FOUR, w);
            while (bits != 0 && n < MAX_MOVES) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int t = b.threat(me, p);
                if (combinationsOnly && t < Threat.BLOCK4_PLUS) {
                    continue;
                }
                if (last >= 0) {
                    int dx = Math.abs(b.x(p) - lx);
                    int dy = Math.abs(b.y(p) - ly);
                    boolean close = dx <= NEAR_SQUARE && dy <= NEAR_SQUARE
                            || (dx == 0 || dy == 0 || dx == dy) && Math.max(dx, dy) <= NEAR_LINE;
                    if (!close) {
                        continue;
                    }
                }
                if (renjuMe && b.isForbidden(p)) {
                    continue;
                }
                moves[base + n] = p;
                scores[base + n] = p == firstMove ? ORDER_TT
                        : (t << FOUR_ORDER_SHIFT) + (learnedOrder ? generator.order(me, p) : b.value(me, p));
                n++;
            }
        }
        return n;
    }

    /** Counts a node on the control; true once the search must stop. */
    final boolean stopNow() {
        if (control.tick()) {
            aborted = true;
        }
        return aborted;
    }

    /**
     * The value at {@code ply} that the move list alone decides ({@link MoveGenerator#kind} and its
     * count): lost to two fives or with no move, won by a five; UNDECIDED otherwise.
     */
    static int generatedOutcome(int kind, int count, int ply) {
        if (kind == MoveGenerator.LOST || count == 0) {
            return kind == MoveGenerator.LOST ? Score.terminal(-1, ply + 2) : Score.terminal(-1, ply + 4);
        }
        return kind == MoveGenerator.WIN ? Score.terminal(1, ply + 1) : UNDECIDED;
    }

    /** Nodes of the running search so far, the solvers' included. */
    final long nodes() {
        return control.nodes() - startNodes;
    }

    final long elapsed(long start) {
        return control.clock().nanoTime() - start;
    }
}
