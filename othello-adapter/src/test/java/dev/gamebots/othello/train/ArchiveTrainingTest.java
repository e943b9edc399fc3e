package dev.gamebots.othello.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.othello.rules.ReferenceOthello;
import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Archived games become the right training positions: the positions after the random opening where
 * the side to move has a move, labelled by the final score from that side, exact from the first
 * solve on; checked against the test's own replay with the reference rules and a brute-force
 * negamax of the last empties. The generator's chunks resume as selfplay's do.
 */
class ArchiveTrainingTest {

    private static final ArchiveSelfPlay.Level LEVEL = new ArchiveSelfPlay.Level(Variant.STD, null, 2, 10, 8, 20);

    private static ArchiveRun.Settings settings(ArchiveSelfPlay.Level level) {
        return new ArchiveRun.Settings(level, 11, "test level");
    }

    @Test
    void positionsAfterTheOpeningAreLabelledByTheFinalScoreAndExactFromTheSolve() throws Exception {
        for (Variant variant : new Variant[] {Variant.STD, Variant.ANTI}) {
            ArchiveSelfPlay.Level level = new ArchiveSelfPlay.Level(variant, null, 2, 10, 8, 20);
            List<GameRecord> games = ArchiveRun.play(settings(level), 0, 6, 1);
            TrainingSet set = ArchiveTraining.positions(variant, games, 100);
            int i = 0;
            for (int g = 0; g < games.size(); g++) {
                GameRecord game = games.get(g);
                ReferenceOthello ref = new ReferenceOthello(variant);
                int bruteForced = 0;
                for (int m = 0; m < game.length(); m++) {
                    int move = game.move(m);
                    boolean trained = m >= game.openingMoves() && move != GameRecord.PASS;
                    if (trained) {
                        long own = bits(ref, ref.toMove);
                        long opp = bits(ref, 3 - ref.toMove);
                        assertEquals(own, set.ownLo(i), "game " + g + " move " + m);
                        assertEquals(opp, set.oppLo(i));
                        assertEquals(100 + g, set.game(i));
                        int result = (ref.toMove == 1 ? 1 : -1) * game.blackMinusWhite() * (variant.isAnti() ? -1 : 1);
                        assertEquals(result, set.result(i), "label from the side to move");
                        int empties = 64 - Long.bitCount(own | opp);
                        assertEquals(empties <= game.solvedEmpties(), set.exact(i), "exact from the solve on");
                        if (empties <= 7 && bruteForced++ == 0) {
                            // Perfect play from the solve on: the final score is the position's value.
                            assertEquals(negamax(ref), result, "brute-force value, game " + g + " move " + m);
                        }
                        i++;
                    }
                    ref.play(move == GameRecord.PASS ? -1 : move);
                }
                assertTrue(ref.gameOver());
                assertTrue(bruteForced > 0 || game.solvedEmpties() == 0, "a late position was checked");
            }
            assertEquals(set.size(), i, "no other positions");
        }
    }

    private static long bits(ReferenceOthello ref, int color) {
        long b = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (ref.cells[sq] == color) {
                b |= 1L << sq;
            }
        }
        return b;
    }

    /** The exact value for the side to move by plain negamax over the reference rules. */
    private static int negamax(ReferenceOthello ref) {
        List<Integer> moves = ref.legalMoves(ref.toMove);
        if (moves.isEmpty()) {
            if (ref.legalMoves(3 - ref.toMove).isEmpty()) {
                return ref.result(ref.toMove);
            }
            ReferenceOthello next = ref.copy();
            next.play(-1);
            return -negamax(next);
        }
        int best = -1000;
        for (int m : moves) {
            ReferenceOthello next = ref.copy();
            next.play(m);
            best = Math.max(best, -negamax(next));
        }
        return best;
    }

    @Test
    void aRunStartedAgainPlaysOnlyTheMissingChunksAndTheFilesMatchOneRun(@TempDir Path tmp) throws Exception {
        File whole = tmp.resolve("whole").toFile();
        File resumed = tmp.resolve("resumed").toFile();
        assertTrue(whole.mkdirs() && resumed.mkdirs());
        ArchiveRun.Settings s = settings(LEVEL);
        assertEquals(3, ArchiveRun.run(s, 5, 2, whole, 1, null));

        assertEquals(3, ArchiveRun.run(s, 5, 2, resumed, 1, null));
        assertTrue(ArchiveRun.chunkFile(resumed, s, 1).delete());
        assertTrue(ArchiveRun.chunkFile(resumed, s, 2).delete());
        byte[] kept = Files.readAllBytes(ArchiveRun.chunkFile(resumed, s, 0).toPath());
        assertEquals(2, ArchiveRun.run(s, 5, 2, resumed, 2, null));
        assertArrayEquals(kept, Files.readAllBytes(ArchiveRun.chunkFile(resumed, s, 0).toPath()));
        for (int c = 0; c < 3; c++) {
            assertArrayEquals(Files.readAllBytes(ArchiveRun.chunkFile(whole, s, c).toPath()),
                    Files.readAllBytes(ArchiveRun.chunkFile(resumed, s, c).toPath()), "chunk " + c);
        }
        assertEquals(0, ArchiveRun.run(s, 5, 2, resumed, 1, null));
        // Other settings into the same folder: refused, not mixed in.
        ArchiveRun.Settings other = new ArchiveRun.Settings(LEVEL, 12, "test level");
        IOException e = assertThrows(IOException.class, () -> ArchiveRun.run(other, 5, 2, resumed, 1, null));
        assertTrue(e.getMessage().contains("another run"), e.getMessage());

        // The whole folder reads back as training positions with distinct, consecutive game ids.
        TrainingSet set = ArchiveTraining.read(List.of(whole), Variant.STD, null);
        assertEquals(ArchiveTraining.FIRST_GAME_ID, set.game(0));
        assertEquals(ArchiveTraining.FIRST_GAME_ID + 4, set.game(set.size() - 1));
        assertThrows(IOException.class, () -> ArchiveTraining.read(List.of(whole), Variant.ANTI, null));

        // Trusted from 30 empties: the same positions and labels, exact also where 30 or fewer are empty.
        TrainingSet trusted = new TrainingSet(Variant.STD);
        assertEquals(set.size(), ArchiveTraining.readInto(List.of(whole), trusted, null, 30));
        int early = 0;
        for (int i = 0; i < set.size(); i++) {
            int empties = 64 - Long.bitCount(set.ownLo(i) | set.oppLo(i));
            assertEquals(set.ownLo(i), trusted.ownLo(i));
            assertEquals(set.result(i), trusted.result(i));
            assertEquals(set.exact(i) || empties <= 30, trusted.exact(i), "position " + i);
            early += empties > 30 ? 1 : 0;
            if (trusted.exact(i)) {
                assertEquals(trusted.result(i), trusted.search(i), 0.0, "an exact label is the result");
            }
        }
        assertTrue(early > 0 && early < set.size(), "positions on both sides of 30 empties");
    }

    @Test
    void aChunkWithAGameThatDoesNotReplayIsRefusedForTraining(@TempDir Path tmp) throws Exception {
        List<GameRecord> games = ArchiveRun.play(settings(LEVEL), 0, 2, 1);
        GameRecord g = games.get(1);
        GameRecord lying = new GameRecord(g.number(), g.openingMoves(), g.solvedEmpties(), g.solvedScore() + 2,
                g.moves(), g.blackMinusWhite());
        File file = tmp.resolve("std-00000.games.gz").toFile();
        GameArchive.write(file, new GameArchive.Chunk(Variant.STD, "x", 1, List.of(games.get(0), lying)));
        IOException e = assertThrows(IOException.class, () -> ArchiveTraining.read(List.of(file), Variant.STD, null));
        assertTrue(e.getMessage().contains("game 1: solved"), e.getMessage());
        assertFalse(e.getMessage().isEmpty());
    }
}
