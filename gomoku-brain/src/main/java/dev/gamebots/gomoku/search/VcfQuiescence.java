package dev.gamebots.gomoku.search;

import static dev.gamebots.gomoku.search.SelectiveParameters.ONE_PLY;
import static dev.gamebots.gomoku.search.SelectiveParameters.VCF_FULL_DEPTH;
import static dev.gamebots.gomoku.search.SelectiveParameters.vcfDeltaMargin;

import dev.gamebots.core.MoveSelection;
import dev.gamebots.core.Score;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import dev.gamebots.gomoku.search.threat.ThreatScan;

/**
 * The selective search beyond its horizon: a VCF search with stand pat on the evaluation, then this
 * side's fours near its previous stone (after the first two, only fours that make another threat
 * too, unless the last two were such fours); the opponent's reply to a four is its block. A quiet
 * position's evaluation is trusted, a position with fours is not: fours change the board faster than
 * the evaluation sees. Works on the {@link MainSearch}'s board, line, move lists and table.
 */
final class VcfQuiescence {

    private final MainSearch s;

    VcfQuiescence(MainSearch search) {
        this.s = search;
    }

    /** The value of the node at {@code ply}; {@code depth}: 0 at the horizon, one ply less for each four. */
    int search(int depth, int ply, int alpha, int beta, boolean pvNode) {
        s.pvLength[ply] = ply;
        if (s.stopNow()) {
            return 0;
        }
        Board b = s.board;
        int me = b.sideToMove();
        int opp = Stones.opponent(me);
        int decided = s.decidedAtOnce(b, me, opp, ply);
        if (decided != MainSearch.UNDECIDED) {
            return decided;
        }
        alpha = Math.max(alpha, -Score.terminal(1, ply));
        beta = Math.min(beta, Score.terminal(1, ply + 1));
        if (alpha >= beta) {
            return alpha;
        }
        if (b.threatCount(opp, Threat.FIVE) > 0) {
            return block(depth, ply, alpha, beta, pvNode, me, opp);
        }
        long key = b.hash();
        long entry = s.table != null ? s.table.probe(key) : 0;
        if (entry != 0 && !pvNode && TableEntries.boundDecides(entry, ply, beta)) {
            return TableEntries.score(entry, ply);
        }
        int ttMove = entry != 0 ? TranspositionTable.move(entry) : -1;
        int eval = s.evaluate(b);
        s.evals[ply] = eval;
        if (eval >= beta) {
            return eval;
        }
        if (!pvNode && eval + vcfDeltaMargin(depth, s.config.vcfDeltaScale()) < alpha) {
            return alpha;
        }
        int alphaOriginal = alpha;
        if (eval > alpha) {
            alpha = eval;
        }
        int base = ply * MainSearch.MAX_MOVES;
        int[] lineThreats = s.lineThreats;
        boolean anyFour = depth >= VCF_FULL_DEPTH
                || ply >= 4 && lineThreats[ply - 2] >= Threat.BLOCK4_PLUS && lineThreats[ply - 4] >= Threat.BLOCK4_PLUS;
        int count = s.collectFours(me, base, true, !anyFour, ttMove, true);
        if (count == 0) {
            return eval;
        }
        s.expanded[MainSearch.QUIESCENCE_NODE]++;
        int best = eval;
        int bestMove = -1;
        for (int i = 0; i < count; i++) {
            int move = MoveSelection.pickBest(s.moves, s.scores, base + i, base + count);
            s.lineMoves[ply + 1] = move;
            lineThreats[ply] = b.threat(me, move);
            b.makeMove(move);
            int value = -search(depth - ONE_PLY, ply + 1, -beta, -alpha, pvNode);
            b.unmakeMove();
            if (s.aborted) {
                return 0;
            }
            if (value > best) {
                best = value;
                if (value > alpha) {
                    bestMove = move;
                    if (pvNode) {
                        s.updatePv(ply, move);
                    }
                    if (value >= beta) {
                        break;
                    }
                    alpha = value;
                }
            }
        }
        if (s.table != null) {
            int bound = best >= beta ? TranspositionTable.BOUND_LOWER
                    : pvNode && best > alphaOriginal ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
            s.table.store(key, bestMove, 0, bound, Score.toTable(best, ply));
        }
        return best;
    }

    /** The block of the opponent's four, the only move (a lost point for renju black if forbidden); costs no depth. */
    private int block(int depth, int ply, int alpha, int beta, boolean pvNode, int me, int opp) {
        Board b = s.board;
        int block = ThreatScan.first(b, opp, Board.SET_FIVE);
        if (b.rule().isRenju() && me == Stones.BLACK && b.isForbidden(block)) {
            return Score.terminal(-1, ply + 2);
        }
        s.expanded[MainSearch.FORCED_NODE]++;
        s.lineMoves[ply + 1] = block;
        s.lineThreats[ply] = b.threat(me, block);
        b.makeMove(block);
        int value = -search(depth, ply + 1, -beta, -alpha, pvNode);
        b.unmakeMove();
        if (pvNode && !s.aborted) {
            s.updatePv(ply, block);
        }
        return value;
    }
}
