package dev.gamebots.gomoku.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.eval.PatternEvaluation;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Self-play records and the trainer: a game is a function of its index (replayed legally to its
 * recorded end), records survive their text form, and the trainer's view of a position is the
 * evaluation's: with the fitted tables, its linear value equals what {@link PatternEvaluation}
 * computes on the same board (to the half unit of the evaluation's integer average), under freestyle,
 * renju and caro (one table for both colours).
 */
class TrainingTest {

    private static List<GameRecord> games(Rule rule, int n) {
        SelfPlay play = new SelfPlay(rule, 15, 2_000, 7, null, 1);
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            games.add(play.play(i));
        }
        return games;
    }

    @Test
    void selfPlayGamesAreReproducibleLegalAndEndAsRecorded() {
        List<GameRecord> a = games(Rule.FREESTYLE, 3);
        List<GameRecord> b = games(Rule.FREESTYLE, 3);
        assertEquals(a, b);
        for (GameRecord g : a) {
            assertEquals(g, GameRecord.parse(g.format()));
            Board board = new Board(g.size(), g.size(), Rule.fromGomocup(g.rule()));
            for (int t = 0; t < g.plies(); t++) {
                int p = board.index(g.xs()[t], g.ys()[t]);
                assertTrue(board.isLegal(p), "move " + t);
                board.makeMove(p);
            }
            assertEquals(g.winner(), board.winner());
        }
    }

    @Test
    void trainerSeesPositionsAsTheEvaluationDoes() {
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.RENJU, Rule.CARO}) {
            List<GameRecord> games = games(rule, 12);
            PatternTrainer.Settings d = PatternTrainer.Settings.defaults();
            PatternTrainer trainer = new PatternTrainer(new PatternTrainer.Settings(d.scale(), 1.0, 3, 64,
                    d.learningRate(), d.l2(), d.skipPlies(), d.seed(), d.quietWeight()), null);
            trainer.addGames(games);
            PatternModel model = trainer.fit();
            int pos = 0;
            int checked = 0;
            for (GameRecord g : games) {
                Board b = new Board(g.size(), g.size(), rule);
                PatternEvaluation eval = PatternEvaluation.attach(b, model);
                for (int t = 0; t < g.plies(); t++) {
                    if (t >= Math.max(g.opening(), d.skipPlies()) && b.winner() == 0
                            && b.codeThreatCount(b.sideToMove(), Threat.FIVE) == 0) {
                        double expected = trainer.valueUnder(model, pos++);
                        if (Math.abs(expected) < PatternEvaluation.MAX) {
                            assertEquals(expected, eval.evaluate(b), 0.5, rule + " game ply " + t);
                            checked++;
                        }
                    }
                    b.makeMove(b.index(g.xs()[t], g.ys()[t]));
                }
            }
            assertEquals(trainer.positions(), pos);
            assertTrue(checked > 100, "positions checked: " + checked);
            int table = PatternModel.tableIndex(rule, Stones.BLACK);
            assertTrue(model.hasValues(table), rule + ": its table is fitted");
            for (int t = 0; t < PatternModel.TABLES; t++) {
                assertEquals(t == table || t == PatternModel.tableIndex(rule, Stones.WHITE), model.hasValues(t),
                        rule + ": only its own tables are fitted, table " + t);
            }
        }
    }

    @Test
    void quasiNewtonFitGoesBelowTheMiniBatchFit() {
        // The same positions and objective: full-batch L-BFGS ends at a lower training loss than
        // mini-batch Adam, and its tables are read back by the evaluation as the trainer sees them.
        List<GameRecord> games = games(Rule.FREESTYLE, 30);
        PatternTrainer.Settings d = PatternTrainer.Settings.defaults();
        PatternTrainer.Settings s = new PatternTrainer.Settings(d.scale(), 1.0, 10, 64, d.learningRate(), 1e-9,
                d.skipPlies(), d.seed(), d.quietWeight());
        PatternTrainer adam = new PatternTrainer(s, null);
        adam.addGames(games);
        PatternTrainer lbfgs = new PatternTrainer(s, null);
        lbfgs.addGames(games);
        double adamLoss = adam.lossUnder(adam.fit(), false, false);
        double lbfgsLoss = lbfgs.lossUnder(lbfgs.fitLbfgs(300), false, false);
        assertTrue(lbfgsLoss < adamLoss, "L-BFGS " + lbfgsLoss + " against Adam " + adamLoss);
    }

    @Test
    void priorFitMovesOnlyWhatItsPositionsSpeakFor() {
        // A prior of freestyle tables with table 0 copied into renju's (as shipped): a fit of a few
        // renju games from it keeps every table the renju positions never read byte for byte, lowers
        // the renju positions' loss below the prior's, and under a pull far stronger than the data
        // stays the prior exactly.
        PatternModel prior = lbfgsTrainer(1.0, 1.0, games(Rule.FREESTYLE, 20)).fitLbfgs(100);
        prior.copyTableFrom(prior, 0, PatternModel.tableIndex(Rule.RENJU, Stones.BLACK));
        prior.copyTableFrom(prior, 0, PatternModel.tableIndex(Rule.RENJU, Stones.WHITE));
        List<GameRecord> renju = games(Rule.RENJU, 6);
        PatternTrainer trainer = lbfgsTrainer(1.0, 1.0, renju);
        PatternModel fitted = trainer.fitLbfgs(100, prior);
        for (int t = 0; t < PatternModel.TABLES; t++) {
            boolean read = t == PatternModel.tableIndex(Rule.RENJU, Stones.BLACK)
                    || t == PatternModel.tableIndex(Rule.RENJU, Stones.WHITE);
            if (!read) {
                assertTrue(Arrays.equals(prior.values(t), fitted.values(t)), "table " + t + " kept");
                assertTrue(Arrays.equals(prior.threatValues(t), fitted.threatValues(t)), "table " + t + " threats kept");
            }
        }
        assertTrue(trainer.lossUnder(fitted, false, false) < trainer.lossUnder(prior, false, false),
                "renju loss fitted " + trainer.lossUnder(fitted, false, false) + " against the prior's "
                        + trainer.lossUnder(prior, false, false));
        PatternTrainer.Settings d = PatternTrainer.Settings.defaults();
        PatternTrainer held = new PatternTrainer(new PatternTrainer.Settings(d.scale(), 1.0, 1, 64,
                d.learningRate(), 1e4, d.skipPlies(), d.seed(), 1.0), null);
        held.addGames(renju);
        assertEquals(Arrays.toString(bytes(prior)), Arrays.toString(bytes(held.fitLbfgs(50, prior))),
                "a pull of 1e4 per unit squared keeps the prior");
    }

    @Test
    void quietWeightTradesTheOtherPositionsForTheQuietOnes() {
        // At each fit's optimum: weighting the quiet positions' loss up lowers their loss and raises
        // the rest's against the unweighted fit of the same positions (the unweighted optimum
        // minimises the plain sum, the weighted one the sum with the quiet part counted more).
        List<GameRecord> games = games(Rule.FREESTYLE, 30);
        PatternTrainer plain = lbfgsTrainer(1.0, 1.0, games);
        PatternTrainer weighted = lbfgsTrainer(1.0, 8.0, games);
        PatternModel a = plain.fitLbfgs(400);
        PatternModel b = weighted.fitLbfgs(400);
        double quietA = plain.lossUnder(a, false, true);
        double quietB = plain.lossUnder(b, false, true);
        double allA = plain.lossUnder(a, false, false);
        double allB = plain.lossUnder(b, false, false);
        assertTrue(quietB < quietA, "quiet loss weighted " + quietB + " against plain " + quietA);
        assertTrue(allB > allA, "whole loss weighted " + allB + " against plain " + allA);
    }

    @Test
    void gamesWithoutScoresAreTrainedOnTheirResults() {
        // The same games with their scores dropped (as a peer's games come) fit, at any result
        // weight, to the tables that results alone give the scored games; and they survive text.
        List<GameRecord> scored = games(Rule.FREESTYLE, 12);
        List<GameRecord> bare = new ArrayList<>();
        for (GameRecord g : scored) {
            GameRecord b = new GameRecord(g.rule(), g.size(), g.winner(), g.opening(), g.xs(), g.ys(), null);
            assertEquals(b, GameRecord.parse(b.format()));
            String[] fields = b.format().split(" ");
            for (int i = 4; i < fields.length; i++) {
                assertEquals(2, fields[i].split(",").length, fields[i]);
            }
            bare.add(b);
        }
        byte[] results = bytes(lbfgsTrainer(1.0, 1.0, scored).fitLbfgs(50));
        byte[] noScores = bytes(lbfgsTrainer(0.0, 1.0, bare).fitLbfgs(50));
        byte[] searchOnly = bytes(lbfgsTrainer(0.0, 1.0, scored).fitLbfgs(50));
        assertTrue(Arrays.equals(results, noScores));
        assertTrue(!Arrays.equals(results, searchOnly), "the result weight matters for scored games");
    }

    /** A trainer of the two tests above (one epoch, L2 1e-6) holding {@code games}' positions. */
    private static PatternTrainer lbfgsTrainer(double resultWeight, double quietWeight, List<GameRecord> games) {
        PatternTrainer.Settings d = PatternTrainer.Settings.defaults();
        PatternTrainer t = new PatternTrainer(new PatternTrainer.Settings(d.scale(), resultWeight, 1, 64,
                d.learningRate(), 1e-6, d.skipPlies(), d.seed(), quietWeight), null);
        t.addGames(games);
        return t;
    }

    private static byte[] bytes(PatternModel model) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            model.write(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    @Test
    void moveScoresLearnTheSearchedMoves() {
        List<GameRecord> games = games(Rule.FREESTYLE, 20);
        MoveScoreTrainer trainer = new MoveScoreTrainer(10, 0.02, 4, 1, null);
        trainer.addGames(games);
        PatternTrainer.Settings d = PatternTrainer.Settings.defaults();
        PatternTrainer values = new PatternTrainer(new PatternTrainer.Settings(d.scale(), 1.0, 1, 64,
                d.learningRate(), d.l2(), d.skipPlies(), d.seed(), d.quietWeight()), null);
        values.addGames(games);
        PatternModel model = values.fit();
        MoveScoreTrainer.Report r = trainer.fitInto(model);
        assertTrue(trainer.positions() > 100, "positions " + trainer.positions());
        // Uniform guessing among ~30 candidates: loss log(30) = 3.4, top-1 about 3%.
        assertTrue(r.trainLoss() < r.uniformLoss() - 0.5 && r.trainTop1() > 0.15, r.toString());
        assertTrue(model.hasScores(0));
    }
}
