package dev.gamebots.mancala.book;

import dev.gamebots.core.SearchResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.mancala.rules.Kalah;
import dev.gamebots.mancala.solver.DatabaseCache;
import dev.gamebots.mancala.solver.EndgameDatabase;
import dev.gamebots.mancala.solver.Solver;
import dev.gamebots.core.BoundTable;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class OpeningBookTest {

    private final OpeningBook book = OpeningBook.contest();

    @Test
    void theShippedBookStartsWithTheSolvedValueOfKalah64() {
        assertTrue(book.size() > 100, "book positions: " + book.size());
        OpeningBook.Entry start = book.lookup(new Kalah(6, 4));
        assertNotNull(start);
        assertEquals(2, start.move(), "hole 3 is the only first move that keeps the win by 10");
        assertEquals(10, start.value());
    }

    @Test
    void everyFirstPositionOfTheSecondPlayerIsInTheBook() {
        int[] count = new int[1];
        forEachOpening(new Kalah(6, 4), k -> {
            OpeningBook.Entry e = book.lookup(k);
            assertNotNull(e, "not in the book:\n" + k.render());
            count[0]++;
        });
        assertTrue(count[0] >= 6);
    }

    /** Calls {@code visit} with every position where player 2 moves for the first time. */
    private static void forEachOpening(Kalah k, java.util.function.Consumer<Kalah> visit) {
        if (k.sideToMove() == 1) {
            visit.accept(k);
            return;
        }
        int[] moves = new int[6];
        int n = k.generateMoves(moves, 0);
        for (int i = 0; i < n; i++) {
            k.makeMove(moves[i]);
            forEachOpening(k, visit);
            k.unmakeMove();
        }
    }

    @Test
    void everyLineIsWellFormed() throws IOException {
        int lines = 0;
        for (String line : shippedLines()) {
            String[] f = line.trim().split("\\s+");
            assertEquals(14, f.length, line);
            int seeds = 0;
            for (int i = 0; i < 12; i++) {
                seeds += Integer.parseInt(f[i]);
            }
            int move = Integer.parseInt(f[12]);
            int value = Integer.parseInt(f[13]);
            assertTrue(move >= 1 && move <= 6 && Integer.parseInt(f[move - 1]) > 0, "legal move: " + line);
            assertTrue(seeds <= 48 && Math.abs(value) <= seeds, "value within the seeds left: " + line);
            lines++;
        }
        assertEquals(book.size(), lines, "no position twice");
    }

    @Test
    void malformedBooksAreRejectedAndLookupsOfOtherBoardsMiss() {
        assertThrows(IllegalArgumentException.class, () -> OpeningBook.read(6, new StringReader("4 4 4\n")));
        assertThrows(IllegalArgumentException.class,
                () -> OpeningBook.read(6, new StringReader("0 4 4 4 4 4 4 4 4 4 4 4 1 0\n")), "empty hole as move");
        assertNull(book.lookup(new Kalah(4, 4)));
    }

    /**
     * The book's entries nearest the end of the game (fewest seeds in the holes) solved again from
     * scratch with a fresh table: same value, and the book's move reaches it.
     */
    @Test
    void theSmallestEntriesAreConfirmedByAFreshSolve() throws IOException {
        // The bot's database, from the temp folder's cache (built once, about 20 s, when missing).
        EndgameDatabase db = DatabaseCache.inTempFolder().loadOrBuild(6, 16);
        List<String> lines = new ArrayList<>(shippedLines());
        lines.sort(java.util.Comparator.comparingInt(OpeningBookTest::seedsInHoles));
        List<String> sample = lines.subList(0, 6);
        assertTrue(seedsInHoles(sample.get(sample.size() - 1)) >= 33, "the sample reaches the book's middle game");
        for (String line : sample) {
            confirm(line, db, 32);
        }
    }

    /** 60 random book entries (up to 42 seeds: minutes each above) solved again from scratch (about a minute). */
    @Test
    @Tag("slow")
    void aSampleOfEntriesIsConfirmedByAFreshSolve() throws IOException {
        EndgameDatabase db = DatabaseCache.inTempFolder().loadOrBuild(6, 16);
        List<String> lines = new ArrayList<>(shippedLines());
        lines.removeIf(line -> seedsInHoles(line) > 42);
        Collections.shuffle(lines, new Random(3));
        for (String line : lines.subList(0, Math.min(60, lines.size()))) {
            confirm(line, db, 256);
        }
    }

    private static int seedsInHoles(String line) {
        String[] f = line.trim().split("\\s+");
        int seeds = 0;
        for (int i = 0; i < 12; i++) {
            seeds += Integer.parseInt(f[i]);
        }
        return seeds;
    }

    /** Solves the line's position from scratch: its value is the book's, and the book's move keeps it. */
    private static void confirm(String line, EndgameDatabase db, int tableMegabytes) {
        String[] f = line.trim().split("\\s+");
        int[] pits = new int[14];
        int inHoles = 0;
        for (int i = 0; i < 6; i++) {
            pits[i] = Integer.parseInt(f[i]);
            pits[7 + i] = Integer.parseInt(f[6 + i]);
            inHoles += pits[i] + pits[7 + i];
        }
        pits[13] = 48 - inHoles; // stores do not change the future gain
        Kalah k = new Kalah(6, pits, 0);
        Solver solver = new Solver(6, BoundTable.ofMegabytes(tableMegabytes), db, Clock.SYSTEM);
        SearchResult r = solver.solveExact(k, 0);
        assertTrue(r.exact());
        assertEquals(Integer.parseInt(f[13]), r.score(), line);
        int move = Integer.parseInt(f[12]) - 1;
        Kalah child = k.copy();
        child.makeMove(move);
        int gain = child.store(0) - k.store(0);
        int v = child.isTerminal() ? child.outcome() - child.storeDifference() : solver.solveExact(child, 0).score();
        assertEquals(r.score(), child.sideToMove() == 0 ? gain + v : gain - v, "the book move keeps the value: " + line);
    }

    private static List<String> shippedLines() throws IOException {
        List<String> lines = new ArrayList<>();
        try (InputStream in = OpeningBook.class.getResourceAsStream(OpeningBook.CONTEST_RESOURCE);
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            String s;
            while ((s = r.readLine()) != null) {
                if (!s.isBlank() && !s.startsWith("#")) {
                    lines.add(s);
                }
            }
        }
        return lines;
    }
}
