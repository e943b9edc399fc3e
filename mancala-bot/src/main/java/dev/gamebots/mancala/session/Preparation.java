package dev.gamebots.mancala.session;

import dev.gamebots.mancala.solver.DatabaseCache;
import dev.gamebots.mancala.solver.EndgameDatabase;
import dev.gamebots.core.BoundTable;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * What the bot makes ready in the background once its first reply is out (or its input is idle):
 * the JIT warm-up, the large solver table and the endgame database (loaded from its cache file, or
 * built level by level and saved as it goes). Between END and the next START the build rests after
 * a requested save, so that an exit that probably follows does not wait for CPU our own build takes.
 */
public final class Preparation {

    /** Solver table of the bot: ample for searches of about a second (only positions above the database are stored). */
    public static final int DEFAULT_TABLE_MB = 64;
    /** Endgame database of the bot: all positions with up to this many seeds in the holes. */
    public static final int DEFAULT_DATABASE_SEEDS = 16;

    private final Player player;
    /** Where the notes go (the protocol's log file): the session knows no protocol class. */
    private final Consumer<String> log;
    private final DatabaseCache.Saver saver;
    private final Path databaseDir;
    private final int databaseSeeds;
    private final int tableMegabytes;
    /** Between END and the next START: the database build pauses (after a requested save). */
    private volatile boolean betweenGames;

    /**
     * @param databaseDir    folder of the cache file (null: the temp folder)
     * @param databaseSeeds  the database of positions with up to this many seeds in the holes (0: none)
     * @param tableMegabytes the solver table's size (0: automatic)
     */
    public Preparation(Player player, Consumer<String> log, DatabaseCache.Saver saver, Path databaseDir, int databaseSeeds,
                       int tableMegabytes) {
        this.player = player;
        this.log = log;
        this.saver = saver;
        this.databaseDir = databaseDir;
        this.databaseSeeds = databaseSeeds;
        this.tableMegabytes = tableMegabytes;
    }

    /** A game has started: the build goes on. */
    public void gameStarted() {
        betweenGames = false;
    }

    /** A game is over: the build saves at once and then rests until the next START. */
    public void gameOver() {
        betweenGames = true;
        saver.requestNow();
    }

    /**
     * On a background thread: warms the JIT up, then loads the endgame database from its cache file or
     * builds it level by level (each level is usable as soon as it is complete) and caches it.
     */
    public void start(AtomicLong processStart, long mainEntered) {
        Thread t = new Thread(() -> {
            try {
                long start = processStartNanos();
                if (start < mainEntered) {
                    processStart.set(start);
                    log.accept("process started about " + (mainEntered - start) / 1_000_000 + " ms before main()");
                }
                // Order: JIT warm-up (the first search out of the book can come 0.5 s after the start,
                // and cold code searches several times slower), then a cached database (a position it
                // solves in 0.2 s can take longer than a move without it), then the large table.
                long t0 = System.nanoTime();
                long nodes = player.warmUp(t0 + 150_000_000L);
                log.accept("warm-up " + nodes + " nodes in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
                DatabaseCache cache = databaseDir != null ? new DatabaseCache(databaseDir) : DatabaseCache.inTempFolder();
                int k = databaseSeedsFor(Runtime.getRuntime().maxMemory(), databaseSeeds);
                // Only a complete file comes before the table (a load of 0.2-0.7 s); a partial one is
                // resumed after it, as a build: the searches meanwhile need the large table.
                boolean cached = databaseSeeds > 0 && cache.looksComplete(6, k);
                if (cached) {
                    prepareDatabase(cache, k);
                }
                long t1 = System.nanoTime();
                int mb = tableMegabytes > 0 ? tableMegabytes
                        : (int) Math.max(4, Math.min(DEFAULT_TABLE_MB, Runtime.getRuntime().maxMemory() / 8 / (1024 * 1024)));
                BoundTable table = BoundTable.ofMegabytes(mb);
                player.setTable(table);
                log.accept("solver table " + table.bytes() / (1024 * 1024) + " MB in " + (System.nanoTime() - t1) / 1_000_000 + " ms");
                if (databaseSeeds > 0 && !cached) {
                    prepareDatabase(cache, k);
                }
            } catch (RuntimeException | OutOfMemoryError e) {
                log.accept("endgame database unavailable: " + e);
            }
        }, "mancala-prepare");
        t.setDaemon(true);
        t.setPriority(Thread.NORM_PRIORITY - 1);
        t.start();
    }

    /** Loads the database from the cache file, or builds (and caches) it level by level, each level usable at once. */
    private void prepareDatabase(DatabaseCache cache, int k) {
        long t2 = System.nanoTime();
        log.accept("endgame database: loading, resuming or starting the build (cache " + cache.file(6, k) + ")");
        // The build waits while a move is searched: the move's deadline comes first, and on a
        // loaded machine (the opponent's process, other jobs) a second busy thread of ours slowed the
        // search and delayed the answer by hundreds of ms (docs/mancala.md, "Measured").
        EndgameDatabase db = cache.loadOrBuild(6, k, player::setDatabase, () -> {
            while (player.isSearching() || (betweenGames && !saver.isRequested())) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }, saver);
        log.accept("endgame database: " + db.size() + " positions (up to " + db.maxSeeds() + " seeds) ready in "
                + (System.nanoTime() - t2) / 1_000_000 + " ms (cache " + cache.file(6, k) + ")");
    }

    /** The database size for a heap: the one asked for, smaller when it would crowd a small heap out. */
    public static int databaseSeedsFor(long maxHeapBytes, int wanted) {
        int k = wanted;
        while (k > 10 && EndgameDatabase.size(6, k) > maxHeapBytes / 6) {
            k--;
        }
        return k;
    }

    /** The process start on the {@link System#nanoTime()} scale (now, when unknown). */
    public static long processStartNanos() {
        long nowNanos = System.nanoTime();
        long nowMillis = System.currentTimeMillis();
        return ProcessHandle.current().info().startInstant()
                .map(start -> nowNanos - Math.max(0, nowMillis - start.toEpochMilli()) * 1_000_000L)
                .orElse(nowNanos);
    }
}
