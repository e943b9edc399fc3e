package dev.gamebots.gomoku.search;

/**
 * One line of a multi-PV search ({@code YXNBEST}): a root move, its score from the side to move,
 * the depth of the iteration that gave it (0: not searched, a shortcut's or a stopped search's
 * guess) and its principal variation, which starts with the move.
 */
public record PvLine(int move, int score, int depth, int[] pv) {
}
