package dev.gamebots.bench.arena.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.ArenaRun;
import dev.gamebots.bench.arena.fakes.FakeFlipSightEngine;
import dev.gamebots.bench.arena.fakes.FakeGomocupBrain;
import dev.gamebots.bench.arena.fakes.FakeMancalaBot;
import dev.gamebots.bench.arena.fakes.Fakes;
import dev.gamebots.bench.arena.mancala.KalahBoard;
import dev.gamebots.bench.arena.othello.OthelloBoard;
import dev.gamebots.bench.arena.othello.Variant;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real browser renders the report of a real match of each game (the fakes as engines): headless
 * Chromium loads report.html with a hash that picks a game and a move and presses the page's own
 * keys or clicks its own buttons ({@code &keys=RRL}, {@code &clicks=NNP}), and the DOM it dumps
 * after the script ran must show the position the record gives at that move. The expected
 * positions are computed here from the record with the referee's rules (stones placed, discs
 * flipped, seeds sown) and the final ones also checked against the record's own counts.
 *
 * <p>Chromium comes from the distribution's package ({@code .ci/run} installs it when missing).
 * Without it the test is skipped on a developer machine and fails on CI (env CI=true), so CI can
 * never pass it silently.
 */
class ReportBrowserTest {

    private static Path chromium;
    private static final Pattern TAG = Pattern.compile("<(circle|text|line|div|rect)\\b([^>]*)>([^<]*)");
    private static final Pattern ATTR = Pattern.compile("([\\w-]+)=\"([^\"]*)\"");

    @TempDir
    Path dir;

    @BeforeAll
    static void findChromium() {
        List<String> candidates = new ArrayList<>();
        if (System.getenv("CHROMIUM") != null) {
            candidates.add(System.getenv("CHROMIUM"));
        }
        candidates.add("/usr/bin/chromium");
        candidates.add("/usr/bin/chromium-browser");
        for (String p : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            candidates.add(p + "/chromium");
        }
        for (String c : candidates) {
            if (Files.isExecutable(Path.of(c))) {
                chromium = Path.of(c);
                return;
            }
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail("chromium is missing on CI: .ci/run installs the distribution's package (apt-get install chromium)");
        }
        Assumptions.abort("no chromium on this machine (apt-get install chromium); CI runs this test");
    }

    /** One element of the dumped DOM: its tag, attributes and text. */
    record Element(String tag, Map<String, String> attrs, String text) {

        String attr(String name) {
            return attrs.get(name);
        }

        boolean hasClass(String cls) {
            return (" " + attrs.getOrDefault("class", "") + " ").contains(" " + cls + " ");
        }
    }

    /** The page's DOM after its script ran, opened at {@code hash}. */
    private List<Element> dom(Path page, String hash) throws Exception {
        Path out = Files.createTempFile(dir, "dom", ".html");
        Path profile = Files.createTempDirectory(dir, "profile");
        Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--user-data-dir=" + profile, "--virtual-time-budget=10000", "--dump-dom",
                page.toUri() + "#" + hash)
                .redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        // A generous limit: a loaded machine is slow, but a browser that never ends must not hang the build.
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            fail("chromium did not finish within 120 s on " + hash);
        }
        String html = Files.readString(out, StandardCharsets.UTF_8);
        List<Element> elements = new ArrayList<>();
        Matcher m = TAG.matcher(html);
        while (m.find()) {
            Map<String, String> attrs = new HashMap<>();
            Matcher a = ATTR.matcher(m.group(2));
            while (a.find()) {
                attrs.put(a.group(1), a.group(2));
            }
            elements.add(new Element(m.group(1), attrs, m.group(3)));
        }
        Element state = elements.stream().filter(e -> "state".equals(e.attr("id"))).findFirst()
                .orElseThrow(() -> new AssertionError("no #state in the DOM of " + hash + ":\n" + html));
        assertEquals("true", state.attr("data-ready"), "the page's script did not finish on " + hash);
        return elements;
    }

    private static int shownMove(List<Element> dom) {
        return Integer.parseInt(dom.stream().filter(e -> "state".equals(e.attr("id"))).findFirst().orElseThrow()
                .attr("data-move"));
    }

    private JsonNode record(Path d, String file) throws IOException {
        return dev.gamebots.bench.arena.match.Records.mapper().readTree(d.resolve(file).toFile());
    }

    @Test
    void gomokuStonesMatchTheRecordAtEveryCheckedMove() throws Exception {
        Path d = dir.resolve("gomoku");
        ArenaRun run = ArenaRun.of(d, "gomoku", "--size", "15", "--games", "2", "--seed", "3",
                "--a", Fakes.command(FakeGomocupBrain.class, "random", "1"),
                "--b", Fakes.command(FakeGomocupBrain.class, "first"));
        assertEquals(0, run.exitCode(), run::toString);
        Path page = d.resolve("report.html");
        JsonNode g1 = record(d, "game-0001.json");
        JsonNode g2 = record(d, "game-0002.json");
        assertTrue(g1.path("moves").size() >= 9, "a game long enough to step through");

        List<Element> dom = dom(page, "game=g1&move=3&keys=RRRL");
        assertEquals(5, shownMove(dom));
        assertEquals(gomokuStones(g1, 5), drawnStones(dom));
        dom = dom(page, "game=g1&move=8&clicks=PPN");
        assertEquals(7, shownMove(dom));
        assertEquals(gomokuStones(g1, 7), drawnStones(dom));
        dom = dom(page, "game=g1&move=4&keys=H");
        assertEquals(0, shownMove(dom));
        assertEquals(gomokuStones(g1, 0), drawnStones(dom));

        int n = g2.path("moves").size();
        dom = dom(page, "game=g2&move=1&keys=E");
        assertEquals(n, shownMove(dom));
        assertEquals(gomokuStones(g2, n), drawnStones(dom));
        assertEquals("five", g2.path("reason").asText());
        Element five = dom.stream().filter(e -> e.hasClass("five-line")).findFirst()
                .orElseThrow(() -> new AssertionError("no winning five drawn"));
        // The marked cells: at least five, in one straight line, all stones of the last mover, the last move among them.
        JsonNode lastMove = g2.path("moves").get(n - 1);
        Set<String> own = new HashSet<>();
        for (String s : gomokuStones(g2, n)) {
            if (s.endsWith("," + lastMove.path("color").asInt())) {
                own.add(s.substring(0, s.lastIndexOf(',')));
            }
        }
        String[] cells = five.attr("data-five").split(" ");
        assertTrue(cells.length >= 5);
        assertTrue(List.of(cells).contains(lastMove.path("x").asInt() + "," + lastMove.path("y").asInt()));
        int[] a = xy(cells[0]);
        int[] b = xy(cells[1]);
        for (int i = 0; i < cells.length; i++) {
            assertTrue(own.contains(cells[i]), cells[i]);
            int[] c = xy(cells[i]);
            assertEquals(a[0] + i * (b[0] - a[0]), c[0]);
            assertEquals(a[1] + i * (b[1] - a[1]), c[1]);
        }
    }

    private static int[] xy(String s) {
        String[] p = s.split(",");
        return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
    }

    /** "x,y,colour" of every stone after {@code k} moves: the opening (black first), then the moves. */
    private static Set<String> gomokuStones(JsonNode g, int k) {
        Set<String> s = new TreeSet<>();
        int color = 1;
        for (JsonNode o : g.path("opening")) {
            s.add(o.get(0).asInt() + "," + o.get(1).asInt() + "," + color);
            color = 3 - color;
        }
        for (int i = 0; i < k; i++) {
            JsonNode m = g.path("moves").get(i);
            s.add(m.path("x").asInt() + "," + m.path("y").asInt() + "," + m.path("color").asInt());
        }
        return s;
    }

    private static Set<String> drawnStones(List<Element> dom) {
        Set<String> s = new TreeSet<>();
        for (Element e : dom) {
            if (e.tag().equals("circle") && e.hasClass("stone")) {
                s.add(e.attr("data-x") + "," + e.attr("data-y") + "," + e.attr("data-color"));
            }
        }
        return s;
    }

    @Test
    void othelloDiscsAndLegalMovesMatchTheRecordOnOctagon() throws Exception {
        Path d = dir.resolve("othello");
        ArenaRun run = ArenaRun.of(d, "othello", "--game", "octagon", "--pairs", "1", "--seed", "5",
                "--a", Fakes.command(FakeFlipSightEngine.class, "random", "1"),
                "--b", Fakes.command(FakeFlipSightEngine.class, "first"));
        assertEquals(0, run.exitCode(), run::toString);
        Path page = d.resolve("report.html");
        JsonNode match = record(d, "match-0001.json");

        List<Element> dom = dom(page, "game=m1-leg0&move=10&clicks=NNNP");
        assertEquals(12, shownMove(dom));
        checkOthello(match.path("legs").get(0), 12, dom);
        dom = dom(page, "game=m1-leg1&move=0&keys=RRRRR");
        assertEquals(5, shownMove(dom));
        checkOthello(match.path("legs").get(1), 5, dom);
        JsonNode leg1 = match.path("legs").get(1);
        int n = leg1.path("moves").size();
        dom = dom(page, "game=m1-leg1&move=0&clicks=L");
        assertEquals(n, shownMove(dom));
        Map<Integer, Integer> discs = checkOthello(leg1, n, dom);
        assertEquals(leg1.path("discs_black").asInt(), discs.values().stream().filter(c -> c == 1).count());
        assertEquals(leg1.path("discs_white").asInt(), discs.values().stream().filter(c -> c == 2).count());
        // Octagon's 12 cut corners are drawn as blocked squares.
        Set<Integer> blocked = new TreeSet<>();
        dom.stream().filter(e -> e.tag().equals("rect") && e.hasClass("blocked"))
                .forEach(e -> blocked.add(Integer.parseInt(e.attr("data-sq"))));
        assertEquals(new TreeSet<>(Variant.OCTAGON.blockedSquares()), blocked);
    }

    /** Compares discs and legal-move marks after {@code k} moves; returns the drawn discs. */
    private static Map<Integer, Integer> checkOthello(JsonNode leg, int k, List<Element> dom) {
        Variant v = Variant.OCTAGON;
        int[] cells = new int[v.size() * v.size()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = leg.path("start_board").get(i).asInt();
        }
        OthelloBoard board = OthelloBoard.of(v, cells, 4, 4);
        JsonNode moves = leg.path("moves");
        for (int i = 0; i < k; i++) {
            int sq = moves.get(i).path("move").asInt();
            if (sq >= 0) {
                board.play(sq, moves.get(i).path("color").asInt());
            }
        }
        Map<Integer, Integer> expected = new TreeMap<>();
        for (int sq = 0; sq < cells.length; sq++) {
            if (board.cell(sq) != 0) {
                expected.put(sq, board.cell(sq));
            }
        }
        Set<Integer> legal = new TreeSet<>();
        if (k < moves.size()) {
            for (int sq : board.legalMoves(moves.get(k).path("color").asInt())) {
                legal.add(sq);
            }
        }
        Map<Integer, Integer> drawn = new TreeMap<>();
        Set<Integer> drawnLegal = new TreeSet<>();
        for (Element e : dom) {
            if (e.tag().equals("circle") && e.hasClass("disc")) {
                drawn.put(Integer.parseInt(e.attr("data-sq")), e.hasClass("black") ? 1 : 2);
            } else if (e.tag().equals("circle") && e.hasClass("legal")) {
                drawnLegal.add(Integer.parseInt(e.attr("data-sq")));
            }
        }
        assertEquals(expected, drawn, "discs after move " + k);
        assertEquals(legal, drawnLegal, "legal moves after move " + k);
        return drawn;
    }

    @Test
    void kalahPitsMatchTheRecordAndTheFinalStoresItsScore() throws Exception {
        Path d = dir.resolve("mancala");
        ArenaRun run = ArenaRun.of(d, "mancala", "--games", "2",
                "--a", Fakes.command(FakeMancalaBot.class, "first"),
                "--b", Fakes.command(FakeMancalaBot.class, "last"));
        assertEquals(0, run.exitCode(), run::toString);
        Path page = d.resolve("report.html");
        JsonNode match = record(d, "match-0001.json");

        List<Element> dom = dom(page, "game=m1-g1&move=0&keys=RRRL");
        assertEquals(2, shownMove(dom));
        checkKalah(match.path("games").get(0), 2, dom);
        dom = dom(page, "game=m1-g2&move=7&clicks=PPNFNNN");
        assertEquals(3, shownMove(dom));
        checkKalah(match.path("games").get(1), 3, dom);
        JsonNode g2 = match.path("games").get(1);
        int n = g2.path("moves").size();
        dom = dom(page, "game=m1-g2&move=2&keys=E");
        assertEquals(n, shownMove(dom));
        int[] pits = checkKalah(g2, n, dom);
        // B moved first in game 2: B is player 1 (store pit 6), A player 2 (store pit 13).
        assertEquals("b", g2.path("first").asText());
        assertEquals(g2.path("score_b").asInt(), pits[6]);
        assertEquals(g2.path("score_a").asInt(), pits[13]);
    }

    private static int[] checkKalah(JsonNode g, int k, List<Element> dom) {
        KalahBoard board = KalahBoard.initial();
        for (int i = 0; i < k; i++) {
            board.play(g.path("moves").get(i).path("hole").asInt());
        }
        int[] expected = new int[14];
        for (int p = 0; p < 2; p++) {
            for (int h = 1; h <= 6; h++) {
                expected[p * 7 + h - 1] = board.stones(p, h);
            }
            expected[p * 7 + 6] = board.store(p);
        }
        int[] drawn = new int[14];
        int seen = 0;
        for (Element e : dom) {
            if (e.tag().equals("text") && e.hasClass("count")) {
                drawn[Integer.parseInt(e.attr("data-pit"))] = Integer.parseInt(e.text().trim());
                seen++;
            }
        }
        assertEquals(14, seen);
        assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(drawn), "pits after move " + k);
        assertFalse(k > 0 && dom.stream().noneMatch(e -> e.hasClass("lastmove")), "the last move is marked");
        return drawn;
    }
}
