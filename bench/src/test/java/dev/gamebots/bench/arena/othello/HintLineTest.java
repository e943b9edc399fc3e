package dev.gamebots.bench.arena.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** NBoard's hint lines as the protocol text defines them (weltyc/ntest instructions/Protocol.htm, "hint n"). */
class HintLineTest {

    @Test
    void aSearchLineGivesItsMoveEvalAndDepth() {
        // The protocol's form: search [pv] [eval] 0 [depth] [freeform text]; our adapter's own line.
        HintLine h = HintLine.of("search F5 1.25 0 12");
        assertEquals(new HintLine("search", 4 * 8 + 5, "1.25", 1.25, "12"), h);
        // A pv without whitespace starts with the move; the depth may be free text; text may follow.
        h = HintLine.of("search d6-C5-f4 -3 0 22@73% some words");
        assertEquals(3 + 5 * 8, h.move());
        assertEquals(-3.0, h.value());
        assertEquals("22@73%", h.depth());
    }

    @Test
    void aBookLineAndAnOrderedPairEvalAreRead() {
        // book [pv] [eval] [# games] [depth]; an eval may be (draw-to-black value, draw-to-white value).
        HintLine h = HintLine.of("book C4 (2.00,-1.00) 1200 60");
        assertEquals("book", h.source());
        assertEquals(2 + 3 * 8, h.move());
        assertEquals(2.0, h.value());
        assertEquals("(2.00,-1.00)", h.eval());
    }

    @Test
    void otherLinesAndPassesAreNoCandidates() {
        assertNull(HintLine.of("status"));
        assertNull(HintLine.of("nodestats 35805 0.00"));
        assertNull(HintLine.of("search PA 0.00 0 1"), "a pass is no square to label");
        assertNull(HintLine.of("search Z9 1.00 0 1"));
        assertNull(HintLine.of("search F5"));
    }
}
