package dev.gamebots.gomoku.testdata;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Positions written in "pos" notation ({@code h8h9...}: letter = x from 'a', number = y + 1), black first. */
public final class Positions {

    private Positions() {
    }

    /** A row of {@code known_answer_positions.tsv}. */
    public record KnownAnswer(String id, int rule, int size, String moves, String expected) {
    }

    /** The rows of the known-answer file (comment lines skipped). */
    public static List<KnownAnswer> knownAnswers() {
        String text;
        try (InputStream in = Positions.class.getResourceAsStream("/gomoku-data/known_answer_positions.tsv")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<KnownAnswer> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            out.add(new KnownAnswer(f[0], Integer.parseInt(f[1]), Integer.parseInt(f[2]), f[3], f[4]));
        }
        return out;
    }

    public static KnownAnswer knownAnswer(String id) {
        for (KnownAnswer k : knownAnswers()) {
            if (k.id().equals(id)) {
                return k;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /** The (x, y) pairs of a "pos" string. */
    public static List<int[]> parse(String pos) {
        List<int[]> out = new ArrayList<>();
        int i = 0;
        while (i < pos.length()) {
            int x = pos.charAt(i++) - 'a';
            int j = i;
            while (j < pos.length() && Character.isDigit(pos.charAt(j))) {
                j++;
            }
            out.add(new int[] {x, Integer.parseInt(pos.substring(i, j)) - 1});
            i = j;
        }
        return out;
    }

    /** The board after playing the moves of {@code pos} from the empty board (black first). */
    public static Board board(int size, Rule rule, String pos) {
        Board b = new Board(size, size, rule);
        List<int[]> moves = parse(pos);
        for (int i = 0; i < moves.size(); i++) {
            b.place(b.index(moves.get(i)[0], moves.get(i)[1]), Stones.colorOfMove(i));
        }
        b.setSideToMove(Stones.colorOfMove(moves.size()));
        return b;
    }
}
