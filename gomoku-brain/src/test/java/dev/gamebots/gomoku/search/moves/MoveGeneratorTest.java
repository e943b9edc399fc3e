package dev.gamebots.gomoku.search.moves;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The defences against an open three read from the line shapes ({@link MoveGenerator#generateUnverified})
 * against brute force: every point after which the opponent has no open-four point left (tried
 * stone by stone, which is what {@link MoveGenerator#generate} keeps) must be in the list, on
 * positions of random games.
 */
class MoveGeneratorTest {

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void lineDefencesHoldEveryDefenceFoundByTrying(int ruleIndex) {
        Rule rule = new Rule[] {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.CARO}[ruleIndex];
        SplittableRandom random = new SplittableRandom(17 + ruleIndex);
        int[] moves = new int[512];
        int[] scores = new int[512];
        int checked = 0;
        int single = 0;
        for (int game = 0; game < 400; game++) {
            Board b = new Board(15, 15, rule);
            MoveGenerator generator = new MoveGenerator(b);
            for (int ply = 0; ply < 60 && b.winner() == 0 && !b.isFull(); ply++) {
                int kind;
                int n = generator.generate(moves, scores, 0, moves.length);
                kind = generator.kind();
                if (kind == MoveGenerator.DEFEND) {
                    Set<Integer> tried = new HashSet<>();
                    for (int i = 0; i < n; i++) {
                        tried.add(moves[i]);
                    }
                    int m = generator.generateUnverified(moves, scores, 0, moves.length);
                    assertEquals(MoveGenerator.DEFEND, generator.kind());
                    Set<Integer> read = new HashSet<>();
                    for (int i = 0; i < m; i++) {
                        read.add(moves[i]);
                    }
                    assertTrue(read.containsAll(tried), () -> "defences " + tried + " not all in " + read + "\n"
                            + b.render());
                    if (read.equals(tried)) {
                        single++;
                    }
                    checked++;
                }
                if (n == 0 || kind == MoveGenerator.LOST) {
                    break;
                }
                // Mostly threat-making moves, so that open threes come up often.
                int pick = random.nextInt(4) == 0 ? random.nextInt(n) : best(scores, n, random);
                if (kind == MoveGenerator.DEFEND) {
                    n = generator.generate(moves, scores, 0, moves.length);
                    pick = random.nextInt(n);
                }
                b.makeMove(moves[pick]);
            }
        }
        assertTrue(checked > 200, "too few positions with an open three: " + checked);
        // Usually the lists are the same: the shapes say which points defend.
        assertTrue(single > checked / 2, single + " of " + checked + " lists equal");
    }

    private static int best(int[] scores, int n, SplittableRandom random) {
        int best = random.nextInt(n);
        for (int i = 0; i < n; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        return best;
    }
}
