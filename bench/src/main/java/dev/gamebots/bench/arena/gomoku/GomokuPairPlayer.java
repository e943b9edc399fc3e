package dev.gamebots.bench.arena.gomoku;

import dev.gamebots.bench.arena.match.Outcome;
import dev.gamebots.bench.arena.match.Side;
import dev.gamebots.bench.arena.tune.PairPlayer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * An SPSA iteration's pair of Gomoku games, refereed as {@code arena gomoku} referees them: the
 * iteration's opening (openings in the order given, round and round) played twice, the pushed-up
 * engine black first. The protocol logs of a pair stay in {@code logDir} only when a fault decided
 * a game (thousands of pairs would otherwise fill the folder).
 */
public final class GomokuPairPlayer implements PairPlayer {

    private final GomokuGame.Settings settings;
    private final List<List<int[]>> openings;
    private final Path logDir;

    /** {@code rule} as {@code --rule} takes it, {@code openings} in the order they are played. */
    public GomokuPairPlayer(String rule, int size, long turnMs, long toleranceMs, long startMs,
                            List<List<int[]>> openings, Path logDir) {
        Rule r = Rule.of(rule);
        this.settings = new GomokuGame.Settings(size, r, turnMs, 0, toleranceMs,
                Math.max(toleranceMs, GomokuCommand.DEFAULT_FIRST_TOLERANCE_MS), startMs, 0);
        this.openings = List.copyOf(openings);
        this.logDir = logDir;
    }

    @Override
    public PairResult play(int iteration, List<String> plus, List<String> minus) {
        GomokuGame referee = new GomokuGame(plus, minus, settings, null);
        List<int[]> opening = openings.get((iteration - 1) % openings.size());
        Path dir = logDir.resolve(String.format("pair-%05d", iteration));
        int result = 0;
        StringBuilder fault = new StringBuilder();
        StringBuilder summary = new StringBuilder();
        for (Side black : Side.values()) {
            GomokuGame.GameRecord g = referee.play(2 * iteration - (black == Side.A ? 1 : 0), black, opening, dir,
                    black == Side.A ? "plus-black" : "plus-white");
            Outcome o = g.result().equals("a") ? Outcome.A_WINS : g.result().equals("b") ? Outcome.B_WINS : Outcome.DRAW;
            result += o == Outcome.A_WINS ? 1 : o == Outcome.B_WINS ? -1 : 0;
            if (g.faultSide() != null) {
                fault.append(fault.length() == 0 ? "" : "; ")
                        .append(g.faultSide().equals("a") ? "plus" : "minus").append(' ').append(g.reason());
            }
            summary.append(summary.length() == 0 ? "" : ", ").append("plus ").append(black == Side.A ? "black" : "white")
                    .append(o == Outcome.DRAW ? " draws" : o == Outcome.A_WINS ? " wins" : " loses")
                    .append(" (").append(g.moves().size()).append(" moves)");
        }
        if (fault.length() == 0) {
            deleteTree(dir);
        }
        return new PairResult(result, fault.length() == 0 ? null : fault.toString(), summary.toString());
    }

    private static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + dir, e);
        }
    }
}
