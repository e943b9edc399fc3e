package dev.gamebots.bench.arena.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.match.MatchObserver;
import dev.gamebots.bench.arena.match.Records;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report of one match folder: report.html and the exports (SGF and PSQ per Gomoku game, GGF per
 * Othello leg). As the run's {@link MatchObserver} it rewrites the page after a unit at most every
 * {@link #REFRESH_NANOS} (a 2000-unit run must not spend its time rewriting pages) and always at the
 * end; {@link #rebuild} makes it from a folder's summary.json and records. Each record is read and
 * turned into replays once, then kept: records never change after their unit ends.
 *
 * <p>The page is written to a temporary file and renamed over report.html, so a browser reloading
 * it never sees half a page. A failure here is reported on stderr and never stops the match.
 */
public final class MatchReport implements MatchObserver {

    /** The least time between two refreshes while the match runs. */
    static final long REFRESH_NANOS = 2_000_000_000L;

    private final Path dir;
    private final PrintStream err;
    private final Map<String, List<Replay>> replays = new HashMap<>();
    private final Map<String, String> abouts = new LinkedHashMap<>();
    private long lastWrite = Long.MIN_VALUE;
    private int lastUnits;
    private boolean failed;

    public MatchReport(Path dir, PrintStream err) {
        this.dir = dir;
        this.err = err;
    }

    /** Rebuilds report.html (and the exports) from {@code dir}'s summary.json; returns the page's path. */
    public static Path rebuild(Path dir, PrintStream err) throws IOException {
        Path summaryFile = dir.resolve("summary.json");
        if (!Files.isRegularFile(summaryFile)) {
            throw new IOException("no summary.json in " + dir + " (not a match folder, or the match never ended)");
        }
        JsonNode summary = Records.mapper().readTree(summaryFile.toFile());
        MatchReport report = new MatchReport(dir, err);
        report.write(summary, true);
        return dir.resolve("report.html");
    }

    @Override
    public synchronized void update(Map<String, Object> summary, boolean finished) {
        long now = System.nanoTime();
        if (!finished && lastWrite != Long.MIN_VALUE && now - lastWrite < REFRESH_NANOS) {
            return;
        }
        // Units finishing at once call in any order: never replace a page with an older one.
        int units = summary.get("units") instanceof List<?> l ? l.size() : 0;
        if (!finished && units < lastUnits) {
            return;
        }
        lastUnits = units;
        lastWrite = now;
        try {
            write(Records.mapper().valueToTree(summary), finished);
        } catch (IOException | RuntimeException e) {
            if (!failed) {
                failed = true; // once: a broken report must not flood the match's stderr
                err.println("arena: cannot write the report in " + dir + ": " + e);
            }
        }
    }

    synchronized void write(JsonNode summary, boolean finished) throws IOException {
        String game = summary.path("title").asText().split(" ")[0];
        Names names = ReportPage.names(summary);
        JsonNode settings = summary.path("settings");
        List<JsonNode> units = new ArrayList<>();
        summary.path("units").forEach(units::add);
        units.sort((x, y) -> Integer.compare(x.path("index").asInt(), y.path("index").asInt()));
        List<Replay> all = new ArrayList<>();
        for (JsonNode u : units) {
            String file = u.path("record_file").asText(null);
            if (file == null) {
                continue;
            }
            List<Replay> r = replays.get(file);
            if (r == null) {
                r = replaysOf(game, file, settings, names);
                if (r == null) {
                    continue; // not written (yet), or unreadable: the standings still show the unit
                }
                replays.put(file, r);
            }
            all.addAll(r);
        }
        String html = ReportPage.html(summary, all, MatchProgress.of(summary), abouts, finished);
        writeAtomically(dir.resolve("report.html"), html);
    }

    /** The replays of one record file, its exports written beside it; null when it cannot be read. */
    private List<Replay> replaysOf(String game, String file, JsonNode settings, Names names) throws IOException {
        Path path = dir.resolve(file);
        if (!Files.isRegularFile(path)) {
            return null;
        }
        JsonNode record;
        try {
            record = Records.mapper().readTree(path.toFile());
        } catch (IOException e) {
            return null;
        }
        String stem = file.endsWith(".json") ? file.substring(0, file.length() - 5) : file;
        switch (game) {
            case "gomoku" -> {
                for (String side : List.of("a", "b")) {
                    String about = record.path("about_" + side).asText("");
                    if (!about.isBlank()) {
                        abouts.putIfAbsent(side, about);
                    }
                }
                writeAtomically(dir.resolve(stem + ".sgf"), SgfExport.of(record, names));
                writeAtomically(dir.resolve(stem + ".psq"), PsqExport.of(record, names));
                return List.of(GomokuReplays.of(record, settings, names, List.of(stem + ".sgf", stem + ".psq")));
            }
            case "othello" -> {
                List<List<String>> exports = new ArrayList<>();
                for (JsonNode leg : record.path("legs")) {
                    String name = stem + "-leg" + leg.path("leg").asInt() + ".ggf";
                    writeAtomically(dir.resolve(name), GgfExport.of(record, leg, names));
                    exports.add(List.of(name));
                }
                return OthelloReplays.of(record, settings, names, exports, dir, stem);
            }
            case "mancala" -> {
                return KalahReplays.of(record, settings, names, dir, stem);
            }
            default -> {
                return List.of();
            }
        }
    }

    static void writeAtomically(Path file, String text) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, text, StandardCharsets.UTF_8);
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
