package dev.gamebots.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The padded numbering against its definition: every coordinate pair has its own point and reads
 * back, exactly those points are board points, and a walk of PAD steps from any board point in any
 * direction stays inside the array and lands where the coordinates say (or on padding when they
 * leave the board), which is what the incremental core relies on to skip bounds checks.
 */
class BoardGeometryTest {

    private static final int[][] SIZES = {{5, 5}, {15, 15}, {20, 20}, {32, 32}, {7, 12}, {12, 7}};
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    @Test
    void coordinatesAndBoardPointsMatchTheDefinition() {
        for (int[] size : SIZES) {
            BoardGeometry g = new BoardGeometry(size[0], size[1]);
            Set<Integer> points = new HashSet<>();
            for (int y = 0; y < size[1]; y++) {
                for (int x = 0; x < size[0]; x++) {
                    int p = g.index(x, y);
                    assertTrue(points.add(p), "two coordinates share point " + p);
                    assertEquals(x, g.x(p));
                    assertEquals(y, g.y(p));
                }
            }
            int boardPoints = 0;
            for (int p = -1; p <= g.length; p++) {
                if (g.isBoardPoint(p)) {
                    boardPoints++;
                    assertTrue(points.contains(p), "padding counted as a board point: " + p);
                }
            }
            assertEquals(size[0] * size[1], boardPoints);
        }
    }

    @Test
    void walksOfPadStepsStayInsideAndFollowTheCoordinates() {
        for (int[] size : SIZES) {
            BoardGeometry g = new BoardGeometry(size[0], size[1]);
            for (int y = 0; y < size[1]; y++) {
                for (int x = 0; x < size[0]; x++) {
                    for (int d = 0; d < BoardGeometry.DIRECTIONS; d++) {
                        for (int i = -BoardGeometry.PAD; i <= BoardGeometry.PAD; i++) {
                            int q = g.index(x, y) + i * g.step[d];
                            assertTrue(q >= 0 && q < g.length, "walk leaves the array at " + q);
                            int qx = x + i * DIRECTIONS[d][0];
                            int qy = y + i * DIRECTIONS[d][1];
                            if (g.onBoard(qx, qy)) {
                                assertEquals(g.index(qx, qy), q);
                            } else {
                                assertFalse(g.isBoardPoint(q), "a walk off the board reached board point " + q);
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void sizesOutsideTheRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new BoardGeometry(4, 15));
        assertThrows(IllegalArgumentException.class, () -> new BoardGeometry(15, 33));
    }
}
