package dev.gamebots.mancala.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.mancala.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code solve} at the edges of its input (issue 28): every refusal says what is wrong. */
class SolveCommandTest {

    private record Run(int code, String text) {
    }

    private static Run solve(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        String[] full = new String[args.length + 1];
        full[0] = "solve";
        System.arraycopy(args, 0, full, 1, args.length);
        int code = Main.run(full, new ByteArrayInputStream(new byte[0]), out, new PrintStream(new ByteArrayOutputStream()));
        return new Run(code, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void noSeedsMeansNoMoveAndAZeroMargin() {
        Run r = solve("--holes", "6", "--seeds", "0");
        assertEquals(0, r.code(), r.text());
        assertFalse(r.text().contains("hole 0"), r.text());
        assertTrue(r.text().contains("no first move") && r.text().contains("margin=0"), r.text());
    }

    @Test
    void eachBadCountIsNamed() {
        Run negative = solve("--holes", "6", "--seeds", "-4");
        assertEquals(2, negative.code());
        assertTrue(negative.text().contains("--seeds must not be negative, not -4"), negative.text());
        Run holes = solve("--holes", "0", "--seeds", "4");
        assertEquals(2, holes.code());
        assertTrue(holes.text().contains("--holes must be 1.."), holes.text());
        Run many = solve("--holes", "6", "--seeds", "11");
        assertEquals(2, many.code());
        assertTrue(many.text().contains("at most 120 seeds in all: 2 x 6 holes x 11 seeds = 132"), many.text());
    }

    @Test
    void aSmallGameIsSolvedToItsKnownMargin() {
        // Kalah(1,1): the first player sows its one seed into its store (an extra move), then has no
        // seeds left; the opponent sweeps its own seed home: 1 - 1, margin 0, the only move hole 1.
        Run r = solve("--holes", "1", "--seeds", "1", "--database-seeds", "0");
        assertEquals(0, r.code(), r.text());
        assertTrue(r.text().contains("best first move hole 1") && r.text().contains("margin=0"), r.text());
    }
}
