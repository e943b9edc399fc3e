package dev.gamebots.bench.arena.othello;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line of an NBoard engine's answer to {@code hint n} (NBoard protocol, "hint n"):
 * {@code search [pv] [eval] 0 [depth] [freeform text]} or {@code book [pv] [eval] [# games] [depth]
 * [freeform text]}. The pv starts with the move (two characters, {@code F5} or {@code PA}); the eval
 * is for the side to move, a double or an ordered pair {@code (draw-to-black,draw-to-white)}, whose
 * first value ranks it; the depth is free text ({@code 12}, {@code 60}, {@code 22@73%}).
 */
public record HintLine(String source, int move, String eval, double value, String depth) {

    private static final Pattern LINE = Pattern.compile(
            "^(search|book)\\s+([A-Ha-h][1-8]|PA|pa)\\S*\\s+(\\(?([-+]?\\d+(?:\\.\\d+)?)[^\\s]*)\\s+\\S+\\s+(\\S+).*$");

    /** The line's move and eval, or null when the line is not a search or book line of a square. */
    public static HintLine of(String line) {
        Matcher m = LINE.matcher(line.trim());
        if (!m.matches() || m.group(2).equalsIgnoreCase("pa")) {
            return null;
        }
        int move = Squares.parse(m.group(2).toLowerCase(Locale.ROOT), 8);
        if (move < 0) {
            return null;
        }
        return new HintLine(m.group(1), move, m.group(3), Double.parseDouble(m.group(4)), m.group(5));
    }
}
