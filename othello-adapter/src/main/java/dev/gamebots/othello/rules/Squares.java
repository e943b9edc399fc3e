package dev.gamebots.othello.rules;

import java.util.Locale;

/** Square names: {@code d3} = 19 on 8x8 and 23 on 10x10; row 10 may be written {@code 10} or {@code 0}. */
public final class Squares {

    private Squares() {
    }

    /** The name of square {@code sq} on a board of {@code size}. */
    public static String name(int sq, int size) {
        return "" + (char) ('a' + sq % size) + (sq / size + 1);
    }

    /**
     * A non-negative number in ASCII digits (at most 9), or -1. Integer.parseInt alone also reads
     * other scripts' digits ("\u0661\u0660" as 10) and a leading '+'; the protocols' numbers are ASCII.
     */
    public static int asciiNumber(String text) {
        if (text == null || text.isEmpty() || text.length() > 9) {
            return -1;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return -1;
            }
        }
        return Integer.parseInt(text);
    }

    /**
     * The square number of a name like {@code d3}, {@code J10} or {@code j0} on a board of {@code size},
     * or -1 when it is not a square of that board.
     */
    public static int parse(String name, int size) {
        if (name == null) {
            return -1;
        }
        String s = name.trim().toLowerCase(Locale.ROOT);
        if (s.length() < 2 || s.length() > 3) {
            return -1;
        }
        int col = s.charAt(0) - 'a';
        if (col < 0 || col >= size) {
            return -1;
        }
        int row = asciiNumber(s.substring(1));
        if (row < 0) {
            return -1;
        }
        if (row == 0 && size == 10) {
            row = 10;
        }
        if (row < 1 || row > size) {
            return -1;
        }
        return (row - 1) * size + col;
    }
}
