package dev.gamebots.bench.arena.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.othello.Squares;
import java.util.Locale;

/**
 * A FlipSight leg as GGF, the Othello game format of GGS that NBoard, NTest and the Othello
 * databases read: {@code BO[}size, the start board row by row ({@code -} empty, {@code *} black,
 * {@code O} white), the side to move{@code ]}, then {@code B[f5//0.81]} / {@code W[..]} moves with
 * the seconds taken, {@code PA} for a pass. {@code TY[8]} or {@code TY[10]}; GGF has no blocked
 * squares nor FlipSight's game modes, so an octagon leg's cut corners are written as empty and the
 * mode goes into a comment ({@code GC[]}): such files replay in a GGF viewer but only std legs are
 * games an Othello engine would accept.
 */
public final class GgfExport {

    private GgfExport() {
    }

    public static String of(JsonNode match, JsonNode leg, Names names) {
        String mode = match.path("game_mode").asText("std");
        int n = mode.equals("grand") || mode.equals("octagon") ? 10 : 8;
        String black = leg.path("black").asText();
        String white = black.equals("a") ? "b" : "a";
        StringBuilder b = new StringBuilder("(;GM[Othello]PC[gamebots arena]");
        b.append("PB[").append(text(names.of(black))).append("]PW[").append(text(names.of(white))).append(']');
        int diff = leg.path("discs_black").asInt() - leg.path("discs_white").asInt();
        b.append("RE[").append(String.format(Locale.ROOT, "%+d", diff)).append(']');
        b.append("TY[").append(n).append(']');
        b.append("GC[FlipSight ").append(text(mode)).append(", match ").append(match.path("match").asInt())
                .append(" leg ").append(leg.path("leg").asInt()).append(']');
        b.append("BO[").append(n).append(' ');
        JsonNode start = leg.path("start_board");
        for (int i = 0; i < n * n; i++) {
            int c = start.path(i).asInt();
            b.append(c == 1 ? '*' : c == 2 ? 'O' : '-');
        }
        JsonNode moves = leg.path("moves");
        int toMove = moves.size() > 0 ? moves.get(0).path("color").asInt() : leg.path("start_to_move").asInt(1);
        b.append(' ').append(toMove == 2 ? 'O' : '*').append(']');
        for (JsonNode m : moves) {
            int sq = m.path("move").asInt();
            b.append(m.path("color").asInt() == 1 ? 'B' : 'W').append('[')
                    .append(sq < 0 ? "PA" : Squares.name(sq, n).toUpperCase(Locale.ROOT))
                    .append(String.format(Locale.ROOT, "//%.3f", m.path("ms").asDouble() / 1000)).append(']');
        }
        return b.append(";)\n").toString();
    }

    private static String text(String s) {
        return s.replace("\\", "\\\\").replace("]", "\\]");
    }
}
