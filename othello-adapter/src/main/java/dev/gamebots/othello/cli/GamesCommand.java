package dev.gamebots.othello.cli;

import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.ArchiveRun;
import dev.gamebots.othello.train.ArchiveSelfPlay;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code games}: self-play games for the committed archive (data/othello/selfplay), in resumable
 * chunks of {@link dev.gamebots.othello.train.GameArchive} files ({@link ArchiveRun}). Unlike
 * {@code selfplay}, which writes scratch position files, it keeps only the moves and the result, so a
 * million games fit in the repository and every weights file can be rebuilt from them
 * ({@code train --games-from}).
 */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = "Play archive games (random opening, fixed-depth search, exact end) in chunk files;"
                + " a run started again continues where the files end.")
public final class GamesCommand implements Callable<Integer> {

    @ParentCommand
    Launcher main;

    @Option(names = "--game", defaultValue = "std", description = "std, anti, grand, octagon or reversi (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--games", required = true, description = "Games of the whole run (chunks already written count).")
    int games;

    @Option(names = "--chunk", defaultValue = "1000", description = "Games per file (default: ${DEFAULT-VALUE}).")
    int chunk;

    @Option(names = "--weights", paramLabel = "FILE|shipped", defaultValue = "shipped",
            description = "The evaluation that plays: a weights file or the jar's weights (default: ${DEFAULT-VALUE}).")
    String weights;

    @Option(names = "--depth", defaultValue = "8",
            description = "Search depth between the opening and the exact part (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--exact-empties", defaultValue = "20",
            description = "Empties from which every move is an exact solve (default: ${DEFAULT-VALUE}).")
    int exactEmpties;

    @Option(names = "--opening-min", defaultValue = "8", description = "Fewest random opening moves (default: ${DEFAULT-VALUE}).")
    int openingMin;

    @Option(names = "--opening-max", defaultValue = "20", description = "Most random opening moves (default: ${DEFAULT-VALUE}).")
    int openingMax;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the run (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", defaultValue = "1", description = "Threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--out", required = true, description = "Folder of the chunk files (one generation).")
    File out;

    @Override
    public Integer call() throws Exception {
        PrintStream log = main.out();
        Variant variant = Variant.fromWireName(game);
        if (variant == null || games < 1 || chunk < 1 || depth < 1 || threads < 1 || exactEmpties < 0
                || openingMin < 0 || openingMax < openingMin || openingMax > 60) {
            log.println("usage: games --games N --out FOLDER [--game std|anti|grand|octagon|reversi] [--chunk N]"
                    + " [--depth N] [--exact-empties N] [--opening-min N --opening-max N] [--weights FILE|shipped]"
                    + " [--seed N] [--threads N]");
            return 2;
        }
        if (!out.isDirectory() && !out.mkdirs()) {
            log.println("cannot create " + out);
            return 2;
        }
        byte[] weightBytes;
        PatternWeights w;
        if (weights.equals("shipped")) {
            try (InputStream in = PatternWeights.class.getResourceAsStream(PatternWeights.resourceName(variant))) {
                weightBytes = in == null ? null : in.readAllBytes();
            }
            w = PatternWeights.load(variant);
        } else {
            File f = new File(weights);
            weightBytes = f.isFile() ? Files.readAllBytes(f.toPath()) : null;
            w = weightBytes == null ? null : PatternWeights.read(f, variant);
        }
        if (w == null || weightBytes == null) {
            log.println("no " + variant.wireName() + " weights: " + weights);
            return 2;
        }
        w.expandAll(); // shared by the threads: expanded once, before they start
        // Written into every chunk: a resumed run checks it continues the same games.
        String provenance = String.format(Locale.ROOT,
                "games --game %s --depth %d --exact-empties %d --opening-min %d --opening-max %d --seed %d --chunk %d;"
                        + " weights %s sha256 %s", variant.wireName(), depth, exactEmpties, openingMin, openingMax,
                seed, chunk, weights.equals("shipped") ? "shipped " + variant.wireName() + ".weights"
                        : new File(weights).getName(), sha256(weightBytes));
        log.printf(Locale.ROOT, "games: %d games in chunks of %d into %s, %d threads; %s%n", games, chunk, out,
                threads, provenance);
        ArchiveRun.Settings settings = new ArchiveRun.Settings(
                new ArchiveSelfPlay.Level(variant, w, depth, exactEmpties, openingMin, openingMax), seed, provenance);
        try {
            int played = ArchiveRun.run(settings, games, chunk, out, threads, log);
            log.printf("games: %d chunks played now, the run is complete%n", played);
        } catch (IOException e) {
            log.println("games: " + e.getMessage());
            return 1;
        }
        return 0;
    }

    private static String sha256(byte[] bytes) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}
