package dev.gamebots.bench.arena.report;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A Gomoku game record in piskvork's {@code .psq} format, which piskvork opens and the Gomocup
 * tools (GomocupJudge's psq utilities, result pages) read: a header {@code Piskvorky NxN, 11:11, 0},
 * then every stone as {@code x,y,ms} with 1-based coordinates, the opening's stones first (time 0;
 * the format has no set-up), then the two brains' names (black's first) and {@code -1} (this tail
 * is not checked against piskvork; readers stop at the first line that is not a move).
 */
public final class PsqExport {

    private PsqExport() {
    }

    public static String of(JsonNode g, Names names) {
        int size = g.path("size").asInt();
        StringBuilder b = new StringBuilder();
        b.append("Piskvorky ").append(size).append('x').append(size).append(", 11:11, 0\n");
        for (JsonNode s : g.path("opening")) {
            b.append(s.get(0).asInt() + 1).append(',').append(s.get(1).asInt() + 1).append(",0\n");
        }
        for (JsonNode m : g.path("moves")) {
            b.append(m.path("x").asInt() + 1).append(',').append(m.path("y").asInt() + 1).append(',')
                    .append(Math.round(m.path("ms").asDouble())).append('\n');
        }
        String black = g.path("black").asText();
        b.append(line(names.of(black))).append('\n');
        b.append(line(names.of(black.equals("a") ? "b" : "a"))).append('\n');
        return b.append("-1\n").toString();
    }

    /** A name on one line that cannot be read as a move. */
    private static String line(String name) {
        String s = name.replace('\n', ' ').replace('\r', ' ');
        return s.matches("-?\\d.*") ? "_" + s : s;
    }
}
