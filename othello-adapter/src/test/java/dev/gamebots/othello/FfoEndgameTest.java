package dev.gamebots.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The FFO endgame suite #40-#59 (positions and exact values from the public Edax problem file, see
 * src/test/resources/othello/): the solver must find a listed best move and the exact score.
 */
class FfoEndgameTest {

    record Problem(int id, ObfPosition position, List<String> bestMoves, int score) {
    }

    static List<Problem> problems() throws IOException {
        List<Problem> result = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                FfoEndgameTest.class.getResourceAsStream("/othello/ffo40-59.tsv"), StandardCharsets.UTF_8))) {
            r.readLine(); // header
            String line;
            while ((line = r.readLine()) != null) {
                String[] f = line.split("\t");
                ObfPosition p = ObfPosition.parse(f[1] + " " + f[2]);
                result.add(new Problem(Integer.parseInt(f[0]), p,
                        Arrays.asList(f[4].toLowerCase().split("/")), Integer.parseInt(f[5])));
            }
        }
        return result;
    }

    private static void check(int from, int to) throws IOException {
        EndgameSolver solver = new EndgameSolver();
        int checked = 0;
        for (Problem p : problems()) {
            if (p.id() < from || p.id() > to) {
                continue;
            }
            solver.clear();
            EndgameSolver.Result r = solver.solve(p.position().own(), p.position().opp(), Scoring.WOF);
            assertTrue(r.complete());
            assertEquals(p.score(), r.score(), "score of #" + p.id());
            String move = Bitboards8.squareName(r.move());
            assertTrue(p.bestMoves().contains(move), "#" + p.id() + " played " + move + ", best " + p.bestMoves());
            checked++;
        }
        assertEquals(to - from + 1, checked);
    }

    @Test
    void ffo40() throws IOException {
        check(40, 40);
    }

    @Test
    @Tag("slow")
    void ffo41to49() throws IOException {
        check(41, 49);
    }

    @Test
    @Tag("slow")
    void ffo50to59() throws IOException {
        check(50, 59);
    }
}
