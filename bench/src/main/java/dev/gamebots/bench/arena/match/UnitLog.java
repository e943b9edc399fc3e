package dev.gamebots.bench.arena.match;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
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
 * What makes a run resumable after its process (or the machine's session) ended: the run's identity
 * in {@value #RUN} and every finished unit as one JSON line in {@value #UNITS}, appended and flushed
 * as the unit ends. An SPRT between two close engines often needs more games than one session
 * holds; a resumed run ({@code --resume}) counts the logged units again and plays only the others.
 * A unit is a function of its index (its opening and colours), so the resumed run is the run that
 * one long session would have played, and its SPRT the same sequential test.
 */
final class UnitLog implements AutoCloseable {

    static final String UNITS = "units.jsonl";
    static final String RUN = "run.json";
    private static final ObjectMapper LINES = Records.mapper().copy()
            .disable(SerializationFeature.INDENT_OUTPUT)
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final BufferedWriter writer;

    private UnitLog(BufferedWriter writer) {
        this.writer = writer;
    }

    /**
     * Starts the log of a run in {@code dir}: a new run writes its identity and an empty unit log
     * (a previous run's log in the folder is replaced, as its records are); a resumed one appends.
     */
    static UnitLog open(Path dir, Map<String, Object> identity, boolean resume) {
        try {
            Files.createDirectories(dir);
            if (!resume) {
                Records.write(dir.resolve(RUN), identity);
            }
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
     * ({@code identity}: engines, seed, settings, SPRT). A last line cut off when the run was killed is
     * dropped (that unit is played again); units at or beyond {@code units} are left out.
     *
     * @throws IllegalArgumentException when there is no run to resume or it was a different one
     */
    static List<UnitResult> resume(Path dir, Map<String, Object> identity, int units) {
        Path run = dir.resolve(RUN);
        if (!Files.isRegularFile(run)) {
            throw new IllegalArgumentException("--resume: no run to resume in " + dir + " (no " + RUN + ")");
        }
        try {
            JsonNode before = Records.mapper().readTree(run.toFile());
            // Through the text as the file was: a long read back is an int node, and nodes compare by type.
            JsonNode now = Records.mapper().readTree(Records.mapper().writeValueAsString(identity));
            if (!before.equals(now)) {
                throw new IllegalArgumentException("--resume: the run in " + dir + " was made with other settings: "
                        + differences(before, now) + " (give the same engines, seed and options)");
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

    /** The top-level fields that differ, as "name: before -> now". */
    private static String differences(JsonNode before, JsonNode now) {
        List<String> diffs = new ArrayList<>();
        for (Iterator<String> it = now.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!now.get(f).equals(before.get(f))) {
                diffs.add(f + ": " + before.get(f) + " -> " + now.get(f));
            }
        }
        for (Iterator<String> it = before.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!now.has(f)) {
                diffs.add(f + ": " + before.get(f) + " -> (none)");
            }
        }
        return String.join("; ", diffs);
    }
}
