package dev.gamebots.bench.arena.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.othello.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The report of a 200-game match stays under 5 MB for each game (long games: Gomoku 20x20 with 200
 * moves each, Othello legs played to the end on 10x10, whole Kalah games), holds every game, and
 * is self-contained: no external script, stylesheet, image or font, nothing fetched.
 */
class ReportSizeTest {

    static final long LIMIT = 5L * 1024 * 1024;
    private static final Pattern DATA = Pattern.compile(
            "<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL);

    /**
     * The folders are kept under target/report-size/ (not a temporary folder) so that the page's
     * open time can be measured in a browser afterwards (docs/arena.md, "Match reports").
     */
    private static Path folder(String name) throws IOException {
        Path d = Path.of("target", "report-size", name);
        if (Files.exists(d)) {
            try (var files = Files.walk(d)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
        return Files.createDirectories(d);
    }

    private static JsonNode check(Path folder, int games) throws IOException {
        Path page = MatchReport.rebuild(folder, System.err);
        long size = Files.size(page);
        System.out.printf("report of %d games in %s: %d bytes%n", games, folder.getFileName(), size);
        assertTrue(size < LIMIT, folder + ": " + size + " bytes");
        // The SVG namespace is a name, not an address anything is fetched from.
        String html = Files.readString(page).replace("http://www.w3.org/2000/svg", "");
        for (String external : new String[] {"<link", " src=", "@import", "url(", "http://", "https://"}) {
            assertFalse(html.contains(external), "external reference " + external + " in " + folder);
        }
        Matcher m = DATA.matcher(html);
        assertTrue(m.find());
        JsonNode data = Records.mapper().readTree(m.group(1));
        assertEquals(games, data.path("replays").size());
        return data;
    }

    @Test
    void twoHundredGomokuGames() throws IOException {
        Path dir = folder("gomoku");
        SyntheticMatch.gomoku(dir, 200, 200, 1);
        check(dir, 200);
    }

    @Test
    void twoHundredOthelloLegsOnTheLargestBoard() throws IOException {
        Path dir = folder("othello");
        SyntheticMatch.othello(dir, 100, Variant.GRAND, 2);
        check(dir, 200);
    }

    @Test
    void twoHundredKalahGames() throws IOException {
        Path dir = folder("mancala");
        SyntheticMatch.kalah(dir, 100, 3);
        check(dir, 200);
    }
}
