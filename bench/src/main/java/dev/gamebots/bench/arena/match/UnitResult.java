package dev.gamebots.bench.arena.match;

import java.util.List;

/**
 * The result of one unit of a run (a Gomoku game, a Mancala match of two games, a FlipSight match
 * of two legs): the outcome for A under the game's own rules (a fault loses), the reason it ended
 * ("five", "discs", "timeout (b)"), a one-line summary for the log, the record file written, the
 * faults that decided any of its games (empty when everything was played out), and how many peer
 * warnings (stray lines, ERROR replies to INFO) each engine earned without a fault.
 */
public record UnitResult(int index, Outcome outcome, String reason, String summary, String recordFile,
                         List<UnitFault> faults, int warningsA, int warningsB) {

    public UnitResult {
        faults = List.copyOf(faults);
    }

    /** A unit without faults or warnings. */
    public UnitResult(int index, Outcome outcome, String reason, String summary, String recordFile) {
        this(index, outcome, reason, summary, recordFile, List.of(), 0, 0);
    }

    /** Whether every game of the unit was played out (no engine fault decided any). */
    public boolean playedOut() {
        return faults.isEmpty();
    }
}
