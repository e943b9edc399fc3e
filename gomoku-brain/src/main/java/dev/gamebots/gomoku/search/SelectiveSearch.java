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
import dev.gamebots.gomoku.eval.PatternEvaluation;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import java.util.Arrays;

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
 * <p>{@link #node} runs its steps in order, each a method or a labelled block: threat shortcuts,
 * table, evaluation, razoring and futility, PV depth, singular test, move list, then per move:
 * pruning, extension, reduced search and re-searches, history on a cutoff. Its numbers are
 * {@link SelectiveParameters}, its switches {@link SearchConfig}, its time rule {@link StabilityTime},
 * its ordering memory {@link MoveHistory}.
 *
 * <p>The margins are in the pattern-code evaluation's units (win probability = sigmoid(eval /
 * scale)), so this search is meant for a {@link PatternEvaluation}; the hand-set values are scaled
 * into them. Depth is counted in sixteenths of a ply. One instance per board; all buffers allocated
 * at construction; counts its nodes on the shared {@link SearchControl}.
 */
final class SelectiveSearch extends MainSearch {

    private final MoveHistory history;
    private final StabilityTime time;
    /** Per ply of the current line: the static evaluation, the move made and the mover's threat class of it. */
    private final int[] evals = new int[MAX_PLY + 2];
    private final int[] lineMoves = new int[MAX_PLY + 2];
    private final int[] lineThreats = new int[MAX_PLY + 2];
    /** Per ply: the move a singular-extension test leaves out, or -1. */
    private final int[] excluded = new int[MAX_PLY + 2];
    /** Per ply: the facts of the move being tried there. */
    private final MoveFacts[] facts = new MoveFacts[MAX_PLY + 2];

    /** The root's moves during an iteration (best first) and their count. */
    private int[] rootMoves;
    private int rootCount;
    /** Index in rootMoves of the best move of the running iteration, -1 before any. */
    private int rootBest;

    /** What {@link #singularExtension} returns when another move holds beta too: the node is cut. */
    private static final int MULTI_CUT = Integer.MIN_VALUE;

    SelectiveSearch(Board board, TranspositionTable table, SearchControl control, SearchConfig config,
                    MoveGenerator generator, PatternEvaluation patternEvaluation) {
        super(board, table, control, config, generator, patternEvaluation);
        history = new MoveHistory(board.length(), MAX_PLY);
        time = new StabilityTime(control.clock(), config.softScale(), config.stabilityTime());
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
        time.begin(limits, start);
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
            time.iterationDone(bestMove, previousBest);
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
            if (Score.isDecisive(bestScore) && Score.distance(bestScore) <= depth || count == 1 || time.pastDeadline()) {
                break;
            }
        }
        return new SearchResult(bestMove, bestScore, completed, bestPv, nodes(), elapsed(start), aborted,
                !aborted && Score.isDecisive(bestScore));
    }

    /** One iteration: a window around the previous score, widened on each fail until the score is inside. */
    private int aspirationSearch(int depth, int previousScore) {
        int delta = ASPIRATION_DELTA;
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
        if (!root) { // Threat shortcuts and mate-distance bounds.
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
        // The table: a cutoff at a non-PV node deep enough, else its move, score and bound.
        long key = b.hash();
        int skip = excluded[ply];
        long entry = table != null && skip < 0 ? table.probe(key) : 0;
        if (entry != 0 && !pvNode && tableCuts(entry, ply, depth, beta)) {
            return Score.fromTable(TranspositionTable.score(entry), ply);
        }
        int ttMove = entry != 0 ? TranspositionTable.move(entry) : -1;
        // The evaluation, and whether it rose since this side's previous move.
        int staticEval = root ? evals[0] : evaluate(b);
        evals[ply] = staticEval;
        int eval = refinedByTable(staticEval, entry, ply);
        boolean improving = ply >= 2 && staticEval - evals[ply - 2] > 0;
        boolean threatened = !forced && ThreatScan.hasFlex4Point(b, opp);
        if (!root && !forced && !pvNode) {
            int cut = razorOrFutility(depth, ply, alpha, beta, eval, cutNode && entry == 0, improving);
            if (cut != UNDECIDED) {
                return cut;
            }
        }
        if (!root && pvNode) {
            depth = pvNodeDepth(depth, ttMove, entry);
            if (depth <= 0) {
                return vcf(0, ply, alpha, beta, true);
            }
        }
        int singularExtension = 0;
        if (config.singularExtension() && !root && !forced && skip < 0 && singularCandidate(entry, ply, depth)) {
            singularExtension = singularExtension(entry, depth, ply, beta, cutNode);
            if (aborted) {
                return 0;
            }
            if (singularExtension == MULTI_CUT) {
                return singularBeta(Score.fromTable(TranspositionTable.score(entry), ply), depth);
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
            history.order(b, me, lineMoves[ply], ttMove, ORDER_TT, moves, scores, base, count);
        }
        expanded[forced ? FORCED_NODE : kind == MoveGenerator.DEFEND ? DEFEND_NODE : NORMAL_NODE]++;

        int plies = depth >> PLY_SHIFT;
        boolean likelyFailHigh = !pvNode && cutNode && eval >= beta + failHighMargin(depth, threatened);
        int alphaOriginal = alpha;
        int best = -Score.INFINITE;
        int bestMove = -1;
        int moveCount = 0;
        int lastOpp = lineMoves[ply];
        int lastOwn = ply >= 1 ? lineMoves[ply - 1] : b.ply() >= 2 ? b.moveAt(b.ply() - 2) : -1;
        MoveFacts m = facts[ply];
        for (int i = 0; i < count; i++) {
            int move = MoveSelection.pickBest(moves, scores, base + i, base + count);
            if (move == skip) {
                continue;
            }
            m.describe(b, me, opp, move, lastOwn, lastOpp);
            moveCount++;
            if (!root && best > -Score.WIN + Score.MAX_PLY && pruned(m, depth, plies, moveCount, improving, threatened)) {
                continue;
            }
            int extension = forced ? config.blockExtension()
                    : move == ttMove ? tableMoveExtension(m, singularExtension, pvNode) : 0;
            if (likelyFailHigh) {
                extension += failHighExtension(m, ply);
            }
            int newDepth = depth - ONE_PLY + extension;
            lineMoves[ply + 1] = move;
            lineThreats[ply] = m.ownThreat;
            b.makeMove(move);
            int value = searchMove(m, me, depth, newDepth, ply, alpha, beta, best, moveCount, cutNode, pvNode,
                    improving, threatened);
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

    /** A table entry that decides a non-PV node: deep enough, and its bound on the right side of beta. */
    private static boolean tableCuts(long entry, int ply, int depth, int beta) {
        int score = Score.fromTable(TranspositionTable.score(entry), ply);
        int bound = TranspositionTable.bound(entry);
        return TranspositionTable.depth(entry) >= tableDepth(depth) && (bound == TranspositionTable.BOUND_EXACT
                || bound == (score >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER));
    }

    /** The static evaluation, replaced by the table's score when its bound says the truth is on that side. */
    private static int refinedByTable(int staticEval, long entry, int ply) {
        if (entry == 0) {
            return staticEval;
        }
        int score = Score.fromTable(TranspositionTable.score(entry), ply);
        int bound = TranspositionTable.bound(entry);
        boolean usable = !Score.isDecisive(score) && (bound == TranspositionTable.BOUND_EXACT
                || bound == (score > staticEval ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER));
        return usable ? score : staticEval;
    }

    /**
     * Razoring (far below alpha near the horizon, only fours can help: the VCF search decides) and
     * futility (an evaluation far above beta stands, unless this side's last two moves were fours: an
     * attack under way that the evaluation does not see through); UNDECIDED when neither applies.
     */
    private int razorOrFutility(int depth, int ply, int alpha, int beta, int eval, boolean noTableCutNode,
                                boolean improving) {
        if (!Score.isDecisive(alpha) && depth < RAZOR_DEPTH && eval + razorMargin(depth) < alpha) {
            return vcf(0, ply, alpha, alpha + 1, false);
        }
        if (!Score.isDecisive(eval) && !Score.isDecisive(beta)
                && eval - futilityMargin(depth - ONE_PLY, noTableCutNode, improving) >= beta
                && !(ply >= 4 && lineThreats[ply - 2] >= Threat.BLOCK4 && lineThreats[ply - 4] >= Threat.BLOCK4)) {
            return eval;
        }
        return UNDECIDED;
    }

    /**
     * A principal-variation node without a table move is searched a little shallower, and one whose
     * table move was found much shallower too (it was off the principal variation lately).
     */
    private static int pvNodeDepth(int depth, int ttMove, long entry) {
        if (ttMove < 0) {
            return depth - PV_NO_TABLE_MOVE_REDUCTION;
        }
        if (depth > ONE_PLY) {
            int ttDepth16 = Math.max(0, TranspositionTable.depth(entry) - 1) * 4;
            return depth - Math.max(0, Math.min((depth - ttDepth16) * PV_TABLE_DEPTH_GAP_PERCENT / 100,
                    PV_TABLE_DEPTH_REDUCTION_MAX));
        }
        return depth;
    }

    /** A table move worth a singular test: deep enough, with a lower or exact bound that is not a mate score. */
    private static boolean singularCandidate(long entry, int ply, int depth) {
        if (entry == 0 || TranspositionTable.move(entry) < 0 || depth < SINGULAR_DEPTH) {
            return false;
        }
        int bound = TranspositionTable.bound(entry);
        return !Score.isDecisive(Score.fromTable(TranspositionTable.score(entry), ply))
                && (bound == TranspositionTable.BOUND_LOWER || bound == TranspositionTable.BOUND_EXACT)
                && TranspositionTable.depth(entry) >= tableDepth(depth - SINGULAR_TABLE_DEPTH_GAP);
    }

    /**
     * The singular test: when every move but the table's fails low on a shallower search under its
     * value, the table move is extended a ply; when another move also holds beta, the node is cut
     * ({@link #MULTI_CUT}); when the table move held beta without being singular, it is reduced.
     */
    private int singularExtension(long entry, int depth, int ply, int beta, boolean cutNode) {
        int ttScore = Score.fromTable(TranspositionTable.score(entry), ply);
        int singularBeta = singularBeta(ttScore, depth);
        excluded[ply] = TranspositionTable.move(entry);
        int v = node(depth * SINGULAR_DEPTH_PERCENT / 100, ply, singularBeta - 1, singularBeta, cutNode, false);
        excluded[ply] = -1;
        if (v < singularBeta) {
            return ONE_PLY;
        }
        if (singularBeta >= beta) {
            return MULTI_CUT;
        }
        return ttScore >= beta ? -NOT_SINGULAR_REDUCTION : 0;
    }

    /** Move pruning after the first move: past the move count, no pattern near the horizon, a distant non-block against an open three. */
    private static boolean pruned(MoveFacts m, int depth, int plies, int moveCount, boolean improving,
                                  boolean threatened) {
        return moveCount >= moveCountLimit(plies, improving)
                || m.trivial && depth < PRUNE_DEPTH
                || threatened && depth < PRUNE_DEPTH && m.oppThreat < Threat.BLOCK4 && m.distract;
    }

    /** The table move's extension: the singular test's, else a little, more for a four near the side's own last stone. */
    private static int tableMoveExtension(MoveFacts m, int singularExtension, boolean pvNode) {
        int extension = singularExtension != 0 ? singularExtension : pvNode ? TABLE_MOVE_EXTENSION_PV
                : TABLE_MOVE_EXTENSION;
        if (m.ownThreat >= Threat.BLOCK4 && m.distOwn <= TABLE_FOUR_FAR) {
            extension += m.distOwn <= NEAR ? TABLE_FOUR_NEAR_EXTENSION : TABLE_FOUR_EXTENSION;
        }
        return extension;
    }

    /** At a node expected to fail high: a four after a four a ply deeper (an attack), a non-four a ply shallower. */
    private int failHighExtension(MoveFacts m, int ply) {
        if (m.ownThreat < Threat.BLOCK4) {
            return -ONE_PLY;
        }
        return ply >= 2 && lineThreats[ply - 2] >= Threat.BLOCK4 ? ONE_PLY : 0;
    }

    /**
     * The value of the move just made, by principal variation search: a late move reduced and
     * re-searched (deeper when it beat alpha by far) if it fails high; other moves on a null window;
     * at PV nodes the first move and any that lands inside the window on the full window.
     */
    private int searchMove(MoveFacts m, int me, int depth, int newDepth, int ply, int alpha, int beta, int best,
                           int moveCount, boolean cutNode, boolean pvNode, boolean improving, boolean threatened) {
        boolean root = ply == 0;
        int value;
        if (depth >= 2 * ONE_PLY && moveCount > (root ? 2 : 1)) {
            int r = reduction(m, me, ply, depth >> PLY_SHIFT, moveCount, cutNode, pvNode, improving, threatened);
            int d = Math.max(Math.min(newDepth - r, newDepth + ONE_PLY), ONE_PLY);
            value = -node(d, ply + 1, -alpha - 1, -alpha, true, false);
            if (value > alpha && d < newDepth && !aborted) {
                newDepth += researchPlies(value, alpha, best, d, newDepth) * ONE_PLY;
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

    /** The late-move reduction of a move, in sixteenths of a ply (negative = an extension). */
    private int reduction(MoveFacts m, int me, int ply, int plies, int moveCount, boolean cutNode, boolean pvNode,
                          boolean improving, boolean threatened) {
        int r = baseReduction(plies, moveCount);
        if (pvNode) {
            // Principal-variation nodes are reduced less (Rapfi takes off about a ply for the full
            // window and one for nodes on the principal variation now or before; here half a ply by
            // default, the forced-wins suite did not say more is better).
            r = Math.max(r - config.pvReductionLess(), 0);
        } else if (!improving && r > ONE_PLY) {
            r += ONE_PLY;
        }
        r += complexityReduction(m.trivial, m.important, m.distract);
        if (cutNode && !(!threatened && history.isKiller(ply, m.move) && m.ownThreat < Threat.FLEX3)) {
            r += CUT_NODE_REDUCTION;
        }
        if (threatened && m.oppThreat < Threat.BLOCK4) {
            r += (m.distOpp > NEAR ? FAR_FROM_OPPONENT_REDUCTION : 0) + (m.distOwn > NEAR ? FAR_FROM_OWN_REDUCTION : 0);
        }
        if (!threatened && ply >= 2 && lineThreats[ply - 2] >= Threat.FLEX3
                && (m.ownThreat >= Threat.FLEX3 || m.distOwn <= NEAR && m.ownThreat >= Threat.FLEX2_2X)) {
            r -= CONTINUED_ATTACK_REDUCTION_LESS;
        }
        r -= history.score(me, m.move, m.ownThreat) * ONE_PLY / (HISTORY_MAX * 2);
        if (m.ownThreat >= Threat.FLEX3 && (pvNode || !config.attackReductionPvOnly())) {
            r -= config.attackReductionLess();
        }
        return r;
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
            expanded[FORCED_NODE]++;
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
        long entry = table != null ? table.probe(key) : 0;
        if (entry != 0 && !pvNode && boundDecides(entry, ply, beta)) {
            return Score.fromTable(TranspositionTable.score(entry), ply);
        }
        int ttMove = entry != 0 ? TranspositionTable.move(entry) : -1;
        int eval = evaluate(b);
        evals[ply] = eval;
        if (eval >= beta) {
            return eval;
        }
        if (!pvNode && eval + vcfDeltaMargin(depth) < alpha) {
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
        expanded[QUIESCENCE_NODE]++;
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

    /** A table entry at any depth whose bound decides a VCF node (every entry is at least VCF-deep). */
    private static boolean boundDecides(long entry, int ply, int beta) {
        int stored = Score.fromTable(TranspositionTable.score(entry), ply);
        int bound = TranspositionTable.bound(entry);
        return bound == TranspositionTable.BOUND_EXACT
                || bound == (stored >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER);
    }

    /** The value of a node known without searching it: a threat shortcut, or the evaluation at the last ply; else UNDECIDED. */
    private int decidedAtOnce(Board b, int me, int opp, int ply) {
        int quick = ThreatShortcuts.quickWin(b, me, opp, ply);
        if (quick != 0) {
            return quick;
        }
        return ply >= MAX_PLY - 4 ? evaluate(b) : UNDECIDED;
    }

    /** The table's depth field for a search depth in sixteenths: quarter plies, 1 and up (0 = VCF). */
    private static int tableDepth(int depth) {
        return Math.min(255, 1 + Math.max(0, depth) / 4);
    }

    private static int indexOf(int[] list, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (list[i] == move) {
                return i;
            }
        }
        return -1;
    }

    /** The evaluation, the hand-set values on the pattern-code evaluation's scale, which the margins are in. */
    private int evaluate(Board b) {
        return evaluate(b, config.handEvalScale());
    }
}
