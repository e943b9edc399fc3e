package dev.gamebots.othello.session;

import dev.gamebots.othello.rules.Variant;
import java.util.List;

/**
 * One FlipSight request as understood, with everything that was wrong in it. Fields the line did not
 * provide in a usable form are null (objects) or -1 (numbers).
 *
 * @param variant     the game, or null when unknown
 * @param size        board side (8 or 10), or -1
 * @param board       the cells (0 empty, 1 black, 2 white), or null when missing or unusable
 * @param color       side to move, 1 or 2, or -1
 * @param legalMoves  the server's legal squares (may be empty = pass), or null when missing
 * @param blocked     blocked squares listed by the request (may be empty)
 * @param placedBlack discs black has placed, or -1
 * @param placedWhite discs white has placed, or -1
 * @param remainingMs time left on our clock, or -1
 * @param budgetMs    the connector's cap for this answer, or -1
 * @param problems    what was wrong, for the log (empty when the request was clean)
 */
public record Request(Variant variant, int size, int[] board, int color, int[] legalMoves, int[] blocked,
                      int placedBlack, int placedWhite, long remainingMs, long budgetMs, List<String> problems) {

    /** True when the board, colour and game are usable for a search. */
    public boolean positionUsable() {
        return variant != null && board != null && (color == 1 || color == 2) && board.length == size * size
                && size == variant.size();
    }

    /**
     * True when the clock or the cap is at or below zero (the parser reads a negative value as 0):
     * there is no time to think, the answer goes at once.
     */
    public boolean noTimeLeft() {
        return remainingMs == 0 || budgetMs == 0;
    }
}
