package dev.gamebots.othello.cli;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.eval.Evaluation8;
import dev.gamebots.othello.eval.PatternEvaluation8;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.ObfPosition;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.EvalError;
import dev.gamebots.othello.train.TrainingSet;
import dev.gamebots.othello.train.WeightFitter;
import dev.gamebots.othello.train.Wthor;
import dev.gamebots.othello.train.WthorExactLabels;
import dev.gamebots.othello.train.WthorGame;
import dev.gamebots.othello.train.WthorTraining;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * The WTHOR archive's positions at its theoretical empties (24) as OBF lines, each with the archive's
 * perfect-play score in a comment; with {@code --check} each is solved exactly and compared.
 */
@Command(name = "wthor", mixinStandardHelpOptions = true,
        description = "Positions of the WTHOR archive at N empties (OBF, with the recorded perfect-play score);"
                + " --check solves them and compares.")
public final class WthorCommand implements Callable<Integer> {

    @ParentCommand
    Launcher main;

    @Parameters(paramLabel = "FOLDER", description = "Folder of the WTH_*.wtb files: the French Othello Federation's"
            + " public WTHOR game base, https://www.ffothello.org/informatique/la-base-wthor/ (not shipped; one"
            + " year is in othello-adapter/src/test/resources/othello/wthor).")
    Path folder;

    @Option(names = "--sample", defaultValue = "20", description = "Games drawn at random (0 = all; default: ${DEFAULT-VALUE}).")
    int sample;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the draw (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--check", description = "Solve each position exactly and compare with the recorded score.")
    boolean check;

    @Option(names = "--training-set", paramLabel = "FILE",
            description = "Write every position of the drawn games (--sample 0: all) as a training set instead:"
                    + " labelled by the perfect-play score down to the theoretical empties, by the game's"
                    + " result after them. Named round-1.positions in a train --work folder, train fits on it.")
    java.io.File trainingSet;

    @Option(names = "--exact-empties", defaultValue = "0", paramLabel = "N",
            description = "With --training-set: label the positions with at most N empties by their exact scores"
                    + " (solved, kept in --exact-cache; default: ${DEFAULT-VALUE}, none).")
    int exactEmpties;

    @Option(names = "--exact-cache", paramLabel = "FILE",
            description = "With --exact-empties: the file of solved scores, appended as games are solved and read"
                    + " again by the next run (default: the training set's name + .exact).")
    java.io.File exactCache;

    @Option(names = "--threads", defaultValue = "1", description = "Solver threads for --exact-empties (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--eval-error", description = "Report a std evaluation's mean absolute error per phase on the"
            + " drawn games the fitter holds out (ids multiple of 10 in the drawn list; --sample 0: the whole"
            + " archive, as train fits it): against the perfect-play scores known (the archive's at 24"
            + " empties, the solver's up to --solve-empties) and against the training labels.")
    boolean evalError;

    @Option(names = "--weights", paramLabel = "FILE", description = "With --eval-error: the weights to measure"
            + " (default: the shipped std weights).")
    java.io.File weightsFile;

    @Option(names = "--solve-empties", defaultValue = "0", paramLabel = "N",
            description = "With --eval-error: solve held-out positions with at most N empties (default: ${DEFAULT-VALUE}).")
    int solveEmpties;

    @Option(names = "--sample-every", defaultValue = "1", paramLabel = "K",
            description = "With --eval-error: only every K-th held-out game (default: ${DEFAULT-VALUE}).")
    int sampleEvery;

    @Override
    public Integer call() {
        List<WthorGame> games;
        try {
            games = Wthor.readFolder(folder);
        } catch (IOException e) {
            main.out().println("cannot read " + folder + ": " + e.getMessage());
            return 2;
        }
        if (games.isEmpty()) {
            main.out().println("no WTH_*.wtb files in " + folder);
            return 2;
        }
        List<WthorGame> chosen = new ArrayList<>(games);
        if (sample > 0 && sample < games.size()) {
            SplittableRandom random = new SplittableRandom(seed);
            for (int i = 0; i < sample; i++) {
                java.util.Collections.swap(chosen, i, i + random.nextInt(chosen.size() - i));
            }
            chosen = new ArrayList<>(chosen.subList(0, sample));
        }
        if (trainingSet != null) {
            return writeTrainingSet(chosen);
        }
        if (evalError) {
            return reportEvalError(chosen);
        }
        EndgameSolver solver = check ? new EndgameSolver(21, Clock.SYSTEM) : null;
        PatternWeights weights = check ? PatternWeights.load(Variant.STD) : null;
        if (weights != null) {
            weights.expandAll();
            solver.setOrderingEvaluator(new PatternEvaluation8(weights));
        }
        int agree = 0;
        int checked = 0;
        long totalMs = 0;
        for (WthorGame g : chosen) {
            long[] at = {0, 0, -1};
            Wthor.replay(g, Evaluation8.forVariant(Variant.STD), (board, i) -> {
                if (at[2] < 0 && board.empties() == g.theoreticalEmpties()) {
                    at[0] = board.black();
                    at[1] = board.white();
                    at[2] = board.sideToMove();
                }
            });
            if (at[2] < 0) {
                continue; // the game ended before
            }
            boolean blackToMove = at[2] == 0;
            int blackScore = 2 * g.blackTheoretical() - 64; // WOF: the empties went to the winner
            int expected = blackToMove ? blackScore : -blackScore;
            String line = obf(at[0], at[1], blackToMove) + "; WTHOR " + g.year() + " theoretical "
                    + signed(expected);
            if (!check) {
                main.out().println(line);
                continue;
            }
            ObfPosition p = ObfPosition.parse(line);
            solver.clear();
            long start = System.nanoTime();
            SearchResult r = solver.solveExact(p.own(), p.opp(), Scoring.WOF, SolveCommand.guess(weights, p),
                    SearchLimits.infinite());
            long ms = (System.nanoTime() - start) / 1_000_000;
            totalMs += ms;
            checked++;
            agree += r.score() == expected ? 1 : 0;
            main.out().println(line + "; solved " + signed(r.score()) + (r.score() == expected ? "" : " DIFFERS")
                    + " nodes=" + r.nodes() + " ms=" + ms);
            main.out().flush();
        }
        if (check) {
            main.out().println(String.format(Locale.ROOT, "%d of %d solved scores equal the recorded ones; %.1f s in all",
                    agree, checked, totalMs / 1000.0));
        }
        return 0;
    }

    private int writeTrainingSet(List<WthorGame> chosen) {
        long start = System.nanoTime();
        WthorExactLabels exact = null;
        if (exactEmpties > 0) {
            java.io.File cache = exactCache != null ? exactCache : new java.io.File(trainingSet.getPath() + ".exact");
            try {
                exact = WthorExactLabels.solve(chosen, exactEmpties, threads, cache, main.out());
            } catch (IOException e) {
                main.out().println("cannot use " + cache + ": " + e.getMessage());
                return 2;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 2;
            }
        }
        TrainingSet set = WthorTraining.positions(chosen, exact);
        try {
            set.write(trainingSet);
        } catch (IOException e) {
            main.out().println("cannot write " + trainingSet + ": " + e.getMessage());
            return 2;
        }
        main.out().println(String.format(Locale.ROOT, "%d positions of %d games written to %s in %.1f s",
                set.size(), chosen.size(), trainingSet, (System.nanoTime() - start) / 1e9));
        return 0;
    }

    private int reportEvalError(List<WthorGame> chosen) {
        PatternWeights weights;
        if (weightsFile == null) {
            weights = PatternWeights.load(Variant.STD);
        } else {
            try {
                weights = PatternWeights.read(weightsFile, Variant.STD);
            } catch (IOException e) {
                main.out().println("cannot read " + weightsFile + ": " + e.getMessage());
                return 2;
            }
        }
        if (weights == null || sampleEvery < 1 || solveEmpties < 0) {
            main.out().println(weights == null ? "no std weights" : "--sample-every must be at least 1, --solve-empties at least 0");
            return 2;
        }
        long start = System.nanoTime();
        EvalError.PhaseError[] errors = EvalError.measure(WthorTraining.positions(chosen), weights, WeightFitter.HELD_OUT_EVERY, sampleEvery,
                solveEmpties, main.out());
        EvalError.print(errors, main.out());
        main.out().println(String.format(Locale.ROOT, "%s; %d games drawn, held out every 10th%s; %.1f s",
                weightsFile == null ? "shipped std weights" : weightsFile.toString(), chosen.size(),
                sampleEvery > 1 ? " (every " + sampleEvery + "th of those)" : "", (System.nanoTime() - start) / 1e9));
        return 0;
    }

    private static String obf(long black, long white, boolean blackToMove) {
        StringBuilder sb = new StringBuilder(66);
        for (int sq = 0; sq < 64; sq++) {
            sb.append((black >>> sq & 1) != 0 ? 'X' : (white >>> sq & 1) != 0 ? 'O' : '-');
        }
        return sb.append(' ').append(blackToMove ? 'X' : 'O').toString();
    }

    private static String signed(int v) {
        return v > 0 ? "+" + v : Integer.toString(v);
    }
}
