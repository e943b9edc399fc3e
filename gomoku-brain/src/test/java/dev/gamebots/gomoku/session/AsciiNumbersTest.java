package dev.gamebots.gomoku.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The protocol's numbers: ASCII digits and a leading '-', nothing else (Java's parsers take any script's digits). */
class AsciiNumbersTest {

    @Test
    void asciiNumbersParse() {
        assertEquals(0, AsciiNumbers.parseInt("0"));
        assertEquals(1012, AsciiNumbers.parseInt("1012"));
        assertEquals(-3, AsciiNumbers.parseInt("-3"));
        assertEquals(Integer.MAX_VALUE, AsciiNumbers.parseInt("2147483647"));
        assertEquals(-5_000_000_000L, AsciiNumbers.parseLong("-5000000000"));
    }

    @Test
    void otherDigitsSignsAndOverflowAreRefused() {
        // Arabic-Indic 10, Devanagari 12, fullwidth 1, Persian 4: Integer.parseInt reads them all.
        assertEquals(10, Integer.parseInt("\u0661\u0660"), "the library's parser is the reason for this class");
        for (String bad : new String[] {"\u0661\u0660", "\u0967\u0968", "\uff11", "\u06f4", "1\u0660", "", "-", "+5",
            " 5", "5 ", "1e3", "0x10", "2147483648", "--1"}) {
            assertThrows(NumberFormatException.class, () -> AsciiNumbers.parseInt(bad), "'" + bad + "'");
        }
        assertThrows(NumberFormatException.class, () -> AsciiNumbers.parseLong("9223372036854775808"));
        assertThrows(NumberFormatException.class, () -> AsciiNumbers.parseLong("\u0661"));
    }
}
