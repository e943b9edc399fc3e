package dev.gamebots.bench.arena.match;

/**
 * The scored result of one unit of a run (a Gomoku game, a Mancala match of two games, a FlipSight
 * match of two legs): the outcome for A, the reason it ended ("five", "discs", "timeout (b)"), a
 * one-line summary for the log, and the record file written.
 */
public record UnitResult(int index, Outcome outcome, String reason, String summary, String recordFile) {
}
