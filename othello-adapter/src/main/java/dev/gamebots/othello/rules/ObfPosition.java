package dev.gamebots.othello.rules;

/**
 * One line of an OBF file: 64 characters a1..h1, a2..h2, ..., a8..h8 ({@code X} black, {@code O}
 * white, {@code -} empty), a space, the side to move ({@code X} or {@code O}), and optionally
 * {@code ;} followed by scored moves, which are ignored here.
 *
 * @param black black discs
 * @param white white discs
 * @param blackToMove true when X is to move
 */
public record ObfPosition(long black, long white, boolean blackToMove) {

    /** Parses a line; throws {@link IllegalArgumentException} on anything malformed. */
    public static ObfPosition parse(String line) {
        String s = line.trim();
        if (s.length() < 66) {
            throw new IllegalArgumentException("an OBF line needs 64 squares and a side to move: " + line);
        }
        long black = 0;
        long white = 0;
        for (int sq = 0; sq < 64; sq++) {
            char c = Character.toUpperCase(s.charAt(sq));
            if (c == 'X' || c == 'B' || c == '*') {
                black |= 1L << sq;
            } else if (c == 'O' || c == 'W') {
                white |= 1L << sq;
            } else if (c != '-' && c != '.') {
                throw new IllegalArgumentException("bad square '" + c + "' at " + sq + ": " + line);
            }
        }
        int i = 64;
        while (i < s.length() && s.charAt(i) == ' ') {
            i++;
        }
        if (i >= s.length()) {
            throw new IllegalArgumentException("missing side to move: " + line);
        }
        char side = Character.toUpperCase(s.charAt(i));
        if (side != 'X' && side != 'O' && side != 'B' && side != 'W') {
            throw new IllegalArgumentException("bad side to move '" + side + "': " + line);
        }
        return new ObfPosition(black, white, side == 'X' || side == 'B');
    }

    /** Discs of the side to move. */
    public long own() {
        return blackToMove ? black : white;
    }

    /** Discs of the other side. */
    public long opp() {
        return blackToMove ? white : black;
    }

    public int empties() {
        return 64 - Long.bitCount(black | white);
    }
}
