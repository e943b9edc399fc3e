package dev.gamebots.bench.arena.othello;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A file of match starts for {@code arena othello --openings}: one line of moves from the initial
 * position per line, square names written together ({@code f5d6c3}; {@code -} is the initial position
 * itself), anything after the first word ignored (the opening book's positions files read as they
 * are), blank lines and {@code #} comments skipped.
 */
public final class StartLines {

    private StartLines() {
    }

    /** The starts of {@code file} for {@code v}; IllegalArgumentException naming the line when one is bad. */
    public static List<RandomStart> load(Path file, Variant v) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("openings file not found or unreadable: " + file);
        }
        List<RandomStart> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String word = line.split("\\s+")[0];
            try {
                out.add(RandomStart.played(v, parse(word, v.size())));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("no openings in " + file);
        }
        return out;
    }

    private static int[] parse(String word, int size) {
        if (word.equals("-")) {
            return new int[0];
        }
        List<Integer> moves = new ArrayList<>();
        int i = 0;
        while (i < word.length()) {
            // A square is a letter and one digit, or on 10x10 a letter and "10".
            int len = size == 10 && i + 3 <= word.length() && word.startsWith("10", i + 1) ? 3 : 2;
            if (i + len > word.length()) {
                throw new IllegalArgumentException("not a line of moves: " + word);
            }
            int sq = Squares.parse(word.substring(i, i + len), size);
            if (sq < 0) {
                throw new IllegalArgumentException("not a square: " + word.substring(i, i + len));
            }
            moves.add(sq);
            i += len;
        }
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }
}
