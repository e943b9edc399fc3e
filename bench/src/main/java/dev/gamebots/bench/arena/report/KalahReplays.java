package dev.gamebots.bench.arena.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.mancala.KalahBoard;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The replays of a Mancala match record (match-NNNN.json): one per game, the pits after every move
 * sown with the referee's own Kalah rules, the time per move against the limit, and the stores.
 */
final class KalahReplays {

    private KalahReplays() {
    }

    /** The games of {@code match}; {@code dir} and {@code stem} ("match-0001") find the bots' log files. */
    static List<Replay> of(JsonNode match, JsonNode settings, Names names, Path dir, String stem) {
        long limit = settings.path("move_ms").asLong(0) + settings.path("tolerance_ms").asLong(0);
        int unit = match.path("match").asInt();
        List<Replay> out = new ArrayList<>();
        for (JsonNode g : match.path("games")) {
            Map<String, List<List<String>>> logs = new HashMap<>();
            for (String side : List.of("a", "b")) {
                logs.put(side, EngineLogs.botLogMoves(dir.resolve(stem + "-g" + g.path("game").asInt() + "-" + side
                        + ".bot.log")));
            }
            out.add(game(unit, g, limit, names, logs));
        }
        return out;
    }

    /** The 14 pits: player 1's holes 1..6, its store, player 2's holes 1..6, its store. */
    static int[] pits(KalahBoard b) {
        int[] p = new int[14];
        for (int player = 0; player < 2; player++) {
            for (int h = 1; h <= KalahBoard.HOLES; h++) {
                p[player * 7 + h - 1] = b.stones(player, h);
            }
            p[player * 7 + 6] = b.store(player);
        }
        return p;
    }

    private static Replay game(int unit, JsonNode g, long limit, Names names, Map<String, List<List<String>>> logs) {
        Chart.Series depthA = new Chart.Series(names.a(), "a", false);
        Chart.Series depthB = new Chart.Series(names.b(), "b", false);
        Chart.Series scoreA = new Chart.Series(names.a(), "a", false);
        Chart.Series scoreB = new Chart.Series(names.b(), "b", false);
        Map<String, Integer> asked = new HashMap<>(Map.of("a", 0, "b", 0));
        KalahBoard board = KalahBoard.initial();
        List<int[]> pits = new ArrayList<>();
        List<Integer> last = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        String first = g.path("first").asText();
        String second = first.equals("a") ? "b" : "a";
        Chart.Series timeA = new Chart.Series(names.a(), "a", false);
        Chart.Series timeB = new Chart.Series(names.b(), "b", false);
        Chart.Series limitS = new Chart.Series("limit", "limit", true);
        Chart.Series store1 = new Chart.Series(names.of(first) + " (player 1)", first, false);
        Chart.Series store2 = new Chart.Series(names.of(second) + " (player 2)", second, false);
        pits.add(pits(board));
        store1.add(0, 0.0);
        store2.add(0, 0.0);
        for (JsonNode m : g.path("moves")) {
            int player = m.path("player").asInt();
            int hole = m.path("hole").asInt();
            if (board.toMove() != player - 1 || !board.isLegal(hole)) {
                break; // the referee refused it: the game ended on that fault
            }
            board.play(hole);
            int ply = m.path("ply").asInt();
            String side = m.path("side").asText();
            double ms = m.path("ms").asDouble();
            pits.add(pits(board));
            last.add((player - 1) * 7 + hole - 1);
            labels.add(String.format("%d. %s (player %d) hole %d  %.0f ms", ply, names.of(side), player, hole, ms));
            (side.equals("a") ? timeA : timeB).add(ply, ms);
            int k = asked.merge(side, 1, Integer::sum) - 1;
            List<List<String>> sideLog = logs.getOrDefault(side, List.of());
            if (k < sideLog.size()) {
                EngineInfo info = EngineInfo.of(sideLog.get(k));
                (side.equals("a") ? depthA : depthB).add(ply, info.depth());
                (side.equals("a") ? scoreA : scoreB).add(ply, info.score());
            }
            limitS.add(ply, (double) limit);
            store1.add(ply, (double) board.store(0));
            store2.add(ply, (double) board.store(1));
        }
        String fault = g.path("fault_side").isTextual() ? " by " + names.of(g.path("fault_side").asText()) : "";
        String result = String.format("%s %d - %s %d (%s%s)", names.a(), g.path("score_a").asInt(), names.b(),
                g.path("score_b").asInt(), g.path("reason").asText(), fault);
        int game = g.path("game").asInt();
        String players = names.of(first) + " player 1 (bottom, moves first), " + names.of(second) + " player 2";
        List<Chart> charts = new ArrayList<>(List.of(
                new Chart("Time per move (ms)", "move", "ms", List.of(timeA, timeB, limitS)),
                new Chart("Stores", "move", "stones", List.of(store1, store2))));
        charts.addAll(EngineInfo.charts(depthA, depthB, scoreA, scoreB));
        return new Replay("m" + unit + "-g" + game, unit, "kalah", "Match " + unit + ", game " + game, players, result,
                null, null, null, null, null, pits, last, labels, charts, List.of());
    }
}
