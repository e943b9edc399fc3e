package dev.gamebots.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The "key=value" settings of {@code protocol --search-config}. */
class SearchConfigTest {

    @Test
    void settingsChangeOnlyTheNamedComponents() {
        SearchConfig d = SearchConfig.defaults();
        SearchConfig c = d.with("softScale=1.4, oppWeight=50,nullMove");
        assertEquals(1.4, c.softScale());
        assertEquals(50, c.oppWeight());
        assertEquals(true, c.nullMove());
        assertEquals(new SearchConfig(d.useVct(), d.vctTimeShare(), d.maxWidth(), d.quiescenceFours(),
                true, d.futility(), d.moveCountPruning(), d.lmrDivisor(), d.horizonDefence(), d.ownWeight(), 50, 1.4,
                d.forcedExtension(), d.reduceThrees(), d.tempo(), d.futilityMargin(),
                d.razorDepth(), d.razorMargin(), d.reverseFutilityDepth(), d.reverseFutilityMargin(),
                d.forcedBlockCredit(), d.cutNodeReduction(), d.notImprovingReduction(), d.moveCountGrowth(),
                d.wholePlyReductions(), d.quiescenceNear(), d.reducePlainFours(),
                d.quiescenceTable(), d.reduceDefences(), d.moveCountAll(),
                d.pruneDistantFours(), d.selective(), d.handEvalScale(), d.rootVcfDefence(),
                d.blockExtension(), d.singularExtension(), d.pvReductionLess(),
                d.attackReductionLess(), d.attackReductionPvOnly(), d.stabilityTime()), c);
        assertEquals(false, d.with("forcedExtension=false").forcedExtension());
        assertEquals(d, d.with(""));
        assertEquals(true, d.selective(), "the brain searches selectively by default (docs/strength.md)");
    }

    @Test
    void unknownOrMalformedSettingsAreRejected() {
        SearchConfig d = SearchConfig.defaults();
        assertThrows(IllegalArgumentException.class, () -> d.with("softscale=1.4"));
        assertThrows(IllegalArgumentException.class, () -> d.with("maxWidth=wide"));
    }
}
