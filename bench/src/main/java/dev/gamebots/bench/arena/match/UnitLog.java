package dev.gamebots.bench.arena.match;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * What makes a run resumable after its process (or the machine's session) ended: the run's options
 * in {@value #RUN} and every finished unit as one JSON line in {@value #UNITS}, appended and flushed
 * as the unit ends. An SPRT between two close engines often needs more games than one session
 * holds; a resumed run ({@code --resume}) counts the logged units again and plays only the others.
 * A unit is a function of its index (its opening and colours), so the resumed run is the run that
 * one long session would have played, and its SPRT the same sequential test.
 */
final class UnitLog implements AutoCloseable {

    static final String UNITS = "units.jsonl";
    static final String RUN = "run.json";
    /** Fields of {@value #RUN} a resumed run may change: the engines' names in the tables. */
    private static final List<String> NAMES = List.of("a_name", "b_name");
    /** Settings a resumed run may change: how many units (it may ask for more). */
    private static final List<String> UNIT_COUNTS = List.of("games", "pairs");
    private static final ObjectMapper LINES = Records.mapper().copy()
            .disable(SerializationFeature.INDENT_OUTPUT)
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final BufferedWriter writer;

    private UnitLog(BufferedWriter writer) {
        this.writer = writer;
    }

    /**
     * Starts the log of a run in {@code dir} (made ready by {@link OutputFolder}): a new run writes
     * its options and an empty unit log; a resumed one (checked by {@link #resume}) writes its options
     * again, with the names and the number of units it may have changed, and appends.
     */
    static UnitLog open(Path dir, Map<String, Object> run, boolean resume) {
        try {
            Records.write(dir.resolve(RUN), run);
            BufferedWriter w = Files.newBufferedWriter(dir.resolve(UNITS), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, resume ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING,
                    StandardOpenOption.WRITE);
            return new UnitLog(w);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the unit log in " + dir, e);
        }
    }

    /** Logs a finished unit (one line, flushed: a run killed later keeps it). */
    synchronized void append(UnitResult r) {
        try {
            writer.write(LINES.writeValueAsString(r));
            writer.newLine();
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot log unit " + (r.index() + 1), e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            writer.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The units an earlier run in {@code dir} finished, after checking that it was the same run
     * ({@code run}'s engines, seed, settings and SPRT; names and the number of units may change). A last line cut off when the run was killed is
     * dropped (that unit is played again); units at or beyond {@code units} are left out.
     *
     * @throws IllegalArgumentException when there is no run to resume or it was a different one
     */
    static List<UnitResult> resume(Path dir, Map<String, Object> run, int units) {
        try {
            JsonNode before = identity(read(dir));
            // Through the text as the file was: a long read back is an int node, and nodes compare by type.
            JsonNode now = identity(Records.mapper().readTree(Records.mapper().writeValueAsString(run)));
            if (!before.equals(now)) {
                throw new IllegalArgumentException("--resume: the run in " + dir + " was made with other settings: "
                        + differences(before, now) + " (leave an option out to take the run's)");
            }
            List<UnitResult> results = new ArrayList<>();
            Path log = dir.resolve(UNITS);
            if (!Files.exists(log)) {
                return results;
            }
            boolean[] seen = new boolean[units];
            for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
                UnitResult r;
                try {
                    r = LINES.readValue(line, UnitResult.class);
                } catch (IOException e) {
                    continue; // the line being written when the run was killed
                }
                if (r.index() >= 0 && r.index() < units && !seen[r.index()]) {
                    seen[r.index()] = true;
                    results.add(r);
                }
            }
            return results;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the run in " + dir, e);
        }
    }

    /**
     * The options of the run in {@code dir}, as written when it started.
     *
     * @throws IllegalArgumentException when there is no run to resume
     */
    static ObjectNode read(Path dir) throws IOException {
        Path run = dir.resolve(RUN);
        if (!Files.isRegularFile(run)) {
            throw new IllegalArgumentException("--resume: no run to resume in " + dir + " (no " + RUN + ")");
        }
        return (ObjectNode) Records.mapper().readTree(run.toFile());
    }

    /** What must be the same for a run to be resumed: the run's options but names and unit counts. */
    private static JsonNode identity(JsonNode run) {
        ObjectNode id = ((ObjectNode) run).deepCopy();
        id.remove(NAMES);
        if (id.get("settings") instanceof ObjectNode settings) {
            settings.remove(UNIT_COUNTS);
        }
        return id;
    }

    /** The fields that differ, as "name: before -> now" ("settings.turn_ms: 2000 -> 3000" inside settings). */
    private static String differences(JsonNode before, JsonNode now) {
        List<String> diffs = new ArrayList<>();
        differences("", before, now, diffs);
        return String.join("; ", diffs);
    }

    private static void differences(String prefix, JsonNode before, JsonNode now, List<String> diffs) {
        for (Iterator<String> it = now.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            JsonNode b = before.get(f);
            JsonNode n = now.get(f);
            if (n.isObject() && b != null && b.isObject()) {
                differences(prefix + f + ".", b, n, diffs);
            } else if (!n.equals(b)) {
                diffs.add(prefix + f + ": " + (b == null ? "(none)" : b) + " -> " + n);
            }
        }
        for (Iterator<String> it = before.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!now.has(f)) {
                diffs.add(prefix + f + ": " + before.get(f) + " -> (none)");
            }
        }
    }
}
