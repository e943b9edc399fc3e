package dev.gamebots.gomoku.search.time;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.TimeManager;
import dev.gamebots.core.testkit.ManualClock;
import dev.gamebots.gomoku.search.SearchConfig;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every time decision of a move, pinned for a table of the protocol's limits: the deadlines, the
 * watchdog's moment, when no new iteration starts (unsettled and settled), the root phases'
 * deadlines and whether time is banked. The table was computed with the code as it stood before the
 * time control was gathered into one class (at commit a18d304), whose default rule won its SPRT: the
 * numbers must not move, except by a change of rule made on purpose (the answer reserve of long turns). All in ms from the move's start; the search begins
 * {@value #SEARCH_DELAY_MS} ms after it.
 */
class TurnBudgetsTest {

    private static final long MS = 1_000_000L;
    private static final long NOT_SENT = Long.MIN_VALUE;
    private static final long SEARCH_DELAY_MS = 3;
    private static final int BOARD_POINTS = 15 * 15;

    /**
     * One move's inputs: timeout_turn, timeout_match (0: none), time_left ({@link #NOT_SENT}: never
     * sent), stones on the board, match time this brain used, the lag correction in force.
     */
    private record Inputs(long turnMs, long matchMs, long timeLeftMs, int stones, long usedMs, long lagMs) {
    }

    private static final List<Inputs> INPUTS = inputs();

    private static List<Inputs> inputs() {
        List<Inputs> in = new ArrayList<>();
        for (long turn : new long[] {0, 1, 60, 100, 300, 1000, 5000, 30_000}) {
            in.add(new Inputs(turn, 0, NOT_SENT, 0, 0, 0));
            in.add(new Inputs(turn, 0, NOT_SENT, 40, 0, 150));
        }
        // Gomocup's leagues: a match clock with time_left sent, at several move numbers.
        for (int stones : new int[] {0, 10, 60, 150, 220}) {
            in.add(new Inputs(30_000, 180_000, 180_000, stones, 0, 0));
            in.add(new Inputs(30_000, 180_000, 20_000, stones, 0, 0));
            in.add(new Inputs(5000, 1_000_000, 900_000, stones, 0, 30));
        }
        in.add(new Inputs(1000, 120_000, NOT_SENT, 30, 0, 0));
        in.add(new Inputs(1000, 120_000, NOT_SENT, 30, 100_000, 0));
        in.add(new Inputs(1000, 120_000, NOT_SENT, 30, 119_990, 0));
        in.add(new Inputs(5000, 0, TurnLimits.UNLIMITED_TIME_LEFT, 20, 0, 0));
        in.add(new Inputs(5000, 60_000, -500, 20, 0, 0));
        in.add(new Inputs(5000, 60_000, 0, 20, 0, 0));
        in.add(new Inputs(5000, 60_000, 100, 20, 0, 0));
        in.add(new Inputs(2000, 60_000, 3000, 100, 0, 500));
        return in;
    }

    /**
     * Per {@link #INPUTS} entry: soft, hard, watchdog, no new iteration after (unsettled; settled:
     * seven iterations with the same best move), own VCF, opponent's VCF, VCF defences, VCT (when
     * on), banked (1, 0, -1: see {@link #bankedOf}). Computed before the refactoring; the rows of
     * turns over 1333 ms recomputed when the cap became the turn less 250 ms there (each such row's
     * hard deadline is that cap less the lag, and the rest follow from it as before).
     */
    private static final long[][] EXPECTED = {
        {0, 0, 25, 3, 3, 2, 2, 2, 1, -1},
        {0, 0, 25, 3, 3, 2, 2, 2, 1, -1},
        {0, 0, 25, 3, 3, 2, 2, 2, 1, -1},
        {0, 0, 25, 3, 3, 2, 2, 2, 1, -1},
        {0, 1, 26, 3, 3, 2, 2, 2, 1, -1},
        {0, 1, 26, 3, 3, 2, 2, 2, 1, -1},
        {17, 35, 60, 27, 20, 4, 5, 7, 9, 0},
        {17, 35, 60, 27, 20, 4, 5, 7, 9, 0},
        {102, 205, 230, 172, 121, 12, 17, 32, 47, 0},
        {60, 120, 145, 100, 71, 8, 11, 20, 28, 0},
        {400, 800, 825, 678, 476, 42, 62, 122, 181, 0},
        {325, 650, 675, 551, 387, 35, 51, 99, 147, 0},
        {2375, 4750, 4775, 4036, 2826, 240, 358, 714, 1070, 0},
        {2300, 4600, 4625, 3908, 2737, 232, 347, 692, 1036, 0},
        {14875, 29750, 29775, 25286, 17701, 1490, 2233, 4464, 6695, 0},
        {14800, 29600, 29625, 25158, 17612, 1482, 2222, 4442, 6661, 0},
        {6235, 18705, 18730, 10598, 7420, 626, 937, 1872, 2807, 1},
        {692, 2076, 2101, 1175, 823, 71, 106, 209, 313, 1},
        {2360, 4720, 4745, 4010, 2808, 238, 356, 710, 1063, 0},
        {6466, 19398, 19423, 10991, 7694, 649, 972, 1941, 2911, 1},
        {718, 2154, 2179, 1219, 854, 74, 110, 217, 324, 1},
        {2360, 4720, 4745, 4010, 2808, 238, 356, 710, 1063, 0},
        {9700, 29100, 29125, 16488, 11543, 972, 1457, 2912, 4366, 1},
        {1077, 3231, 3256, 1829, 1282, 110, 164, 325, 486, 1},
        {2360, 4720, 4745, 4010, 2808, 238, 356, 710, 1063, 0},
        {14875, 29750, 29775, 25286, 17701, 1490, 2233, 4464, 6695, 0},
        {2425, 7275, 7300, 4121, 2886, 245, 366, 729, 1092, 1},
        {2360, 4720, 4745, 4010, 2808, 238, 356, 710, 1063, 0},
        {14875, 29750, 29775, 25286, 17701, 1490, 2233, 4464, 6695, 0},
        {2425, 7275, 7300, 4121, 2886, 245, 366, 729, 1092, 1},
        {2360, 4720, 4745, 4010, 2808, 238, 356, 710, 1063, 0},
        {400, 800, 825, 678, 476, 42, 62, 122, 181, 0},
        {400, 800, 825, 678, 476, 42, 62, 122, 181, 0},
        {0, 0, 25, 3, 3, 2, 2, 2, 1, -1},
        {2375, 4750, 4775, 4036, 2826, 240, 358, 714, 1070, 0},
        {0, 0, 25, 3, 3, 2, 2, 2, 1, -1},
        {0, 0, 25, 3, 3, 2, 2, 2, 1, -1},
        {1, 3, 28, 3, 3, 2, 2, 2, 2, -1},
        {242, 726, 751, 410, 288, 26, 38, 74, 110, 1},
    };

    @Test
    void theBudgetsOfEveryInputStayAsTheyWere() {
        assertEquals(INPUTS.size(), EXPECTED.length, "one row per input");
        for (int i = 0; i < INPUTS.size(); i++) {
            Inputs in = INPUTS.get(i);
            assertEquals(Arrays.toString(EXPECTED[i]), Arrays.toString(budgets(in)), in.toString());
        }
    }

    /** The budgets of one move, computed by the brain's time control. */
    private static long[] budgets(Inputs in) {
        boolean sent = in.timeLeftMs() != NOT_SENT;
        TurnLimits limits = new TurnLimits(in.turnMs(), in.matchMs(), sent ? in.timeLeftMs() : -1, sent);
        long turnStart = 7_000 * MS;
        long searchStart = turnStart + SEARCH_DELAY_MS * MS;
        SearchConfig config = SearchConfig.defaults();
        TimeManager.Deadlines d = new TimeManager(() -> turnStart)
                .plan(TimeControl.budget(limits, in.usedMs(), in.stones(), BOARD_POINTS, in.lagMs()), turnStart);
        SearchLimits search = new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE, d.soft(), d.hard());
        long watchdog = TimeControl.watchdogAt(d.hard());

        ManualClock clock = new ManualClock(searchStart, 0);
        TimeControl unsettled = new TimeControl(clock, config.softScale(), config.vctTimeShare());
        unsettled.beginSearch(search, searchStart, turnStart);
        long stopUnsettled = firstStop(unsettled::stopBeforeNextIteration, clock);
        long banked = bankedOf(search, searchStart, turnStart);

        clock = new ManualClock(searchStart, 0);
        TimeControl settled = new TimeControl(clock, config.softScale(), config.vctTimeShare());
        settled.beginSearch(search, searchStart, turnStart);
        for (int i = 0; i < 7; i++) {
            settled.iterationDone(5, 5, 0);
        }
        long stopSettled = firstStop(settled::stopBeforeNextIteration, clock);

        return new long[] {ms(d.soft(), turnStart), ms(d.hard(), turnStart), ms(watchdog, turnStart),
            ms(stopUnsettled, turnStart), ms(stopSettled, turnStart), ms(unsettled.ownVcfDeadline(), turnStart),
            ms(unsettled.opponentVcfDeadline(), turnStart), ms(unsettled.vcfDefencesDeadline(), turnStart),
            ms(unsettled.vctDeadline(), turnStart), banked};
    }

    /**
     * 1 when the rule banks time (a settled move does not start an iteration predicted to end past
     * the hard deadline), 0 when it does not, -1 when the turn is too short to tell: seven settled
     * iterations, then two of 1 and H/4 ms (H: the search's time to its hard deadline; the next one is
     * predicted at H ms), with the soft time scaled far past the hard deadline so that only the
     * prediction can stop it.
     */
    private static long bankedOf(SearchLimits limits, long searchStart, long turnStart) {
        long h = limits.hardDeadline() == SearchLimits.NEVER ? -1 : (limits.hardDeadline() - searchStart) / MS;
        if (h < 16 || limits.softDeadline() - searchStart < MS) {
            return -1;
        }
        ManualClock clock = new ManualClock(searchStart, 0);
        TimeControl t = new TimeControl(clock, 1000, 0);
        t.beginSearch(limits, searchStart, turnStart);
        for (int i = 0; i < 7; i++) {
            t.iterationDone(5, 5, 0);
        }
        clock.advanceMillis(1);
        t.iterationDone(5, 5, 0);
        clock.advanceMillis(h / 4);
        t.iterationDone(5, 5, 0);
        return t.stopBeforeNextIteration() ? 1 : 0;
    }

    private interface Rule {
        boolean past();
    }

    /** The first whole ms (a clock reading) at which {@code rule} starts no new iteration (within a day). */
    private static long firstStop(Rule rule, ManualClock clock) {
        for (long t = 0; t < 24L * 3600 * 1000; t++) {
            if (rule.past()) {
                return clock.peek();
            }
            clock.advanceMillis(1);
        }
        return -1;
    }

    private static long ms(long reading, long turnStart) {
        return reading == SearchLimits.NEVER || reading < 0 ? -1 : (reading - turnStart) / MS;
    }
}
