package dev.gamebots.bench.arena.gomoku;

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
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code arena gomoku}: a Gomocup manager. Games are played in pairs on the same opening with the
 * colours swapped; game 1, 3, ... A plays black (the first stone), game 2, 4, ... B does.
 */
@Command(name = "gomoku", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Gomoku games between two Gomocup brains, refereed as a Gomocup manager does.", "",
                "START/ABOUT at start-up (off the clocks), then INFO lines with BEGIN, TURN or BOARD for each "
                        + "move, END at the end (gomocup-protocol.md); per-turn and per-game clocks with a tolerance "
                        + "(a larger one on each brain's first move); freestyle, standard, renju or caro "
                        + "adjudication; openings from a file, each played twice with colours swapped. A timeout, "
                        + "crash, illegal or forbidden move, or no move but ERROR or garbage within the limit loses "
                        + "the game; stray lines and ERROR replies to INFO are warnings. Fault games are void by "
                        + "default (--faults). See docs/arena.md.", ""})
public final class GomokuCommand extends StreamsCommand {

    @Mixin
    ArenaOptions arena;

    @Option(names = "--games", defaultValue = "2", paramLabel = "N", description = "Games to play (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--rule", defaultValue = "freestyle", paramLabel = "RULE",
            description = "freestyle, standard, renju or caro (default ${DEFAULT-VALUE}).")
    String rule;

    @Option(names = "--size", paramLabel = "N", description = "Board size (default 20 for freestyle, 15 otherwise).")
    Integer size;

    @Option(names = "--turn-ms", defaultValue = "5000", paramLabel = "MS",
            description = "INFO timeout_turn: time per move (default ${DEFAULT-VALUE}).")
    long turnMs;

    @Option(names = "--match-ms", defaultValue = "0", paramLabel = "MS",
            description = "INFO timeout_match: time per game per brain, 0 = none (default ${DEFAULT-VALUE}).")
    long matchMs;

    @Option(names = "--tolerance-ms", defaultValue = "1000", paramLabel = "MS",
            description = "Extra time accepted over the limits (default ${DEFAULT-VALUE}, as GomocupJudge; liskvork has 0).")
    long toleranceMs;

    @Option(names = "--reuse-engines",
            description = "Keep the brains between games: each new game begins with RESTART, not a new process and START "
                    + "(a brain must forget its games on RESTART; ours does). Saves the start-up of every game, a third "
                    + "of a game's CPU at 20,000 nodes a move. Not kept by --resume: the games are the same.")
    boolean reuseEngines;

    /** The first-move tolerance when none is given and the tolerance is not 0 (c-gomoku-cli's tolerance). */
    static final long DEFAULT_FIRST_TOLERANCE_MS = 3000;

    @Option(names = "--first-move-tolerance-ms", paramLabel = "MS",
            description = "Tolerance of each brain's first move of a game, which carries its set-up (default 3000, "
                    + "c-gomoku-cli's tolerance, or 0 with --tolerance-ms 0 as liskvork; never below --tolerance-ms).")
    Long firstToleranceMs;

    @Option(names = "--start-ms", defaultValue = "30000", paramLabel = "MS",
            description = "Time to answer START and ABOUT, process start-up included, not on the clock (default ${DEFAULT-VALUE}).")
    long startMs;

    @Option(names = "--max-memory", defaultValue = "0", paramLabel = "BYTES",
            description = "INFO max_memory sent to the brains (not enforced), 0 = none (default ${DEFAULT-VALUE}).")
    long maxMemory;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "Openings, one per line, offset (dx,dy, ...) or pos (h8i9) format; shuffled by the seed. Default: empty board.")
    Path openingsFile;

    @Override
    protected int execute() {
        Rule r;
        int n;
        List<List<int[]>> openings;
        try {
            arena.validate();
            r = Rule.of(rule);
            n = size == null ? r.defaultSize() : size;
            if (n < 5 || n > 100) {
                throw new IllegalArgumentException("--size must be 5..100");
            }
            if (games < 1 || turnMs < 0 || matchMs < 0 || toleranceMs < 0 || startMs < 0
                    || firstToleranceMs != null && firstToleranceMs < 0) {
                throw new IllegalArgumentException("--games must be positive and the times not negative");
            }
            openings = openingsFile == null ? List.of(List.of()) : Openings.load(openingsFile, n);
        } catch (IllegalArgumentException e) {
            err.println("arena gomoku: " + e.getMessage());
            return 2;
        }
        List<List<int[]>> order = new ArrayList<>(openings);
        Collections.shuffle(order, new Random(arena.seed()));
        Path outDir = arena.outDir("gomoku-" + r.label());
        long firstTolerance = Math.max(toleranceMs, firstToleranceMs != null ? firstToleranceMs
                : toleranceMs == 0 ? 0 : DEFAULT_FIRST_TOLERANCE_MS);
        KeptBrains kept = reuseEngines ? new KeptBrains() : null;
        GomokuGame referee = new GomokuGame(arena.argv(Side.A), arena.argv(Side.B),
                new GomokuGame.Settings(n, r, turnMs, matchMs, toleranceMs, firstTolerance, startMs, maxMemory),
                Display.forOptions(arena, out, outDir), kept);
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("rule", r.label());
        settings.put("size", n);
        settings.put("games", games);
        settings.put("turn_ms", turnMs);
        settings.put("match_ms", matchMs);
        settings.put("tolerance_ms", toleranceMs);
        settings.put("first_move_tolerance_ms", firstTolerance);
        settings.put("faults", arena.faultPolicy().label());
        settings.put("start_ms", startMs);
        settings.put("openings", openingsFile == null ? null : openingsFile.toString());
        // Games 2k and 2k+1 play one opening with the colours swapped: a pair for the pentanomial statistics.
        MatchRunner runner = new MatchRunner(arena, out, err).pairing(Pairing.CONSECUTIVE_UNITS)
                .observer(new MatchReport(outDir, err));
        MatchRunner.Summary s;
        try {
            s = play(runner, r, n, outDir, settings, order, referee);
        } finally {
            if (kept != null) {
                kept.close();
            }
        }
        return s.arenaErrors() == 0 ? 0 : 1;
    }

    private MatchRunner.Summary play(MatchRunner runner, Rule r, int n, Path outDir, Map<String, Object> settings,
                                     List<List<int[]>> order, GomokuGame referee) {
        return runner.run("gomoku " + r.label() + " " + n + "x" + n, "games", games, outDir, settings,
                index -> {
                    List<int[]> opening = order.get((index / 2) % order.size());
                    Side black = index % 2 == 0 ? Side.A : Side.B;
                    String name = String.format("game-%04d", index + 1);
                    GomokuGame.GameRecord g = referee.play(index + 1, black, opening, outDir, name);
                    Path file = outDir.resolve(name + ".json");
                    Records.write(file, g);
                    Outcome o = g.result().equals("a") ? Outcome.A_WINS : g.result().equals("b") ? Outcome.B_WINS : Outcome.DRAW;
                    String reason = g.faultSide() == null ? g.reason() : g.reason() + " (" + g.faultSide() + ")";
                    String summary = String.format("game %d (A %s): %s, %s after %d moves", index + 1,
                            black == Side.A ? "black" : "white", o == Outcome.DRAW ? "draw" : g.result() + " wins",
                            reason, g.moves().size())
                            + (g.warningCountA() + g.warningCountB() == 0 ? ""
                            : String.format(" (warnings: A %d, B %d)", g.warningCountA(), g.warningCountB()));
                    List<UnitFault> faults = g.faultSide() == null ? List.of()
                            : List.of(new UnitFault(g.faultSide(), g.reason(), g.detail()));
                    return new UnitResult(index, o, reason, summary, file.getFileName().toString(), faults,
                            g.warningCountA(), g.warningCountB());
                });
    }
}
