package dev.gamebots.mancala.solver;

import dev.gamebots.core.BoundTable;
import dev.gamebots.core.SearchResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.mancala.Main;
import dev.gamebots.mancala.rules.Kalah;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Solved values and perfect games of Irving, Donkers and Uiterwijk (2000), Table 9 (test resource
 * kalah/irving2000_table9_exact_values.csv, copied from shared/data/kalah): the {@code solve} command
 * must print the same first-player margin, and every move of the published perfect game must keep it.
 */
class SolvedValuesTest {

    record Row(int holes, int seeds, int margin, String perfectGame) {
    }

    static List<Row> table9() throws IOException {
        List<Row> rows = new ArrayList<>();
        try (InputStream in = SolvedValuesTest.class.getResourceAsStream("/kalah/irving2000_table9_exact_values.csv");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            r.readLine();
            String line;
            while ((line = r.readLine()) != null) {
                String[] f = line.split(",");
                rows.add(new Row(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]), f[4]));
            }
        }
        return rows;
    }

    static boolean fast(Row row) {
        return row.holes() == 4 || (row.holes() == 5 && row.seeds() <= 4) || (row.holes() == 6 && row.seeds() <= 2);
    }

    /** Runs {@code solve} in-process and returns the integer after "margin=" on its last line. */
    static int solveCommand(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        String[] full = new String[args.length + 1];
        full[0] = "solve";
        System.arraycopy(args, 0, full, 1, args.length);
        int rc = Main.run(full, new ByteArrayInputStream(new byte[0]), out, out);
        String text = bytes.toString(StandardCharsets.UTF_8).strip();
        assertEquals(0, rc, text);
        String last = text.substring(text.lastIndexOf('\n') + 1);
        assertTrue(last.matches("margin=-?\\d+"), "last line: " + last);
        return Integer.parseInt(last.substring("margin=".length()));
    }

    @Test
    void smallBoardsMatchTheTable() throws IOException {
        int checked = 0;
        for (Row row : table9()) {
            if (fast(row)) {
                int margin = solveCommand("--holes", "" + row.holes(), "--seeds", "" + row.seeds(), "--table-mb", "32");
                assertEquals(row.margin(), margin, "Kalah(" + row.holes() + "," + row.seeds() + ")");
                checked++;
            }
        }
        assertEquals(6 + 4 + 2, checked);
    }

    /**
     * The perfect game printed for Kalah(4,6) is not a legal game under these rules (nor under the
     * variant that skips the origin hole on a lap): at its 19th character player 2 sows a 16-seed hole
     * for a 4-point loss by our solver, and a few moves later the turn no longer passes where the
     * '-' marks say. Every other published game is legal with the turn passing exactly at the marks,
     * so this one is taken as a transcription error; the (4,6) margin itself is checked above.
     */
    static boolean perfectGameUsable(Row row) {
        return !(row.holes() == 4 && row.seeds() == 6);
    }

    @Test
    void publishedPerfectGamesOfSmallBoardsKeepTheMargin() throws IOException {
        int followed = 0;
        for (Row row : table9()) {
            if (fast(row) && perfectGameUsable(row)) {
                followPerfectGame(row, null);
                followed++;
            }
        }
        assertEquals(11, followed);
    }

    /** Kalah(6,3) = +2: a few seconds. */
    @Test
    @Tag("slow")
    void kalah63() throws IOException {
        checkLargerBoard(6, 3, true);
    }

    /** Kalah(5,5) = +2: about a minute (plus the database's first build). */
    @Test
    @Tag("slow")
    void kalah55() throws IOException {
        checkLargerBoard(5, 5, true);
    }

    /**
     * Kalah(5,6) = +2: about 10 minutes here (1.1 G nodes); the perfect game is not replayed, its
     * dozens of exact solves would double that.
     */
    @Test
    @Tag("slow")
    void kalah56() throws IOException {
        checkLargerBoard(5, 6, false);
    }

    private static void checkLargerBoard(int holes, int seeds, boolean replay) throws IOException {
        Row row = table9().stream().filter(r -> r.holes() == holes && r.seeds() == seeds).findFirst().orElseThrow();
        // Five-hole boards hold up to 60 seeds: they need the larger database (K=18 was more than 20
        // times slower than K=20 on (5,5)).
        int k = holes == 6 ? 16 : 20;
        long t0 = System.nanoTime();
        int margin = solveCommand("--holes", "" + holes, "--seeds", "" + seeds, "--table-mb", "512", "--database-seeds", "" + k);
        assertEquals(row.margin(), margin, "Kalah(" + holes + "," + seeds + ")");
        System.out.printf("Kalah(%d,%d) solved in %.1f s%n", holes, seeds, (System.nanoTime() - t0) / 1e9);
        if (replay) {
            followPerfectGame(row, DatabaseCache.inTempFolder().loadOrBuild(holes, k));
        }
    }

    /**
     * The contest's game: Kalah(6,4) is a first-player win by 10, and hole 3 is the only first move
     * that keeps it. The time of this test goes to docs/benchmarks.md.
     */
    @Test
    @Tag("slow")
    void kalah64IsAWinByTen() throws IOException {
        long t0 = System.nanoTime();
        assertEquals(10, solveCommand("--holes", "6", "--seeds", "4", "--table-mb", "1024", "--database-seeds", "16"));
        System.out.printf("Kalah(6,4) solved in %.1f s%n", (System.nanoTime() - t0) / 1e9);
        Row row = table9().stream().filter(r -> r.holes() == 6 && r.seeds() == 4).findFirst().orElseThrow();
        followPerfectGame(row, DatabaseCache.inTempFolder().loadOrBuild(6, 16));
    }

    /**
     * Plays the published perfect game (Irving's notation: holes from 0 at the mover's left, '-' where
     * the turn passes) checking that the turn passes exactly at each '-' (extra turns elsewhere) and
     * that the exact margin for player 1 stays the table's after every move.
     */
    static void followPerfectGame(Row row, EndgameDatabase db) {
        Kalah k = new Kalah(row.holes(), row.seeds());
        Solver solver = new Solver(row.holes(), BoundTable.ofMegabytes(db == null ? 64 : 512), db, Clock.SYSTEM);
        String game = row.perfectGame();
        String where = "Kalah(" + row.holes() + "," + row.seeds() + ") perfect game " + game;
        for (int i = 0; i < game.length(); i++) {
            char c = game.charAt(i);
            if (c == '-') {
                continue;
            }
            assertTrue(!k.isTerminal(), where + ": game over too early at " + i);
            int mover = k.sideToMove();
            k.makeMove(c - '0');
            boolean turnPasses = i + 1 < game.length() && game.charAt(i + 1) == '-';
            if (!k.isTerminal()) {
                if (turnPasses) {
                    assertNotEquals(mover, k.sideToMove(), where + ": the turn should pass after move " + i);
                } else if (i + 1 < game.length()) {
                    assertEquals(mover, k.sideToMove(), where + ": extra turn expected after move " + i);
                }
                SearchResult r = solver.solveExact(k, 0);
                int forPlayer1 = k.sideToMove() == 0 ? k.storeDifference() + r.score() : -(k.storeDifference() + r.score());
                assertEquals(row.margin(), forPlayer1, where + ": margin after move " + i);
            }
        }
        assertTrue(k.isTerminal(), where + ": the game should be over");
        int final1 = k.sideToMove() == 0 ? k.outcome() : -k.outcome();
        assertEquals(row.margin(), final1, where + ": final margin");
    }
}
