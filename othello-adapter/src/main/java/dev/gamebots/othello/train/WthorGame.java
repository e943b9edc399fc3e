package dev.gamebots.othello.train;

/**
 * One tournament game of the WTHOR archive (the French federation's public game base, see
 * data/README.md).
 *
 * @param year               the year of the file it came from
 * @param moves              the squares played in order (a1 = 0 ... h8 = 63); passes are not recorded
 * @param blackDiscs         black's final disc count as recorded (empty squares go to the winner)
 * @param blackTheoretical   black's disc count under perfect play from the position with
 *                           {@code theoreticalEmpties} empty squares
 * @param theoreticalEmpties empties of the position whose perfect-play result is {@code blackTheoretical}
 */
public record WthorGame(int year, int[] moves, int blackDiscs, int blackTheoretical, int theoreticalEmpties) {
}
