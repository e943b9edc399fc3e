package dev.gamebots.bench.arena.gomoku;

import dev.gamebots.bench.arena.match.FileErrors;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Opening files, one opening per line, stones alternating black, white, ... from the first:
 * <ul>
 *   <li>the Gomocup "offset" format {@code dx,dy, dx,dy, ...}: x = size/2 + dx, y = size/2 + dy
 *       (GomocupJudge, c-gomoku-cli, Piskvork);</li>
 *   <li>the "pos" format {@code h8i9j10}: letter = x from a, number = y from 1.</li>
 * </ul>
 * Blank lines and lines starting with # are skipped.
 */
public final class Openings {

    private static final Pattern POS = Pattern.compile("([a-zA-Z])(\\d+)");

    private Openings() {
    }

    /**
     * The openings of {@code file}, each as its stones' {x, y} pairs in order.
     *
     * @throws IllegalArgumentException with a one-line reason: no such file, not readable, a bad line
     */
    public static List<List<int[]>> load(Path file, int size) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("openings file not found: " + file);
        } catch (IOException e) {
            throw new IllegalArgumentException("openings file " + file + ": cannot read it (" + FileErrors.reason(e) + ")");
        }
        List<List<int[]>> out = new ArrayList<>();
        int lineNo = 0;
        for (String raw : lines) {
            lineNo++;
            String line = raw.trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                out.add(parse(line, size));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("openings file " + file + " line " + lineNo + ": " + e.getMessage(), e);
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("openings file " + file + " has no openings");
        }
        return out;
    }

    /** One opening line in either format; throws when a stone is off the board or repeated. */
    public static List<int[]> parse(String line, int size) {
        List<int[]> stones = new ArrayList<>();
        if (line.contains(",")) {
            String[] parts = line.split(",");
            if (parts.length % 2 != 0) {
                throw new IllegalArgumentException("odd number of offsets");
            }
            for (int i = 0; i < parts.length; i += 2) {
                int dx = Integer.parseInt(parts[i].trim());
                int dy = Integer.parseInt(parts[i + 1].trim());
                stones.add(new int[] {size / 2 + dx, size / 2 + dy});
            }
        } else {
            Matcher m = POS.matcher(line);
            int end = 0;
            while (m.find()) {
                if (m.start() != end) {
                    throw new IllegalArgumentException("not a move list: " + line);
                }
                stones.add(new int[] {Character.toLowerCase(m.group(1).charAt(0)) - 'a', Integer.parseInt(m.group(2)) - 1});
                end = m.end();
            }
            if (end != line.length()) {
                throw new IllegalArgumentException("not a move list: " + line);
            }
        }
        boolean[] seen = new boolean[size * size];
        for (int[] s : stones) {
            if (s[0] < 0 || s[1] < 0 || s[0] >= size || s[1] >= size) {
                throw new IllegalArgumentException("stone " + s[0] + "," + s[1] + " is off the " + size + "x" + size + " board");
            }
            if (seen[s[1] * size + s[0]]) {
                throw new IllegalArgumentException("stone " + s[0] + "," + s[1] + " appears twice");
            }
            seen[s[1] * size + s[0]] = true;
        }
        return stones;
    }
}
