package dev.gamebots.gomoku.testdata;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A renju VCF/VCT puzzle from the quintet collection (test resources): the board, the attacker and
 * the expected solution line ({@code J12} = x 9, y 15 - 12).
 */
public record Puzzle(String name, String mode, int attacker, List<String> expected, int[][] grid) {

    /** Loads {@code gomoku-data/<name>.txt}. */
    public static Puzzle load(String name) {
        String text;
        try (InputStream in = Puzzle.class.getResourceAsStream("/gomoku-data/" + name + ".txt")) {
            if (in == null) {
                throw new IllegalArgumentException("no puzzle " + name);
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String mode = null;
        int attacker = 0;
        List<String> expected = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        boolean inBoard = false;
        for (String raw : text.split("\n")) {
            String line = raw.strip();
            if (inBoard) {
                if (!line.isEmpty()) {
                    rows.add(line.replace(" ", ""));
                }
            } else if (line.startsWith("mode:")) {
                mode = line.substring(5).strip();
            } else if (line.startsWith("attacker:")) {
                attacker = line.substring(9).strip().equals("o") ? Stones.BLACK : Stones.WHITE;
            } else if (line.startsWith("expect:")) {
                for (String m : line.substring(7).strip().split(",")) {
                    expected.add(m.strip());
                }
            } else if (line.startsWith("board:")) {
                inBoard = true;
            }
        }
        int size = rows.size();
        int[][] grid = new int[size][size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                char c = rows.get(y).charAt(x);
                grid[x][y] = c == 'o' ? Stones.BLACK : c == 'x' ? Stones.WHITE : Stones.EMPTY;
            }
        }
        return new Puzzle(name, mode, attacker, expected, grid);
    }

    /** The position under renju with the attacker to move. */
    public Board board() {
        Board b = new Board(grid.length, grid.length, Rule.RENJU);
        for (int x = 0; x < grid.length; x++) {
            for (int y = 0; y < grid.length; y++) {
                if (grid[x][y] != Stones.EMPTY) {
                    b.place(b.index(x, y), grid[x][y]);
                }
            }
        }
        b.setSideToMove(attacker);
        return b;
    }

    /** The point of a move written like {@code J12}. */
    public int point(Board b, String move) {
        int x = move.charAt(0) - 'A';
        int row = Integer.parseInt(move.substring(1));
        return b.index(x, grid.length - row);
    }

    /** The expected first move as a point. */
    public int expectedFirst(Board b) {
        return point(b, expected.get(0));
    }
}
