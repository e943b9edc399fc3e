package dev.gamebots.othello.session;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * The engine's diagnostics: one line per event, appended to a log file (never stdout, which belongs
 * to the protocol). Two legs run at once and may share the file, so every line carries the process id
 * and is written in one piece. A file over {@link #ROTATE_BYTES} at start moves to {@code .1}
 * (replacing an older one) and is started afresh, so the two files stay near 2 MB however many
 * games the jar plays (42 starts had made 860 KB). If no file can be opened the log goes to stderr.
 */
public final class EngineLog {

    /** A log larger than this when the engine starts is moved aside: 1 MB, some fifty games' lines. */
    static final long ROTATE_BYTES = 1L << 20;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");

    private final PrintStream out;
    private final String where;
    private final long pid = ProcessHandle.current().pid();

    private EngineLog(PrintStream out, String where) {
        this.out = out;
        this.where = where;
    }

    /** A log into {@code file}; null = the default file beside the jar, else in the temp folder. */
    public static EngineLog open(File file, PrintStream fallback) {
        File target = file != null ? file : defaultFile();
        try {
            rotate(target.toPath());
            OutputStream os = new FileOutputStream(target, true);
            return new EngineLog(new PrintStream(os, false, StandardCharsets.UTF_8), target.getPath());
        } catch (IOException | SecurityException e) {
            fallback.println("othello-adapter: cannot open log " + target + " (" + e.getMessage() + "), logging to stderr");
            return new EngineLog(fallback, "stderr");
        }
    }

    /**
     * Moves {@code file} to {@code file.1} when it is over {@link #ROTATE_BYTES}. Two legs may start
     * at once: the one that finds the file gone or small appends to the new one.
     */
    static void rotate(Path file) {
        try {
            if (Files.size(file) > ROTATE_BYTES) {
                Files.move(file, file.resolveSibling(file.getFileName() + ".1"), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            // no log yet, or the other leg moved it first: append where the file is
        }
    }

    /** A log that writes to the given stream (tests). */
    public static EngineLog to(PrintStream out) {
        return new EngineLog(out, "stream");
    }

    /** othello-adapter.log in the jar's folder when writable, else in java.io.tmpdir. */
    static File defaultFile() {
        try {
            File jar = new File(EngineLog.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            File dir = jar.isDirectory() ? jar : jar.getParentFile();
            if (dir != null && dir.canWrite()) {
                return new File(dir, "othello-adapter.log");
            }
        } catch (Exception e) {
            // fall through to the temp folder
        }
        return new File(System.getProperty("java.io.tmpdir"), "othello-adapter.log");
    }

    /** Where the lines go. */
    public String where() {
        return where;
    }

    public synchronized void log(String message) {
        String line = LocalDateTime.now().format(TIME) + " [" + pid + "] " + message.replace('\n', ' ') + "\n";
        out.print(line);
        out.flush();
    }
}
