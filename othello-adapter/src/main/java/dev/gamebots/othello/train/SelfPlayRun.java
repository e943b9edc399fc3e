package dev.gamebots.othello.train;

import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Hashing;
import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A long self-play run that survives being stopped: the games are played in chunks of a fixed size,
 * and each finished chunk is written as its own training set file ({@code <name>-<chunk>.positions},
 * written under a temporary name and renamed, so a file that exists is complete). A run started again
 * with the same settings skips the chunks already written and plays the rest; since a game depends
 * only on its number and the run's seed, the files are the same however often the run was stopped and
 * however many threads played them.
 */
public final class SelfPlayRun {

    /** Game numbers of these runs start here, clear of the archive's and of {@code train}'s rounds. */
    public static final int FIRST_GAME_ID = 10_000_000;

    /**
     * The settings of a run.
     *
     * @param weights      the evaluation to play with (null: the hand-made one)
     * @param depth        search depth of the moves before the exact part
     * @param exactEmpties empties from which moves and labels are exact
     * @param randomMoves  share of the moves before the exact part played at random
     * @param seed         seed of the run: with the game number it fixes each game
     */
    public record Settings(Variant variant, PatternWeights weights, int depth, int exactEmpties, double randomMoves,
                           long seed) {
    }

    private SelfPlayRun() {
    }

    /** The seed of one game: the run's seed, its round and the game number mixed. */
    public static long gameSeed(long seed, int round, int game) {
        return Hashing.mix(seed * 0x9E3779B97F4A7C15L + round * 1_000_003L + game);
    }

    /** The file of chunk {@code c} in {@code dir}. */
    public static File chunkFile(File dir, String name, int c) {
        return new File(dir, String.format(Locale.ROOT, "%s-%05d.positions", name, c));
    }

    /**
     * Plays games 0 to {@code games - 1} in chunks of {@code chunkSize} into {@code dir}, skipping the
     * chunks already there; returns the number of chunks played now.
     */
    public static int run(Settings settings, int games, int chunkSize, File dir, String name, int threads,
                          PrintStream log) throws InterruptedException {
        int chunks = (games + chunkSize - 1) / chunkSize;
        int played = 0;
        long start = System.nanoTime();
        for (int c = 0; c < chunks; c++) {
            File file = chunkFile(dir, name, c);
            if (file.isFile()) {
                continue;
            }
            int from = c * chunkSize;
            int to = Math.min(games, from + chunkSize);
            TrainingSet set = playChunk(settings, from, to, threads);
            File part = new File(dir, file.getName() + ".part");
            try {
                set.write(part);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (!part.renameTo(file)) {
                throw new UncheckedIOException(new IOException("cannot rename " + part + " to " + file));
            }
            played++;
            if (log != null) {
                log.printf(Locale.ROOT, "selfplay: chunk %d/%d (games %d-%d, %d positions) written, %.0f s this run%n",
                        c + 1, chunks, from, to - 1, set.size(), (System.nanoTime() - start) / 1e9);
                log.flush();
            }
        }
        return played;
    }

    /** Games {@code from} to {@code to - 1} of this run, in game order whatever the threads. */
    static TrainingSet playChunk(Settings s, int from, int to, int threads) throws InterruptedException {
        return play(s, 0, FIRST_GAME_ID, from, to, threads, null);
    }

    /**
     * Plays games {@code from} to {@code to - 1} on {@code threads} workers and returns their positions in
     * game order, whatever the threads. Game {@code g} has the number {@code firstId + g} and the seed
     * {@link #gameSeed gameSeed(seed, round, g)}, so it is the same game however it was scheduled.
     *
     * @param progress where to report every hundredth finished game (null: nowhere)
     */
    public static TrainingSet play(Settings s, int round, int firstId, int from, int to, int threads,
                                   PrintStream progress) throws InterruptedException {
        TrainingSet[] results = new TrainingSet[to - from];
        AtomicInteger next = new AtomicInteger(from);
        AtomicInteger done = new AtomicInteger();
        RuntimeException[] failure = new RuntimeException[1];
        Thread[] workers = new Thread[Math.max(1, threads)];
        for (int t = 0; t < workers.length; t++) {
            workers[t] = new Thread(() -> {
                try {
                    SelfPlay player = new SelfPlay(s.variant(), s.weights(), s.depth(), s.exactEmpties(),
                            s.randomMoves());
                    int g;
                    while ((g = next.getAndIncrement()) < to) {
                        results[g - from] = player.play(firstId + g, gameSeed(s.seed(), round, g));
                        int d = done.incrementAndGet();
                        if (progress != null && d % 100 == 0) {
                            synchronized (progress) {
                                progress.printf(Locale.ROOT, "  round %d: %d / %d games%n", round, d, to - from);
                                progress.flush();
                            }
                        }
                    }
                } catch (RuntimeException e) {
                    failure[0] = e;
                }
            }, "selfplay-" + t);
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        TrainingSet all = new TrainingSet(s.variant());
        for (TrainingSet r : results) {
            all.addAll(r);
        }
        return all;
    }
}
