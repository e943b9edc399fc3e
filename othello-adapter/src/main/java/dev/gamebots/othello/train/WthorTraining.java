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
 * end are labelled by their exact scores instead of the humans' result.
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
     * scores instead (and marked exact); null: none.
     */
    public static TrainingSet positions(List<WthorGame> games, WthorExactLabels exact) {
        TrainingSet set = new TrainingSet(Variant.STD);
        for (int g = 0; g < games.size(); g++) {
            WthorGame game = games.get(g);
            int id = g;
            int theoretical = 2 * game.blackTheoretical() - 64;
            int real = 2 * game.blackDiscs() - 64;
            byte[] solved = exact != null ? exact.scoresOf(game) : null;
            int[] late = {0};
            Wthor.replay(game, Evaluation8.forVariant(Variant.STD), (board, i) -> {
                if (i == game.moves().length) {
                    return; // the final position: nothing to move
                }
                int empties = board.empties();
                boolean blackToMove = board.sideToMove() == 0;
                int black = empties >= game.theoreticalEmpties() ? theoretical : real;
                int label = blackToMove ? black : -black;
                boolean isExact = empties == game.theoreticalEmpties();
                if (solved != null && empties <= exact.empties()) {
                    label = solved[late[0]++];
                    isExact = true;
                }
                set.add(board.own(), 0, board.opp(), 0, id, label, isExact ? label : Float.NaN, isExact);
            });
        }
        return set;
    }
}
