package dev.gamebots.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.rules.Rule;
import java.lang.reflect.RecordComponent;
import org.junit.jupiter.api.Test;

/**
 * Each family of rules searches with its own defaults, and the user's changes (command line, INFO
 * search_config) apply on top of each: a change given wins over a family's default, and nothing else
 * moves.
 */
class SearchSettingsTest {

    private static final Rule[] RULES = {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.CARO};

    @Test
    void withoutChangesEachRuleSearchesWithItsFamilysDefaults() {
        for (Rule rule : RULES) {
            assertEquals(SearchConfig.defaults(rule.kind()), SearchSettings.defaults().forRule(rule), rule.toString());
        }
        assertEquals(SearchConfig.defaults(), SearchConfig.defaults(Rule.Kind.FREESTYLE));
    }

    @Test
    void aChangeWinsOverEveryFamilysDefaultAndLeavesTheRestAlone() throws Exception {
        SearchSettings s = new SearchSettings("razorScale=61, aspirationDelta=9");
        for (Rule rule : RULES) {
            SearchConfig family = SearchConfig.defaults(rule.kind());
            SearchConfig changed = s.forRule(rule);
            assertEquals(61, changed.razorScale());
            assertEquals(9, changed.aspirationDelta());
            for (RecordComponent c : SearchConfig.class.getRecordComponents()) {
                if (!c.getName().equals("razorScale") && !c.getName().equals("aspirationDelta")) {
                    assertEquals(c.getAccessor().invoke(family), c.getAccessor().invoke(changed), rule + " " + c.getName());
                }
            }
        }
    }

    @Test
    void laterChangesWinAndEqualSettingsAreEqualHoweverSpelled() {
        SearchSettings s = new SearchSettings("razorScale=61").then("razorScale=70,cutNodeReduction=3");
        assertEquals(70, s.forRule(Rule.RENJU).razorScale());
        assertEquals(3, s.forRule(Rule.FREESTYLE).cutNodeReduction());
        assertEquals(new SearchSettings("cutNodeReduction=3,razorScale=70"), s);
        assertNotEquals(SearchSettings.defaults(), s);
        assertSame(s, s.then(" "));
    }

    @Test
    void anUnknownKeyOrBadValueIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new SearchSettings("razorScal=3"));
        assertTrue(e.getMessage().contains("razorScal"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SearchSettings.defaults().then("quietHistoryDivisor=0"));
        assertTrue(e.getMessage().contains("quietHistoryDivisor"), e.getMessage());
    }
}
