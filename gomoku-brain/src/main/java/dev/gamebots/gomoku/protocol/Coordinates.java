package dev.gamebots.gomoku.protocol;

/** Parsing of the protocol's comma-separated numbers ({@code x,y} and {@code x,y,field}). */
final class Coordinates {

    private Coordinates() {
    }

    /** {@code "a,b"} as {a, b} (spaces around numbers allowed), or null. */
    static int[] parsePair(String text) {
        return parse(text, 2);
    }

    /** {@code "a,b,c"} as {a, b, c}, or null. */
    static int[] parseTriple(String text) {
        return parse(text, 3);
    }

    private static int[] parse(String text, int n) {
        String[] parts = text.strip().split(",", -1);
        if (parts.length != n) {
            return null;
        }
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            try {
                out[i] = Integer.parseInt(parts[i].strip());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return out;
    }
}
