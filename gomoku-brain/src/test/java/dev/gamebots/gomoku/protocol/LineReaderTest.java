package dev.gamebots.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The bounded line reader: line endings as BufferedReader had them, and a huge line never held whole. */
class LineReaderTest {

    private static LineReader reader(String text) {
        return new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void lineEndingsLfCrLfAndLoneCrAndALastLineWithoutBreak() throws IOException {
        LineReader r = reader("START 20\r\nBEGIN\nABOUT\rTURN 1,2\r\r\nEND");
        for (String expected : new String[] {"START 20", "BEGIN", "ABOUT", "TURN 1,2", "", "END"}) {
            LineReader.RawLine l = r.next();
            assertEquals(expected, l.text());
            assertFalse(l.truncated());
        }
        assertNull(r.next());
    }

    @Test
    void aFiveMegabyteLineKeepsOnlyItsStartAndCountsTheRest() throws IOException {
        long size = 5_000_000;
        // A stream that makes the bytes on the fly: the test itself never holds the 5 MB line.
        InputStream in = new InputStream() {
            long sent;
            final byte[] tail = "\nABOUT\n".getBytes(StandardCharsets.US_ASCII);

            @Override
            public int read() {
                if (sent < size) {
                    sent++;
                    return 'y';
                }
                long t = sent++ - size;
                return t < tail.length ? tail[(int) t] : -1;
            }
        };
        LineReader r = new LineReader(in);
        LineReader.RawLine l = r.next();
        assertTrue(l.truncated());
        assertEquals(size, l.length());
        assertEquals(LineReader.MAX_KEPT_BYTES, l.text().length());
        assertEquals("ABOUT", r.next().text());
        assertNull(r.next());
    }
}
