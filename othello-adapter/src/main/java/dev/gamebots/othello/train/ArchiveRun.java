package dev.gamebots.othello.train;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A long archive-generation run that survives being stopped, as {@link SelfPlayRun} does for
 * positions: the games are played in chunks of a fixed size, each finished chunk written as its own
 * {@link GameArchive} file under a temporary name and renamed, so a chunk file that exists is
 * complete. The same command started again skips the chunks that are there (after checking they were
 * made with the same settings) and plays the rest. Game {@code g} has the seed
 * {@link SelfPlayRun#gameSeed SelfPlayRun.gameSeed(seed, 0, g)}, so the files do not depend on how
 * often the run was stopped or on the number of threads.
 */
public final class ArchiveRun {

    /**
     * The settings of a run.
     *
     * @param provenance how the games are made, written into every chunk (the generator's settings and
     *                   the weights' checksum): a resumed run must have the same
     */
    public record Settings(ArchiveSelfPlay.Level level, long seed, String provenance) {
    }

    private ArchiveRun() {
    }

    /** The file of chunk {@code c} in {@code dir}. */
    public static File chunkFile(File dir, Settings s, int c) {
        return new File(dir, String.format(Locale.ROOT, "%s-%05d%s", s.level().variant().wireName(), c,
                GameArchive.SUFFIX));
    }

    /**
     * Plays games 0 to {@code games - 1} in chunks of {@code chunkSize} into {@code dir}, skipping the
     * chunks already there; returns the number of chunks played now.
     *
     * @throws IOException when a chunk cannot be written, or one that is there was made otherwise
     */
    public static int run(Settings s, int games, int chunkSize, File dir, int threads, PrintStream log)
            throws IOException, InterruptedException {
        int chunks = (games + chunkSize - 1) / chunkSize;
        int played = 0;
        long start = System.nanoTime();
        int gamesNow = 0;
        for (int c = 0; c < chunks; c++) {
            File file = chunkFile(dir, s, c);
            int from = c * chunkSize;
            int to = Math.min(games, from + chunkSize);
            if (file.isFile()) {
                checkSameRun(file, s, from, to);
                continue;
            }
            List<GameRecord> records = play(s, from, to, threads);
            // Every game is replayed and its labels checked before it is kept: a bad record never lands.
            ArchiveTraining.positions(s.level().variant(), records, 0);
            File part = new File(dir, file.getName() + ".part");
            GameArchive.write(part, new GameArchive.Chunk(s.level().variant(), s.provenance(), s.seed(), records));
            if (!part.renameTo(file)) {
                throw new IOException("cannot rename " + part + " to " + file);
            }
            played++;
            gamesNow += to - from;
            if (log != null) {
                double seconds = (System.nanoTime() - start) / 1e9;
                log.printf(Locale.ROOT, "games: chunk %d/%d (games %d-%d) written, %d bytes; %d games in %.0f s this run,"
                        + " %.1f games/min%n", c + 1, chunks, from, to - 1, file.length(), gamesNow, seconds,
                        gamesNow * 60 / seconds);
                log.flush();
            }
        }
        return played;
    }

    /** A chunk that is there must hold the games this run would write there. */
    private static void checkSameRun(File file, Settings s, int from, int to) throws IOException {
        GameArchive.Chunk chunk = GameArchive.read(file);
        List<GameRecord> g = chunk.games();
        if (!chunk.provenance().equals(s.provenance()) || chunk.seed() != s.seed() || g.size() != to - from
                || g.get(0).number() != from) {
            throw new IOException(file + " was made by another run (\"" + chunk.provenance() + "\", seed "
                    + chunk.seed() + ", " + g.size() + " games): use another folder or the same settings");
        }
    }

    /**
     * Plays games {@code from} to {@code to - 1} on {@code threads} workers; the records come back in
     * game order, whatever the threads.
     */
    public static List<GameRecord> play(Settings s, int from, int to, int threads)
            throws InterruptedException {
        GameRecord[] results = new GameRecord[to - from];
        AtomicInteger next = new AtomicInteger(from);
        RuntimeException[] failure = new RuntimeException[1];
        Thread[] workers = new Thread[Math.max(1, threads)];
        for (int t = 0; t < workers.length; t++) {
            workers[t] = new Thread(() -> {
                try {
                    ArchiveSelfPlay player = new ArchiveSelfPlay(s.level());
                    int g;
                    while ((g = next.getAndIncrement()) < to && failure[0] == null) {
                        results[g - from] = player.play(g, SelfPlayRun.gameSeed(s.seed(), 0, g));
                    }
                } catch (RuntimeException e) {
                    failure[0] = e;
                }
            }, "archive-" + t);
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        return new ArrayList<>(Arrays.asList(results));
    }
}
