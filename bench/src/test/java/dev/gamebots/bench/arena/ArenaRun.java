package dev.gamebots.bench.arena;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Runs the arena in-process with captured output, for tests; reads the JSON records back. */
public record ArenaRun(int exitCode, String out, String err, Path outDir) {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static ArenaRun of(Path outDir, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] full = new String[args.length + 3];
        System.arraycopy(args, 0, full, 0, args.length);
        full[args.length] = "--out";
        full[args.length + 1] = outDir.toString();
        full[args.length + 2] = "--no-progress";
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = ArenaMain.run(o, e, full);
        }
        return new ArenaRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), outDir);
    }

    /**
     * Runs the arena with a new folder under {@code parent} as its --out: a test that plays several
     * runs needs one folder each (the arena refuses to overwrite a run).
     */
    public static ArenaRun inNewFolder(Path parent, String... args) {
        try {
            return of(java.nio.file.Files.createTempDirectory(parent, "run-"), args);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

        public JsonNode json(String file) {
        try {
            return MAPPER.readTree(outDir.resolve(file).toFile());
        } catch (IOException e) {
            throw new AssertionError("cannot read " + file + "\nout:\n" + out + "\nerr:\n" + err, e);
        }
    }

    public JsonNode summary() {
        return json("summary.json");
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\nout:\n" + out + "\nerr:\n" + err;
    }
}
