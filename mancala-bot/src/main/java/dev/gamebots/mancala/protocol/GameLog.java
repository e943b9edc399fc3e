package dev.gamebots.mancala.protocol;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The log file named on the command line (kept by the contest for disputes): every line received
 * ({@code >}) and sent ({@code <}), the board after each move and the value the bot believes
 * ({@code #}), each with the milliseconds since start-up, flushed line by line. When the file cannot
 * be opened the log goes to stderr; a failing log never stops the bot. A file named again at every
 * start (the name is the contest's) would grow without bound, so one over {@link #ROTATE_BYTES} at
 * start moves to {@code FILE.1}, replacing an older one.
 */
public final class GameLog implements AutoCloseable {

    private final PrintWriter writer;
    private final long startNanos;
    private final boolean ownsWriter;

    private GameLog(PrintWriter writer, boolean ownsWriter) {
        this.writer = writer;
        this.ownsWriter = ownsWriter;
        this.startNanos = System.nanoTime();
    }

    /** A log appending to {@code file}; falls back to {@code fallback} when that fails or {@code file} is null. */
    public static GameLog open(String file, PrintStream fallback) {
        if (file != null && !file.isBlank()) {
            try {
                // No folder is created: a path into a missing folder is the controller's mistake, and
                // the docs promise stderr then (a bot running as root once made /missing/dir itself).
                Path path = Paths.get(file);
                rotate(path);
                BufferedWriter w = Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
                return new GameLog(new PrintWriter(w), true);
            } catch (IOException | RuntimeException e) {
                fallback.println(("mancala-bot: cannot open log file " + file + " (" + e.getClass().getSimpleName()
                        + "); logging to stderr").replace('\n', ' ').replace('\r', ' '));
            }
        }
        return new GameLog(new PrintWriter(new OutputStreamWriter(fallback, StandardCharsets.UTF_8)), false);
    }

    /** A log larger than this at start is moved aside: 1 MB, hundreds of games' lines. */
    static final long ROTATE_BYTES = 1L << 20;

    /** Moves {@code file} to {@code file.1} when it is over {@link #ROTATE_BYTES}. */
    static void rotate(Path file) {
        try {
            if (Files.size(file) > ROTATE_BYTES) {
                Files.move(file, file.resolveSibling(file.getFileName() + ".1"), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            // no log yet, or it cannot be moved: append to it as it is
        }
    }

    /** A log writing to {@code writer} (tests). */
    public static GameLog to(PrintWriter writer) {
        return new GameLog(writer, false);
    }

    /** Longest received line logged in full. */
    static final int FULL_LINE_MAX = 200;
    /** Characters of a longer (or unprintable) line kept in the log. */
    static final int EXCERPT_CHARS = 60;

    /** A line read from the controller (its full length is {@code line.length()}). */
    public void received(String line) {
        received(line, line.length());
    }

    /** A line read from the controller, of which {@code line} may be only the beginning of {@code length} characters. */
    public void received(String line, int length) {
        write("> ", excerpt(line, length));
    }

    /**
     * The line as logged: unchanged when it is short and printable; otherwise its first
     * {@value #EXCERPT_CHARS} characters with control characters shown as '?', and its length. A
     * 100 KB garbage line once made a 204 KB log; a log line must also never be split or reformatted
     * by bytes the controller sent.
     */
    public static String excerpt(String line, int length) {
        boolean clean = length <= FULL_LINE_MAX && line.length() == length;
        for (int i = 0; clean && i < line.length(); i++) {
            clean = printable(line.charAt(i));
        }
        if (clean) {
            return line;
        }
        StringBuilder b = new StringBuilder(EXCERPT_CHARS + 40);
        int shown = Math.min(line.length(), length > FULL_LINE_MAX ? EXCERPT_CHARS : FULL_LINE_MAX);
        for (int i = 0; i < shown; i++) {
            char c = line.charAt(i);
            b.append(printable(c) ? c : '?');
        }
        if (shown < length) {
            b.append("...");
        }
        return b.append(" [").append(length).append(" chars").append(shown < length ? ", excerpt" : "")
                .append(", control characters as ?]").toString();
    }

    private static boolean printable(char c) {
        return c >= 0x20 && c != 0x7f && !(c >= 0x80 && c < 0xa0) && !Character.isSurrogate(c)
                && c != '\u2028' && c != '\u2029';
    }

    /** A line sent to the controller. */
    public void sent(String line) {
        write("< ", line);
    }

    /** A note (board, value, warnings); several lines are each prefixed. */
    public void note(String text) {
        write("# ", text);
    }

    private synchronized void write(String prefix, String text) {
        try {
            String stamp = stamp(System.nanoTime() - startNanos);
            for (String line : text.split("\n", -1)) {
                writer.print(stamp);
                writer.print(prefix);
                writer.println(line);
            }
            writer.flush();
        } catch (RuntimeException e) {
            // A broken log must never stop the game.
        }
    }

    /** "[   12.345] ": seconds since the log was opened (no String.format: cheap on a cold JVM). */
    static String stamp(long nanos) {
        long millis = Math.max(0, nanos / 1_000_000L);
        String seconds = Long.toString(millis / 1000);
        String fraction = Long.toString(1000 + millis % 1000).substring(1);
        return "[" + " ".repeat(Math.max(0, 5 - seconds.length())) + seconds + "." + fraction + "] ";
    }

    @Override
    public synchronized void close() {
        writer.flush();
        if (ownsWriter) {
            writer.close();
        }
    }
}
