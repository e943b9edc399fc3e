package dev.gamebots.othello.cli;

import dev.gamebots.othello.eval.PatternLayout;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.ArchiveTraining;
import dev.gamebots.othello.train.PhaseCheckpoints;
import dev.gamebots.othello.train.ProbCutCalibration;
import dev.gamebots.othello.train.SelfPlayRun;
import dev.gamebots.othello.train.TrainingSet;
import dev.gamebots.othello.train.WeightFitter;
import java.io.File;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code train --game G}: makes a game's pattern weights from nothing, reproducibly. Round 1 plays
 * self-play games with the first version's engine (hand-made evaluation, fixed depth) from random
 * 12-disc starts, the end solved exactly, and fits weights to the games' results; each further round
 * plays with the previous round's weights and fits all rounds' positions, the targets now mixing the
 * game result with the searches' scores. Then multi-ProbCut is calibrated on the final weights, and
 * the weights file is written. The positions of each round are kept in the work folder (an existing
 * file is reused, so a fit can be repeated without playing the games again).
 */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = "Train a game's pattern weights by self-play and regression; writes the weights file.")
public final class TrainCommand implements Callable<Integer> {

    @ParentCommand
    Launcher main;

    @Option(names = "--game", required = true, description = "std, anti, grand, octagon or reversi.")
    String game;

    @Option(names = "--rounds", defaultValue = "2", description = "Rounds of self-play and fitting (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--games", defaultValue = "2000", split = ",",
            description = "Self-play games per round; one value for all rounds or one per round (default: ${DEFAULT-VALUE}).")
    int[] games;

    @Option(names = "--classic-depth", defaultValue = "4",
            description = "Search depth of round 1 (the hand-made evaluation) (default: ${DEFAULT-VALUE}).")
    int classicDepth;

    @Option(names = "--depth", defaultValue = "6",
            description = "Search depth of the later rounds (trained weights) (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--exact-empties", defaultValue = "-1",
            description = "Empties from which games are solved exactly (default: 16 std/anti, 12 reversi, 10 grand/octagon).")
    int exactEmpties;

    @Option(names = "--random-moves", defaultValue = "0",
            description = "Share of the self-play moves before the exact part played at random (default: ${DEFAULT-VALUE}).")
    double randomMoves;

    @Option(names = "--lambda", defaultValue = "2.0", description = "L2 regularisation (default: ${DEFAULT-VALUE}).")
    double lambda;

    @Option(names = "--search-weight", defaultValue = "0.8",
            description = "Share of the labelling search's score in the targets (default: ${DEFAULT-VALUE}).")
    double searchWeight;

    @Option(names = "--inexact-weight", defaultValue = "1",
            description = "Weight in the fit of a position whose target is not exact (searched or a game's result)"
                    + " against an exact one (default: ${DEFAULT-VALUE}, alike).")
    double inexactWeight;

    @Option(names = "--lower-weight", defaultValue = "0",
            description = "Weight in a phase's fit of the positions of the phase below (default: ${DEFAULT-VALUE},"
                    + " none; the phase above always takes part at 0.5).")
    double lowerWeight;

    @Option(names = "--label-depth", defaultValue = "4",
            description = "Depth of the searches that label the positions, 0 for game results only (default: ${DEFAULT-VALUE}).")
    int labelDepth;

    @Option(names = "--classic-term", negatable = true,
            description = "Fit the patterns as a correction of the hand-made evaluation, which becomes a term of the"
                    + " trained one (default: on for grand and octagon).")
    Boolean classicTerm;

    @Option(names = "--iterations", defaultValue = "200", description = "Conjugate-gradient iterations per phase (default: ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--probcut-positions", defaultValue = "2000",
            description = "Positions searched to calibrate ProbCut, 0 for none (default: ${DEFAULT-VALUE}).")
    int probCutPositions;

    @Option(names = "--probcut-depth", defaultValue = "10",
            description = "Deepest search of the ProbCut calibration (default: ${DEFAULT-VALUE}).")
    int probCutDepth;

    @Option(names = "--threads", defaultValue = "2", description = "Threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random starts (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--work", description = "Folder for the positions of each round (default: target/train-<game>).")
    File work;

    @Option(names = "--phase-width", defaultValue = "0", paramLabel = "DISCS",
            description = "Discs per phase of the weights (0: the game's usual, 4 on 8x8, 6 on 10x10) (default: ${DEFAULT-VALUE}).")
    int phaseWidth;

    @Option(names = "--move-rows",
            description = "8x8: add the move rows to the patterns (where each side's legal and potential moves are on rows"
                    + " 1-4; PatternLayout.withMoveRows).")
    boolean moveRows;

    @Option(names = "--legal-rows", defaultValue = "0", paramLabel = "ROWS",
            description = "8x8: add the legal rows to the patterns: rows 1 to ROWS of the four sides as 3-state patterns of"
                    + " the legal moves (nobody, the side to move, only the opponent can move there; PatternLayout.withLegalRows)"
                    + " (default: ${DEFAULT-VALUE}: none).")
    int legalRows;

    @Option(names = "--out", description = "The weights file to write (default: <work>/<game>.weights).")
    File out;

    @Option(names = "--add-positions", paramLabel = "FILE|FOLDER", split = ",",
            description = "More training sets fitted with round 1's positions: files, or folders whose *.positions"
                    + " files are read in name order (the chunks of selfplay).")
    File[] addPositions = new File[0];

    @Option(names = "--games-from", paramLabel = "FILE|FOLDER", split = ",",
            description = "Archived games (the *.games.gz chunks of the games command; folders searched recursively)"
                    + " fitted with round 1's positions: every position after the random opening, labelled by the"
                    + " final score, exact from the game's first solve on.")
    File[] gamesFrom = new File[0];

    @Option(names = "--games-trusted-empties", defaultValue = "0", paramLabel = "N",
            description = "With --games-from: the final score is also the exact label of every archived position with at"
                    + " most N empties (the archive's games are played by a depth-8 search before their solves)"
                    + " (default: ${DEFAULT-VALUE}: from the first solve only).")
    int gamesTrustedEmpties;

    @Override
    public Integer call() throws Exception {
        PrintStream log = main.out();
        Variant variant = Variant.fromWireName(game);
        if (variant == null || rounds < 1 || games.length == 0 || threads < 1 || !(randomMoves >= 0 && randomMoves <= 1)
                || phaseWidth < 0 || phaseWidth > 16) {
            log.println("usage: train --game std|anti|grand|octagon|reversi [--rounds N] [--games N[,N...]]"
                    + " [--phase-width 1-16]");
            return 2;
        }
        if ((moveRows || legalRows != 0) && variant.size() != 8) {
            log.println("train: --move-rows and --legal-rows are for the 8x8 games");
            return 2;
        }
        if (legalRows < 0 || legalRows > PatternLayout.MAX_LEGAL_ROWS) {
            log.println("train: --legal-rows is 1-" + PatternLayout.MAX_LEGAL_ROWS);
            return 2;
        }
        PatternLayout layout = phaseWidth > 0 ? PatternLayout.forVariant(variant).withPhaseWidth(phaseWidth)
                : PatternLayout.forVariant(variant);
        if (moveRows) {
            layout = layout.withMoveRows();
            log.printf("with the move rows (%d parameters a phase)%n", layout.parameterCount());
        }
        if (legalRows > 0) {
            layout = layout.withLegalRows(legalRows);
            log.printf("with the legal rows 1-%d (%d parameters a phase)%n", legalRows, layout.parameterCount());
        }
        File dir = work != null ? work : new File("target/train-" + variant.wireName());
        if (!dir.isDirectory() && !dir.mkdirs()) {
            log.println("cannot create " + dir);
            return 2;
        }
        File target = out != null ? out : new File(dir, variant.wireName() + ".weights");
        int exact = exactEmpties >= 0 ? exactEmpties : defaultExactEmpties(variant);
        boolean handMadeTerm = classicTerm != null ? classicTerm : variant.size() == 10;
        log.printf(Locale.ROOT, "train %s: %d rounds, games %s, depths %d then %d, exact from %d empties, random moves %.2f, lambda %.2f,"
                        + " seed %d, %d threads%s%n", variant.wireName(), rounds, java.util.Arrays.toString(games),
                classicDepth, depth, exact, randomMoves, lambda, seed, threads,
                handMadeTerm ? ", patterns as a correction of the hand-made evaluation" : "");
        if (phaseWidth > 0) {
            log.printf("phases of %d discs (%d phases)%n", layout.phaseWidth(), layout.phases());
        }
        TrainingSet all = new TrainingSet(variant);
        PatternWeights weights = null;
        TrainingSet last = null;
        WeightFitter.Options options = new WeightFitter.Options(lambda, searchWeight, 0.5, iterations, WeightFitter.HELD_OUT_EVERY, labelDepth,
                threads, handMadeTerm).withSampleWeights(inexactWeight, lowerWeight);
        for (int round = 1; round <= rounds; round++) {
            int n = games[Math.min(round - 1, games.length - 1)];
            File file = new File(dir, "round-" + round + ".positions");
            TrainingSet data;
            long start = System.nanoTime();
            if (file.isFile()) {
                data = TrainingSet.read(file);
                log.printf("round %d: %d positions from %s%n", round, data.size(), file);
            } else {
                data = playGames(variant, weights, round == 1 ? classicDepth : depth, exact, round, n, log);
                data.write(file);
                log.printf(Locale.ROOT, "round %d: %d games, %d positions in %.0f s (%s)%n", round, n, data.size(),
                        (System.nanoTime() - start) / 1e9, file);
            }
            all.addAll(data);
            last = data;
            if (round == 1) {
                for (File f : added(addPositions)) {
                    TrainingSet more = TrainingSet.read(f);
                    if (more.variant() != variant) {
                        log.println("not a " + variant.wireName() + " training set: " + f);
                        return 2;
                    }
                    all.addAll(more);
                    log.printf("round %d: %d more positions from %s%n", round, more.size(), f);
                }
                if (gamesFrom.length > 0) {
                    int more;
                    try {
                        more = ArchiveTraining.readInto(java.util.List.of(gamesFrom), all, null, gamesTrustedEmpties);
                    } catch (java.io.IOException e) {
                        log.println("train: " + e.getMessage());
                        return 2;
                    }
                    log.printf("round %d: %d more positions from the archived games under %s%n", round, more,
                            java.util.Arrays.toString(gamesFrom));
                }
            }
            start = System.nanoTime();
            log.printf("round %d: fitting %d positions%n", round, all.size());
            // Finished phases are kept in the work folder: a fit stopped part-way goes on from them.
            PhaseCheckpoints checkpoints = new PhaseCheckpoints(dir, PhaseCheckpoints.key(all,
                    options + " phases " + layout.phases() + " width " + layout.phaseWidth()
                            + (layout.hasMoveRows() ? " move rows" : "")
                            + (layout.legalRows() > 0 ? " legal rows " + layout.legalRows() : "")));
            float[][] params = WeightFitter.fit(all, layout, options, null, log, checkpoints);
            weights = PatternWeights.fromDiscs(variant, layout, params, ProbCutTable.none(layout.phases()));
            log.printf(Locale.ROOT, "round %d: fitted in %.0f s%n", round, (System.nanoTime() - start) / 1e9);
        }
        if (probCutPositions > 0 && last != null && last.size() > 0) {
            long start = System.nanoTime();
            int step = Math.max(1, last.size() / probCutPositions);
            log.printf("probcut: calibrating on %d positions to depth %d%n", (last.size() + step - 1) / step, probCutDepth);
            ProbCutTable table = ProbCutCalibration.calibrate(last, step, weights, probCutDepth, threads, log);
            weights = weights.withProbCut(table);
            log.printf(Locale.ROOT, "probcut: calibrated in %.0f s%n", (System.nanoTime() - start) / 1e9);
        }
        File parent = target.getAbsoluteFile().getParentFile();
        if (parent != null && !parent.isDirectory() && !parent.mkdirs()) {
            log.println("cannot create " + parent);
            return 2;
        }
        try (OutputStream os = new FileOutputStream(target)) {
            weights.write(os);
        }
        log.printf("wrote %s (%d bytes)%n", target, target.length());
        return 0;
    }

    /** The files named, folders expanded to their {@code *.positions} files in name order. */
    static java.util.List<File> added(File[] named) {
        java.util.List<File> files = new java.util.ArrayList<>();
        for (File f : named) {
            File[] inside = f.isDirectory() ? f.listFiles((d, n) -> n.endsWith(".positions")) : null;
            if (inside != null) {
                java.util.Arrays.sort(inside);
                files.addAll(java.util.List.of(inside));
            } else {
                files.add(f);
            }
        }
        return files;
    }

    static int defaultExactEmpties(Variant variant) {
        return switch (variant) {
            case STD, ANTI -> 16;
            case REVERSI -> 12;
            default -> 10;
        };
    }

    /** Plays one round's games on the worker threads; the positions come back in game order. */
    private TrainingSet playGames(Variant variant, PatternWeights weights, int searchDepth, int exact, int round,
                                  int n, PrintStream log) throws InterruptedException {
        SelfPlayRun.Settings settings = new SelfPlayRun.Settings(variant, weights, searchDepth, exact, randomMoves, seed);
        return SelfPlayRun.play(settings, round, round * 1_000_000, 0, n, threads, log);
    }

    /** The seed of one game: the run's seed, the round and the game mixed. */
    static long gameSeed(long seed, int round, int game) {
        return SelfPlayRun.gameSeed(seed, round, game);
    }
}
