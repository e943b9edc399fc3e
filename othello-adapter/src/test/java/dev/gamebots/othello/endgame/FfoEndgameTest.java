package dev.gamebots.othello.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.cli.SolveCommand;
import dev.gamebots.othello.eval.PatternEvaluation8;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Evaluator8;
import dev.gamebots.othello.rules.ObfPosition;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
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
public class FfoEndgameTest {

    public record Problem(int id, ObfPosition position, List<String> bestMoves, int score) {
    }

    public static List<Problem> problems() throws IOException {
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

    /** Solves as the {@code solve} command does: trained ordering, first guess, null-window passes. */
    private static void check(int from, int to) throws IOException {
        EndgameSolver solver = new EndgameSolver(23, Clock.SYSTEM);
        PatternWeights weights = PatternWeights.load(Variant.STD);
        weights.expandAll();
        solver.setOrderingEvaluator(new PatternEvaluation8(weights));
        int checked = 0;
        for (Problem p : problems()) {
            if (p.id() < from || p.id() > to) {
                continue;
            }
            solver.clear();
            SearchResult r = solver.solveExact(p.position().own(), p.position().opp(), Scoring.WOF,
                    SolveCommand.guess(weights, p.position()), SearchLimits.infinite());
            assertTrue(r.exact());
            assertEquals(p.score(), r.score(), "score of #" + p.id());
            String move = Bitboards8.squareName(r.bestMove());
            assertTrue(p.bestMoves().contains(move), "#" + p.id() + " played " + move + ", best " + p.bestMoves());
            checked++;
        }
        assertEquals(to - from + 1, checked);
    }

    @Test
    void ffo40() throws IOException {
        check(40, 40);
    }

    /**
     * A deadline stops the solve inside the ordering searches too (far from the end most of the time
     * goes there): a clock that advances one millisecond per reading reaches a 100 ms deadline after
     * about 100 readings, one per 64 nodes or evaluations, so the solve of FFO #50 (26 empties) must
     * give up after a few thousand of each (one unchecked ordering search alone takes thousands).
     */
    @Test
    void deadlineStopsTheOrderingSearches() throws IOException {
        long[] now = {0};
        EndgameSolver solver = new EndgameSolver(16, () -> now[0] += 1_000_000);
        Evaluator8 trained = new PatternEvaluation8(PatternWeights.load(Variant.STD));
        long[] evaluations = {0};
        solver.setOrderingEvaluator((own, opp) -> {
            evaluations[0]++;
            return trained.evaluate(own, opp);
        });
        Problem p = problems().stream().filter(q -> q.id() == 50).findFirst().orElseThrow();
        SearchResult r = solver.solveExact(p.position().own(), p.position().opp(), Scoring.WOF, 0,
                SearchLimits.infinite().withDeadlines(100_000_000L, 100_000_000L));
        assertFalse(r.exact());
        assertTrue(r.nodes() + evaluations[0] < 100 * 64 + 200, r.nodes() + " nodes, " + evaluations[0] + " evaluations");
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
