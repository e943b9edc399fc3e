package dev.gamebots.bench.arena.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.othello.OthelloBoard;
import dev.gamebots.bench.arena.othello.Squares;
import dev.gamebots.bench.arena.othello.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SGF, PSQ and GGF files a report writes parse back (GameFileReader, written from the formats)
 * to the records' moves; the GGF's moves are also replayed from its own BO[] board under the
 * Othello rules, every one legal, to the record's disc count.
 */
class ExportRoundTripTest {

    @TempDir
    Path dir;

    private JsonNode json(Path file) throws IOException {
        return Records.mapper().readTree(file.toFile());
    }

    @Test
    void gomokuGamesReadBackFromSgfAndPsq() throws IOException {
        SyntheticMatch.gomoku(dir, 4, 120, 7);
        MatchReport.rebuild(dir, System.err);
        for (int g = 1; g <= 4; g++) {
            JsonNode rec = json(dir.resolve(String.format("game-%04d.json", g)));
            String stem = String.format("game-%04d", g);
            List<List<GameFileReader.Property>> nodes = GameFileReader.nodes(Files.readString(dir.resolve(stem + ".sgf")));
            Map<String, String> root = GameFileReader.first(nodes.get(0));
            assertEquals("4", root.get("GM"));
            assertEquals("20", root.get("SZ"));
            List<String> ab = GameFileReader.values(nodes.get(0), "AB");
            List<String> aw = GameFileReader.values(nodes.get(0), "AW");
            JsonNode opening = rec.path("opening");
            assertEquals(opening.size(), ab.size() + aw.size());
            for (int i = 0; i < opening.size(); i++) {
                int[] p = GameFileReader.sgfPoint(i % 2 == 0 ? ab.get(i / 2) : aw.get(i / 2));
                assertEquals(opening.get(i).get(0).asInt(), p[0]);
                assertEquals(opening.get(i).get(1).asInt(), p[1]);
            }
            JsonNode moves = rec.path("moves");
            assertEquals(moves.size() + 1, nodes.size());
            for (int i = 0; i < moves.size(); i++) {
                List<GameFileReader.Property> node = nodes.get(i + 1);
                String colour = moves.get(i).path("color").asInt() == 1 ? "B" : "W";
                int[] p = GameFileReader.sgfPoint(GameFileReader.values(node, colour).get(0));
                assertEquals(moves.get(i).path("x").asInt(), p[0], "move " + (i + 1));
                assertEquals(moves.get(i).path("y").asInt(), p[1], "move " + (i + 1));
            }

            GameFileReader.Psq psq = GameFileReader.psq(Files.readString(dir.resolve(stem + ".psq")));
            assertEquals(20, psq.size());
            assertEquals(opening.size() + moves.size(), psq.stones().size());
            for (int i = 0; i < moves.size(); i++) {
                int[] s = psq.stones().get(opening.size() + i);
                assertEquals(moves.get(i).path("x").asInt(), s[0]);
                assertEquals(moves.get(i).path("y").asInt(), s[1]);
                assertEquals(Math.round(moves.get(i).path("ms").asDouble()), s[2]);
            }
        }
    }

    @Test
    void othelloLegsReadBackFromGgfAndReplayLegally() throws IOException {
        for (Variant v : List.of(Variant.STD, Variant.GRAND)) {
            Path d = dir.resolve(v.mode());
            SyntheticMatch.othello(d, 3, v, 11);
            MatchReport.rebuild(d, System.err);
            for (int u = 1; u <= 3; u++) {
                JsonNode match = json(d.resolve(String.format("match-%04d.json", u)));
                for (JsonNode leg : match.path("legs")) {
                    Path ggf = d.resolve(String.format("match-%04d-leg%d.ggf", u, leg.path("leg").asInt()));
                    List<List<GameFileReader.Property>> nodes = GameFileReader.nodes(Files.readString(ggf));
                    nodes.removeIf(List::isEmpty); // GGF closes a game with ";)"
                    assertEquals(1, nodes.size());
                    List<GameFileReader.Property> game = nodes.get(0);
                    Map<String, String> props = GameFileReader.first(game);
                    assertEquals("Othello", props.get("GM"));
                    int n = Integer.parseInt(props.get("TY"));
                    assertEquals(v.size(), n);
                    String[] bo = props.get("BO").split(" ");
                    assertEquals(String.valueOf(n), bo[0]);
                    int[] cells = new int[n * n];
                    for (int i = 0; i < cells.length; i++) {
                        char c = bo[1].charAt(i);
                        cells[i] = c == '*' ? 1 : c == 'O' ? 2 : 0;
                    }
                    OthelloBoard board = OthelloBoard.of(v, cells, 4, 4);
                    int color = bo[2].equals("*") ? 1 : 2;
                    JsonNode moves = leg.path("moves");
                    int k = 0;
                    for (GameFileReader.Property p : game) {
                        if (!p.id().equals("B") && !p.id().equals("W")) {
                            continue;
                        }
                        assertEquals(p.id().equals("B") ? 1 : 2, color, "colour of move " + (k + 1));
                        String sq = p.values().get(0).split("/")[0];
                        int square = sq.equals("PA") ? -1 : Squares.parse(sq, n);
                        assertEquals(moves.get(k).path("move").asInt(), square, "move " + (k + 1));
                        if (square >= 0) {
                            board.play(square, color); // throws if the file's move were illegal there
                        } else {
                            assertEquals(0, board.legalMoves(color).length);
                        }
                        color = 3 - color;
                        k++;
                    }
                    assertEquals(moves.size(), k);
                    assertTrue(board.isOver());
                    assertEquals(leg.path("discs_black").asInt(), board.discs(1));
                    assertEquals(leg.path("discs_white").asInt(), board.discs(2));
                    assertEquals(String.format("%+d", board.discs(1) - board.discs(2)), props.get("RE"));
                }
            }
        }
    }
}
