package dev.gamebots.bench.arena.gomoku;

import dev.gamebots.bench.arena.match.Outcome;
import dev.gamebots.bench.arena.match.Side;
import dev.gamebots.bench.arena.process.CommandSplitter;
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
 *
 * <p>The engine gets its settings in one of two ways. On its command line: {@code {}} in the
 * command stands for them, and each game starts two new processes. Or by an INFO line ({@code
 * infoKey}, e.g. {@code search_config}): the processes are kept between games ({@link KeptBrains},
 * RESTART), started with {@code {}} standing for {@code baseSettings}, and each game's first request
 * carries {@code INFO infoKey name=value,...} with the side's settings; a game in which a brain said
 * anything but its moves and chatter (a refused setting answers ERROR) is a fault, so that a brain
 * playing on other settings than the pair's never moves the values.
 */
public final class GomokuPairPlayer implements PairPlayer, AutoCloseable {

    private final GomokuGame.Settings settings;
    private final List<List<int[]>> openings;
    private final Path logDir;
    private final String engine;
    /** The INFO key that carries the settings, or null: they go on the command line. */
    private final String infoKey;
    private final List<String> keptCommand;
    private final KeptBrains kept;

    /**
     * {@code rule} as {@code --rule} takes it, {@code openings} in the order they are played;
     * {@code engine} the command with {@code {}} for the settings; {@code infoKey} null, or the INFO
     * key that gives kept brains their settings, with {@code baseSettings} their command line's.
     */
    public GomokuPairPlayer(String rule, int size, long turnMs, long toleranceMs, long startMs,
                            List<List<int[]>> openings, Path logDir, String engine, String infoKey,
                            String baseSettings) {
        Rule r = Rule.of(rule);
        this.settings = new GomokuGame.Settings(size, r, turnMs, 0, toleranceMs,
                Math.max(toleranceMs, GomokuCommand.DEFAULT_FIRST_TOLERANCE_MS), startMs, 0);
        this.openings = List.copyOf(openings);
        this.logDir = logDir;
        this.engine = engine;
        this.infoKey = infoKey;
        this.keptCommand = infoKey == null ? null : command(baseSettings);
        this.kept = infoKey == null ? null : new KeptBrains();
    }

    private List<String> command(String engineSettings) {
        return CommandSplitter.split(engine.replace("{}", engineSettings));
    }

    @Override
    public PairResult play(int iteration, String plus, String minus) {
        GomokuGame referee = infoKey == null ? new GomokuGame(command(plus), command(minus), settings, null)
                : new GomokuGame(keptCommand, keptCommand, settings, null, kept)
                        .withOwnInfo(Side.A, List.of("INFO " + infoKey + " " + plus))
                        .withOwnInfo(Side.B, List.of("INFO " + infoKey + " " + minus));
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
            } else if (infoKey != null && g.warningCountA() + g.warningCountB() > 0) {
                fault.append(fault.length() == 0 ? "" : "; ").append("warnings (")
                        .append(String.join("; ", g.warningCountA() > 0 ? g.warningsA() : g.warningsB())).append(')');
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

    /** Ends the kept brains (END, then a kill after a second). */
    @Override
    public void close() {
        if (kept != null) {
            kept.close();
        }
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
