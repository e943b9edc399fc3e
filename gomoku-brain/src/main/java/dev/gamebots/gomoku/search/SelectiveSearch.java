package dev.gamebots.gomoku.search;

import static dev.gamebots.gomoku.search.SelectiveParameters.*;

import dev.gamebots.core.MoveSelection;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchInfo;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.Evaluation;
import dev.gamebots.gomoku.eval.PatternEvaluation;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import dev.gamebots.gomoku.search.moves.MoveGenerator;
import dev.gamebots.gomoku.search.threat.ThreatScan;
import dev.gamebots.gomoku.search.time.TimeControl;
import java.util.Arrays;
import java.util.List;

/**
 * The brain's tree search: a selective principal variation search in the way of the strongest
 * classical gomoku brains (Rapfi's alpha-beta, read for its design): every move after the first is
 * reduced by ln(depth) x ln(move number), threat moves included, and re-searched when it fails high;
 * move-count pruning at every depth (3 + depth^1.32 moves, half when the evaluation is not rising);
 * futility (the evaluation far above beta stands) at every depth; razoring into the VCF search; moves
 * without any pattern pruned near the horizon; the block of a four extended; and a VCF search beyond
 * the horizon that tries only fours near the side's previous stone (after its first two, only fours
 * that make another threat too). Move lists follow the opponent's threats: the block of a five, the
 * defences against an open three or a four-three, else every candidate point.
 *
 * <p>{@link #node} runs numbered steps, each a method or a short labelled block: threat shortcuts,
 * table, evaluation, razoring and futility ({@link NodeRules}), PV depth, singular test, move list,
 * then per move ({@link MoveFacts}, {@link MoveRules}): pruning, extension, the reduced search and its
 * re-searches, history on a cutoff ({@link MoveHistory}). Beyond the horizon: {@link VcfQuiescence}.
 * Its numbers are {@link SelectiveParameters}, its switches {@link SearchConfig}; whether another
 * iteration starts is the session's {@link TimeControl}'s.
 *
 * <p>The margins are in the pattern-code evaluation's units (win probability = sigmoid(eval /
 * scale)), so this search is meant for a {@link PatternEvaluation}; the hand-set values are scaled
 * into them. Depth is counted in sixteenths of a ply. One instance per board; all buffers allocated
 * at construction; counts its nodes on the shared {@link SearchControl}.
 */
final class SelectiveSearch extends MainSearch {

    private final MoveHistory history;
    private final TimeControl time;
    private final MoveRules rules;
    private final VcfQuiescence vcf;
    /** Per ply: the move a singular-extension test leaves out, or -1. */
    private final int[] excluded = new int[MAX_PLY + 2];
    /** Per ply: the facts of the move being tried there. */
    private final MoveFacts[] facts = new MoveFacts[MAX_PLY + 2];
    /**
     * Per ply: the node is or was on a principal variation (a PV node, or the table's flag says so),
     * kept in the table's flag bit as Stockfish and Rapfi keep "ttPv"; such nodes off the PV are
     * reduced less by {@link SearchConfig#ttPvReductionLess}.
     */
    private final boolean[] ttPv = new boolean[MAX_PLY + 2];

    /** The root's moves during an iteration (best first) and their count. */
    private int[] rootMoves;
    private int rootCount;
    /** Index in rootMoves of the best move of the running iteration, -1 before any. */
    private int rootBest;
    /**
     * The first root move the running iteration searches: 0 (every move) but in a multi-PV search,
     * whose line {@code k} leaves out the {@code k} moves of the lines before it.
     */
    private int rootFirst;

    /**
     * Put in {@link #excluded}[0] while a multi-PV line after the first is searched: no move, so every
     * root move is searched, but not -1, so the root neither reads nor writes the table (the value of
     * the position without its best moves is not the position's value; Stockfish does the same).
     */
    private static final int NO_ROOT_TABLE = Integer.MAX_VALUE;

    /** What {@link #singularExtension} returns when another move holds beta too: the node is cut. */
    private static final int MULTI_CUT = Integer.MIN_VALUE;

    SelectiveSearch(Board board, TranspositionTable table, SearchControl control, TimeControl time,
                    SearchConfig config, MoveGenerator generator, Evaluation evaluation) {
        super(board, table, control, config, generator, evaluation);
        history = new MoveHistory(board.length(), MAX_PLY, config.counterMoveBonus(), config.attackHistoryDivisor(),
                config.quietHistoryDivisor());
        this.time = time;
        rules = new MoveRules(config, history);
        vcf = new VcfQuiescence(this);
        Arrays.fill(excluded, -1);
        for (int i = 0; i < facts.length; i++) {
            facts[i] = new MoveFacts();
        }
    }

    @Override
    void newGame() {
        history.clear();
    }

    @Override
    void begin() {
        provisional(-1);
        startNodes = control.nodes();
        aborted = false;
        history.age();
        if (table != null) {
            table.newSearch();
        }
    }

    /** Iterative deepening with aspiration windows; a move that beat the first in an unfinished iteration is kept. */
    @Override
    SearchResult search(int[] rootList, int count, SearchLimits limits, SearchListener listener, long start) {
        rootMoves = rootList;
        rootCount = count;
        int bestMove = rootList[0];
        provisional(bestMove);
        int bestScore = 0;
        int completed = 0;
        int[] bestPv = {bestMove};
        int maxDepth = Math.min(limits.maxDepth(), MAX_PLY - 10);
        Board b = board;
        evals[0] = evaluate(b);
        lineMoves[0] = b.ply() > 0 ? b.lastMove() : -1;
        for (int depth = 1; depth <= maxDepth; depth++) {
            int score = aspirationSearch(depth, bestScore);
            if (aborted) {
                if (rootBest > 0) {
                    bestMove = rootMoves[rootBest];
                    bestPv = new int[] {bestMove};
                }
                break;
            }
            completed = depth;
            int previousBest = bestMove;
            bestMove = rootMoves[Math.max(rootBest, 0)];
            time.iterationDone(bestMove, previousBest, score);
            provisional(bestMove);
            bestScore = score;
            bestPv = Arrays.copyOf(pv, Math.max(1, pvLength[0]));
            if (bestPv[0] != bestMove) {
                bestPv = new int[] {bestMove};
            }
            moveToFront(rootMoves, Math.max(rootBest, 0));
            long el = elapsed(start);
            long nodes = nodes();
            listener.onIteration(new SearchInfo(depth, bestScore, bestPv, nodes,
                    el > 0 ? nodes * 1_000_000_000L / el : 0, el / 1_000_000L));
            if (Score.isDecisive(bestScore) && Score.distance(bestScore) <= depth || count == 1
                    || time.stopBeforeNextIteration()) {
                break;
            }
        }
        return new SearchResult(bestMove, bestScore, completed, bestPv, nodes(), elapsed(start), aborted,
                !aborted && Score.isDecisive(bestScore));
    }

    /**
     * Multi-PV ({@code YXNBEST}), as Rapfi (after Stockfish) does it: iterative deepening over
     * {@code lines} principal variations; at each depth line {@code k} is an aspiration search from
     * its score at the depth before over the root moves but the {@code k} best found before it at
     * this depth, and the lines found so far are sorted by score after each. Reports each line to
     * {@code lineListener} and each finished depth's best line to {@code listener}. A search stopped
     * within a depth gives the lines of the depth before (or, within the first, those found so far).
     * Only the root differs from {@link #search}: not a node's cost more.
     */
    @Override
    MultiPvResult searchLines(int[] rootList, int count, int lines, SearchLimits limits, SearchListener listener,
                              LineListener lineListener, long start) {
        rootMoves = rootList;
        rootCount = count;
        int n = Math.min(lines, count);
        RootLines found = new RootLines(rootList, count);
        provisionalLines(List.of());
        provisional(rootList[0]);
        int completed = 0;
        int linesAtDepth = 0;
        int maxDepth = Math.min(limits.maxDepth(), MAX_PLY - 10);
        Board b = board;
        evals[0] = evaluate(b);
        lineMoves[0] = b.ply() > 0 ? b.lastMove() : -1;
        int previousBest = rootList[0];
        try {
            for (int depth = 1; depth <= maxDepth && !aborted; depth++) {
                found.newDepth();
                for (linesAtDepth = 0; linesAtDepth < n; linesAtDepth++) {
                    int k = linesAtDepth;
                    rootFirst = k;
                    excluded[0] = k == 0 ? -1 : NO_ROOT_TABLE;
                    int score = aspirationSearch(depth, found.previousScore(k));
                    if (aborted) {
                        break;
                    }
                    int[] line = Arrays.copyOf(pv, Math.max(1, pvLength[0]));
                    PvLine pvLine = found.found(k, Math.max(rootBest, k), score, line, depth);
                    long el = elapsed(start);
                    lineListener.onLine(k, n, pvLine, nodes(), el / 1_000_000L);
                    found.sortFirst(k);
                    provisional(rootMoves[0]);
                }
                if (aborted) {
                    break;
                }
                completed = depth;
                found.finishDepth(n, depth);
                provisionalLines(found.result(n, depth));
                PvLine best = found.result(n, depth).get(0);
                time.iterationDone(best.move(), previousBest, best.score());
                previousBest = best.move();
                long el = elapsed(start);
                long nodes = nodes();
                listener.onIteration(new SearchInfo(depth, best.score(), best.pv(), nodes,
                        el > 0 ? nodes * 1_000_000_000L / el : 0, el / 1_000_000L));
                if (found.allProven(n, depth) || count == 1 || time.stopBeforeNextIteration()) {
                    break;
                }
            }
        } finally {
            rootFirst = 0;
            excluded[0] = -1;
        }
        List<PvLine> result = found.result(linesAtDepth, completed + 1);
        PvLine best = result.get(0);
        provisional(best.move());
        return new MultiPvResult(new SearchResult(best.move(), best.score(), completed, best.pv(), nodes(),
                elapsed(start), aborted, !aborted && Score.isDecisive(best.score())), result);
    }

    /** One iteration: a window around the previous score, widened on each fail until the score is inside. */
    private int aspirationSearch(int depth, int previousScore) {
        int delta = config.aspirationDelta();
        boolean aspire = depth >= ASPIRATION_DEPTH && !Score.isDecisive(previousScore);
        int alpha = aspire ? Math.max(previousScore - delta, -Score.INFINITE) : -Score.INFINITE;
        int beta = aspire ? Math.min(previousScore + delta, Score.INFINITE) : Score.INFINITE;
        while (true) {
            rootBest = -1;
            int score = node(depth * ONE_PLY, 0, alpha, beta, false, true);
            if (aborted) {
                return score;
            }
            if (score <= alpha && alpha > -Score.INFINITE) {
                beta = (alpha + beta) / 2;
                alpha = Score.isDecisive(score) ? -Score.INFINITE : Math.max(score - delta, -Score.INFINITE);
            } else if (score >= beta && beta < Score.INFINITE) {
                beta = Score.isDecisive(score) ? Score.INFINITE : Math.min(score + delta, Score.INFINITE);
            } else {
                return score;
            }
            delta = widenedDelta(delta, score);
            if (delta > ASPIRATION_FULL_WINDOW) {
                alpha = -Score.INFINITE;
                beta = Score.INFINITE;
            }
        }
    }

    private static void moveToFront(int[] list, int index) {
        int m = list[index];
        System.arraycopy(list, 0, list, 1, index);
        list[0] = m;
    }

    /** The search of one node above the horizon ({@code depth} > 0 or the root). */
    private int node(int depth, int ply, int alpha, int beta, boolean cutNode, boolean pvNode) {
        if (depth <= 0) {
            return vcf.search(0, ply, alpha, beta, pvNode);
        }
        pvLength[ply] = ply;
        if (stopNow()) {
            return 0;
        }
        Board b = board;
        int me = b.sideToMove();
        int opp = Stones.opponent(me);
        boolean root = ply == 0;
        if (!root) { // Step 1. Threat shortcuts and mate-distance bounds.
            int decided = decidedAtOnce(b, me, opp, ply);
            if (decided != UNDECIDED) {
                return decided;
            }
            alpha = Math.max(alpha, -Score.terminal(1, ply));
            beta = Math.min(beta, Score.terminal(1, ply + 1));
            if (alpha >= beta) {
                return alpha;
            }
        }
        boolean forced = b.threatCount(opp, Threat.FIVE) > 0;
        // Step 2. The table: a cutoff at a non-PV node deep enough, else its move, score and bound.
        long key = b.hash();
        int skip = excluded[ply];
        long entry = table != null && skip < 0 ? table.probe(key) : 0;
        if (skip < 0) {
            ttPv[ply] = pvNode || entry != 0 && TranspositionTable.flag(entry);
        }
        ttPv[ply + 1] = false;
        if (entry != 0 && !pvNode && TableEntries.cuts(entry, ply, depth, beta)) {
            return TableEntries.score(entry, ply);
        }
        int ttMove = entry != 0 ? TranspositionTable.move(entry) : -1;
        // Step 3. The evaluation (the table's score when its bound is better), and whether it rose
        // since this side's previous move.
        int staticEval = root ? evals[0] : evaluate(b);
        evals[ply] = staticEval;
        int eval = TableEntries.refinedEval(staticEval, entry, ply);
        boolean improving = ply >= 2 && staticEval - evals[ply - 2] > 0;
        boolean threatened = !forced && ThreatScan.hasFlex4Point(b, opp);
        // Step 4. Razoring and futility (not against an open three without threatPruning).
        if (!root && !forced && !pvNode && (config.threatPruning() || !threatened && !combinationAhead(b, opp))) {
            if (NodeRules.razors(depth, alpha, eval, config.razorDepth(), config.razorScale())) {
                return vcf.search(0, ply, alpha, alpha + 1, false);
            }
            if (NodeRules.futile(depth, beta, eval, cutNode && entry == 0, improving,
                    ply >= 4 && lineThreats[ply - 2] >= Threat.BLOCK4 && lineThreats[ply - 4] >= Threat.BLOCK4,
                    config.futilityScale())) {
                return eval;
            }
        }
        if (!root && pvNode) { // Step 5. The depth of a PV node.
            depth = NodeRules.pvNodeDepth(depth, ttMove, entry, config.pvNoTableMoveReduction(),
                    config.pvTableDepthGapPercent());
            if (depth <= 0) {
                return vcf.search(0, ply, alpha, beta, true);
            }
        }
        int singularExtension = 0; // Step 6. The singular test of the table move.
        if (config.singularExtension() && !root && !forced && skip < 0
                && NodeRules.singularCandidate(entry, ply, depth, config.singularDepth())) {
            singularExtension = singularExtension(entry, depth, ply, beta, cutNode);
            if (aborted) {
                return 0;
            }
            if (singularExtension == MULTI_CUT) {
                return singularBeta(TableEntries.score(entry, ply), depth, config.singularScale());
            }
        }

        int base = ply * MAX_MOVES; // Step 7. The move list, ordered.
        int count;
        int kind;
        if (root) {
            count = rootCount - rootFirst;
            for (int i = 0; i < count; i++) {
                moves[base + i] = rootMoves[rootFirst + i];
                scores[base + i] = count - i;
            }
            kind = MoveGenerator.NORMAL;
        } else {
            count = generator.generateSelective(moves, scores, base, MAX_MOVES);
            kind = generator.kind();
            int outcome = generatedOutcome(kind, count, ply);
            if (outcome != UNDECIDED) {
                return outcome;
            }
            history.order(b, me, lineMoves[ply], ttMove, ORDER_TT, moves, scores, base, count);
        }
        expanded[forced ? FORCED_NODE : kind == MoveGenerator.DEFEND ? DEFEND_NODE : NORMAL_NODE]++;

        int plies = depth >> PLY_SHIFT;
        boolean likelyFailHigh = !pvNode && cutNode && eval >= beta + failHighMargin(depth, threatened, config.failHighScale());
        int alphaOriginal = alpha;
        int best = -Score.INFINITE;
        int bestMove = -1;
        int moveCount = 0;
        int lastOpp = lineMoves[ply];
        int lastOwn = ply >= 1 ? lineMoves[ply - 1] : b.ply() >= 2 ? b.moveAt(b.ply() - 2) : -1;
        MoveFacts m = facts[ply];
        for (int i = 0; i < count; i++) { // Step 8. Each move: pruning, extension, search, cutoff.
            int move = MoveSelection.pickBest(moves, scores, base + i, base + count);
            if (move == skip) {
                continue;
            }
            moveCount++;
            boolean prunable = !root && best > -Score.WIN + Score.MAX_PLY;
            if (prunable && rules.pastMoveCount(plies, moveCount, improving)) {
                break; // every later move is past the count too, and best stays as it is
            }
            m.describe(b, me, opp, move, lastOwn, lastOpp);
            if (prunable && rules.prunedByFacts(m, depth, threatened)) {
                continue;
            }
            int extension = forced ? config.blockExtension()
                    : move == ttMove ? rules.tableMoveExtension(m, singularExtension, pvNode) : 0;
            if (likelyFailHigh) {
                extension += MoveRules.failHighExtension(m, ownPrevious(ply));
            }
            int newDepth = depth - ONE_PLY + extension;
            lineMoves[ply + 1] = move;
            lineThreats[ply] = m.ownThreat;
            b.makeMove(move);
            int value = searchMove(m, me, depth, newDepth, ply, alpha, beta, best, moveCount, cutNode, pvNode,
                    ttPv[ply], improving, threatened);
            b.unmakeMove();
            if (aborted) {
                return 0;
            }
            if (value > best) {
                best = value;
                if (value > alpha) {
                    bestMove = move;
                    if (root) {
                        rootBest = indexOf(rootMoves, rootCount, move);
                    }
                    if (pvNode) {
                        updatePv(ply, move);
                    }
                    if (value >= beta) {
                        history.onCutoff(b, me, move, m.ownThreat, forced, ply, plies, lineMoves[ply], moves, base, i);
                        break;
                    }
                    alpha = value;
                    if (depth > ALPHA_IMPROVEMENT_MIN_DEPTH && depth < ALPHA_IMPROVEMENT_MAX_DEPTH
                            && Math.abs(value) < ALPHA_IMPROVEMENT_MAX_SCORE) {
                        depth -= config.alphaImprovementReduction();
                        plies = depth >> PLY_SHIFT;
                    }
                }
            }
        }
        if (bestMove < 0 && best == -Score.INFINITE) {
            return alphaOriginal; // every move pruned (cannot happen: the first is never pruned)
        }
        // Step 9. The result into the table, with whether the node is on a principal variation: a node
        // that failed low under a PV node joins it (the move into it may be good), and one whose best
        // move's node left the PV leaves it too (Stockfish's rule, as Rapfi keeps it).
        if (best <= alpha) {
            ttPv[ply] = ttPv[ply] || ply > 0 && ttPv[ply - 1] && depth > 3 * ONE_PLY;
        } else if (depth > 3 * ONE_PLY) {
            ttPv[ply] = ttPv[ply] && ttPv[ply + 1];
        }
        if (table != null && skip < 0) {
            int bound = best >= beta ? TranspositionTable.BOUND_LOWER
                    : pvNode && bestMove >= 0 ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
            table.store(key, bestMove, TableEntries.tableDepth(depth), bound, Score.toTable(best, ply), ttPv[ply]);
        }
        return best;
    }

    /**
     * The singular test: when every move but the table's fails low on a shallower search under its
     * value, the table move is extended a ply; when another move also holds beta, the node is cut
     * ({@link #MULTI_CUT}); when the table move held beta without being singular, it is reduced.
     */
    private int singularExtension(long entry, int depth, int ply, int beta, boolean cutNode) {
        int ttScore = TableEntries.score(entry, ply);
        int singularBeta = singularBeta(ttScore, depth, config.singularScale());
        excluded[ply] = TranspositionTable.move(entry);
        int v = node(depth * config.singularDepthPercent() / 100, ply, singularBeta - 1, singularBeta, cutNode, false);
        excluded[ply] = -1;
        if (v < singularBeta) {
            return ONE_PLY;
        }
        if (singularBeta >= beta) {
            return MULTI_CUT;
        }
        return ttScore >= beta ? -config.notSingularReduction() : 0;
    }

    /**
     * The value of the move just made, by principal variation search: a late move reduced and
     * re-searched (deeper when it beat alpha by far) if it fails high; other moves on a null window;
     * at PV nodes the first move and any that lands inside the window on the full window.
     */
    private int searchMove(MoveFacts m, int me, int depth, int newDepth, int ply, int alpha, int beta, int best,
                           int moveCount, boolean cutNode, boolean pvNode, boolean ttPv, boolean improving,
                           boolean threatened) {
        boolean root = ply == 0;
        int value;
        if (depth >= 2 * ONE_PLY && moveCount > (root ? 2 : 1)) {
            int r = rules.reduction(m, me, ply, depth >> PLY_SHIFT, moveCount, ownPrevious(ply), cutNode, pvNode,
                    ttPv, improving, threatened);
            int d = Math.max(Math.min(newDepth - r, newDepth + ONE_PLY), ONE_PLY);
            value = -node(d, ply + 1, -alpha - 1, -alpha, true, false);
            if (value > alpha && d < newDepth && !aborted) {
                newDepth += researchPlies(value, alpha, best, d, newDepth, config.researchScale()) * ONE_PLY;
                if (d < newDepth) {
                    value = -node(newDepth, ply + 1, -alpha - 1, -alpha, !cutNode, false);
                }
            }
        } else if (!pvNode || moveCount > 1) {
            value = -node(newDepth, ply + 1, -alpha - 1, -alpha, !cutNode, false);
        } else {
            value = -Score.INFINITE;
        }
        if (pvNode && !aborted && (moveCount == 1 || value > alpha && (root || value < beta))) {
            value = -node(newDepth, ply + 1, -beta, -alpha, false, true);
        }
        return value;
    }

    /** With {@code unprunedCombinations}: the opponent has a four-three or a double-three point. */
    private boolean combinationAhead(Board b, int opp) {
        return config.unprunedCombinations()
                && (b.threatCount(opp, Threat.BLOCK4_FLEX3) > 0 || b.threatCount(opp, Threat.FLEX3_2X) > 0);
    }

    private static int indexOf(int[] list, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (list[i] == move) {
                return i;
            }
        }
        return -1;
    }

    /** The threat class of the previous move of the side to move at {@code ply}, NONE before the line has one. */
    private int ownPrevious(int ply) {
        return ply >= 2 ? lineThreats[ply - 2] : Threat.NONE;
    }
}
