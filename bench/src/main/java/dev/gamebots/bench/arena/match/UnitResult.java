package dev.gamebots.bench.arena.match;

import java.util.List;

/**
 * The result of one unit of a run (a Gomoku game, a Mancala match of two games, a FlipSight match
 * of two legs): the outcome for A under the game's own rules (a fault loses), the reason it ended
 * ("five", "discs", "timeout (b)"), a one-line summary for the log, the record file written, the
 * faults that decided any of its games (empty when everything was played out), how many peer
 * warnings (stray lines, ERROR replies to INFO) each engine earned without a fault, and A's points
 * in each of its games (1, 0.5 or 0; one entry for a Gomoku game, two for a pair), which the
 * pentanomial statistics count: a pair's legs can split 1-1 while the disc totals decide the match.
 */
public record UnitResult(int index, Outcome outcome, String reason, String summary, String recordFile,
                         List<UnitFault> faults, int warningsA, int warningsB, List<Double> gamePoints) {

    public UnitResult {
        faults = List.copyOf(faults);
        gamePoints = List.copyOf(gamePoints);
    }

    /** A unit of one game: its points are the outcome's. */
    public UnitResult(int index, Outcome outcome, String reason, String summary, String recordFile,
                      List<UnitFault> faults, int warningsA, int warningsB) {
        this(index, outcome, reason, summary, recordFile, faults, warningsA, warningsB,
                List.of(outcome.scoreForA()));
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
