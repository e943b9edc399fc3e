package dev.gamebots.bench.arena.match;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The {@code --out} folder, checked before any engine starts: a folder that can be written (not a
 * file, not under a file, not read-only), and for a new run one that holds no earlier run, which the
 * new records would silently replace. A problem is one line ({@link IllegalArgumentException}), never
 * a stack trace halfway into a match.
 */
final class OutputFolder {

    /** Files that only a run writes: a folder holding one of them holds a run. */
    private static final List<String> RUN_FILES = List.of(UnitLog.RUN, UnitLog.UNITS, "summary.json");

    private OutputFolder() {
    }

    /**
     * Makes {@code dir} ready for a run: created if missing (a new run), checked writable, and
     * refused when a new run would overwrite an earlier one.
     *
     * @throws IllegalArgumentException with the one-line reason when the run cannot write there
     */
    static void prepare(Path dir, boolean resume) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException("--out " + dir + " is a file, not a folder: choose a folder");
        }
        if (!resume) {
            for (String name : RUN_FILES) {
                if (Files.exists(dir.resolve(name))) {
                    throw new IllegalArgumentException("--out " + dir + " already holds a run (" + name
                            + "): pass --resume to continue it, or choose another folder");
                }
            }
            try {
                Files.createDirectories(dir);
            } catch (IOException e) {
                throw new IllegalArgumentException("--out " + dir + ": cannot create the folder (" + FileErrors.reason(e) + ")");
            }
        } else if (!Files.isDirectory(dir)) {
            return; // nothing to resume: UnitLog says so
        }
        // A real write: the one check that covers permissions, ACLs and read-only mounts alike.
        try {
            Files.delete(Files.createTempFile(dir, ".arena-write-check", ""));
        } catch (IOException e) {
            throw new IllegalArgumentException("--out " + dir + ": cannot write in the folder (" + FileErrors.reason(e) + ")");
        }
    }
}
