package dev.gamebots.gomoku.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.search.SearchConfig;
import dev.gamebots.gomoku.search.SearchSettings;
import org.junit.jupiter.api.Test;

/**
 * Labels by our own search, checked against self-play's own records: a self-play game, its scores
 * taken away, labelled at the node budget it was played at gets exactly its recorded scores back
 * (the same searches of the same positions in the same order), under freestyle and renju alike.
 */
class SearchLabelsTest {

    private static final long NODES = 400;

    private static GameRecord withoutScores(GameRecord g) {
        return new GameRecord(g.rule(), g.size(), g.winner(), g.opening(), g.xs(), g.ys(), null);
    }

    @Test
    void aSelfPlayGameLabelledAtItsOwnNodesGetsItsOwnScoresBack() {
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.RENJU}) {
            SelfPlay play = new SelfPlay(rule, 15, NODES, 11, null, 1, SearchConfig.defaults(rule.kind()));
            SearchLabels labels = new SearchLabels(NODES, null, 1, SearchSettings.defaults());
            for (int i = 0; i < 2; i++) {
                GameRecord played = play.play(i);
                assertTrue(played.plies() > played.opening() + 4, "a game with searched moves");
                GameRecord labelled = labels.label(withoutScores(played));
                assertEquals(played, labelled, rule + " game " + i);
            }
        }
    }

    @Test
    void aDeeperSearchGivesOtherLabelsForTheSameMovesAndNoneForTheOpening() {
        GameRecord played = new SelfPlay(Rule.FREESTYLE, 15, NODES, 11, null, 1, SearchConfig.defaults()).play(0);
        GameRecord deeper = new SearchLabels(20 * NODES, null, 1, SearchSettings.defaults()).label(withoutScores(played));
        assertArrayEquals(played.xs(), deeper.xs());
        assertArrayEquals(played.ys(), deeper.ys());
        for (int t = 0; t < played.opening(); t++) {
            assertEquals(0, deeper.scores()[t], "opening move " + t);
        }
        assertNotEquals(played, deeper, "twenty times the nodes changes some score");
    }

    @Test
    void aMoveThatCannotBePlayedIsRefusedByNumber() {
        GameRecord g = GameRecord.parse("0 15 1 2 7,7 8,8 7,7 9,9");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new SearchLabels(NODES, null, 1, SearchSettings.defaults()).label(g));
        assertTrue(e.getMessage().contains("move 3"), e.getMessage());
    }
}
