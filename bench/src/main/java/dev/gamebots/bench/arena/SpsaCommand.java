package dev.gamebots.bench.arena;

import dev.gamebots.bench.arena.gomoku.GomokuPairPlayer;
import dev.gamebots.bench.arena.gomoku.Openings;
import dev.gamebots.bench.arena.gomoku.Rule;
import dev.gamebots.bench.arena.match.StreamsCommand;
import dev.gamebots.bench.arena.tune.Spsa;
import dev.gamebots.bench.arena.tune.SpsaParameter;
import dev.gamebots.bench.arena.tune.SpsaRun;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code arena spsa}: tunes many numbers of an engine at once by SPSA ({@link Spsa}), playing pairs of
 * games between the engine pushed both ways. The engine command names its settings with {@code {}},
 * e.g. {@code java -jar gomoku-brain.jar protocol --nodes 20000 --search-config {}}.
 */
@Command(name = "spsa", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Tunes an engine's settings by SPSA (as fishtest): each iteration plays a pair of games "
                + "(one opening, colours swapped) between the engine with every parameter pushed up or down by a "
                + "coin flip and the engine pushed the other way, and moves each parameter by the result. "
                + "Resumable (--resume); the trajectory is OUT/iterations.jsonl. Gomoku for now. See docs/arena.md.", ""})
final class SpsaCommand extends StreamsCommand {

    @Option(names = "--game", defaultValue = "gomoku", paramLabel = "GAME", description = "gomoku (default).")
    String game;

    @Option(names = "--engine", required = true, paramLabel = "CMD",
            description = "The engine's command; {} stands for its settings, name=value,... (integers).")
    String engine;

    @Option(names = "--reuse-engines", paramLabel = "INFO_KEY",
            description = "Keep the engines between games (RESTART) and give each game's settings by the line INFO "
                    + "INFO_KEY name=value,... (ours: search_config) instead of new processes with {} on the command line, "
                    + "where {} stands for the start values. The same games, without a JVM's start per game. Not kept by "
                    + "--resume.")
    String reuseKey;

    @Option(names = "--param", required = true, paramLabel = "SPEC", converter = SpsaParameter.Converter.class,
            description = "A tuned number: name,start,min,max,c_end,r_end (fishtest's line); repeat for each.")
    List<SpsaParameter> parameters;

    @Option(names = "--iterations", defaultValue = "1000", paramLabel = "N",
            description = "Pairs to play; the gains' schedule is planned for N (default ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--concurrency", defaultValue = "1", paramLabel = "N", description = "Pairs at once (default ${DEFAULT-VALUE}).")
    int concurrency;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N",
            description = "Seeds the openings' order and the pushes' signs (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--out", paramLabel = "DIR", description = "Run folder (default arena-out/spsa-<time>).")
    Path outDir;

    @Option(names = "--resume", description = "Go on with the run in --out.")
    boolean resume;

    @Option(names = "--rule", defaultValue = "freestyle", paramLabel = "RULE", description = "Gomoku rule (default ${DEFAULT-VALUE}).")
    String rule;

    @Option(names = "--size", paramLabel = "N", description = "Board size (default 20 for freestyle, 15 otherwise).")
    Integer size;

    @Option(names = "--turn-ms", defaultValue = "10000", paramLabel = "MS",
            description = "INFO timeout_turn (default ${DEFAULT-VALUE}: ample for engines at fixed nodes).")
    long turnMs;

    @Option(names = "--tolerance-ms", defaultValue = "1000", paramLabel = "MS", description = "Time tolerance (default ${DEFAULT-VALUE}).")
    long toleranceMs;

    @Option(names = "--start-ms", defaultValue = "30000", paramLabel = "MS",
            description = "Time to answer START (default ${DEFAULT-VALUE}).")
    long startMs;

    @Option(names = "--openings", required = true, paramLabel = "FILE",
            description = "Openings file as arena gomoku takes it; shuffled by the seed, one per iteration.")
    Path openingsFile;

    @Override
    protected int execute() {
        if (!game.equals("gomoku")) {
            err.println("arena spsa: --game " + game + " is not supported yet (gomoku)");
            return 2;
        }
        if (!engine.contains("{}")) {
            err.println("arena spsa: --engine must contain {} where the settings go");
            return 2;
        }
        if (iterations < 1 || concurrency < 1 || turnMs < 0 || toleranceMs < 0 || startMs < 0) {
            err.println("arena spsa: --iterations and --concurrency must be positive and the times not negative");
            return 2;
        }
        if (reuseKey != null && !reuseKey.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            err.println("arena spsa: --reuse-engines takes an INFO key (letters, digits, _), not '" + reuseKey + "'");
            return 2;
        }
        if (resume && outDir == null) {
            err.println("arena spsa: --resume needs --out");
            return 2;
        }
        int n;
        List<List<int[]>> openings;
        try {
            n = size == null ? Rule.of(rule).defaultSize() : size;
            openings = new ArrayList<>(Openings.load(openingsFile, n));
        } catch (IllegalArgumentException e) {
            err.println("arena spsa: " + e.getMessage());
            return 2;
        }
        Collections.shuffle(openings, new Random(seed));
        Path dir = outDir != null ? outDir : Path.of("arena-out", "spsa-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        Spsa spsa = new Spsa(parameters, iterations);
        Map<String, Object> identity = new LinkedHashMap<>();
        identity.put("game", game);
        identity.put("engine", engine);
        List<Map<String, Object>> ps = new ArrayList<>();
        for (SpsaParameter p : parameters) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", p.name());
            m.put("start", p.start());
            m.put("min", p.min());
            m.put("max", p.max());
            m.put("c_end", p.cEnd());
            m.put("r_end", p.rEnd());
            ps.add(m);
        }
        identity.put("parameters", ps);
        identity.put("iterations", iterations);
        identity.put("seed", seed);
        identity.put("rule", rule);
        identity.put("size", n);
        identity.put("turn_ms", turnMs);
        identity.put("openings", openingsFile.toString());
        SpsaRun.Summary s;
        try {
            try (GomokuPairPlayer player = new GomokuPairPlayer(rule, n, turnMs, toleranceMs, startMs, openings,
                    dir.resolve("fault-logs"), engine, reuseKey, spsa.settings(spsa.theta()))) {
                s = new SpsaRun(spsa, player, err).run(iterations, concurrency, seed, dir, identity, resume);
            }
        } catch (IllegalArgumentException | UncheckedIOException e) {
            err.println("arena spsa: " + e.getMessage());
            return 2;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
        out.printf("SPSA in %s: %d of %d iterations (%d left out for faults, %d arena errors)%n", dir,
                s.iterations(), iterations, s.faults(), s.errors());
        out.println("values: " + SpsaRun.describe(spsa, s.theta()));
        out.println("settings: " + spsa.settings(s.theta()));
        return s.errors() == 0 ? 0 : 1;
    }
}
