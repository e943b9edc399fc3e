package dev.gamebots.gomoku.train;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * Reads training games ({@link GameRecord} lines) from files of {@code selfplay}: plain text, or
 * gzip'd ({@code .gz}: how the committed games under data/gomoku/selfplay are kept, a fifth of the
 * text's size), or a folder of such files taken in name order. A damaged file is refused with its
 * name and the reason rather than read in part, so a fit never silently trains on less than asked.
 */
public final class GameFiles {

    private GameFiles() {
    }

    /** The game files {@code path} stands for: itself, or a folder's {@code .txt} and {@code .txt.gz} files by name. */
    public static List<Path> expand(Path path) throws IOException {
        if (!Files.isDirectory(path)) {
            return List.of(path);
        }
        try (Stream<Path> files = Files.list(path)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".txt") || p.getFileName().toString().endsWith(".txt.gz"))
                    .sorted().toList();
        }
    }

    /**
     * The games of {@code given} files and folders ({@link #expand}), in the order given, up to
     * {@code max} games: the order {@code train} numbers them in, which decides the games it holds out.
     */
    public static List<GameRecord> readAll(List<Path> given, int max) throws IOException {
        List<GameRecord> games = new ArrayList<>();
        for (Path path : given) {
            for (Path f : expand(path)) {
                games.addAll(read(f, max - games.size()));
            }
        }
        return games;
    }

    /** Every game of {@code file}, in order, up to {@code max} games. */
    public static List<GameRecord> read(Path file, int max) throws IOException {
        List<GameRecord> games = new ArrayList<>();
        try (InputStream raw = Files.newInputStream(file);
             InputStream in = file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw;
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            int lineNo = 0;
            String line;
            while (games.size() < max && (line = r.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                try {
                    games.add(GameRecord.parse(line));
                } catch (IllegalArgumentException e) {
                    throw new IOException(file + ", line " + lineNo + ": not a game record (" + e.getMessage() + ")", e);
                }
            }
        } catch (java.io.EOFException | java.util.zip.ZipException e) {
            throw new IOException(file + ": damaged or cut gzip data (" + e.getMessage() + ")", e);
        }
        return games;
    }
}
