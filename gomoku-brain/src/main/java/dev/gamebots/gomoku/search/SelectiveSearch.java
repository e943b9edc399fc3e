package dev.gamebots.gomoku.search;

import dev.gamebots.core.MoveSelection;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchInfo;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.PatternEvaluation;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import java.util.Arrays;

/**
 * A selective principal variation search in the way of the strongest classical gomoku brains
 * (Rapfi's alpha-beta, read for its design): every move after the first is reduced by
 * ln(depth) x ln(move number), threat moves included, and re-searched when it fails high; move-count
 * pruning at every depth (3 + depth^1.32 moves, half when the evaluation is not rising); futility
 * (the evaluation far above beta stands) at every depth; razoring into the VCF search; moves without
 * any pattern pruned near the horizon; the block of a four extended; and a VCF search beyond the
 * horizon that tries only fours near the side's previous stone (after its first two, only fours that
 * make another threat too). Move lists follow the opponent's threats: the block of a five, the
 * defences against an open three or a four-three, else every candidate point.
 *
 * <p>The margins are in the pattern-code evaluation's units (win probability = sigmoid(eval /
 * scale)), so this search is meant for a {@link PatternEvaluation}; with the hand-set values it runs
 * but its margins mean less. Depth is counted in sixteenths of a ply. One instance per board; all
 * buffers allocated at construction; counts its nodes on the shared {@link SearchControl}.
 */
final class SelectiveSearch extends MainSearch {

    private static final int MAX_PLY = TreeSearch.MAX_PLY;
    private static final int MAX_MOVES = TreeSearch.MAX_MOVES;
    private static final int ONE_PLY = TreeSearch.ONE_PLY;
    /** Depth (sixteenths) of the first VCF plies that may try any four; deeper only combination fours. */
    private static final int VCF_FULL_DEPTH = -ONE_PLY;
    /** Razoring below 2.6 plies; pattern-less and distant moves pruned below 4.3; singular tests from 6.6 (sixteenths). */
    private static final int RAZOR_DEPTH = 42;
    private static final int PRUNE_DEPTH = 69;
    private static final int SINGULAR_DEPTH = 106;
    private static final int HISTORY_MAX = 16384;
    /** ln(0..63) (late-move reductions). */
    private static final double[] LN = new double[64];
    /** Per whole ply of depth: moves searched before the rest are pruned (when the evaluation is rising). */
    private static final int[] MOVE_COUNT = new int[64];

    static {
        for (int i = 1; i < 64; i++) {
            LN[i] = Math.log(i);
        }
        for (int d = 0; d < 64; d++) {
            MOVE_COUNT[d] = 3 + (int) Math.pow(d, 1.32);
        }
    }

    private final int[] killers = new int[(MAX_PLY + 2) * 2];
    /** Per ply of the current line: the static evaluation, the move made and the mover's threat class of it. */
    private final int[] evals = new int[MAX_PLY + 2];
    private final int[] lineMoves = new int[MAX_PLY + 2];
    private final int[] lineThreats = new int[MAX_PLY + 2];
    /** Per colour and point: history of quiet moves, and of moves that make a three or more. */
    private final int[][] history = new int[3][];
    private final int[][] attackHistory = new int[3][];
    /** Per colour and the opponent's previous move: the move that refuted it last. */
    private final int[][] counterMoves = new int[3][];
    /** Per ply: the move a singular-extension test leaves out, or -1. */
    private final int[] excluded = new int[MAX_PLY + 2];

    /** The root's moves during an iteration (best first) and their count. */
    private int[] rootMoves;
    private int rootCount;
    /** Index in rootMoves of the best move of the running iteration, -1 before any. */
    private int rootBest;
    /** Finished iterations in a row that kept the best move. */
    private int stableIterations;

    SelectiveSearch(Board board, TranspositionTable table, SearchControl control, SearchConfig config,
                    MoveGenerator generator, PatternEvaluation patternEvaluation) {
        super(board, table, control, config, generator, patternEvaluation);
        for (int c = 1; c <= 2; c++) {
            history[c] = new int[board.length()];
            attackHistory[c] = new int[board.length()];
            counterMoves[c] = new int[board.length()];
            Arrays.fill(counterMoves[c], -1);
        }
        Arrays.fill(excluded, -1);
    }

    @Override
    void newGame() {
        for (int c = 1; c <= 2; c++) {
            Arrays.fill(history[c], 0);
            Arrays.fill(attackHistory[c], 0);
            Arrays.fill(counterMoves[c], -1);
        }
    }

    @Override
    void begin() {
        provisional(-1);
        startNodes = control.nodes();
        aborted = false;
        Arrays.fill(killers, -1);
        for (int c = 1; c <= 2; c++) {
            int[] h = history[c];
            int[] a = attackHistory[c];
            for (int i = 0; i < h.length; i++) {
                h[i] /= 2;
                a[i] /= 2;
            }
        }
        if (table != null) {
            table.newSearch();
        }
    }

    @Override
    SearchResult search(int[] rootList, int count, SearchLimits limits, SearchListener listener, long start) {
        SearchLimits scaled = TreeSearch.scaledSoftDeadline(limits, start, config.softScale());
        rootMoves = rootList;
        rootCount = count;
        int bestMove = rootList[0];
        provisional(bestMove);
        int bestScore = 0;
        int completed = 0;
        int[] bestPv = {bestMove};
        int maxDepth = Math.min(limits.maxDepth(), MAX_PLY - 10);
        stableIterations = 0;
        Board b = board;
        evals[0] = evaluate(b);
        lineMoves[0] = b.ply() > 0 ? b.lastMove() : -1;
        for (int depth = 1; depth <= maxDepth; depth++) {
            int delta = 16;
            boolean aspire = depth >= 5 && !Score.isDecisive(bestScore);
            int alpha = aspire ? Math.max(bestScore - delta, -Score.INFINITE) : -Score.INFINITE;
            int beta = aspire ? Math.min(bestScore + delta, Score.INFINITE) : Score.INFINITE;
            int score;
            while (true) {
                rootBest = -1;
                score = node(depth * ONE_PLY, 0, alpha, beta, false, true);
                if (aborted) {
                    break;
                }
                if (score <= alpha && alpha > -Score.INFINITE) {
                    beta = (alpha + beta) / 2;
                    alpha = Score.isDecisive(score) ? -Score.INFINITE : Math.max(score - delta, -Score.INFINITE);
                } else if (score >= beta && beta < Score.INFINITE) {
                    beta = Score.isDecisive(score) ? Score.INFINITE : Math.min(score + delta, Score.INFINITE);
                } else {
                    break;
                }
                delta = delta * (3 + Math.abs(score) / 1024) / 4 + 6;
                if (delta > 4000) {
                    alpha = -Score.INFINITE;
                    beta = Score.INFINITE;
                }
            }
            if (aborted) {
                // A move that beat the first in the unfinished iteration is kept.
                if (rootBest > 0) {
                    bestMove = rootMoves[rootBest];
                    bestPv = new int[] {bestMove};
                }
                break;
            }
            completed = depth;
            int previousBest = bestMove;
            bestMove = rootMoves[Math.max(rootBest, 0)];
            stableIterations = bestMove == previousBest ? stableIterations + 1 : 0;
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
            if (Score.isDecisive(bestScore) && Score.distance(bestScore) <= depth || count == 1) {
                break;
            }
            if (pastStableDeadline(scaled, start)) {
                break;
            }
        }
        return new SearchResult(bestMove, bestScore, completed, bestPv, nodes(), elapsed(start), aborted,
                !aborted && Score.isDecisive(bestScore));
    }

    /**
     * Time use by best-move stability: no new iteration once a share of the soft time has passed,
     * less of it the longer the best move has stayed the same, more when it just changed (never past
     * the hard deadline).
     */
    private boolean pastStableDeadline(SearchLimits limits, long start) {
        if (limits.softDeadline() == SearchLimits.NEVER) {
            return false;
        }
        int percent = !config.stabilityTime() ? 100
                : stableIterations >= 6 ? 40 : stableIterations >= 3 ? 70 : stableIterations == 0 ? 130 : 100;
        long soft = start + (limits.softDeadline() - start) * percent / 100;
        if (limits.hardDeadline() != SearchLimits.NEVER) {
            soft = Math.min(soft, limits.hardDeadline());
        }
        return control.clock().nanoTime() >= soft;
    }

    private static void moveToFront(int[] list, int index) {
        int m = list[index];
        System.arraycopy(list, 0, list, 1, index);
        list[0] = m;
    }

    /** The search of one node above the horizon ({@code depth} > 0 or the root). */
    private int node(int depth, int ply, int alpha, int beta, boolean cutNode, boolean pvNode) {
        if (depth <= 0) {
            return vcf(0, ply, alpha, beta, pvNode);
        }
        pvLength[ply] = ply;
        if (stopNow()) {
            return 0;
        }
        Board b = board;
        int me = b.sideToMove();
        int opp = Stones.opponent(me);
        boolean root = ply == 0;
        if (!root) {
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

        long key = b.hash();
        int ttMove = -1;
        boolean ttHit = false;
        int ttScore = 0;
        int ttBound = TranspositionTable.BOUND_NONE;
        int ttDepth = 0;
        int skip = excluded[ply];
        if (table != null && skip < 0) {
            long entry = table.probe(key);
            if (entry != 0) {
                ttHit = true;
                ttMove = TranspositionTable.move(entry);
                ttScore = Score.fromTable(TranspositionTable.score(entry), ply);
                ttBound = TranspositionTable.bound(entry);
                ttDepth = TranspositionTable.depth(entry);
                if (!pvNode && ttDepth >= tableDepth(depth)
                        && (ttBound == TranspositionTable.BOUND_EXACT
                        || ttBound == (ttScore >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER))) {
                    return ttScore;
                }
            }
        }

        int staticEval = root ? evals[0] : evaluate(b);
        evals[ply] = staticEval;
        int eval = staticEval;
        if (ttHit && !Score.isDecisive(ttScore)
                && (ttBound == TranspositionTable.BOUND_EXACT
                || ttBound == (ttScore > eval ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER))) {
            eval = ttScore;
        }
        int improvement = ply >= 2 ? staticEval - evals[ply - 2] : 0;
        boolean improving = improvement > 0;
        boolean threatened = !forced && ThreatScan.hasFlex4Point(b, opp);

        if (!root && !forced && !pvNode) {
            // Razoring: far below alpha near the horizon, only fours can help.
            if (!Score.isDecisive(alpha) && depth < RAZOR_DEPTH && eval + razorMargin(depth) < alpha) {
                return vcf(0, ply, alpha, alpha + 1, false);
            }
            // Futility: an evaluation far above beta stands, unless this side's last two moves were
            // fours (an attack under way that the evaluation does not see through).
            if (!Score.isDecisive(eval) && !Score.isDecisive(beta)
                    && eval - futilityMargin(depth - ONE_PLY, cutNode && !ttHit, improving) >= beta
                    && !(ply >= 4 && lineThreats[ply - 2] >= Threat.BLOCK4 && lineThreats[ply - 4] >= Threat.BLOCK4)) {
                return eval;
            }
        }
        // A principal-variation node without a table move is searched a little shallower, and one
        // whose table move was found much shallower too (it was off the principal variation lately).
        if (!root && pvNode) {
            if (ttMove < 0) {
                depth -= 5;
            } else if (depth > ONE_PLY) {
                int ttDepth16 = Math.max(0, ttDepth - 1) * 4;
                depth -= Math.max(0, Math.min((depth - ttDepth16) * 28 / 100, 58));
            }
            if (depth <= 0) {
                return vcf(0, ply, alpha, beta, true);
            }
        }
        // Singular extension: when every move but the table's fails low on a shallower search
        // under its value, the table move is extended; when another move also holds beta, the node
        // is cut (multi-cut); when the table move held beta without being singular, it is reduced.
        int singularExtension = 0;
        if (config.singularExtension() && !root && !forced && skip < 0 && ttMove >= 0 && depth >= SINGULAR_DEPTH
                && !Score.isDecisive(ttScore)
                && (ttBound == TranspositionTable.BOUND_LOWER || ttBound == TranspositionTable.BOUND_EXACT)
                && ttDepth >= tableDepth(depth - 32)) {
            int singularBeta = ttScore - 91 * depth / (100 * ONE_PLY);
            excluded[ply] = ttMove;
            int v = node(depth * 46 / 100, ply, singularBeta - 1, singularBeta, cutNode, false);
            excluded[ply] = -1;
            if (aborted) {
                return 0;
            }
            if (v < singularBeta) {
                singularExtension = ONE_PLY;
            } else if (singularBeta >= beta) {
                return singularBeta;
            } else if (ttScore >= beta) {
                singularExtension = -24;
            }
        }

        int base = ply * MAX_MOVES;
        int count;
        int kind;
        if (root) {
            count = rootCount;
            for (int i = 0; i < count; i++) {
                moves[base + i] = rootMoves[i];
                scores[base + i] = count - i;
            }
            kind = MoveGenerator.NORMAL;
        } else {
            count = generator.generateUnverified(moves, scores, base, MAX_MOVES);
            kind = generator.kind();
            int outcome = generatedOutcome(kind, count, ply);
            if (outcome != UNDECIDED) {
                return outcome;
            }
            if (kind == MoveGenerator.NORMAL && b.threatCount(opp, Threat.BLOCK4_FLEX3) > 0) {
                int defences = generator.fourThreeDefences(moves, scores, base + count, MAX_MOVES - count);
                if (defences > 0) {
                    System.arraycopy(moves, base + count, moves, base, defences);
                    System.arraycopy(scores, base + count, scores, base, defences);
                    count = defences;
                    kind = MoveGenerator.DEFEND;
                }
            }
            int[] hist = history[me];
            int[] attack = attackHistory[me];
            int counter = lastOppMove(ply) >= 0 ? counterMoves[me][lastOppMove(ply)] : -1;
            for (int i = 0; i < count; i++) {
                int m = moves[base + i];
                if (m == ttMove) {
                    scores[base + i] = ORDER_TT;
                } else {
                    scores[base + i] += b.threat(me, m) >= Threat.FLEX3 ? attack[m] / 128 : hist[m] / 256;
                    if (m == counter) {
                        scores[base + i] += 21;
                    }
                }
            }
        }
        expanded[forced ? TreeSearch.FORCED_NODE : kind == MoveGenerator.DEFEND ? TreeSearch.DEFEND_NODE
                : TreeSearch.NORMAL_NODE]++;

        int plies = depth >> TreeSearch.PLY_SHIFT;
        boolean likelyFailHigh = !pvNode && cutNode && eval >= beta + failHighMargin(depth, threatened);
        int alphaOriginal = alpha;
        int best = -Score.INFINITE;
        int bestMove = -1;
        int moveCount = 0;
        int lastOpp = lineMoves[ply];
        int lastOwn = ply >= 1 ? lineMoves[ply - 1] : b.ply() >= 2 ? b.moveAt(b.ply() - 2) : -1;
        boolean renju = b.rule().isRenju();
        for (int i = 0; i < count; i++) {
            int move = MoveSelection.pickBest(moves, scores, base + i, base + count);
            if (move == skip) {
                continue;
            }
            int ownThreat = b.threat(me, move);
            int oppThreat = b.threat(opp, move);
            moveCount++;
            boolean trivial = ownThreat == Threat.NONE && oppThreat == Threat.NONE;
            boolean important = ownThreat >= Threat.FLEX2_2X || oppThreat >= Threat.FLEX3;
            int distOpp = distance(move, lastOpp);
            int distOwn = distance(move, lastOwn);
            boolean distract = distOwn > (renju ? 5 : 4) && distOpp > 4;
            if (!root && best > -Score.WIN + Score.MAX_PLY) {
                if (moveCount >= moveCountLimit(plies, improving)) {
                    continue;
                }
                if (trivial && depth < PRUNE_DEPTH) {
                    continue;
                }
                if (threatened && depth < PRUNE_DEPTH && oppThreat < Threat.BLOCK4 && distract) {
                    continue;
                }
            }
            int extension = 0;
            if (forced) {
                extension = config.blockExtension(); // the block of a four: 21 = +0.3 ply net
            } else if (move == ttMove) {
                extension = singularExtension != 0 ? singularExtension : pvNode ? 4 : 1;
                if (ownThreat >= Threat.BLOCK4 && distOwn <= 6) {
                    extension += distOwn <= 4 ? 4 : 1;
                }
            }
            if (likelyFailHigh) {
                if (ownThreat >= Threat.BLOCK4) {
                    if (ply >= 2 && lineThreats[ply - 2] >= Threat.BLOCK4) {
                        extension += ONE_PLY;
                    }
                } else {
                    extension -= ONE_PLY;
                }
            }
            int newDepth = depth - ONE_PLY + extension;
            lineMoves[ply + 1] = move;
            lineThreats[ply] = ownThreat;
            b.makeMove(move);
            int value;
            boolean fullSearched = false;
            if (depth >= 2 * ONE_PLY && moveCount > (root ? 2 : 1)) {
                int r = (int) (ONE_PLY * LN[Math.min(plies, 63)] * LN[Math.min(moveCount, 63)]);
                if (pvNode) {
                    // Principal-variation nodes are reduced less (Rapfi takes off about a ply for
                    // the full window and one for nodes on the principal variation now or before;
                    // here half a ply by default, the suite did not say more is better).
                    r = Math.max(r - config.pvReductionLess(), 0);
                } else if (!improving && r > ONE_PLY) {
                    r += ONE_PLY;
                }
                r += complexityReduction(trivial, important, distract);
                if (cutNode && !(!threatened && isKiller(ply, move) && ownThreat < Threat.FLEX3)) {
                    r += 29;
                }
                if (threatened && oppThreat < Threat.BLOCK4) {
                    r += (distOpp > 4 ? 31 : 0) + (distOwn > 4 ? 15 : 0);
                }
                if (!threatened && ply >= 2 && lineThreats[ply - 2] >= Threat.FLEX3
                        && (ownThreat >= Threat.FLEX3 || distOwn <= 4 && ownThreat >= Threat.FLEX2_2X)) {
                    r -= 8;
                }
                r -= (ownThreat >= Threat.FLEX3 ? attackHistory : history)[me][move] * ONE_PLY / (HISTORY_MAX * 2);
                if (ownThreat >= Threat.FLEX3 && (pvNode || !config.attackReductionPvOnly())) {
                    r -= config.attackReductionLess();
                }
                int d = Math.max(Math.min(newDepth - r, newDepth + ONE_PLY), ONE_PLY);
                value = -node(d, ply + 1, -alpha - 1, -alpha, true, false);
                if (value > alpha && d < newDepth && !aborted) {
                    int gap = (newDepth - d) / ONE_PLY;
                    int ext = (value > alpha + 34 + 11 * gap ? 1 : 0) + (value > alpha + 330 + 26 * gap ? 1 : 0)
                            - (value < best + newDepth / ONE_PLY ? 1 : 0);
                    newDepth += ext * ONE_PLY;
                    if (d < newDepth) {
                        value = -node(newDepth, ply + 1, -alpha - 1, -alpha, !cutNode, false);
                    }
                }
                fullSearched = true;
            } else if (!pvNode || moveCount > 1) {
                value = -node(newDepth, ply + 1, -alpha - 1, -alpha, !cutNode, false);
                fullSearched = true;
            } else {
                value = -Score.INFINITE;
            }
            if (pvNode && !aborted && (moveCount == 1 || value > alpha && (root || value < beta) || !fullSearched)) {
                value = -node(newDepth, ply + 1, -beta, -alpha, false, true);
            }
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
                        if (ownThreat < Threat.BLOCK4 && !forced) {
                            int k = 2 * ply;
                            if (killers[k] != move) {
                                killers[k + 1] = killers[k];
                                killers[k] = move;
                            }
                        }
                        updateHistory(me, move, ownThreat, plies, base, i);
                        if (lastOppMove(ply) >= 0) {
                            counterMoves[me][lastOppMove(ply)] = move;
                        }
                        break;
                    }
                    alpha = value;
                }
            }
        }
        if (bestMove < 0 && best == -Score.INFINITE) {
            return alphaOriginal; // every move pruned (cannot happen: the first is never pruned)
        }
        if (table != null && skip < 0) {
            int bound = best >= beta ? TranspositionTable.BOUND_LOWER
                    : pvNode && bestMove >= 0 ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
            table.store(key, bestMove, tableDepth(depth), bound, Score.toTable(best, ply));
        }
        return best;
    }

    /**
     * The VCF search beyond the horizon: stand pat on the evaluation, then this side's fours near its
     * previous stone (after the first two, only fours that make another threat too, unless the last
     * two were such fours); the opponent's reply to a four is its block. {@code depth}: 0 at the
     * horizon, one ply less for each four.
     */
    private int vcf(int depth, int ply, int alpha, int beta, boolean pvNode) {
        pvLength[ply] = ply;
        if (stopNow()) {
            return 0;
        }
        Board b = board;
        int me = b.sideToMove();
        int opp = Stones.opponent(me);
        int decided = decidedAtOnce(b, me, opp, ply);
        if (decided != UNDECIDED) {
            return decided;
        }
        alpha = Math.max(alpha, -Score.terminal(1, ply));
        beta = Math.min(beta, Score.terminal(1, ply + 1));
        if (alpha >= beta) {
            return alpha;
        }
        if (b.threatCount(opp, Threat.FIVE) > 0) {
            // The block of the opponent's four, the only move (a lost point for renju black if forbidden).
            int block = ThreatScan.first(b, opp, Board.SET_FIVE);
            if (b.rule().isRenju() && me == Stones.BLACK && b.isForbidden(block)) {
                return Score.terminal(-1, ply + 2);
            }
            expanded[TreeSearch.FORCED_NODE]++;
            lineMoves[ply + 1] = block;
            lineThreats[ply] = b.threat(me, block);
            b.makeMove(block);
            int value = -vcf(depth, ply + 1, -beta, -alpha, pvNode);
            b.unmakeMove();
            if (pvNode && !aborted) {
                updatePv(ply, block);
            }
            return value;
        }
        long key = b.hash();
        int ttMove = -1;
        if (table != null) {
            long entry = table.probe(key);
            if (entry != 0) {
                ttMove = TranspositionTable.move(entry);
                int stored = Score.fromTable(TranspositionTable.score(entry), ply);
                int bound = TranspositionTable.bound(entry);
                if (!pvNode && (bound == TranspositionTable.BOUND_EXACT
                        || bound == (stored >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER))) {
                    return stored;
                }
            }
        }
        int eval = evaluate(b);
        evals[ply] = eval;
        if (eval >= beta) {
            return eval;
        }
        if (!pvNode && eval + Math.max(2086 + 60 * depth / ONE_PLY, 768) < alpha) {
            return alpha;
        }
        int alphaOriginal = alpha;
        if (eval > alpha) {
            alpha = eval;
        }
        int base = ply * MAX_MOVES;
        boolean anyFour = depth >= VCF_FULL_DEPTH
                || ply >= 4 && lineThreats[ply - 2] >= Threat.BLOCK4_PLUS && lineThreats[ply - 4] >= Threat.BLOCK4_PLUS;
        int count = collectFours(me, base, true, !anyFour, ttMove, true);
        if (count == 0) {
            return eval;
        }
        expanded[TreeSearch.QUIESCENCE_NODE]++;
        int best = eval;
        int bestMove = -1;
        for (int i = 0; i < count; i++) {
            int move = MoveSelection.pickBest(moves, scores, base + i, base + count);
            lineMoves[ply + 1] = move;
            lineThreats[ply] = b.threat(me, move);
            b.makeMove(move);
            int value = -vcf(depth - ONE_PLY, ply + 1, -beta, -alpha, pvNode);
            b.unmakeMove();
            if (aborted) {
                return 0;
            }
            if (value > best) {
                best = value;
                if (value > alpha) {
                    bestMove = move;
                    if (pvNode) {
                        updatePv(ply, move);
                    }
                    if (value >= beta) {
                        break;
                    }
                    alpha = value;
                }
            }
        }
        if (table != null) {
            int bound = best >= beta ? TranspositionTable.BOUND_LOWER
                    : pvNode && best > alphaOriginal ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
            table.store(key, bestMove, 0, bound, Score.toTable(best, ply));
        }
        return best;
    }


    /** The value of a node known without searching it: {@link #quickWin}, or the evaluation at the last ply; else UNDECIDED. */
    private int decidedAtOnce(Board b, int me, int opp, int ply) {
        int quick = quickWin(b, me, opp, ply);
        if (quick != 0) {
            return quick;
        }
        return ply >= MAX_PLY - 4 ? evaluate(b) : UNDECIDED;
    }

    /**
     * A decided position read from the threat counts alone, or 0: a five to make (win), two fives
     * of the opponent to stop (loss), an open four to make, or (unless renju black) a four-three or
     * double three while the opponent has no four to interpose.
     */
    private static int quickWin(Board b, int me, int opp, int ply) {
        if (b.threatCount(me, Threat.FIVE) > 0) {
            return Score.terminal(1, ply + 1);
        }
        int oppFives = b.threatCount(opp, Threat.FIVE);
        if (oppFives >= 2) {
            return Score.terminal(-1, ply + 2);
        }
        if (oppFives == 1) {
            return 0;
        }
        if (ThreatScan.hasFlex4Point(b, me)) {
            return Score.terminal(1, ply + 3);
        }
        if (b.rule().isRenju() && me == Stones.BLACK) {
            return 0;
        }
        if (b.threatCount(me, Threat.BLOCK4_FLEX3) + b.threatCount(me, Threat.FLEX3_2X) > 0) {
            int oppFours = b.threatCount(opp, Threat.BLOCK4) + b.threatCount(opp, Threat.BLOCK4_PLUS)
                    + b.threatCount(opp, Threat.BLOCK4_FLEX3) + b.threatCount(opp, Threat.FLEX4);
            if (oppFours == 0) {
                return Score.terminal(1, ply + 5);
            }
            // A four-three wins unless the block of its four makes a four for the opponent: the
            // opponent's fours elsewhere come too late (the open four answers them with a five).
            if (b.threatCount(me, Threat.BLOCK4_FLEX3) > 0 && fourThreeWins(b, me, opp)) {
                return Score.terminal(1, ply + 5);
            }
        }
        return 0;
    }

    /** True when one of {@code me}'s four-three points leaves the opponent a block that makes no four. */
    private static boolean fourThreeWins(Board b, int me, int opp) {
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(me, Board.SET_FOUR, w);
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (b.threat(me, p) != Threat.BLOCK4_FLEX3) {
                    continue;
                }
                b.makeMove(p);
                int block = ThreatScan.first(b, me, Board.SET_FIVE);
                boolean wins = block >= 0 && b.threatCount(me, Threat.FIVE) == 1
                        && b.threat(opp, block) < Threat.BLOCK4 && b.threat(opp, block) != Threat.FORBID;
                b.unmakeMove();
                if (wins) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int razorMargin(int depth) {
        return 14 * depth / ONE_PLY + 19;
    }

    private static int futilityMargin(int depth, boolean noTableCutNode, boolean improving) {
        return Math.max((63 - (noTableCutNode ? 12 : 0)) * (depth - (improving ? ONE_PLY : 0)) / ONE_PLY, 0);
    }

    private static int failHighMargin(int depth, boolean threatened) {
        return -9 + 15 * depth / ONE_PLY + (threatened ? 87 : 0);
    }

    private static int moveCountLimit(int plies, boolean improving) {
        int limit = MOVE_COUNT[Math.min(Math.max(plies, 0), MOVE_COUNT.length - 1)];
        return improving ? limit : limit / 2;
    }

    /** Extra reduction (sixteenths) per move kind: most for a move far from the fight with no pattern. */
    private static int complexityReduction(boolean trivial, boolean important, boolean distract) {
        return trivial ? (distract ? 3 : 1) : important ? 0 : 1;
    }

    /** The table's depth field for a search depth in sixteenths: quarter plies, 1 and up (0 = VCF). */
    private static int tableDepth(int depth) {
        return Math.min(255, 1 + Math.max(0, depth) / 4);
    }

    private boolean isKiller(int ply, int move) {
        return killers[2 * ply] == move || killers[2 * ply + 1] == move;
    }

    /**
     * History: the cut move up, the moves of its kind (quiet, or making a three or more) searched
     * before it down (bounded, with gravity towards 0).
     */
    private void updateHistory(int me, int move, int ownThreat, int plies, int base, int searchedUpTo) {
        int bonus = Math.min(16 * plies * plies + 32, 2000);
        boolean attackMove = ownThreat >= Threat.FLEX3;
        int[] h = (attackMove ? attackHistory : history)[me];
        h[move] += bonus - h[move] * bonus / HISTORY_MAX;
        for (int j = 0; j < searchedUpTo; j++) {
            int m = moves[base + j];
            if (m != move && (board.threat(me, m) >= Threat.FLEX3) == attackMove) {
                h[m] += -bonus - h[m] * bonus / HISTORY_MAX;
            }
        }
    }

    /** The opponent's move that led to the node at {@code ply}, or -1. */
    private int lastOppMove(int ply) {
        return lineMoves[ply];
    }

    private static int indexOf(int[] list, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (list[i] == move) {
                return i;
            }
        }
        return -1;
    }

    /** Chebyshev distance of two points, or a large number when one is missing. */
    private int distance(int a, int c) {
        if (a < 0 || c < 0) {
            return 99;
        }
        Board b = board;
        return Math.max(Math.abs(b.x(a) - b.x(c)), Math.abs(b.y(a) - b.y(c)));
    }

    /** The evaluation, the hand-set values on the pattern-code evaluation's scale, which the margins are in. */
    private int evaluate(Board b) {
        return evaluate(b, config.handEvalScale());
    }


}
