package dev.gamebots.othello.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.ReferenceOthello;
import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archive keeps games exactly: written and read back, every record is the same, replays legally
 * under an independent implementation of the rules (the test's {@link ReferenceOthello}) and ends on
 * the recorded disc count; a damaged or truncated file is refused with a message, never read short.
 */
class GameArchiveTest {

    /** Cheap games: depth 2, exact from 10 empties, the hand-made evaluation. */
    private static final ArchiveSelfPlay.Level LEVEL = new ArchiveSelfPlay.Level(Variant.STD, null, 2, 10, 8, 20);

    private static List<GameRecord> games(Variant variant, int n) {
        ArchiveSelfPlay.Level level = new ArchiveSelfPlay.Level(variant, null, 2, 10, 8, 20);
        ArchiveSelfPlay player = new ArchiveSelfPlay(level);
        GameRecord[] out = new GameRecord[n];
        for (int g = 0; g < n; g++) {
            out[g] = player.play(g, SelfPlayRun.gameSeed(5, 0, g));
        }
        return List.of(out);
    }

    @Test
    void gamesWrittenAndReadBackAreTheSameAndReplayUnderTheReferenceRules(@TempDir Path tmp) throws IOException {
        List<GameRecord> games = games(Variant.STD, 12);
        File file = tmp.resolve("std-00000.games.gz").toFile();
        GameArchive.write(file, new GameArchive.Chunk(Variant.STD, "test run", 5, games));
        GameArchive.Chunk back = GameArchive.read(file);
        assertEquals(Variant.STD, back.variant());
        assertEquals("test run", back.provenance());
        assertEquals(5, back.seed());
        assertEquals(games.size(), back.games().size());
        for (int g = 0; g < games.size(); g++) {
            GameRecord a = games.get(g);
            GameRecord b = back.games().get(g);
            assertEquals(a.number(), b.number());
            assertEquals(a.openingMoves(), b.openingMoves());
            assertEquals(a.solvedEmpties(), b.solvedEmpties());
            assertEquals(a.solvedScore(), b.solvedScore());
            assertEquals(a.blackMinusWhite(), b.blackMinusWhite());
            assertArrayEquals(a.moves(), b.moves());
            assertTrue(b.openingMoves() >= 8 && b.openingMoves() <= 20, "random opening length " + b.openingMoves());
            assertReplaysUnderTheReference(b);
            // The project's own replay agrees, and from the first solve on the game is perfect play.
            GameReplay.replay(Variant.STD, b, null);
            assertTrue(b.solvedEmpties() > 0 && b.solvedEmpties() <= 10, "solved at " + b.solvedEmpties());
        }
        // About 60 bytes a game before compression: header bytes plus one byte a move.
        assertTrue(file.length() < 70L * games.size() + 100, "file size " + file.length());
    }

    /** The reference rules (a plain mailbox implementation) play the record's moves and count the discs. */
    private static void assertReplaysUnderTheReference(GameRecord game) {
        ReferenceOthello ref = new ReferenceOthello(Variant.STD);
        for (int i = 0; i < game.length(); i++) {
            int m = game.move(i);
            List<Integer> legal = ref.legalMoves(ref.toMove);
            if (m == GameRecord.PASS) {
                assertTrue(legal.isEmpty() && !ref.gameOver(), "game " + game.number() + " move " + i + ": a pass");
                ref.play(-1);
            } else {
                assertTrue(legal.contains(m), "game " + game.number() + " move " + i + " square " + m);
                ref.play(m);
            }
        }
        assertTrue(ref.gameOver(), "game " + game.number() + " is over");
        assertEquals(game.blackMinusWhite(), ref.count(OthelloBoard.BLACK) - ref.count(OthelloBoard.WHITE));
    }

    @Test
    void aTruncatedOrDamagedFileIsRefusedWithAMessageNamingIt(@TempDir Path tmp) throws IOException {
        File file = tmp.resolve("std-00000.games.gz").toFile();
        GameArchive.write(file, new GameArchive.Chunk(Variant.STD, "test run", 5, games(Variant.STD, 6)));
        byte[] whole = Files.readAllBytes(file.toPath());

        for (int cut : new int[] {whole.length - 1, whole.length - 9, whole.length / 2, 12}) {
            File shorter = tmp.resolve("cut-" + cut + ".games.gz").toFile();
            Files.write(shorter.toPath(), Arrays.copyOf(whole, cut));
            IOException e = assertThrows(IOException.class, () -> GameArchive.read(shorter), "cut at " + cut);
            assertTrue(e.getMessage().contains(shorter.getPath()), e.getMessage());
        }
        // A flipped bit in the compressed body: inflation or gzip's CRC catches it.
        for (int at : new int[] {whole.length / 3, whole.length / 2, whole.length - 12}) {
            byte[] bad = whole.clone();
            bad[at] ^= 0x10;
            File damaged = tmp.resolve("bad-" + at + ".games.gz").toFile();
            Files.write(damaged.toPath(), bad);
            IOException e = assertThrows(IOException.class, () -> GameArchive.read(damaged), "bit flipped at " + at);
            assertTrue(e.getMessage().contains(damaged.getPath()), e.getMessage());
        }
        File other = tmp.resolve("not.games.gz").toFile();
        Files.writeString(other.toPath(), "hello");
        assertThrows(IOException.class, () -> GameArchive.read(other));
    }

    @Test
    void aRecordWithAnIllegalMoveOrAWrongResultIsRefused() {
        GameRecord good = games(Variant.STD, 1).get(0);
        byte[] moves = good.moves().clone();
        moves[3] = 0; // a1 is never legal on the fourth move
        GameRecord illegal = new GameRecord(good.number(), good.openingMoves(), good.solvedEmpties(),
                good.solvedScore(), moves, good.blackMinusWhite());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GameReplay.replay(Variant.STD, illegal, null));
        assertTrue(e.getMessage().contains("move 4 (a1) is illegal"), e.getMessage());
        GameRecord wrongResult = new GameRecord(good.number(), good.openingMoves(), good.solvedEmpties(),
                good.solvedScore(), good.moves(), good.blackMinusWhite() + 2);
        assertThrows(IllegalArgumentException.class, () -> GameReplay.replay(Variant.STD, wrongResult, null));
        GameRecord cutShort = new GameRecord(good.number(), good.openingMoves(), good.solvedEmpties(),
                good.solvedScore(), Arrays.copyOf(good.moves(), good.length() - 1), good.blackMinusWhite());
        assertThrows(IllegalArgumentException.class, () -> GameReplay.replay(Variant.STD, cutShort, null));
    }

    @Test
    void anti10x10AndReversiGamesReplayToo() {
        for (Variant v : new Variant[] {Variant.ANTI, Variant.REVERSI, Variant.GRAND}) {
            for (GameRecord g : games(v, 2)) {
                OthelloBoard end = GameReplay.replay(v, g, null);
                assertTrue(end.isTerminal());
            }
        }
    }

    @Test
    void chunkFilesAreFoundRecursivelyInPathOrder(@TempDir Path tmp) throws IOException {
        File root = tmp.toFile();
        File gen2 = new File(root, "gen2");
        File gen1 = new File(root, "gen1");
        assertTrue(gen1.mkdirs() && gen2.mkdirs());
        for (File f : new File[] {new File(gen2, "std-00000.games.gz"), new File(gen1, "std-00001.games.gz"),
                new File(gen1, "std-00000.games.gz"), new File(gen1, "notes.txt")}) {
            Files.writeString(f.toPath(), "");
        }
        List<File> files = GameArchive.chunkFiles(root);
        assertEquals(List.of(new File(gen1, "std-00000.games.gz"), new File(gen1, "std-00001.games.gz"),
                new File(gen2, "std-00000.games.gz")), files);
        assertEquals(LEVEL.variant(), Variant.STD);
    }
}
