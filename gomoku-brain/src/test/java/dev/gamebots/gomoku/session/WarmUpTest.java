package dev.gamebots.gomoku.session;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.rules.LineSemantics;
import dev.gamebots.gomoku.rules.PatternTable;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import org.junit.jupiter.api.Test;

/**
 * START's warm-up builds the tables of every rule a Gomocup league plays, so that an INFO rule sent
 * right before the first move (as managers do) finds them built and the move's clock does not pay
 * for them (60 to 280 ms idle, more under load). Checked on the rules' tables, not on a move's
 * timing: how much a move searches in its time depends on the machine's load.
 */
class WarmUpTest {

    /** Gomocup's leagues: freestyle, standard, renju, caro; each also with the continuous bit. */
    private static final int[] LEAGUE_RULES = {0, 1, 4, 8, 2, 3, 6, 10};

    @Test
    void everyLeaguesRuleHasItsTablesBuiltAtStart() {
        for (int mask : LEAGUE_RULES) {
            Rule rule = Rule.fromGomocup(mask);
            for (int color : new int[] {Stones.BLACK, Stones.WHITE}) {
                assertTrue(warmedLines(rule.semantics(color)), "rule " + mask + ": line table of colour " + color);
                assertTrue(warmedPatterns(PatternTable.Kind.of(rule, color)),
                        "rule " + mask + ": pattern table of colour " + color);
            }
        }
    }

    private static boolean warmedLines(LineSemantics semantics) {
        for (Rule warmed : WarmUp.RULES) {
            if (warmed.semantics(Stones.BLACK) == semantics || warmed.semantics(Stones.WHITE) == semantics) {
                return true;
            }
        }
        return false;
    }

    private static boolean warmedPatterns(PatternTable.Kind kind) {
        for (Rule warmed : WarmUp.RULES) {
            if (PatternTable.Kind.of(warmed, Stones.BLACK) == kind || PatternTable.Kind.of(warmed, Stones.WHITE) == kind) {
                return true;
            }
        }
        return false;
    }
}
