package dev.gamebots.bench.arena.report;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A Gomoku game record as SGF (FF[4], GM[4] = Gomoku/Renju), which Go/Gomoku SGF viewers and
 * databases open: the opening stones as set-up (AB/AW) on the root, then one node per move.
 * Coordinates are letters from {@code a} for 0, x first, as SGF writes points (up to 52 lines).
 */
public final class SgfExport {

    private SgfExport() {
    }

    public static String of(JsonNode g, Names names) {
        int size = g.path("size").asInt();
        String black = g.path("black").asText();
        String white = black.equals("a") ? "b" : "a";
        StringBuilder b = new StringBuilder("(;FF[4]GM[4]CA[UTF-8]AP[gamebots arena]");
        b.append("SZ[").append(size).append(']');
        b.append("RU[").append(text(g.path("rule").asText())).append(']');
        b.append("PB[").append(text(names.of(black))).append("]PW[").append(text(names.of(white))).append(']');
        b.append("GN[game ").append(g.path("game").asInt()).append(']');
        b.append("RE[").append(result(g, black)).append(']');
        JsonNode opening = g.path("opening");
        if (opening.size() > 0) {
            StringBuilder ab = new StringBuilder();
            StringBuilder aw = new StringBuilder();
            for (int i = 0; i < opening.size(); i++) {
                (i % 2 == 0 ? ab : aw).append('[').append(point(opening.get(i).get(0).asInt(), opening.get(i).get(1).asInt()))
                        .append(']');
            }
            b.append("AB").append(ab);
            if (aw.length() > 0) {
                b.append("AW").append(aw);
            }
        }
        b.append('\n');
        for (JsonNode m : g.path("moves")) {
            b.append(';').append(m.path("color").asInt() == 1 ? 'B' : 'W').append('[')
                    .append(point(m.path("x").asInt(), m.path("y").asInt())).append(']');
            b.append(String.format(java.util.Locale.ROOT, "C[%.0f ms]", m.path("ms").asDouble()));
            b.append('\n');
        }
        return b.append(")\n").toString();
    }

    /** SGF's point: two letters a..z, A..Z for 0..51. */
    static String point(int x, int y) {
        return "" + letter(x) + letter(y);
    }

    private static char letter(int v) {
        return (char) (v < 26 ? 'a' + v : 'A' + v - 26);
    }

    /** "B+" or "W+" with "T" for a timeout and "F" for another fault (forfeit), "0" a draw, "?" unfinished. */
    private static String result(JsonNode g, String black) {
        String r = g.path("result").asText();
        if (r.equals("draw")) {
            return "0";
        }
        if (r.equals("unfinished")) {
            return "?"; // a game saved from the play page before its end
        }
        String reason = g.path("reason").asText();
        String how = reason.equals("five") ? "" : reason.equals("timeout") ? "T" : "F";
        return (r.equals(black) ? "B+" : "W+") + how;
    }

    /** SGF text: ] and \ escaped. */
    static String text(String s) {
        return s.replace("\\", "\\\\").replace("]", "\\]");
    }
}
