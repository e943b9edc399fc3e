package dev.gamebots.othello.cli;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.othello.eval.Evaluation10;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.EvalMatch;
import dev.gamebots.othello.train.PairTally;
import java.io.File;
import java.io.IOException;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code duel}: two players of the same game in one process, FlipSight-style matches (random 12-disc
 * start, two legs with colours swapped, disc totals decide), each move by a fixed depth or a fixed
 * time. A quick tool for developing evaluations; real strength figures come from the arena. Players:
 * {@code classic} (the first version: hand-made evaluation, engine-core alpha-beta), {@code pattern}
 * (the jar's weights in the engine's search: engine-core alpha-beta with the weights' ProbCut, and
 * late-move reductions on 10x10), {@code pattern:FILE} (a weights file), with {@code /noprobcut} to
 * switch ProbCut off; {@code alphabeta:FILE}: the weights in engine-core alpha-beta with the switches
 * given (none: no ProbCut, no reductions).
 * Search switches: {@code classic/lmr} (late-move reductions), {@code classic/lmr/pc} (and ProbCut for
 * the hand-made 10x10 evaluation: the engine's grand search without weights), {@code alphabeta:FILE/lmr},
 * {@code alphabeta:FILE/lmr/pc} (and ProbCut from the weights' calibration: the engine's grand search with them).
 */
@Command(name = "duel", mixinStandardHelpOptions = true,
        description = "Play two players against each other in-process (development tool).")
public final class DuelCommand implements Callable<Integer> {

    @ParentCommand
    Launcher main;

    @Option(names = "--game", defaultValue = "std", description = "std, anti, grand, octagon or reversi.")
    String game;

    @Option(names = "--a", defaultValue = "pattern", description = "Player A: classic, pattern, pattern:FILE or alphabeta:FILE (the weights in engine-core alpha-beta);"
            + " classic/lmr, classic/lmr/pc (late-move reductions, ProbCut), alphabeta:FILE/lmr, alphabeta:FILE/lmr/pc.")
    String a;

    @Option(names = "--b", defaultValue = "classic", description = "Player B.")
    String b;

    @Option(names = "--matches", defaultValue = "20", description = "Matches of two legs.")
    int matches;

    @Option(names = "--depth", defaultValue = "4", description = "Search depth per move (when --ms is 0).")
    int depth;

    @Option(names = "--ms", defaultValue = "0", description = "Fixed time per move in ms (0: fixed depth).")
    long ms;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random starts.")
    long seed;

    /** One side: how it searches. */
    private interface Player {
        int move(OthelloBoard board);
    }

    @Override
    public Integer call() throws IOException {
        Variant variant = Variant.fromWireName(game);
        if (variant == null || matches < 1) {
            main.out().println("usage: duel --game G --a SPEC --b SPEC --matches N [--depth D | --ms MS]");
            return 2;
        }
        SplittableRandom random = new SplittableRandom(seed);
        PairTally tally = new PairTally(variant);
        for (int m = 0; m < matches; m++) {
            OthelloBoard start = EvalMatch.randomStart(variant, random);
            long discsA = tally.discsA();
            long discsB = tally.discsB();
            for (int colourA = 0; colourA < 2; colourA++) { // 0 = black
                OthelloBoard boardA = start.copy();
                OthelloBoard boardB = start.copy();
                Player pa = player(a, variant, boardA);
                Player pb = player(b, variant, boardB);
                int[] buf = new int[128];
                while (boardA.generateMoves(buf, 0) > 0) {
                    boolean aToMove = boardA.sideToMove() == colourA;
                    int move = aToMove ? pa.move(boardA) : pb.move(boardB);
                    boardA.makeMove(move);
                    boardB.makeMove(move);
                }
                tally.addLeg(boardA, colourA);
            }
            tally.endPair();
            main.out().printf("match %d: %d-%d  (A %d wins, %d draws, %d losses)%n", m + 1, tally.discsA() - discsA,
                    tally.discsB() - discsB, tally.wins(), tally.draws(), tally.losses());
            main.out().flush();
        }
        double score = (tally.wins() + tally.draws() / 2.0) / matches;
        main.out().printf(Locale.ROOT, "duel %s: A=%s B=%s: %d-%d-%d, score %.1f%%, discs %d-%d%n", variant.wireName(),
                a, b, tally.wins(), tally.draws(), tally.losses(), 100 * score, tally.discsA(), tally.discsB());
        return 0;
    }

    private Player player(String spec, Variant variant, OthelloBoard board) throws IOException {
        boolean noProbCut = spec.endsWith("/noprobcut");
        String s = noProbCut ? spec.substring(0, spec.length() - "/noprobcut".length()) : spec;
        boolean lmr = false;
        boolean pc = false;
        while (s.startsWith("alphabeta:") && (s.endsWith("/lmr") || s.endsWith("/pc"))) {
            lmr |= s.endsWith("/lmr");
            pc |= s.endsWith("/pc");
            s = s.substring(0, s.lastIndexOf('/'));
        }
        if (s.equals("classic") || s.startsWith("classic/")) {
            // Suffixes: /lmr late-move reductions, /pc ProbCut calibrated for the hand-made 10x10 evaluation.
            AlphaBetaSearcher.Config config = new AlphaBetaSearcher.Config(16, 40, s.contains("/lmr"),
                    s.contains("/pc") && board.size() == 10 ? Evaluation10.PROBCUT : null);
            AlphaBetaSearcher searcher = AlphaBetaSearcher.forGame(board, config, Clock.SYSTEM);
            return position -> searcher.search(position, limits(), SearchListener.NONE).bestMove();
        }
        boolean alphaBeta = s.startsWith("alphabeta:");
        if (alphaBeta) {
            s = "pattern:" + s.substring("alphabeta:".length());
        }
        PatternWeights w;
        if (s.equals("pattern")) {
            w = PatternWeights.load(variant);
        } else if (s.startsWith("pattern:")) {
            w = PatternWeights.read(new File(s.substring("pattern:".length())), variant);
        } else {
            throw new IllegalArgumentException("unknown player " + spec);
        }
        if (w == null) {
            throw new IllegalArgumentException("no weights for " + variant.wireName());
        }
        w.useOn(board);
        if (!alphaBeta) { // the engine's configuration (Engine: reductions on 10x10, the weights' ProbCut)
            lmr = board.size() == 10;
            pc = !noProbCut;
        }
        AlphaBetaSearcher searcher = AlphaBetaSearcher.forGame(board, new AlphaBetaSearcher.Config(16, 40, lmr),
                Clock.SYSTEM);
        PatternWeights weights = w;
        boolean probCut = pc;
        return position -> {
            if (probCut) { // the weights' own calibration for the position's phase, as the engine does
                searcher.setProbCut(weights.alphaBetaProbCut(position, ProbCutTable.PROBCUT_T));
            }
            return searcher.search(position, limits(), SearchListener.NONE).bestMove();
        };
    }

    private SearchLimits limits() {
        if (ms <= 0) {
            return SearchLimits.depth(depth);
        }
        long end = System.nanoTime() + ms * 1_000_000L;
        return SearchLimits.infinite().withDeadlines(end, end);
    }
}
