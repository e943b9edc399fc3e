package dev.gamebots.othello.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.eval.Evaluation8;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.ReferenceOthello;
import dev.gamebots.othello.rules.Variant;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The WTHOR reader against the archive's own records: every game of a year file replays legally on
 * our board, move for move the same position as the array reference rules, and ends with the final
 * disc count the federation recorded (empty squares go to the winner).
 */
class WthorTest {

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(WthorTest.class.getResource(name).toURI());
    }

    /** The recorded result: black's discs plus the empty squares when black won, half of them on a draw. */
    private static int recordedCount(Board8 end) {
        int black = end.discs(1);
        int white = end.discs(2);
        int empty = end.empties();
        return black + (black > white ? empty : black == white ? empty / 2 : 0);
    }

    @Test
    void theGamesOf2020ReplayAsTheReferenceRulesAndEndAsRecorded() throws Exception {
        List<WthorGame> games = Wthor.read(resource("/othello/wthor/WTH_2020.wtb"));
        assertEquals(268, games.size());
        for (WthorGame g : games) {
            assertEquals(2020, g.year());
            assertEquals(24, g.theoreticalEmpties());
            ReferenceOthello ref = new ReferenceOthello(Variant.STD);
            Board8[] last = new Board8[1];
            int played = Wthor.replay(g, Evaluation8.forVariant(Variant.STD), (board, i) -> {
                if (i > 0) {
                    List<Integer> legal = ref.legalMoves(ref.toMove);
                    if (legal.isEmpty()) {
                        ref.play(-1);
                    }
                    ref.play(g.moves()[i - 1]);
                }
                for (int sq = 0; sq < 64; sq++) {
                    assertEquals(ref.cells[sq], board.cell(sq), "square " + sq + " after move " + i);
                }
                last[0] = board;
            });
            assertEquals(g.moves().length, played, "every move legal");
            assertTrue(ref.gameOver(), "the game was played out");
            assertEquals(g.blackDiscs(), recordedCount(last[0]), "recorded final count");
        }
    }

    /** The whole archive of ../shared (not in the repository): skipped where it is missing. */
    @Test
    void theWholeArchiveReplays() throws IOException {
        Path folder = Path.of("../../shared/data/othello/wthor");
        if (!Files.isDirectory(folder)) {
            folder = Path.of("../shared/data/othello/wthor");
        }
        Assumptions.assumeTrue(Files.isDirectory(folder), "no WTHOR archive at " + folder.toAbsolutePath());
        List<WthorGame> games = Wthor.readFolder(folder);
        assertEquals(124_106, games.size());
        int illegal = 0;
        int matching = 0;
        int[] ended = new int[1];
        for (WthorGame g : games) {
            Board8[] last = new Board8[1];
            int played = Wthor.replay(g, Evaluation8.forVariant(Variant.STD), (board, i) -> last[0] = board);
            if (played < 0) {
                illegal++;
                continue;
            }
            if (recordedCount(last[0]) == g.blackDiscs()) {
                matching++;
            }
            ended[0]++;
        }
        System.out.printf("WTHOR: %d games, %d with an illegal move, %d replayed, %d ending as recorded%n",
                games.size(), illegal, ended[0], matching);
        assertTrue(illegal <= games.size() / 1000, illegal + " games with an illegal move");
        // The rest were not played out (a resignation, a loss on time, an adjudication).
        assertTrue(matching >= games.size() * 99L / 100, matching + " games end as recorded");
    }
}
