package dev.gamebots.mancala.solver;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.function.Consumer;
import java.util.zip.CRC32;

/**
 * Keeps endgame databases in a cache file (by default in the temp folder, or the folder named by the
 * system property {@value #DIR_PROPERTY}) so that later processes load them in a fraction of the
 * build time.
 *
 * <p>A build takes longer than a short game (issue 15: after 2 piped and 4 arena games the cache
 * was still empty, because every process exited before its build finished). So the build is saved
 * as it goes, not only at its end: the file holds every value below a rank {@code next} (and the
 * values the build already computed above it), and a later process resumes from there. Each process
 * therefore adds its own progress, whatever the length of its games. Saves happen on the build's
 * thread, never on a move's; each file is written under a temporary name and moved into place, so an
 * exit in the middle of a write (the process killed, or a daemon thread stopped by the JVM's exit)
 * leaves the previous file intact and only a stale temporary file, which later saves delete.
 *
 * <p>File: magic, format, holes, K, {@code next}, the number of values stored, CRC-32 of the
 * values, the values (a prefix of the database; {@link EndgameDatabase#UNKNOWN} marks values not
 * computed yet). Anything that does not match exactly is ignored and rebuilt.
 */
public final class DatabaseCache {

    /** System property naming the cache folder (tests, or a machine whose temp folder is small). */
    public static final String DIR_PROPERTY = "mancala.database.dir";
    private static final long MAGIC = 0x4B414C4148454442L; // "KALAHEDB"
    /** Bump when the rules, the index, the value encoding or the file layout change (2: resumable files). */
    private static final int FORMAT = 2;
    private static final String PART = ".part";
    /** A temporary file this old is left over from a process that exited while writing it. */
    private static final long STALE_PART_MS = 60_000;

    private final Path directory;

    public DatabaseCache(Path directory) {
        this.directory = directory;
    }

    /** The cache in the folder of {@value #DIR_PROPERTY}, else {@code java.io.tmpdir}. */
    public static DatabaseCache inTempFolder() {
        String dir = System.getProperty(DIR_PROPERTY);
        return new DatabaseCache(Paths.get(dir != null && !dir.isBlank() ? dir : System.getProperty("java.io.tmpdir")));
    }

    /** The file used for a database of this size. */
    public Path file(int holes, int maxSeeds) {
        return directory.resolve("gamebots-kalah-m" + holes + "-k" + maxSeeds + "-v" + FORMAT + ".edb");
    }

    /** A build's saved state: all {@code size(holes, maxSeeds)} values (UNKNOWN where not computed) and the resume rank. */
    public record Saved(byte[] values, int next) {
    }

    /** Loads the complete database, or returns null when there is no valid complete cache file. */
    public EndgameDatabase load(int holes, int maxSeeds) {
        Saved s = loadSaved(holes, maxSeeds);
        if (s == null || s.next() != EndgameDatabase.size(holes, maxSeeds)) {
            return null;
        }
        return EndgameDatabase.fromValues(holes, maxSeeds, s.values());
    }

    /** Loads a complete or partial build, or returns null when there is no valid cache file. */
    public Saved loadSaved(int holes, int maxSeeds) {
        Path f = file(holes, maxSeeds);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        long size = EndgameDatabase.size(holes, maxSeeds);
        try (InputStream raw = Files.newInputStream(f);
             DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(raw, 1 << 16))) {
            if (in.readLong() != MAGIC || in.readInt() != FORMAT || in.readInt() != holes
                    || in.readInt() != maxSeeds) {
                return null;
            }
            int next = in.readInt();
            int stored = in.readInt();
            long crc = in.readLong();
            if (next < 0 || stored < next || stored > size) {
                return null;
            }
            byte[] values = new byte[(int) size];
            in.readFully(values, 0, stored);
            if (in.read() != -1) {
                return null;
            }
            CRC32 check = new CRC32();
            check.update(values, 0, stored);
            if (check.getValue() != crc) {
                return null;
            }
            for (int i = 0; i < next; i++) {
                if (values[i] == EndgameDatabase.UNKNOWN) {
                    return null;
                }
            }
            java.util.Arrays.fill(values, stored, values.length, EndgameDatabase.UNKNOWN);
            return new Saved(values, next);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Writes a complete database; returns false (and leaves no partial file) when that fails. */
    public boolean save(EndgameDatabase db) {
        return save(db, db.size());
    }

    /**
     * Writes the state of a build: every value below {@code next} is known. Does nothing (returns
     * false) when the file there already holds at least as much, e.g. from the other bot's process
     * building at the same time; returns false and leaves no partial file when writing fails.
     */
    public boolean save(EndgameDatabase db, int next) {
        Path f = file(db.holes(), db.maxSeeds());
        Path tmp = null;
        try {
            Files.createDirectories(directory);
            deleteStaleParts(f.getFileName().toString());
            if (savedNext(f, db.holes(), db.maxSeeds()) >= next) {
                return false;
            }
            // Values above `next` are stored too: those the build computed ahead (same-total children)
            // are valid, and all of them lie below the end of next's level.
            int level = EndgameDatabase.completeLevels(db.holes(), db.maxSeeds(), next);
            int stored = level >= db.maxSeeds() ? db.size() : (int) EndgameDatabase.size(db.holes(), level + 1);
            byte[] values = db.values();
            tmp = Files.createTempFile(directory, f.getFileName().toString(), PART);
            CRC32 crc = new CRC32();
            crc.update(values, 0, stored);
            try (OutputStream raw = Files.newOutputStream(tmp);
                 DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(raw, 1 << 16))) {
                out.writeLong(MAGIC);
                out.writeInt(FORMAT);
                out.writeInt(db.holes());
                out.writeInt(db.maxSeeds());
                out.writeInt(next);
                out.writeInt(stored);
                out.writeLong(crc.getValue());
                out.write(values, 0, stored);
            }
            try {
                Files.move(tmp, f, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING);
            }
            return true;
        } catch (IOException | RuntimeException e) {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // nothing more to do: the cache is an optimisation
                }
            }
            return false;
        }
    }

    /**
     * True when the cache file's header says the database is complete (a cheap check: the values
     * are verified when loaded). A partial file is resumed by a build, which takes seconds.
     */
    public boolean looksComplete(int holes, int maxSeeds) {
        return savedNext(file(holes, maxSeeds), holes, maxSeeds) == EndgameDatabase.size(holes, maxSeeds);
    }

    /** The {@code next} of the valid-looking header of {@code f}, -1 when there is none (the values are checked on load). */
    private static int savedNext(Path f, int holes, int maxSeeds) {
        if (!Files.isRegularFile(f)) {
            return -1;
        }
        try (DataInputStream in = new DataInputStream(Files.newInputStream(f))) {
            if (in.readLong() != MAGIC || in.readInt() != FORMAT || in.readInt() != holes || in.readInt() != maxSeeds) {
                return -1;
            }
            return in.readInt();
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** Deletes temporary files of {@code name} left by processes that exited while writing (older than a minute). */
    private void deleteStaleParts(String name) {
        long now = System.currentTimeMillis();
        try (DirectoryStream<Path> parts = Files.newDirectoryStream(directory, name + "*" + PART)) {
            for (Path p : parts) {
                FileTime t = Files.getLastModifiedTime(p);
                if (now - t.toMillis() > STALE_PART_MS) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException | RuntimeException e) {
            // only housekeeping
        }
    }

    /** Loads the database from the cache, or builds it and saves it there. */
    public EndgameDatabase loadOrBuild(int holes, int maxSeeds) {
        return loadOrBuild(holes, maxSeeds, db -> { });
    }

    /**
     * Loads the database from the cache, or builds it (handing {@code progress} each partial database
     * as in {@link EndgameDatabase#build(int, int, java.util.function.Consumer)}) and saves it there.
     */
    public EndgameDatabase loadOrBuild(int holes, int maxSeeds, Consumer<EndgameDatabase> progress) {
        return loadOrBuild(holes, maxSeeds, progress, () -> { }, new Saver());
    }

    /** As above; {@code pace} is handed to the build (see {@link EndgameDatabase#build(int, int, java.util.function.Consumer, Runnable)}). */
    public EndgameDatabase loadOrBuild(int holes, int maxSeeds, Consumer<EndgameDatabase> progress, Runnable pace) {
        return loadOrBuild(holes, maxSeeds, progress, pace, new Saver());
    }

    /**
     * Loads the database, or resumes (or starts) its build from the cache file, saving its progress
     * as {@code saver} decides and the complete database at the end.
     */
    public EndgameDatabase loadOrBuild(int holes, int maxSeeds, Consumer<EndgameDatabase> progress, Runnable pace,
                                       Saver saver) {
        Saved saved = loadSaved(holes, maxSeeds);
        EndgameDatabase db;
        if (saved != null && saved.next() == EndgameDatabase.size(holes, maxSeeds)) {
            db = EndgameDatabase.fromValues(holes, maxSeeds, saved.values());
        } else {
            saver.start(saved == null ? 0 : saved.next());
            try {
                db = EndgameDatabase.build(holes, maxSeeds, saved == null ? null : saved.values(),
                        saved == null ? 0 : saved.next(), progress, pace, (partial, next) -> saver.reached(this, partial, next));
                saver.write(this, db, db.size());
            } finally {
                saver.stop();
            }
        }
        progress.accept(db);
        return db;
    }

    /**
     * When to save a running build: every {@code everyMs} of build time, at once after
     * {@link #requestNow()} (the game is over: the process may exit soon), and at the end. The
     * protocol thread asks, the build thread writes; {@link #awaitRequested} lets the exit wait a
     * bounded time for a requested save.
     */
    public static final class Saver {
        private final long everyNanos;
        private volatile boolean building;
        private volatile boolean requested;
        private volatile boolean writing;
        /** A requested save this soon after the previous one is skipped. */
        private static final long RECENT_NANOS = 500_000_000L;
        /** Written by the build thread, read by {@link #requestNow()} on the protocol's. */
        private volatile long lastWrite;
        private long lastDuration;
        /** A save was written by this build (not merely started). */
        private volatile boolean wrote;
        private int lastNext;
        private volatile Consumer<String> log = s -> { };

        /** Saves every 2 s of build time (a 30 MB write costs tens of ms, against seconds of build). */
        public Saver() {
            this(2000);
        }

        public Saver(long everyMs) {
            this.everyNanos = everyMs * 1_000_000L;
        }

        /** Where to note each save (the bot's log). */
        public Saver log(Consumer<String> sink) {
            this.log = sink;
            return this;
        }

        /**
         * Save at the next chunk of the build: a no-op when no build is running, or when a save
         * finished less than {@link #RECENT_NANOS} ago (at exit, just after the save asked for at
         * END: waiting for another would only delay the exit).
         */
        public void requestNow() {
            if (building && !(wrote && System.nanoTime() - lastWrite < RECENT_NANOS)) {
                requested = true;
            }
        }

        /** A save has been asked for and not begun. */
        public boolean isRequested() {
            return requested;
        }

        /** Waits up to {@code millis} until no requested save is pending or being written; true when none is. */
        public boolean awaitRequested(long millis) {
            long end = System.nanoTime() + millis * 1_000_000L;
            while ((requested || writing) && building && System.nanoTime() < end) {
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            return !((requested || writing) && building);
        }

        void start(int next) {
            lastWrite = System.nanoTime();
            lastNext = next;
            building = true;
        }

        void stop() {
            building = false;
            requested = false;
        }

        void reached(DatabaseCache cache, EndgameDatabase db, int next) {
            long now = System.nanoTime();
            if (requested && wrote && now - lastWrite < RECENT_NANOS) {
                // A save has just finished (the request came while it was written): the few positions
                // since are not worth another write of up to 30 MB while the process is about to exit.
                requested = false;
                return;
            }
            // Timed saves at most every 10 write times: at K = 16 a save writes 30 MB (0.1-0.3 s here),
            // which must stay a small part of the build.
            if (next > lastNext && (requested || now - lastWrite >= Math.max(everyNanos, 10 * lastDuration))) {
                write(cache, db, next);
            }
        }

        void write(DatabaseCache cache, EndgameDatabase db, int next) {
            writing = true;
            boolean wasRequested = requested;
            requested = false;
            long t0 = System.nanoTime();
            try {
                boolean ok = cache.save(db, next);
                log.accept("endgame database cache: " + (ok ? "saved" : "not saved") + " (" + next + " of " + db.size()
                        + " positions" + (wasRequested ? ", asked at game end" : "") + ") in "
                        + (System.nanoTime() - t0) / 1_000_000 + " ms");
            } finally {
                lastWrite = System.nanoTime();
                lastDuration = lastWrite - t0;
                wrote = true;
                lastNext = next;
                writing = false;
            }
        }
    }
}
