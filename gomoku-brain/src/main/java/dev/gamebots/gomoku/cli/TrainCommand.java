package dev.gamebots.gomoku.cli;

import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.train.GameFiles;
import dev.gamebots.gomoku.train.GameRecord;
import dev.gamebots.gomoku.train.MoveScoreTrainer;
import dev.gamebots.gomoku.train.PatternTrainer;
import dev.gamebots.gomoku.train.RuleReplay;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code train}: fits pattern-code tables on game files of {@code selfplay} and writes a model file. */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = "Fit the pattern-code evaluation on recorded games and write its tables (raw layout).")
final class TrainCommand implements Callable<Integer> {

    @ParentCommand
    GomokuCli parent;

    @Parameters(paramLabel = "GAMES", description = "Game files (one record per line; .gz too) or folders of them (their .txt and .txt.gz files by name), read in the order given.")
    List<Path> files;

    @Option(names = "--out", required = true, description = "Model file to write.")
    Path out;

    @Option(names = "--epochs", description = "Passes over the positions (default ${DEFAULT-VALUE}).")
    int epochs = PatternTrainer.Settings.defaults().epochs();

    @Option(names = "--result-weight", description = "Share of the game result in the target, the rest the search score (default ${DEFAULT-VALUE}).")
    double resultWeight = PatternTrainer.Settings.defaults().resultWeight();

    @Option(names = "--learning-rate", description = "Adam step in eval units (default ${DEFAULT-VALUE}).")
    double learningRate = PatternTrainer.Settings.defaults().learningRate();

    @Option(names = "--lbfgs", paramLabel = "STEPS",
            description = "Fit by full-batch L-BFGS for up to this many steps instead of mini-batch Adam (--epochs and --learning-rate then unused).")
    int lbfgsSteps;

    @Option(names = "--l2", description = "Pull of every value towards zero, per unit squared (default ${DEFAULT-VALUE}).")
    double l2 = PatternTrainer.Settings.defaults().l2();

    @Option(names = "--quiet-weight", description = "Weight of a quiet position's loss (no three or more for either side), the others' 1 (default ${DEFAULT-VALUE}).")
    double quietWeight = PatternTrainer.Settings.defaults().quietWeight();

    @Option(names = "--games", description = "Use at most this many games of the files (default: all).")
    int maxGames = Integer.MAX_VALUE;

    @Option(names = "--move-epochs", description = "Passes of the move-score fit; 0 leaves the scores zero (default ${DEFAULT-VALUE}).")
    int moveEpochs = 10;

    @Option(names = "--move-learning-rate", description = "Adam step of the move-score fit, in logits (default ${DEFAULT-VALUE}).")
    double moveLearningRate = 0.01;

    @Option(names = "--compare", paramLabel = "FILE",
            description = "Also print the losses of this model's tables on the same positions (a reference).")
    Path compare;

    @Option(names = "--as-rule", paramLabel = "MASK",
            description = "Read every game as a game of this Gomocup rule (freestyle games as standard ones); a game with a move the rule forbids is left out.")
    Integer asRule;

    @Option(names = "--keep-tables-from", paramLabel = "FILE",
            description = "Take the tables of every rule and colour that no training game plays from this model (each rule fitted alone, the others kept byte for byte).")
    Path keepTablesFrom;

    @Option(names = "--prior", paramLabel = "FILE",
            description = "Start the fit (--lbfgs only) from this model's values and pull every value towards them instead of towards zero (--l2 the pull): a rule with few games of its own moves only what they speak for.")
    Path prior;

    @Option(names = "--copy-table", paramLabel = "TO=FROM",
            description = "Last, make table TO a copy of table FROM of the written model (0 freestyle, 1 standard, 2/3 renju black/white, 4 caro), e.g. 2=0 3=0: renju plays the freestyle table; repeatable, in the order given.")
    Map<Integer, Integer> copyTables = new LinkedHashMap<>();

    @Override
    public Integer call() throws IOException {
        PatternTrainer.Settings d = PatternTrainer.Settings.defaults();
        PatternTrainer.Settings s = new PatternTrainer.Settings(d.scale(), resultWeight, epochs, d.batch(),
                learningRate, l2, d.skipPlies(), d.seed(), quietWeight);
        for (Map.Entry<Integer, Integer> copy : copyTables.entrySet()) { // refused before the fit, not after
            if (Math.min(copy.getKey(), copy.getValue()) < 0 || Math.max(copy.getKey(), copy.getValue()) >= PatternModel.TABLES) {
                parent.err.printf("train: --copy-table %d=%d: tables are 0 to %d%n", copy.getKey(), copy.getValue(),
                        PatternModel.TABLES - 1);
                return 2;
            }
        }
        if (prior != null && lbfgsSteps <= 0) {
            parent.err.println("train: --prior needs --lbfgs (the Adam fit pulls towards zero)");
            return 2;
        }
        PatternModel priorModel = prior != null ? PatternModel.read(prior) : null;
        if (priorModel != null && priorModel.scale() != s.scale()) {
            parent.err.printf("train: %s has scale %s, the fit %s: its values would mean other values%n", prior,
                    priorModel.scale(), s.scale());
            return 2;
        }
        List<GameRecord> games = GameFiles.readAll(files, maxGames);
        if (asRule != null) {
            int read = games.size();
            games = RuleReplay.underRule(games, asRule);
            parent.err.printf("train: %d of %d games read as rule %d (%d left out: a move the rule forbids)%n",
                    games.size(), read, asRule, read - games.size());
        }
        PatternTrainer trainer = new PatternTrainer(s, parent.err);
        trainer.addGames(games);
        parent.err.printf("train: %d games, %d positions%n", games.size(), trainer.positions());
        if (compare != null) {
            PatternModel reference = PatternModel.read(compare);
            parent.err.printf("train: %s: loss train %.5f held-out %.5f, quiet held-out %.5f%n", compare,
                    trainer.lossUnder(reference, false, false), trainer.lossUnder(reference, true, false),
                    trainer.lossUnder(reference, true, true));
        }
        PatternModel model = lbfgsSteps > 0 ? trainer.fitLbfgs(lbfgsSteps, priorModel) : trainer.fit();
        if (moveEpochs > 0) {
            MoveScoreTrainer moves = new MoveScoreTrainer(moveEpochs, moveLearningRate, d.skipPlies(), d.seed(), parent.err);
            moves.addGames(games);
            parent.err.printf("train: %d quiet positions for the move scores%n", moves.positions());
            moves.fitInto(model);
        }
        if (keepTablesFrom != null) {
            PatternModel base = PatternModel.read(keepTablesFrom);
            if (base.scale() != model.scale()) {
                parent.err.printf("train: %s has scale %s, the fit %s: its tables would mean other values%n",
                        keepTablesFrom, base.scale(), model.scale());
                return 2;
            }
            keepUntrainedTables(model, games, base);
        }
        for (Map.Entry<Integer, Integer> copy : copyTables.entrySet()) {
            int to = copy.getKey();
            int from = copy.getValue();
            model.copyTableFrom(model, from, to);
            parent.err.printf("train: table %d is a copy of table %d%n", to, from);
        }
        try (OutputStream o = Files.newOutputStream(out)) {
            model.write(o);
        }
        parent.err.printf("train: wrote %s%n", out);
        return 0;
    }

    private void keepUntrainedTables(PatternModel model, List<GameRecord> games, PatternModel base) {
        boolean[] trained = new boolean[PatternModel.TABLES];
        for (GameRecord g : games) {
            Rule rule = Rule.fromGomocup(g.rule());
            for (int color : new int[] {Stones.BLACK, Stones.WHITE}) {
                trained[PatternModel.tableIndex(rule, color)] = true;
            }
        }
        for (int t = 0; t < PatternModel.TABLES; t++) {
            if (!trained[t]) {
                model.copyTableFrom(base, t);
                parent.err.printf("train: table %d kept from %s%n", t, keepTablesFrom);
            }
        }
    }
}
