package dev.gamebots.othello.train;

import dev.gamebots.othello.eval.Evaluation8;
import dev.gamebots.othello.rules.Variant;
import java.util.List;

/**
 * WTHOR games as std training positions: every position of a game in which the side to move has a
 * move, labelled for the side to move. Down to the archive's theoretical empties (24) the label is
 * the perfect-play result from that position of the game (the nearest thing to the truth an earlier
 * position of the game has: human games err less before it than after); after it the game's own
 * result. The position at the theoretical empties is exact (its perfect-play value). Scores are
 * under WTHOR's rules (empty squares to the winner), which equal FlipSight's disc count whenever the
 * board fills, as it does in almost every game. With {@link WthorExactLabels} the positions near the
 * end are labelled by their exact scores instead of the humans' result, and those between the
 * theoretical and the solved empties by the first solved position's exact score.
 */
public final class WthorTraining {

    private WthorTraining() {
    }

    /** The positions of {@code games}, game ids by their index in the list. */
    public static TrainingSet positions(List<WthorGame> games) {
        return positions(games, null);
    }

    /**
     * The same, the late positions of the games that {@code exact} has solved labelled by their exact
     * scores instead (and marked exact); null: none. Between the archive's theoretical empties and the
     * solved ones (17 to 23 empties with solves from 16) a position's label is then the exact score
     * of the first solved position of its game, not the humans' final result: the same kind of
     * reference as before the theoretical empties (the perfect-play value of a position the game
     * reached a few moves later), and the humans' endgame errors, which the final result carries in
     * full, stay out of the labels.
     */
    public static TrainingSet positions(List<WthorGame> games, WthorExactLabels exact) {
        TrainingSet set = new TrainingSet(Variant.STD);
        // One game's positions, kept until the game's first solved score is known.
        long[] own = new long[64];
        long[] opp = new long[64];
        int[] emptiesAt = new int[64];
        boolean[] blackToMove = new boolean[64];
        for (int g = 0; g < games.size(); g++) {
            WthorGame game = games.get(g);
            int theoretical = 2 * game.blackTheoretical() - 64;
            int real = 2 * game.blackDiscs() - 64;
            byte[] solved = exact != null ? exact.scoresOf(game) : null;
            int[] count = {0};
            Wthor.replay(game, Evaluation8.forVariant(Variant.STD), (board, i) -> {
                if (i == game.moves().length) {
                    return; // the final position: nothing to move
                }
                int c = count[0]++;
                own[c] = board.own();
                opp[c] = board.opp();
                emptiesAt[c] = board.empties();
                blackToMove[c] = board.sideToMove() == 0;
            });
            int positions = count[0];
            // Black's exact score at the first solved position (the game's result when none was solved).
            int afterTheoretical = real;
            int firstSolved = -1;
            if (solved != null) {
                for (int c = 0; c < positions; c++) {
                    if (emptiesAt[c] <= exact.empties()) {
                        firstSolved = c;
                        break;
                    }
                }
                if (firstSolved >= 0 && solved.length > 0) {
                    afterTheoretical = blackToMove[firstSolved] ? solved[0] : -solved[0];
                }
            }
            for (int c = 0; c < positions; c++) {
                int empties = emptiesAt[c];
                int black = empties >= game.theoreticalEmpties() ? theoretical : afterTheoretical;
                int label = blackToMove[c] ? black : -black;
                boolean isExact = empties == game.theoreticalEmpties();
                if (firstSolved >= 0 && c >= firstSolved && c - firstSolved < solved.length) {
                    label = solved[c - firstSolved];
                    isExact = true;
                }
                set.add(own[c], 0, opp[c], 0, g, label, isExact ? label : Float.NaN, isExact);
            }
        }
        return set;
    }
}
