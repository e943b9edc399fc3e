package dev.gamebots.bench.arena.tune;

import dev.gamebots.bench.arena.process.EngineProcess;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * Runs the iterations of an SPSA tuning on {@code concurrency} threads: each draws its pushes
 * around the current values, has its pair played, takes its step and logs it ({@link SpsaLog}).
 * An iteration's signs are a function of the seed and its number, so a resumed run draws the same
 * signs for the iterations it still has to play.
 */
public final class SpsaRun {

    /** What a run ended with: the values, the iterations logged, and how many were left out (faults, errors). */
    public record Summary(double[] theta, int iterations, int faults, int errors) {
    }

    private final Spsa spsa;
    private final PairPlayer player;
    private final PrintStream err;
    private final BooleanSupplier stopping;

    public SpsaRun(Spsa spsa, PairPlayer player, PrintStream err) {
        this(spsa, player, err, EngineProcess::arenaStopping);
    }

    /**
     * {@code stopping}: says the arena is being stopped; a pair that ends after it is not logged (its
     * engines were killed by the stop, a fault not theirs), so a resumed run plays it again.
     */
    SpsaRun(Spsa spsa, PairPlayer player, PrintStream err, BooleanSupplier stopping) {
        this.spsa = spsa;
        this.player = player;
        this.err = err;
        this.stopping = stopping;
    }

    public Summary run(int iterations, int concurrency, long seed, Path outDir, Map<String, Object> identity,
                       boolean resume) throws InterruptedException {
        Set<Integer> done = new HashSet<>();
        int[] faults = {0};
        if (resume) {
            for (SpsaLog.Entry e : SpsaLog.read(outDir)) {
                if (e.iteration() < 1 || e.iteration() > iterations || !done.add(e.iteration())) {
                    continue;
                }
                if (e.fault() == null) {
                    spsa.update(e.iteration(), e.flips(), e.result());
                } else {
                    faults[0]++;
                }
            }
            err.printf("resumed: %d of %d iterations logged; now %s%n", done.size(), iterations,
                    spsa.settings(spsa.theta()));
        }
        AtomicInteger errors = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger(done.size());
        ExecutorService pool = Executors.newFixedThreadPool(concurrency, r -> {
            Thread t = new Thread(r, "spsa-pair");
            t.setDaemon(true);
            return t;
        });
        try (SpsaLog log = SpsaLog.open(outDir, identity, resume)) {
            for (int k = 1; k <= iterations; k++) {
                if (done.contains(k)) {
                    continue;
                }
                int iteration = k;
                pool.execute(() -> {
                    Spsa.Perturbation p = spsa.perturb(iteration, new Random(seed * 1_000_003L + iteration));
                    PairPlayer.PairResult r;
                    try {
                        r = player.play(iteration, spsa.settings(p.plus()), spsa.settings(p.minus()));
                    } catch (Exception e) {
                        errors.incrementAndGet();
                        err.println("arena error in SPSA iteration " + iteration + ": " + e);
                        return;
                    }
                    synchronized (faults) {
                        if (stopping.getAsBoolean()) {
                            return;
                        }
                        double[] theta = r.fault() == null ? spsa.update(iteration, p.flips(), r.result()) : spsa.theta();
                        if (r.fault() != null) {
                            faults[0]++;
                        }
                        log.append(new SpsaLog.Entry(iteration, p.flips(), p.plus(), p.minus(), r.result(), r.fault(),
                                theta));
                        err.printf("iteration %d (%d/%d): %s; %s%n", iteration, finished.incrementAndGet(), iterations,
                                r.summary(), spsa.settings(theta));
                    }
                });
            }
            pool.shutdown();
            while (!pool.awaitTermination(1, TimeUnit.HOURS)) {
                // every pair has its own time limits
            }
        } finally {
            pool.shutdownNow();
        }
        return new Summary(spsa.theta(), finished.get(), faults[0], errors.get());
    }

    /** The values as one line for a report: {@code name=value} with two decimals. */
    public static String describe(Spsa spsa, double[] theta) {
        StringBuilder b = new StringBuilder();
        List<SpsaParameter> ps = spsa.parameters();
        for (int i = 0; i < theta.length; i++) {
            b.append(i == 0 ? "" : " ").append(ps.get(i).name()).append('=')
                    .append(String.format("%.2f", theta[i]));
        }
        return b.toString();
    }
}
