package dev.gamebots.bench.arena.report;

import dev.gamebots.bench.arena.mancala.KalahBoard;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.othello.OthelloBoard;
import dev.gamebots.bench.arena.othello.RandomStart;
import dev.gamebots.bench.arena.othello.Squares;
import dev.gamebots.bench.arena.othello.Variant;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A match folder written without engines: random legal games under the referee's rules, stored in
 * the records' shapes (docs/arena.md, "Records"), with a summary.json. For what a real match would
 * take hours to produce: a 200-game report's size, exports of long games.
 */
final class SyntheticMatch {

    private SyntheticMatch() {
    }

    /** {@code games} Gomoku games on 20x20, each {@code moves} random moves after a 3-stone opening. */
    static void gomoku(Path dir, int games, int moves, long seed) {
        Random rnd = new Random(seed);
        List<Map<String, Object>> units = new ArrayList<>();
        for (int g = 1; g <= games; g++) {
            int size = 20;
            boolean[][] used = new boolean[size][size];
            List<List<Integer>> opening = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                int[] p = free(used, rnd);
                opening.add(List.of(p[0], p[1]));
            }
            String black = g % 2 == 1 ? "a" : "b";
            List<Map<String, Object>> ms = new ArrayList<>();
            for (int ply = 1; ply <= moves; ply++) {
                int[] p = free(used, rnd);
                int color = ply % 2 == 0 ? 1 : 2; // the opening's 3 stones end on black: white moves first
                String side = color == 1 ? black : other(black);
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("ply", ply);
                m.put("side", side);
                m.put("color", color);
                m.put("x", p[0]);
                m.put("y", p[1]);
                m.put("ms", Math.round(rnd.nextDouble() * 50000) / 10.0);
                m.put("time_left_ms", null);
                ms.add(m);
            }
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("game", g);
            r.put("black", black);
            r.put("size", size);
            r.put("rule", "freestyle");
            r.put("opening", opening);
            r.put("moves", ms);
            r.put("result", "draw");
            r.put("reason", "board_full");
            r.put("fault_side", null);
            r.put("detail", null);
            r.put("about_a", "name=\"synthetic-a\", version=\"1\"");
            r.put("about_b", "name=\"synthetic-b\", version=\"2\"");
            r.put("messages_a", List.of());
            r.put("messages_b", List.of());
            String file = String.format("game-%04d.json", g);
            Records.write(dir.resolve(file), r);
            units.add(unit(g - 1, "DRAW", "board_full", file, List.of(0.5)));
        }
        summary(dir, "gomoku freestyle 20x20", Map.of("rule", "freestyle", "size", 20, "turn_ms", 5000,
                "tolerance_ms", 1000, "first_move_tolerance_ms", 3000), units);
    }

    /** {@code pairs} FlipSight matches of {@code variant}, every leg played out with random legal moves. */
    static void othello(Path dir, int pairs, Variant variant, long seed) {
        Random rnd = new Random(seed);
        List<Map<String, Object>> units = new ArrayList<>();
        for (int u = 1; u <= pairs; u++) {
            RandomStart start = RandomStart.make(variant, rnd);
            List<Map<String, Object>> legs = new ArrayList<>();
            int totalA = 0;
            int totalB = 0;
            for (int leg = 0; leg < 2; leg++) {
                String black = leg == 0 ? "a" : "b";
                OthelloBoard b = start.board().copy();
                int color = start.toMove();
                List<Map<String, Object>> ms = new ArrayList<>();
                while (!b.isOver()) {
                    int[] legal = b.legalMoves(color);
                    int sq = legal.length == 0 ? -1 : legal[rnd.nextInt(legal.length)];
                    if (sq >= 0) {
                        b.play(sq, color);
                    }
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("ply", ms.size() + 1);
                    m.put("color", color);
                    m.put("side", color == 1 ? black : other(black));
                    m.put("move", sq);
                    m.put("square", Squares.name(sq, variant.size()));
                    m.put("remaining_ms", 60000);
                    m.put("budget_ms", 10000);
                    m.put("ms", Math.round(rnd.nextDouble() * 20000) / 10.0);
                    m.put("clock_left_ms", 50000.0);
                    ms.add(m);
                    color = 3 - color;
                }
                Map<String, Object> r = new LinkedHashMap<>();
                r.put("leg", leg);
                r.put("black", black);
                List<Integer> cells = new ArrayList<>();
                for (int c : start.board().cells()) {
                    cells.add(c);
                }
                r.put("start_board", cells);
                r.put("start_to_move", start.toMove());
                r.put("moves", ms);
                r.put("discs_black", b.discs(1));
                r.put("discs_white", b.discs(2));
                r.put("result_discs", null);
                r.put("reason", "discs");
                r.put("fault_side", null);
                legs.add(r);
                totalA += leg == 0 ? b.discs(1) : b.discs(2);
                totalB += leg == 0 ? b.discs(2) : b.discs(1);
            }
            Map<String, Object> match = new LinkedHashMap<>();
            match.put("match", u);
            match.put("game_mode", variant.mode());
            match.put("legs", legs);
            match.put("total_a", totalA);
            match.put("total_b", totalB);
            String file = String.format("match-%04d.json", u);
            Records.write(dir.resolve(file), match);
            units.add(unit(u - 1, totalA > totalB ? "A_WINS" : totalA < totalB ? "B_WINS" : "DRAW", "discs", file,
                    List.of(0.5, 0.5)));
        }
        summary(dir, "othello " + variant.mode(), Map.of("game_mode", variant.mode(), "tolerance_ms", 0), units);
    }

    /** {@code matches} Mancala matches of two random legal Kalah games. */
    static void kalah(Path dir, int matches, long seed) {
        Random rnd = new Random(seed);
        List<Map<String, Object>> units = new ArrayList<>();
        for (int u = 1; u <= matches; u++) {
            List<Map<String, Object>> games = new ArrayList<>();
            for (int g = 1; g <= 2; g++) {
                String first = g == 1 ? "a" : "b";
                KalahBoard b = KalahBoard.initial();
                List<Map<String, Object>> ms = new ArrayList<>();
                while (!b.isOver()) {
                    int player = b.toMove();
                    int hole;
                    do {
                        hole = 1 + rnd.nextInt(6);
                    } while (!b.isLegal(hole));
                    b.play(hole);
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("ply", ms.size() + 1);
                    m.put("side", player == 0 ? first : other(first));
                    m.put("player", player + 1);
                    m.put("hole", hole);
                    m.put("ms", Math.round(rnd.nextDouble() * 15000) / 10.0);
                    ms.add(m);
                }
                Map<String, Object> r = new LinkedHashMap<>();
                r.put("game", g);
                r.put("first", first);
                r.put("moves", ms);
                r.put("score_a", first.equals("a") ? b.store(0) : b.store(1));
                r.put("score_b", first.equals("a") ? b.store(1) : b.store(0));
                r.put("reason", "stores");
                r.put("fault_side", null);
                games.add(r);
            }
            Map<String, Object> match = new LinkedHashMap<>();
            match.put("match", u);
            match.put("games", games);
            String file = String.format("match-%04d.json", u);
            Records.write(dir.resolve(file), match);
            units.add(unit(u - 1, u % 3 == 0 ? "B_WINS" : "A_WINS", "stores", file, List.of(1.0, 0.0)));
        }
        summary(dir, "mancala Kalah(6,4)", Map.of("move_ms", 2000, "tolerance_ms", 0), units);
    }

    private static Map<String, Object> unit(int index, String outcome, String reason, String file, List<Double> points) {
        Map<String, Object> u = new LinkedHashMap<>();
        u.put("index", index);
        u.put("outcome", outcome);
        u.put("reason", reason);
        u.put("summary", "unit " + (index + 1));
        u.put("record_file", file);
        u.put("faults", List.of());
        u.put("warnings_a", 0);
        u.put("warnings_b", 0);
        u.put("game_points", points);
        return u;
    }

    private static void summary(Path dir, String title, Map<String, Object> settings, List<Map<String, Object>> units) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("title", title);
        s.put("a", Map.of("name", "synthetic-a", "command", "none"));
        s.put("b", Map.of("name", "synthetic-b", "command", "none"));
        s.put("seed", 1);
        s.put("settings", settings);
        s.put("faults_mode", "void");
        s.put("planned_units", units.size());
        s.put("units", units);
        Records.write(dir.resolve("summary.json"), s);
    }

    private static int[] free(boolean[][] used, Random rnd) {
        int n = used.length;
        while (true) {
            int x = rnd.nextInt(n);
            int y = rnd.nextInt(n);
            if (!used[x][y]) {
                used[x][y] = true;
                return new int[] {x, y};
            }
        }
    }

    private static String other(String side) {
        return side.equals("a") ? "b" : "a";
    }
}
