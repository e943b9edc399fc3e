package dev.gamebots.othello.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.TimeManager;
import dev.gamebots.othello.rules.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The time plan's limits, from the request's clock fields, against the connector's rules. */
class TimePlanTest {

    private static Request clock(long remainingMs, long budgetMs) {
        return new Request(Variant.STD, 8, new int[64], 1, new int[] {19}, new int[0], 2, 2, remainingMs, budgetMs,
                List.of());
    }

    private static long hardMillis(Request r, int empties, long maxMoveMs, long overheadMs) {
        return TimeManager.hardMillis(TimePlan.budget(r, BoardSize.of(Variant.STD), empties, 0, maxMoveMs, overheadMs, overheadMs));
    }

    @Test
    void anEffectivelyUnlimitedClockIsCappedByTheLongestMove() {
        long hard = hardMillis(clock(1_000_000_000_000L, 1_000_000_000_000L), 50,
                Engine.Settings.DEFAULT_MAX_MOVE_MS, AnswerOverhead.FLOOR_MS);
        assertTrue(hard > 0 && hard <= Engine.Settings.DEFAULT_MAX_MOVE_MS, "hard " + hard);
        assertTrue(hardMillis(clock(1_000_000_000_000L, 1_000_000_000_000L), 50, 1000, 30) <= 1000);
    }

    @Test
    void noTimeLeftMeansNoTimeToSearch() {
        assertEquals(0, hardMillis(clock(0, 0), 50, 30_000, 30));
        assertEquals(0, hardMillis(clock(60_000, 0), 50, 30_000, 30));
    }

    @Test
    void theOverheadOfEveryMoveStillToPlayIsKeptBack() {
        // 40 empties: 20 own moves still to play, each costing 30 or 80 ms beyond the search.
        long quiet = TimePlan.spendableClockMs(20_000, 40, 30);
        long loaded = TimePlan.spendableClockMs(20_000, 40, 80);
        assertEquals(20_000 - TimePlan.CONNECTOR_RESERVE_MS - TimePlan.STALL_RESERVE_MS - 20 * 30, quiet);
        assertEquals(20 * 50, quiet - loaded);
    }

    @Test
    void theOverheadOfTheMoveItselfIsInsideItsBudget() {
        // budget_ms is timed by the connector from its write to its read: the overhead is part of it.
        long hard = TimeManager.hardMillis(TimePlan.budget(clock(60_000, 200), BoardSize.of(Variant.STD), 50, 0, 30_000, 30, 120));
        assertTrue(hard <= 200 - 120, "hard " + hard);
    }

    /**
     * The moves the clock is shared over, by board size: on 8x8 std and anti the last 22 empties count
     * as five moves, on 10x10 the last 18 as six, reversi (never solved) counts every move and one
     * more; each count plus half for the searches' overrun. Hand-computed from those rules (60 empties
     * of std: (60 - 22 + 1) / 2 + 5 = 24 moves, 36 with the overrun).
     */
    @Test
    void eachBoardSizeKeepsItsEndgameBack() {
        int[] empties = {0, 1, 10, 18, 19, 22, 23, 30, 60, 96};
        int[] eightByEight = {1, 1, 7, 7, 7, 7, 9, 13, 36, 63};
        int[] tenByTen = {1, 1, 7, 9, 10, 12, 13, 18, 40, 67};
        int[] reversi = {1, 3, 9, 15, 16, 18, 19, 24, 46, 73};
        for (int i = 0; i < empties.length; i++) {
            int e = empties[i];
            assertEquals(eightByEight[i], TimePlan.movesToGo(BoardSize.of(Variant.STD), e), "std " + e);
            assertEquals(eightByEight[i], TimePlan.movesToGo(BoardSize.of(Variant.ANTI), e), "anti " + e);
            assertEquals(tenByTen[i], TimePlan.movesToGo(BoardSize.of(Variant.GRAND), e), "grand " + e);
            assertEquals(tenByTen[i], TimePlan.movesToGo(BoardSize.of(Variant.OCTAGON), e), "octagon " + e);
            assertEquals(reversi[i], TimePlan.movesToGo(BoardSize.of(Variant.REVERSI), e), "reversi " + e);
        }
    }
}
