package dev.gamebots.othello.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The training positions made of WTHOR games: one per move, labelled for the side to move. */
class WthorTrainingTest {

    @Test
    void everyMoveOfThe2020GamesIsAPositionWithItsGamesLabel() throws Exception {
        List<WthorGame> games = Wthor.read(Path.of(WthorTrainingTest.class.getResource("/othello/wthor/WTH_2020.wtb").toURI()));
        TrainingSet set = WthorTraining.positions(games);
        int moves = games.stream().mapToInt(g -> g.moves().length).sum();
        assertEquals(moves, set.size(), "one position before each move");
        int exact = 0;
        for (int i = 0; i < set.size(); i++) {
            WthorGame g = games.get(set.game(i));
            int empties = 64 - Long.bitCount(set.ownLo(i) | set.oppLo(i));
            int black = 2 * (empties >= 24 ? g.blackTheoretical() : g.blackDiscs()) - 64;
            assertTrue(set.result(i) == black || set.result(i) == -black, "label of position " + i);
            assertTrue(set.ownHi(i) == 0 && set.oppHi(i) == 0);
            if (set.exact(i)) {
                exact++;
                assertEquals(24, empties);
                assertEquals(set.result(i), set.search(i), 0.0);
            }
        }
        assertEquals(games.size(), exact, "one exact position (24 empties) per game");
    }
}
