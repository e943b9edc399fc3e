package dev.gamebots.gomoku.session;

/**
 * The protocol's numbers: ASCII digits only, with an optional leading '-'. Java's own parsers take
 * any Unicode digit ({@code Integer.parseInt("١٠")} is 10), so a manager's garbage in another script
 * was played as a move; the protocols are written in ASCII, and anything else is malformed input.
 */
public final class AsciiNumbers {

    private AsciiNumbers() {
    }

    /** {@code text} as an int, or throws {@link NumberFormatException} (not ASCII, empty, out of range). */
    public static int parseInt(String text) {
        long v = parseLong(text);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw new NumberFormatException("out of range: " + text);
        }
        return (int) v;
    }

    /** {@code text} as a long, or throws {@link NumberFormatException} (not ASCII, empty, out of range). */
    public static long parseLong(String text) {
        int n = text.length();
        int i = n > 0 && text.charAt(0) == '-' ? 1 : 0;
        if (i == n) {
            throw new NumberFormatException("not a number: " + text);
        }
        for (int j = i; j < n; j++) {
            char c = text.charAt(j);
            if (c < '0' || c > '9') {
                throw new NumberFormatException("not an ASCII number: " + text);
            }
        }
        // Only ASCII digits are left, so the library's range check is all that remains to do.
        return Long.parseLong(text);
    }
}
