package dev.gamebots.bench.arena.report;

import java.util.List;

/**
 * One game or leg of the report as the page's script replays it: frame 0 is the start, frame k the
 * position after move k; {@code labels} name the moves (the move list). The board is given per
 * game, whichever fields it needs:
 * <ul>
 *   <li>gomoku: {@code size}, {@code opening} ([x, y], black first), {@code moves} ([x, y, colour]),
 *       {@code five} (the winning line, or null);</li>
 *   <li>othello: {@code size}, {@code boards}, one string per frame, row 1 first: {@code x} black,
 *       {@code o} white, {@code #} blocked, {@code *} a legal move of the side to move, {@code .}
 *       empty; {@code last} the square of each move (-1 a pass);</li>
 *   <li>kalah: {@code pits}, 14 counts per frame (player 1's holes 1..6, its store, player 2's
 *       holes 1..6, its store); {@code last} the pit each move emptied.</li>
 * </ul>
 * {@code exports} are the files next to the report that viewers open (SGF, PSQ, GGF).
 */
public record Replay(String id, int unit, String kind, String title, String players, String result, Integer size,
                     List<int[]> opening, List<int[]> moves, List<int[]> five, List<String> boards,
                     List<int[]> pits, List<Integer> last, List<String> labels, List<Chart> charts,
                     List<String> exports) {
}
