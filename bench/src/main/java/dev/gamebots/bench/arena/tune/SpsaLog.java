package dev.gamebots.bench.arena.tune;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.gamebots.bench.arena.match.Records;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The trajectory of an SPSA run, which is also what makes it resumable: the run's identity in
 * {@value #RUN} and every finished iteration as one JSON line in {@value #ITERATIONS} (its pushes,
 * result and the values after its step), appended and flushed as it ends. A resumed run replays the
 * lines in order, which gives back the values exactly, and plays the iterations not yet logged.
 */
final class SpsaLog implements AutoCloseable {

    static final String RUN = "spsa.json";
    static final String ITERATIONS = "iterations.jsonl";
    private static final ObjectMapper LINES = Records.mapper().copy()
            .disable(SerializationFeature.INDENT_OUTPUT)
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    /** One finished iteration. {@code theta}: every parameter after the step (unchanged after a fault). */
    record Entry(int iteration, int[] flips, double[] plus, double[] minus, int result, String fault,
                 double[] theta) {
    }

    private final BufferedWriter writer;

    private SpsaLog(BufferedWriter writer) {
        this.writer = writer;
    }

    /**
     * Opens the log in {@code dir}. A new run refuses a folder that holds a run; a resumed one needs
     * the same identity (parameters, iterations, engine, games) and appends.
     */
    static SpsaLog open(Path dir, Map<String, Object> identity, boolean resume) {
        Path run = dir.resolve(RUN);
        try {
            if (resume) {
                if (!Files.isRegularFile(run)) {
                    throw new IllegalArgumentException("--resume: no SPSA run in " + dir);
                }
                Object before = LINES.readValue(run.toFile(), Object.class);
                Object now = LINES.readValue(LINES.writeValueAsBytes(identity), Object.class);
                if (!before.equals(now)) {
                    throw new IllegalArgumentException("--resume: " + run + " was made with other settings: " + before);
                }
            } else {
                if (Files.exists(run)) {
                    throw new IllegalArgumentException(dir + " holds an SPSA run: pass --resume or another --out");
                }
                Files.createDirectories(dir);
                Records.write(run, identity);
            }
            BufferedWriter w = Files.newBufferedWriter(dir.resolve(ITERATIONS), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
            if (endsInsideALine(dir.resolve(ITERATIONS))) {
                w.newLine(); // a killed run's cut line stays apart from the next one
            }
            return new SpsaLog(w);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the SPSA log in " + dir, e);
        }
    }

    private static boolean endsInsideALine(Path file) throws IOException {
        long size = Files.size(file);
        if (size == 0) {
            return false;
        }
        try (SeekableByteChannel channel = Files.newByteChannel(file)) {
            channel.position(size - 1);
            ByteBuffer last = ByteBuffer.allocate(1);
            channel.read(last);
            return last.get(0) != '\n';
        }
    }

    /** The logged iterations, in the order they finished (none for a new run). */
    static List<Entry> read(Path dir) {
        Path file = dir.resolve(ITERATIONS);
        List<Entry> entries = new ArrayList<>();
        if (!Files.exists(file)) {
            return entries;
        }
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.isBlank()) {
                    try {
                        entries.add(LINES.readValue(line, Entry.class));
                    } catch (IOException e) {
                        // a line cut by a killed run: that iteration is played again
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        return entries;
    }

    synchronized void append(Entry entry) {
        try {
            writer.write(LINES.writeValueAsString(entry));
            writer.newLine();
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to the SPSA log", e);
        }
    }

    @Override
    public void close() {
        try {
            writer.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
