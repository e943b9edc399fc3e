package dev.gamebots.othello.protocol;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A real engine process ({@code java -cp <test classpath> dev.gamebots.othello.Main ARGS}) for the
 * tests that are about the process: its stdout lines are collected as they come, its log is a file
 * of the test's own.
 */
final class EngineProcessHarness implements AutoCloseable {

    private final Process process;
    private final File log;
    private final OutputStream stdin;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    private EngineProcessHarness(Process process, File log) {
        this.process = process;
        this.log = log;
        this.stdin = process.getOutputStream();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "engine-stdout");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts the engine with {@code --log DIR/engine.log} and the given arguments. */
    static EngineProcessHarness start(File dir, String... args) throws IOException {
        return start(dir, List.of(), args);
    }

    /** The same, with options for the JVM (such as a class-loading log). */
    static EngineProcessHarness start(File dir, List<String> jvmOptions, String... args) throws IOException {
        String java = new File(System.getProperty("java.home"), "bin/java").getPath();
        File log = new File(dir, "engine.log");
        List<String> command = new ArrayList<>(List.of(java));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "dev.gamebots.othello.Main", "--log",
                log.getPath()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectError(new File(dir, "stderr.txt"));
        return new EngineProcessHarness(pb.start(), log);
    }

    /** Writes one line to the engine's stdin. */
    void send(String line) throws IOException {
        stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        stdin.flush();
    }

    /** The next stdout line, or null when none came within {@code millis}. */
    String answer(long millis) throws InterruptedException {
        return lines.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** Closes the engine's stdin: end of input. */
    void closeInput() throws IOException {
        stdin.close();
    }

    /** Waits up to {@code millis} for the process to end; true when it did. */
    boolean waitForExit(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS);
    }

    int exitValue() {
        return process.exitValue();
    }

    /** The log so far ("" before it exists). */
    String log() throws IOException {
        return log.exists() ? Files.readString(log.toPath()) : "";
    }

    /** Waits up to {@code millis} for the log to contain {@code text}; true when it does. */
    boolean awaitLog(String text, long millis) throws IOException, InterruptedException {
        long until = System.nanoTime() + millis * 1_000_000L;
        while (!log().contains(text)) {
            if (System.nanoTime() > until) {
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
