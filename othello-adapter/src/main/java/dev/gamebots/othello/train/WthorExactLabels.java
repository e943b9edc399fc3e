package dev.gamebots.othello.train;

import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.Clock;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.eval.Evaluation8;
import dev.gamebots.othello.eval.PatternEvaluation8;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Hashing;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Exact scores of the late positions of WTHOR games: every position with at most {@code empties}
 * empty squares in which the side to move has a move, solved under WTHOR's rules (the empties to the
 * winner), for the side to move. The archive's own results after its theoretical empties are the
 * humans' (a blunder in a won endgame is common), so a fit on them learns the late phases from noise;
 * these replace them.
 *
 * <p>Solving is the costly part (about a millisecond a position at 16 empties), so the scores are
 * kept in a cache file, appended game by game as they are solved: a run that stops continues where
 * the file ends, and the same command always produces the same scores (the order of the records
 * follows the threads). Games are known by a hash of their moves and the empties solved, so a sample
 * of the archive and the whole archive share one cache.
 */
public final class WthorExactLabels {

    private final int empties;
    private final Map<Long, byte[]> scores = new HashMap<>();

    private WthorExactLabels(int empties) {
        this.empties = empties;
    }

    /** Positions solved: those with at most this many empties. */
    public int empties() {
        return empties;
    }

    /**
     * The exact scores of a game's positions with at most {@link #empties} empties, in the order the
     * replay visits them (positions with a move for the side to move, before the final one); null
     * when the game was not solved.
     */
    public byte[] scoresOf(WthorGame game) {
        return scores.get(key(game, empties));
    }

    /**
     * The key of a game's scores in the cache: a hash of its year, its moves and the empties solved
     * (a cache made to another depth holds other positions: its records are not taken).
     */
    static long key(WthorGame game, int empties) {
        long h = Hashing.mix(game.year() * 0x9E3779B97F4A7C15L + game.moves().length * 64L + empties);
        for (int m : game.moves()) {
            h = Hashing.mix(h * 31 + m);
        }
        return h;
    }

    /**
     * Reads the cache (if any) and solves the games not in it yet on {@code threads} threads,
     * appending each to the cache as soon as it is solved.
     */
    public static WthorExactLabels solve(List<WthorGame> games, int empties, int threads, File cache,
                                         PrintStream log) throws IOException, InterruptedException {
        WthorExactLabels labels = new WthorExactLabels(empties);
        if (cache.exists()) {
            long valid = labels.readCache(cache);
            if (valid < cache.length()) {
                try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(cache, "rw")) {
                    f.setLength(valid); // a record cut by a stop: dropped, its game solved again
                }
            }
        }
        List<WthorGame> todo = new ArrayList<>();
        for (WthorGame g : games) {
            if (!labels.scores.containsKey(key(g, empties))) {
                todo.add(g);
            }
        }
        if (log != null) {
            log.printf(Locale.ROOT, "exact labels to %d empties: %d games cached in %s, %d to solve%n", empties,
                    games.size() - todo.size(), cache, todo.size());
        }
        if (todo.isEmpty()) {
            return labels;
        }
        PatternWeights weights = PatternWeights.load(Variant.STD);
        if (weights != null) {
            weights.expandAll();
        }
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        long start = System.nanoTime();
        IOException[] failure = new IOException[1];
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(cache, true)))) {
            Thread[] workers = new Thread[Math.max(1, threads)];
            for (int t = 0; t < workers.length; t++) {
                workers[t] = new Thread(() -> {
                    EndgameSolver solver = new EndgameSolver(18, Clock.SYSTEM);
                    if (weights != null) {
                        solver.setOrderingEvaluator(new PatternEvaluation8(weights));
                    }
                    int i;
                    while ((i = next.getAndIncrement()) < todo.size()) {
                        WthorGame g = todo.get(i);
                        byte[] s = solveGame(g, empties, solver);
                        synchronized (labels) {
                            labels.scores.put(key(g, empties), s);
                            try {
                                out.writeLong(key(g, empties));
                                out.writeByte(s.length);
                                out.write(s);
                                if (done.incrementAndGet() % 100 == 0) {
                                    out.flush(); // what is flushed survives a stop
                                }
                            } catch (IOException e) {
                                failure[0] = e;
                                return;
                            }
                            int d = done.get();
                            if (log != null && d % 5000 == 0) {
                                log.printf(Locale.ROOT, "  %d / %d games solved in %.0f s%n", d, todo.size(),
                                        (System.nanoTime() - start) / 1e9);
                            }
                        }
                    }
                }, "wthor-solve-" + t);
                workers[t].start();
            }
            for (Thread w : workers) {
                w.join();
            }
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        if (log != null) {
            log.printf(Locale.ROOT, "  %d games solved in %.0f s%n", done.get(), (System.nanoTime() - start) / 1e9);
        }
        return labels;
    }

    /** The exact scores of one game's late positions, in replay order. */
    static byte[] solveGame(WthorGame game, int empties, EndgameSolver solver) {
        List<long[]> late = new ArrayList<>();
        Wthor.replay(game, Evaluation8.forVariant(Variant.STD), (board, i) -> {
            if (i < game.moves().length && board.empties() <= empties) {
                late.add(new long[] {board.own(), board.opp()});
            }
        });
        byte[] s = new byte[late.size()];
        // From the end back: each solve's table entries help the one before it.
        for (int j = late.size() - 1; j >= 0; j--) {
            long[] p = late.get(j);
            s[j] = (byte) solver.solveExact(p[0], p[1], Scoring.WOF, SearchLimits.infinite()).score();
        }
        return s;
    }

    /** Reads the cache's whole records; returns their length in bytes. */
    private long readCache(File cache) throws IOException {
        long valid = 0;
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(cache)))) {
            while (true) {
                long k;
                byte[] s;
                try {
                    k = in.readLong();
                    int n = in.readUnsignedByte();
                    s = new byte[n];
                    in.readFully(s);
                } catch (EOFException e) {
                    return valid; // the end, or a record cut by a stop
                }
                scores.put(k, s);
                valid += 9 + s.length;
            }
        }
    }
}
