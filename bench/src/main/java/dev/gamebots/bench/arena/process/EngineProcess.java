package dev.gamebots.bench.arena.process;

import java.io.BufferedInputStream;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One engine process, talked to line by line, that can never hang the arena.
 *
 * <ul>
 *   <li>Writes go through a writer thread, so an engine that stops reading its stdin cannot block
 *       the referee.</li>
 *   <li>A reader thread turns stdout into time-stamped lines; {@link #readLine(long)} waits for one
 *       only until a deadline. Over-long lines are cut, and a flood of lines is counted and dropped
 *       instead of filling memory.</li>
 *   <li>A third thread drains stderr (an engine blocked on a full stderr pipe would look silent).</li>
 *   <li>{@link #close(long)} closes stdin, waits a grace period, then kills the process and all its
 *       descendants (an engine started through a script or a launcher).</li>
 * </ul>
 * Every line sent ({@code >}), received ({@code <}) and written on stderr ({@code !}) goes to an
 * optional transcript file, with milliseconds since the start.
 */
public final class EngineProcess implements AutoCloseable {

    /** Longest stdout line kept; the rest of a longer line is dropped. */
    static final int MAX_LINE_CHARS = 65536;
    /** Lines waiting to be read beyond this are dropped (and counted): an engine flooding stdout. */
    static final int MAX_PENDING_LINES = 10000;
    /** The transcript stops growing past this size. */
    static final long MAX_TRANSCRIPT_BYTES = 8L << 20;
    private static final int STDERR_TAIL_LINES = 20;
    private static final String EOF_MARK = new String("<eof>"); // identity marker, never equal to a real line by ==

    private volatile String label;
    private final Process process;
    private final long startNanos;
    private final BlockingQueue<String> writes = new LinkedBlockingQueue<>();
    private final BlockingQueue<TimedLine> lines = new LinkedBlockingQueue<>();
    private final ArrayDeque<String> stderrTail = new ArrayDeque<>();
    /** Where the conversation goes: one file per game, also when the process plays several ({@link #nextGame}). */
    private volatile Transcript transcript;
    private volatile boolean eof;
    private volatile boolean stdinBroken;
    private volatile long droppedLines;
    private volatile Consumer<String> stderrListener = line -> { };

    private record TimedLine(String text, long nanos) {
    }

    private EngineProcess(String label, Process process, Path transcriptFile) throws IOException {
        this.label = label;
        this.process = process;
        this.startNanos = System.nanoTime();
        this.transcript = new Transcript(transcriptFile, startNanos);
        LiveProcesses.add(this);
        daemon("stdin", this::writeLoop);
        daemon("stdout", this::readLoop);
        daemon("stderr", this::drainStderr);
    }

    /**
     * Starts {@code argv} in {@code workDir} (null: the arena's own). {@code transcriptFile} (may be
     * null) receives the whole conversation. Throws IOException if the program cannot be started.
     */
    public static EngineProcess start(String label, List<String> argv, Path workDir, Path transcriptFile)
            throws IOException {
        ProcessBuilder pb = new ProcessBuilder(argv);
        if (workDir != null) {
            pb.directory(workDir.toFile());
        }
        Process p = pb.start();
        return new EngineProcess(label, p, transcriptFile);
    }

    public String label() {
        return label;
    }

    /**
     * The process goes on to another game (a referee that keeps its engines between games): from now
     * on it is called {@code nextLabel} and its conversation goes to {@code transcriptFile} (may be
     * null), with milliseconds from now; the previous transcript ends with a line saying so.
     */
    public void nextGame(String nextLabel, Path transcriptFile) throws IOException {
        Transcript next = new Transcript(transcriptFile, System.nanoTime());
        Transcript previous = transcript;
        label = nextLabel;
        transcript = next;
        previous.write('#', "kept for the next game (" + nextLabel + ")");
        previous.close();
    }

    public long pid() {
        return process.pid();
    }

    /** Queues one line (a newline is added) for the engine's stdin; never blocks. */
    public void send(String line) {
        transcript.write('>', line);
        writes.add(line);
    }

    /**
     * Queues several lines to be written in one batch (one flush), so that the engine finds them all
     * in its input at once, as a manager sends INFO lines together with the move request.
     */
    public void sendAll(List<String> batch) {
        if (batch.isEmpty()) {
            return;
        }
        for (String line : batch) {
            transcript.write('>', line);
        }
        writes.add(String.join("\n", batch));
    }

    /**
     * The next stdout line, waiting at most until {@code deadlineNanos} (System.nanoTime). Gives EOF
     * once the engine's output has ended and every line before it has been read.
     */
    public Reply readLine(long deadlineNanos) {
        try {
            while (true) {
                long wait = deadlineNanos - System.nanoTime();
                TimedLine l = wait <= 0 ? lines.poll() : lines.poll(wait, TimeUnit.NANOSECONDS);
                if (l == null) {
                    return new Reply(eof && lines.isEmpty() ? Reply.Kind.EOF : Reply.Kind.TIMEOUT, null, System.nanoTime());
                }
                if (l.text == EOF_MARK) {
                    lines.add(l); // keep the mark for later reads
                    return new Reply(Reply.Kind.EOF, null, l.nanos);
                }
                return new Reply(Reply.Kind.LINE, l.text, l.nanos);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Reply(Reply.Kind.TIMEOUT, null, System.nanoTime());
        }
    }

    /** Takes every stdout line already received and not yet read, without waiting. */
    public List<String> takePendingLines() {
        List<String> out = new ArrayList<>();
        TimedLine l;
        while ((l = lines.peek()) != null && l.text != EOF_MARK) {
            lines.poll();
            out.add(l.text);
        }
        return out;
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Whether writing to the engine's stdin failed (it closed it or died). */
    public boolean stdinBroken() {
        return stdinBroken;
    }

    /**
     * Hears each stderr line as it comes, on the stderr thread (the play page shows an engine's log
     * there as its thinking). The listener must not block: the engine would stall on a full pipe.
     */
    public void onStderr(Consumer<String> listener) {
        this.stderrListener = listener;
    }

    /** Stdout lines dropped because too many were waiting unread. */
    public long droppedLines() {
        return droppedLines;
    }

    /** Waits up to {@code millis} for the process to end; returns its exit code, or null if it still runs. */
    public Integer waitForExit(long millis) {
        try {
            if (process.waitFor(millis, TimeUnit.MILLISECONDS)) {
                return process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return null;
    }

    /** The exit code if the process has ended, else null. */
    public Integer exitCode() {
        return process.isAlive() ? null : process.exitValue();
    }

    /** The last lines the engine wrote on stderr (for the game record). */
    public List<String> stderrTail() {
        synchronized (stderrTail) {
            return new ArrayList<>(stderrTail);
        }
    }

    /**
     * Ends the engine: closes its stdin, waits up to {@code graceMillis} for it to exit, then kills
     * it and its descendants. Returns the exit code, or null if it had to be killed. Idempotent.
     */
    public Integer close(long graceMillis) {
        writes.add(EOF_MARK); // the writer closes stdin after the lines already queued
        Integer code = null;
        try {
            if (process.waitFor(Math.max(0, graceMillis), TimeUnit.MILLISECONDS)) {
                code = process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (code == null) {
            kill();
        }
        // Descendants a launcher left behind.
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        LiveProcesses.remove(this);
        transcript.write('#', code == null ? "killed" : "exit " + code);
        transcript.close();
        return code;
    }

    @Override
    public void close() {
        close(0);
    }

    /**
     * True once the arena is being stopped (Ctrl+C, a kill, the end of a session): its shutdown hook
     * kills every engine, so a game that ends from then on ended by the stop, not by an engine's fault.
     */
    public static boolean arenaStopping() {
        return LiveProcesses.stopping();
    }

    /** Kills the process tree at once (SIGKILL) and waits briefly for the kernel to reap it. */
    public void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void daemon(String what, Runnable body) {
        Thread t = new Thread(body, "engine-" + label + "-" + what);
        t.setDaemon(true);
        t.start();
    }

    private void writeLoop() {
        try (Writer w = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8))) {
            while (true) {
                String line = writes.take();
                if (line == EOF_MARK) {
                    break;
                }
                if (stdinBroken) {
                    continue;
                }
                try {
                    w.write(line);
                    w.write('\n');
                    w.flush();
                } catch (IOException e) {
                    stdinBroken = true;
                }
            }
        } catch (IOException e) {
            stdinBroken = true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void readLoop() {
        try (InputStream in = new BufferedInputStream(process.getInputStream())) {
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            int b;
            while ((b = in.read()) >= 0) {
                if (b == '\n') {
                    deliver(buf);
                } else if (buf.size() < MAX_LINE_CHARS * 4) {
                    buf.write(b);
                }
            }
            if (buf.size() > 0) {
                deliver(buf); // a last line without a newline still counts
            }
        } catch (IOException e) {
            // the process died or was killed: treat as end of output
        }
        eof = true;
        lines.add(new TimedLine(EOF_MARK, System.nanoTime()));
    }

    private void deliver(ByteArrayOutputStream buf) {
        long now = System.nanoTime();
        String text = buf.toString(StandardCharsets.UTF_8);
        buf.reset();
        if (text.endsWith("\r")) {
            text = text.substring(0, text.length() - 1);
        }
        if (text.length() > MAX_LINE_CHARS) {
            text = text.substring(0, MAX_LINE_CHARS);
        }
        transcript.write('<', text);
        if (lines.size() >= MAX_PENDING_LINES) {
            droppedLines++;
        } else {
            lines.add(new TimedLine(text, now));
        }
    }

    private void drainStderr() {
        try (InputStream in = new BufferedInputStream(process.getErrorStream())) {
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            int b;
            while ((b = in.read()) >= 0) {
                if (b == '\n') {
                    stderrLine(buf);
                } else if (buf.size() < MAX_LINE_CHARS) {
                    buf.write(b);
                }
            }
            if (buf.size() > 0) {
                stderrLine(buf);
            }
        } catch (IOException e) {
            // process gone
        }
    }

    private void stderrLine(ByteArrayOutputStream buf) {
        String text = buf.toString(StandardCharsets.UTF_8);
        buf.reset();
        if (text.endsWith("\r")) {
            text = text.substring(0, text.length() - 1);
        }
        transcript.write('!', text);
        synchronized (stderrTail) {
            if (stderrTail.size() == STDERR_TAIL_LINES) {
                stderrTail.removeFirst();
            }
            stderrTail.addLast(text);
        }
        try {
            stderrListener.accept(text);
        } catch (RuntimeException e) {
            // a listener's failure must never stop the draining
        }
    }

    /** The conversation log; thread-safe, size-capped, silent on I/O errors (it is only a log). */
    private static final class Transcript {
        private final Writer out;
        private final long startNanos;
        private long bytes;

        Transcript(Path file, long startNanos) throws IOException {
            this.startNanos = startNanos;
            if (file == null) {
                this.out = null;
            } else {
                if (file.getParent() != null) {
                    Files.createDirectories(file.getParent());
                }
                this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
            }
        }

        synchronized void write(char direction, String line) {
            if (out == null || bytes > MAX_TRANSCRIPT_BYTES) {
                return;
            }
            try {
                String entry = String.format("%8d %c %s%n", (System.nanoTime() - startNanos) / 1_000_000, direction, line);
                bytes += entry.length();
                out.write(entry);
                if (bytes > MAX_TRANSCRIPT_BYTES) {
                    out.write("... transcript cut at " + MAX_TRANSCRIPT_BYTES + " bytes\n");
                }
                out.flush();
            } catch (IOException e) {
                bytes = Long.MAX_VALUE;
            }
        }

        synchronized void close() {
            if (out != null) {
                try {
                    out.close();
                } catch (IOException e) {
                    // only a log
                }
            }
        }
    }
}
