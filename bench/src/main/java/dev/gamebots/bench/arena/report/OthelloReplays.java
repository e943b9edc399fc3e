package dev.gamebots.bench.arena.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.othello.OthelloBoard;
import dev.gamebots.bench.arena.othello.Squares;
import dev.gamebots.bench.arena.othello.Variant;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The replays of a FlipSight match record (match-NNNN.json): one per leg, every position computed
 * with the referee's own rules from the leg's start board (so legal moves can be marked), the time
 * per move against {@code budget_ms}, and the disc count over the leg.
 */
final class OthelloReplays {

    private OthelloReplays() {
    }

    /**
     * The legs of {@code match}; {@code dir} and {@code stem} ("match-0001") find the transcripts,
     * whose stderr lines (and NBoard answers) give each engine's depth and score per move.
     */
    static List<Replay> of(JsonNode match, JsonNode settings, Names names, List<List<String>> exports, Path dir,
                           String stem) {
        Variant variant = Variant.of(match.path("game_mode").asText("std"));
        long tolerance = settings.path("tolerance_ms").asLong(0);
        int unit = match.path("match").asInt();
        List<Replay> out = new ArrayList<>();
        for (JsonNode leg : match.path("legs")) {
            int legNo = leg.path("leg").asInt();
            List<String> legExports = legNo < exports.size() ? exports.get(legNo) : List.of();
            Map<String, List<EngineInfo>> infos = new HashMap<>();
            for (String side : List.of("a", "b")) {
                boolean nboard = "nboard".equals(settings.path(side + "_protocol").asText());
                List<EngineInfo> perMove = new ArrayList<>();
                for (List<String> lines : EngineLogs.transcriptMoves(dir, stem + "-leg" + legNo + "-" + side,
                        nboard ? t -> t.startsWith("===") : t -> t.startsWith("{"))) {
                    perMove.add(EngineInfo.of(lines));
                }
                infos.put(side, perMove);
            }
            out.add(leg(variant, unit, leg, tolerance, names, legExports, infos, settings));
        }
        return out;
    }

    /** The board at the start of a leg, as the record gives it. */
    static OthelloBoard startBoard(Variant variant, JsonNode leg) {
        int n = variant.size();
        int[] cells = new int[n * n];
        JsonNode start = leg.path("start_board");
        for (int i = 0; i < cells.length && i < start.size(); i++) {
            cells[i] = start.get(i).asInt();
        }
        // The random start's moves alternate from black: half each (what Reversi's cap counts).
        int half = variant.openingMoves() / 2;
        return OthelloBoard.of(variant, cells, half, half);
    }

    private static Replay leg(Variant variant, int unit, JsonNode leg, long tolerance, Names names,
                              List<String> exports, Map<String, List<EngineInfo>> infos, JsonNode settings) {
        Chart.Series depthA = new Chart.Series(names.a(), "a", false);
        Chart.Series depthB = new Chart.Series(names.b(), "b", false);
        Chart.Series scoreA = new Chart.Series(names.a(), "a", false);
        Chart.Series scoreB = new Chart.Series(names.b(), "b", false);
        Map<String, Integer> asked = new HashMap<>(Map.of("a", 0, "b", 0));
        int n = variant.size();
        OthelloBoard board = startBoard(variant, leg);
        JsonNode moves = leg.path("moves");
        List<String> boards = new ArrayList<>();
        List<Integer> last = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        Chart.Series timeA = new Chart.Series(names.a(), "a", false);
        Chart.Series timeB = new Chart.Series(names.b(), "b", false);
        Chart.Series budgetA = new Chart.Series("limit " + names.a(), "limit", true);
        Chart.Series budgetB = new Chart.Series("limit " + names.b(), "limit", true);
        Chart.Series black = new Chart.Series("black", "black", false);
        Chart.Series white = new Chart.Series("white", "white", false);
        int toMove = moves.size() > 0 ? moves.get(0).path("color").asInt() : 0;
        boards.add(frame(board, toMove));
        black.add(0, (double) board.discs(1));
        white.add(0, (double) board.discs(2));
        for (int i = 0; i < moves.size(); i++) {
            JsonNode m = moves.get(i);
            int color = m.path("color").asInt();
            int sq = m.path("move").asInt();
            if (sq >= 0) {
                try {
                    board.play(sq, color);
                } catch (IllegalArgumentException e) {
                    break; // a move the referee refused ends the leg; it is not drawn
                }
            }
            int ply = m.path("ply").asInt(i + 1);
            String side = m.path("side").asText();
            double ms = m.path("ms").asDouble();
            last.add(sq);
            labels.add(String.format("%d. %s %s %s  %.0f ms", ply, names.of(side), color == 1 ? "black" : "white",
                    sq < 0 ? "pass" : Squares.name(sq, n), ms));
            int next = i + 1 < moves.size() ? moves.get(i + 1).path("color").asInt() : 0;
            boards.add(frame(board, next));
            (side.equals("a") ? timeA : timeB).add(ply, ms);
            // An NBoard engine is not asked when it must pass (the arena passes for it).
            boolean wasAsked = sq >= 0 || !"nboard".equals(settings.path(side + "_protocol").asText());
            List<EngineInfo> sideInfo = infos.getOrDefault(side, List.of());
            if (wasAsked && asked.get(side) < sideInfo.size()) {
                EngineInfo info = sideInfo.get(asked.get(side));
                (side.equals("a") ? depthA : depthB).add(ply, info.depth());
                (side.equals("a") ? scoreA : scoreB).add(ply, info.score());
            }
            if (wasAsked) {
                asked.merge(side, 1, Integer::sum);
            }
            (side.equals("a") ? budgetA : budgetB).add(ply, (double) (m.path("budget_ms").asLong() + tolerance));
            black.add(ply, (double) board.discs(1));
            white.add(ply, (double) board.discs(2));
        }
        String blackSide = leg.path("black").asText();
        String players = names.of(blackSide) + " black, " + names.of(blackSide.equals("a") ? "b" : "a") + " white";
        String fault = leg.path("fault_side").isTextual() ? " by " + names.of(leg.path("fault_side").asText()) : "";
        String result = String.format("black %d - white %d (%s%s, %s)", leg.path("discs_black").asInt(),
                leg.path("discs_white").asInt(), leg.path("reason").asText(), fault, variant.mode());
        List<Chart> charts = new ArrayList<>(List.of(
                new Chart("Time per move (ms)", "move", "ms", List.of(timeA, timeB, budgetA, budgetB)),
                new Chart("Discs", "move", "discs", List.of(black, white))));
        charts.addAll(EngineInfo.charts(depthA, depthB, scoreA, scoreB));
        int legNo = leg.path("leg").asInt();
        return new Replay("m" + unit + "-leg" + legNo, unit, "othello", "Match " + unit + ", leg " + legNo, players,
                result, n, null, null, null, boards, null, last, labels, charts, exports);
    }

    /** Row 1 first: x black, o white, # blocked, * legal for {@code toMove} (0: none), . empty. */
    static String frame(OthelloBoard board, int toMove) {
        int n = board.size();
        char[] c = new char[n * n];
        List<Integer> blocked = board.variant().blockedSquares();
        for (int sq = 0; sq < c.length; sq++) {
            int v = board.cell(sq);
            c[sq] = v == 1 ? 'x' : v == 2 ? 'o' : blocked.contains(sq) ? '#' : '.';
        }
        if (toMove != 0) {
            for (int sq : board.legalMoves(toMove)) {
                c[sq] = '*';
            }
        }
        return new String(c);
    }
}
