package dev.gamebots.gomoku.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.search.SearchConfig;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Game files as selfplay writes them and as they are committed (gzip'd), read back whole or refused. */
class GameFilesTest {

    @TempDir
    Path dir;

    private static List<GameRecord> games(int n) {
        SelfPlay play = new SelfPlay(Rule.FREESTYLE, 15, 300, 7, null, 1, SearchConfig.defaults());
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            games.add(play.play(i));
        }
        return games;
    }

    private static byte[] text(List<GameRecord> games) {
        StringBuilder b = new StringBuilder();
        for (GameRecord g : games) {
            b.append(g.format()).append('\n');
        }
        return b.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] gzip(byte[] data) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(bytes)) {
            out.write(data);
        }
        return bytes.toByteArray();
    }

    @Test
    void plainAndGzipFilesOfAFolderReadBackToTheSameGamesInNameOrder() throws IOException {
        List<GameRecord> all = games(6);
        Files.write(dir.resolve("games-00000.txt.gz"), gzip(text(all.subList(0, 4))));
        Files.write(dir.resolve("games-00001.txt"), text(all.subList(4, 6)));
        Files.writeString(dir.resolve("README.md"), "not games");
        List<Path> files = GameFiles.expand(dir);
        assertEquals(List.of("games-00000.txt.gz", "games-00001.txt"),
                files.stream().map(p -> p.getFileName().toString()).toList());
        List<GameRecord> read = new ArrayList<>();
        for (Path f : files) {
            read.addAll(GameFiles.read(f, Integer.MAX_VALUE));
        }
        assertEquals(all, read);
        assertTrue(all.stream().allMatch(g -> g.plies() > g.opening()), "games were played past their openings");
        assertEquals(all.subList(0, 2), GameFiles.read(files.get(0), 2));
    }

    @Test
    void aCutGzipFileOrABadLineIsRefusedWithItsName() throws IOException {
        byte[] packed = gzip(text(games(4)));
        Path cut = dir.resolve("cut.txt.gz");
        Files.write(cut, Arrays.copyOf(packed, packed.length / 2));
        IOException e = assertThrows(IOException.class, () -> GameFiles.read(cut, Integer.MAX_VALUE));
        assertTrue(e.getMessage().contains("cut.txt.gz") && e.getMessage().contains("damaged or cut"), e.getMessage());
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, games(1).get(0).format() + "\n0 15 1 2 3,4,0 5,6\n");
        IOException b = assertThrows(IOException.class, () -> GameFiles.read(bad, Integer.MAX_VALUE));
        assertTrue(b.getMessage().contains("bad.txt, line 2"), b.getMessage());
    }
}
