package dev.gamebots.gomoku.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.PatternCode;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The pattern-code evaluation against the engine whose published tables it reads: with those
 * tables, our board's codes, threat masks and two-ply average give, on 120 random positions of
 * freestyle, standard and renju, exactly the static evaluation Rapfi printed for them
 * ({@code rapfi-static-evals.tsv}). The tables are read from ../shared (never part of the
 * repository); the test is skipped where they are missing.
 */
class PatternEvaluationTest {

    private static Path referenceTables() {
        for (String base : new String[] {"../../shared", "../shared", "../../../shared"}) {
            Path p = Path.of(base, "data/gomoku/rapfi-classical/model220723.bin");
            if (Files.isRegularFile(p)) {
                return p;
            }
        }
        return null;
    }

    @Test
    void matchesRapfiStaticEvaluationWithItsTables() throws IOException {
        Path file = referenceTables();
        assumeTrue(file != null, "the published classical tables are not beside this checkout");
        PatternModel model = PatternModel.read(file);
        assertEquals(250.0, model.scale());
        int checked = 0;
        try (InputStream in = getClass().getResourceAsStream("rapfi-static-evals.tsv");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\t");
                int size = Integer.parseInt(f[1]);
                Board b = new Board(size, size, Rule.fromGomocup(Integer.parseInt(f[0])));
                PatternEvaluation eval = PatternEvaluation.attach(b, model);
                for (String mv : f[3].split(" ")) {
                    String[] xy = mv.split(",");
                    int p = b.index(Integer.parseInt(xy[0]), Integer.parseInt(xy[1]));
                    assertEquals(true, b.isLegal(p), line);
                    b.makeMove(p);
                }
                int v = eval.evaluate(b);
                int black = b.sideToMove() == Stones.BLACK ? v : -v;
                assertEquals(Integer.parseInt(f[2]), black, line);
                checked++;
            }
        }
        assertEquals(120, checked);
    }

    @Test
    void tablesAttachedMidGameEvaluateLikeTablesAttachedAtTheStart() {
        SplittableRandom r = new SplittableRandom(8);
        PatternModel m = new PatternModel(250, random(r, PatternCode.COUNT), random(r, PatternModel.MASKS),
                random(r, 2 * PatternCode.COUNT));
        Board early = new Board(15, 15, Rule.FREESTYLE);
        PatternEvaluation fromStart = PatternEvaluation.attach(early, m);
        Board late = new Board(15, 15, Rule.FREESTYLE);
        int[][] moves = {{7, 7}, {8, 8}, {6, 8}, {9, 9}, {7, 9}, {5, 5}};
        for (int i = 0; i < moves.length - 1; i++) {
            early.makeMove(early.index(moves[i][0], moves[i][1]));
            late.makeMove(late.index(moves[i][0], moves[i][1]));
        }
        PatternEvaluation midGame = PatternEvaluation.attach(late, m);
        // The balance before the last move was never summed with these values: the current one stands in.
        assertEquals(late.codeValueSum(Stones.BLACK) - late.codeValueSum(Stones.WHITE), late.previousCodeBalance());
        assertEquals(early.codeValueSum(Stones.BLACK) - early.codeValueSum(Stones.WHITE),
                late.codeValueSum(Stones.BLACK) - late.codeValueSum(Stones.WHITE));
        int[] last = moves[moves.length - 1];
        early.makeMove(early.index(last[0], last[1]));
        late.makeMove(late.index(last[0], last[1]));
        assertEquals(fromStart.evaluate(early), midGame.evaluate(late));
        late.unmakeMove();
        late.unmakeMove();
        early.unmakeMove();
        early.unmakeMove();
        late.makeMove(late.index(moves[4][0], moves[4][1]));
        early.makeMove(early.index(moves[4][0], moves[4][1]));
        assertEquals(fromStart.evaluate(early), midGame.evaluate(late), "after a takeback the history is known again");
    }

    @Test
    void rawLayoutRoundTrips() throws IOException {
        SplittableRandom r = new SplittableRandom(1);
        short[][] v = random(r, PatternCode.COUNT);
        short[][] t = random(r, PatternModel.MASKS);
        short[][] s = random(r, 2 * PatternCode.COUNT);
        PatternModel m = new PatternModel(123.5, v, t, s);
        byte[] bytes = m.toBytes();
        assertEquals(PatternModel.WITH_CARO_BYTES, bytes.length, "a caro table: the published layout and caro's after it");
        assertRoundTrip(m, bytes);
        // Without a caro table: the published layout, whose bytes are the first ones of the longer file.
        v[PatternModel.CARO_TABLE] = new short[PatternCode.COUNT];
        t[PatternModel.CARO_TABLE] = new short[PatternModel.MASKS];
        s[PatternModel.CARO_TABLE] = new short[2 * PatternCode.COUNT];
        byte[] published = m.toBytes();
        assertEquals(PatternModel.RAW_BYTES, published.length);
        assertArrayEquals(published, java.util.Arrays.copyOf(bytes, PatternModel.RAW_BYTES));
        assertRoundTrip(m, published);
        for (int length : new int[] {PatternModel.RAW_BYTES - 1, PatternModel.RAW_BYTES + 1,
                PatternModel.WITH_CARO_BYTES - 1, PatternModel.WITH_CARO_BYTES + 1}) {
            byte[] other = java.util.Arrays.copyOf(bytes, length);
            assertThrows(IOException.class, () -> PatternModel.read(new ByteArrayInputStream(other)), length + " bytes");
        }
    }

    /** {@code bytes}, read back, are {@code m}'s scale and tables, and write back to themselves. */
    private static void assertRoundTrip(PatternModel m, byte[] bytes) throws IOException {
        PatternModel back = PatternModel.read(new ByteArrayInputStream(bytes));
        assertEquals(m.scale(), back.scale());
        for (int i = 0; i < PatternModel.TABLES; i++) {
            assertArrayEquals(m.values(i), back.values(i));
            assertArrayEquals(m.threatValues(i), back.threatValues(i));
            assertArrayEquals(m.scores(i), back.scores(i));
        }
        assertArrayEquals(bytes, back.toBytes());
    }

    @Test
    void theShippedFileWritesBackByteForByte() throws IOException {
        // The shipped tables have a caro table (since G15): read and written again they are the same
        // 91,888 bytes; without it the same model is the published 73,512-byte layout, the file's head.
        byte[] file;
        try (InputStream in = ShippedModel.class.getResourceAsStream(ShippedModel.RESOURCE)) {
            file = in.readAllBytes();
        }
        assertEquals(PatternModel.WITH_CARO_BYTES, file.length);
        PatternModel shipped = PatternModel.read(new ByteArrayInputStream(file));
        assertTrue(shipped.hasTable(PatternModel.CARO_TABLE), "caro present");
        assertArrayEquals(file, shipped.toBytes());
        PatternModel noCaro = PatternModel.read(new ByteArrayInputStream(file));
        java.util.Arrays.fill(noCaro.values(PatternModel.CARO_TABLE), (short) 0);
        java.util.Arrays.fill(noCaro.threatValues(PatternModel.CARO_TABLE), (short) 0);
        java.util.Arrays.fill(noCaro.scores(PatternModel.CARO_TABLE), (short) 0);
        assertArrayEquals(java.util.Arrays.copyOf(file, PatternModel.RAW_BYTES), noCaro.toBytes(),
                "without caro: the published layout");
    }

    @Test
    void caroEvaluatesWithItsTableOnlyWhenTheModelHasOne() {
        SplittableRandom r = new SplittableRandom(2);
        short[][] v = random(r, PatternCode.COUNT);
        short[][] t = random(r, PatternModel.MASKS);
        short[][] s = random(r, 2 * PatternCode.COUNT);
        PatternModel m = new PatternModel(1, v, t, s);
        for (Rule caro : new Rule[] {Rule.CARO, Rule.fromGomocup(9)}) {
            Board b = new Board(15, 15, caro);
            assertNotNull(PatternEvaluation.attach(b, m), caro.toString());
            assertEquals(PatternModel.CARO_TABLE, PatternModel.tableIndex(caro, Stones.BLACK));
            assertEquals(PatternModel.CARO_TABLE, PatternModel.tableIndex(caro, Stones.WHITE));
        }
        v[PatternModel.CARO_TABLE] = new short[PatternCode.COUNT];
        assertNull(PatternEvaluation.attach(new Board(15, 15, Rule.CARO), m), "no caro values: the hand-set evaluation");
        assertNotNull(PatternEvaluation.attach(new Board(15, 15, Rule.FREESTYLE), m));
    }

    private static short[][] random(SplittableRandom r, int n) {
        short[][] t = new short[PatternModel.TABLES][n];
        for (short[] row : t) {
            for (int i = 0; i < n; i++) {
                row[i] = (short) r.nextInt(-3000, 3000);
            }
        }
        return t;
    }
}
