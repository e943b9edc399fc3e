package dev.gamebots.bench.tools;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/** A python3 script of docs/tools/ run as a process by the tests of this package. */
final class PythonTool {

    private final Path script;

    PythonTool(String name) {
        this.script = Path.of("..", "docs", "tools", name);
    }

    /** Skips the calling test class where python3 is missing (the project's machines, Debian, have it). */
    static void assumePython3() {
        boolean found;
        try {
            found = new ProcessBuilder("python3", "--version").start().waitFor(60, TimeUnit.SECONDS);
        } catch (IOException | InterruptedException e) {
            found = false;
        }
        Assumptions.assumeTrue(found, "python3 not found");
    }

    /** Runs the script with {@code args}; returns {exit code, stdout, stderr}. */
    String[] run(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("python3", script.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new String[] {Integer.toString(p.exitValue()), out, err};
    }
}
