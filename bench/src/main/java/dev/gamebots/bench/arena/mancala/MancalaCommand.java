package dev.gamebots.bench.arena.mancala;

import dev.gamebots.bench.arena.match.ArenaOptions;
import dev.gamebots.bench.arena.match.Display;
import dev.gamebots.bench.arena.match.MatchRunner;
import dev.gamebots.bench.arena.match.Outcome;
import dev.gamebots.bench.arena.match.Pairing;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.match.Side;
import dev.gamebots.bench.arena.match.StreamsCommand;
import dev.gamebots.bench.arena.match.UnitFault;
import dev.gamebots.bench.arena.match.UnitResult;
import dev.gamebots.bench.arena.report.MatchReport;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code arena mancala}: the Mancala contest controller. A match is two games, each bot first once;
 * the sum of the stores decides, and a tie goes to the bot that used less time on its moves.
 */
@Command(name = "mancala", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Kalah(6,4) matches, refereed as the Mancala contest controller does.", "",
                "Each bot is started for each game as CMD <log file> and spoken to as mancala-protocol.md says. "
                        + "A match is two games, each bot first once; the sum of the stores decides, a tie goes "
                        + "to the bot that used less time. A crash, a move over the time limit, garbage or an "
                        + "illegal move loses the game 0-48. See docs/arena.md.", ""})
public final class MancalaCommand extends StreamsCommand {

    @Mixin
    ArenaOptions arena;

    @Option(names = "--games", defaultValue = "2", paramLabel = "N",
            description = "Games to play, rounded up to whole matches of two (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--move-ms", defaultValue = "2000", paramLabel = "MS",
            description = "Time allowed for each move (default ${DEFAULT-VALUE}, the contest's 2 s).")
    long moveMs;

    @Option(names = "--tolerance-ms", defaultValue = "0", paramLabel = "MS",
            description = "Extra time accepted on top of --move-ms (default ${DEFAULT-VALUE}).")
    long toleranceMs;

    @Option(names = "--start-ms", defaultValue = "10000", paramLabel = "MS",
            description = "Time allowed to answer START (process start-up included; default ${DEFAULT-VALUE}).")
    long startMs;

    @Option(names = "--tiebreak", defaultValue = "time", paramLabel = "time|none",
            description = "Equal totals: 'time' (the contest: less move time wins) or 'none' (a draw). Default ${DEFAULT-VALUE}.")
    String tiebreak;

    /** A match record: both games, the totals, and what decided. */
    record MatchRecord(int match, List<MancalaGame.GameRecord> games, int totalA, int totalB, double timeMsA,
                       double timeMsB, String result, String decidedBy) {
    }

    @Override
    protected int execute() {
        try {
            arena.validate();
            if (!tiebreak.equals("time") && !tiebreak.equals("none")) {
                throw new IllegalArgumentException("--tiebreak must be time or none");
            }
            if (games < 1 || moveMs < 1) {
                throw new IllegalArgumentException("--games and --move-ms must be positive");
            }
        } catch (IllegalArgumentException e) {
            err.println("arena mancala: " + e.getMessage());
            return 2;
        }
        int matches = (games + 1) / 2;
        Path outDir = arena.outDir("mancala");
        MancalaGame referee = new MancalaGame(arena.argv(Side.A), arena.argv(Side.B),
                new MancalaGame.Limits(moveMs, toleranceMs, startMs), Display.forOptions(arena, out, outDir));
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("games", matches * 2);
        settings.put("move_ms", moveMs);
        settings.put("tolerance_ms", toleranceMs);
        settings.put("start_ms", startMs);
        settings.put("tiebreak", tiebreak);
        MatchRunner runner = new MatchRunner(arena, out, err).pairing(Pairing.WITHIN_UNIT)
                .observer(new MatchReport(outDir, err));
        MatchRunner.Summary s = runner.run("mancala Kalah(6,4)", "matches", matches, outDir, settings,
                index -> playMatch(referee, index, outDir));
        long byTime = s.results().stream().filter(r -> r.reason().endsWith(TIE_BROKEN_BY_TIME)).count();
        if (byTime > 0) {
            // Two perfect players tie 48-48 in every match; the contest then rewards the faster bot,
            // so A's score above can be all timing noise. Say so beside the table.
            out.printf("Ties broken by time: %d of %d matches had equal stores and went to the bot that used less "
                    + "move time (--tiebreak time, the contest's rule); --tiebreak none scores them as draws.%n",
                    byTime, s.results().size());
            out.flush();
        }
        return s.arenaErrors() == 0 ? 0 : 1;
    }

    private UnitResult playMatch(MancalaGame referee, int index, Path outDir) {
        String name = String.format("match-%04d", index + 1);
        MancalaGame.GameRecord g1 = referee.play(1, Side.A, outDir, name + "-g1");
        MancalaGame.GameRecord g2 = referee.play(2, Side.B, outDir, name + "-g2");
        int totalA = g1.scoreA() + g2.scoreA();
        int totalB = g1.scoreB() + g2.scoreB();
        double timeA = g1.timeMsA() + g2.timeMsA();
        double timeB = g1.timeMsB() + g2.timeMsB();
        Outcome outcome = Outcome.compare(totalA, totalB);
        String decidedBy = "score";
        if (outcome == Outcome.DRAW && tiebreak.equals("time")) {
            outcome = Outcome.compare(-timeA, -timeB);
            decidedBy = "time";
        }
        MatchRecord record = new MatchRecord(index + 1, List.of(g1, g2), totalA, totalB, timeA, timeB,
                outcome.label(), decidedBy);
        Path file = outDir.resolve(name + ".json");
        Records.write(file, record);
        String reason = reason(g1, g2, decidedBy);
        String summary = String.format("match %d: A %d - B %d%s -> %s", index + 1, totalA, totalB,
                decidedBy.equals("time") ? String.format(" (time A %.0f ms, B %.0f ms)", timeA, timeB) : "",
                outcome.label());
        List<UnitFault> faults = new java.util.ArrayList<>();
        for (MancalaGame.GameRecord g : List.of(g1, g2)) {
            if (g.faultSide() != null) {
                faults.add(new UnitFault(g.faultSide(), g.reason(), g.detail()));
            }
        }
        // Each game's stores for the pentanomial count (equal stores a draw: the time tie-break is the match's).
        List<Double> gamePoints = List.of(Outcome.compare(g1.scoreA(), g1.scoreB()).scoreForA(),
                Outcome.compare(g2.scoreA(), g2.scoreB()).scoreForA());
        return new UnitResult(index, outcome, reason, summary, file.getFileName().toString(), faults, 0, 0, gamePoints);
    }

    /** The end of a match's reason when equal stores were decided by the move time. */
    static final String TIE_BROKEN_BY_TIME = ", tie broken by time";

    /** "stores", or the faults of the match ("timeout (b)"), and "+time" when the time decided. */
    private static String reason(MancalaGame.GameRecord g1, MancalaGame.GameRecord g2, String decidedBy) {
        StringBuilder r = new StringBuilder();
        for (MancalaGame.GameRecord g : List.of(g1, g2)) {
            if (g.faultSide() != null) {
                if (r.length() > 0) {
                    r.append('+');
                }
                r.append(g.reason()).append(" (").append(g.faultSide()).append(')');
            }
        }
        if (r.length() == 0) {
            r.append("stores");
        }
        if (decidedBy.equals("time")) {
            r.append(TIE_BROKEN_BY_TIME);
        }
        return r.toString();
    }
}
