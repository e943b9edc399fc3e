package dev.gamebots.gomoku.protocol;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The brain as a real child process ({@code java -cp <test class path> dev.gamebots.gomoku.Main}),
 * talked to through its pipes like a manager does. Every byte of stdout is kept so tests can check
 * line endings; stderr is collected for failure messages.
 */
final class BrainProcess implements AutoCloseable {

    private final Process process;
    private final OutputStream stdin;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final ByteArrayOutputStream rawOut = new ByteArrayOutputStream();
    private final ByteArrayOutputStream rawErr = new ByteArrayOutputStream();
    private final List<String> transcript = new ArrayList<>();

    private BrainProcess(Process process) {
        this.process = process;
        this.stdin = process.getOutputStream();
        Thread out = new Thread(() -> pump(process.getInputStream(), rawOut, true), "brain-stdout");
        Thread err = new Thread(() -> pump(process.getErrorStream(), rawErr, false), "brain-stderr");
        out.setDaemon(true);
        err.setDaemon(true);
        out.start();
        err.start();
    }

    /** Starts the brain with these command-line arguments (none = the manager's way). */
    static BrainProcess start(String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx256m");
        cmd.add("-XX:+UseSerialGC");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add("dev.gamebots.gomoku.Main");
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        return new BrainProcess(pb.start());
    }

    private void pump(InputStream in, ByteArrayOutputStream raw, boolean split) {
        StringBuilder line = new StringBuilder();
        try {
            int b;
            while ((b = in.read()) >= 0) {
                synchronized (raw) {
                    raw.write(b);
                }
                if (!split) {
                    continue;
                }
                if (b == '\n') {
                    lines.add(line.toString());
                    line.setLength(0);
                } else {
                    line.append((char) b);
                }
            }
        } catch (IOException e) {
            // the process ended
        }
    }

    /** Sends one command line (LF-terminated unless the text already ends with a line break). */
    BrainProcess send(String text) throws IOException {
        transcript.add("> " + text.strip());
        String data = text.endsWith("\n") ? text : text + "\n";
        stdin.write(data.getBytes(StandardCharsets.UTF_8)); // ASCII commands, and other scripts when a test sends them
        stdin.flush();
        return this;
    }

    /** The next stdout line, or null after {@code millis}. */
    String next(long millis) throws InterruptedException {
        String l = lines.poll(millis, TimeUnit.MILLISECONDS);
        if (l != null) {
            transcript.add("< " + l);
        }
        return l;
    }

    /**
     * The next line that is not a search's iteration report ({@code DEBUG depth ...}, said while a
     * move is awaited), or null after {@code millis}.
     */
    String nextSkippingIterations(long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000L;
        while (true) {
            long left = (end - System.nanoTime()) / 1_000_000L;
            String l = next(Math.max(0, left));
            if (l == null || !l.startsWith("DEBUG depth ")) {
                return l;
            }
        }
    }

    /** The next line that is not MESSAGE/DEBUG (those are returned by {@link #informational()}). */
    String nextReply(long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000L;
        while (true) {
            long left = (end - System.nanoTime()) / 1_000_000L;
            String l = next(Math.max(0, left));
            if (l == null || !(l.startsWith("MESSAGE") || l.startsWith("DEBUG"))) {
                return l;
            }
        }
    }

    /** Lines received so far (both directions), for assertion messages. */
    String transcript() {
        String err;
        synchronized (rawErr) {
            err = rawErr.toString(StandardCharsets.UTF_8);
        }
        return String.join("\n", transcript) + (err.isEmpty() ? "" : "\n[stderr]\n" + err);
    }

    /** Every byte written to stdout so far. */
    byte[] rawStdout() {
        synchronized (rawOut) {
            return rawOut.toByteArray();
        }
    }

    /** Waits for the process to exit; returns the exit code, or -1 on timeout. */
    int waitFor(long millis) throws InterruptedException {
        if (process.waitFor(millis, TimeUnit.MILLISECONDS)) {
            return process.exitValue();
        }
        return -1;
    }

    boolean alive() {
        return process.isAlive();
    }

    /** Closes the brain's stdin, as a manager or a piped script does at the end. */
    void closeInput() throws IOException {
        stdin.close();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
