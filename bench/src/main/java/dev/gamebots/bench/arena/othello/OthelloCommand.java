package dev.gamebots.bench.arena.othello;

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
import java.util.concurrent.CompletableFuture;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code arena othello}: the FlipSight connector and server in one. A match (a "pair") is two legs
 * played at the same time from one random 12-disc start with colours swapped, each side with its
 * own engine process per leg; the disc totals over both legs decide (the fewest in anti).
 */
@Command(name = "othello", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"FlipSight bot matches, refereed as the FlipSight connector and server do.", "",
                "Two legs at once from one random 12-disc start, colours swapped, one engine process per leg "
                        + "per side, one JSON line per move as the connector's --engine mode sends it "
                        + "(flipsight-engine.md), or NBoard with --a-protocol/--b-protocol nboard (std only). "
                        + "The disc totals over both legs decide (the fewest in anti); a leg lost by a timeout, "
                        + "crash, garbage or an illegal move is scored as the server's awarded result. "
                        + "See docs/arena.md.", ""})
public final class OthelloCommand extends StreamsCommand {

    @Mixin
    ArenaOptions arena;

    @Option(names = "--game", defaultValue = "std", paramLabel = "MODE",
            description = "std, anti, grand, octagon or reversi (default ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--pairs", defaultValue = "1", paramLabel = "N",
            description = "Matches of two legs to play (default ${DEFAULT-VALUE}).")
    int pairs;

    @Option(names = "--clock-ms", defaultValue = "60000", paramLabel = "MS",
            description = "Each colour's clock per leg (default ${DEFAULT-VALUE}, the server's 60 s).")
    long clockMs;

    @Option(names = "--max-think-ms", defaultValue = "10000", paramLabel = "MS",
            description = "The connector's --max-think-seconds, in ms: cap of budget_ms; 0 = no cap (default ${DEFAULT-VALUE}).")
    long maxThinkMs;

    @Option(names = "--tolerance-ms", defaultValue = "0", paramLabel = "MS",
            description = "Extra time accepted after budget_ms (default ${DEFAULT-VALUE}: none, like the connector).")
    long toleranceMs;

    @Option(names = "--a-protocol", defaultValue = "json", paramLabel = "json|nboard",
            description = "How A is spoken to: json (the connector's --engine) or nboard (std only). Default ${DEFAULT-VALUE}.")
    String protocolA;

    @Option(names = "--b-protocol", defaultValue = "json", paramLabel = "json|nboard", description = "The same for B.")
    String protocolB;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "Starts, one line of moves per line (f5d6c3; - the initial position), shuffled by the seed,"
                    + " one per match; default: the server's random 12-disc starts.")
    Path openingsFile;

    @Option(names = "--a-nboard-depth", defaultValue = "0", paramLabel = "N",
            description = "NBoard only: send 'set depth N' to A (0 = the engine's default, as the connector).")
    int depthA;

    @Option(names = "--b-nboard-depth", defaultValue = "0", paramLabel = "N", description = "The same for B.")
    int depthB;

    /** A match record: the start, both legs, the totals. */
    record MatchRecord(int match, String gameMode, List<Integer> openingMoves, List<FlipSightLeg.LegRecord> legs,
                       int totalA, int totalB, String result, String finishReason) {
    }

    /** The --openings starts in the seed's order, or null for random starts. */
    private List<RandomStart> starts;

    @Override
    protected int execute() {
        Variant variant;
        try {
            arena.validate();
            variant = Variant.of(game);
            for (String p : List.of(protocolA, protocolB)) {
                if (!p.equals("json") && !p.equals("nboard")) {
                    throw new IllegalArgumentException("protocol must be json or nboard, not " + p);
                }
                if (p.equals("nboard") && variant != Variant.STD) {
                    throw new IllegalArgumentException("the NBoard protocol plays std only");
                }
            }
            if (pairs < 1 || clockMs < 1 || maxThinkMs < 0 || toleranceMs < 0) {
                throw new IllegalArgumentException("--pairs and --clock-ms must be positive, the others not negative");
            }
            starts = openingsFile == null ? null : new ArrayList<>(StartLines.load(openingsFile, variant));
        } catch (IllegalArgumentException e) {
            err.println("arena othello: " + e.getMessage());
            return 2;
        }
        Path outDir = arena.outDir("othello-" + variant.mode());
        long seed = arena.seed();
        FlipSightLeg.Limits limits = new FlipSightLeg.Limits(clockMs, maxThinkMs, toleranceMs);
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("game_mode", variant.mode());
        settings.put("pairs", pairs);
        settings.put("clock_ms", clockMs);
        settings.put("max_think_ms", maxThinkMs);
        settings.put("tolerance_ms", toleranceMs);
        settings.put("a_protocol", protocolA);
        settings.put("b_protocol", protocolB);
        settings.put("openings", openingsFile == null ? null : openingsFile.toString());
        if (starts != null) {
            Collections.shuffle(starts, new Random(seed));
        }
        MatchRunner runner = new MatchRunner(arena, out, err).pairing(Pairing.WITHIN_UNIT)
                .observer(new MatchReport(outDir, err));
        MatchRunner.Summary s = runner.run("othello " + variant.mode(), "pairs", pairs, outDir, settings,
                index -> playMatch(variant, limits, index, new Random(seed + 1_000_003L * index), outDir));
        return s.arenaErrors() == 0 ? 0 : 1;
    }

    private OthelloSeat seat(Side side, int leg, String prefix, Path outDir) {
        String label = prefix + "-leg" + leg + "-" + side.lower();
        String protocol = side == Side.A ? protocolA : protocolB;
        if (protocol.equals("nboard")) {
            return new NBoardSeat(label, arena.argv(side), outDir.resolve(label + ".io.log"),
                    side == Side.A ? depthA : depthB);
        }
        return new FlipSightSeat(label, arena.argv(side), outDir.resolve(label));
    }

    private UnitResult playMatch(Variant variant, FlipSightLeg.Limits limits, int index, Random random, Path outDir)
            throws Exception {
        String name = String.format("match-%04d", index + 1);
        RandomStart start = starts != null ? starts.get(index % starts.size()) : RandomStart.make(variant, random);
        Display display = Display.forOptions(arena, out, outDir);
        MatchView view = display != null ? new MatchView(display, index + 1, start.board(),
                new String[] {"leg 0: A = X (black), B = O", "leg 1: B = X (black), A = O"}) : null;
        FlipSightLeg leg0 = new FlipSightLeg(index + 1, 0, start, limits, seat(Side.A, 0, name, outDir),
                seat(Side.B, 0, name, outDir), view);
        FlipSightLeg leg1 = new FlipSightLeg(index + 1, 1, start, limits, seat(Side.A, 1, name, outDir),
                seat(Side.B, 1, name, outDir), view);
        // Both legs at once, as the server plays them: one here, one on another thread.
        CompletableFuture<FlipSightLeg.LegRecord> other = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                other.complete(leg1.play());
            } catch (Throwable e) {
                other.completeExceptionally(e);
            }
        }, "leg-1-" + name);
        t.setDaemon(true);
        t.start();
        FlipSightLeg.LegRecord r0 = leg0.play();
        FlipSightLeg.LegRecord r1 = other.get();
        int totalA = r0.scoreOf(Side.A) + r1.scoreOf(Side.A);
        int totalB = r0.scoreOf(Side.B) + r1.scoreOf(Side.B);
        Outcome outcome = variant.fewestWins() ? Outcome.compare(totalB, totalA) : Outcome.compare(totalA, totalB);
        String reason = reason(r0, r1);
        List<Integer> opening = new java.util.ArrayList<>();
        for (int m : start.moves()) {
            opening.add(m);
        }
        MatchRecord record = new MatchRecord(index + 1, variant.mode(), opening, List.of(r0, r1), totalA, totalB,
                outcome.label(), reason);
        Path file = outDir.resolve(name + ".json");
        Records.write(file, record);
        String summary = String.format("match %d: A %d - B %d (%s) -> %s", index + 1, totalA, totalB, reason,
                outcome.label());
        if (view != null) {
            view.message(summary);
        }
        List<UnitFault> faults = new java.util.ArrayList<>();
        for (FlipSightLeg.LegRecord leg : List.of(r0, r1)) {
            if (leg.faultSide() != null) {
                faults.add(new UnitFault(leg.faultSide(), leg.reason(), leg.detail()));
            }
        }
        // Each leg's own result (most discs, fewest in anti) for the pentanomial count: the legs can
        // split while the totals decide the match.
        List<Double> legPoints = List.of(legPoints(variant, r0), legPoints(variant, r1));
        return new UnitResult(index, outcome, reason, summary, file.getFileName().toString(), faults, 0, 0, legPoints);
    }

    /** A's points in one leg: 1, 0.5 or 0 by the leg's own score. */
    private static double legPoints(Variant variant, FlipSightLeg.LegRecord leg) {
        int a = leg.scoreOf(Side.A);
        int b = leg.scoreOf(Side.B);
        return (variant.fewestWins() ? Outcome.compare(b, a) : Outcome.compare(a, b)).scoreForA();
    }

    /** "discs", or the faults that decided legs, like the server's finish_reason ("timeout (b)"). */
    private static String reason(FlipSightLeg.LegRecord r0, FlipSightLeg.LegRecord r1) {
        StringBuilder b = new StringBuilder();
        for (FlipSightLeg.LegRecord r : List.of(r0, r1)) {
            if (r.faultSide() != null) {
                if (b.length() > 0) {
                    b.append('+');
                }
                b.append(r.reason()).append(" (").append(r.faultSide()).append(')');
            }
        }
        return b.length() == 0 ? "discs" : b.toString();
    }
}
