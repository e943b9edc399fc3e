package dev.gamebots.bench.arena.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.gamebots.bench.arena.fakes.FakeFlipSightEngine;
import dev.gamebots.bench.arena.fakes.FakeGomocupBrain;
import dev.gamebots.bench.arena.fakes.FakeMancalaBot;
import dev.gamebots.bench.arena.fakes.FakeNBoardEngine;
import dev.gamebots.bench.arena.fakes.Fakes;
import dev.gamebots.bench.arena.gomoku.GomokuTable;
import dev.gamebots.bench.arena.mancala.KalahTable;
import dev.gamebots.bench.arena.othello.OthelloTable;
import dev.gamebots.bench.arena.process.CommandSplitter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The play page in a real headless Chromium, driven through Debian's chromedriver: the page draws
 * an SVG board, a click on a point, square or hole plays it, the engine's reply and its thinking
 * appear in each game (a brain's MESSAGE lines, an Othello engine's stderr, a Kalah bot's log file),
 * take-back works, and the page loads nothing but from its own server.
 */
class PlayPageBrowserTest {

    private static WebDriver browser;

    @BeforeAll
    static void startBrowser() {
        Path chromium = Path.of(System.getenv().getOrDefault("CHROMIUM", "/usr/bin/chromium"));
        Path driver = Path.of(System.getenv().getOrDefault("CHROMEDRIVER", "/usr/bin/chromedriver"));
        if (!Files.isExecutable(chromium) || !Files.isExecutable(driver)) {
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail("chromium or chromedriver is missing on CI: .ci/run installs them (apt-get install chromium chromium-driver)");
            }
            Assumptions.abort("no chromium and chromedriver here (apt-get install chromium chromium-driver); CI runs this test");
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        // No background networking: this machine has no network, and the page must need none.
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--window-size=1000,800");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver.toFile())
                .usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    private static WebDriverWait waiting() {
        // Generous: a loaded machine starts the brain's JVM slowly; nothing here measures speed.
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        wait.withMessage(PlayPageBrowserTest::pageNow);
        return wait;
    }

    /** What the page shows, for a failed wait's message. */
    private static String pageNow() {
        StringBuilder b = new StringBuilder("the page shows:");
        for (String id : List.of("status", "error", "moves", "thinking")) {
            b.append("\n").append(id).append(": ").append(browser.findElement(By.id(id)).getText());
        }
        return b.toString();
    }

    /** A 9x9 freestyle page against the fake brain in {@code mode}, open in the browser at the person's first move. */
    private static PlayServer gomokuPage(String mode) throws Exception {
        GomokuTable table = new GomokuTable("freestyle", 9, CommandSplitter.split(Fakes.command(FakeGomocupBrain.class, mode)));
        table.newGame(true, 2000);
        PlayServer server = PlayServer.start(table, 0);
        browser.get(server.address());
        waiting().until(d -> d.findElement(By.id("status")).getText().startsWith("Your move"));
        return server;
    }

    @Test
    void aPersonPlaysByClickingAndSeesTheBrainAnswerAndThink() throws Exception {
        try (PlayServer server = gomokuPage("message")) {
            assertEquals(81, browser.findElements(By.cssSelector("svg#board rect.cell")).size(), "every point is playable");

            browser.findElement(By.cssSelector("svg#board rect.cell[data-cell='40']")).click();
            waiting().until(d -> d.findElements(By.cssSelector("svg#board circle[data-stone='white']")).size() == 1
                    && d.findElement(By.id("status")).getText().startsWith("Your move"));
            assertEquals("40", browser.findElement(By.cssSelector("svg#board circle[data-stone='black']"))
                    .getAttribute("data-cell"));
            String thinking = browser.findElement(By.id("thinking")).getText();
            assertTrue(thinking.contains("thinking hard") && thinking.contains("DEBUG depth 3"),
                    "the brain's MESSAGE and DEBUG lines show: " + thinking);
            waiting().until(d -> d.findElement(By.id("thinking")).getText().contains("stderr: pondering 1"));
            assertTrue(browser.findElement(By.id("moves")).getText().contains("1. 4,4"));

            browser.findElement(By.id("undo")).click();
            waiting().until(d -> d.findElements(By.cssSelector("svg#board circle[data-stone]")).isEmpty());

            @SuppressWarnings("unchecked")
            List<String> loaded = (List<String>) ((JavascriptExecutor) browser).executeScript(
                    "return performance.getEntriesByType('resource').map(e => e.name)"
                            + ".concat([performance.getEntriesByType('navigation')[0].name]);");
            for (String url : loaded) {
                assertTrue(url.startsWith(server.address()), "loaded from elsewhere: " + url);
            }
        }
    }

    @Test
    void theBrainsBestMovesShowOnTheBoardAndAnAnalysisStopsWithoutPlaying() throws Exception {
        try (PlayServer server = gomokuPage("nbest")) {
            assertTrue(browser.getCurrentUrl().startsWith(server.address()));
            assertTrue(browser.findElement(By.id("bestBox")).isDisplayed(), "Gomoku shows the best-moves controls");
            new Select(browser.findElement(By.id("bestLines"))).selectByVisibleText("3");
            browser.findElement(By.id("showBest")).click();
            // The page has drawn the state the server answered (a click before would hit a replaced board).
            waiting().until(d -> Long.valueOf(3).equals(((JavascriptExecutor) d).executeScript(
                    "return state && state.bestLines;")));

            browser.findElement(By.cssSelector("svg#board rect.cell[data-cell='40']")).click();
            // The fake's three lines: 0,0 (played), 1,0 and 2,0, scored +30, +20, +10.
            // (the person's points clickable again: the state the page draws last, the engine no longer busy)
            waiting().until(d -> labels().split(" ").length == 3 && !d.findElements(By.cssSelector("svg#board rect.cell")).isEmpty());
            assertEquals("1:0:+30 2:1:+20 3:2:+10", labels());
            assertEquals("0", browser.findElement(By.cssSelector("svg#board circle[data-stone='white']")).getAttribute("data-cell"));
            String moves = browser.findElement(By.id("moves")).getText();
            assertEquals("1. 4,4\n2. 0,0", moves);

            browser.findElement(By.id("analyse")).click();
            // No time limit: the fake's DEBUG line's best (1,0, +50 when it analyses) shows while it waits for YXSTOP.
            waiting().until(d -> d.findElement(By.id("status")).getText().contains("analysing")
                    && labels().equals("1:1:+50"));
            assertTrue(browser.findElements(By.cssSelector("svg#board rect.cell")).isEmpty(), "no move while it analyses");
            browser.findElement(By.id("stop")).click();
            waiting().until(d -> labels().equals("1:1:+50 2:2:+40 3:3:+30")
                    && !d.findElements(By.cssSelector("svg#board rect.cell")).isEmpty());
            assertEquals(moves, browser.findElement(By.id("moves")).getText(), "the analysis played nothing");
            assertEquals(1, browser.findElements(By.cssSelector("svg#board circle[data-stone='white']")).size());

            browser.findElement(By.cssSelector("svg#board rect.cell[data-cell='41']")).click();
            waiting().until(d -> d.findElement(By.id("moves")).getText().contains("4. 1,0")
                    && d.findElement(By.id("status")).getText().startsWith("Your move"));
        }
    }

    /** A std Othello page against the engine {@code command} speaking {@code protocol}, open at the person's first move (black). */
    private static PlayServer othelloPage(String protocol, String command) throws Exception {
        OthelloTable othello = new OthelloTable("std", protocol, CommandSplitter.split(command));
        othello.newGame(true, 2000);
        PlayServer server = PlayServer.start(othello, 0);
        browser.get(server.address());
        waiting().until(d -> d.findElement(By.id("status")).getText().startsWith("Your move (black)"));
        return server;
    }

    /** The candidate labels on the board, "rank:point:score" each (read in one script: a poll may redraw the board). */
    private static String labels() {
        return (String) ((JavascriptExecutor) browser).executeScript("return Array.from(document.querySelectorAll("
                + "'svg#board g.candidate')).map(g => g.dataset.candidate + ':' + g.dataset.cell + ':' + g.dataset.score)"
                + ".join(' ');");
    }

    @Test
    void aNarrowWindowStillShowsTheWholeBoard() throws Exception {
        GomokuTable table = new GomokuTable("renju", 15,
                CommandSplitter.split(Fakes.command(FakeGomocupBrain.class, "first")));
        table.newGame(true, 2000);
        try (PlayServer server = PlayServer.start(table, 0)) {
            browser.manage().window().setSize(new org.openqa.selenium.Dimension(420, 800));
            browser.get(server.address());
            waiting().until(d -> d.findElement(By.id("status")).getText().startsWith("Your move"));
            Number boardWidth = (Number) ((JavascriptExecutor) browser).executeScript(
                    "return document.getElementById('board').getBoundingClientRect().right;");
            Number viewport = (Number) ((JavascriptExecutor) browser).executeScript("return window.innerWidth;");
            assertTrue(boardWidth.doubleValue() <= viewport.doubleValue() + 1, "board " + boardWidth + " in " + viewport);
            assertTrue(browser.findElement(By.id("title")).getText().contains("renju 15x15"));
        } finally {
            browser.manage().window().setSize(new org.openqa.selenium.Dimension(1000, 800));
        }
    }

    @Test
    void othelloIsPlayedByClickingAndTheEnginesSearchLinesShow() throws Exception {
        try (PlayServer server = othelloPage("json", Fakes.command(FakeFlipSightEngine.class, "think"))) {
            // Black's four first moves by the rules: d3, c4, f5, e6.
            assertEquals(4, browser.findElements(By.cssSelector("svg#board rect.cell")).size());
            browser.findElement(By.cssSelector("svg#board rect.cell[data-cell='19']")).click(); // d3
            waiting().until(d -> d.findElement(By.id("moves")).getText().contains("2. white")
                    && d.findElement(By.id("status")).getText().startsWith("Your move"));
            assertTrue(browser.findElement(By.id("moves")).getText().contains("2. white c3"));
            assertEquals("white", browser.findElement(By.cssSelector("svg#board circle[data-cell='18']"))
                    .getAttribute("data-stone"), "the engine's c3 is on the board");
            // The engine's stderr: after d3 white has c3, e3 and c5, so its search looked at three moves.
            waiting().until(d -> d.findElement(By.id("thinking")).getText().contains("search depth 1 score +3.00 nodes 3 best c3"));
            // The graph: one point, the engine's score for its move 2 (the fake's +3.00).
            waiting().until(d -> d.findElements(By.cssSelector("svg#evalGraph circle[data-ply='2']")).size() == 1);
            assertEquals("+3.00", browser.findElement(By.cssSelector("svg#evalGraph circle[data-ply='2']")).getAttribute("data-score"));
            // The clock: the engine's last move, the person's time running.
            assertTrue(browser.findElement(By.id("clockEngine")).getText().matches("engine \\d+:\\d\\d\\.\\d \\(last move \\d+\\.\\d\\d s\\)"),
                    browser.findElement(By.id("clockEngine")).getText());
            assertTrue(browser.findElement(By.id("clockPerson")).getText().contains("(this move"),
                    browser.findElement(By.id("clockPerson")).getText());

            // A pasted move string sets up a new game: the person then plays the side to move.
            browser.findElement(By.cssSelector("#setupBox summary")).click();
            browser.findElement(By.id("setupMoves")).sendKeys("d3c5f6");
            browser.findElement(By.id("setup")).click();
            waiting().until(d -> d.findElement(By.id("status")).getText().startsWith("Your move (white)"));
            assertEquals("1. black d3\n2. white c5\n3. black f6", browser.findElement(By.id("moves")).getText());
            browser.findElement(By.id("setupMoves")).clear();
            browser.findElement(By.id("setupMoves")).sendKeys("d3d3");
            browser.findElement(By.id("setup")).click();
            waiting().until(d -> d.findElement(By.id("error")).getText().contains("is not legal"));
            assertEquals("1. black d3\n2. white c5\n3. black f6", browser.findElement(By.id("moves")).getText(),
                    "a refused set-up changes nothing");
        }
    }

    @Test
    void anNboardEnginesHintShowsAsLabelsOnTheOthelloSquares() throws Exception {
        try (PlayServer server = othelloPage("nboard", Fakes.command(FakeNBoardEngine.class, "hint"))) {
            assertTrue(browser.findElement(By.id("bestBox")).isDisplayed(), "NBoard Othello shows the best-moves controls");
            new Select(browser.findElement(By.id("bestLines"))).selectByVisibleText("3");
            browser.findElement(By.id("showBest")).click();
            waiting().until(d -> Long.valueOf(3).equals(((JavascriptExecutor) d).executeScript(
                    "return state && state.bestLines;")));
            browser.findElement(By.cssSelector("svg#board rect.cell[data-cell='19']")).click(); // d3
            // The fake's hint after d3: c5 (34) 1.34, e3 (20) 1.20, c3 (18) 1.18; it plays c3 by go.
            waiting().until(d -> labels().split(" ").length == 3 && !d.findElements(By.cssSelector("svg#board rect.cell")).isEmpty());
            assertEquals("1:34:1.34 2:20:1.20 3:18:1.18", labels());
            assertEquals("1. black d3\n2. white c3", browser.findElement(By.id("moves")).getText());

            browser.findElement(By.id("analyse")).click();
            // The analysis is the fake's hint for black, which ends by itself: labels on black's moves, nothing played.
            waiting().until(d -> !labels().isEmpty() && labels().split(" ").length == 3
                    && !labels().startsWith("1:34:") && !d.findElements(By.cssSelector("svg#board rect.cell")).isEmpty());
            assertEquals("1. black d3\n2. white c3", browser.findElement(By.id("moves")).getText(), "the analysis played nothing");
        }
    }

    @Test
    void kalahIsPlayedByClickingAndTheBotsLogShows() throws Exception {
        KalahTable kalah = new KalahTable(CommandSplitter.split(Fakes.command(FakeMancalaBot.class, "first")));
        kalah.newGame(false, 2000);
        try (PlayServer server = PlayServer.start(kalah, 0)) {
            browser.get(server.address());
            // The engine opens: its hole 1, then the person's turn.
            waiting().until(d -> d.findElement(By.id("status")).getText().startsWith("Your move"));
            assertTrue(browser.findElement(By.id("moves")).getText().contains("1. engine 1"));
            browser.findElement(By.cssSelector("svg#board rect.cell[data-cell='6']")).click();
            waiting().until(d -> d.findElement(By.id("moves")).getText().contains("3. engine")
                    && d.findElement(By.id("status")).getText().startsWith("Your move"));
            assertTrue(browser.findElement(By.id("moves")).getText().contains("2. you 6"));
            // The bot's log file as it grew: the OPPONENT line it got, and its search before each move
            // (all six holes full at the start, and again after hole 6 sowed into the bot's holes 1-3).
            waiting().until(d -> {
                String t = d.findElement(By.id("thinking")).getText();
                return t.contains("got OPPONENT 6") && t.indexOf("search depth 1: move 1, 6 nodes")
                        != t.lastIndexOf("search depth 1: move 1, 6 nodes");
            });
            // The engine's hole 1 after its two moves: emptied twice, one stone sowed in by hole 6 in between.
            assertEquals("0", browser.findElement(By.cssSelector("svg#board ellipse[data-engine-hole='1'] + text")).getText());
        }
    }
}
