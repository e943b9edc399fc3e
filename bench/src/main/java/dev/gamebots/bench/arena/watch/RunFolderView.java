package dev.gamebots.bench.arena.watch;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a run folder shows of a match in progress, read from the files the run writes as it goes:
 * the games being played (the live frames, newest first, those of the last minutes), how many units
 * are done (units.jsonl), whether it has ended (summary.json), and when report.html last changed.
 */
final class RunFolderView {

    /** Frames older than this belong to games that have ended. */
    static final long RECENT_MS = 120_000;
    /** Boards shown at most (two games at once, or one FlipSight match's two legs, fit easily). */
    static final int MAX_BOARDS = 4;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path dir;

    RunFolderView(Path dir) {
        this.dir = dir;
    }

    /** The view as JSON: {@code units}, {@code finished}, {@code report} (its change time, 0 if none), {@code boards}. */
    ObjectNode read() throws IOException {
        ObjectNode v = JSON.createObjectNode();
        Path units = dir.resolve("units.jsonl");
        long count = 0;
        if (Files.exists(units)) {
            try (var lines = Files.lines(units)) {
                count = lines.filter(l -> !l.isBlank()).count();
            }
        }
        v.put("units", count);
        v.put("finished", Files.exists(dir.resolve("summary.json")));
        Path report = dir.resolve("report.html");
        v.put("report", Files.exists(report) ? Files.getLastModifiedTime(report).toMillis() : 0);
        Path run = dir.resolve("run.json");
        v.set("run", Files.exists(run) ? JSON.readTree(run.toFile()) : JSON.nullNode());
        ArrayNode boards = v.putArray("boards");
        Path live = dir.resolve("live");
        if (Files.isDirectory(live)) {
            List<Path> frames = new ArrayList<>();
            try (DirectoryStream<Path> files = Files.newDirectoryStream(live, "*.txt")) {
                files.forEach(frames::add);
            }
            long now = System.currentTimeMillis();
            frames.sort(Comparator.comparingLong(RunFolderView::modified).reversed());
            for (int i = 0; i < frames.size() && boards.size() < MAX_BOARDS; i++) {
                Path f = frames.get(i);
                if (i > 0 && now - modified(f) > RECENT_MS) {
                    break; // the newest frame always shows, even of a run that has stopped
                }
                ObjectNode b = boards.addObject();
                b.put("slot", f.getFileName().toString().replaceFirst("\\.txt$", ""));
                b.put("text", Files.readString(f));
            }
        }
        return v;
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }
}
