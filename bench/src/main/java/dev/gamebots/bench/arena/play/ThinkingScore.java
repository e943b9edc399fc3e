package dev.gamebots.bench.arena.play;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The evaluation a thinking line states, from the engine's point of view, as the engines this page
 * speaks to print it: {@code score +0.50} (othello-adapter, discs), {@code score 120} or {@code
 * score win+1@5} (a Gomoku brain's DEBUG and MESSAGE lines), {@code value +2} (mancala-bot's log,
 * seeds), NBoard's answer {@code === F5/1.50/2.0}. The page draws them as a graph over the game;
 * the units are each engine's own. Of Yixin-Board's {@code NBEST k} lines (a brain's k best moves)
 * only line 1 is the move's: the others state the scores of moves not played.
 */
public record ThinkingScore(double value, boolean decisive, String text) {

    private static final Pattern WORDED = Pattern.compile(
            "\\b(?:score|value|eval)\\b[\\s:=]*([+-]?\\d+(?:\\.\\d+)?|win\\S*|loss\\S*)", Pattern.CASE_INSENSITIVE);
    private static final Pattern NBOARD = Pattern.compile("^===\\s*\\S+?/([+-]?\\d+(?:\\.\\d+)?)");
    private static final Pattern NOT_FIRST_LINE = Pattern.compile("^(?:MESSAGE\\s+)?NBEST\\s+0*(?!1\\b)\\d+\\b",
            Pattern.CASE_INSENSITIVE);

    /** The last score the line states, or null when it states none. */
    public static ThinkingScore of(String line) {
        if (NOT_FIRST_LINE.matcher(line.trim()).find()) {
            return null;
        }
        Matcher nb = NBOARD.matcher(line.trim());
        if (nb.find()) {
            return number(nb.group(1));
        }
        Matcher m = WORDED.matcher(line);
        String last = null;
        while (m.find()) {
            last = m.group(1);
        }
        if (last == null) {
            return null;
        }
        String lower = last.toLowerCase(java.util.Locale.ROOT);
        if (lower.startsWith("win")) {
            return new ThinkingScore(1, true, last);
        }
        if (lower.startsWith("loss")) {
            return new ThinkingScore(-1, true, last);
        }
        return number(last);
    }

    private static ThinkingScore number(String text) {
        try {
            return new ThinkingScore(Double.parseDouble(text), false, text);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
