package dev.gamebots.gomoku.train;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * Games of one rule read as games of another: the same moves, result and search scores, the positions
 * classified under the new rule. Freestyle and standard differ only in what an overline is, so our
 * freestyle self-play games are standard training data too (a freestyle win by an overline keeps its
 * result, a rare label error). A game with a move the new rule forbids (renju black's forbidden point)
 * is left out whole.
 */
public final class RuleReplay {

    private RuleReplay() {
    }

    /** The games that stay legal under Gomocup rule {@code ruleMask}, each with that rule. */
    public static List<GameRecord> underRule(List<GameRecord> games, int ruleMask) {
        Rule rule = Rule.fromGomocup(ruleMask);
        List<GameRecord> kept = new ArrayList<>(games.size());
        for (GameRecord g : games) {
            if (legalUnder(g, rule)) {
                kept.add(new GameRecord(ruleMask, g.size(), g.winner(), g.opening(), g.xs(), g.ys(), g.scores()));
            }
        }
        return kept;
    }

    private static boolean legalUnder(GameRecord g, Rule rule) {
        Board b = new Board(g.size(), g.size(), rule);
        for (int t = 0; t < g.plies(); t++) {
            int x = g.xs()[t];
            int y = g.ys()[t];
            if (x < 0 || y < 0 || x >= b.width() || y >= b.height()) {
                return false;
            }
            int p = b.index(x, y);
            if (!b.isLegal(p)) {
                return false;
            }
            b.makeMove(p);
        }
        return true;
    }
}
