package dev.gamebots.bench.arena.match;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes game records and summaries as indented JSON with snake_case field names. */
public final class Records {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private Records() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    public static void write(Path file, Object record) {
        try {
            if (file.getParent() != null) {
                Files.createDirectories(file.getParent());
            }
            MAPPER.writeValue(file.toFile(), record);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** Milliseconds with 0.1 ms precision from nanoseconds, for records. */
    public static double millis(long nanos) {
        return Math.round(nanos / 100_000.0) / 10.0;
    }
}
