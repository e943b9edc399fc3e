package dev.gamebots.core.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A bot as a real process for the protocol tests ({@code java -cp <test class path> MAIN ARGS}): its
 * stdout read line by line as the lines come, each with the time it arrived, its stderr in a file,
 * its stdin written line by line. Used by the bots' protocol fuzz tests, which need what only a
 * process shows: that it stays alive, what exactly reaches stdout, and that end of input ends it.
 */
public final class LineProcess implements AutoCloseable {

    /** A stdout line and when it was read. */
    public record Line(String text, long nanos) {
    }

    private final Process process;
    private final OutputStream stdin;
    private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
    private final List<String> transcript = new ArrayList<>();
    private volatile boolean stdoutEnded;
    private boolean inputClosed;

    private LineProcess(Process process) {
        this.process = process;
        this.stdin = process.getOutputStream();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String s;
                while ((s = r.readLine()) != null) {
                    lines.add(new Line(s, System.nanoTime()));
                }
            } catch (IOException e) {
                // the process ended
            } finally {
                stdoutEnded = true;
            }
        }, "line-process-stdout");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts {@code java -cp <this JVM's class path> mainClass args} with stderr written to
     * {@code stderrFile}, so that the test's own classes (the module under test) are what runs.
     */
    public static LineProcess start(String mainClass, List<String> args, Path stderrFile) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectError(stderrFile.toFile());
        return new LineProcess(pb.start());
    }

    /** Writes {@code line} and a newline; false when the process no longer reads (broken pipe). */
    public boolean send(String line) {
        return sendRaw(line + "\n");
    }

    /** Writes {@code text} as it is (no newline added); false on a broken pipe. */
    public boolean sendRaw(String text) {
        String shown = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
        transcript.add("> " + (shown.length() > 200 ? shown.substring(0, 200) + "... (" + shown.length() + " chars)" : shown));
        try {
            stdin.write(text.getBytes(StandardCharsets.UTF_8));
            stdin.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The next stdout line, or null when none came within {@code millis}. */
    public Line next(long millis) throws InterruptedException {
        Line l = lines.poll(millis, TimeUnit.MILLISECONDS);
        if (l != null) {
            transcript.add("< " + l.text());
        }
        return l;
    }

    /** Every stdout line that arrives until none has come for {@code quietMillis}. */
    public List<Line> drain(long quietMillis) throws InterruptedException {
        List<Line> got = new ArrayList<>();
        for (Line l = next(quietMillis); l != null; l = next(quietMillis)) {
            got.add(l);
        }
        return got;
    }

    /** Closes stdin: end of input. */
    public void closeInput() {
        if (!inputClosed) {
            inputClosed = true;
            transcript.add("> (end of input)");
            try {
                stdin.close();
            } catch (IOException e) {
                // already gone
            }
        }
    }

    public boolean alive() {
        return process.isAlive();
    }

    /** Waits up to {@code millis} for the process to end; true when it did. */
    public boolean waitForExit(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS);
    }

    public int exitValue() {
        return process.exitValue();
    }

    /** Whether the process closed its stdout (and every line of it has been read into the queue). */
    public boolean stdoutEnded() {
        return stdoutEnded;
    }

    /** The conversation so far, one line each ({@code > } sent, {@code < } read), for failure messages. */
    public String transcript(int lastLines) {
        int from = Math.max(0, transcript.size() - lastLines);
        return String.join("\n", transcript.subList(from, transcript.size()));
    }

    @Override
    public void close() {
        closeInput();
        process.destroyForcibly();
    }
}
