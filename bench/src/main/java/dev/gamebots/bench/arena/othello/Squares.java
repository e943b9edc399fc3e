package dev.gamebots.bench.arena.othello;

import java.util.Locale;

/**
 * Square names: index = row * size + column, a1 = 0; columns a..j, rows 1..10 (row 10 may be
 * written 0 on 10x10: j10 = J0 = 99).
 */
public final class Squares {

    private Squares() {
    }

    public static String name(int square, int size) {
        if (square < 0) {
            return "pass";
        }
        return "" + (char) ('a' + square % size) + (square / size + 1);
    }

    /** The index of a name like "d3" or "J0" (case-insensitive), or -2 if it is not a square of this board. */
    public static int parse(String text, int size) {
        String s = text.trim().toLowerCase(Locale.ROOT);
        if (s.length() < 2 || s.length() > 3) {
            return -2;
        }
        int col = s.charAt(0) - 'a';
        int row;
        try {
            row = Integer.parseInt(s.substring(1));
        } catch (NumberFormatException e) {
            return -2;
        }
        if (size == 10 && row == 0 && s.length() == 2) {
            row = 10;
        }
        if (col < 0 || col >= size || row < 1 || row > size) {
            return -2;
        }
        return (row - 1) * size + col;
    }
}
