package dev.gamebots.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.Main;
import dev.gamebots.gomoku.eval.ShippedModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.SearchConfig;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code openings} writes legal positions in the offset format (read back here as the Gomocup
 * managers read it: {@code x = size / 2 + dx}), each within its bounds, each searched again from its
 * stones to a score inside the margin, and the same file for the same options.
 */
class OpeningsCommandTest {

    private static final int SIZE = 15;
    private static final int MAX_SCORE = 150;
    private static final long NODES = 3000;

    @Test
    void writesBalancedLegalOpeningsReproducibly(@TempDir Path dir) throws IOException {
        Path first = run(dir.resolve("a.txt"));
        Path second = run(dir.resolve("b.txt"));
        List<String> lines = Files.readAllLines(first, StandardCharsets.UTF_8);
        assertEquals(lines, Files.readAllLines(second, StandardCharsets.UTF_8), "a function of the options");
        assertEquals(6, lines.size());
        assertEquals(lines.size(), new HashSet<>(lines).size(), "different candidates");
        for (String line : lines) {
            String[] pairs = line.split(",\\s*");
            assertEquals(0, pairs.length % 2, line);
            int stones = pairs.length / 2;
            assertTrue(stones >= 3 && stones <= 4, line);
            Board board = new Board(SIZE, SIZE, Rule.FREESTYLE);
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < stones; i++) {
                int dx = Integer.parseInt(pairs[2 * i].trim());
                int dy = Integer.parseInt(pairs[2 * i + 1].trim());
                assertTrue(Math.abs(dx) <= 2 && Math.abs(dy) <= 2, line);
                int p = board.index(SIZE / 2 + dx, SIZE / 2 + dy);
                assertTrue(seen.add(p), "distinct stones: " + line);
                assertTrue(board.isLegal(p), line);
                board.makeMove(p);
                assertEquals(0, board.winner(), line);
            }
            SearchControl control = new SearchControl(Clock.SYSTEM, GomokuSearcher.POLL_INTERVAL);
            GomokuSearcher searcher = new GomokuSearcher(board, new TranspositionTable(4), control,
                    SearchConfig.defaults(), ShippedModel.get());
            control.begin(SearchControl.NEVER);
            int score = searcher.search(SearchLimits.nodes(NODES), SearchListener.NONE).score();
            assertTrue(Math.abs(score) <= MAX_SCORE, line + " scores " + score);
        }
    }

    @Test
    void aTighterMarginNeedsMoreCandidates(@TempDir Path dir) throws IOException {
        String wide = runText(dir.resolve("wide.txt"), 100_000);
        String tight = runText(dir.resolve("tight.txt"), 40);
        assertNotEquals(wide, tight);
        assertTrue(tried(wide) < tried(tight), wide + " / " + tight);
    }

    private static Path run(Path out) throws IOException {
        runText(out, MAX_SCORE);
        return out;
    }

    private static String runText(Path out, int maxScore) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"openings", "--out", out.toString(), "--count", "6", "--size",
                String.valueOf(SIZE), "--radius", "2", "--stones-min", "3", "--stones-max", "4", "--nodes",
                String.valueOf(NODES), "--max-score", String.valueOf(maxScore), "--seed", "5"}, System.in,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, text);
        return text;
    }

    /** The candidates tried, from the command's last line ("N kept of M tried"). */
    private static int tried(String log) {
        String tail = log.substring(log.lastIndexOf(" kept of ") + " kept of ".length());
        return Integer.parseInt(tail.substring(0, tail.indexOf(' ')));
    }
}
