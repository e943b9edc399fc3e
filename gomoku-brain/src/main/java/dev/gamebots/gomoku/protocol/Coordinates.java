package dev.gamebots.gomoku.protocol;

import dev.gamebots.gomoku.session.AsciiNumbers;

/**
 * Parsing of the protocol's comma-separated numbers ({@code x,y} and {@code x,y,field}): ASCII
 * digits only (another script's digits are malformed input, not a move), spaces around them allowed.
 */
final class Coordinates {

    private Coordinates() {
    }

    /** {@code "a,b"} as {a, b}, or null. */
    static int[] parsePair(String text) {
        return parse(text, 2);
    }

    /** {@code n} comma-separated numbers as an array, or null. */
    static int[] parse(String text, int n) {
        String[] parts = text.strip().split(",", -1);
        if (parts.length != n) {
            return null;
        }
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            try {
                out[i] = AsciiNumbers.parseInt(parts[i].strip());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return out;
    }
}
