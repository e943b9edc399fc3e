package dev.gamebots.gomoku.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.PatternCode;
import dev.gamebots.gomoku.rules.PatternTable;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The pattern-code evaluation the board keeps move by move against one computed from the stones
 * alone: every empty point's four line patterns classified by {@link PatternTable#classify} (the
 * table builder's own recursion, not the board's line keys or ternary tables), the code values
 * summed, the threat mask built from the codes' classes as {@link ThreatMask} documents its bits,
 * and the two-ply average taken with the balance of the position before the last move computed the
 * same way. Random tables, random games with random takebacks, for every rule: freestyle, standard,
 * renju and caro (with and without exactly five, its one table for both colours; boards of 9 too, so
 * that lines run into the edge, which blocks no caro five).
 */
class IncrementalEvaluationTest {

    private static final int[][] STEPS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    @Test
    void incrementalEvaluationEqualsFromScratchAfterRandomMakeAndUnmake() {
        SplittableRandom r = new SplittableRandom(32);
        PatternModel model = new PatternModel(250, random(r, PatternCode.COUNT), random(r, PatternModel.MASKS),
                random(r, 2 * PatternCode.COUNT));
        int checked = 0;
        int clamped = 0;
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.CARO, Rule.fromGomocup(9)}) {
            Reference ref = new Reference(rule, model);
            for (int game = 0; game < 12; game++) {
                int size = game % 3 == 0 ? 20 : rule.kind() == Rule.Kind.CARO && game % 3 == 1 ? 9 : 15;
                Board b = new Board(size, size, rule);
                PatternEvaluation eval = PatternEvaluation.attach(b, model);
                assertNotNull(eval, rule.toString());
                List<Integer> balances = new ArrayList<>();
                for (int step = 0; step < 90 && b.winner() == 0 && !b.isFull(); step++) {
                    if (b.ply() > 0 && r.nextInt(4) == 0) {
                        b.unmakeMove();
                        balances.remove(balances.size() - 1);
                    } else {
                        int p = randomLegal(b, r);
                        balances.add(ref.balance(b));
                        b.makeMove(p);
                    }
                    int previous = balances.isEmpty() ? ref.balance(b) : balances.get(balances.size() - 1);
                    int expected = ref.evaluate(b, previous);
                    assertEquals(expected, eval.evaluate(b), rule + " game " + game + " step " + step + "\n" + b.render());
                    checked++;
                    if (Math.abs(expected) == PatternEvaluation.MAX) {
                        clamped++;
                    }
                }
            }
        }
        assertTrue(checked > 3000 && clamped < checked / 2, checked + " positions, " + clamped + " clamped");
    }

    private static int randomLegal(Board b, SplittableRandom r) {
        while (true) {
            // Near the centre, so that lines form and threats arise.
            int x = b.width() / 2 + r.nextInt(-5, 6);
            int y = b.height() / 2 + r.nextInt(-5, 6);
            int p = b.index(x, y);
            if (b.onBoard(x, y) && b.isLegal(p)) {
                return p;
            }
        }
    }

    /** The evaluation computed from the cells of a board. */
    private static final class Reference {
        private final Rule rule;
        private final PatternModel model;
        private final Map<Long, Integer> memo = new HashMap<>();

        Reference(Rule rule, PatternModel model) {
            this.rule = rule;
            this.model = model;
        }

        /** Black's minus white's sum of code values over the empty points. */
        int balance(Board b) {
            int sum = 0;
            for (int c = 1; c <= 2; c++) {
                short[] values = model.values(PatternModel.tableIndex(rule, c));
                int sign = c == Stones.BLACK ? 1 : -1;
                for (int y = 0; y < b.height(); y++) {
                    for (int x = 0; x < b.width(); x++) {
                        if (b.at(x, y) == Stones.EMPTY) {
                            sum += sign * values[code(b, x, y, c)];
                        }
                    }
                }
            }
            return sum;
        }

        int evaluate(Board b, int previousBalance) {
            int self = b.sideToMove();
            int balance = balance(b);
            int basic = self == Stones.BLACK ? (balance + previousBalance) / 2 : (-balance - previousBalance) / 2;
            short[] threat = model.threatValues(PatternModel.tableIndex(rule, self));
            int v = basic + threat[mask(b, self)];
            return Math.max(-PatternEvaluation.MAX, Math.min(PatternEvaluation.MAX, v));
        }

        /** The threat mask by ThreatMask's documented bit order, from the codes' classes. */
        private int mask(Board b, int self) {
            int opp = Stones.opponent(self);
            boolean[][] has = new boolean[3][Threat.COUNT];
            for (int c = 1; c <= 2; c++) {
                boolean forbid = rule.isRenju() && c == Stones.BLACK;
                for (int y = 0; y < b.height(); y++) {
                    for (int x = 0; x < b.width(); x++) {
                        if (b.at(x, y) == Stones.EMPTY) {
                            has[c][PatternCode.threat(code(b, x, y, c), forbid)] = true;
                        }
                    }
                }
            }
            int m = 0;
            m |= bit(has[opp][Threat.FIVE], 0);
            m |= bit(has[self][Threat.FLEX4], 1);
            m |= bit(has[opp][Threat.FLEX4], 2);
            m |= bit(has[self][Threat.BLOCK4_PLUS] || has[self][Threat.BLOCK4_FLEX3], 3);
            m |= bit(has[self][Threat.BLOCK4], 4);
            m |= bit(has[self][Threat.FLEX3_PLUS] || has[self][Threat.FLEX3_2X], 5);
            m |= bit(has[self][Threat.FLEX3], 6);
            m |= bit(has[opp][Threat.BLOCK4_PLUS] || has[opp][Threat.BLOCK4_FLEX3], 7);
            m |= bit(has[opp][Threat.BLOCK4], 8);
            m |= bit(has[opp][Threat.FLEX3_PLUS] || has[opp][Threat.FLEX3_2X], 9);
            m |= bit(has[opp][Threat.FLEX3], 10);
            return m;
        }

        private static int bit(boolean on, int at) {
            return on ? 1 << at : 0;
        }

        /** The pattern code of empty (x, y) for colour c, its four lines classified directly. */
        private int code(Board b, int x, int y, int c) {
            PatternTable.Kind kind = PatternTable.Kind.of(rule, c);
            int half = kind.half();
            int[] p = new int[4];
            for (int d = 0; d < 4; d++) {
                int[] line = new int[2 * half + 1];
                long key = kind.ordinal();
                for (int off = -half; off <= half; off++) {
                    int px = x + off * STEPS[d][0];
                    int py = y + off * STEPS[d][1];
                    // Off the board is the edge (it blocks as an opponent stone does, but under caro).
                    int v = b.onBoard(px, py) ? b.at(px, py) : Stones.BLOCKED;
                    int own = v == Stones.EMPTY || v == Stones.BLOCKED ? v : v == c ? Stones.BLACK : Stones.WHITE;
                    line[off + half] = own;
                    key = key * 4 + own;
                }
                // classify builds its own memo per call: remember its answers per line.
                p[d] = memo.computeIfAbsent(key, k -> PatternTable.classify(kind, line));
            }
            return PatternCode.of(p[0], p[1], p[2], p[3]);
        }
    }

    private static short[][] random(SplittableRandom r, int n) {
        short[][] t = new short[PatternModel.TABLES][n];
        for (short[] row : t) {
            for (int i = 0; i < n; i++) {
                row[i] = (short) r.nextInt(-300, 300);
            }
        }
        return t;
    }
}
