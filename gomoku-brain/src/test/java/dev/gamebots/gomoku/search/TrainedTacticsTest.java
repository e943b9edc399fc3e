package dev.gamebots.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.eval.ShippedModel;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import java.util.Arrays;

/**
 * Every tactic of {@link TacticsTest} searched with the shipped trained tables, the brain's default
 * evaluation, under the rules the tables cover (freestyle today); positions under other rules are
 * skipped here, their search is the hand-set one of {@link TacticsTest}.
 */
class TrainedTacticsTest extends TacticsTest {

    @Override
    PatternModel model() {
        PatternModel model = ShippedModel.get();
        assertNotNull(model, "the jar ships trained tables");
        return model;
    }

    @Override
    Rule[] rules() {
        PatternModel model = model();
        return Arrays.stream(ALL_RULES).filter(r -> hasTables(model, r)).toArray(Rule[]::new);
    }

    private static boolean hasTables(PatternModel model, Rule rule) {
        int black = PatternModel.tableIndex(rule, Stones.BLACK);
        int white = PatternModel.tableIndex(rule, Stones.WHITE);
        return black >= 0 && white >= 0 && model.hasValues(black) && model.hasValues(white);
    }
}
