package dev.gamebots.othello.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.othello.book.BookBuilder;
import dev.gamebots.othello.book.OpeningBook;
import dev.gamebots.othello.book.SearchedPosition;
import dev.gamebots.othello.rules.Symmetry8;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Variant;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The shipped std book: rebuilt from the committed searched positions it is the same file byte for
 * byte; the engine plays its moves from the start, in every orientation alike, and searches instead
 * when the book is off.
 */
class OpeningBookShippedTest {

    private static final Path SEARCHED = Path.of("..", "data", "othello", "book", "searched-d22.txt");

    @Test
    void theShippedBookIsRebuiltFromTheCommittedSearches() throws Exception {
        List<SearchedPosition> positions = new ArrayList<>();
        for (String line : Files.readAllLines(SEARCHED, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                positions.add(SearchedPosition.parse(line));
            }
        }
        ByteArrayOutputStream rebuilt = new ByteArrayOutputStream();
        BookBuilder.build(positions).write(rebuilt);
        byte[] shipped;
        try (InputStream in = OpeningBook.class.getResourceAsStream(OpeningBook.RESOURCE)) {
            assertNotNull(in, "the jar ships " + OpeningBook.RESOURCE);
            shipped = in.readAllBytes();
        }
        assertArrayEquals(shipped, rebuilt.toByteArray(), "book build --searched " + SEARCHED + " gives the shipped file");
    }

    @Test
    void theEnginePlaysTheBookInEveryOrientationAndSearchesWithoutIt() {
        OpeningBook book = OpeningBook.shipped();
        assertNotNull(book);
        // The start, then each of black's four first moves (the four are images of one another).
        Board8 start = Boards.board8(Variant.STD);
        Engine.Decision first = engine(true).choose(EngineTest.request(start, 60_000, 5_000), System.nanoTime());
        assertEquals("book", first.how(), first.toString());
        assertTrue(start.isLegal(first.move()));
        int[] buf = new int[64];
        int n = start.generateMoves(buf, 0);
        int[] replies = new int[n];
        for (int i = 0; i < n; i++) {
            Board8 after = start.copy();
            after.makeMove(buf[i]);
            Engine.Decision d = engine(true).choose(EngineTest.request(after, 60_000, 5_000), System.nanoTime());
            assertEquals("book", d.how(), "after " + buf[i] + ": " + d);
            replies[i] = d.move();
        }
        // The symmetry taking the first move onto the others takes the book's reply along.
        for (int i = 1; i < n; i++) {
            boolean mapped = false;
            for (int s = 0; s < Symmetry8.COUNT; s++) {
                if (Symmetry8.square(buf[0], s) == buf[i] && Symmetry8.apply(start.own(), s) == start.own()
                        && Symmetry8.apply(start.opp(), s) == start.opp()) {
                    assertEquals(Symmetry8.square(replies[0], s), replies[i], "reply to " + buf[i]);
                    mapped = true;
                }
            }
            assertTrue(mapped, "a symmetry of the start maps " + buf[0] + " onto " + buf[i]);
        }
        Engine.Decision searched = engine(false).choose(EngineTest.request(start, 60_000, 300), System.nanoTime());
        assertNotEquals("book", searched.how(), searched.toString());
    }

    private static Engine engine(boolean book) {
        return new Engine(new Engine.Settings(16, 0, 1, Engine.Settings.DEFAULT_MAX_MOVE_MS, book), Clock.SYSTEM,
                EngineLog.to(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
    }
}
