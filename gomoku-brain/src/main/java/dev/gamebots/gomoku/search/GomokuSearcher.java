package dev.gamebots.gomoku.search;

import dev.gamebots.core.MoveSelection;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchInfo;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import java.util.Arrays;

/**
 * The brain's search: threat-space solvers at the root, then iterative-deepening principal variation
 * search with threat-aware move lists ({@link MoveGenerator}), a fours-only quiescence (a VCF search
 * at the horizon), an engine-core {@link TranspositionTable}, killer and history ordering and late
 * move reductions.
 *
 * <p>Root order, cheapest proof first:
 * <ol>
 *   <li>a five now; a forced block; an open four (wins in three);</li>
 *   <li>own VCF (continuous fours);</li>
 *   <li>the opponent's VCF: if it has one, only moves that refute it are searched (own fours and the
 *       points of its line, each checked by re-running the opponent's VCF);</li>
 *   <li>own VCT (continuous threats) within a share of the time;</li>
 *   <li>alpha-beta on the remaining moves.</li>
 * </ol>
 *
 * <p>Why not engine-core's {@code AlphaBetaSearcher}: gomoku needs move lists that change with the
 * threats on the board (a single forced block, defences against an open three), a quiescence over
 * fours, mate-distance scores for the threat shortcuts, and a bounded number of candidates per node.
 * The generic searcher sees a fixed move list per position and evaluates at the horizon; the
 * {@code core} search mode runs it on a candidate-restricted game view for comparison (see the
 * design notes in docs/gomoku.md).
 *
 * <p>One instance per board; all buffers allocated at construction.
 */
public final class GomokuSearcher implements BrainSearch {

    public static final int MAX_PLY = 120;
    private static final int MAX_MOVES = 512;
    /**
     * Nodes between clock reads of the brain's {@link SearchControl}: about 1 ms at 100k nodes/s; a
     * clock read costs ~25 ns.
     */
    public static final int POLL_INTERVAL = 128;
    private static final int ROOT_VCF_DEPTH = VcfSolver.MAX_DEPTH;
    /** VCT node budget of a search without deadlines. */
    private static final long UNTIMED_VCT_NODES = 20_000;
    /** Nominal distance reported for a VCT win (its exact length is not tracked). */
    private static final int VCT_PLIES = 31;
    private static final int ORDER_TT = 1 << 28;
    /** Per ply of depth left: how far below alpha the evaluation must be for quiet moves to be skipped. */
    private static final int FUTILITY_MARGIN = 400;
    /** Natural logarithms of 0..63 (late-move reductions). */
    private static final double[] LN = new double[64];

    static {
        for (int i = 1; i < 64; i++) {
            LN[i] = Math.log(i);
        }
    }
    private static final int ORDER_KILLER = 1 << 26;

    private final Board board;
    private final SearchControl control;
    private final TranspositionTable table;
    private final SearchConfig config;
    private final MoveGenerator generator;
    private final VcfSolver vcf;
    private final VctSolver vct;
    private final int[] moves = new int[MAX_PLY * MAX_MOVES];
    private final int[] scores = new int[MAX_PLY * MAX_MOVES];
    private final int[] killers = new int[MAX_PLY * 2];
    private final int[][] history = new int[3][];
    private final int[] pv = new int[MAX_PLY * MAX_PLY];
    private final int[] pvLength = new int[MAX_PLY + 1];

    /** The control's node count when this search began: its nodes are counted there, solvers' included. */
    private long startNodes;
    /** False inside a null-move search (no two null moves in a row). */
    private boolean nullAllowed = true;
    private boolean aborted;
    private int seldepth;

    /** What the last search decided, and how. */
    private String lastReason = "";
    /** The best root move known so far, for the deadline watchdog (another thread). */
    private volatile int provisional = -1;

    public GomokuSearcher(Board board, TranspositionTable table, SearchControl control, SearchConfig config) {
        this.board = board;
        this.control = control;
        this.table = table;
        this.config = config;
        this.generator = new MoveGenerator(board);
        this.vcf = new VcfSolver(board, 16, control);
        this.vct = new VctSolver(board, 16, control, vcf);
        history[Stones.BLACK] = new int[board.length()];
        history[Stones.WHITE] = new int[board.length()];
    }

    public Board board() {
        return board;
    }

    public SearchControl control() {
        return control;
    }

    /** Forgets everything learned from earlier positions. */
    @Override
    public void newGame() {
        if (table != null) {
            table.clear();
        }
        vcf.clear();
        vct.clear();
        Arrays.fill(history[Stones.BLACK], 0);
        Arrays.fill(history[Stones.WHITE], 0);
    }

    @Override
    public void stop() {
        control.stop();
    }

    @Override
    public int provisionalMove() {
        return provisional;
    }

    /** How the last search chose its move (for the protocol's MESSAGE lines). */
    @Override
    public String lastReason() {
        return lastReason;
    }

    /**
     * Searches the board's position for its side to move within {@code limits} (the hard deadline
     * must also have been given to the control with {@link SearchControl#begin}). Always returns a
     * legal move unless the game is over.
     */
    @Override
    public SearchResult search(SearchLimits limits, SearchListener listener) {
        long saved = control.narrowBudget(limits.maxNodes());
        try {
            return searchWithin(limits, listener);
        } finally {
            control.restoreBudget(saved);
        }
    }

    private SearchResult searchWithin(SearchLimits limits, SearchListener listener) {
        long start = control.clock().nanoTime();
        provisional = -1;
        startNodes = control.nodes();
        aborted = false;
        seldepth = 0;
        nullAllowed = true;
        Arrays.fill(killers, -1);
        for (int c = 1; c <= 2; c++) {
            int[] h = history[c];
            for (int i = 0; i < h.length; i++) {
                h[i] >>= 2;
            }
        }
        if (table != null) {
            table.newSearch();
        }
        Board b = board;
        int me = b.sideToMove();
        int opp = Stones.opponent(me);
        if (b.winner() != 0 || b.isFull()) {
            lastReason = "game over";
            return new SearchResult(-1, 0, 0, new int[0], 0, elapsed(start), false);
        }

        // 1. Tactics decided by the threat sets alone.
        int count = generator.generate(moves, scores, 0, MAX_MOVES);
        int kind = generator.kind();
        provisional = count > 0 ? moves[bestScoredIndex(count)] : -1;
        if (kind == MoveGenerator.WIN) {
            return decided(moves[0], Score.terminal(1, 1), "five", start, listener);
        }
        if (kind == MoveGenerator.LOST) {
            int any = count > 0 ? moves[0] : anyLegalMove();
            return decided(any, Score.terminal(-1, 2), "lost: two fives threatened", start, listener);
        }
        if (kind == MoveGenerator.FORCED) {
            // Still search it (for the score), but the move is fixed.
            int[] only = {moves[0]};
            return rootSearch(only, 1, limits, listener, start, "forced block");
        }
        int flex4 = flex4Point(me);
        if (flex4 >= 0) {
            return decided(flex4, Score.terminal(1, 3), "open four", start, listener);
        }
        if (count == 0) {
            // Nothing defends (two open threes): play on with the normal list, hoping for an error.
            count = generator.generateAnyway(moves, scores, 0, MAX_MOVES);
            if (count == 0) {
                return decided(anyLegalMove(), Score.terminal(-1, 4), "lost", start, listener);
            }
            int[] all = Arrays.copyOf(moves, count);
            int[] allScores = Arrays.copyOf(scores, count);
            sortByScore(all, allScores);
            return rootSearch(all, count, limits, listener, start, "lost: no defence");
        }

        // 2. Own VCF.
        boolean timed = limits.softDeadline() != SearchLimits.NEVER;
        boolean won = runVcf(2_000_000L, phaseDeadline(limits, start, 0.10));
        if (won) {
            int[] line = vcf.line();
            return decided(line[0], Score.terminal(1, line.length), "VCF in " + (line.length + 1) / 2,
                    start, listener);
        }
        if (control.expired()) {
            return decided(bestStatic(count), 0, stopReason(), start, listener);
        }

        // 3. The opponent's VCF: keep only the moves that refute it.
        if (kind == MoveGenerator.NORMAL) {
            b.passTurn();
            boolean oppVcf = runVcf(500_000L, phaseDeadline(limits, start, 0.15));
            int[] oppLine = oppVcf ? vcf.line() : null;
            b.passTurn();
            if (oppVcf) {
                long saved = control.narrowDeadline(phaseDeadline(limits, start, 0.30));
                int kept = vcfDefences(oppLine, count);
                control.restoreDeadline(saved);
                if (kept > 0) {
                    count = kept;
                    lastReason = "defending a VCF";
                } else {
                    lastReason = "opponent has an unstoppable VCF";
                }
            }
        }

        // 4. Own VCT within a share of the time (untimed searches: a small node budget).
        if (config.useVct() && kind == MoveGenerator.NORMAL && count > 1) {
            long vctNodes = Math.min(limits.maxNodes() / 4 + 1, timed ? 2_000_000L : UNTIMED_VCT_NODES);
            long saved = control.narrowDeadline(phaseDeadline(limits, start, 0.30 + config.vctTimeShare()));
            boolean vctWon = vct.solve(10, vctNodes);
            control.restoreDeadline(saved);
            if (vctWon && vct.firstMove() >= 0 && isLegalRootMove(vct.firstMove())) {
                return decided(vct.firstMove(), Score.terminal(1, VCT_PLIES), "VCT", start, listener);
            }
        }
        if (control.expired()) {
            return decided(bestStatic(count), 0, stopReason(), start, listener);
        }
        int[] rootMoves = Arrays.copyOf(moves, count);
        int[] rootScores = Arrays.copyOf(scores, count);
        sortByScore(rootMoves, rootScores);
        return rootSearch(rootMoves, count, limits, listener, start,
                lastReason.startsWith("defending") ? lastReason : "search");
    }

    /** Why the search ended before its main phase: told apart so a stopped move is not taken for a slow machine. */
    private String stopReason() {
        return control.stopRequested() ? "stopped (END or end of input)" : "out of time";
    }

    /** The soft deadline scaled by {@code SearchConfig.softScale} from the start, never past the hard one. */
    private long softDeadline(SearchLimits limits, long start) {
        long scaled = start + (long) ((limits.softDeadline() - start) * config.softScale());
        return Math.min(scaled, limits.hardDeadline());
    }

    /** The clock reading when {@code share} of the soft time has passed, or NEVER for untimed searches. */
    private static long phaseDeadline(SearchLimits limits, long start, double share) {
        if (limits.softDeadline() == SearchLimits.NEVER) {
            return SearchControl.NEVER;
        }
        return start + (long) ((limits.softDeadline() - start) * share);
    }

    /** The VCF solver for the side to move under a narrowed deadline (and within the search's budget). */
    private boolean runVcf(long nodeBudget, long deadline) {
        long saved = control.narrowDeadline(deadline);
        boolean won = vcf.solve(ROOT_VCF_DEPTH, nodeBudget);
        control.restoreDeadline(saved);
        return won;
    }

    // ------------------------------------------------------------------ root

    private SearchResult rootSearch(int[] rootMoves, int count, SearchLimits limits, SearchListener listener,
                                    long start, String reason) {
        lastReason = reason;
        int bestMove = rootMoves[0];
        provisional = bestMove;
        int bestScore = 0;
        int completed = 0;
        int[] bestPv = {bestMove};
        int[] rootValues = new int[count];
        int maxDepth = Math.min(limits.maxDepth(), MAX_PLY - 10);
        for (int depth = 1; depth <= maxDepth; depth++) {
            int alpha = -Score.INFINITE;
            int beta = Score.INFINITE;
            int iterBest = -1;
            int iterScore = -Score.INFINITE;
            for (int i = 0; i < count; i++) {
                int move = rootMoves[i];
                board.makeMove(move);
                int score;
                if (i == 0) {
                    score = -negamax(depth - 1, 1, -beta, -alpha);
                } else {
                    score = -negamax(depth - 1, 1, -alpha - 1, -alpha);
                    if (score > alpha && !aborted) {
                        score = -negamax(depth - 1, 1, -beta, -alpha);
                    }
                }
                board.unmakeMove();
                if (aborted) {
                    break;
                }
                rootValues[i] = score;
                if (score > iterScore) {
                    iterScore = score;
                    iterBest = i;
                    if (score > alpha) {
                        alpha = score;
                        pv[0] = move;
                        int len = pvLength[1];
                        System.arraycopy(pv, MAX_PLY + 1, pv, 1, Math.max(0, len - 1));
                        pvLength[0] = Math.max(1, len);
                    }
                }
            }
            if (aborted) {
                // A move that beat the previous best in the unfinished iteration is kept.
                if (iterBest > 0 && iterScore > bestScore) {
                    bestMove = rootMoves[iterBest];
                    bestScore = iterScore;
                    bestPv = new int[] {bestMove};
                }
                break;
            }
            completed = depth;
            bestMove = rootMoves[iterBest];
            provisional = bestMove;
            bestScore = iterScore;
            bestPv = Arrays.copyOf(pv, Math.max(1, pvLength[0]));
            if (bestPv[0] != bestMove) {
                bestPv = new int[] {bestMove};
            }
            // Best move first, the rest by this iteration's scores.
            int[] order = new int[count];
            for (int i = 0; i < count; i++) {
                order[i] = i == iterBest ? Integer.MAX_VALUE : rootValues[i];
            }
            sortByScore(rootMoves, order);
            long el = elapsed(start);
            long nodes = nodes();
            listener.onIteration(new SearchInfo(depth, bestScore, bestPv, nodes,
                    el > 0 ? nodes * 1_000_000_000L / el : 0, el / 1_000_000L));
            if (Score.isDecisive(bestScore) || count == 1) {
                break;
            }
            if (limits.softDeadline() != SearchLimits.NEVER
                    && control.clock().nanoTime() >= softDeadline(limits, start)) {
                break;
            }
        }
        return new SearchResult(bestMove, bestScore, completed, bestPv, nodes(), elapsed(start), aborted,
                !aborted && Score.isDecisive(bestScore));
    }

    /** Root moves that refute the opponent's VCF: own fours, and points of its line that break it. */
    private int vcfDefences(int[] oppLine, int count) {
        Board b = board;
        int me = b.sideToMove();
        boolean renjuMe = b.rule().isRenju() && me == Stones.BLACK;
        int[] candidates = new int[count + oppLine.length];
        int n = 0;
        for (int i = 0; i < count; i++) {
            int p = moves[i];
            boolean onLine = false;
            for (int q : oppLine) {
                onLine |= q == p;
            }
            if (onLine || Threat.isFour(b.threat(me, p))) {
                candidates[n++] = p;
            }
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int p = candidates[i];
            if (renjuMe && b.isForbidden(p)) {
                continue;
            }
            boolean four = Threat.isFour(b.threat(me, p));
            b.makeMove(p);
            // A four only delays the VCF; the search decides whether it helps. If the check runs out
            // of time the move is kept: better a move the search can judge than none.
            boolean stillWins = !four && vcf.solve(ROOT_VCF_DEPTH, 100_000L) && !control.expired();
            b.unmakeMove();
            if (!stillWins) {
                moves[kept] = p;
                scores[kept] = MoveGenerator.orderScore(b, me, p);
                kept++;
            }
        }
        return kept;
    }

    private boolean isLegalRootMove(int move) {
        return board.isLegal(move);
    }

    private int flex4Point(int color) {
        Board b = board;
        if (b.threatCount(color, Threat.FLEX4) == 0) {
            return -1;
        }
        boolean renju = b.rule().isRenju() && color == Stones.BLACK;
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(color, Board.SET_FOUR, w);
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (b.threat(color, p) == Threat.FLEX4 && !(renju && b.isForbidden(p))) {
                    return p;
                }
            }
        }
        return -1;
    }

    private int anyLegalMove() {
        Board b = board;
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                if (b.isLegal(b.index(x, y))) {
                    return b.index(x, y);
                }
            }
        }
        return -1;
    }

    private int bestStatic(int count) {
        int best = 0;
        for (int i = 1; i < count; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        return count > 0 ? moves[best] : anyLegalMove();
    }

    /** Index of the highest ordering score among the first {@code count} root moves. */
    private int bestScoredIndex(int count) {
        int best = 0;
        for (int i = 1; i < count; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        return best;
    }

    private SearchResult decided(int move, int score, String reason, long start, SearchListener listener) {
        lastReason = reason;
        provisional = move;
        long el = elapsed(start);
        long nodes = nodes();
        listener.onIteration(new SearchInfo(1, score, new int[] {move}, nodes,
                el > 0 ? nodes * 1_000_000_000L / el : 0, el / 1_000_000L));
        return new SearchResult(move, score, 1, new int[] {move}, nodes, el, false, Score.isDecisive(score));
    }

    // ------------------------------------------------------------------ tree

    private int negamax(int depth, int ply, int alpha, int beta) {
        pvLength[ply] = ply;
        if (control.tick()) {
            aborted = true;
        }
        if (aborted) {
            return 0;
        }
        if (ply > seldepth) {
            seldepth = ply;
        }
        Board b = board;
        int me = b.sideToMove();
        if (b.threatCount(me, Threat.FIVE) > 0) {
            return Score.terminal(1, ply + 1);
        }
        int opp = Stones.opponent(me);
        if (b.threatCount(opp, Threat.FIVE) >= 2) {
            return Score.terminal(-1, ply + 2);
        }
        boolean forced = b.threatCount(opp, Threat.FIVE) == 1;
        if (!forced && ThreatScan.hasFlex4Point(b, me)) {
            return Score.terminal(1, ply + 3);
        }
        if (ply >= MAX_PLY - 2) {
            return evaluate(b);
        }
        // Mate-distance pruning.
        alpha = Math.max(alpha, -Score.terminal(1, ply));
        beta = Math.min(beta, Score.terminal(1, ply + 1));
        if (alpha >= beta) {
            return alpha;
        }
        boolean threatened = !forced && ThreatScan.hasFlex4Point(b, opp);
        // Beyond the horizon only fours are tried (a VCF search with stand-pat), unless a block is
        // forced, or, right at the horizon, the opponent threatens an open four (then the defences
        // are searched one ply more; deeper, the evaluation stands).
        boolean quiescence = depth <= 0 && !forced && !(config.horizonDefence() && threatened && depth == 0);
        int eval = evaluate(b);
        if (quiescence || depth <= -config.quiescenceFours()) {
            if (eval >= beta || depth <= -config.quiescenceFours()) {
                return eval;
            }
            if (eval > alpha) {
                alpha = eval;
            }
        }
        boolean pvNode = beta - alpha > 1;

        long key = b.hash();
        int ttMove = -1;
        if (table != null && depth > 0) {
            long entry = table.probe(key);
            if (entry != 0) {
                ttMove = TranspositionTable.move(entry);
                if (TranspositionTable.depth(entry) >= depth && !pvNode) {
                    int stored = Score.fromTable(TranspositionTable.score(entry), ply);
                    int bound = TranspositionTable.bound(entry);
                    if (bound == TranspositionTable.BOUND_EXACT
                            || (bound == TranspositionTable.BOUND_LOWER && stored >= beta)
                            || (bound == TranspositionTable.BOUND_UPPER && stored <= alpha)) {
                        return stored;
                    }
                }
            }
        }

        // Null move: if passing still holds beta, the position is good enough (no zugzwang in
        // gomoku); never when the opponent threatens anything.
        if (config.nullMove() && !pvNode && !forced && !threatened && depth >= 3 && ply > 0 && eval >= beta
                && !Score.isDecisive(beta) && b.threatCount(opp, Threat.FIVE) == 0 && nullAllowed) {
            int r = 2 + depth / 4;
            b.passTurn();
            nullAllowed = false;
            int score = -negamax(depth - 1 - r, ply + 1, -beta, -beta + 1);
            nullAllowed = true;
            b.passTurn();
            if (aborted) {
                return 0;
            }
            if (score >= beta) {
                return Score.isDecisive(score) ? beta : score;
            }
        }

        int base = ply * MAX_MOVES;
        int count;
        int kind;
        if (quiescence) {
            count = collectFours(me, base);
            kind = MoveGenerator.NORMAL;
        } else {
            count = generator.generate(moves, scores, base, MAX_MOVES);
            kind = generator.kind();
            if (kind == MoveGenerator.LOST || count == 0) {
                return kind == MoveGenerator.LOST ? Score.terminal(-1, ply + 2) : Score.terminal(-1, ply + 4);
            }
            if (kind == MoveGenerator.WIN) {
                return Score.terminal(1, ply + 1);
            }
        }
        if (count == 0) {
            return eval; // quiescence without fours
        }
        // Ordering: table move, killers, history.
        int k1 = killers[2 * ply];
        int k2 = killers[2 * ply + 1];
        int[] hist = history[me];
        for (int i = 0; i < count; i++) {
            int m = moves[base + i];
            if (m == ttMove) {
                scores[base + i] = ORDER_TT;
            } else if (m == k1 || m == k2) {
                scores[base + i] += ORDER_KILLER;
            } else {
                scores[base + i] += hist[m] >> 4;
            }
        }
        boolean normal = kind == MoveGenerator.NORMAL && !quiescence;
        int width = normal ? Math.min(count, config.maxWidth()) : count;
        // Futility: near the horizon, far below alpha, quiet moves cannot catch up.
        boolean futile = config.futility() && normal && !pvNode && depth <= 2
                && eval + FUTILITY_MARGIN * depth <= alpha;
        int quietLimit = config.moveCountPruning() && normal && !pvNode && depth <= 3 ? 3 + 2 * depth * depth
                : Integer.MAX_VALUE;
        int newDepthBase = forced ? depth : depth - 1; // a forced block costs no depth
        int alphaOriginal = alpha;
        int best = quiescence ? eval : -Score.INFINITE;
        int bestMove = -1;
        int quietSeen = 0;
        int searched = 0;
        for (int i = 0; i < width; i++) {
            int move = pickNext(base, i, count);
            boolean tactical = b.threat(me, move) >= Threat.FLEX3 || b.threat(opp, move) >= Threat.FLEX3;
            if (normal && !tactical && move != ttMove) {
                quietSeen++;
                if ((futile || quietSeen > quietLimit) && searched > 0) {
                    continue;
                }
            }
            b.makeMove(move);
            int newDepth = newDepthBase;
            int score;
            if (searched == 0) {
                score = -negamax(newDepth, ply + 1, -beta, -alpha);
            } else {
                int reduction = 0;
                if (config.lmrDivisor() > 0) {
                    if (normal && !tactical && depth >= 3 && i >= 2) {
                        reduction = (int) (0.6 + LN[Math.min(depth, 63)] * LN[Math.min(i, 63)] / config.lmrDivisor())
                                - (pvNode ? 1 : 0);
                        reduction = Math.max(0, Math.min(reduction, newDepth - 1));
                    }
                } else if (normal && !tactical && depth >= 3 && i >= 3) {
                    reduction = i >= 10 && depth >= 5 ? 2 : 1;
                }
                score = -negamax(newDepth - reduction, ply + 1, -alpha - 1, -alpha);
                if (score > alpha && reduction > 0 && !aborted) {
                    score = -negamax(newDepth, ply + 1, -alpha - 1, -alpha);
                }
                if (score > alpha && score < beta && !aborted) {
                    score = -negamax(newDepth, ply + 1, -beta, -alpha);
                }
            }
            b.unmakeMove();
            searched++;
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, move);
                    if (score >= beta) {
                        if (!tactical && !quiescence) {
                            if (killers[2 * ply] != move) {
                                killers[2 * ply + 1] = killers[2 * ply];
                                killers[2 * ply] = move;
                            }
                            hist[move] += depth * depth;
                            if (hist[move] > (1 << 22)) {
                                for (int h = 0; h < hist.length; h++) {
                                    hist[h] >>= 1;
                                }
                            }
                        }
                        break;
                    }
                }
            }
        }
        if (searched == 0) {
            return eval;
        }
        if (table != null && depth > 0 && !quiescence) {
            int bound = best >= beta ? TranspositionTable.BOUND_LOWER
                    : best > alphaOriginal ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
            table.store(key, bound == TranspositionTable.BOUND_UPPER ? -1 : bestMove, depth, bound,
                    Score.toTable(best, ply));
        }
        return best;
    }

    private int evaluate(Board b) {
        return Evaluator.evaluate(b, config.ownWeight(), config.oppWeight());
    }

    private int collectFours(int me, int base) {
        Board b = board;
        boolean renjuMe = b.rule().isRenju() && me == Stones.BLACK;
        int n = 0;
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(me, Board.SET_FOUR, w);
            while (bits != 0 && n < MAX_MOVES) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (renjuMe && b.isForbidden(p)) {
                    continue;
                }
                moves[base + n] = p;
                scores[base + n] = (b.threat(me, p) << 12) + b.value(me, p);
                n++;
            }
        }
        return n;
    }

    private int pickNext(int base, int i, int count) {
        return MoveSelection.pickBest(moves, scores, base + i, base + count);
    }

    private void updatePv(int ply, int move) {
        int row = ply * MAX_PLY;
        int child = (ply + 1) * MAX_PLY;
        pv[row + ply] = move;
        int len = pvLength[ply + 1];
        for (int i = ply + 1; i < len; i++) {
            pv[row + i] = pv[child + i];
        }
        pvLength[ply] = Math.max(ply + 1, len);
    }

    private static void sortByScore(int[] ms, int[] ss) {
        for (int i = 1; i < ms.length; i++) {
            int m = ms[i];
            int s = ss[i];
            int j = i - 1;
            while (j >= 0 && ss[j] < s) {
                ms[j + 1] = ms[j];
                ss[j + 1] = ss[j];
                j--;
            }
            ms[j + 1] = m;
            ss[j + 1] = s;
        }
    }

    /** Nodes of the running search so far, the solvers' included. */
    private long nodes() {
        return control.nodes() - startNodes;
    }

    private long elapsed(long start) {
        return control.clock().nanoTime() - start;
    }
}
