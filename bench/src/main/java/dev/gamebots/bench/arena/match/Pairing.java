package dev.gamebots.bench.arena.match;

/**
 * How the games of a run pair up for the pentanomial statistics ({@link Pentanomial}): a pair is
 * one opening played with the colours swapped, and its two results are not independent.
 */
public enum Pairing {
    /** No pairs: only the trinomial W/D/L statistics. */
    NONE,
    /** Each unit is a pair of two games or legs (a FlipSight match, a Mancala match). */
    WITHIN_UNIT,
    /** Units 2k and 2k+1 (0-based) are a pair (Gomoku: one opening, A black then B black). */
    CONSECUTIVE_UNITS
}
