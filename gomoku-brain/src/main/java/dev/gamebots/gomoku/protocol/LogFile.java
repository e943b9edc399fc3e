package dev.gamebots.gomoku.protocol;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The brain's {@code --log} file: appended to, so a manager that names the same file at every start
 * keeps the earlier games; one over {@link #ROTATE_BYTES} at start moves to {@code FILE.1}
 * (replacing an older one), so the two stay near 2 MB however many games are played. When the file
 * cannot be opened the log goes to stderr: a log never stops the brain.
 */
public final class LogFile {

    /** A log larger than this when the brain starts is moved aside. */
    static final long ROTATE_BYTES = 1L << 20;

    private LogFile() {
    }

    /** A stream appending to {@code file}, or {@code fallback} (with a line saying why) when it cannot be opened. */
    public static PrintStream open(String file, PrintStream fallback) {
        try {
            Path path = Path.of(file);
            if (Files.isRegularFile(path) && Files.size(path) > ROTATE_BYTES) {
                Files.move(path, path.resolveSibling(path.getFileName() + ".1"), StandardCopyOption.REPLACE_EXISTING);
            }
            return new PrintStream(new FileOutputStream(file, true), true, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            fallback.println("gomoku-brain: cannot open log file " + file + " (" + e.getClass().getSimpleName()
                    + "); logging to stderr");
            return fallback;
        }
    }
}
