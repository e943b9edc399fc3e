package dev.gamebots.bench.arena.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** The replay of a Gomoku game record (game-NNNN.json): stones, move numbers, the winning five, time per move. */
final class GomokuReplays {

    private GomokuReplays() {
    }

    static Replay of(JsonNode g, JsonNode settings, Names names, List<String> exports) {
        int size = g.path("size").asInt();
        int[][] board = new int[size][size];
        List<int[]> opening = new ArrayList<>();
        int color = 1;
        for (JsonNode s : g.path("opening")) {
            int x = s.get(0).asInt();
            int y = s.get(1).asInt();
            opening.add(new int[] {x, y});
            board[x][y] = color;
            color = 3 - color;
        }
        List<int[]> moves = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<Integer> last = new ArrayList<>();
        Chart.Series timeA = new Chart.Series(names.a(), "a", false);
        Chart.Series timeB = new Chart.Series(names.b(), "b", false);
        Chart.Series limit = new Chart.Series("limit", "limit", true);
        long turn = settings.path("turn_ms").asLong(0);
        long tolerance = settings.path("tolerance_ms").asLong(0);
        long firstTolerance = settings.path("first_move_tolerance_ms").asLong(tolerance);
        boolean seenA = false;
        boolean seenB = false;
        Chart.Series depthA = new Chart.Series(names.a(), "a", false);
        Chart.Series depthB = new Chart.Series(names.b(), "b", false);
        Chart.Series scoreA = new Chart.Series(names.a(), "a", false);
        Chart.Series scoreB = new Chart.Series(names.b(), "b", false);
        int[] messagesFrom = {0, 0};
        for (JsonNode m : g.path("moves")) {
            int x = m.path("x").asInt();
            int y = m.path("y").asInt();
            int c = m.path("color").asInt();
            String side = m.path("side").asText();
            double ms = m.path("ms").asDouble();
            int ply = m.path("ply").asInt();
            moves.add(new int[] {x, y, c});
            last.add(x + y * size);
            if (x >= 0 && y >= 0 && x < size && y < size) {
                board[x][y] = c;
            }
            labels.add(String.format("%d. %s %s %d,%d  %.0f ms", ply, names.of(side), c == 1 ? "black" : "white", x, y,
                    ms));
            boolean first = side.equals("a") ? !seenA : !seenB;
            if (side.equals("a")) {
                seenA = true;
                timeA.add(ply, ms);
            } else {
                seenB = true;
                timeB.add(ply, ms);
            }
            // GomocupJudge's limit: tolerance + min(turn, game time left before the move).
            double left = m.path("time_left_ms").isNumber() ? m.path("time_left_ms").asDouble() + ms : Double.MAX_VALUE;
            limit.add(ply, (first ? firstTolerance : tolerance) + Math.min(turn, left));
            if (m.path("messages_to").isInt()) {
                // The MESSAGE/DEBUG lines the mover printed since its previous move.
                int s = side.equals("a") ? 0 : 1;
                JsonNode all = g.path(s == 0 ? "messages_a" : "messages_b");
                int to = Math.min(m.path("messages_to").asInt(), all.size());
                List<String> lines = new ArrayList<>();
                for (int i = messagesFrom[s]; i < to; i++) {
                    lines.add(all.get(i).asText());
                }
                messagesFrom[s] = Math.max(messagesFrom[s], to);
                EngineInfo info = EngineInfo.of(lines);
                (s == 0 ? depthA : depthB).add(ply, info.depth());
                (s == 0 ? scoreA : scoreB).add(ply, info.score());
            }
        }
        List<int[]> five = "five".equals(g.path("reason").asText()) && !moves.isEmpty()
                ? fiveThrough(board, moves.get(moves.size() - 1)) : null;
        String black = g.path("black").asText();
        String players = names.of(black) + " black, " + names.of(black.equals("a") ? "b" : "a") + " white";
        String result = resultText(g, names);
        List<Chart> charts = new ArrayList<>();
        charts.add(new Chart("Time per move (ms)", "move", "ms", List.of(timeA, timeB, limit)));
        charts.addAll(EngineInfo.charts(depthA, depthB, scoreA, scoreB));
        int game = g.path("game").asInt();
        return new Replay("g" + game, game, "gomoku", "Game " + game, players, result, size, opening, moves, five,
                null, null, last, labels, charts, exports);
    }

    static String resultText(JsonNode g, Names names) {
        String r = g.path("result").asText();
        String reason = g.path("reason").asText();
        String who = r.equals("draw") ? "draw" : names.of(r) + " wins";
        String fault = g.path("fault_side").isTextual() ? " by " + names.of(g.path("fault_side").asText()) : "";
        return who + " (" + reason + fault + ", " + g.path("moves").size() + " moves)";
    }

    /** The cells of the longest line of the last stone's colour through it, if it is five or more. */
    static List<int[]> fiveThrough(int[][] board, int[] lastMove) {
        int size = board.length;
        int x0 = lastMove[0];
        int y0 = lastMove[1];
        int c = lastMove[2];
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        List<int[]> best = null;
        for (int[] d : dirs) {
            List<int[]> line = new ArrayList<>();
            int x = x0;
            int y = y0;
            while (x - d[0] >= 0 && y - d[1] >= 0 && x - d[0] < size && y - d[1] < size && board[x - d[0]][y - d[1]] == c) {
                x -= d[0];
                y -= d[1];
            }
            while (x >= 0 && y >= 0 && x < size && y < size && board[x][y] == c) {
                line.add(new int[] {x, y});
                x += d[0];
                y += d[1];
            }
            if (line.size() >= 5 && (best == null || line.size() > best.size())) {
                best = line;
            }
        }
        return best;
    }
}
