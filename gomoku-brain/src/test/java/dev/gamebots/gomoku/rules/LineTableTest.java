package dev.gamebots.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Line shapes of hand-made lines: 11 characters, 'C' the move, 'X' own, 'O' opponent, '#' edge, '.' empty. */
class LineTableTest {

    private static int shape(LineSemantics s, String line) {
        int[] cells = new int[11];
        for (int i = 0; i < 11; i++) {
            cells[i] = switch (line.charAt(i)) {
                case 'X', 'C' -> Stones.BLACK;
                case 'O' -> Stones.WHITE;
                case '#' -> Stones.BLOCKED;
                default -> Stones.EMPTY;
            };
        }
        int viaTable = LineTable.of(s).shape(LineTable.keyOf(cells));
        assertEquals(LineTable.classify(s, cells), viaTable, "table and direct classification agree on " + line);
        return viaTable;
    }

    @Test
    void freestyleShapes() {
        LineSemantics f = LineSemantics.FREE;
        assertEquals(LineShape.FIVE, shape(f, "...XXCXX..."));
        assertEquals(LineShape.FIVE, shape(f, "..XXXCXX..."), "overline wins in freestyle");
        assertEquals(LineShape.FLEX4, shape(f, "....XCXX..."));
        assertEquals(LineShape.BLOCK4, shape(f, "...OXCXX..."));
        assertEquals(LineShape.BLOCK4, shape(f, "....XC.XX.."));
        assertEquals(LineShape.DOUBLE4, shape(f, "..X.XCX.X.."));
        assertEquals(LineShape.FLEX3, shape(f, "....XCX...."));
        assertEquals(LineShape.FLEX3, shape(f, "....XC.X..."));
        assertEquals(LineShape.BLOCK3, shape(f, "...OXCX...."));
        assertEquals(LineShape.BLOCK3, shape(f, "###XXC..O.."), "edge blocks like a stone");
        assertEquals(LineShape.FLEX2, shape(f, ".....CX...."));
        assertEquals(LineShape.DEAD, shape(f, "...O.C..O.."));
        assertEquals(LineShape.FLEX4, shape(f, "#....CXXX.."), "open four near the edge");
        assertEquals(LineShape.BLOCK4, shape(f, "#####CXXX.."), "four against the edge");
    }

    @Test
    void exactFiveShapes() {
        LineSemantics e = LineSemantics.EXACT;
        assertEquals(LineShape.FIVE, shape(e, "...XXCXX..."));
        assertEquals(LineShape.OVERLINE, shape(e, "..XXXCXX..."));
        assertEquals(LineShape.BLOCK4, shape(e, "..X.XCXX..."), "one end would make six");
        assertEquals(LineShape.FLEX4, shape(e, "....XCXX..."));
        assertEquals(LineShape.DOUBLE4, shape(e, "..X.XCX.X.."));
    }

    @Test
    void renjuBlackDoubleFourIsNotAThreeMaker() {
        // One more stone next to C makes X.XXX.X: a double four, which renju forbids black.
        assertEquals(LineShape.FLEX3, shape(LineSemantics.EXACT, ".X.X.C.X.X."));
        assertEquals(LineShape.BLOCK3, shape(LineSemantics.RENJU_BLACK, ".X.X.C.X.X."));
        assertEquals(LineShape.OVERLINE, shape(LineSemantics.RENJU_BLACK, "..XXXCXX..."));
    }

    @Test
    void caroShapes() {
        LineSemantics c = LineSemantics.CARO;
        assertEquals(LineShape.DEAD, shape(c, "..OXXCXXO.."), "five blocked at both ends");
        assertEquals(LineShape.FIVE, shape(c, "..OXXCXX..."), "one open end is enough");
        assertEquals(LineShape.FIVE, shape(c, "##XXCXX...."), "the edge does not block");
        assertEquals(LineShape.DEAD, shape(c, "..OXXCX.O.."), "the only five would be blocked at both ends");
        assertEquals(LineShape.BLOCK4, shape(c, "..OXXCX..O."), "a five blocked at one end wins");
    }
}
