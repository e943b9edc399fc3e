package dev.gamebots.gomoku.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.eval.ShippedModel;
import dev.gamebots.gomoku.rules.LineSemantics;
import dev.gamebots.gomoku.rules.PatternCode;
import dev.gamebots.gomoku.rules.PatternTable;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import org.junit.jupiter.api.Test;

/**
 * START's warm-up builds the tables of every rule a Gomocup league plays, so that an INFO rule sent
 * right before the first move (as managers do) finds them built and the move's clock does not pay
 * for them (60 to 280 ms idle, more under load): the line tables always, the pattern tables where
 * the model has tables for the rule (a game reads them only then). Checked on the rules' tables and
 * the warm-up's boards, not on a move's timing: how much a move searches in its time depends on the
 * machine's load.
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

    @Test
    void patternTablesAreBuiltForTheRulesTheModelHasTablesFor() {
        PatternModel shipped = ShippedModel.get();
        for (Rule rule : WarmUp.RULES) {
            assertTrue(shipped.covers(rule), "the shipped tables cover every rule: " + rule);
            assertTrue(WarmUp.tableBoard(15, 15, rule, shipped).tracksPatterns(), rule.toString());
        }
        assertFalse(WarmUp.tableBoard(15, 15, Rule.FREESTYLE, null).tracksPatterns(), "the hand-set values");
        PatternModel freestyle = oneTable(0);
        assertTrue(WarmUp.tableBoard(15, 15, Rule.FREESTYLE, freestyle).tracksPatterns());
        assertFalse(WarmUp.tableBoard(15, 15, Rule.CARO, freestyle).tracksPatterns(), "no caro table, no caro patterns");
        PatternModel caro = oneTable(PatternModel.CARO_TABLE);
        for (Rule rule : WarmUp.RULES) {
            assertEquals(rule.kind() == Rule.Kind.CARO, WarmUp.tableBoard(15, 15, rule, caro).tracksPatterns(),
                    rule.toString());
        }
    }

    /** A model whose only non-zero value is in table {@code table}. */
    private static PatternModel oneTable(int table) {
        short[][] values = new short[PatternModel.TABLES][PatternCode.COUNT];
        values[table][1] = 10;
        return new PatternModel(250, values, new short[PatternModel.TABLES][PatternModel.MASKS],
                new short[PatternModel.TABLES][2 * PatternCode.COUNT]);
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
