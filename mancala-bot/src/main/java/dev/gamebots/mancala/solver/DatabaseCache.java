package dev.gamebots.mancala.solver;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.zip.CRC32;

/**
 * Keeps built endgame databases in a cache file (by default in the temp folder) so that later
 * processes load them in a fraction of the build time. The file holds a header (magic, format
 * version, holes, K, length, CRC-32 of the values) and the values; anything that does not match
 * exactly is ignored and rebuilt. Files are written under a temporary name and moved into place,
 * so two processes building at once never see a half-written file.
 */
public final class DatabaseCache {

    private static final long MAGIC = 0x4B414C4148454442L; // "KALAHEDB"
    /** Bump when the rules, the index or the value encoding change. */
    private static final int FORMAT = 1;

    private final Path directory;

    public DatabaseCache(Path directory) {
        this.directory = directory;
    }

    /** A cache in {@code java.io.tmpdir}. */
    public static DatabaseCache inTempFolder() {
        return new DatabaseCache(Paths.get(System.getProperty("java.io.tmpdir")));
    }

    /** The file used for a database of this size. */
    public Path file(int holes, int maxSeeds) {
        return directory.resolve("gamebots-kalah-m" + holes + "-k" + maxSeeds + "-v" + FORMAT + ".edb");
    }

    /** Loads the database, or returns null when there is no valid cache file. */
    public EndgameDatabase load(int holes, int maxSeeds) {
        Path f = file(holes, maxSeeds);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        try (InputStream raw = Files.newInputStream(f);
             DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(raw, 1 << 16))) {
            if (in.readLong() != MAGIC || in.readInt() != FORMAT || in.readInt() != holes
                    || in.readInt() != maxSeeds) {
                return null;
            }
            int length = in.readInt();
            long crc = in.readLong();
            if (length != EndgameDatabase.size(holes, maxSeeds)) {
                return null;
            }
            byte[] values = new byte[length];
            in.readFully(values);
            CRC32 check = new CRC32();
            check.update(values);
            if (check.getValue() != crc) {
                return null;
            }
            return EndgameDatabase.fromValues(holes, maxSeeds, values);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Writes the database; returns false (and leaves no partial file) when that fails. */
    public boolean save(EndgameDatabase db) {
        Path f = file(db.holes(), db.maxSeeds());
        Path tmp = null;
        try {
            Files.createDirectories(directory);
            tmp = Files.createTempFile(directory, f.getFileName().toString(), ".part");
            byte[] values = db.values();
            CRC32 crc = new CRC32();
            crc.update(values);
            try (OutputStream raw = Files.newOutputStream(tmp);
                 DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(raw, 1 << 16))) {
                out.writeLong(MAGIC);
                out.writeInt(FORMAT);
                out.writeInt(db.holes());
                out.writeInt(db.maxSeeds());
                out.writeInt(values.length);
                out.writeLong(crc.getValue());
                out.write(values);
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

    /** Loads the database from the cache, or builds it and saves it there. */
    public EndgameDatabase loadOrBuild(int holes, int maxSeeds) {
        return loadOrBuild(holes, maxSeeds, db -> { });
    }

    /**
     * Loads the database from the cache, or builds it (handing {@code progress} each partial database
     * as in {@link EndgameDatabase#build(int, int, java.util.function.Consumer)}) and saves it there.
     */
    public EndgameDatabase loadOrBuild(int holes, int maxSeeds, java.util.function.Consumer<EndgameDatabase> progress) {
        return loadOrBuild(holes, maxSeeds, progress, () -> { });
    }

    /** As above; {@code pace} is handed to the build (see {@link EndgameDatabase#build(int, int, java.util.function.Consumer, Runnable)}). */
    public EndgameDatabase loadOrBuild(int holes, int maxSeeds, java.util.function.Consumer<EndgameDatabase> progress,
                                       Runnable pace) {
        EndgameDatabase db = load(holes, maxSeeds);
        if (db == null) {
            db = EndgameDatabase.build(holes, maxSeeds, progress, pace);
            save(db);
        }
        progress.accept(db);
        return db;
    }
}
