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
 * The brain's tree search, after {@link GomokuSearcher}'s root tactics: iterative-deepening principal
 * variation search with threat-aware move lists ({@link MoveGenerator}), a fours-only quiescence (a
 * VCF search at the horizon), an engine-core {@link TranspositionTable}, killer and history ordering,
 * null move, futility and move-count pruning and late move reductions (all per {@link SearchConfig}).
 * Counts its nodes on the shared {@link SearchControl}.
 *
 * <p>One instance per board; all buffers allocated at construction.
 */
final class TreeSearch extends MainSearch {

    /** Natural logarithms of 0..63 (late-move reductions). */
    private static final double[] LN = new double[64];

    static {
        for (int i = 1; i < 64; i++) {
            LN[i] = Math.log(i);
        }
    }
    private static final int ORDER_KILLER = 1 << 26;

    private final int[] killers = new int[MAX_PLY * 2];
    /** The static evaluation at each ply of the current line (for "improving"). */
    private final int[] evals = new int[MAX_PLY + 1];
    /** The threat class (for the mover) of the move made at each ply of the current line. */
    private final int[] moveThreats = new int[MAX_PLY + 1];
    /** Per whole ply of depth left: quiet moves searched before the rest are pruned (when growing counts are on). */
    private final int[] moveCountLimit = new int[64];
    private final int[][] history = new int[3][];

    /** False inside a null-move search (no two null moves in a row). */
    private boolean nullAllowed = true;
    private int seldepth;

    TreeSearch(Board board, TranspositionTable table, SearchControl control, SearchConfig config,
               MoveGenerator generator, PatternEvaluation patternEvaluation) {
        super(board, table, control, config, generator, patternEvaluation);
        for (int d = 0; d < moveCountLimit.length; d++) {
            moveCountLimit[d] = 3 + (int) Math.pow(d, config.moveCountGrowth());
        }
        history[Stones.BLACK] = new int[board.length()];
        history[Stones.WHITE] = new int[board.length()];
    }

    @Override
    void newGame() {
        Arrays.fill(history[Stones.BLACK], 0);
        Arrays.fill(history[Stones.WHITE], 0);
    }

    @Override
    void begin() {
        provisional(-1);
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
    }

    @Override
    SearchResult search(int[] rootMoves, int count, SearchLimits limits, SearchListener listener, long start) {
        SearchLimits scaled = scaledSoftDeadline(limits, start, config.softScale());
        int bestMove = rootMoves[0];
        provisional(bestMove);
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
                moveThreats[0] = board.threat(board.sideToMove(), move);
                board.makeMove(move);
                int score;
                if (i == 0) {
                    score = -negamax((depth - 1) * ONE_PLY, 1, -beta, -alpha, false);
                } else {
                    score = -negamax((depth - 1) * ONE_PLY, 1, -alpha - 1, -alpha, true);
                    if (score > alpha && !aborted) {
                        score = -negamax((depth - 1) * ONE_PLY, 1, -beta, -alpha, false);
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
            provisional(bestMove);
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
            if (scaled.pastSoftDeadline(control.clock())) {
                break;
            }
        }
        return new SearchResult(bestMove, bestScore, completed, bestPv, nodes(), elapsed(start), aborted,
                !aborted && Score.isDecisive(bestScore));
    }

    /** The limits with the soft deadline scaled by {@code softScale} from the start, never past the hard one. */
    static SearchLimits scaledSoftDeadline(SearchLimits limits, long start, double softScale) {
        if (limits.softDeadline() == SearchLimits.NEVER || softScale == 1.0) {
            return limits;
        }
        long scaled = start + (long) ((limits.softDeadline() - start) * softScale);
        return limits.withDeadlines(Math.min(scaled, limits.hardDeadline()), limits.hardDeadline());
    }

    private int negamax(int depth, int ply, int alpha, int beta, boolean cutNode) {
        pvLength[ply] = ply;
        if (stopNow()) {
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
        // Whole plies of depth left (rounded down): what margins, tables and reductions count in.
        int plies = depth >> PLY_SHIFT;
        boolean threatened = !forced && ThreatScan.hasFlex4Point(b, opp);
        // Beyond the horizon only fours are tried (a VCF search with stand-pat), unless a block is
        // forced, or, right at the horizon, the opponent threatens an open four (then the defences
        // are searched one ply more; deeper, the evaluation stands).
        boolean quiescence = depth <= 0 && !forced
                && !(config.horizonDefence() && threatened && depth > -ONE_PLY);
        int eval = evaluate(b);
        evals[ply] = eval;
        boolean quiescenceEnd = depth <= -config.quiescenceFours() * ONE_PLY;
        if (quiescence || quiescenceEnd) {
            if (eval >= beta || quiescenceEnd) {
                return eval;
            }
            if (eval > alpha) {
                alpha = eval;
            }
        }
        boolean pvNode = beta - alpha > 1;
        // The evaluation rose since this side's previous move (forced plies between are skipped).
        boolean improving = ply < 2 || eval > evals[ply - 2];

        long key = b.hash();
        int ttMove = -1;
        boolean tabled = table != null && (depth > 0 || config.quiescenceTable());
        if (tabled) {
            long entry = table.probe(key);
            if (entry != 0) {
                ttMove = TranspositionTable.move(entry);
                if ((TranspositionTable.depth(entry) << PLY_SHIFT) >= depth && !pvNode) {
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

        // Razoring and reverse futility: near the horizon, with no threat of the opponent to answer,
        // an evaluation far below alpha is checked by the fours-only search alone, and one far above
        // beta stands (the opponent has nothing forcing to turn it around in the depth left).
        boolean quietNode = !pvNode && !forced && !threatened && !quiescence && ply > 0 && !Score.isDecisive(alpha)
                && !Score.isDecisive(beta);
        if (quietNode && plies <= config.reverseFutilityDepth()
                && eval - config.reverseFutilityMargin() * (depth - (improving ? ONE_PLY : 0)) / ONE_PLY >= beta) {
            return eval;
        }
        if (quietNode && plies <= config.razorDepth() && eval + config.razorMargin() * depth / ONE_PLY < alpha) {
            int q = negamax(0, ply, alpha, alpha + 1, cutNode);
            if (q <= alpha) {
                return q;
            }
        }

        // Null move: if passing still holds beta, the position is good enough (no zugzwang in
        // gomoku); never when the opponent threatens anything.
        if (config.nullMove() && !pvNode && !forced && !threatened && plies >= 3 && ply > 0 && eval >= beta
                && !Score.isDecisive(beta) && b.threatCount(opp, Threat.FIVE) == 0 && nullAllowed) {
            int r = (2 + plies / 4) * ONE_PLY;
            b.passTurn();
            nullAllowed = false;
            int score = -negamax(depth - ONE_PLY - r, ply + 1, -beta, -beta + 1, !cutNode);
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
            int near = config.quiescenceNear() ? nearFoursOnly(ply, depth) : 0;
            count = collectFours(me, base, near > 0, near == 2, -1, false);
            kind = MoveGenerator.NORMAL;
        } else {
            count = generator.generate(moves, scores, base, MAX_MOVES);
            kind = generator.kind();
            int outcome = generatedOutcome(kind, count, ply);
            if (outcome != UNDECIDED) {
                return outcome;
            }
        }
        if (count == 0) {
            return eval; // quiescence without fours
        }
        expanded[quiescence ? QUIESCENCE_NODE : forced ? FORCED_NODE : kind == MoveGenerator.DEFEND ? DEFEND_NODE
                : NORMAL_NODE]++;
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
        boolean futile = config.futility() && normal && !pvNode && plies <= 2
                && eval + config.futilityMargin() * depth / ONE_PLY <= alpha;
        int quietLimit = Integer.MAX_VALUE;
        if (config.moveCountPruning() && normal && !pvNode) {
            if (config.moveCountGrowth() > 0) {
                quietLimit = moveCountLimit[Math.min(Math.max(plies, 0), moveCountLimit.length - 1)];
                if (!improving) {
                    quietLimit /= 2;
                }
            } else if (plies <= 3) {
                quietLimit = 3 + 2 * plies * plies;
            }
        }
        // With forcedExtension, a forced block costs forcedBlockCredit sixteenths of a ply less than other moves.
        int newDepthBase = depth - ONE_PLY + (forced && config.forcedExtension() ? config.forcedBlockCredit() : 0);
        int alphaOriginal = alpha;
        int best = quiescence ? eval : -Score.INFINITE;
        int bestMove = -1;
        int quietSeen = 0;
        int searched = 0;
        for (int i = 0; i < width; i++) {
            int move = pickNext(base, i, count);
            int ownThreatAt = b.threat(me, move);
            int oppThreatAt = b.threat(opp, move);
            boolean tactical = ownThreatAt >= Threat.FLEX3 || oppThreatAt >= Threat.FLEX3;
            if (normal && move != ttMove && (!tactical || config.moveCountAll())) {
                quietSeen++;
                if ((futile && !tactical || quietSeen > quietLimit) && searched > 0) {
                    continue;
                }
            }
            moveThreats[ply] = ownThreatAt;
            // Near the horizon, a four far from both sides' last stones does not answer an open
            // three: it only delays the defence (the distraction pruning of the strongest brains).
            if (config.pruneDistantFours() && kind == MoveGenerator.DEFEND && !forced && plies < 4 && searched > 0
                    && oppThreatAt < Threat.BLOCK4 && far(move, 1) && far(move, 2)) {
                continue;
            }
            b.makeMove(move);
            int newDepth = newDepthBase;
            int score;
            if (searched == 0) {
                score = -negamax(newDepth, ply + 1, -beta, -alpha, pvNode ? false : !cutNode);
            } else {
                int reduction = 0;
                if (config.lmrDivisor() > 0) {
                    // The point's threats as read before the move (after it the point is a stone).
                    boolean reducible = !tactical
                            || config.reduceThrees() && ownThreatAt < Threat.BLOCK4 && oppThreatAt < Threat.BLOCK4
                            || config.reducePlainFours() && ownThreatAt == Threat.BLOCK4 && oppThreatAt < Threat.FLEX3;
                    boolean defence = config.reduceDefences() && kind == MoveGenerator.DEFEND && !forced;
                    if ((normal && reducible || defence) && plies >= 3 && i >= 2) {
                        reduction = (int) ((0.6 + LN[Math.min(plies, 63)] * LN[Math.min(i, 63)] / config.lmrDivisor())
                                * ONE_PLY) - (pvNode ? ONE_PLY : 0)
                                + (cutNode ? config.cutNodeReduction() : 0)
                                + (improving ? 0 : config.notImprovingReduction());
                        reduction = Math.max(0, Math.min(reduction, newDepth - ONE_PLY));
                        if (config.wholePlyReductions()) {
                            reduction &= ~(ONE_PLY - 1);
                        }
                    }
                } else if (normal && !tactical && plies >= 3 && i >= 3) {
                    reduction = (i >= 10 && plies >= 5 ? 2 : 1) * ONE_PLY;
                }
                score = -negamax(newDepth - reduction, ply + 1, -alpha - 1, -alpha, true);
                if (score > alpha && reduction > 0 && !aborted) {
                    score = -negamax(newDepth, ply + 1, -alpha - 1, -alpha, !cutNode);
                }
                if (score > alpha && score < beta && !aborted) {
                    score = -negamax(newDepth, ply + 1, -beta, -alpha, false);
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
                            hist[move] += plies * plies;
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
        if (tabled && (!quiescence || config.quiescenceTable())) {
            int bound = best >= beta ? TranspositionTable.BOUND_LOWER
                    : best > alphaOriginal ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
            table.store(key, bound == TranspositionTable.BOUND_UPPER ? -1 : bestMove, Math.max(0, plies), bound,
                    Score.toTable(best, ply));
        }
        return best;
    }

    /** True when {@code move} is more than 4 lines or columns from the stone played {@code back} plies ago. */
    private boolean far(int move, int back) {
        Board b = board;
        if (b.ply() < back) {
            return true;
        }
        int p = b.moveAt(b.ply() - back);
        return Math.max(Math.abs(b.x(p) - b.x(move)), Math.abs(b.y(p) - b.y(move))) > 4;
    }

    private int evaluate(Board b) {
        return evaluate(b, 100);
    }

    /**
     * Which fours the quiescence tries at {@code ply} (the selective VCF of the strongest brains):
     * 1 = only fours near this side's previous stone, 2 = only those that also make another
     * threat (four-two, four-three): deeper than its first ply, unless this side's two previous
     * moves were such fours already.
     */
    private int nearFoursOnly(int ply, int depth) {
        if (board.ply() < 2) {
            return 0;
        }
        boolean plain = depth > -ONE_PLY
                || ply >= 4 && moveThreats[ply - 2] >= Threat.BLOCK4_PLUS && moveThreats[ply - 4] >= Threat.BLOCK4_PLUS;
        return plain ? 1 : 2;
    }


    private int pickNext(int base, int i, int count) {
        return MoveSelection.pickBest(moves, scores, base + i, base + count);
    }

    static void sortByScore(int[] ms, int[] ss) {
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

}
