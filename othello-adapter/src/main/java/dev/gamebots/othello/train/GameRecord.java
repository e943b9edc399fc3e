package dev.gamebots.othello.train;

/**
 * One archived self-play game, compact enough to keep a million of them in the repository: the
 * moves from the variant's starting position and the result, nothing derived (positions and labels
 * are rebuilt by replaying, {@link GameReplay}).
 *
 * @param number         the game's number in its run; with the run's seed it fixes the game
 *                       ({@link SelfPlayRun#gameSeed SelfPlayRun.gameSeed(seed, 0, number)})
 * @param openingMoves   how many of the first moves (passes included) were random: their positions
 *                       are not trained on, since nobody chose those moves
 * @param solvedEmpties  empties of the first position solved exactly (0: the game ended before the
 *                       exact part); from there on both sides played perfectly
 * @param solvedScore    that solve's value for the side to move there (the variant's scoring, discs)
 * @param moves          one byte per move: square {@code row * size + column}, or {@link #PASS}
 * @param blackMinusWhite the final disc difference, black's discs minus white's
 */
public record GameRecord(int number, int openingMoves, int solvedEmpties, int solvedScore, byte[] moves,
                         int blackMinusWhite) {

    /** The move byte of a pass (any board size). */
    public static final int PASS = 255;

    public GameRecord {
        if (openingMoves < 0 || openingMoves > moves.length || moves.length > 255 || solvedEmpties < 0
                || solvedEmpties > 100 || Math.abs(solvedScore) > 100 || Math.abs(blackMinusWhite) > 100) {
            throw new IllegalArgumentException("not a game record: game " + number + ", " + moves.length
                    + " moves, opening " + openingMoves + ", solved at " + solvedEmpties);
        }
    }

    /** The move {@code i}: a square number, or {@link #PASS}. */
    public int move(int i) {
        return moves[i] & 0xff;
    }

    public int length() {
        return moves.length;
    }
}
