package dev.gamebots.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The "key=value" settings of {@code protocol --search-config} and the named defaults. */
class SearchConfigTest {

    @Test
    void settingsChangeOnlyTheNamedComponents() throws ReflectiveOperationException {
        SearchConfig d = SearchConfig.defaults();
        SearchConfig c = d.with("softScale=1.4, oppWeight=50,useVct");
        assertEquals(1.4, c.softScale());
        assertEquals(50, c.oppWeight());
        assertEquals(true, c.useVct());
        Set<String> named = Set.of("softScale", "oppWeight", "useVct");
        for (RecordComponent rc : SearchConfig.class.getRecordComponents()) {
            if (!named.contains(rc.getName())) {
                assertEquals(rc.getAccessor().invoke(d), rc.getAccessor().invoke(c), rc.getName());
            }
        }
        assertEquals(false, d.with("rootVcfDefence=false").rootVcfDefence());
        assertEquals(!d.singularExtension(), d.with("singularExtension=" + !d.singularExtension()).singularExtension());
        assertEquals(d, d.with(""));
    }

    /**
     * Each component's default is the constant of the same name (useVct: USE_VCT): the positional
     * call in defaults() cannot swap two settings of one type unnoticed.
     */
    @Test
    void everyDefaultIsItsNamedConstant() throws ReflectiveOperationException {
        SearchConfig d = SearchConfig.defaults();
        for (RecordComponent rc : SearchConfig.class.getRecordComponents()) {
            String constant = rc.getName().replaceAll("([A-Z])", "_$1").toUpperCase(Locale.ROOT);
            assertEquals(SearchConfig.class.getDeclaredField(constant).get(null), rc.getAccessor().invoke(d),
                    rc.getName());
        }
    }

    @Test
    void unknownOrMalformedSettingsAreRejected() {
        SearchConfig d = SearchConfig.defaults();
        assertThrows(IllegalArgumentException.class, () -> d.with("softscale=1.4"));
        assertThrows(IllegalArgumentException.class, () -> d.with("blockExtension=wide"));
        // Settings of the deleted full-width search are unknown now.
        assertThrows(IllegalArgumentException.class, () -> d.with("selective=false"));
        assertThrows(IllegalArgumentException.class, () -> d.with("maxWidth=12"));
        // A history divisor of 0 would divide by zero in the search: refused with the setting's name.
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class, () -> d.with("quietHistoryDivisor=0"));
        assertTrue(zero.getMessage().contains("quietHistoryDivisor"), zero.getMessage());
    }
}
